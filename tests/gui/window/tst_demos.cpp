// Every demonstration of :/demos/demos.json loads, and its explanation is shown.
#include <QTemporaryDir>
#include <QTest>

#include "app/services/clockdriver.h"
#include "gui/content/demolibrary.h"
#include "gui/guitestutil.h"
#include "gui/panels/helppane.h"

using namespace remis;
using namespace remis::gui;

class TestDemos : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void everyDemoLoads_data() {
        QTest::addColumn<QString>("id");
        DemoLibrary library;
        QVERIFY2(library.error().isEmpty(), qPrintable(library.error()));
        QVERIFY(library.demos().size() >= 10);
        for (const Demo& d : library.demos()) QTest::newRow(qPrintable(d.id)) << d.id;
    }

    void everyDemoLoads() {
        QFETCH(QString, id);
        MainWindow window;
        const DemoLibrary library;
        const Demo* demo = library.find(id);
        QVERIFY(demo);
        QVERIFY(window.loadDemo(id));
        QCOMPARE(window.controller()->ply(), demo->moves.size());
        QCOMPARE(window.helpPane()->currentTitle(), demo->title);
        // A screen reader hears the page's title with the pane's name ("Help").
        QCOMPARE(window.helpPane()->accessibleDescription(), demo->title);
        QVERIFY(window.helpPane()->toPlainText().contains(demo->explanation.left(40)));
    }

    // The flag-fall demonstration runs a real 5-second clock for Black; when it runs out the
    // arbiter judges the flag fall by 6.9: White's lone knight can still mate, so White wins.
    void flagFallDemoRunsARealClock() {
        MainWindow window;
        qint64 now = 1000;
        window.controller()->setTimeSource([&now] { return now; });
        QVERIFY(window.loadDemo(QStringLiteral("flag-fall-kn-v-kr")));
        app::ClockDriver* clock = window.clockDriver();
        QVERIFY(clock->isActive());
        QVERIFY(!clock->isPaused());
        QCOMPARE(clock->runningSide(), Black);
        now += 2000;
        clock->tick();
        QCOMPARE(clock->remainingMs(Black), 3000);
        QVERIFY(!window.controller()->game().isOver());
        now += 3100;
        clock->tick();
        QTRY_VERIFY(window.controller()->game().isOver());
        QCOMPARE(window.controller()->game().outcome().termination, Termination::Timeout);
        QCOMPARE(window.controller()->game().outcome().result, GameResult::WhiteWins);
    }

    void demoMenuListsThemAll() {
        MainWindow window;
        const auto actions = window.findChildren<QAction*>();
        int demos = 0;
        for (QAction* a : actions) demos += a->objectName().startsWith(QLatin1String("demo-"));
        QCOMPARE(demos, DemoLibrary().demos().size());
    }
};

QTEST_MAIN(TestDemos)
#include "tst_demos.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
