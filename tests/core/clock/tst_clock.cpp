// Tests for the chess clock: every control kind, flag fall (6.9), pause, penalties (9.5.3),
// the PGN TimeControl text form and the FIDE speed classes (A.1, B.1). The clock is told the
// time, so every case runs on a made-up millisecond timeline.
#include <QtTest>

#include "core/clock/clock.h"

using namespace remis;

namespace remis {
// Lets QCOMPARE print a control that differs.
char* toString(const TimeControl& control) {
    return qstrdup(control.toPgnTag().c_str());
}
}  // namespace remis

Q_DECLARE_METATYPE(remis::TimeControl)

namespace {

constexpr int64_t operator""_s(unsigned long long seconds) {
    return int64_t(seconds) * 1000;
}
constexpr int64_t operator""_min(unsigned long long minutes) {
    return int64_t(minutes) * 60'000;
}

constexpr int64_t T0 = 1'000'000;  // an arbitrary monotonic start, not 0 on purpose

// Presses the clock, returning the move's time, or -1 if the clock refused.
int64_t press(ChessClock& clock, int64_t nowMs) {
    const auto used = clock.press(nowMs);
    return used ? *used : -1;
}

}  // namespace

class TestClock : public QObject {
    Q_OBJECT

private slots:
    void flagFall_data();
    void flagFall();
    void suddenDeathFlagKeepsTimeAtZero();
    void fischerIncrementAfterEachMove();
    void bronsteinDelay_data();
    void bronsteinDelay();
    void simpleDelay_data();
    void simpleDelay();
    void multiPeriodAddsTimeAfterMove40();
    void lastPeriodWithMoveCountRepeats();
    void pauseExcludesPausedTime();
    void flagMomentSurvivesPause();
    void addTimePenaltyAndCorrection();
    void flagFallsForTheRightSide();
    void bothFlagsFirstOneWins();
    void untimedCountsMovesButNeverFlags();
    void pressBeforeStartIsRefused();
    void parseValid_data();
    void parseValid();
    void parseInvalid_data();
    void parseInvalid();
    void roundTrip_data();
    void roundTrip();
    void presetsToPgnTag();
    void claimPenalty_data();
    void claimPenalty();
};

// One move by White from T0: does the flag fall after `thinkMs`, and when?
void TestClock::flagFall_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<int64_t>("thinkMs");
    QTest::addColumn<int64_t>("flagAfterMs");  // -1: no flag

    const auto sd = TimeControl::suddenDeath(60_s);
    QTest::newRow("sudden death, 1 ms left") << sd << int64_t(60_s - 1) << int64_t(-1);
    QTest::newRow("sudden death, exactly 0") << sd << int64_t(60_s) << int64_t(60_s);
    QTest::newRow("sudden death, long over") << sd << int64_t(90_s) << int64_t(60_s);
    // The increment comes after the move; it cannot save a flag that fell during it.
    QTest::newRow("fischer, increment too late")
        << TimeControl::fischer(60_s, 5_s) << int64_t(60_s) << int64_t(60_s);
    // 6.3.2: simple delay, main time only starts after the delay.
    const auto simple = TimeControl::simpleDelay(60_s, 5_s);
    QTest::newRow("simple delay, within delay+time") << simple << int64_t(65_s - 1) << int64_t(-1);
    QTest::newRow("simple delay, flag") << simple << int64_t(70_s) << int64_t(65_s);
    // Bronstein: the display runs at once, the refund only comes after the move.
    QTest::newRow("bronstein, flag before refund")
        << TimeControl::bronstein(60_s, 5_s) << int64_t(62_s) << int64_t(60_s);
}

void TestClock::flagFall() {
    QFETCH(TimeControl, control);
    QFETCH(int64_t, thinkMs);
    QFETCH(int64_t, flagAfterMs);

    ChessClock clock(control);
    clock.start(White, T0);
    const auto flag = clock.flagFallMs(White, T0 + thinkMs);
    QCOMPARE(flag.has_value(), flagAfterMs >= 0);
    QCOMPARE(clock.flagFallen(White, T0 + thinkMs), flagAfterMs >= 0);
    if (flag) QCOMPARE(*flag, T0 + flagAfterMs);
    QCOMPARE(clock.remainingMs(White, T0 + thinkMs) == 0, flagAfterMs >= 0);
    QVERIFY(!clock.flagFallen(Black, T0 + thinkMs));
}

void TestClock::suddenDeathFlagKeepsTimeAtZero() {
    ChessClock clock(TimeControl::fischer(60_s, 10_s));
    clock.start(White, T0);
    QCOMPARE(press(clock, T0 + 61_s), 61_s);             // the flag fell at 60 s, then White moved
    QCOMPARE(clock.remainingMs(White, T0 + 61_s), 0_s);  // 6.9: no increment after the flag
    QCOMPARE(*clock.flagFallMs(White, T0 + 100_s), T0 + 60_s);
    QCOMPARE(clock.firstFlag(T0 + 100_s), std::optional<Color>(White));
    QCOMPARE(clock.movesMade(White), 1);
    QCOMPARE(clock.sideToMove(), Black);
}

void TestClock::fischerIncrementAfterEachMove() {
    ChessClock clock(TimeControl::fischer(180_s, 2_s));
    clock.start(White, T0);
    QCOMPARE(clock.remainingMs(White, T0), 180_s);  // added after moves, not before move 1
    QCOMPARE(press(clock, T0 + 10_s), 10_s);
    QCOMPARE(clock.remainingMs(White, T0 + 10_s), 172_s);
    QCOMPARE(press(clock, T0 + 15_s), 5_s);
    QCOMPARE(clock.remainingMs(Black, T0 + 15_s), 177_s);
    QCOMPARE(press(clock, T0 + 15_s + 500), int64_t(500));       // a fast move gains time
    QCOMPARE(clock.remainingMs(White, T0 + 16_s), 173_s + 500);  // 172 - 0.5 + 2
    QCOMPARE(clock.movesMade(White), 2);
    QCOMPARE(clock.movesMade(Black), 1);
}

void TestClock::bronsteinDelay_data() {
    QTest::addColumn<int64_t>("usedMs");
    QTest::addColumn<int64_t>("shownDuringMs");  // display at the moment of the press
    QTest::addColumn<int64_t>("afterMs");        // after the refund

    QTest::newRow("inside the delay: all back") << int64_t(3_s) << int64_t(57_s) << int64_t(60_s);
    QTest::newRow("exactly the delay") << int64_t(5_s) << int64_t(55_s) << int64_t(60_s);
    QTest::newRow("refund capped at delay") << int64_t(8_s) << int64_t(52_s) << int64_t(57_s);
    QTest::newRow("instant move") << int64_t(0) << int64_t(60_s) << int64_t(60_s);
}

void TestClock::bronsteinDelay() {
    QFETCH(int64_t, usedMs);
    QFETCH(int64_t, shownDuringMs);
    QFETCH(int64_t, afterMs);

    ChessClock clock(TimeControl::bronstein(60_s, 5_s));
    clock.start(White, T0);
    QCOMPARE(clock.remainingMs(White, T0 + usedMs), shownDuringMs);
    QCOMPARE(press(clock, T0 + usedMs), usedMs);
    QCOMPARE(clock.remainingMs(White, T0 + usedMs + 30_s), afterMs);  // Black's turn now
    QVERIFY(clock.remainingMs(White, T0 + usedMs) <= 60_s);           // never above the start
}

void TestClock::simpleDelay_data() {
    QTest::addColumn<int64_t>("usedMs");
    QTest::addColumn<int64_t>("shownDuringMs");
    QTest::addColumn<int64_t>("delayLeftMs");
    QTest::addColumn<int64_t>("afterMs");

    QTest::newRow("inside the delay: no countdown")
        << int64_t(3_s) << int64_t(60_s) << int64_t(2_s) << int64_t(60_s);
    QTest::newRow("delay just used up")
        << int64_t(5_s) << int64_t(60_s) << int64_t(0) << int64_t(60_s);
    QTest::newRow("past the delay") << int64_t(8_s) << int64_t(57_s) << int64_t(0) << int64_t(57_s);
}

void TestClock::simpleDelay() {
    QFETCH(int64_t, usedMs);
    QFETCH(int64_t, shownDuringMs);
    QFETCH(int64_t, delayLeftMs);
    QFETCH(int64_t, afterMs);

    ChessClock clock(TimeControl::simpleDelay(60_s, 5_s));
    clock.start(White, T0);
    QCOMPARE(clock.delayLeftMs(T0), 5_s);
    QCOMPARE(clock.remainingMs(White, T0 + usedMs), shownDuringMs);
    QCOMPARE(clock.delayLeftMs(T0 + usedMs), delayLeftMs);
    QCOMPARE(press(clock, T0 + usedMs), usedMs);
    QCOMPARE(clock.remainingMs(White, T0 + usedMs + 30_s), afterMs);
}

// FIDE classical: 90 min / 40 moves, then 30 min, +30 s from move 1. Each move takes 1 min.
void TestClock::multiPeriodAddsTimeAfterMove40() {
    ChessClock clock(TimeControl::fideClassical());
    clock.start(White, T0);
    int64_t now = T0;
    for (int move = 1; move <= 40; ++move) {
        now += 1_min;
        QCOMPARE(press(clock, now), 1_min);  // White
        if (move == 1)
            QCOMPARE(clock.remainingMs(White, now), 89_min + 30_s);  // increment from move 1
        if (move == 39) {
            QCOMPARE(clock.remainingMs(White, now), 51_min + 39 * 30_s);
            QCOMPARE(clock.currentPeriod(White), 0);
            QCOMPARE(clock.movesToControl(White), 1);
        }
        now += 2_min;
        QCOMPARE(press(clock, now), 2_min);  // Black
    }
    // 90 - 40 + 40 * 0.5 + 30 = 100 minutes; Black: 90 - 80 + 20 + 30 = 60 minutes.
    QCOMPARE(clock.remainingMs(White, now), 100_min);
    QCOMPARE(clock.remainingMs(Black, now), 60_min);
    QCOMPARE(clock.currentPeriod(White), 1);
    QCOMPARE(clock.movesToControl(White), 0);  // the rest of the game
    QCOMPARE(clock.movesMade(White), 40);
    now += 1_min;
    press(clock, now);
    QCOMPARE(clock.remainingMs(White, now), 99_min + 30_s);  // increment in period 2 too
    QCOMPARE(clock.currentPeriod(White), 1);
}

void TestClock::lastPeriodWithMoveCountRepeats() {
    const auto control = parseTimeControl("2/60");  // 2 moves in a minute, again and again
    QVERIFY2(control.ok(), control.ok() ? "" : control.message().c_str());
    ChessClock clock(*control);
    clock.start(White, T0);
    int64_t now = T0;
    for (int move = 1; move <= 4; ++move) {
        now += 10_s;
        press(clock, now);  // White
        press(clock, now);  // Black, instantly
    }
    QCOMPARE(clock.remainingMs(White, now), 140_s);  // 60 - 20 + 60 - 20 + 60
    QCOMPARE(clock.currentPeriod(White), 0);
    QCOMPARE(clock.movesToControl(White), 2);
    QCOMPARE(clock.remainingMs(Black, now), 180_s);
}

void TestClock::pauseExcludesPausedTime() {
    ChessClock clock(TimeControl::suddenDeath(60_s));
    clock.start(White, T0);
    QVERIFY(clock.isRunning());
    clock.pause(T0 + 10_s);
    QVERIFY(!clock.isRunning());
    QCOMPARE(clock.remainingMs(White, T0 + 10_s), 50_s);
    QCOMPARE(clock.remainingMs(White, T0 + 500_s), 50_s);  // nothing runs while paused
    QVERIFY(!clock.flagFallen(White, T0 + 500_s));
    clock.resume(T0 + 100_s);
    QCOMPARE(clock.remainingMs(White, T0 + 110_s), 40_s);
    QCOMPARE(clock.moveElapsedMs(T0 + 110_s), 20_s);
    QCOMPARE(press(clock, T0 + 110_s), 20_s);  // the move's time excludes the pause
    QCOMPARE(clock.remainingMs(White, T0 + 110_s), 40_s);
    QCOMPARE(clock.remainingMs(Black, T0 + 115_s), 55_s);
}

void TestClock::flagMomentSurvivesPause() {
    ChessClock clock(TimeControl::suddenDeath(60_s));
    clock.start(White, T0);
    clock.pause(T0 + 10_s);
    clock.resume(T0 + 100_s);
    // 50 s were left at the resume: the flag fell at T0 + 150 s, whenever anyone looks.
    QCOMPARE(*clock.flagFallMs(White, T0 + 200_s), T0 + 150_s);
    clock.pause(T0 + 170_s);
    QCOMPARE(*clock.flagFallMs(White, T0 + 999_s), T0 + 150_s);
    clock.resume(T0 + 1000_s);
    QCOMPARE(*clock.flagFallMs(White, T0 + 1001_s), T0 + 150_s);
}

void TestClock::addTimePenaltyAndCorrection() {
    const TimeControl control = TimeControl::fideClassical();
    ChessClock clock(control);
    clock.start(White, T0);
    press(clock, T0 + 1_min);
    // Black claims incorrectly: the arbiter stops the clocks and gives White two minutes.
    clock.pause(T0 + 2_min);
    clock.addTime(White, claimPenaltyMs(control));
    QCOMPARE(clock.remainingMs(White, T0 + 2_min), 91_min + 30_s);
    QCOMPARE(clock.remainingMs(Black, T0 + 2_min), 89_min);  // the clocks were stopped
    // 6.10: the arbiter sets Black's (running) clock to a corrected value.
    clock.setRemaining(Black, 80_min);
    QCOMPARE(clock.remainingMs(Black, T0 + 2_min), 80_min);
    clock.resume(T0 + 5_min);
    QCOMPARE(clock.remainingMs(Black, T0 + 6_min), 79_min);
}

void TestClock::flagFallsForTheRightSide() {
    ChessClock clock(TimeControl::suddenDeath(60_s));
    clock.start(White, T0);
    press(clock, T0 + 59_s);  // White: 1 s left
    QCOMPARE(clock.remainingMs(White, T0 + 200_s), 1_s);
    QVERIFY(!clock.flagFallen(White, T0 + 200_s));  // White's clock is not running
    QVERIFY(clock.flagFallen(Black, T0 + 200_s));
    QCOMPARE(*clock.flagFallMs(Black, T0 + 200_s), T0 + 119_s);
    QCOMPARE(clock.firstFlag(T0 + 200_s), std::optional<Color>(Black));
    QCOMPARE(clock.firstFlag(T0 + 100_s), std::nullopt);
}

void TestClock::bothFlagsFirstOneWins() {
    ChessClock clock(TimeControl::suddenDeath(60_s));
    clock.start(Black, T0);    // e.g. a game set up with Black to move
    press(clock, T0 + 70_s);   // Black's flag falls at 60 s, nobody notices
    press(clock, T0 + 140_s);  // White's flag falls at 130 s
    QCOMPARE(*clock.flagFallMs(Black, T0 + 200_s), T0 + 60_s);
    QCOMPARE(*clock.flagFallMs(White, T0 + 200_s), T0 + 130_s);
    QCOMPARE(clock.firstFlag(T0 + 200_s), std::optional<Color>(Black));
}

void TestClock::untimedCountsMovesButNeverFlags() {
    ChessClock clock;
    QVERIFY(clock.timeControl().isUntimed());
    clock.start(White, T0);
    QCOMPARE(press(clock, T0 + 1000_min), 1000_min);
    QCOMPARE(press(clock, T0 + 1001_min), 1_min);
    QCOMPARE(clock.movesMade(White), 1);
    QCOMPARE(clock.movesMade(Black), 1);
    QCOMPARE(clock.remainingMs(White, T0 + 9999_min), 0_s);
    QCOMPARE(clock.firstFlag(T0 + 9999_min), std::nullopt);
    QCOMPARE(clock.movesToControl(White), 0);
}

void TestClock::pressBeforeStartIsRefused() {
    ChessClock clock(TimeControl::suddenDeath(60_s));
    const auto used = clock.press(T0);
    QVERIFY(!used.ok());
    QVERIFY(!used.message().empty());
    QCOMPARE(clock.movesMade(White), 0);
    QCOMPARE(clock.remainingMs(White, T0 + 100_s), 60_s);  // nothing runs before start
    QVERIFY(!clock.flagFallen(White, T0 + 100_s));
}

void TestClock::parseValid_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<TimeControl>("expected");

    QTest::newRow("untimed") << "-" << TimeControl::untimed();
    QTest::newRow("sudden death") << "300" << TimeControl::suddenDeath(5_min);
    QTest::newRow("5+3 is seconds") << "5+3" << TimeControl::fischer(5_s, 3_s);
    QTest::newRow("15+10") << "15+10" << TimeControl::fischer(15_s, 10_s);
    QTest::newRow("90+30") << "90+30" << TimeControl::fischer(90_s, 30_s);
    QTest::newRow("blitz 3+2") << "180+2" << TimeControl::fischer(3_min, 2_s);
    QTest::newRow("fide classical") << "40/5400+30:1800+30" << TimeControl::fideClassical();
    QTest::newRow("simple delay") << "300d5" << TimeControl::simpleDelay(5_min, 5_s);
    QTest::newRow("bronstein") << "300b5" << TimeControl::bronstein(5_min, 5_s);
    QTest::newRow("half second increment") << "60+0.5" << TimeControl::fischer(60_s, 500);
    QTest::newRow("+0 is no increment") << "300+0" << TimeControl::suddenDeath(5_min);
    QTest::newRow("outer spaces") << "  180+2 \n" << TimeControl::fischer(3_min, 2_s);
    QTest::newRow("repeating period")
        << "40/7200"
        << TimeControl{{TimePeriod{.moves = 40, .baseMs = 2 * 60_min}}, DelayMode::Simple};
    QTest::newRow("three periods, delay")
        << "40/7200d5:20/3600d5:900d5"
        << TimeControl{{TimePeriod{.moves = 40, .baseMs = 120_min, .delayMs = 5_s},
                        TimePeriod{.moves = 20, .baseMs = 60_min, .delayMs = 5_s},
                        TimePeriod{.baseMs = 15_min, .delayMs = 5_s}},
                       DelayMode::Simple};
    QTest::newRow("increment and bronstein")
        << "600+2b3"
        << TimeControl{{TimePeriod{.baseMs = 10_min, .incrementMs = 2_s, .delayMs = 3_s}},
                       DelayMode::Bronstein};
}

void TestClock::parseValid() {
    QFETCH(QString, text);
    QFETCH(TimeControl, expected);

    const auto parsed = parseTimeControl(text.toStdString());
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.message().c_str());
    QCOMPARE(*parsed, expected);
}

void TestClock::parseInvalid_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("messagePart");  // the error must name the problem

    QTest::newRow("empty") << ""
                           << "empty";
    QTest::newRow("blank") << "   "
                           << "empty";
    QTest::newRow("unknown") << "?"
                             << "unknown";
    QTest::newRow("sandclock") << "*180"
                               << "sandclock";
    QTest::newRow("letters") << "abc"
                             << "'abc'";
    QTest::newRow("minutes suffix") << "5m"
                                    << "unexpected 'm'";
    QTest::newRow("no increment value") << "300+"
                                        << "increment";
    QTest::newRow("bad increment") << "300+x"
                                   << "increment";
    QTest::newRow("increment only") << "+3"
                                    << "time";
    QTest::newRow("two increments") << "300+3+3"
                                    << "unexpected '+3'";
    QTest::newRow("inner spaces") << "300 + 3"
                                  << "unexpected";
    QTest::newRow("no time after moves") << "40/"
                                         << "time";
    QTest::newRow("no moves before slash") << "/300"
                                           << "move count";
    QTest::newRow("zero moves") << "0/300"
                                << "move count";
    QTest::newRow("too many decimals") << "1.2345"
                                       << "time";
    QTest::newRow("lone dot") << "300."
                              << "time";
    QTest::newRow("too many digits") << "1234567890"
                                     << "time";
    QTest::newRow("no delay value") << "300d"
                                    << "delay";
    QTest::newRow("zero first period") << "0+3"
                                       << "period 1";
    QTest::newRow("empty second period") << "40/300:"
                                         << "period 2";
    QTest::newRow("untimed inside") << "40/300:-"
                                    << "period 2";
    QTest::newRow("count missing before last") << "300:40/60"
                                               << "move count";
    QTest::newRow("delays mixed") << "40/300d5:300b5"
                                  << "mixed";
}

void TestClock::parseInvalid() {
    QFETCH(QString, text);
    QFETCH(QString, messagePart);

    const auto parsed = parseTimeControl(text.toStdString());
    QVERIFY(!parsed.ok());
    const QString message = QString::fromStdString(parsed.message());
    QVERIFY2(message.contains(messagePart), qPrintable(message));
}

void TestClock::roundTrip_data() {
    QTest::addColumn<QString>("text");

    for (const char* tag : {"-", "300", "180+2", "40/5400+30:1800+30", "300d5", "300b5", "60+0.5",
                            "0.25+0.125", "40/7200", "40/7200d5:20/3600d5:900d5", "600+2b3"})
        QTest::newRow(tag) << QString::fromLatin1(tag);
}

void TestClock::roundTrip() {
    QFETCH(QString, text);

    const auto parsed = parseTimeControl(text.toStdString());
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.message().c_str());
    QCOMPARE(QString::fromStdString(parsed->toPgnTag()), text);
}

void TestClock::presetsToPgnTag() {
    QCOMPARE(TimeControl::fideClassical().toPgnTag(), std::string("40/5400+30:1800+30"));
    QCOMPARE(TimeControl::fischer(3_min, 2_s).toPgnTag(), std::string("180+2"));
    QCOMPARE(TimeControl::bronstein(5_min, 3_s).toPgnTag(), std::string("300b3"));
    QCOMPARE(TimeControl::simpleDelay(5_min, 3_s).toPgnTag(), std::string("300d3"));
    QCOMPARE(TimeControl::untimed().toPgnTag(), std::string("-"));
}

void TestClock::claimPenalty_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("speed");  // GameSpeed
    QTest::addColumn<int64_t>("nominalMs");
    QTest::addColumn<int64_t>("penaltyMs");

    const int untimed = int(GameSpeed::Untimed), blitz = int(GameSpeed::Blitz);
    const int rapid = int(GameSpeed::Rapid), classical = int(GameSpeed::Classical);
    QTest::newRow("fide classical 90/40+30, 30")
        << "40/5400+30:1800+30" << classical << int64_t(150_min) << int64_t(2_min);
    QTest::newRow("60 min is not rapid (A.1)")
        << "3600" << classical << int64_t(60_min) << int64_t(2_min);
    QTest::newRow("59 min + 1 s is 60 min")
        << "3540+1" << classical << int64_t(60_min) << int64_t(2_min);
    QTest::newRow("rapid 15+10") << "900+10" << rapid << int64_t(25_min) << int64_t(1_min);
    QTest::newRow("rapid just over 10 min")
        << "600+1" << rapid << int64_t(11_min) << int64_t(1_min);
    QTest::newRow("10 min is blitz (B.1)") << "600" << blitz << int64_t(10_min) << int64_t(1_min);
    QTest::newRow("blitz 5+5 is 10 min") << "300+5" << blitz << int64_t(10_min) << int64_t(1_min);
    QTest::newRow("blitz 3+2") << "180+2" << blitz << int64_t(5_min) << int64_t(1_min);
    QTest::newRow("delay counts like increment")
        << "300d5" << blitz << int64_t(10_min) << int64_t(1_min);
    QTest::newRow("repeating 40/300 over 60 moves")
        << "40/300" << blitz << int64_t(10_min) << int64_t(1_min);
    QTest::newRow("untimed: no clock to add to") << "-" << untimed << int64_t(0) << int64_t(0);
}

void TestClock::claimPenalty() {
    QFETCH(QString, text);
    QFETCH(int, speed);
    QFETCH(int64_t, nominalMs);
    QFETCH(int64_t, penaltyMs);

    const auto control = parseTimeControl(text.toStdString());
    QVERIFY2(control.ok(), control.ok() ? "" : control.message().c_str());
    QCOMPARE(nominalTimeMs(*control), nominalMs);
    QCOMPARE(int(gameSpeed(*control)), speed);
    QCOMPARE(claimPenaltyMs(*control), penaltyMs);
}

QTEST_APPLESS_MAIN(TestClock)
#include "tst_clock.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
