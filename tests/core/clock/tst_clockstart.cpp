// A clock that starts in a game already under way (a record read from a file, a position set
// up at move N) is in the period the move number implies (6.3.1), and its displays stay as
// they were: the time added at a control already passed is in the readings.
#include <QtTest>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/clock/clockstart.h"
#include "core/rules/game.h"

using namespace remis;

namespace {

constexpr int64_t Second = 1000;
constexpr int64_t Minute = 60 * Second;
constexpr int64_t T0 = 5000;

// 40 moves in 90 min, then 30 min for the rest, +30 s from move 1 (FIDE classical).
const TimeControl Classical = TimeControl::fideClassical();

}  // namespace

class TestClockStart : public QObject {
    Q_OBJECT
private slots:
    void movesMadeFollowTheMoveNumber_data() {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("fullmove");
        QTest::addColumn<int>("white");
        QTest::addColumn<int>("black");
        QTest::newRow("White at move 1") << int(White) << 1 << 0 << 0;
        QTest::newRow("Black at move 1") << int(Black) << 1 << 1 << 0;
        QTest::newRow("White at move 41") << int(White) << 41 << 40 << 40;
        QTest::newRow("Black at move 40") << int(Black) << 40 << 40 << 39;
        QTest::newRow("fullmove 0 read as 1") << int(White) << 0 << 0 << 0;
    }
    void movesMadeFollowTheMoveNumber() {
        QFETCH(int, side);
        QFETCH(int, fullmove);
        QFETCH(int, white);
        QFETCH(int, black);
        const MovesMade made = movesMadeBefore(Color(side), fullmove);
        QCOMPARE(made.white, white);
        QCOMPARE(made.black, black);
    }

    // Each side in its period, the moves to the next control counted from there.
    void startsInThePeriodOfTheMoveNumber_data() {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("fullmove");
        QTest::addColumn<int>("whitePeriod");
        QTest::addColumn<int>("blackPeriod");
        QTest::addColumn<int>("whiteToControl");
        QTest::addColumn<int>("blackToControl");
        QTest::newRow("move 1") << int(White) << 1 << 0 << 0 << 40 << 40;
        QTest::newRow("White at move 31") << int(White) << 31 << 0 << 0 << 10 << 10;
        QTest::newRow("Black at move 40: White passed the control")
            << int(Black) << 40 << 1 << 0 << 0 << 1;
        QTest::newRow("White at move 41") << int(White) << 41 << 1 << 1 << 0 << 0;
        QTest::newRow("White at move 60") << int(White) << 60 << 1 << 1 << 0 << 0;
    }
    void startsInThePeriodOfTheMoveNumber() {
        QFETCH(int, side);
        QFETCH(int, fullmove);
        QFETCH(int, whitePeriod);
        QFETCH(int, blackPeriod);
        QFETCH(int, whiteToControl);
        QFETCH(int, blackToControl);
        ChessClock clock(Classical);
        clock.setRemaining(White, 20 * Minute);  // readings of the record
        clock.setRemaining(Black, 25 * Minute);
        startAfterMoves(clock, Color(side), movesMadeBefore(Color(side), fullmove), T0);
        QVERIFY(clock.isRunning());
        QCOMPARE(int(clock.sideToMove()), side);
        QCOMPARE(clock.currentPeriod(White), whitePeriod);
        QCOMPARE(clock.currentPeriod(Black), blackPeriod);
        QCOMPARE(clock.movesToControl(White), whiteToControl);
        QCOMPARE(clock.movesToControl(Black), blackToControl);
        QCOMPARE(clock.remainingMs(White, T0), 20 * Minute);  // the displays as they were
        QCOMPARE(clock.remainingMs(Black, T0), 25 * Minute);
        QCOMPARE(clock.moveElapsedMs(T0 + 3 * Second), 3 * Second);
    }

    // A game set up at move 39: White's 40th move completes the first period and adds the
    // second period's 30 minutes; at move 1 the 30 minutes came only after 40 moves.
    void theNextControlComesAtItsMove() {
        auto position = parseFen("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 39");
        QVERIFY(position.ok());
        Game game(*position, RuleSet::Fide, Classical);
        game.startClock(T0);
        QCOMPARE(game.clock().movesToControl(White), 2);
        QVERIFY(game.play(*parseMove(game.position(), "Kd2"), T0 + 10 * Second).ok());
        QVERIFY(game.play(*parseMove(game.position(), "Kd7"), T0 + 20 * Second).ok());
        QVERIFY(game.play(*parseMove(game.position(), "Kc2"), T0 + 30 * Second).ok());
        QCOMPARE(game.clock().currentPeriod(White), 1);
        // 90 min, 2 moves of 10 s each earning 30 s, then the 30 minutes of the period.
        QCOMPARE(game.clock().remainingMs(White, T0 + 30 * Second),
                 90 * Minute - 20 * Second + 60 * Second + 30 * Minute);
    }

    // Nothing for a clock already started or a game without a clock.
    void startedOrUntimedClocksAreLeftAlone() {
        ChessClock clock(Classical);
        clock.start(Black, T0);
        startAfterMoves(clock, White, {40, 40}, T0 + Second);
        QCOMPARE(int(clock.sideToMove()), int(Black));
        QCOMPARE(clock.currentPeriod(White), 0);
        ChessClock untimed;
        startAfterMoves(untimed, White, {40, 40}, T0);
        QVERIFY(!untimed.isStarted());
    }
};

QTEST_APPLESS_MAIN(TestClockStart)
#include "tst_clockstart.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
