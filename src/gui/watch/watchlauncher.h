// SPDX-License-Identifier: GPL-3.0-or-later
// WatchLauncher: the Arbiter menu's Tournament Watch (Ctrl+Shift+H, "the hall"), the window
// made on first use, and a board chosen in it opened on the main board, where it then
// follows the game live: each new move the source shows is loaded again, so the arbiter
// panel rules on the position as it stands. The board stops following as soon as the user
// changes the game or loads another one; nothing the user made is replaced without the
// question GameFiles asks (docs/pgn.md).
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QMenuBar;
class QWidget;

namespace remis::app {
class GameController;
class Settings;
}  // namespace remis::app

namespace remis::gui {

class GameFiles;
class TournamentWatchWindow;

class WatchLauncher : public QObject {
    Q_OBJECT
public:
    WatchLauncher(GameFiles* files, app::GameController* controller, app::Settings* settings,
                  QWidget* window);

    void addMenu(QMenuBar* bar);  // an Arbiter menu before the last one (Help)
    QAction* action() const { return m_action; }
    TournamentWatchWindow* open();  // shows the window, made on first use
    // Opens the game known by `key` on the main board and follows it; false if the user
    // kept the game on the board.
    bool openBoard(const QString& key);
    QString followed() const { return m_followed; }  // empty: the board follows no game

signals:
    void message(const QString& text);

private:
    void gameChanged(const QString& key);
    bool load(const QString& key);

    GameFiles* m_files;
    app::GameController* m_controller;
    app::Settings* m_settings;
    QWidget* m_window;
    QAction* m_action;
    QPointer<TournamentWatchWindow> m_watch;
    QString m_followed;
    bool m_loading = false;
};

}  // namespace remis::gui
