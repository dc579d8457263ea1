// GameController: set-up (FEN, PGN with recorded endings), moves, take-back, browsing,
// offers, resignation and PGN out. (The clock rule is the ClockDriver's: tst_clockdriver.)
#include <QSignalSpy>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/text/errortexts.h"
#include "core/board/fen.h"

using namespace remis;
using namespace remis::app;

class TestGameController : public QObject {
    Q_OBJECT
private slots:
    void loadFenError();
    void playAndRefuse();
    void browsingBlocksMoves();
    void takeBackOnlyCasual();
    void drawOfferAcceptDecline();
    void resignation();
    void pgnOutHasTags();
    void pgnRecordedEnding_data();
    void pgnRecordedEnding();
    void pgnLoadErrors();
    void loadWarningsSayWhatTheyDid_data();
    void loadWarningsSayWhatTheyDid();
    void pgnRoundTrip();
    void variationCutOffLeavesTheGameWhole();
};

void TestGameController::loadFenError() {
    GameController c;
    QSignalSpy reset(&c, &GameController::gameReset);
    const auto loaded = c.loadFen("8/8/8/8/8/8/8/8 w - - 0 1");
    QVERIFY(!loaded);
    // The core's error, kept with its code and field until it is shown.
    QCOMPARE(loaded.error().code(), AppErrorCode::Core);
    QCOMPARE(loaded.error().coreError()->code, ErrorCode::FenKingCount);
    QCOMPARE(loaded.error().coreError()->place, ErrorPlace::FenField);
    QVERIFY(!ErrorTexts::text(loaded.error()).isEmpty());
    QCOMPARE(reset.count(), 0);
    QCOMPARE(c.navigator().fen(), QString::fromLatin1(StartFen));
    QVERIFY(c.loadFen("4k3/8/8/8/8/8/4P3/4K3 b - - 3 12").ok());
    QCOMPARE(reset.count(), 1);
    QCOMPARE(c.navigator().fen(), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 b - - 3 12"));
}

void TestGameController::playAndRefuse() {
    GameController c;
    QSignalSpy made(&c, &GameController::moveMade);
    QVERIFY(c.playText("e4").ok());
    QVERIFY(c.playText("e7e5").ok());
    QCOMPARE(made.count(), 2);
    QCOMPARE(made.at(1).at(0).toInt(), 2);
    const auto illegal = c.playText("Ke3");
    QVERIFY(!illegal);
    QCOMPARE(illegal.error().coreError()->code, ErrorCode::NoPieceCanMoveTo);
    QVERIFY(!c.playText("nonsense").ok());
    QCOMPARE(c.ply(), 2);
    QCOMPARE(c.navigator().lastShownMove(), Move(parseSquare('e', '7'), parseSquare('e', '5')));
    const auto played = c.playMoves({"Nf3", "Nc6", "Qxf7"});
    QVERIFY(!played);
    QCOMPARE(played.error().places().size(), std::size_t(1));
    QCOMPARE(played.error().places().front().first, AppErrorPlace::SetupMove);
    QVERIFY(ErrorTexts::text(played.error()).startsWith(QStringLiteral("move 3 \"Qxf7\": ")));
    QCOMPARE(c.ply(), 4);
}

void TestGameController::browsingBlocksMoves() {
    GameController c;
    QVERIFY(c.playMoves({"e4", "e5", "Nf3"}).ok());
    QSignalSpy shown(&c.navigator(), &PlyNavigator::shownPlyChanged);
    c.navigator().showPly(1);
    QCOMPARE(shown.count(), 1);
    QVERIFY(c.navigator().isBrowsing());
    QVERIFY(!c.canPlay());
    QCOMPARE(c.navigator().fen(),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    QVERIFY(!c.playText("Nc6").ok());
    c.navigator().showPly(1);  // no change, no signal
    QCOMPARE(shown.count(), 1);
    c.navigator().showPly(-5);
    QCOMPARE(c.navigator().shownPly(), 0);
    QVERIFY(c.navigator().lastShownMove().isNone());
    c.navigator().showLatest();
    QVERIFY(!c.navigator().isBrowsing());
    QVERIFY(c.playText("Nc6").ok());
}

void TestGameController::takeBackOnlyCasual() {
    GameController c;
    QVERIFY(c.playText("e4").ok());
    QVERIFY(!c.canTakeBack());
    QVERIFY(!c.takeBack());
    c.newGame(RuleSet::Casual);
    QVERIFY(c.playMoves({"f3", "e5", "g4", "Qh4#"}).ok());
    QVERIFY(c.hasEnded());
    QSignalSpy undone(&c, &GameController::moveUndone);
    QVERIFY(c.takeBack());
    QCOMPARE(undone.count(), 1);
    QCOMPARE(undone.at(0).at(0).toInt(), 3);
    QVERIFY(!c.hasEnded());
    QCOMPARE(c.navigator().shownPly(), 3);
}

void TestGameController::drawOfferAcceptDecline() {
    GameController c;
    QSignalSpy offers(&c, &GameController::offersChanged);
    QVERIFY(c.playText("e4").ok());
    c.offerDraw(White);  // after moving (9.1.2.1)
    QCOMPARE(offers.count(), 1);
    QVERIFY(c.game().plies().back().drawOffered);
    QVERIFY(!c.canAcceptDraw(Black));  // 5.2.3: Black has not moved yet
    QVERIFY(c.playText("e5").ok());    // moving declines
    QVERIFY(!c.pendingOffer());
    QCOMPARE(offers.count(), 2);
    c.offerDraw(Black);
    c.declineDraw();
    QVERIFY(!c.pendingOffer());
    QVERIFY(c.playText("Nf3").ok());
    c.offerDraw(White);
    QSignalSpy over(&c, &GameController::gameOver);
    QCOMPARE(c.offerAddressee(), std::optional<Color>(Black));
    QVERIFY(!c.acceptDraw(White));  // 9.1.2: only the opponent of the one who offered
    QVERIFY(c.acceptDraw(Black));
    QCOMPARE(over.count(), 1);
    QCOMPARE(c.outcome().termination, Termination::Agreement);
}

void TestGameController::resignation() {
    GameController c;
    QSignalSpy over(&c, &GameController::gameOver);
    c.resign(Black);
    QCOMPARE(over.count(), 1);
    QCOMPARE(c.outcome().result, GameResult::WhiteWins);
    QVERIFY(!c.playText("e4").ok());
    c.resign(White);  // already over: nothing happens
    QCOMPARE(over.count(), 1);
}

void TestGameController::pgnOutHasTags() {
    GameController c;
    c.setTag("White", "Anna");
    c.setTag("Black", "Ben");
    QVERIFY(c.playMoves({"e4", "e5"}).ok());
    QString pgn = c.pgnText();
    for (const char* tag : {"[Event \"", "[Site \"Remis\"]", "[Date \"", "[White \"Anna\"]",
                            "[Black \"Ben\"]", "[Result \"*\"]", "[Rules \"FIDE 2023\"]"})
        QVERIFY2(pgn.contains(QLatin1String(tag)), tag);
    QVERIFY(pgn.contains(QStringLiteral("1. e4 e5 *")));
    QCOMPARE(c.tag("White"), QStringLiteral("Anna"));
}

void TestGameController::pgnRecordedEnding_data() {
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<int>("termination");
    QTest::addColumn<int>("result");
    QTest::newRow("resigned")
        << "[Result \"0-1\"]\n[Termination \"resignation (FIDE 5.1.2)\"]\n\n1. e4 e5 0-1"
        << int(Termination::Resignation) << int(GameResult::BlackWins);
    // docs/pgn.md: a result with no reason stated is over with no reason (none is invented).
    QTest::newRow("drawn, no termination") << "[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 1/2-1/2"
                                           << int(Termination::None) << int(GameResult::Draw);
    QTest::newRow("won, reason only in words")
        << "[Result \"0-1\"]\n[Termination \"White resigns\"]\n\n1. e4 e5 0-1"
        << int(Termination::None) << int(GameResult::BlackWins);
    QTest::newRow("time forfeit")
        << "[Result \"1-0\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 1-0"
        << int(Termination::Timeout) << int(GameResult::WhiteWins);
    QTest::newRow("mate by the rules") << "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1"
                                       << int(Termination::Checkmate) << int(GameResult::BlackWins);
    QTest::newRow("unfinished") << "1. e4 e5 *" << int(Termination::None)
                                << int(GameResult::Ongoing);
}

void TestGameController::pgnRecordedEnding() {
    QFETCH(QString, pgn);
    QFETCH(int, termination);
    QFETCH(int, result);
    GameController c;
    QVERIFY(c.loadPgnText(pgn).ok());
    QCOMPARE(int(c.outcome().termination), termination);
    QCOMPARE(int(c.outcome().result), result);
    QCOMPARE(c.hasEnded(), result != int(GameResult::Ongoing));
    QCOMPARE(c.isRecordedReasonGiven(),
             c.isRecordedEnding() && termination != int(Termination::None));
    if (result != int(GameResult::Ongoing)) {
        QVERIFY(!c.canPlay());
        QVERIFY(!c.playText("a3").ok());
        // The recorded result is written back.
        GameController again;
        QVERIFY(again.loadPgnText(c.pgnText()).ok());
        QCOMPARE(again.outcome().result, c.outcome().result);
        QCOMPARE(again.outcome().termination, c.outcome().termination);
    }
}

void TestGameController::pgnLoadErrors() {
    GameController c;
    QVERIFY(c.playText("d4").ok());
    // docs/pgn.md: a damaged game loads up to the unreadable move and says which it is.
    QVERIFY(c.loadPgnText("1. e4 e5 2. Ke3 *").ok());
    QCOMPARE(c.ply(), 2);
    QCOMPARE(c.loadWarnings().size(), std::size_t(1));
    QVERIFY2(c.loadWarnings().front().text.contains(QStringLiteral("2. Ke3")),
             qPrintable(c.loadWarnings().front().text));
    QVERIFY(!c.loadPgnText("").ok());
    QCOMPARE(c.ply(), 2);  // unchanged by what could not be loaded
}

// Each load warning says what it did to the game, as the core's code decides: the dialog
// for a cut-off game must not show for a repair, nor a repair's notice hide a cut-off.
// Kinds: U unread, R repaired, N note; savedAs what a repaired line is written as.
void TestGameController::loadWarningsSayWhatTheyDid_data() {
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("kinds");
    QTest::addColumn<QStringList>("savedAs");
    const QStringList none;
    QTest::newRow("illegal move") << "1. e4 e5 2. Ke3 *"
                                  << "U" << none;
    QTest::newRow("unquoted tag") << "[White Kasparov, Garry]\n\n1. e4 *"
                                  << "R" << QStringList{"[White \"Kasparov, Garry\"]"};
    QTest::newRow("no tag") << "[Event \"e\"]\n[]\n\n1. e4 *"
                            << "R" << QStringList{";[]"};
    QTest::newRow("fullmove 0") << "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 0\"]\n\n1. Kd2 *"
                                << "R" << QStringList{"[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]"};
    QTest::newRow("castling") << "[FEN \"4k3/8/8/8/8/8/8/3K3R w KQ - 0 1\"]\n\n1. Kd2 *"
                              << "R" << QStringList{"[FEN \"4k3/8/8/8/8/8/8/3K3R w - - 0 1\"]"};
    QTest::newRow("no result") << "[Event \"e\"]\n\n1. e4"
                               << "R" << QStringList{""};
    QTest::newRow("null move") << "1. e4 -- 2. d4 *"
                               << "N" << none;
    QTest::newRow("repaired and cut off") << "[White Kasparov, Garry]\n\n1. e4 e5 2. Ke3 *"
                                          << "RU" << QStringList{"[White \"Kasparov, Garry\"]"};
    QTest::newRow("a variation cut off") << "1. e4 (1. d4 d5 2. Kd3) e5 2. Ke3 *"
                                         << "VU" << none;
}

void TestGameController::loadWarningsSayWhatTheyDid() {
    QFETCH(QString, pgn);
    QFETCH(QString, kinds);
    QFETCH(QStringList, savedAs);
    GameController c;
    QVERIFY(c.loadPgnText(pgn).ok());
    QString read;
    QStringList written;
    for (const LoadWarning& w : c.loadWarnings()) {
        read += w.kind == LoadWarning::Kind::Unread            ? 'U'
                : w.kind == LoadWarning::Kind::UnreadVariation ? 'V'
                : w.kind == LoadWarning::Kind::Repaired        ? 'R'
                                                               : 'N';
        if (w.kind == LoadWarning::Kind::Repaired) written << w.savedAs;
    }
    QCOMPARE(read, kinds);
    QCOMPARE(written, savedAs);
    // What the notice promises is what the game is written as.
    for (const QString& line : savedAs)
        QVERIFY2(c.pgnText().contains(line), qPrintable(c.pgnText()));
}

void TestGameController::pgnRoundTrip() {
    GameController c;
    QVERIFY(c.loadFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 20").ok());
    QVERIFY(c.playMoves({"O-O", "O-O-O"}).ok());
    GameController d;
    QVERIFY(d.loadPgnText(c.pgnText()).ok());
    QCOMPARE(d.ply(), 2);
    QCOMPARE(d.navigator().fen(), c.navigator().fen());
    QCOMPARE(d.game().startPosition().fullmoveNumber(), 20);
}

// docs/pgn.md: an illegal move inside a variation stops only that variation. The whole
// mainline is on the board, play goes on after it, and what is saved keeps the variation's
// rest where it stood.
void TestGameController::variationCutOffLeavesTheGameWhole() {
    GameController c;
    QVERIFY(c.loadPgnText("[Event \"e\"]\n\n1. e4 e5 (1... Qh4 $1 {bad}) 2. Nf3 (2. Bc4 Nc6 "
                          "3. Ke3) 2... Nc6 *")
                .ok());
    QCOMPARE(c.ply(), 4);
    QCOMPARE(c.loadWarnings().size(), std::size_t(2));
    for (const LoadWarning& w : c.loadWarnings())
        QCOMPARE(int(w.kind), int(LoadWarning::Kind::UnreadVariation));
    QVERIFY(c.playMoves({"Bb5"}).ok());
    const QString written = c.pgnText();
    QVERIFY2(written.contains("1. e4 e5 (1... Qh4 $1 {bad}) 2. Nf3 (2. Bc4 Nc6 3. Ke3) 2... Nc6 "
                              "3. Bb5 *"),
             qPrintable(written));
    // A variation of the last move read: the game goes on after it.
    GameController d;
    QVERIFY(d.loadPgnText("[Event \"e\"]\n\n1. e4 e5 (1... Qh4) *").ok());
    QCOMPARE(d.ply(), 2);
    QVERIFY(d.playMoves({"Nf3"}).ok());
    QVERIFY2(d.pgnText().contains("1. e4 e5 (1... Qh4) 2. Nf3 *"), qPrintable(d.pgnText()));
    // Cutting the record after 1...e5 keeps that move's variation: it is beside the move.
    GameController e;
    QVERIFY(e.loadPgnText("[Event \"e\"]\n\n1. e4 e5 (1... Qh4) 2. Nf3 Nc6 *").ok());
    QVERIFY(e.cutAfter(2));
    QVERIFY2(e.pgnText().contains("1. e4 e5 (1... Qh4) *"), qPrintable(e.pgnText()));
}

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
