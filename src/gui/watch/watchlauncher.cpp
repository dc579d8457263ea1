// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/watch/watchlauncher.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QWidget>

#include "app/controller/gamecontroller.h"
#include "app/watch/watchboardmodel.h"
#include "gui/watch/tournamentwatchwindow.h"
#include "gui/window/gamefiles.h"

namespace remis::gui {

WatchLauncher::WatchLauncher(GameFiles* files, app::GameController* controller,
                             app::Settings* settings, QWidget* window)
    : QObject(window),
      m_files(files),
      m_controller(controller),
      m_settings(settings),
      m_window(window),
      m_action(new QAction(tr("Tournament &Watch…"), window)) {
    setObjectName(QStringLiteral("watchLauncher"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_action->setStatusTip(
        tr("Every board of the hall from a PGN file, an e-board folder or a URL, urgent "
           "ones first"));
    connect(m_action, &QAction::triggered, this, [this] { open(); });
    // Anything else put on the board ends the following: a game loaded, a new game.
    connect(m_files, &GameFiles::loaded, this, [this] {
        if (!m_loading) m_followed.clear();
    });
    connect(m_controller, &app::GameController::gameReset, this, [this] {
        if (!m_loading) m_followed.clear();
    });
}

void WatchLauncher::addMenu(QMenuBar* bar) {
    auto* menu = new QMenu(tr("&Arbiter"), bar);
    menu->addAction(m_action);
    const QList<QAction*> menus = bar->actions();
    bar->insertMenu(menus.isEmpty() ? nullptr : menus.last(), menu);
}

TournamentWatchWindow* WatchLauncher::open() {
    if (!m_watch) {
        m_watch = new TournamentWatchWindow(m_settings, m_window);
        connect(m_watch, &TournamentWatchWindow::boardChosen, this, &WatchLauncher::openBoard);
        connect(m_watch->model(), &app::WatchBoardModel::gameChanged, this,
                &WatchLauncher::gameChanged);
    }
    m_watch->show();
    m_watch->raise();
    m_watch->activateWindow();
    return m_watch;
}

bool WatchLauncher::openBoard(const QString& key) {
    if (!m_watch) return false;
    // Asked even for the board followed now: a move played on it since then is the user's.
    if (!m_files->confirmReplace(tr("open a board of the watch"))) return false;
    if (!load(key)) return false;
    m_followed = key;
    m_window->raise();
    m_window->activateWindow();
    return true;
}

bool WatchLauncher::load(const QString& key) {
    const QString text = m_watch->model()->gameText(key);
    if (text.isEmpty()) return false;
    m_loading = true;
    const auto done = m_files->loadText(text);
    m_loading = false;
    if (!done) emit message(tr("The board could not be opened."));
    return bool(done);
}

// A new move on the followed board: loaded again while the user has not changed the game
// (a move played or a comment written on the board is theirs, and stays).
void WatchLauncher::gameChanged(const QString& key) {
    if (key.isEmpty() || key != m_followed) return;
    if (m_controller->isModified()) {
        m_followed.clear();
        emit message(tr("The board no longer follows the watch: the game was changed here."));
        return;
    }
    load(key);
}

}  // namespace remis::gui
