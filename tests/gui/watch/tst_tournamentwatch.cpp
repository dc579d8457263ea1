// SPDX-License-Identifier: GPL-3.0-or-later
// Tournament Watch as the arbiter meets it: Arbiter > Tournament Watch on an e-board folder
// (game-N.pgn) lists every board, the one with an urgent event first and the latest urgent
// one on top; an urgent board can be acknowledged; a click opens a board on the main board; a move
// written to its file updates its row and the opened board, which follows it live; the alert
// switches are kept.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSystemTrayIcon>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/services/settings.h"
#include "app/watch/watchboardmodel.h"
#include "app/watch/watchboardorder.h"
#include "gui/guitestutil.h"
#include "gui/panels/helppane.h"
#include "gui/watch/tournamentwatchwindow.h"
#include "gui/watch/watchlauncher.h"
#include "gui/window/gamefiles.h"
#include "gui/window/liveregion.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;
using Model = app::WatchBoardModel;

namespace {

QString game(int board, const char* white, const char* black, const char* moves) {
    return QStringLiteral(
               "[Event \"Hall\"]\n[Round \"1\"]\n[Board \"%1\"]\n[White \"%2\"]\n"
               "[Black \"%3\"]\n[Result \"*\"]\n\n%4 *\n")
        .arg(board)
        .arg(QLatin1String(white), QLatin1String(black), QLatin1String(moves));
}

// Knights out and back four times: the start position stands a fifth time at ply 16, and
// the game is drawn by itself (FIDE 9.6.1), an urgent event.
const char* const Fivefold =
    "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8";

}  // namespace

class TestTournamentWatch : public QObject {
    Q_OBJECT

    QTemporaryDir m_home;
    QTemporaryDir m_hall;
    std::unique_ptr<MainWindow> m_window;
    TournamentWatchWindow* m_watch = nullptr;

    void write(int board, const QString& text) {
        QFile f(QDir(m_hall.path()).filePath(QStringLiteral("game-%1.pgn").arg(board)));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write");
        f.write(text.toUtf8());
    }
    QAbstractItemModel* order() { return m_watch->table()->model(); }
    QVariant cell(int row, int column, int role = Qt::DisplayRole) {
        return order()->index(row, column).data(role);
    }
    int rowOfBoard(int board) {
        for (int r = 0; r < order()->rowCount(); ++r)
            if (cell(r, 0, Model::BoardRole).toInt() == board) return r;
        return -1;
    }
    void clickRow(int row) {
        QTableView* table = m_watch->table();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier,
                          table->visualRect(order()->index(row, Model::WhiteColumn)).center());
    }

private slots:
    void initTestCase() {
        test::isolate(m_home);
        m_window = test::shownMainWindow();
        write(1, game(1, "Alpha", "Beta",
                      "1. e4 {[%clk 1:29:50]} e5 {[%clk 1:29:40]} 2. Nf3 {[%clk 1:29:00]}"));
        write(2, game(2, "Gamma", "Delta", "1. f3 e5"));
        write(3, game(3, "Epsilon", "Zeta", Fivefold));
    }

    void theMenuOpensTheWindow() {
        QAction* arbiter = nullptr;
        for (QAction* menu : m_window->menuBar()->actions())
            if (menu->text().remove(QLatin1Char('&')) == QLatin1String("Arbiter")) arbiter = menu;
        QVERIFY(arbiter && arbiter->menu());
        QAction* open = arbiter->menu()->actions().value(0);
        QVERIFY(open);
        QCOMPARE(open->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
        open->trigger();
        m_watch = m_window->findChild<TournamentWatchWindow*>(QStringLiteral("tournamentWatch"));
        QVERIFY(m_watch);
        QVERIFY(QTest::qWaitForWindowExposed(m_watch));
    }

    void theUrgentBoardIsListedFirst() {
        m_watch->watch(m_hall.path());
        QCOMPARE(order()->rowCount(), 3);
        QCOMPARE(cell(0, Model::BoardColumn).toInt(), 3);
        QVERIFY(cell(0, 0, Model::UrgentRole).toBool());
        QVERIFY(cell(0, Model::EventColumn).toString().contains(QLatin1String("9.6.1")));
        QCOMPARE(cell(1, Model::BoardColumn).toInt(), 1);
        QCOMPARE(cell(2, Model::BoardColumn).toInt(), 2);
        QVERIFY(!cell(1, 0, Model::UrgentRole).toBool());
        QCOMPARE(cell(1, Model::WhiteColumn).toString(), QStringLiteral("Alpha"));
        QCOMPARE(cell(1, Model::MoveColumn).toString(), QStringLiteral("2.Nf3"));
        QCOMPARE(cell(1, Model::ClockColumn).toString(), QStringLiteral("1:29:00 | 1:29:40"));
        // The banner tells the urgent event in a sentence naming the board and the players.
        const QString banner = m_watch->bannerText();
        QVERIFY2(banner.contains(QLatin1String("Board 3")) &&
                     banner.contains(QLatin1String("Epsilon")) &&
                     banner.contains(QLatin1String("9.6.1")),
                 qPrintable(banner));
    }

    // A blind arbiter hears the urgent event and the status, as the main window's rulings
    // are heard (Orca said nothing of the banner).
    void theUrgentEventAndTheStatusAreHeard() {
        QTRY_VERIFY(!m_watch->liveRegion()->text().isEmpty());
        const QString heard = m_watch->liveRegion()->text();
        QVERIFY2(heard.startsWith(m_watch->bannerText()), qPrintable(heard));
        QVERIFY2(heard.endsWith(QLatin1String(": 3 boards.")) &&
                     heard.contains(QLatin1String("Watching ")),
                 qPrintable(heard));
    }

    void aClickOpensTheBoard() {
        clickRow(0);
        app::GameController* controller = m_window->controller();
        QCOMPARE(controller->game().ply(), 16);
        QCOMPARE(controller->outcome().termination, Termination::FivefoldRepetition);
        auto* launcher = m_window->findChild<WatchLauncher*>(QStringLiteral("watchLauncher"));
        QCOMPARE(launcher->followed(), cell(0, 0, Model::KeyRole).toString());
    }

    // A move written to board 1's file: its row and the board opened from it follow.
    void aNewMoveUpdatesTheRowAndTheOpenedBoard() {
        clickRow(rowOfBoard(1));
        app::GameController* controller = m_window->controller();
        QCOMPARE(controller->game().ply(), 3);
        write(1, game(1, "Alpha", "Beta",
                      "1. e4 {[%clk 1:29:50]} e5 {[%clk 1:29:40]} 2. Nf3 {[%clk 1:29:00]} Nc6 "
                      "{[%clk 1:29:10]}"));
        QTRY_COMPARE(cell(rowOfBoard(1), Model::MoveColumn).toString(), QStringLiteral("2...Nc6"));
        QCOMPARE(cell(rowOfBoard(1), Model::ClockColumn).toString(),
                 QStringLiteral("1:29:00 | 1:29:10"));
        QTRY_COMPARE(controller->game().ply(), 4);
        QCOMPARE(controller->isModified(), false);
    }

    // A later urgent event puts its board on top: a checkmate on board 2 (5.1.1) that no
    // result records yet.
    void aLaterUrgentEventGoesOnTop() {
        write(2, game(2, "Gamma", "Delta", "1. f3 e5 2. g4 Qh4#"));
        QTRY_COMPARE(cell(0, Model::BoardColumn).toInt(), 2);
        QCOMPARE(cell(1, Model::BoardColumn).toInt(), 3);
        QCOMPARE(cell(2, Model::BoardColumn).toInt(), 1);
        QVERIFY(m_watch->bannerText().contains(QLatin1String("Board 2")));
        // The board still follows board 1, which did not change.
        QCOMPARE(m_window->controller()->game().ply(), 4);
    }

    // The arbiter has seen board 2's mate: Space on its row acknowledges it; it is listed by
    // its number again and the banner goes. The button does the same for board 3; a new
    // urgent event on board 2 (its flag falls) makes it urgent again, on top.
    void anUrgentBoardCanBeAcknowledged() {
        QTableView* table = m_watch->table();
        QPushButton* button = m_watch->acknowledgeButton();
        QApplication::setActiveWindow(m_watch);
        QVERIFY(QTest::qWaitForWindowActive(m_watch));
        table->setFocus();
        table->setCurrentIndex(order()->index(rowOfBoard(2), Model::WhiteColumn));
        QVERIFY(button->isEnabled());
        QVERIFY(!m_watch->bannerText().isEmpty());
        QTest::keyClick(table, Qt::Key_Space);
        QVERIFY(!cell(rowOfBoard(2), 0, Model::UrgentRole).toBool());
        QCOMPARE(cell(0, Model::BoardColumn).toInt(), 3);  // still urgent
        QCOMPARE(rowOfBoard(1), 1);
        QCOMPARE(rowOfBoard(2), 2);
        QVERIFY(!test::child<QLabel>(m_watch, "watchBanner")->isVisible());
        QVERIFY(!button->isEnabled());  // the cursor stays on board 2, no longer urgent
        table->setCurrentIndex(order()->index(rowOfBoard(3), Model::WhiteColumn));
        QVERIFY(button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!cell(rowOfBoard(3), 0, Model::UrgentRole).toBool());
        QCOMPARE(rowOfBoard(3), 2);  // by board number now
        QVERIFY(!button->isEnabled());
        // The context menu offers the same action.
        QCOMPARE(table->contextMenuPolicy(), Qt::ActionsContextMenu);
        QCOMPARE(table->actions().size(), 1);
        QCOMPARE(table->actions().at(0)->shortcut(), QKeySequence(Qt::Key_Space));
        write(2, game(2, "Gamma", "Delta", "1. f3 e5 2. g4 Qh4# {[%clk 0:00:00]}"));
        QTRY_COMPARE(cell(0, Model::BoardColumn).toInt(), 2);
        QVERIFY(cell(0, 0, Model::UrgentRole).toBool());
        QVERIFY(cell(0, Model::EventColumn).toString().contains(QLatin1String("6.9")));
        QVERIFY(m_watch->bannerText().contains(QLatin1String("Board 2")));
        QVERIFY(test::child<QLabel>(m_watch, "watchBanner")->isVisible());
        // Acknowledging a board that is not urgent changes nothing.
        QVERIFY(!m_watch->model()->acknowledge(cell(rowOfBoard(1), 0, Model::KeyRole).toString()));
    }

    // A game changed on the board is the user's: the next move in the file leaves it alone.
    void aChangedGameIsNoLongerFollowed() {
        auto* launcher = m_window->findChild<WatchLauncher*>(QStringLiteral("watchLauncher"));
        QVERIFY(!launcher->followed().isEmpty());
        QVERIFY(bool(m_window->controller()->playText(QStringLiteral("Bb5"))));
        // Opening the same board again asks first; kept, the move played here stays.
        QStringList asked;
        m_window->files()->setReplaceQuestion([&asked](const QString& action) {
            asked << action;
            return GameFiles::ReplaceAnswer::Cancel;
        });
        clickRow(rowOfBoard(1));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(m_window->controller()->game().ply(), 5);
        m_window->files()->setReplaceQuestion({});
        write(1, game(1, "Alpha", "Beta", "1. e4 e5 2. Nf3 Nc6 3. Bc4"));
        QTRY_COMPARE(cell(rowOfBoard(1), Model::MoveColumn).toString(), QStringLiteral("3.Bc4"));
        QCOMPARE(launcher->followed(), QString());
        QCOMPARE(m_window->controller()->game().ply(), 5);
        QVERIFY(m_window->controller()->isModified());
        m_window->controller()->setModified(false);
    }

    // An e-board that misreads a move writes one no piece could make: every later ruling waits,
    // so the board is urgent, on top, with the move and why; opened, it shows the game up to it.
    void aMoveNoPieceCouldMakeIsUrgent() {
        write(4, game(4, "Eta", "Theta", "1. e4 e5 2. Ke2 Ke7 3. Kxe5"));
        QTRY_COMPARE(cell(0, Model::BoardColumn).toInt(), 4);
        QVERIFY(cell(0, 0, Model::UrgentRole).toBool());
        const QString event = cell(0, Model::EventColumn).toString();
        QVERIFY2(event.contains(QLatin1String("Kxe5")) &&
                     event.contains(QLatin1String("check the board")),
                 qPrintable(event));
        QVERIFY(m_watch->bannerText().contains(QLatin1String("Board 4")));
        m_window->files()->setReplaceQuestion(
            [](const QString&) { return GameFiles::ReplaceAnswer::Discard; });
        clickRow(0);
        m_window->files()->setReplaceQuestion({});
        QCOMPARE(m_window->controller()->game().ply(), 4);
    }

    // Help > Keyboard and Mouse lists the window's shortcut (as the menu shows it) and its keys.
    void theShortcutsPaneListsIt() {
        m_window->actions()->shortcuts->trigger();
        const QString text = m_window->helpPane()->toPlainText();
        const QString key =
            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H).toString(QKeySequence::NativeText);
        QVERIFY2(text.contains(key), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("Tournament Watch: every board of the hall")));
        QVERIFY(text.contains(QLatin1String("acknowledge its urgent event")));
    }

    // A webhook that is no http(s) URL would never be posted to: the status says so at once.
    void aWebhookThatIsNoUrlIsSaid() {
        auto* hook = test::child<QLineEdit>(m_watch, "watchWebhook");
        auto* status = test::child<QLabel>(m_watch, "watchStatus");
        hook->setText(QStringLiteral("ntfy.sh/hall"));
        emit hook->editingFinished();
        QVERIFY2(status->text().contains(QLatin1String("ntfy.sh/hall")),
                 qPrintable(status->text()));
        QCOMPARE(app::Settings().watchWebhook(), QStringLiteral("ntfy.sh/hall"));  // kept
        hook->setText(QStringLiteral("https://ntfy.sh/hall"));
        emit hook->editingFinished();
        QVERIFY(status->text().startsWith(QLatin1String("Watching")));
        hook->clear();
        emit hook->editingFinished();
    }

    // Without a system tray (offscreen here, or a bare X server) a notification has nowhere to
    // go: the box is off and disabled and says why, and the kept choice stays as it was.
    void theAlertSwitchesAreKept() {
        auto* notify = test::child<QCheckBox>(m_watch, "watchNotify");
        auto* sound = test::child<QCheckBox>(m_watch, "watchSound");
        const bool tray = QSystemTrayIcon::isSystemTrayAvailable();
        QCOMPARE(notify->isEnabled(), tray);
        QCOMPARE(notify->isChecked(), tray);
        QCOMPARE(notify->toolTip().isEmpty(), tray);
        QVERIFY(app::Settings().watchNotifies());
        QVERIFY(sound->isChecked());
        notify->setChecked(true);  // what clicks do where there is a tray
        notify->setChecked(false);
        sound->setChecked(false);
        app::Settings settings;
        QVERIFY(!settings.watchNotifies());
        QVERIFY(!settings.watchSounds());
        QCOMPARE(settings.watchSource(), m_hall.path());
        sound->setChecked(true);
        QVERIFY(app::Settings().watchSounds());
    }

    void cleanupTestCase() { m_window.reset(); }
};

QTEST_MAIN(TestTournamentWatch)
#include "tst_tournamentwatch.moc"
