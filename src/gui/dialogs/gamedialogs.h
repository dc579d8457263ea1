// GameDialogs: the main window's questions and dialogs about the game as a whole: new game
// (rule set, time control, names), time control for the next game, who resigns, resuming
// the autosaved game, About. Results go to the controller and the settings.
#pragma once

#include <QObject>
#include <functional>
#include <optional>

#include "core/clock/clock.h"
#include "core/rules/outcome.h"

class QWidget;

namespace remis::app {
class Autosave;
class GameController;
class Settings;
struct SavedGame;
}  // namespace remis::app

namespace remis::gui {

class GameDialogs : public QObject {
    Q_OBJECT
public:
    GameDialogs(app::GameController* controller, app::Settings* settings, app::Autosave* autosave,
                QWidget* window);

    bool askNewGame();
    // Starts a new game with the saved time control; asks first when a game is in progress.
    bool startNewGame(RuleSet rules, bool askFirst);
    void askTimeControl();
    void askResign();
    bool offerResume();  // true if the autosaved game was resumed
    // At a start that names what to show (`what`: a file, a position, a demonstration): the
    // saved game instead? Not resumed, it is kept at the end of `keptPath`. True if resumed.
    bool offerResumeInstead(const QString& what, const QString& keptPath);
    // The resume question, naming the players, the moves and when the game was saved.
    static QString resumeQuestion(const app::SavedGame& saved);
    // The same without the question: what the saved game is.
    static QString savedGameText(const app::SavedGame& saved);
    void showAbout();
    // Asked before a new game replaces the one on the board (GameFiles::confirmReplace):
    // true to go ahead.
    void setReplaceGuard(std::function<bool(const QString& action)> guard) {
        m_guard = std::move(guard);
    }
    // The game on the board is a demonstration (until another game replaces it): its rules
    // and clock are its own, not a proposal for the user's next game.
    void demonstrationLoaded() { m_demoOnBoard = true; }

signals:
    void message(const QString& text);
    void newGameStarted();

private:
    RuleSet proposedRules() const;
    TimeControl proposedControl() const;

    app::GameController* m_controller;
    app::Settings* m_settings;
    app::Autosave* m_autosave;
    QWidget* m_window;
    std::function<bool(const QString&)> m_guard;
    std::optional<TimeControl> m_nextControl;  // chosen for the next game during this one
    bool m_demoOnBoard = false;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
