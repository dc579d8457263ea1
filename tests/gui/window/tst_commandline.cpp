// `remis FILE.pgn`, `remis FILE.fen` and `remis FEN` open what they name (checked through
// --print-fen, which prints the position shown after loading), bad arguments exit with 2 and
// a message, and --help and --version work with no display at all.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
const char* const kBareKings = "8/8/4k3/8/8/4K3/8/8 w - - 0 1";
}

class TestCommandLine : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    struct Run {
        int code = -1;
        QString out, err;
    };

    // Runs remis to completion. headless: no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM,
    // so any attempt to open a window fails.
    Run run(const QStringList& args, bool headless = false) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("share")));
        if (headless) {
            for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
                env.remove(QLatin1String(name));
        } else {
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        }
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(REMIS_APP_PATH), args);
        Run r;
        if (!p.waitForFinished(60000))
            p.kill();
        else if (p.exitStatus() == QProcess::NormalExit)
            r.code = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        r.err = QString::fromUtf8(p.readAllStandardError()).trimmed();
        return r;
    }

    QString writeFile(const QString& name, const QByteArray& contents) {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(contents);
        return file.fileName();
    }

private slots:
    void opensAPgnFile() {
        const QString path = writeFile(QStringLiteral("game.pgn"),
                                       "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n");
        const Run r = run({path, QStringLiteral("--print-fen")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out,
                 QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    }

    void opensAFenFile() {
        const QString path = writeFile(QStringLiteral("kings.fen"), QByteArray(kBareKings) + "\n");
        const Run r = run({path, QStringLiteral("--print-fen")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QLatin1String(kBareKings));
    }

    void opensAFenString() {
        const Run r = run({QLatin1String(kBareKings), QStringLiteral("--print-fen")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QLatin1String(kBareKings));
    }

    void opensAnUnquotedFen() {  // the six fields as six arguments
        QStringList args = QString::fromLatin1(kBareKings).split(QLatin1Char(' '));
        args << QStringLiteral("--print-fen");
        const Run r = run(args);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QLatin1String(kBareKings));
    }

    void refusesWhatItCannotOpen_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/game.pgn")}
                                      << QStringLiteral("no such file");
        QTest::newRow("bad FEN") << QStringList{QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1")}
                                 << QStringLiteral("king");
        QTest::newRow("file and --fen")
            << QStringList{QStringLiteral("--fen"), QLatin1String(kBareKings),
                           QLatin1String(kBareKings)}
            << QStringLiteral("not both");
    }
    void refusesWhatItCannotOpen() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args << QStringLiteral("--print-fen"));
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message, Qt::CaseInsensitive), qPrintable(r.err));
    }

    void helpWithoutADisplay() {
        const Run r = run({QStringLiteral("--help")}, true);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("--fen")));
        QVERIFY(r.out.contains(QLatin1String("[FILE|FEN]")));
        // --pgn shows the chooser for a file of several games: the help says so (a teacher
        // read "the first game" and got a list).
        QVERIFY2(r.out.contains(QLatin1String("choose")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QLatin1String("Open the first game")), qPrintable(r.out));
    }

    void versionWithoutADisplay() {
        const Run r = run({QStringLiteral("--version")}, true);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QLatin1String("Remis ")), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
