// GameFiles as the user meets it: open a multi-game file through the chooser, Save writes
// every game back (the others byte for byte), Save As this game or all games, the suggested
// file name, the unsaved mark in the title, the replace-and-ask question before open, paste,
// Load Position, a demonstration and New Game, plain text on the clipboard, and a damaged
// autosave kept aside, and one game saved over a file of several games only when the user
// says so; every existing file is replaced only after one question.
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "app/files/pgnfile.h"
#include "app/services/autosave.h"
#include "app/services/settings.h"
#include "app/services/translations.h"
#include "app/text/errortexts.h"
#include "core/pgn/tree.h"
#include "gui/dialogs/gamechooser.h"
#include "gui/dialogs/gamedialogs.h"
#include "gui/guitestutil.h"
#include "gui/window/gamefiles.h"
#include "gui/window/savetarget.h"

using namespace remis;
using namespace remis::gui;
using Answer = GameFiles::ReplaceAnswer;

namespace {

QByteArray fixture(const QString& name) {
    QFile f(QStringLiteral(REMIS_TEST_DATA "/app/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestGameFiles : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_asked;  // what the replace question was asked about
    Answer m_answer = Answer::Cancel;
    QString m_boxText;  // the last message box answered by answerNextBox()
    QString m_boxDefault;
    bool m_boxDefaultCancels = false;

    // The next message box the user meets: its text kept, then answered with the button
    // `button` (empty: Enter, its default button).
    void answerNextBox(const QString& button) {
        m_boxText.clear();
        auto* poll = new QTimer(m_window.get());
        connect(poll, &QTimer::timeout, poll, [this, poll, button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            poll->stop();
            poll->deleteLater();
            m_boxText = box->text() + QLatin1Char('\n') + box->informativeText();
            QPushButton* fallback = box->defaultButton();
            m_boxDefault = fallback ? fallback->text() : QString();
            m_boxDefaultCancels = fallback && box->standardButton(fallback) == QMessageBox::Cancel;
            if (button.isEmpty()) {
                QTest::keyClick(box, Qt::Key_Return);
                return;
            }
            for (QAbstractButton* b : box->buttons())
                if (b->text() == button) return b->click();
            box->reject();
        });
        poll->start(10);
    }

    GameFiles* files() { return m_window->files(); }
    app::GameController* game() { return m_window->controller(); }
    QString copyFixture(const QString& name) {
        const QString path = QDir(m_dir.path()).filePath(name);
        QFile::remove(path);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write");
        f.write(fixture(name));
        return path;
    }

private slots:
    void initTestCase() {
        test::isolate(m_dir);
        // The English plural forms ("3 games", not "3 game(s)"), as the user reads them.
        app::Translations::install(QStringLiteral("en"));
    }
    void init() {
        m_window = std::make_unique<MainWindow>();
        m_asked.clear();
        m_answer = Answer::Cancel;
        files()->setReplaceQuestion([this](const QString& action) {
            m_asked << action;
            return m_answer;
        });
    }
    void cleanup() { m_window.reset(); }

    void chooserOpensTheChosenGame() {
        const QString path = copyFixture("three-games.pgn");
        files()->setGameChoice([](app::PgnFile& file) {
            // The chooser the user sees: filter by a player, Enter opens.
            GameChooser chooser(&file);
            chooser.show();
            QTest::keyClicks(chooser.filterEdit(), QStringLiteral("eva"));
            if (chooser.visibleGames() != 1) return -1;
            QTest::keyClick(chooser.filterEdit(), Qt::Key_Down);
            QTest::keyClick(chooser.table(), Qt::Key_Return);
            return chooser.result() == QDialog::Accepted ? chooser.chosenGame() : -1;
        });
        QVERIFY(files()->openFile(path));
        QCOMPARE(files()->currentGame(), 2);
        QCOMPARE(game()->tag("White"), QStringLiteral("Eva Evers"));
        QCOMPARE(game()->ply(), 4);
        QVERIFY(
            m_window->windowTitle().startsWith(QStringLiteral("three-games.pgn (game 3 of 3)[*]")));
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(m_asked.isEmpty());  // nothing to lose: no question
    }

    void chooserFiltersAndCounts() {
        app::PgnFile file;
        QVERIFY(file.open(copyFixture("three-games.pgn")).ok());
        GameChooser chooser(&file);
        QCOMPARE(chooser.visibleGames(), 3);
        chooser.setFilterText(QStringLiteral("anna"));
        QCOMPARE(chooser.visibleGames(), 2);
        chooser.setFilterText(QStringLiteral("anna blitz"));
        QCOMPARE(chooser.visibleGames(), 1);
        chooser.setFilterText(QStringLiteral("nobody"));
        QCOMPARE(chooser.visibleGames(), 0);
        chooser.setFilterText({});
        chooser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chooser));
        const QPoint row2 =
            chooser.table()->visualRect(chooser.table()->model()->index(1, 1)).center();
        QTest::mouseClick(chooser.table()->viewport(), Qt::LeftButton, Qt::NoModifier, row2);
        QTest::mouseDClick(chooser.table()->viewport(), Qt::LeftButton, Qt::NoModifier, row2);
        QCOMPARE(chooser.chosenGame(), 1);
    }

    void saveWritesBackEveryGame() {
        const QString path = copyFixture("three-games.pgn");
        const QByteArray original = readAll(path);
        QVERIFY(files()->loadPgnFile(path, 1).ok());
        app::PgnFile before;
        QVERIFY(before.open(path).ok());
        QVERIFY(game()->playText("Bg5").ok());
        QVERIFY(m_window->isWindowModified());
        QVERIFY(files()->save());
        QVERIFY(!m_window->isWindowModified());
        const QByteArray saved = readAll(path);
        const auto& g1 = before.entry(1);
        QCOMPARE(saved.left(g1.offset), original.left(g1.offset));     // game 1 untouched
        QVERIFY(saved.endsWith(original.mid(g1.offset + g1.length)));  // game 3 untouched
        app::PgnFile after;
        QVERIFY(after.open(path).ok());
        QCOMPARE(after.gameCount(), 3);
        QVERIFY(after.gameText(1)->contains(QStringLiteral("Bg5")));
    }

    void saveAsThisGameOrAll() {
        const QString path = copyFixture("three-games.pgn");
        QVERIFY(files()->loadPgnFile(path, 0).ok());
        QCOMPARE(
            files()->suggestedSavePath(),
            QDir(m_dir.path()).filePath(QStringLiteral("Anna Ader-Ben Bakker-2024.03.01.pgn")));
        const QString one = QDir(m_dir.path()).filePath(QStringLiteral("one.pgn"));
        const QString all = QDir(m_dir.path()).filePath(QStringLiteral("all.pgn"));
        files()->setSaveScopeQuestion([](int games) {
            return games == 3 ? GameFiles::SaveScope::ThisGame : GameFiles::SaveScope::Cancel;
        });
        files()->setSavePathQuestion([&](const QString&) { return one; });
        QVERIFY(files()->saveAs());
        app::PgnFile file;
        QVERIFY(file.open(one).ok());
        QCOMPARE(file.gameCount(), 1);
        QCOMPARE(files()->currentFile(), one);

        QVERIFY(files()->loadPgnFile(path, 2).ok());
        files()->setSaveScopeQuestion([](int) { return GameFiles::SaveScope::AllGames; });
        files()->setSavePathQuestion([&](const QString&) { return all; });
        QVERIFY(files()->saveAs());
        QVERIFY(file.open(all).ok());
        QCOMPARE(file.gameCount(), 3);
        QCOMPARE(readAll(all), readAll(path));  // nothing changed: the same bytes
        QCOMPARE(files()->currentFile(), all);
        QCOMPARE(files()->currentGame(), 2);
    }

    // docs/pgn.md: a file is never shortened without the user's say. This game alone over
    // the file it came from: the question counts what would go, and Enter keeps every game.
    void oneGameOverItsOwnFileAsksFirst() {
        const QString path = copyFixture("three-games.pgn");
        const QByteArray original = readAll(path);
        QVERIFY(files()->loadPgnFile(path, 1).ok());
        files()->setSaveScopeQuestion([](int) { return GameFiles::SaveScope::ThisGame; });
        files()->setSavePathQuestion([&](const QString&) { return path; });
        answerNextBox({});
        QVERIFY(files()->saveAs());
        QCOMPARE(m_boxText, QStringLiteral("three-games.pgn is the file this game comes from and "
                                           "holds 3 games.\nReplacing it with this game alone "
                                           "removes the other 2 games."));
        QCOMPARE(m_boxDefault, QStringLiteral("Save All 3 Games"));
        QCOMPARE(readAll(path), original);  // every game, unchanged: the same bytes
        answerNextBox(QStringLiteral("Cancel"));
        QVERIFY(!files()->saveAs());
        QCOMPARE(readAll(path), original);
        answerNextBox(QStringLiteral("Replace with This Game Only"));
        QVERIFY(files()->saveAs());
        app::PgnFile file;
        QVERIFY(file.open(path).ok());
        QCOMPARE(file.gameCount(), 1);  // the user said so
        QCOMPARE(files()->currentGame(), 0);
    }

    // Ctrl+S on a game from no file goes through Save As: a file of other games picked in
    // the file dialog is not replaced unless the user says so; Enter cancels.
    void newGameSavedOverAFileAsksFirst() {
        const QString path = copyFixture("three-games.pgn");
        const QByteArray original = readAll(path);
        QVERIFY(game()->playMoves({"e4", "e5"}).ok());
        files()->setSavePathQuestion([&](const QString&) { return path; });
        answerNextBox({});
        QVERIFY(!files()->save());
        QCOMPARE(m_boxText, QStringLiteral("three-games.pgn already holds 3 games.\nReplacing it "
                                           "with this game alone removes the 3 games in it."));
        QVERIFY(m_boxDefaultCancels);
        QCOMPARE(readAll(path), original);
        QVERIFY(m_window->isWindowModified());  // still unsaved
        QVERIFY(files()->currentFile().isEmpty());
    }

    // All the games of a file saved over another PGN file: its games would be gone, so the
    // user is told how many first; Enter cancels, Replace the File writes.
    void allGamesOverAnotherFileAskFirst() {
        const QString path = copyFixture("three-games.pgn");
        const QString other = copyFixture("time-forfeits.pgn");
        const QByteArray before = readAll(other);
        app::PgnFile held;
        QVERIFY(held.open(other).ok());
        const int games = held.gameCount();
        QVERIFY(files()->loadPgnFile(path, 1).ok());
        files()->setSaveScopeQuestion([](int) { return GameFiles::SaveScope::AllGames; });
        files()->setSavePathQuestion([&](const QString&) { return other; });
        answerNextBox({});
        QVERIFY(!files()->saveAs());
        QCOMPARE(m_boxText, QStringLiteral("time-forfeits.pgn already holds %1 games.\nReplacing "
                                           "it with these 3 games removes the games it holds "
                                           "now.")
                                .arg(games));
        QVERIFY(m_boxDefaultCancels);
        QCOMPARE(readAll(other), before);
        answerNextBox(QStringLiteral("Replace the File"));
        QVERIFY(files()->saveAs());
        QCOMPARE(readAll(other), readAll(path));  // the three games, unchanged: the same bytes
        // Saved in place, every game is written back: no game is lost, but the file is
        // replaced, so the user is asked (once: the file dialog does not ask).
        files()->setSavePathQuestion([&](const QString&) { return other; });
        answerNextBox(QStringLiteral("Replace the File"));
        QVERIFY(files()->saveAs());
        QCOMPARE(m_boxText, QStringLiteral("time-forfeits.pgn is the file this game comes from "
                                           "and holds 3 games.\nReplacing it with these 3 games "
                                           "removes the games it holds now."));
        QCOMPARE(readAll(other), readAll(path));
    }

    // A tester: Save As over a file of games asked Qt's "already exists" and then Remis's
    // question. The file dialog asks none now (QFileDialog::DontConfirmOverwrite), so Remis
    // asks about every existing file, one that holds no game too; a new file is not asked about.
    void everyExistingFileIsAskedAboutOnce() {
        const QString fresh = QDir(m_dir.path()).filePath(QStringLiteral("fresh.pgn"));
        QFile::remove(fresh);
        QVERIFY(!SaveTarget::inspect(fresh, {}).asksFirst());
        const QString empty = QDir(m_dir.path()).filePath(QStringLiteral("empty.pgn"));
        {
            QFile f(empty);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));  // a file of no game
        }
        QVERIFY(SaveTarget::inspect(empty, {}).asksFirst());
        QVERIFY(game()->playMoves({"e4", "e5"}).ok());
        files()->setSavePathQuestion([&](const QString&) { return empty; });
        answerNextBox({});
        QVERIFY(!files()->saveAs());
        QCOMPARE(m_boxText,
                 QStringLiteral("empty.pgn already exists.\nDo you want to replace it?"));
        QVERIFY(m_boxDefaultCancels);
        QVERIFY(readAll(empty).isEmpty());
        answerNextBox(QStringLiteral("Replace the File"));
        QVERIFY(files()->saveAs());
        QVERIFY(readAll(empty).contains("1. e4 e5"));
        // A game over the file it came from that holds it alone loses nothing, and is asked.
        QVERIFY(game()->playMoves({"Nf3"}).ok());
        answerNextBox(QStringLiteral("Replace the File"));
        QVERIFY(files()->saveAs());
        QCOMPARE(m_boxText, QStringLiteral("empty.pgn is the file this game comes from and holds "
                                           "1 game.\nDo you want to replace it?"));
        QVERIFY(readAll(empty).contains("2. Nf3"));
        m_boxText.clear();
        files()->setSavePathQuestion([&](const QString&) { return fresh; });
        QVERIFY(files()->saveAs());
        QVERIFY(m_boxText.isEmpty());
        QVERIFY(QFile::exists(fresh));
    }

    void suggestedNameWithoutPlayers() {
        app::Settings().setLastDirectory(m_dir.path());
        game()->newGame();
        const QString name = QFileInfo(files()->suggestedSavePath()).fileName();
        QVERIFY2(name.startsWith(QStringLiteral("game-")) && name.endsWith(QStringLiteral(".pgn")),
                 qPrintable(name));
    }

    void openAsksBeforeReplacingUnsavedMoves() {
        const QString path = copyFixture("three-games.pgn");
        files()->setGameChoice([](const app::PgnFile&) { return 1; });
        QVERIFY(game()->playMoves({"e4", "e5"}).ok());
        m_answer = Answer::Cancel;
        QVERIFY(!files()->openFile(path));
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(game()->ply(), 2);  // kept
        m_answer = Answer::Discard;
        QVERIFY(files()->openFile(path));
        QCOMPARE(game()->tag("White"), QStringLiteral("Carla Claes"));
        // A loaded game that was not changed is replaced without a question.
        QVERIFY(files()->openFile(path));
        QCOMPARE(m_asked.size(), 2);
    }

    void saveAnswerSavesFirst() {
        const QString path = copyFixture("three-games.pgn");
        QVERIFY(files()->loadPgnFile(path, 2).ok());  // 1. f3 e5 2. g4 Qh4#: over
        QVERIFY(files()->loadPgnFile(path, 1).ok());
        QVERIFY(game()->playText("Bg5").ok());
        m_answer = Answer::Save;
        files()->setGameChoice([](const app::PgnFile&) { return 0; });
        QVERIFY(files()->openFile(path));
        QCOMPARE(files()->currentGame(), 0);
        app::PgnFile saved;
        QVERIFY(saved.open(path).ok());
        QVERIFY(saved.gameText(1)->contains(QStringLiteral("Bg5")));
    }

    // Arrows and comments drawn on a set-up position without moves are the user's work too.
    void annotationsWithoutMovesAsk() {
        QGuiApplication::clipboard()->setText(QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0 1"));
        files()->paste();
        QVERIFY(m_asked.isEmpty());  // a fresh game: nothing to lose
        files()->paste();
        QVERIFY(m_asked.isEmpty());  // the pasted position, unchanged: nothing to lose
        game()->setCommand(PgnGame::root(), QStringLiteral("cal"), QStringLiteral("Ga1a8"));
        game()->setComment(PgnGame::root(), QStringLiteral("The king walks up the file."));
        m_answer = Answer::Cancel;
        QGuiApplication::clipboard()->setText(QStringLiteral("8/8/8/8/8/8/8/k6K w - - 0 1"));
        files()->paste();
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(game()->comment(PgnGame::root()), QStringLiteral("The king walks up the file."));
        QCOMPARE(game()->command(PgnGame::root(), QStringLiteral("cal")), QStringLiteral("Ga1a8"));
        m_answer = Answer::Discard;
        files()->paste();
        QCOMPARE(m_asked.size(), 2);
        QCOMPARE(game()->navigator().fen(), QStringLiteral("8/8/8/8/8/8/8/k6K w - - 0 1"));
    }

    void pasteLoadPositionDemoAndNewGameAsk() {
        QVERIFY(game()->playMoves({"e4", "e5"}).ok());
        m_answer = Answer::Cancel;
        QGuiApplication::clipboard()->setText(QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0 1"));
        files()->paste();
        QCOMPARE(game()->ply(), 2);
        QVERIFY(!m_window->loadDemo(QStringLiteral("ice-50-move-mate")));
        QCOMPARE(game()->ply(), 2);
        QVERIFY(!m_window->findChild<GameDialogs*>()->startNewGame(RuleSet::Fide, true));
        QCOMPARE(game()->ply(), 2);
        QCOMPARE(m_asked.size(), 3);
        m_answer = Answer::Discard;
        game()->setTag("White", QStringLiteral("Old Player"));
        files()->paste();
        QCOMPARE(game()->ply(), 0);
        QCOMPARE(game()->navigator().fen(), QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0 1"));
        QCOMPARE(game()->tag("White"), QStringLiteral("?"));  // the tags were reset
    }

    void pastePlainTextSaysSo() {
        QSignalSpy messages(files(), &GameFiles::message);
        QGuiApplication::clipboard()->setText(QStringLiteral("hello world"));
        files()->paste();
        QCOMPARE(messages.count(), 1);
        QCOMPARE(messages.first().first().toString(),
                 QStringLiteral("The clipboard holds neither a FEN nor a PGN."));
    }

    void titleShowsTheUnsavedMark() {
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(game()->playText("e4").ok());
        QVERIFY(m_window->isWindowModified());
        const QString path = QDir(m_dir.path()).filePath(QStringLiteral("t.pgn"));
        QVERIFY(files()->savePgnFile(path).ok());
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("t.pgn[*]")));
    }

    void refusedFilesSayWhy() {
        const QString empty = QDir(m_dir.path()).filePath(QStringLiteral("empty.pgn"));
        QFile(empty).open(QIODevice::WriteOnly);
        QVERIFY(app::ErrorTexts::text(files()->loadPgnFile(empty).error())
                    .contains(QStringLiteral("is empty")));
        const QString binary = QDir(m_dir.path()).filePath(QStringLiteral("zero.pgn"));
        QFile b(binary);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(QByteArray(100, '\0'));
        b.close();
        const auto refused = files()->loadPgnFile(binary);
        QCOMPARE(refused.error().code(), app::AppErrorCode::BinaryFile);
        QVERIFY(app::ErrorTexts::text(refused.error()).contains(QStringLiteral("not a PGN file")));
    }

    void damagedAutosaveIsKeptAside() {
        m_window.reset();
        const QString dir = qEnvironmentVariable("REMIS_DATA_DIR");
        QDir().mkpath(dir);
        const QString path = QDir(dir).filePath(QStringLiteral("autosave.pgn"));
        QFile::remove(path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\x01\x02 garbage \0 garbage", 20);
        f.close();
        m_window = std::make_unique<MainWindow>();
        QVERIFY(!m_window->autosave()->hasResumableGame());  // never offered, never blocks
        m_window->startAutosave();
        const QString copy = m_window->autosave()->damagedCopyPath();
        QVERIFY(!copy.isEmpty());
        QCOMPARE(readAll(copy), QByteArray("\x01\x02 garbage \0 garbage", 20));
        // and the user is told where it went (tester: the status line said only "Ready.").
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.contains(QDir::toNativeSeparators(copy)), qPrintable(said));
        QCOMPARE(m_window->autosave()->state(), app::AutosaveState::Finished);  // a fresh game
        for (const QString& name : QDir(dir).entryList({QStringLiteral("autosave-damaged-*")}))
            QFile::remove(QDir(dir).filePath(name));
    }
};

QTEST_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
