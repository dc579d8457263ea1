// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks of a timed game through the record's edits and files (tester, session 27):
// undoing and redoing a move puts the clocks back and forth exactly, the increment earned
// once per move (6.3.1); the time an incorrect claim adds (9.5.3) survives a save and a
// reopening, and an autosave resumed after a crash; a game read without clock readings gains
// none from the app's clock.
#include <QTest>
#include <QUndoStack>

#include <QTemporaryDir>

#include "app/controller/gamecontroller.h"
#include "app/services/autosave.h"
#include "app/services/clockdriver.h"

using namespace remis;
using namespace remis::app;

namespace {

constexpr int64_t Second = 1000;

// A controller on a clock the test sets, with the app's clock driver.
struct TimedGame {
    int64_t now = 0;
    GameController c;
    ClockDriver driver{&c};

    explicit TimedGame(const TimeControl& control) {
        c.setTimeSource([this] { return now; });
        c.newGame(RuleSet::Fide, control);
    }
    int64_t white() const { return driver.remainingMs(White); }
    int64_t black() const { return driver.remainingMs(Black); }
};

// A 600+0 game (blitz: an incorrect claim gives one minute, B.3) after 1.e4 e5: the first
// move started the clock, Black thought 4 s, and White has been on move 5 s.
struct ClaimGame : TimedGame {
    ClaimGame() : TimedGame(TimeControl::suddenDeath(600 * Second)) {
        QVERIFY(c.playText("e4").ok());
        now = 4 * Second;
        QVERIFY(c.playText("e5").ok());
        now = 9 * Second;
    }
};

}  // namespace

class TestTimedRecord : public QObject {
    Q_OBJECT
private slots:
    // Tester: 600+5, 1.e4 e5, then Ctrl+Z and Ctrl+Shift+Z six times took Black's clock from
    // 10:04 to 10:32 and wrote it into the record.
    void undoRedoEarnsTheIncrementOnce() {
        TimedGame g(TimeControl::fischer(600 * Second, 5 * Second));
        QVERIFY(g.c.playText("e4").ok());  // starts the clock: no time used, +5 s
        g.now = 4 * Second;
        QVERIFY(g.c.playText("e5").ok());  // Black used 4 s, +5 s
        QCOMPARE(g.white(), 605 * Second);
        QCOMPARE(g.black(), 601 * Second);
        for (int i = 0; i < 6; ++i) {
            g.now += 10 * Second;  // White thinks, then the arbiter undoes 1...e5
            g.c.undoStack()->undo();
            QCOMPARE(g.c.ply(), 1);
            // Both clocks as they stood when 1...e5 was started; Black thinks afresh from now.
            QCOMPARE(g.white(), 605 * Second);
            QCOMPARE(g.black(), 600 * Second);
            QCOMPARE(g.driver.runningSide(), Black);
            g.now += 2 * Second;
            QCOMPARE(g.black(), 598 * Second);
            g.c.undoStack()->redo();
            QCOMPARE(g.c.ply(), 2);
            // Exactly as after the move; White's clock runs from the redo.
            QCOMPARE(g.black(), 601 * Second);
            QCOMPARE(g.white(), 605 * Second);
            g.now += 1 * Second;
            QCOMPARE(g.white(), 604 * Second);
        }
        QVERIFY2(g.c.pgnText().contains(QLatin1String("e5 {[%clk 0:10:01]}")),
                 qPrintable(g.c.pgnText()));
    }

    // Tester: a single undo let White keep the increment of the move taken back (10:17 after
    // 4.Ng1, 10:16 after the undo, 10:21 after the redo).
    void undoGivesBackTheMovesTimeAndIncrement() {
        TimedGame g(TimeControl::fischer(600 * Second, 5 * Second));
        QVERIFY(g.c.playText("Nf3").ok());
        g.now = 1 * Second;
        QVERIFY(g.c.playText("Nf6").ok());
        g.now = 4 * Second;  // White thinks 3 s
        QVERIFY(g.c.playText("Ng1").ok());
        QCOMPARE(g.white(), 607 * Second);
        g.now = 9 * Second;
        g.c.undoStack()->undo();
        QCOMPARE(g.white(), 605 * Second);  // as when 2.Ng1 was started
        QCOMPARE(g.black(), 604 * Second);  // Black's 5 s since 2.Ng1 are not charged
        g.now = 10 * Second;
        QCOMPARE(g.white(), 604 * Second);  // and running
        g.c.undoStack()->redo();
        QCOMPARE(g.white(), 607 * Second);
        QCOMPARE(g.c.game().clock().movesMade(White), 2);
        // Undoing every move puts the clock back to waiting for the first move.
        g.c.undoStack()->undo();
        g.c.undoStack()->undo();
        g.c.undoStack()->undo();
        QCOMPARE(g.c.ply(), 0);
        QVERIFY(g.driver.isWaiting());
        QCOMPARE(g.white(), 600 * Second);
        QCOMPARE(g.black(), 600 * Second);
    }

    // A period's move count follows the undo: 2 moves in 60 s, then 30 s more.
    void undoTakesTheMoveOutOfThePeriod() {
        TimeControl control;
        control.periods = {TimePeriod{.moves = 2, .baseMs = 60 * Second},
                           TimePeriod{.baseMs = 30 * Second}};
        TimedGame g(control);
        QVERIFY(g.c.playText("e4").ok());
        QVERIFY(g.c.playText("e5").ok());
        g.now = 2 * Second;
        QVERIFY(g.c.playText("Nf3").ok());  // White's second move: +30 s
        QCOMPARE(g.white(), 88 * Second);
        g.c.undoStack()->undo();
        QCOMPARE(g.c.game().clock().movesToControl(White), 1);
        QCOMPARE(g.white(), 60 * Second);
        g.c.undoStack()->redo();
        QCOMPARE(g.white(), 88 * Second);
        QCOMPARE(g.c.game().clock().currentPeriod(White), 1);
    }

    // Tester: Black's 10:56 after White's incorrect claim came back as 9:58 from the saved
    // file; the file said only "incorrect draw claim (FIDE 9.5.3)".
    void claimTimeSurvivesSaveAndReopen_data() {
        QTest::addColumn<bool>("withMove");
        QTest::newRow("claim with a written move") << true;
        QTest::newRow("claim on the board") << false;
    }
    void claimTimeSurvivesSaveAndReopen() {
        QFETCH(bool, withMove);
        ClaimGame g;
        const auto intended =
            withMove ? g.c.readMove(QStringLiteral("Nf3")).value() : std::optional<Move>();
        const ClaimVerdict v = g.c.claim(ClaimKind::Threefold, intended);
        QVERIFY(!v.correct);
        QCOMPARE(g.black(), 656 * Second);
        const QString pgn = g.c.pgnText();
        QVERIFY2(pgn.contains(QLatin1String("by White: 1 minute added to Black's clock")),
                 qPrintable(pgn));
        TimedGame reopened(TimeControl::untimed());
        QVERIFY(reopened.c.loadPgnText(pgn).ok());
        QCOMPARE(reopened.black(), 656 * Second);
        // White's last reading: after 2.Nf3, or after 1.e4 (a file has no time of a move in
        // progress).
        QCOMPARE(reopened.white(), withMove ? 595 * Second : 600 * Second);
        // The claim stands as White's draw offer (9.1.2.3): with the move it is its (=).
        QVERIFY(reopened.c.pendingOffer().has_value());
        QCOMPARE(reopened.c.pendingOffer()->by, White);
        QCOMPARE(reopened.c.pgnText(), pgn);  // and it is written back as it was
    }

    // The same through the autosave, as after kill -9 and a resumed start.
    void claimTimeSurvivesACrash() {
        QTemporaryDir dir;
        {
            ClaimGame g;
            Autosave save(&g.c, dir.path());
            g.c.claim(ClaimKind::FiftyMoves);
            QCOMPARE(g.black(), 656 * Second);
        }
        TimedGame resumed(TimeControl::untimed());
        Autosave autosave(&resumed.c, dir.path());
        QVERIFY(autosave.resume().ok());
        QCOMPARE(resumed.black(), 656 * Second);
    }

    // Tester: a recorded game (TimeControl 5400+30, no clock comments) got [%clk 1:30:30] after
    // the arbiter cut its moves and entered a mis-recorded move again: the app's clock, started
    // at the re-entry, is no reading of the game (pgn.md: record only what happened).
    void aCorrectedRecordGainsNoInventedClocks_data() {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<bool>("clocked");
        QTest::newRow("no clock readings") << "1. e4 e5 2. Nf3 Nc6 3. Bc4 *" << false;
        QTest::newRow("one side's readings only")
            << "1. e4 {[%clk 1:30:00]} e5 2. Nf3 {[%clk 1:29:00]} Nc6 3. Bc4 *" << false;
        QTest::newRow("readings of both sides")
            << "1. e4 {[%clk 1:30:00]} e5 {[%clk 1:30:10]} 2. Nf3 {[%clk 1:29:00]} Nc6 "
               "{[%clk 1:29:40]} 3. Bc4 *"
            << true;
    }
    void aCorrectedRecordGainsNoInventedClocks() {
        QFETCH(QString, moves);
        QFETCH(bool, clocked);
        TimedGame g(TimeControl::untimed());
        const QString pgn = QStringLiteral(
                                "[Event \"Club\"]\n[TimeControl \"5400+30\"]\n"
                                "[Result \"*\"]\n\n") +
                            moves + QLatin1Char('\n');
        QVERIFY(g.c.loadPgnText(pgn).ok());
        QVERIFY(g.c.cutAfter(4));
        QVERIFY(g.c.playText("Bb5").ok());  // the move as it was played
        g.now = 5 * Second;
        QVERIFY(g.c.playText("a6").ok());
        const QString written = g.c.pgnText();
        QVERIFY2(written.contains(QLatin1String("3. Bb5")), qPrintable(written));
        QCOMPARE(written.count(QLatin1String("[%clk")), clocked ? 6 : moves.count("[%clk"));
    }

    // Tester: a casual take-back left the mover the increment of the move taken back (6.3.1).
    // The clocks read as before the move, the mover's running on from there (the time it
    // used stays used), and the first move taken back leaves the clock waiting for it.
    void casualTakeBackTakesTheIncrementBack() {
        TimedGame g(TimeControl::untimed());
        g.c.newGame(RuleSet::Casual, TimeControl::fischer(600 * Second, 5 * Second));
        QVERIFY(g.c.playText("e4").ok());  // starts the clock: +5 s
        g.now = 4 * Second;
        QVERIFY(g.c.playText("e5").ok());  // Black used 4 s, +5 s
        QCOMPARE(g.black(), 601 * Second);
        g.now = 9 * Second;
        QVERIFY(g.c.takeBack());  // 1...e5
        QCOMPARE(g.c.ply(), 1);
        QCOMPARE(g.white(), 605 * Second);
        QCOMPARE(g.black(), 596 * Second);  // as before 1...e5: no increment
        QCOMPARE(g.c.game().clock().movesMade(Black), 0);
        QCOMPARE(g.driver.runningSide(), Black);
        g.now = 12 * Second;
        QCOMPARE(g.black(), 593 * Second);  // and running on
        QVERIFY(g.c.takeBack());            // 1.e4: the clock waits for the first move again
        QCOMPARE(g.c.ply(), 0);
        QVERIFY(g.driver.isWaiting());
        QCOMPARE(g.white(), 600 * Second);
        QCOMPARE(g.black(), 600 * Second);
        QVERIFY(g.c.playText("d4").ok());
        QCOMPARE(g.white(), 605 * Second);
    }

    // Tester: after cutting a record with clock readings the clocks kept the times of the cut
    // moves. They stand as at the new last move, and wait for the next move on the board.
    void aCutSetsTheClocksBackToTheCut() {
        TimedGame g(TimeControl::untimed());
        QVERIFY(g.c.loadPgnText(
                       QStringLiteral("[TimeControl \"5400+30\"]\n[Result \"*\"]\n\n"
                                      "1. e4 {[%clk 1:30:00]} e5 {[%clk 1:29:50]} 2. Nf3 {[%clk "
                                      "1:25:00]} Nc6 {[%clk 1:20:00]} 3. Bb5 {[%clk 1:10:00]} a6 "
                                      "{[%clk 1:05:00]} *\n"))
                    .ok());
        QCOMPARE(g.white(), (70 * 60) * Second);
        QCOMPARE(g.black(), (65 * 60) * Second);
        QVERIFY(g.c.cutAfter(3));  // after 2.Nf3
        QCOMPARE(g.white(), (85 * 60) * Second);
        QCOMPARE(g.black(), (89 * 60 + 50) * Second);
        QVERIFY(g.driver.isWaiting());
        g.c.undoStack()->undo();  // the cut moves, and their clocks, are back
        QCOMPARE(g.white(), (70 * 60) * Second);
        QCOMPARE(g.black(), (65 * 60) * Second);
        QVERIFY(g.c.cutAfter(0));  // nothing left: the control's time
        QCOMPARE(g.white(), 5400 * Second);
        QCOMPARE(g.black(), 5400 * Second);
    }

    // The same for a game played here: its clocks after each move are its readings.
    void aCutOfAGamePlayedHereSetsTheClocksBack() {
        TimedGame g(TimeControl::fischer(600 * Second, 5 * Second));
        QVERIFY(g.c.playText("e4").ok());  // White 605
        g.now = 4 * Second;
        QVERIFY(g.c.playText("e5").ok());  // Black 601
        g.now = 10 * Second;
        QVERIFY(g.c.playText("Nf3").ok());  // White 604
        g.now = 30 * Second;
        QVERIFY(g.c.playText("Nc6").ok());  // Black 586
        g.driver.pause();
        QVERIFY(g.c.cutAfter(2));
        QCOMPARE(g.white(), 605 * Second);
        QCOMPARE(g.black(), 601 * Second);
        QVERIFY(g.driver.isWaiting());
        g.now = 40 * Second;
        QVERIFY(g.c.playText("Nc3").ok());  // the clock starts with it: +5 s
        QCOMPARE(g.white(), 610 * Second);
        g.now = 43 * Second;
        QCOMPARE(g.black(), 598 * Second);
    }

    // Tester: a 40/90 min, then 30 min + 30 s game read past move 40 started in period 1. It
    // goes on in the period its move number implies (6.3.1): no 30 minutes at move 80.
    void aRecordPastTheControlGoesOnInItsPeriod() {
        TimedGame g(TimeControl::untimed());
        QVERIFY(g.c.loadPgnText(QStringLiteral(
                                    "[SetUp \"1\"]\n[FEN \"4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 43\"]\n"
                                    "[TimeControl \"40/5400+30:1800+30\"]\n[Result \"*\"]\n\n"
                                    "43. Kd2 {[%clk 0:20:00]} Kd8 {[%clk 0:25:00]} *\n"))
                    .ok());
        QCOMPARE(g.c.ply(), 2);
        QVERIFY(g.c.playText("Kc2").ok());  // White's 44th move starts the clock
        QCOMPARE(g.c.game().clock().currentPeriod(White), 1);
        QCOMPARE(g.c.game().clock().currentPeriod(Black), 1);
        QCOMPARE(g.c.game().clock().movesToControl(White), 0);
        QCOMPARE(g.white(), 20 * 60 * Second + 30 * Second);
        QCOMPARE(g.black(), 25 * 60 * Second);
    }

    // A game read with no moves starts here: its clock is the game's.
    // Browsing back through a record, each face shows its side's [%clk] at the shown move, or
    // the control's time before that side moved (a tester: the final times stayed while the
    // arbiter looked at the move where White's clock read 0:00). At the end, the final times.
    void browsingARecordShowsItsReadingsThen() {
        TimedGame g(TimeControl::suddenDeath(180 * Second));
        QVERIFY(g.c.loadPgnText("[TimeControl \"180+0\"]\n\n1. e4 {[%clk 0:02:50]} e5 "
                                "{[%clk 0:02:55]} 2. Bc4 {[%clk 0:00:00]} Nc6 {[%clk 0:02:40]} "
                                "3. Qh5 {[%clk 0:00:00]} Nf6 {[%clk 0:02:30]} 4. Qxf7# "
                                "{[%clk 0:00:00]} 1-0")
                    .ok());
        const auto shown = [&g](int ply) {
            g.c.navigator().showPly(ply);
            return QStringLiteral("%1/%2")
                .arg(g.driver.shownMs(White) / Second)
                .arg(g.driver.shownMs(Black) / Second);
        };
        QCOMPARE(shown(1), QStringLiteral("170/180"));
        QCOMPARE(shown(3), QStringLiteral("0/175"));
        QCOMPARE(shown(4), QStringLiteral("0/160"));
        QCOMPARE(g.driver.whiteText(), QStringLiteral("0:00.0"));
        QCOMPARE(shown(0), QStringLiteral("180/180"));
        QCOMPARE(g.driver.whiteText(), QStringLiteral("3:00"));
        QCOMPARE(shown(7), QStringLiteral("0/150"));
    }

    void aGameStartedFromAFileIsClocked() {
        TimedGame g(TimeControl::untimed());
        QVERIFY(
            g.c.loadPgnText(QStringLiteral("[TimeControl \"300\"]\n[Result \"*\"]\n\n*\n")).ok());
        QVERIFY(g.c.playText("e4").ok());
        QVERIFY2(g.c.pgnText().contains(QLatin1String("e4 {[%clk 0:05:00]}")),
                 qPrintable(g.c.pgnText()));
    }
};

QTEST_GUILESS_MAIN(TestTimedRecord)
#include "tst_timedrecord.moc"
