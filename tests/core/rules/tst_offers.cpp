// Who may offer, accept and claim (9.1.2, 5.2.3, 9.2, 9.3), decided by the core, and the
// clocks frozen at the moment the game ends, whatever ends it.
#include <QtTest>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/clock/clock.h"
#include "core/rules/game.h"

using namespace remis;

namespace {

constexpr int64_t T0 = 1'000'000;  // an arbitrary start on the caller's timeline

Position positionFrom(const char* fen) {
    auto pos = parseFen(fen);
    if (!pos) qFatal("bad FEN in a test: %s: %s", fen, pos.message().c_str());
    return *pos;
}

void play(Game& game, const char* moves, int64_t nowMs = 0) {
    for (const QString& token : QString::fromLatin1(moves).split(u' ', Qt::SkipEmptyParts))
        if (!game.play(token.toStdString(), nowMs).ok()) qFatal("bad move %s", qPrintable(token));
}

Game timedGame() {
    Game game(Position::startPosition(), RuleSet::Fide, TimeControl::suddenDeath(5 * 60'000));
    game.startClock(T0);
    return game;
}

}  // namespace

class TestOffers : public QObject {
    Q_OBJECT
private slots:
    // 9.1.2.1: the player to move offers before moving; the offer is theirs, not the opponent's.
    void playerToMoveOffersForThemselves() {
        Game game;
        play(game, "e2e4 e7e5");
        QVERIFY(game.canOfferDraw(White));  // White has the move and may offer
        QVERIFY(game.canOfferDraw(Black));  // Black has just moved and may offer
        QVERIFY(game.offerDraw(White));
        QCOMPARE(game.pendingOffer()->by, White);
        QVERIFY(!game.canOfferDraw(White));   // one's own offer stands
        QVERIFY(!game.canAcceptDraw(White));  // the offerer alone cannot make a draw
        QVERIFY(!game.acceptDraw(White));
        QVERIFY(game.canAcceptDraw(Black));
        QVERIFY(!game.isOver());
        play(game, "g1f3");  // the offer goes with White's move (9.1.2.1) and stands
        QVERIFY(game.plies().back().drawOffered);
        QVERIFY(game.acceptDraw(Black));
        QCOMPARE(game.outcome().termination, Termination::Agreement);
    }

    void onlyTheOpponentAccepts() {
        Game game;
        play(game, "e2e4 e7e5 g1f3");
        QVERIFY(game.offerDraw(White));
        QVERIFY(!game.acceptDraw(White));
        QVERIFY(game.acceptDraw(Black));
        Game other;
        play(other, "e2e4 e7e5 g1f3");
        QVERIFY(other.offerDraw(Black));  // the player to move
        QVERIFY(!other.acceptDraw(Black));
        QVERIFY(other.acceptDraw(White));
    }

    // An offer answered by an offer is an agreement (5.2.3); before both players have moved
    // the answer is refused rather than replacing the standing offer.
    void anOfferAnsweredByAnOfferIsAnAgreement() {
        Game game = timedGame();
        play(game, "e2e4 e7e5 g1f3", T0 + 1'000);
        QVERIFY(game.offerDraw(White));
        QVERIFY(game.canOfferDraw(Black));
        QVERIFY(game.offerDraw(Black, T0 + 9'000));
        QVERIFY(game.isOver());
        QCOMPARE(game.outcome().termination, Termination::Agreement);
        QCOMPARE(game.outcome().result, GameResult::Draw);
        QVERIFY(!game.clock().isRunning());

        Game early;  // 5.2.3: Black has not moved yet
        play(early, "e2e4");
        QVERIFY(early.offerDraw(White));
        QVERIFY(!early.canOfferDraw(Black));
        QVERIFY(!early.offerDraw(Black));
        QCOMPARE(early.pendingOffer()->by, White);  // White's offer still stands
        QVERIFY(!early.isOver());
    }

    // 5.1.2: the outcome says who resigned, also when it is a draw.
    void aResignationNamesTheSide() {
        Game game(positionFrom("8/8/4k3/8/8/4K3/4P3/8 w - - 0 60"));
        const Outcome o = game.resign(White);
        QCOMPARE(o.result, GameResult::Draw);
        QCOMPARE(o.resigned, std::optional<Color>(White));
    }

    void onlyThePlayerToMoveClaims() {
        Game game;
        play(game, "e2e4");
        QVERIFY(game.canClaim(Black));
        QVERIFY(!game.canClaim(White));
        QVERIFY(game.resign(White).isOver());
        QVERIFY(!game.canClaim(Black));
        QVERIFY(!game.canOfferDraw(Black));
    }

    // 5.2.3 counts the moves from the FEN's move number, not the plies played here.
    void agreementCountsFromTheFenMoveNumber_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("agreeable");
        QTest::newRow("move 120, White to move") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 120" << true;
        QTest::newRow("move 1, Black to move") << "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1" << false;
        QTest::newRow("move 1, White to move") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << false;
        QTest::newRow("move 2, White to move") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 2" << true;
    }
    void agreementCountsFromTheFenMoveNumber() {
        QFETCH(QString, fen);
        QFETCH(bool, agreeable);
        Game game(positionFrom(fen.toLatin1().constData()));
        QCOMPARE(game.canAgreeDraw(), agreeable);
        QVERIFY(game.offerDraw(White));
        QCOMPARE(game.acceptDraw(Black), agreeable);
    }

    // The clocks stand still at the moment of the agreement, not at the last move.
    void agreementFreezesTheClockNow() {
        Game game = timedGame();
        play(game, "e2e4", T0 + 1'000);
        play(game, "e7e5", T0 + 2'000);
        QVERIFY(game.offerDraw(Black));
        QVERIFY(game.acceptDraw(White, T0 + 20'000));  // White thought 18 s
        QVERIFY(!game.clock().isRunning());
        QCOMPARE(game.clock().remainingMs(White, T0 + 99'000), 5 * 60'000 - 1'000 - 18'000);
    }

    void resignationFreezesTheClockNow() {
        Game game = timedGame();
        play(game, "e2e4", T0 + 1'000);
        game.resign(Black, T0 + 31'000);  // Black thought 30 s
        QVERIFY(!game.clock().isRunning());
        QCOMPARE(game.clock().remainingMs(Black, T0 + 99'000), 5 * 60'000 - 30'000);
    }
};

QTEST_APPLESS_MAIN(TestOffers)
#include "tst_offers.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
