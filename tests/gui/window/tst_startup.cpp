// SPDX-License-Identifier: GPL-3.0-or-later
// Startup applies the command line to the window's game: --time for a game opened from a
// file, as for --fen (tester: `remis --time 5400+30 x.fen` showed no clock); a file named that
// is not there opens the window with a new game and says why.
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "gui/guitestutil.h"
#include "gui/window/commandline.h"
#include "gui/window/gamefiles.h"
#include "gui/window/startup.h"

using namespace remis;
using namespace remis::gui;

class TestStartup : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString writeFile(const QString& name, const QByteArray& contents) {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(name));
        file.write(contents);
        return file.fileName();
    }

    // The time control of the game after `remis ARGS --print-fen` (a batch run: no window).
    TimeControl timeControlAfter(const QStringList& args) {
        QString error;
        const auto options =
            CommandLine::parse(QStringList{QStringLiteral("remis")} << args, &error);
        if (!options) qFatal("%s", qPrintable(error));
        MainWindow window;
        const int code = Startup::run(window, *options);
        if (code != 0) qFatal("remis %s exited with %d", qPrintable(args.join(' ')), code);
        return window.controller()->game().clock().timeControl();
    }

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void timeAppliesToAPositionFromAFile_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("contents");
        QTest::newRow("FEN file") << "position.fen"
                                  << QByteArray("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\n");
        QTest::newRow("PGN without a time control")
            << "game.pgn" << QByteArray("[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 *\n");
    }
    void timeAppliesToAPositionFromAFile() {
        QFETCH(QString, name);
        QFETCH(QByteArray, contents);
        const QString path = writeFile(name, contents);
        const QStringList args{QStringLiteral("--time"), QStringLiteral("5400+30"), path,
                               QStringLiteral("--print-fen")};
        QCOMPARE(timeControlAfter(args), TimeControl::fischer(5400000, 30000));
    }

    // A game that records its time control keeps it: its clock readings are the record's.
    void aRecordedTimeControlStays() {
        const QString path = writeFile(QStringLiteral("timed.pgn"),
                                       "[Event \"t\"]\n[Result \"*\"]\n[TimeControl \"300+2\"]\n\n"
                                       "1. e4 {[%clk 0:05:01]} *\n");
        const QStringList args{QStringLiteral("--time"), QStringLiteral("5400+30"), path,
                               QStringLiteral("--print-fen")};
        QCOMPARE(timeControlAfter(args), TimeControl::fischer(300000, 2000));
    }

    // Found by a tester: `remis /no/such.pgn` (a stale link double-clicked in a file manager)
    // printed an error and opened no window. The window opens with a new game; the status line
    // and the dialog Ctrl+O gives say that the file is not there (the terminal is told too:
    // tst_process).
    void aMissingFileOpensTheWindowAndSaysSo() {
        const QString path = m_dir.filePath(QStringLiteral("gone/old.pgn"));
        QString error;
        const auto options = CommandLine::parse({QStringLiteral("remis"), path}, &error);
        QVERIFY2(options, qPrintable(error));
        MainWindow window;
        QString said;
        QTimer watch;
        connect(&watch, &QTimer::timeout, this, [&said] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                said = box->text();
                box->accept();
            }
        });
        watch.start(20);
        QCOMPARE(Startup::run(window, *options), -1);  // on to the event loop
        QVERIFY(window.isVisible());
        QCOMPARE(window.controller()->game().ply(), 0);
        QVERIFY(window.files()->currentFile().isEmpty());
        QVERIFY2(window.statusBar()->currentMessage().contains(path) &&
                     window.statusBar()->currentMessage().contains(QStringLiteral("no such file")),
                 qPrintable(window.statusBar()->currentMessage()));
        QTRY_VERIFY(!said.isEmpty());
        QVERIFY2(said.contains(path), qPrintable(said));
    }

    // A batch run still fails: there is no picture or FEN of a file that is not there.
    void aMissingFileStillFailsABatchRun() {
        const QString path = m_dir.filePath(QStringLiteral("gone/old.pgn"));
        QString error;
        const auto options = CommandLine::parse(
            {QStringLiteral("remis"), path, QStringLiteral("--print-fen")}, &error);
        QVERIFY2(options, qPrintable(error));
        MainWindow window;
        QCOMPARE(Startup::run(window, *options), 2);
        QVERIFY(!window.isVisible());
    }
};

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
