// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's desk (issue 19): a game is opened, judged and saved as it was recorded.
// Moves recorded after an automatic ending are read and browsed as played after the end; a
// recorded time forfeit is shown as recorded with the arbiter's 6.9 ruling beside it; a read
// Result and the tags are never changed by a save, only by "Correct the result"; the rulings
// stop at a null move, which is written back as it was read.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/files/pgnfile.h"
#include "app/models/arbitermodel.h"
#include "app/models/movelistmodel.h"
#include "app/text/errortexts.h"
#include "core/audit/audit.h"
#include "core/board/fen.h"
#include "core/pgn/gamepgn.h"
#include "core/pgn/reader.h"

using namespace remis;
using namespace remis::app;

namespace {

QString gameOf(const char* file, int game) {
    PgnFile f;
    const auto opened = f.open(QStringLiteral(REMIS_TEST_DATA "/app/") + QLatin1String(file));
    if (!opened) qFatal("cannot open %s", file);
    const auto text = f.gameText(game);
    if (!text) qFatal("no game %d in %s", game, file);
    return *text;
}

int count(const QString& text, const QString& part) {
    return int(text.count(part));
}

}  // namespace

class TestArbitersDesk : public QObject {
    Q_OBJECT
private slots:
    void movesAfterTheEnd_data();
    void movesAfterTheEnd();
    void movesAfterTheEndInTheMoveList();
    void deadPositionFoundLaterKeepsTheRecordedMoves();
    void deadByBothAnalysesRuledBesideTheRecord();
    void badRecordedMoveIsNamedAsOnAScoreSheet();
    void timeForfeitRuledBeside_data();
    void timeForfeitRuledBeside();
    void bannerIsSentences();
    void secondIllegalMoveIsSaidBesideTheEnding();
    void aCutRecordTakesMovesAgain();
    void timeForfeitAsTheAuditRulesIt_data() { timeForfeitRuledBeside_data(); }
    void timeForfeitAsTheAuditRulesIt();
    void readResultAndTagsKeptOnSave();
    void resultAgainstTheRulesKeptUntilCorrected();
    void tagsOnlyForAGameWithout();
    void nullMoveStopsTheRulings();
    void stoodIllegalMovesOpenAsPlayed_data();
    void stoodIllegalMovesOpenAsPlayed();
};

void TestArbitersDesk::movesAfterTheEnd_data() {
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("termination");
    QTest::addColumn<int>("endPly");
    QTest::addColumn<int>("recordPlies");
    QTest::addColumn<QString>("endMove");   // the ply label that ended it
    QTest::addColumn<QString>("lastFen");   // after the last recorded move
    QTest::addColumn<QString>("afterEnd");  // a recorded move after the end, as written back
    QTest::addColumn<QString>("played");    // what the notice says was played after the end
    QTest::newRow("fivefold") << 0 << int(Termination::FivefoldRepetition) << 16 << 18 << "8...Ng8"
                              << "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 10"
                              << "9. e4 {played on} 9... e5"
                              << "Played after the end: 2 plies recorded (move 9).";
    QTest::newRow("75 moves") << 1 << int(Termination::SeventyFiveMoves) << 2 << 5 << "90...Kd7"
                              << "8/8/R3k3/8/8/8/8/4K3 b - - 153 92"
                              << "91. Ra7+ Ke6 92. Ra6+"
                              << "Played after the end: 3 plies recorded (moves 91 to 92).";
    QTest::newRow("dead position") << 2 << int(Termination::DeadPosition) << 1 << 4 << "60.Kxd2"
                                   << "8/8/3k4/8/8/3B4/3K4/8 w - - 3 62"
                                   << "60... Kd7 61. Bd3 Kd6"
                                   << "Played after the end: 3 plies recorded (moves 60 to 61).";
}

// pgn.md: moves recorded after the game ended by itself are read; the game ended under the
// Laws at that ply; it opens at the last recorded move; the moves after it can be browsed
// and are kept on save.
void TestArbitersDesk::movesAfterTheEnd() {
    QFETCH(int, game);
    QFETCH(int, termination);
    QFETCH(int, endPly);
    QFETCH(int, recordPlies);
    QFETCH(QString, endMove);
    QFETCH(QString, lastFen);
    QFETCH(QString, afterEnd);
    QFETCH(QString, played);
    GameController c;
    ArbiterModel arbiter(&c);
    const auto loaded = c.loadPgnText(gameOf("after-the-end.pgn", game));
    QVERIFY2(loaded.ok(), loaded ? "" : qPrintable(ErrorTexts::text(loaded.error())));
    QVERIFY(c.hasEnded());
    QCOMPARE(int(c.outcome().termination), termination);
    QCOMPARE(c.outcome().ply, endPly);
    QCOMPARE(c.ply(), endPly);
    QCOMPARE(c.movesAfterEnd(), recordPlies - endPly);
    // Opened at the last recorded move, beyond the game.
    PlyNavigator& nav = c.navigator();
    QCOMPARE(nav.recordPlies(), recordPlies);
    QCOMPARE(nav.shownRecordPly(), recordPlies);
    QVERIFY(nav.isBeyondGame());
    QCOMPARE(nav.shownPly(), endPly);  // the rulings are the game's, at its end
    QCOMPARE(nav.fen(), lastFen);
    QVERIFY(!c.canPlay());
    // The panel says its counts are the end's, not the board's (tester).
    QVERIFY(arbiter.isViewing());
    QVERIFY2(arbiter.viewingText().contains(
                 QStringLiteral("played after the game ended at ply %1").arg(endPly)),
             qPrintable(arbiter.viewingText()));
    // The user is told the ending with its move.
    bool told = false;
    for (const LoadWarning& w : c.loadWarnings())
        told = told || (w.kind == LoadWarning::Kind::Note && w.text.contains(endMove) &&
                        w.text.endsWith(played));
    QVERIFY(told);
    // The banner says so, with the rule's article and the move.
    QVERIFY2(arbiter.bannerText().contains(endMove), qPrintable(arbiter.bannerText()));
    QVERIFY2(arbiter.bannerText().contains(QLatin1String("FIDE")),
             qPrintable(arbiter.bannerText()));
    // Browsing: back into the game and forward past its end again.
    nav.showPly(endPly);
    QVERIFY(!nav.isBeyondGame());
    nav.showNext();
    QVERIFY(nav.isBeyondGame());
    QCOMPARE(nav.shownRecordPly(), endPly + 1);
    QVERIFY(nav.lastShownMove() != Move::none());
    nav.showLatest();
    QCOMPARE(nav.fen(), lastFen);
    // Kept on save, also after an edit, with the recorded result and no tags added.
    c.setComment(c.record().nodeOfPly(1), QStringLiteral("checked"));
    const QString pgn = c.pgnText();
    QVERIFY2(pgn.contains(afterEnd), qPrintable(pgn));
    QVERIFY2(pgn.contains(QLatin1String("[Result \"1/2-1/2\"]")), qPrintable(pgn));
    QVERIFY2(!pgn.contains(QLatin1String("[Ending")), qPrintable(pgn));
    QVERIFY2(!pgn.contains(QLatin1String("[Termination")), qPrintable(pgn));
    GameController again;
    QVERIFY(again.loadPgnText(pgn).ok());
    QCOMPARE(again.navigator().recordPlies(), recordPlies);
    QCOMPARE(again.ply(), endPly);
}

// The move list holds the moves after the end too, set apart, and follows browsing there.
void TestArbitersDesk::movesAfterTheEndInTheMoveList() {
    GameController c;
    MoveListModel m(&c);
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(c.loadPgnText(gameOf("after-the-end.pgn", 0)).ok());
    QCOMPARE(m.rowCount(), 9);
    for (int ply = 1; ply <= 18; ++ply) {
        const QModelIndex cell = m.indexForPly(ply);
        QVERIFY(cell.isValid());
        QCOMPARE(cell.data(BeyondGameRole).toBool(), ply > 16);
        QCOMPARE(cell.data(PlyRole).toInt(), ply);
    }
    QCOMPARE(m.indexForPly(17).data().toString(), QStringLiteral("e4"));
    QVERIFY(m.indexForPly(17).data(Qt::ToolTipRole).toString().contains(QLatin1String("9.6.1")));
    QVERIFY(m.indexForPly(18).data(IsCurrentRole).toBool());
    c.navigator().showPly(17);
    QVERIFY(m.indexForPly(17).data(IsCurrentRole).toBool());
    QVERIFY(!m.indexForPly(18).data(IsCurrentRole).toBool());
}

// A locked pawn wall (TCEC: dead at ply 111, 114 moves played on): whether the per-move
// check or the full analysis in the worker finds it, the game ends there and every recorded
// move stays in the record, after the end.
void TestArbitersDesk::deadPositionFoundLaterKeepsTheRecordedMoves() {
    QFile file(QStringLiteral(REMIS_TEST_DATA "/tcec-locked-wall.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    GameController c;
    QVERIFY(c.loadPgnText(QString::fromUtf8(file.readAll())).ok());
    c.waitForAnalysis();
    QTRY_VERIFY(c.game().isOver());
    QCOMPARE(c.outcome().termination, Termination::DeadPosition);
    QCOMPARE(c.ply(), 111);
    QCOMPARE(c.navigator().recordPlies(), 225);
    QCOMPARE(c.movesAfterEnd(), 114);
    QCOMPARE(c.record().gamePlies(), 111);
    c.setComment(c.record().nodeOfPly(1), QStringLiteral("x"));
    const QString pgn = c.pgnText();
    QVERIFY2(pgn.contains(QLatin1String(" 1/2-1/2")), qPrintable(pgn));
    GameController again;
    QVERIFY(again.loadPgnText(pgn).ok());
    again.waitForAnalysis();
    QTRY_COMPARE(again.ply(), 111);
    QCOMPARE(again.navigator().recordPlies(), 225);
}

// Neither side can mate from the start (White's bishop is shut in, Black's king too), which
// only both sides' full analyses prove, in the worker: the recorded win is ruled a draw by
// 5.2.2 at ply 0, beside the record, and the recorded moves and result stay as read.
void TestArbitersDesk::deadByBothAnalysesRuledBesideTheRecord() {
    GameController c;
    ArbiterModel arbiter(&c);
    const QString read = QStringLiteral(
        "[Event \"Wall\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n"
        "[FEN \"1k6/1P5p/BP3p2/1P6/8/8/5PKP/8 b - - 0 1\"]\n\n1... h6 {a comment} 2. h3 1-0\n");
    QVERIFY(c.loadPgnText(read).ok());
    c.waitForAnalysis();
    QTRY_VERIFY(c.game().isOver());
    QCOMPARE(c.outcome().termination, Termination::DeadPosition);
    QCOMPARE(c.ply(), 0);
    QCOMPARE(c.movesAfterEnd(), 2);
    QVERIFY(!c.isModified());  // nothing in the record changed: no save is asked for
    QVERIFY(c.isResultAgainstRules());
    QVERIFY2(arbiter.bannerText().contains(QLatin1String("recorded 1-0; by 5.2.2 a draw")),
             qPrintable(arbiter.bannerText()));
    const QString pgn = c.pgnText();
    QVERIFY2(pgn.contains(QLatin1String("[Result \"1-0\"]")), qPrintable(pgn));
    QVERIFY2(pgn.contains(QLatin1String("1... h6 {a comment} 2. h3 1-0")), qPrintable(pgn));
    QVERIFY2(!pgn.contains(QLatin1String("[Termination")), qPrintable(pgn));
}

// A record that cannot be replayed names the move as on a score sheet, not a ply count.
void TestArbitersDesk::badRecordedMoveIsNamedAsOnAScoreSheet() {
    PgnGame record;  // moves added without a legality check, as a damaged file might hold
    NodeId last = PgnGame::root();
    for (const char* san : {"e4", "e5", "Nf3", "Ke3"}) last = record.addMove(last, san);
    const auto game = gameFromPgnTree(record);
    QVERIFY(!game);
    QVERIFY2(game.error().message.starts_with("2...Ke3: "), game.error().message.c_str());
    // Moves after an automatic ending are no error; they are counted.
    PgnGame five;
    last = PgnGame::root();
    for (int i = 0; i < 4; ++i)
        for (const char* san : {"Nf3", "Nf6", "Ng1", "Ng8"}) last = five.addMove(last, san);
    five.addMove(last, "e4");
    std::size_t after = 0;
    const auto ended = gameFromPgnTree(five, SIZE_MAX, &after);
    QVERIFY(ended.ok());
    QCOMPARE(ended->ply(), 16);
    QCOMPARE(after, std::size_t(1));
}

void TestArbitersDesk::timeForfeitRuledBeside_data() {
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("recorded");
    QTest::addColumn<QString>("ruling");  // empty: the rules agree with the record
    QTest::addColumn<int>("ruled");
    const int draw = int(GameResult::Draw);
    QTest::newRow("White's flag, bare king")
        << 0 << int(GameResult::BlackWins)
        << "recorded 0-1; by 6.9 a draw: Black cannot checkmate by any series of legal moves"
        << draw;
    QTest::newRow("White's flag, rook") << 1 << int(GameResult::BlackWins) << QString() << 0;
    QTest::newRow("Black's flag, bare king")
        << 2 << int(GameResult::WhiteWins)
        << "recorded 1-0; by 6.9 a draw: White cannot checkmate by any series of legal moves"
        << draw;
    QTest::newRow("Black's flag, knight v pawn")
        << 3 << int(GameResult::WhiteWins) << QString() << 0;
    // cli.md: the flag that fell is the side to move's at the end, whatever the record says.
    QTest::newRow("recorded Black's, White to move")
        << 4 << int(GameResult::WhiteWins)
        << "recorded 1-0; by 6.9 a win for Black: White was to move when the flag fell, and "
           "Black can checkmate by some series of legal moves"
        << int(GameResult::BlackWins);
    // Unless the record's clock says Black's last move, the final one, was made with 0:00:00
    // left: that flag is the one recorded (a tester: both flags were reported, and 1-0 was
    // called against the rules).
    QTest::newRow("Black's last move at 0:00:00, White to move")
        << 5 << int(GameResult::WhiteWins) << QString() << 0;
}

// A recorded time forfeit is shown as recorded, and beside it the arbiter's ruling by 6.9.
void TestArbitersDesk::timeForfeitRuledBeside() {
    QFETCH(int, game);
    QFETCH(int, recorded);
    QFETCH(QString, ruling);
    GameController c;
    ArbiterModel arbiter(&c);
    QVERIFY(c.loadPgnText(gameOf("time-forfeits.pgn", game)).ok());
    QCOMPARE(int(c.outcome().result), recorded);  // the record stands
    QCOMPARE(int(c.recordedResult()), recorded);
    QCOMPARE(c.isResultAgainstRules(), !ruling.isEmpty());
    const QString banner = arbiter.bannerText();
    if (ruling.isEmpty()) {
        QVERIFY2(!banner.contains(QLatin1String("ruling")), qPrintable(banner));
        QVERIFY2(banner.contains(QLatin1String("6.9")), qPrintable(banner));
        QVERIFY(!c.correctResult());
        return;
    }
    QVERIFY2(banner.contains(ruling), qPrintable(banner));
    QVERIFY2(!banner.contains(QLatin1String("wins on time (FIDE 6.9)")), qPrintable(banner));
    QVERIFY2(banner.contains(QLatin1String("won on time, as recorded")), qPrintable(banner));
    QFETCH(int, ruled);
    QCOMPARE(int(c.resultRuling()->ruled), ruled);
}

// A second illegal move that stood in standard play, found in a finished record, is said
// beside the ending (7.5.5 had it been seen; 7.5.1 acts during the game), not only in the
// move's tooltip (tester). In an unfinished record the arbiter sees it during the game: it
// ends the game there, and no move may follow (tester: c3 was accepted after it).
void TestArbitersDesk::secondIllegalMoveIsSaidBesideTheEnding() {
    GameController c;
    ArbiterModel arbiter(&c);
    QVERIFY(c.loadPgnText("[Result \"0-1\"]\n[TimeControl \"5400+30\"]\n[SetUp \"1\"]\n"
                          "[FEN \"8/8/8/8/5k2/8/3r4/R3K3 w Q - 0 30\"]\n\n"
                          "30. O-O-O Ke4 31. Rxd2 Ke3 32. Rd8 Ke2 33. Kd2 Kf3 0-1\n")
                .ok());
    QCOMPARE(c.ply(), 8);
    const QString banner = arbiter.bannerText();
    QVERIFY2(banner.contains(QLatin1String("no reason given).")) &&
                 banner.contains(QLatin1String(
                     ". White's second illegal move 33.Kd2 loses under FIDE 7.5.5, unless Black "
                     "cannot checkmate.")),
             qPrintable(banner));
    QVERIFY(c.loadPgnText("[Result \"*\"]\n\n1. e4 e5 2. Nf3 d6 3. Bb5+ Nc6 4. O-O Nd4 5. Nxd4 "
                          "exd4 *\n")
                .ok());
    QCOMPARE(c.outcome().termination, Termination::IllegalMove);
    QCOMPARE(c.outcome().result, GameResult::WhiteWins);
    QVERIFY2(arbiter.bannerText().contains(
                 QLatin1String("White wins: Black's second illegal move loses (FIDE 7.5.5)")),
             qPrintable(arbiter.bannerText()));
    QVERIFY(!c.playText(QStringLiteral("c3")).ok());
}

// An arbiter corrects a mis-recorded move in a game whose record ends with a result: cutting
// the moves after the last right one lets the game go on, the moves are entered again, and
// the record's Result and tags are written back as read (tester: "The game is over" even
// after the cut). Undo puts the recorded ending back.
void TestArbitersDesk::aCutRecordTakesMovesAgain() {
    GameController c;
    QVERIFY(c.loadPgnText("[Event \"e\"]\n[Result \"1-0\"]\n[Termination \"normal\"]\n"
                          "[Ending \"resignation by Black (FIDE 5.1.2)\"]\n\n"
                          "1. e4 e5 2. Nf3 Nc6 3. Bc4 a6 1-0\n")
                .ok());
    QVERIFY(c.hasEnded());
    QVERIFY(!c.canPlay());
    QVERIFY(c.cutAfter(4));
    QVERIFY(!c.hasEnded());
    QVERIFY(c.canPlay());
    QVERIFY(c.playText("Bb5").ok());
    QVERIFY(c.playText("a6").ok());
    const QString pgn = c.pgnText().simplified();
    for (const char* part :
         {"[Result \"1-0\"]", "[Termination \"normal\"]",
          "[Ending \"resignation by Black (FIDE 5.1.2)\"]", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0"})
        QVERIFY2(pgn.contains(QLatin1String(part)), qPrintable(pgn));
    while (c.undoStack()->canUndo()) c.undoStack()->undo();
    QVERIFY(c.hasEnded());
    QCOMPARE(c.ply(), 6);
    QVERIFY(c.pgnText().simplified().contains(QLatin1String("3. Bc4 a6 1-0")));
}

// The banner before the ruling is a sentence of its own (tester: "...allow a checkmate The
// arbiter's ruling").
void TestArbitersDesk::bannerIsSentences() {
    GameController c;
    ArbiterModel arbiter(&c);
    QVERIFY(c.loadPgnText("[Result \"1-0\"]\n[SetUp \"1\"]\n"
                          "[FEN \"8/8/8/4k3/8/8/4P3/4KN2 w - - 0 1\"]\n\n"
                          "1. e4 Kxe4 1-0\n")
                .ok());
    const QString banner = arbiter.bannerText();
    QVERIFY2(banner.contains(QLatin1String("The arbiter's ruling")), qPrintable(banner));
    QVERIFY2(!banner.contains(QRegularExpression(QStringLiteral("[a-z0-9] The arbiter's"))),
             qPrintable(banner));
}

// The opened game and the arbiter's table (core/audit, cli.md) read a time forfeit by one
// rule: they agree on whether the record stands and on the ruling.
void TestArbitersDesk::timeForfeitAsTheAuditRulesIt() {
    QFETCH(int, game);
    QFETCH(int, ruled);
    const QString text = gameOf("time-forfeits.pgn", game);
    std::vector<GameAudit> audits;
    GameAuditor auditor(RuleSet::Fide, [&](const GameAudit& a) { audits.push_back(a); });
    PgnReader reader(auditor);
    reader.readString(text.toStdString());
    QCOMPARE(audits.size(), size_t(1));
    GameController c;
    QVERIFY(c.loadPgnText(text).ok());
    QCOMPARE(!audits[0].resultConsistent, c.isResultAgainstRules());
    if (ruled != 0) {
        QCOMPARE(int(c.resultRuling()->ruled), ruled);
        QVERIFY2(audits[0].resultReason.starts_with("ruled " +
                                                    std::string(resultToken(GameResult(ruled)))),
                 audits[0].resultReason.c_str());
    }
}

// pgn.md: editing anything keeps the Result read and adds no tags.
void TestArbitersDesk::readResultAndTagsKeptOnSave() {
    GameController c;
    const QString read = gameOf("time-forfeits.pgn", 0);
    QVERIFY(c.loadPgnText(read).ok());
    c.setComment(c.record().nodeOfPly(2), QStringLiteral("flag fell"));
    QVERIFY(c.isModified());
    const QString pgn = c.pgnText();
    QVERIFY2(pgn.contains(QLatin1String("[Result \"0-1\"]")), qPrintable(pgn));
    QVERIFY2(pgn.trimmed().endsWith(QLatin1String("0-1")), qPrintable(pgn));
    QCOMPARE(count(pgn, QStringLiteral("[Termination")), 1);
    QVERIFY2(pgn.contains(QLatin1String("[Termination \"time forfeit\"]")), qPrintable(pgn));
    for (const char* added : {"[Ending", "[Rules", "\"?\"]", "1-0", "1/2-1/2"})
        QVERIFY2(!pgn.contains(QLatin1String(added)), added);
    // Every tag read is written, in its order.
    QString tagsRead, tagsWritten;
    for (const QString& line : read.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1Char('['))) tagsRead += line + QLatin1Char('\n');
    for (const QString& line : pgn.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1Char('['))) tagsWritten += line + QLatin1Char('\n');
    QCOMPARE(tagsWritten, tagsRead);
}

// A win recorded after the rules drew the game stays as recorded, with the ruling beside it,
// until the user corrects it; the correction can be undone.
void TestArbitersDesk::resultAgainstTheRulesKeptUntilCorrected() {
    GameController c;
    ArbiterModel arbiter(&c);
    QVERIFY(c.loadPgnText(QStringLiteral("[Event \"Dead\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n"
                                         "[FEN \"4k3/8/8/8/8/8/3n4/4KB2 w - - 0 60\"]\n\n"
                                         "60. Kxd2 Kd7 1-0\n"))
                .ok());
    QCOMPARE(c.outcome().termination, Termination::DeadPosition);
    QVERIFY(c.isResultAgainstRules());
    QVERIFY2(arbiter.bannerText().contains(QLatin1String("recorded 1-0; by 5.2.2 a draw")),
             qPrintable(arbiter.bannerText()));
    QVERIFY2(arbiter.bannerText().contains(QLatin1String("60.Kxd2")),
             qPrintable(arbiter.bannerText()));
    c.setComment(c.record().nodeOfPly(1), QStringLiteral("dead here"));
    QString pgn = c.pgnText();
    QVERIFY2(pgn.contains(QLatin1String("[Result \"1-0\"]")), qPrintable(pgn));
    QVERIFY2(!pgn.contains(QLatin1String("1/2-1/2")), qPrintable(pgn));
    QVERIFY2(!pgn.contains(QLatin1String("[Ending")), qPrintable(pgn));
    QVERIFY2(!pgn.contains(QLatin1String("[Termination")), qPrintable(pgn));
    // The explicit command, and its undo.
    c.setModified(false);
    const auto before = c.correctResult();
    QVERIFY(before.has_value());
    QCOMPARE(*before, GameResult::WhiteWins);
    QVERIFY(c.isModified());
    QVERIFY(!c.isResultAgainstRules());
    pgn = c.pgnText();
    QVERIFY2(pgn.contains(QLatin1String("[Result \"1/2-1/2\"]")), qPrintable(pgn));
    QVERIFY2(pgn.trimmed().endsWith(QLatin1String("1/2-1/2")), qPrintable(pgn));
    QVERIFY2(arbiter.bannerText().contains(QLatin1String("corrected")),
             qPrintable(arbiter.bannerText()));
    QVERIFY(!c.correctResult());  // nothing left to correct
    // The correction is an edit of the record: Ctrl+Z puts the read result back, and the
    // game is unmodified again (it was saved just before).
    QVERIFY(c.undoStack()->canUndo());
    c.undoStack()->undo();
    QVERIFY(c.isResultAgainstRules());
    QCOMPARE(c.recordedResult(), GameResult::WhiteWins);
    QVERIFY(!c.isModified());
    QVERIFY(c.pgnText().contains(QLatin1String("[Result \"1-0\"]")));
    c.undoStack()->redo();
    QCOMPARE(c.recordedResult(), GameResult::Draw);
    QVERIFY(c.isModified());
    c.setRecordedResult(*before);
    QVERIFY(c.isResultAgainstRules());
    QVERIFY(c.pgnText().contains(QLatin1String("[Result \"1-0\"]")));
}

// The seven tag roster is added to a game read without any tags, not to one that has some.
void TestArbitersDesk::tagsOnlyForAGameWithout() {
    GameController bare;
    QVERIFY(bare.loadPgnText(QStringLiteral("1. e4 e5 *\n")).ok());
    bare.setComment(bare.record().nodeOfPly(1), QStringLiteral("x"));
    QVERIFY(bare.pgnText().contains(QLatin1String("[Event \"?\"]")));
    GameController some;
    QVERIFY(some.loadPgnText(QStringLiteral("[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n")).ok());
    some.setComment(some.record().nodeOfPly(1), QStringLiteral("x"));
    const QString pgn = some.pgnText();
    QVERIFY2(!pgn.contains(QLatin1String("?")), qPrintable(pgn));
    QVERIFY2(!pgn.contains(QLatin1String("[Rules")), qPrintable(pgn));
    QVERIFY2(!pgn.contains(QLatin1String("[Result")), qPrintable(pgn));
    QVERIFY2(pgn.contains(QLatin1String("[White \"A\"]\n[Black \"B\"]\n\n1. e4 {x} 1... e5 *")),
             qPrintable(pgn));
}

// pgn.md: a game with a null move in its main line is no game under the Laws: the rulings
// stop there, nobody may resign, offer or claim, and the null move is written as it was read.
void TestArbitersDesk::nullMoveStopsTheRulings() {
    GameController c;
    ArbiterModel arbiter(&c);
    QVERIFY(c.loadPgnText(QStringLiteral("[Event \"Null\"]\n[Result \"*\"]\n\n"
                                         "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Z0 e5 "
                                         "6. d4 *\n"))
                .ok());
    QCOMPARE(c.ply(), 8);
    QVERIFY(c.rulingsStopped());
    QVERIFY(!c.rulesApply());
    QVERIFY(!c.hasEnded());
    QCOMPARE(c.navigator().recordPlies(), 11);
    QCOMPARE(c.navigator().shownRecordPly(), 11);
    // The game did not end there: the rulings stopped (a tester read "the game ended").
    QVERIFY(arbiter.isViewing());
    QCOMPARE(arbiter.viewingText(),
             QStringLiteral("Viewing ply 11 of the record, played after the null move at ply 9, "
                            "where the arbiter's rulings stop: the counts and claims are as they "
                            "stood before it."));
    // Before the null move White could claim threefold (the start position a third time):
    // the record goes on with a null move, so no claim is offered.
    QVERIFY(!arbiter.canClaimThreefold());
    QVERIFY(arbiter.threefoldClaimMoves().isEmpty());
    QVERIFY(!c.canOfferDraw(White));
    QVERIFY(!c.canOfferDraw(Black));
    QCOMPARE(c.claim(ClaimKind::Any).rejection, ClaimRejection::GameOver);
    c.resign(Black);
    QVERIFY(!c.hasEnded());
    QVERIFY2(arbiter.bannerText().contains(QLatin1String("5.Z0")),
             qPrintable(arbiter.bannerText()));
    c.setComment(c.record().nodeOfPly(1), QStringLiteral("x"));
    const QString pgn = c.pgnText();
    QVERIFY2(pgn.contains(QLatin1String("5. Z0 e5 6. d4 *")), qPrintable(pgn));
}

void TestArbitersDesk::stoodIllegalMovesOpenAsPlayed_data() {
    QTest::addColumn<int>("game");  // of tests/data/audit/illegal-moves.pgn
    QTest::addColumn<int>("plies");
    QTest::addColumn<QString>("note");
    QTest::newRow("king left in check")
        << 0 << 7
        << "2...a6 broke the rules (the king was left in check) and stood: the game went on "
           "from the position as played (FIDE 7.5.1)";
    QTest::newRow("castling through check")
        << 4 << 10 << "5.O-O broke the rules (castling through check) and stood";
    // 7.5.5 ends the game at the second (ply 6); the record's moves after it are kept.
    QTest::newRow("second illegal move, standard")
        << 7 << 6
        << "3...a5 broke the rules (the king was left in check): the player's second illegal "
           "move ends the game (FIDE 7.5.5)";
    QTest::newRow("blitz") << 8 << 7 << "(FIDE A.4.2)";
}

// pgn.md, 7.5: a game whose record holds a move that broke the rules but stood opens whole,
// at its last move; the move is named, marked in the move list, and the game saved keeps
// every move as it was read.
void TestArbitersDesk::stoodIllegalMovesOpenAsPlayed() {
    QFETCH(int, game);
    QFETCH(int, plies);
    QFETCH(QString, note);
    PgnFile f;
    QVERIFY(f.open(QStringLiteral(REMIS_TEST_DATA "/audit/illegal-moves.pgn")).ok());
    const QString read = *f.gameText(game);
    GameController c;
    MoveListModel moves(&c);
    QVERIFY(c.loadPgnText(read).ok());
    QCOMPARE(c.game().ply(), plies);
    QString notes;
    for (const LoadWarning& w : c.loadWarnings()) notes += w.text + QLatin1Char('\n');
    QVERIFY2(notes.contains(note), qPrintable(notes));
    int marked = 0;
    for (int row = 0; row < moves.rowCount(); ++row)
        for (int col : {int(MoveListModel::WhiteColumn), int(MoveListModel::BlackColumn)}) {
            const QModelIndex cell = moves.index(row, col);
            if (!moves.data(cell).toString().endsWith(QLatin1String("(illegal)"))) continue;
            ++marked;
            QVERIFY(moves.data(cell, Qt::ToolTipRole).toString().contains(QLatin1String("FIDE")));
        }
    QVERIFY(marked >= 1);
    // Saved: the movetext as read, move for move.
    const auto movetext = [](const QString& pgn) {
        QString t = pgn.mid(pgn.indexOf(QLatin1String("\n\n")));
        return t.simplified();
    };
    QCOMPARE(movetext(c.pgnText()), movetext(read));
}

QTEST_GUILESS_MAIN(TestArbitersDesk)
#include "tst_arbitersdesk.moc"
