// ClockDriver with an injected time source: the one clock rule on every path (issue 10), the
// controls (pause, resume, P before the first move, claims and take-backs on a paused clock),
// display texts, flag fall judged by the arbiter (6.9), untimed games.
#include <QSignalSpy>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/services/clockdriver.h"
#include "app/text/ruletexts.h"

using namespace remis;
using namespace remis::app;

class TestClockDriver : public QObject {
    Q_OBJECT
private slots:
    void clockText_data();
    void clockText();
    void countsDownAndFlags();
    void pauseResume();
    void untimed();
    void realTimerTicks();
    // Issue 10: the clock starts by one rule on every path.
    void clockStartsWithTheFirstMoveOnEveryPath();
    void setUpMovesUseNoTimeAndEarnNoIncrement();
    void pgnClocksShowPausedWithRecordedTimes();
    void endingsFreezeTheClockNow();
    // The controls, moved here from GameController.
    void controlsActOnATimedGameInProgress();
    void claimEndsAPauseAndStartsAWaitingClock();
    void takeBackTimesTheMoveAfresh();
    void newGameEndsThePause();
    void checkFlagJudgesAFallenFlagOnce();
    void lowTimeThresholds();
    void lowTimeIsSaidOncePerSideAndGame();
};

void TestClockDriver::clockText_data() {
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("hours") << qint64(5398000) << "1:29:58";
    QTest::newRow("minutes") << qint64(298000) << "4:58";
    QTest::newRow("twenty seconds") << qint64(20000) << "0:20";
    QTest::newRow("seconds down to ten") << qint64(19789) << "0:19";
    QTest::newRow("ten seconds") << qint64(10000) << "0:10";
    QTest::newRow("tenths under ten seconds") << qint64(9789) << "0:09.7";
    QTest::newRow("zero") << qint64(0) << "0:00.0";
    QTest::newRow("negative") << qint64(-5) << "0:00.0";
}

void TestClockDriver::clockText() {
    QFETCH(qint64, ms);
    QFETCH(QString, text);
    QCOMPARE(RuleTexts::clockText(ms), text);
}

void TestClockDriver::countsDownAndFlags() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    QSignalSpy times(&d, &ClockDriver::timesChanged);
    QSignalSpy flagged(&d, &ClockDriver::flagFell);
    c.newGame(RuleSet::Fide, TimeControl::fischer(60000, 2000));
    QVERIFY(d.isActive());
    QVERIFY(d.isWaiting());  // the clock starts with the first move
    QCOMPARE(d.whiteText(), QStringLiteral("1:00"));
    now = 10000;
    d.tick();
    QCOMPARE(d.whiteText(), QStringLiteral("1:00"));
    QVERIFY(times.count() >= 1);
    // The first move is timed from the moment it is played: no time used, and it earns the
    // increment like every move; Black's clock runs.
    QVERIFY(c.playText("e4").ok());
    QVERIFY(!d.isWaiting());
    QCOMPARE(d.whiteText(), QStringLiteral("1:02"));
    QCOMPARE(d.runningSide(), Black);
    now = 10000 + 45000;
    d.tick();
    QCOMPARE(d.blackText(), QStringLiteral("0:15"));
    now = 10000 + 61000;
    d.tick();
    QCOMPARE(flagged.count(), 1);
    QCOMPARE(flagged.at(0).at(0).value<Color>(), Black);
    QVERIFY(c.hasEnded());
    QCOMPARE(c.outcome().termination, Termination::Timeout);
    QCOMPARE(c.outcome().result, GameResult::WhiteWins);
    QVERIFY(!d.isActive());
    QCOMPARE(d.blackText(), QStringLiteral("0:00.0"));
}

void TestClockDriver::pauseResume() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    QSignalSpy paused(&d, &ClockDriver::pausedChanged);
    c.newGame(RuleSet::Fide, TimeControl::suddenDeath(300000));
    QVERIFY(d.isPaused());           // waiting for the first move
    QVERIFY(c.playText("d4").ok());  // Black's clock starts
    QVERIFY(!d.isPaused());
    paused.clear();
    now = 5000;
    d.pause();
    QVERIFY(d.isPaused());
    QCOMPARE(paused.count(), 1);
    now = 100000;  // paused time is not charged (6.12)
    d.tick();
    QCOMPARE(d.remainingMs(Black), int64_t(295000));
    d.resume();
    QVERIFY(!d.isPaused());
    now = 101000;
    QCOMPARE(d.remainingMs(Black), int64_t(294000));
    // A move while paused resumes the clock first.
    d.pause();
    now = 200000;
    QVERIFY(c.playText("d5").ok());
    QVERIFY(!d.isPaused());
    QCOMPARE(d.remainingMs(Black), int64_t(294000));
}

void TestClockDriver::untimed() {
    GameController c;
    ClockDriver d(&c);
    c.newGame();
    QVERIFY(!d.isActive());
    QVERIFY(d.whiteText().isEmpty());
    d.tick();
    QVERIFY(!c.hasEnded());
}

void TestClockDriver::realTimerTicks() {
    GameController c;
    ClockDriver d(&c);
    d.setIntervalMs(10);
    QSignalSpy times(&d, &ClockDriver::timesChanged);
    c.newGame(RuleSet::Fide, TimeControl::suddenDeath(300));  // 0.3 s: flags soon
    QVERIFY(c.playText("e4").ok());                           // starts Black's clock
    QTRY_VERIFY_WITH_TIMEOUT(c.hasEnded(), 3000);
    QCOMPARE(c.outcome().termination, Termination::Timeout);
    QVERIFY(times.count() >= 1);
}

void TestClockDriver::clockStartsWithTheFirstMoveOnEveryPath() {
    GameController c;
    int64_t now = 1000;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    const TimeControl tc = TimeControl::suddenDeath(60000);
    c.newGame(RuleSet::Fide, tc);
    QVERIFY(d.isWaiting());
    QVERIFY(c.loadFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40", RuleSet::Fide, tc).ok());
    QVERIFY(d.isWaiting());
    now = 9000;
    QCOMPARE(d.remainingMs(Black), int64_t(60000));  // nothing runs before the first move
    QVERIFY(c.playText("Kd7").ok());
    QVERIFY(!d.isWaiting());
    QCOMPARE(d.remainingMs(Black), int64_t(60000));  // the starting move used no time
    now = 12000;
    QCOMPARE(d.remainingMs(White), int64_t(57000));
}

void TestClockDriver::setUpMovesUseNoTimeAndEarnNoIncrement() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    c.newGame(RuleSet::Fide, TimeControl::fischer(60000, 5000));
    now = 4000;
    QVERIFY(c.playMoves({"e4", "e5", "Nf3"}).ok());  // --moves, demonstrations
    QVERIFY(d.isWaiting());
    QCOMPARE(d.remainingMs(White), int64_t(60000));
    QCOMPARE(d.remainingMs(Black), int64_t(60000));
    for (const PlyRecord& p : c.game().plies()) QCOMPARE(p.timeUsedMs, int64_t(-1));
}

// A PGN with [%clk]: the recorded times, standing still until a move is played.
void TestClockDriver::pgnClocksShowPausedWithRecordedTimes() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    QVERIFY(c.loadPgnText("[TimeControl \"300\"]\n\n1. e4 {[%clk 0:04:50]} e5 "
                          "{[%clk 0:04:40]} *\n")
                .ok());
    QVERIFY(d.isTimed());
    QVERIFY(d.isWaiting());
    now = 30000;
    QCOMPARE(d.remainingMs(White), int64_t(290000));
    QCOMPARE(d.remainingMs(Black), int64_t(280000));
}

// Whatever ends the game, the clocks stand at that moment, not at the last move.
void TestClockDriver::endingsFreezeTheClockNow() {
    for (int ending = 0; ending < 2; ++ending) {
        GameController c;
        int64_t now = 0;
        c.setTimeSource([&now] { return now; });
        ClockDriver d(&c);
        c.newGame(RuleSet::Fide, TimeControl::suddenDeath(60000));
        QVERIFY(c.playMoves({"e4", "e5"}).ok());
        QVERIFY(c.playText("Nf3").ok());  // starts Black's clock at 0
        now = 18000;                      // Black thinks 18 s, then:
        if (ending == 0) {
            QVERIFY(c.offerDraw(White));
            QVERIFY(c.acceptDraw(Black));
        } else {
            c.resign(Black);
        }
        QVERIFY(c.hasEnded());
        now = 99000;
        QCOMPARE(d.remainingMs(Black), int64_t(42000));
    }
}

// The controls need a timed game in progress: nothing happens in an untimed or finished one;
// pause() does nothing while the clock waits, resume() then starts it (P before the first
// move, 6.5).
void TestClockDriver::controlsActOnATimedGameInProgress() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    QSignalSpy paused(&d, &ClockDriver::pausedChanged);
    d.pause();
    d.resume();
    QVERIFY(!d.isTimed());
    QVERIFY(!d.isPausedByUser());
    QCOMPARE(paused.count(), 0);
    c.newGame(RuleSet::Fide, TimeControl::suddenDeath(60000));
    QVERIFY(d.isWaiting());
    d.pause();
    QVERIFY(!d.isPausedByUser());
    QVERIFY(d.isWaiting());
    now = 1000;
    d.resume();  // starts White's clock, the side to move
    QVERIFY(!d.isWaiting());
    QVERIFY(!d.isPaused());
    now = 3000;
    QCOMPARE(d.remainingMs(White), int64_t(58000));
    QCOMPARE(d.remainingMs(Black), int64_t(60000));
    c.resign(White);
    d.pause();
    QVERIFY(!d.isPausedByUser());
}

// A claim acts on the board like a move: it ends a pause and starts a waiting clock, so a
// 9.5.3 penalty and the claimant's thinking time count from that moment.
void TestClockDriver::claimEndsAPauseAndStartsAWaitingClock() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    c.newGame(RuleSet::Fide, TimeControl::suddenDeath(300000));
    now = 2000;
    QVERIFY(!c.claim(ClaimKind::Threefold).correct);  // White claims before any move
    QVERIFY(!d.isWaiting());
    QVERIFY(d.remainingMs(Black) > 300000);  // the penalty reached a started clock
    now = 5000;
    QCOMPARE(d.remainingMs(White), int64_t(297000));
    QVERIFY(c.playText("e4").ok());  // Black's clock runs from 5 s
    now = 6000;
    d.pause();
    QVERIFY(d.isPausedByUser());
    const int64_t black = d.remainingMs(Black);
    now = 50000;  // paused: not charged
    QVERIFY(!c.claim(ClaimKind::FiftyMoves).correct);
    QVERIFY(!d.isPausedByUser());
    now = 51000;
    QCOMPARE(d.remainingMs(Black), black - 1000);
}

// Casual take-back: the player to move thinks afresh (the taken-back move's time is not given
// back); a pause stays on.
void TestClockDriver::takeBackTimesTheMoveAfresh() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    c.newGame(RuleSet::Casual, TimeControl::suddenDeath(300000));
    QVERIFY(c.playText("e4").ok());  // Black's clock starts at 0
    now = 10000;
    QVERIFY(c.playText("e5").ok());  // Black used 10 s; White's clock starts
    now = 15000;
    QVERIFY(c.takeBack());  // Black to move again, from now on
    QCOMPARE(d.remainingMs(White), int64_t(300000));
    QCOMPARE(d.remainingMs(Black), int64_t(290000));
    now = 20000;
    QCOMPARE(d.remainingMs(Black), int64_t(285000));
    QVERIFY(c.playText("e5").ok());
    now = 22000;
    d.pause();
    now = 40000;
    QVERIFY(c.takeBack());
    QVERIFY(d.isPausedByUser());
    QVERIFY(d.isPaused());
    now = 60000;
    QCOMPARE(d.remainingMs(Black), int64_t(285000));
    d.resume();
    now = 61000;
    QCOMPARE(d.remainingMs(Black), int64_t(284000));
}

// A pause belongs to its game: a new game's clock waits for its own first move.
void TestClockDriver::newGameEndsThePause() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    c.newGame(RuleSet::Fide, TimeControl::suddenDeath(300000));
    QVERIFY(c.playText("e4").ok());
    d.pause();
    QVERIFY(d.isPausedByUser());
    QVERIFY(
        c.loadFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", RuleSet::Fide, TimeControl::suddenDeath(60000))
            .ok());
    QVERIFY(!d.isPausedByUser());
    QVERIFY(d.isWaiting());
}

// The flag is judged once, when it has fallen (6.9).
void TestClockDriver::checkFlagJudgesAFallenFlagOnce() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    QSignalSpy flagged(&d, &ClockDriver::flagFell);
    c.newGame(RuleSet::Fide, TimeControl::suddenDeath(60000));
    QVERIFY(!d.checkFlag());  // waiting: nothing runs
    QVERIFY(c.playText("e4").ok());
    now = 59999;
    QVERIFY(!d.checkFlag());  // a millisecond is left
    QCOMPARE(flagged.count(), 0);
    now = 60000;
    QVERIFY(d.checkFlag());
    QCOMPARE(flagged.count(), 1);
    QVERIFY(c.hasEnded());
    QCOMPARE(c.outcome().termination, Termination::Timeout);
    QVERIFY(!d.checkFlag());
    QCOMPARE(flagged.count(), 1);
}

QTEST_GUILESS_MAIN(TestClockDriver)
#include "tst_clockdriver.moc"
// SPDX-License-Identifier: GPL-3.0-or-later

void TestClockDriver::lowTimeThresholds() {
    QCOMPARE(ClockDriver::lowTimeMs(TimeControl::untimed()), int64_t(0));
    QCOMPARE(ClockDriver::lowTimeMs(TimeControl::fischer(180000, 2000)), int64_t(18000));
    QCOMPARE(ClockDriver::lowTimeMs(TimeControl::suddenDeath(60000)), int64_t(10000));
    QCOMPARE(ClockDriver::lowTimeMs(TimeControl::suddenDeath(300000)), int64_t(30000));
    QCOMPARE(ClockDriver::lowTimeMs(TimeControl::fischer(5400000, 30000)), int64_t(60000));
    QCOMPARE(ClockDriver::lowTimeMs(TimeControl::suddenDeath(15000)), int64_t(7500));
    QCOMPARE(ClockDriver::lowTimeMs(TimeControl::suddenDeath(12000)), int64_t(6000));  // README
}

// The warning comes once per side and game, the moment the running time drops under the
// threshold; not while the clock waits, not again after time is added, and anew in a new game.
void TestClockDriver::lowTimeIsSaidOncePerSideAndGame() {
    GameController c;
    int64_t now = 0;
    c.setTimeSource([&now] { return now; });
    ClockDriver d(&c);
    QSignalSpy low(&d, &ClockDriver::lowTime);
    c.newGame(RuleSet::Fide, TimeControl::fischer(60000, 0));  // warned under 10 s
    now = 55000;
    d.tick();
    QCOMPARE(low.count(), 0);  // waiting for the first move: no time is used
    QVERIFY(c.playText("e4").ok());
    now += 49000;  // Black has 11 s
    d.tick();
    QCOMPARE(low.count(), 0);
    now += 1500;  // 9.5 s
    d.tick();
    QCOMPARE(low.count(), 1);
    QCOMPARE(low.at(0).at(0).value<Color>(), Black);
    QCOMPARE(low.at(0).at(1).toLongLong(), qint64(10000));
    QVERIFY(c.playText("e5").ok());
    now += 100;
    d.tick();
    QCOMPARE(low.count(), 1);  // White has a minute
    QVERIFY(c.playText("Nf3").ok());
    now += 500;
    d.tick();
    QCOMPARE(low.count(), 1);  // Black again under 10 s: said once
    c.newGame(RuleSet::Fide, TimeControl::fischer(60000, 0));
    QVERIFY(c.playText("d4").ok());
    now += 51000;
    d.tick();
    QCOMPARE(low.count(), 2);  // a new game, Black warned anew
    QCOMPARE(low.at(1).at(0).value<Color>(), Black);
}
