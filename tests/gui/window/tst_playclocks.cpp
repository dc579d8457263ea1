// SPDX-License-Identifier: GPL-3.0-or-later
// The clocks at one desk (issue 20, where it is silent): a low-time warning shown and heard
// once per side and game; digits that grow with the clock, tenths only under 10 s; a pause
// that both clocks and the Game menu show; one action per shortcut key.
#include <QAccessible>
#include <QAction>
#include <QFontMetrics>
#include <QImage>
#include <QLineEdit>
#include <QMap>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/services/clockdriver.h"
#include "gui/board/moveentry.h"
#include "gui/guitestutil.h"
#include "gui/panels/clockaccessible.h"
#include "gui/panels/clockwidget.h"
#include "gui/window/announcer.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;
using namespace remis::gui::test;

namespace {
constexpr int64_t Min = 60000;
constexpr int64_t Sec = 1000;

QImage render(QWidget* w) {
    QImage image(w->size(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    w->render(&image);
    return image;
}

// The rows and the columns of `image` (within `area`) that hold a pixel far from `ground`.
struct Ink {
    int top = -1, bottom = -1, left = -1, right = -1;
    int height() const { return top < 0 ? 0 : bottom - top + 1; }
};
Ink inkIn(const QImage& image, const QRect& area, QColor ground) {
    Ink ink;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            const int d = qAbs(c.red() - ground.red()) + qAbs(c.green() - ground.green()) +
                          qAbs(c.blue() - ground.blue());
            if (d < 200) continue;
            if (ink.top < 0) ink.top = y;
            ink.bottom = y;
            ink.left = ink.left < 0 ? x : qMin(ink.left, x);
            ink.right = qMax(ink.right, x);
        }
    return ink;
}

// The digits: the ink of the right half of a clock, between its rounded ends.
Ink digitsInk(ClockWidget* clock) {
    const QImage image = render(clock);
    const QRect right(clock->width() / 2, 4, clock->width() / 2 - clock->height() / 3,
                      clock->height() - 8);
    return inkIn(image, right, image.pixelColor(clock->width() / 2, 3));
}
}  // namespace

class TestPlayClocks : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    int64_t m_now = 1000;

    app::GameController* game() const { return m_window->controller(); }
    ClockWidget* clockOf(Color side) const {
        auto* bottom = m_window->findChild<ClockWidget*>("bottomClock");
        auto* top = m_window->findChild<ClockWidget*>("topClock");
        return bottom->side() == side ? bottom : top;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        isolate(m_dir);
    }
    void init() {
        m_window = shownMainWindow();
        m_now = 1000;
        game()->setTimeSource([this] { return m_now; });
    }
    void cleanup() { m_window.reset(); }

    // Browsing back through a record, the faces show each side's [%clk] at the shown move
    // (the driver computed it, but the faces kept the final times: seen under Xvfb).
    void browsedFacesShowTheReadingsThen() {
        QVERIFY(game()
                    ->loadPgnText("[TimeControl \"180+0\"]\n\n1. e4 {[%clk 0:02:50]} e5 "
                                  "{[%clk 0:02:55]} 2. Bc4 {[%clk 0:00:00]} Nc6 {[%clk 0:02:40]} "
                                  "3. Qh5 {[%clk 0:00:00]} Nf6 {[%clk 0:02:30]} 4. Qxf7# "
                                  "{[%clk 0:00:00]} 1-0")
                    .ok());
        QCOMPARE(clockOf(Black)->remaining(), 150 * Sec);
        game()->navigator().showPly(3);
        QCOMPARE(clockOf(White)->remaining(), int64_t(0));
        QCOMPARE(clockOf(Black)->remaining(), 175 * Sec);
        game()->navigator().showPly(0);
        QCOMPARE(clockOf(White)->remaining(), 180 * Sec);
        game()->navigator().showLatest();
        QCOMPARE(clockOf(Black)->remaining(), 150 * Sec);
    }

    // 1+0: under 10 s Black is warned on the status line and through the screen reader, once;
    // Black's clock shows it in its digits, red and in tenths, and says it to the screen
    // reader. Tester: the face showed "under 6 s", words that read as a second time: the
    // face shows the time only.
    void lowTimeIsShownAndHeardOncePerSide() {
        game()->newGame(RuleSet::Fide, TimeControl::suddenDeath(1 * Min));
        app::ClockDriver* driver = m_window->clockDriver();
        QSignalSpy announced(m_window->announcer(), &Announcer::announced);
        QVERIFY(game()->playText("e4").ok());
        m_now += 49 * Sec;  // Black has 11 s
        driver->tick();
        QVERIFY(!clockOf(Black)->isLowTime());
        m_now += 2 * Sec;  // 9 s
        driver->tick();
        // In words: a screen reader read "10 s" as "ten ess".
        const QString warning = QStringLiteral("Black has less than 10 seconds left.");
        QCOMPARE(m_window->statusBar()->currentMessage(), warning);
        QCOMPARE(m_window->announcer()->lastAnnouncement(), warning);
        QVERIFY(clockOf(Black)->isLowTime());
        QCOMPARE(clockOf(Black)->timeText(), QStringLiteral("0:09.0"));
        QVERIFY2(!clockOf(Black)->statusText().contains(QStringLiteral("under")),
                 qPrintable(clockOf(Black)->statusText()));
        const QFontMetrics metrics(clockOf(Black)->font());
        QVERIFY2(!clockOf(Black)->nameLine(metrics, 2000, 200).contains(QStringLiteral("10 s")),
                 qPrintable(clockOf(Black)->nameLine(metrics, 2000, 200)));
        QVERIFY(!clockOf(White)->isLowTime());
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(clockOf(Black));
        QVERIFY2(iface->text(QAccessible::Name).contains(QStringLiteral("under 10 seconds")),
                 qPrintable(iface->text(QAccessible::Name)));
        m_now += 1 * Sec;
        driver->tick();
        QCOMPARE(clockOf(Black)->timeText(), QStringLiteral("0:08.0"));
        int warnings = 0;
        for (const auto& args : announced) warnings += args.at(0).toString() == warning;
        QCOMPARE(warnings, 1);
    }

    // A longer game is warned earlier: 15+10 at one minute, with its clock red from then on.
    void theThresholdFollowsTheTimeControl() {
        game()->newGame(RuleSet::Fide, TimeControl::fischer(15 * Min, 10 * Sec));
        QCOMPARE(clockOf(White)->lowTimeMs(), 60 * Sec);
        QVERIFY(game()->playText("d4").ok());
        m_now += 14 * Min + 1 * Sec;  // Black: 59 s
        m_window->clockDriver()->tick();
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("Black has less than 1 minute left."));
        QCOMPARE(clockOf(Black)->timeText(), QStringLiteral("0:59"));  // no tenths yet
    }

    // Read across the table: in a 1280 x 800 window the digits are at least 26 px tall, and a
    // taller clock has taller digits.
    void theDigitsAreLargeAndGrowWithTheClock() {
        game()->newGame(RuleSet::Fide, TimeControl::fischer(3 * Min, 2 * Sec));
        QCoreApplication::processEvents();
        ClockWidget* clock = clockOf(White);
        const int inWindow = digitsInk(clock).height();
        QVERIFY2(inWindow >= 26, qPrintable(QString::number(inWindow)));
        ClockWidget alone(White);
        alone.setTimed(true);
        alone.setRemaining(3 * Min);
        alone.resize(400, 60);
        const int small = digitsInk(&alone).height();
        alone.resize(400, 120);
        const int large = digitsInk(&alone).height();
        QVERIFY2(large >= small * 9 / 5, qPrintable(QStringLiteral("%1 %2").arg(small).arg(large)));
    }

    // P pauses: both clocks say so in words, to the screen reader and with a pause sign before
    // their digits; the Game menu's action is checked and says the clocks are paused.
    void thePauseIsSeenOnBothClocksAndInTheMenu() {
        game()->newGame(RuleSet::Fide, TimeControl::fischer(3 * Min, 2 * Sec));
        QVERIFY(game()->playText("e4").ok());
        QAction* pause = m_window->actions()->pause;
        QCOMPARE(pause->text(), QStringLiteral("&Pause Clocks"));
        const Ink before = digitsInk(clockOf(White));
        QVERIFY(before.left > 0);
        pause->trigger();
        QVERIFY(pause->isChecked());
        QCOMPARE(pause->text(), QStringLiteral("Clocks &Paused (P Resumes)"));
        QVERIFY(pause->toolTip().contains(QStringLiteral("paused")));
        for (Color side : {White, Black}) {
            ClockWidget* clock = clockOf(side);
            QVERIFY(clock->isPaused());
            QVERIFY2(clock->statusText().contains(QStringLiteral("paused")),
                     qPrintable(clock->statusText()));
            QVERIFY(ClockAccessible::spoken(clock).endsWith(QStringLiteral(", paused")));
        }
        // The sign stands left of White's digits, where nothing was before.
        const Ink after = digitsInk(clockOf(White));
        QVERIFY2(after.left < before.left - 10,
                 qPrintable(QStringLiteral("%1 %2").arg(before.left).arg(after.left)));
        pause->trigger();
        QVERIFY(!pause->isChecked());
        QCOMPARE(pause->text(), QStringLiteral("&Pause Clocks"));
        QVERIFY(!clockOf(Black)->isPaused());
        QCOMPARE(digitsInk(clockOf(White)).left, before.left);
    }

    // In the move box P is a letter; the Pause key pauses from there, and the text stays.
    void thePauseKeyWorksFromTheMoveBox() {
        game()->newGame(RuleSet::Fide, TimeControl::fischer(3 * Min, 2 * Sec));
        QVERIFY(game()->playText("e4").ok());
        QLineEdit* edit = m_window->moveEntry()->lineEdit();
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("e"));
        QTest::keyClick(edit, Qt::Key_Pause);
        QVERIFY(m_window->clockDriver()->isPausedByUser());
        QVERIFY(clockOf(Black)->isPaused());
        QCOMPARE(edit->text(), QStringLiteral("e"));
        QTest::keyClick(edit, Qt::Key_Pause);
        QVERIFY(!m_window->clockDriver()->isPausedByUser());
    }

    // Before the first move nothing is paused: the clocks wait, and say so, not "paused".
    void aWaitingClockIsNotPaused() {
        game()->newGame(RuleSet::Fide, TimeControl::fischer(3 * Min, 2 * Sec));
        m_window->actions()->pause->trigger();
        QVERIFY(!clockOf(White)->isPaused());
        QVERIFY(!clockOf(White)->statusText().contains(QStringLiteral("paused")));
        QVERIFY(clockOf(White)->statusText().contains(QStringLiteral("first move")));
    }

    // An opened or resumed game with moves waits for the next move, and says "next", not
    // "first" (tester, after a resume mid-game).
    void anOpenedGameWaitsForTheNextMove() {
        QVERIFY(game()
                    ->loadPgnText(QStringLiteral("[TimeControl \"180+2\"]\n\n1. e4 "
                                                 "{[%clk 0:03:01]} e5 {[%clk 0:02:58]} *"))
                    .ok());
        QVERIFY2(clockOf(White)->statusText().contains(QStringLiteral("starts with the next move")),
                 qPrintable(clockOf(White)->statusText()));
        game()->newGame(RuleSet::Fide, TimeControl::fischer(3 * Min, 2 * Sec));
        QVERIFY(
            clockOf(White)->statusText().contains(QStringLiteral("starts with the first move")));
    }

    // Tester: a record read without clock readings showed running clocks of the app's own
    // time once a claim was tried on it. Browsing it and claiming leave its clocks at the
    // control's time, waiting; they start with a move played on the board (6.5).
    void aRecordWithoutReadingsShowsNoRunningClocks() {
        QVERIFY(game()
                    ->loadPgnText(QStringLiteral("[TimeControl \"300+3\"]\n[Result \"*\"]\n\n"
                                                 "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *"))
                    .ok());
        app::ClockDriver* driver = m_window->clockDriver();
        const auto standsStill = [&] {
            m_now += 5 * Sec;
            driver->tick();
            QCOMPARE(clockOf(White)->timeText(), QStringLiteral("5:00"));
            QCOMPARE(clockOf(Black)->timeText(), QStringLiteral("5:00"));
            QVERIFY(driver->isWaiting());
            QVERIFY(!clockOf(White)->isPaused());
        };
        standsStill();
        game()->navigator().showPly(2);
        standsStill();
        game()->navigator().showLatest();
        const ClaimVerdict v = game()->claim(ClaimKind::Threefold);
        QVERIFY(!v.correct);
        standsStill();
        QVERIFY2(!game()->pgnText().contains(QStringLiteral("minute added")),
                 qPrintable(game()->pgnText()));
        QVERIFY(game()->playText("Ba4").ok());  // playing on starts the clock
        m_now += 2 * Sec;
        driver->tick();
        QVERIFY(!driver->isWaiting());
        QCOMPARE(clockOf(Black)->timeText(), QStringLiteral("4:58"));
    }

    // Beside the digits, the status words that fit are shown whole, the rest left out: a
    // narrow clock read "Black  ·  starts with the next move  ·..." (README's screenshot).
    void theClockShowsWholeStatusWords() {
        game()->newGame(RuleSet::Fide, TimeControl::fischer(90 * Min, 30 * Sec));
        ClockWidget* clock = clockOf(Black);
        const QStringList parts = clock->statusText().split(QStringLiteral("  ·  "));
        QCOMPARE(parts.size(), 2);  // "starts with the first move", "+30 s every move"
        const QFontMetrics metrics(clock->font());
        const auto advance = [&](const QString& text) { return metrics.horizontalAdvance(text); };
        const int oneLine = metrics.lineSpacing();
        const QString first = QStringLiteral("Black  ·  ") + parts[0];
        const QString whole = first + QStringLiteral("  ·  ") + parts[1];
        QCOMPARE(clock->nameLine(metrics, advance(whole), oneLine), whole);
        QCOMPARE(clock->nameLine(metrics, advance(whole) - 5, oneLine), first);
        QCOMPARE(clock->nameLine(metrics, advance(first), oneLine), first);
        // Too narrow for the first part: on two lines where the clock is tall enough ...
        const int narrow = advance(first) - 20;
        const QString twoLines = clock->nameLine(metrics, narrow, 3 * oneLine);
        QVERIFY2(
            twoLines.startsWith(QStringLiteral("Black\n")) && !twoLines.contains(QChar(0x2026)),
            qPrintable(twoLines));
        for (const QString& line : twoLines.split(QLatin1Char('\n')))
            QVERIFY2(advance(line) <= narrow, qPrintable(line));
        // ... and cut, with an ellipsis, as the last resort where it is not.
        const QString cut = clock->nameLine(metrics, narrow, oneLine);
        QVERIFY2(cut.endsWith(QChar(0x2026)) && advance(cut) <= narrow, qPrintable(cut));
    }

    // Every shortcut key belongs to one action of the window: two would make both dead.
    void everyShortcutHasOneAction() {
        QMap<QString, QString> owner;
        for (QAction* action : m_window->findChildren<QAction*>())
            for (const QKeySequence& key : action->shortcuts()) {
                const QString name = key.toString();
                QVERIFY2(!owner.contains(name),
                         qPrintable(QStringLiteral("%1: %2 and %3")
                                        .arg(name, owner.value(name), action->text())));
                owner.insert(name, action->text());
            }
        QVERIFY(owner.contains(QStringLiteral("Ctrl+T")));
    }
};

QTEST_MAIN(TestPlayClocks)
#include "tst_playclocks.moc"
