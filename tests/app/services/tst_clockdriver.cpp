// ClockDriver with an injected time source: display texts, pause/resume, flag fall judged
// by the arbiter (6.9), untimed games.
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
};

void TestClockDriver::clockText_data() {
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("hours") << qint64(5398000) << "1:29:58";
    QTest::newRow("minutes") << qint64(298000) << "4:58";
    QTest::newRow("twenty seconds") << qint64(20000) << "0:20";
    QTest::newRow("tenths") << qint64(19789) << "0:19.7";
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
    QVERIFY(c.playText("e4").ok());  // starts Black's clock; no time used, no increment
    QVERIFY(!d.isWaiting());
    QCOMPARE(d.whiteText(), QStringLiteral("1:00"));
    QCOMPARE(d.runningSide(), Black);
    now = 10000 + 45000;
    d.tick();
    QCOMPARE(d.blackText(), QStringLiteral("0:15.0"));
    now = 10000 + 61000;
    d.tick();
    QCOMPARE(flagged.count(), 1);
    QCOMPARE(flagged.at(0).at(0).value<Color>(), Black);
    QVERIFY(c.isOver());
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
    QVERIFY(!c.isOver());
}

void TestClockDriver::realTimerTicks() {
    GameController c;
    ClockDriver d(&c);
    d.setIntervalMs(10);
    QSignalSpy times(&d, &ClockDriver::timesChanged);
    c.newGame(RuleSet::Fide, TimeControl::suddenDeath(300));  // 0.3 s: flags soon
    QVERIFY(c.playText("e4").ok());                           // starts Black's clock
    QTRY_VERIFY_WITH_TIMEOUT(c.isOver(), 3000);
    QCOMPARE(c.outcome().termination, Termination::Timeout);
    QVERIFY(times.count() >= 1);
}

QTEST_GUILESS_MAIN(TestClockDriver)
#include "tst_clockdriver.moc"
