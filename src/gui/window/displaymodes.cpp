#include "gui/window/displaymodes.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>
#include <QStyle>

#include "app/controller/gamecontroller.h"
#include "app/services/settings.h"
#include "gui/board/boardview.h"

namespace remis::gui {

DisplayModes::DisplayModes(QMainWindow* window, BoardView* board, app::GameController* controller,
                           app::Settings* settings)
    : QObject(window),
      fullScreen(new QAction(tr("F&ull Screen"), window)),
      sidePanels(new QAction(tr("Side &Panels"), window)),
      followSideToMove(new QAction(tr("Board &Follows the Side to Move"), window)),
      m_window(window),
      m_board(board),
      m_controller(controller),
      m_settings(settings) {
    accessibilityActiveChanged(QAccessible::isActive());
    QAccessible::installActivationObserver(this);
    fullScreen->setCheckable(true);
    sidePanels->setShortcut(QKeySequence(Qt::Key_F9));
    sidePanels->setCheckable(true);
    sidePanels->setChecked(true);
    sidePanels->setStatusTip(tr("Show or hide the move list, the help and the arbiter panel"));
    followSideToMove->setCheckable(true);
    followSideToMove->setChecked(settings->followSideToMove());
    followSideToMove->setStatusTip(
        tr("Turn the board after every move, for two players sharing one screen"));
    for (QAction* a : {fullScreen, sidePanels, followSideToMove}) {
        a->setShortcutContext(Qt::WindowShortcut);
        window->addAction(a);  // the shortcuts work with the menu bar hidden too
    }
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        m_window->setWindowState(on ? m_window->windowState() | Qt::WindowFullScreen
                                    : m_window->windowState() & ~Qt::WindowFullScreen);
    });
    connect(sidePanels, &QAction::toggled, this, [this](bool on) {
        for (QWidget* panel : m_sidePanels) panel->setVisible(on);
    });
    connect(followSideToMove, &QAction::toggled, this, [this](bool on) {
        m_settings->setFollowSideToMove(on);
        if (on) turnToSideToMove();
    });
    connect(controller, &app::GameController::stateChanged, this, [this] {
        if (followSideToMove->isChecked()) turnToSideToMove();
    });
}

DisplayModes::~DisplayModes() {
    QAccessible::removeActivationObserver(this);
}

// Qt acts on a shortcut before its screen-reader bridge passes the key on, and it does not see
// Orca's modifier (Insert): with F11 as a shortcut, Orca+F11 (read a table's single cell or its
// whole row, for the move list) would turn full screen on and never reach Orca.
void DisplayModes::accessibilityActiveChanged(bool active) {
    const QKeySequence other(Qt::CTRL | Qt::SHIFT | Qt::Key_F);
    if (active)
        fullScreen->setShortcuts({other});
    else
        fullScreen->setShortcuts({QKeySequence(Qt::Key_F11), other});
}

void DisplayModes::addTo(QMenu* view) {
    view->addActions({followSideToMove, sidePanels, fullScreen});
}

void DisplayModes::fitToScreen(bool restored) {
    if (m_window->isFullScreen() || m_window->isMaximized()) return;
    const QScreen* screen = m_window->screen();
    if (!screen) return;
    const QRect available = screen->availableGeometry();
    // Room for the window manager's frame, which is not known before the window is shown.
    const int title = m_window->style()->pixelMetric(QStyle::PM_TitleBarHeight);
    const QSize room = available.size() - QSize(16, title + 16);
    const QSize wanted = restored ? m_window->size() : QSize(1280, 800);
    const QSize size =
        wanted.boundedTo(room).expandedTo(m_window->minimumSizeHint().boundedTo(room));
    m_window->resize(size);
    QRect frame(m_window->pos(), size + QSize(0, title));
    if (!restored || !available.contains(frame)) {
        frame.moveCenter(available.center());
        m_window->move(frame.topLeft().x(), qMax(available.top(), frame.top()));
    }
}

// The side to move of the game (not of an earlier position being browsed) sits at the bottom.
void DisplayModes::turnToSideToMove() {
    const bool blackToMove = m_controller->game().position().sideToMove() == Black;
    if (m_board->isFlipped() != blackToMove) m_board->setFlipped(blackToMove);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
