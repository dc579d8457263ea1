// SPDX-License-Identifier: GPL-3.0-or-later
// Startup applies the command line to the window's game: --time for a game opened from a
// file, as for --fen (tester: `remis --time 5400+30 x.fen` showed no clock).
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "gui/guitestutil.h"
#include "gui/window/commandline.h"
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
};

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
