// The real `remis` executable: --screenshot renders the window off screen, bad input exits
// non-zero with a message, and the autosave survives a kill -9 and is resumed.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestProcess : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QProcessEnvironment environment() const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("REMIS_DATA_DIR"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("share")));
        return env;
    }

    // Runs remis to completion: exit code, stdout and stderr.
    int run(const QStringList& args, QString* out = nullptr, QString* err = nullptr) {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(REMIS_APP_PATH), args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            return -1;
        }
        if (out) *out = QString::fromUtf8(p.readAllStandardOutput());
        if (err) *err = QString::fromUtf8(p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    static int distinctColours(const QImage& image) {
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
        return int(colours.size());
    }

private slots:
    void screenshotOfAPosition() {
        const QString png = m_dir.filePath(QStringLiteral("position.png"));
        QString err;
        QCOMPARE(
            run({QStringLiteral("--fen"), QStringLiteral("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119"),
                 QStringLiteral("--screenshot"), png},
                nullptr, &err),
            0);
        QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(err));
        QCOMPARE(image.size(), QSize(1280, 800));
        QVERIFY2(distinctColours(image) > 200, qPrintable(QString::number(distinctColours(image))));
    }

    void screenshotSizeAndMoves() {
        const QString png = m_dir.filePath(QStringLiteral("moves.png"));
        QCOMPARE(run({QStringLiteral("--moves"), QStringLiteral("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8"),
                      QStringLiteral("--size"), QStringLiteral("1024x700"),
                      QStringLiteral("--screenshot"), png}),
                 0);
        QCOMPARE(QImage(png).size(), QSize(1024, 700));
    }

    void badInputExitsWithAMessage_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad FEN") << QStringList{QStringLiteral("--fen"),
                                                QStringLiteral("8/8/8 w - - 0 1")}
                                 << "FEN field";
        QTest::newRow("illegal move")
            << QStringList{QStringLiteral("--moves"), QStringLiteral("e4 e4")} << "move 2";
        QTest::newRow("bad time") << QStringList{QStringLiteral("--time"), QStringLiteral("5 min")}
                                  << "--time";
        QTest::newRow("bad rules")
            << QStringList{QStringLiteral("--rules"), QStringLiteral("blitz")} << "--rules";
        QTest::newRow("missing PGN")
            << QStringList{QStringLiteral("--pgn"), QStringLiteral("/nonexistent/x.pgn")}
            << "Cannot open";
    }

    void badInputExitsWithAMessage() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QString err;
        args << QStringLiteral("--screenshot") << m_dir.filePath(QStringLiteral("never.png"));
        const int code = run(args, nullptr, &err);
        QVERIFY(code > 0);
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.png"))));
    }

    // Found by a tester: `remis /no/such.pgn`, as a file manager runs it for a stale link,
    // printed an error and exited, so a desktop user got nothing. The terminal is still told,
    // and the window opens (tst_startup: with a new game, the status line and a dialog saying
    // why).
    void aMissingFileStillOpensTheWindow() {
        const QString missing = m_dir.filePath(QStringLiteral("gone/old.pgn"));
        QProcess app;
        app.setProcessEnvironment(environment());
        app.start(QStringLiteral(REMIS_APP_PATH), {missing});
        QVERIFY(app.waitForStarted(20000));
        QString err;
        QTRY_VERIFY_WITH_TIMEOUT((err += QString::fromUtf8(app.readAllStandardError()))
                                     .contains(QStringLiteral("no such file")),
                                 20000);
        QVERIFY2(err.contains(QStringLiteral("remis: cannot open %1: no such file").arg(missing)),
                 qPrintable(err));
        QTest::qWait(1000);  // it would have exited by now
        QCOMPARE(app.state(), QProcess::Running);
        app.kill();
        app.waitForFinished(10000);
    }

    void printFen() {
        QString out;
        QCOMPARE(run({QStringLiteral("--moves"), QStringLiteral("1.e4 e5 2.Nf3"),
                      QStringLiteral("--print-fen")},
                     &out),
                 0);
        QCOMPARE(out.trimmed(),
                 QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    }

    // With no display at all (no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM), --print-fen and
    // --screenshot run off screen by themselves instead of aborting.
    void batchRunsWithoutADisplay() {
        QProcessEnvironment env = environment();
        for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
        const QString png = m_dir.filePath(QStringLiteral("nodisplay.png"));
        for (const QStringList& args : {QStringList{QStringLiteral("--moves"), QStringLiteral("e4"),
                                                    QStringLiteral("--print-fen")},
                                        QStringList{QStringLiteral("--screenshot"), png}}) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(REMIS_APP_PATH), args);
            QVERIFY(p.waitForFinished(60000));
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, qPrintable(err));
            if (args.contains(QStringLiteral("--print-fen")))
                QVERIFY(p.readAllStandardOutput().startsWith("rnbqkbnr/pppppppp/8/8/4P3/"));
        }
        QCOMPARE(QImage(png).size(), QSize(1280, 800));
    }

    // Nothing lost: the game is on disk after every move, even if the app is killed.
    void autosaveSurvivesKillAndResumes() {
        const QString saved = m_dir.filePath(QStringLiteral("data/autosave.pgn"));
        QProcess app;
        app.setProcessEnvironment(environment());
        app.start(QStringLiteral(REMIS_APP_PATH),
                  {QStringLiteral("--no-resume"), QStringLiteral("--moves"),
                   QStringLiteral("d4 d5 c4 e6 Nc3")});
        QVERIFY(app.waitForStarted(20000));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(saved), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QFile f(saved);
                return f.open(QIODevice::ReadOnly) && f.readAll().contains("Nc3");
            }(),
            20000);
        app.kill();  // SIGKILL: no chance to save on exit
        QVERIFY(app.waitForFinished(20000));

        QString out, err;
        QCOMPARE(run({QStringLiteral("--resume"), QStringLiteral("--print-fen")}, &out, &err), 0);
        QCOMPARE(out.trimmed(),
                 QStringLiteral("rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR b KQkq - 1 3"));
        QVERIFY2(err.isEmpty() || !err.contains(QLatin1String("cannot resume")), qPrintable(err));

        // Starting a new game instead keeps the unfinished one aside, once.
        QProcess again;
        again.setProcessEnvironment(environment());
        again.start(
            QStringLiteral(REMIS_APP_PATH),
            {QStringLiteral("--no-resume"), QStringLiteral("--moves"), QStringLiteral("e4")});
        QVERIFY(again.waitForStarted(20000));
        const QString previous = m_dir.filePath(QStringLiteral("data/previous.pgn"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(previous), 20000);
        again.kill();
        QVERIFY(again.waitForFinished(20000));
        QFile kept(previous);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QVERIFY(kept.readAll().contains("Nc3"));
    }
};

QTEST_GUILESS_MAIN(TestProcess)
#include "tst_process.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
