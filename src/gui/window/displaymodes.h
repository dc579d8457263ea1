// DisplayModes: the View menu's ways of showing the window: full screen (F11 or Ctrl+Shift+F;
// only Ctrl+Shift+F while a screen reader is on, whose Orca+F11 Qt would take), the side
// panels hidden so that the board has the whole window (F9), and a board that turns to the
// side to move after every move, for two players sharing one screen (a setting); a window
// that fits the screen.
#pragma once

#include <QAccessible>
#include <QList>
#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QWidget;

namespace remis::app {
class GameController;
class Settings;
}  // namespace remis::app

namespace remis::gui {

class BoardView;

class DisplayModes : public QObject, private QAccessible::ActivationObserver {
    Q_OBJECT
public:
    DisplayModes(QMainWindow* window, BoardView* board, app::GameController* controller,
                 app::Settings* settings);
    ~DisplayModes() override;

    void addTo(QMenu* view);
    void setSidePanels(const QList<QWidget*>& panels) { m_sidePanels = panels; }
    const QList<QWidget*>& sidePanelWidgets() const { return m_sidePanels; }
    // A window that is new, or was saved on a larger screen or at a smaller scale, is sized to
    // fit the screen's available area (1280 x 800 at most by default) and moved onto it.
    void fitToScreen(bool restored);

    QAction* fullScreen;
    QAction* sidePanels;
    QAction* followSideToMove;

private:
    void turnToSideToMove();
    void accessibilityActiveChanged(bool active) override;  // the full-screen keys

    QMainWindow* m_window;
    BoardView* m_board;
    app::GameController* m_controller;
    app::Settings* m_settings;
    QList<QWidget*> m_sidePanels;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
