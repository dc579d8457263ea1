// SPDX-License-Identifier: GPL-3.0-or-later
// Startup applies the command line to the window's game: --time for a game opened from a
// file, as for --fen (tester: `remis --time 5400+30 x.fen` showed no clock); a file named that
// is not there opens the window with a new game and says why. A game resumed after a crash
// goes back to its file unless the file changed, even in its bytes alone.
#include <QApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "app/services/clockdriver.h"
#include "gui/guitestutil.h"
#include "gui/panels/helppane.h"
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

    // Eight games, each written as a person might (odd spacing, a comment), all unfinished.
    static QByteArray game(int n) {
        return QStringLiteral(
                   "[Event \"G%1\"]\n[Result \"*\"]\n\n1.e4   e5 {kept  as  written %1} *\n\n")
            .arg(n)
            .toUtf8();
    }

    // Game 7 of `path` opened, Nc3 played, and the program killed (the window goes without
    // closing: the autosave stays as written).
    void crashWithGame7Changed(const QString& path) {
        MainWindow window;
        window.startAutosave();
        QVERIFY(window.files()->loadPgnFile(path, 6).ok());
        QVERIFY(window.controller()->playText(QStringLiteral("Nc3")).ok());
    }

    static StartupOptions resumeOptions() {
        QString error;
        const auto options =
            CommandLine::parse({QStringLiteral("remis"), QStringLiteral("--resume")}, &error);
        if (!options) qFatal("%s", qPrintable(error));
        return *options;
    }

    static QByteArray readAll(const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private slots:
    void initTestCase() { test::isolate(m_dir); }

    // Tester: `remis --demo flag-fall-kn-v-kr --rules uscf` played it under FIDE and said
    // nothing. A demonstration shows FIDE articles (its explanation cites them): it stays
    // FIDE, and the status line says why --rules was not used.
    void aDemonstrationSaysItIsFide() {
        QString error;
        const auto options =
            CommandLine::parse({QStringLiteral("remis"), QStringLiteral("--print-fen"),
                                QStringLiteral("--demo"), QStringLiteral("flag-fall-kn-v-kr"),
                                QStringLiteral("--rules"), QStringLiteral("uscf")},
                               &error);
        QVERIFY2(options, qPrintable(error));
        MainWindow window;
        QCOMPARE(Startup::run(window, *options), 0);
        QCOMPARE(window.controller()->game().rules(), RuleSet::Fide);
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("A demonstration follows the FIDE Laws")) &&
                     said.contains(QStringLiteral("USCF")),
                 qPrintable(said));
    }

    // Tester: under USCF rules the help pane began "Remis applies the FIDE Laws of Chess
    // (2023)", as if 14E did not apply.
    void theHelpPaneSaysUscf() {
        MainWindow window;
        window.controller()->newGame(RuleSet::Uscf);
        window.helpPane()->showRules();
        const QString text = window.helpPane()->toPlainText();
        QVERIFY2(!text.contains(QStringLiteral("Remis applies the FIDE Laws of Chess (2023). "
                                               "Checkmate")),
                 qPrintable(text.left(300)));
        QVERIFY2(text.contains(QStringLiteral("This game uses the USCF rule set")) &&
                     text.contains(QStringLiteral("USCF 14E")),
                 qPrintable(text.left(600)));
    }

    // Tester: kill -9 with White's clock running, Yes to resume: the clock ran at once. It
    // comes back paused (FIDE 6.12) and the status line says so and how to restart it.
    void aRunningClockIsResumedPaused() {
        {
            MainWindow window;
            window.startAutosave();
            window.controller()->newGame(RuleSet::Fide, TimeControl::suddenDeath(300000));
            QVERIFY(window.controller()->playText(QStringLiteral("e4")).ok());
            QVERIFY(window.controller()->playText(QStringLiteral("e5")).ok());
            QVERIFY(window.controller()->game().clock().isRunning());
        }
        MainWindow window;
        QCOMPARE(Startup::run(window, resumeOptions()), -1);
        QCOMPARE(window.controller()->ply(), 2);
        QVERIFY(window.clockDriver()->isPausedByUser());
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("paused (FIDE 6.12)")) &&
                     said.contains(QStringLiteral("Press P")),
                 qPrintable(said));
    }

    // Tester: game 7 of a file of games, Nc3 played, kill -9, resumed: Ctrl+S asked for a new
    // file name. The resumed game is back in its file: Save writes it there as before the
    // crash, every other game byte for byte.
    void aResumedGameGoesBackToItsFile() {
        QByteArray before, after;
        for (int n = 1; n <= 6; ++n) before += game(n);
        after = game(8);
        const QString path = writeFile(QStringLiteral("club.pgn"), before + game(7) + after);
        crashWithGame7Changed(path);
        MainWindow window;
        QCOMPARE(Startup::run(window, resumeOptions()), -1);
        QCOMPARE(window.controller()->ply(), 3);
        QCOMPARE(window.files()->currentFile(), path);
        QCOMPARE(window.files()->currentGame(), 6);
        QVERIFY(window.files()->save());
        const QByteArray saved = readAll(path);
        QVERIFY2(saved.startsWith(before), saved.constData());
        QVERIFY2(saved.endsWith(after), saved.constData());
        QVERIFY2(saved.mid(before.size()).contains("2. Nc3"), saved.constData());
        QCOMPARE(saved.count("[Event"), 8);
        QVERIFY(!window.controller()->isModified());
    }

    // The file changed meanwhile (another program wrote it): it is not written over. The
    // user is told, and Save asks for a name.
    void aResumedGameOfAChangedFileIsInNoFile() {
        QByteArray games;
        for (int n = 1; n <= 8; ++n) games += game(n);
        const QString path = writeFile(QStringLiteral("changed.pgn"), games);
        crashWithGame7Changed(path);
        writeFile(QStringLiteral("changed.pgn"), games + game(9));
        MainWindow window;
        QCOMPARE(Startup::run(window, resumeOptions()), -1);
        QCOMPARE(window.controller()->ply(), 3);
        QVERIFY(window.files()->currentFile().isEmpty());
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(path) && said.contains(QStringLiteral("changed or is gone")),
                 qPrintable(said));
        QCOMPARE(readAll(path), games + game(9));
    }

    // The file changed meanwhile with its size and modification time as they were (a copy
    // that keeps the time stamp, a restored backup): its bytes tell, and it is not written over.
    void aResumedGameOfAFileChangedInPlaceIsInNoFile() {
        QByteArray games;
        for (int n = 1; n <= 8; ++n) games += game(n);
        const QString path = writeFile(QStringLiteral("same-size.pgn"), games);
        const QDateTime modified = QFileInfo(path).lastModified();
        crashWithGame7Changed(path);
        QByteArray edited = games;
        edited.replace("written 7", "WRITTEN 7");  // another game 7, the same number of bytes
        writeFile(QStringLiteral("same-size.pgn"), edited);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.setFileTime(modified, QFileDevice::FileModificationTime));
        }
        QCOMPARE(QFileInfo(path).size(), qint64(games.size()));
        QCOMPARE(QFileInfo(path).lastModified(), modified);
        MainWindow window;
        QCOMPARE(Startup::run(window, resumeOptions()), -1);
        QCOMPARE(window.controller()->ply(), 3);
        QVERIFY(window.files()->currentFile().isEmpty());
        QCOMPARE(readAll(path), edited);
    }

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

    // Tester: after a crash, `remis club.pgn` (a double-click) opened the file and put the
    // unsaved game aside with a status line; a second crash and start lost it. Such a start now
    // asks, names the file, and keeps every game not resumed at the end of previous.pgn.
    void aStartWithAFileOffersTheSavedGame() {
        const QString path = writeFile(QStringLiteral("asked.pgn"), game(1));
        const QString kept = MainWindow().previousGamesPath();
        QFile::remove(kept);
        const auto crashAfter = [](const QStringList& moves) {
            MainWindow window;
            window.startAutosave();
            window.controller()->newGame(RuleSet::Fide, TimeControl::untimed());
            for (const QString& m : moves) QVERIFY(window.controller()->playText(m).ok());
        };
        const auto startAnswering = [&](const QStringList& args, const QString& button,
                                        MainWindow& window) {
            QString error;
            const auto options =
                CommandLine::parse(QStringList{QStringLiteral("remis")} << args, &error);
            QVERIFY2(options, qPrintable(error));
            QString asked;
            QTimer answer;
            connect(&answer, &QTimer::timeout, this, [&] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (!box) return;
                asked = box->text() + QLatin1Char('\n') + box->informativeText();
                for (QAbstractButton* b : box->buttons())
                    if (b->text().remove(QLatin1Char('&')).startsWith(button)) b->click();
            });
            answer.start(20);
            QCOMPARE(Startup::run(window, *options), -1);
            QVERIFY2(asked.contains(QLatin1String("asked.pgn")) ||
                         asked.contains(QLatin1String("the position given")),
                     qPrintable(asked));
            QVERIFY2(asked.contains(QLatin1String("previous.pgn")), qPrintable(asked));
        };
        crashAfter({QStringLiteral("d4"), QStringLiteral("d5"), QStringLiteral("c4")});
        {
            MainWindow window;
            startAnswering({path}, QStringLiteral("Open asked.pgn"), window);
            QCOMPARE(window.files()->currentFile(), path);
        }
        crashAfter({QStringLiteral("e4"), QStringLiteral("c5")});
        {
            MainWindow window;
            startAnswering(
                {QStringLiteral("--fen"), QStringLiteral("8/8/4k3/8/8/4K3/8/7R w - - 0 1")},
                QStringLiteral("Open the position"), window);
            QCOMPARE(window.controller()->navigator().fen(),
                     QStringLiteral("8/8/4k3/8/8/4K3/8/7R w - - 0 1"));
        }
        const QByteArray previous = readAll(kept);
        QVERIFY2(previous.contains("1. d4 d5 2. c4") && previous.contains("1. e4 c5"),
                 previous.constData());
        crashAfter({QStringLiteral("Nf3")});
        MainWindow window;
        startAnswering({path, QStringLiteral("--moves"), QStringLiteral("Nc3")},
                       QStringLiteral("Resume It"), window);
        QCOMPARE(window.controller()->ply(), 1);  // Nf3, and no --moves on it
        QVERIFY(window.files()->currentFile().isEmpty());
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("asked.pgn was not "
                                                                             "opened")),
                 qPrintable(window.statusBar()->currentMessage()));
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
