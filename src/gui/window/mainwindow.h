// MainWindow: puts the pieces together and wires them: the board between its two clocks and
// the move box, the move list and help pane, the arbiter panel, menus (MainActions), files
// (GameFiles), the autosave and the settings. Wiring only: no chess here.
#pragma once

#include <QPointer>

#include <QMainWindow>
#include <memory>

#include "app/base/apperror.h"
#include "core/rules/outcome.h"

class QLabel;

namespace remis {
struct ClaimVerdict;
}

namespace remis::app {
class MoveDispatcher;
class ArbiterModel;
class Autosave;
class BoardModel;
class ClockDriver;
class GameController;
class MoveListModel;
class Settings;
}  // namespace remis::app

namespace remis::gui {

class Announcer;
class ArbiterPanel;
class BoardView;
class ClockPair;
class ClockWidget;
class DemoLibrary;
class DiagramActions;
class GameDialogs;
class GameFiles;
class ReportExport;
class HelpPane;
class MainActions;
class DisplayModes;
class MoveEntry;
class MoveListPanel;
class NotationView;
class StateBanner;
class SchoolWindow;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    app::GameController* controller() const { return m_controller; }
    app::Autosave* autosave() const { return m_autosave; }
    app::ClockDriver* clockDriver() const { return m_clockDriver; }
    app::Settings* settings() const { return m_settings.get(); }
    BoardView* boardView() const { return m_board; }
    ArbiterPanel* arbiterPanel() const { return m_arbiter; }
    MoveEntry* moveEntry() const { return m_entry; }
    MoveListPanel* moveListPanel() const { return m_moveList; }
    NotationView* notationView() const { return m_notation; }
    HelpPane* helpPane() const { return m_help; }
    GameFiles* files() const { return m_files; }
    MainActions* actions() const { return m_actions; }
    DisplayModes* displayModes() const { return m_modes; }
    DiagramActions* diagrams() const { return m_diagrams; }
    app::MoveDispatcher* dispatcher() const { return m_dispatcher; }
    Announcer* announcer() const { return m_announcer; }
    QString stateBannerText() const;

    // Offer to resume the autosaved game (a question); true if it was resumed.
    bool offerResume();
    // At a start that names a file, position or demonstration (`what`): the saved game
    // instead? Not resumed, it is kept in previousGamesPath() when the autosave starts.
    bool offerResumeInstead(const QString& what);
    // Where a saved game that was not resumed is kept, after those kept before.
    QString previousGamesPath() const;
    app::AppResult<> resumeAutosave();  // without asking (--resume)
    bool loadDemo(const QString& id);
    SchoolWindow* openSchool();  // Help > Rules School: one window, made on first use
    // Autosave follows the game from now on (off until the start-up decision is made).
    void startAutosave();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildLayout();
    QWidget* buildBoardColumn();
    QWidget* buildMiddleColumn();
    QWidget* buildArbiterColumn();
    void wireBoard();
    void wireGame();
    void wireActions();
    void wireClockActions();    // pause, resume, read the clocks (mainwindowclocks.cpp)
    void wireArbiterActions();  // claims, Accept, Decline, read the counts (mainwindowarbiter.cpp)
    void wireViewActions();
    void restoreSettings();
    void updateStateBanner();
    void updateActions();
    void updateTitle();
    void showMessage(const QString& text, int ms = 6000);
    void afterResume();        // says a paused clock, then relinkResumedGame
    void relinkResumedGame();  // back to the file and game the autosave names
    void correctResult();
    void onGameOver();
    void submitTyped(const QString& text);
    QString spokenVerdict(const ClaimVerdict& verdict) const;
    app::AppError shown(const app::AppError& error) const;
    void setHelpVisible(bool visible);
    void leaveDemo();

    std::unique_ptr<app::Settings> m_settings;
    std::unique_ptr<DemoLibrary> m_demos;
    QPointer<SchoolWindow> m_school;
    app::GameController* m_controller;
    app::BoardModel* m_boardModel;
    app::MoveListModel* m_moveListModel;
    app::ArbiterModel* m_arbiterModel;
    app::ClockDriver* m_clockDriver;
    app::Autosave* m_autosave;
    BoardView* m_board = nullptr;
    ClockWidget* m_topClock = nullptr;
    ClockWidget* m_bottomClock = nullptr;
    ClockPair* m_clocks = nullptr;
    StateBanner* m_stateBanner = nullptr;
    MoveEntry* m_entry = nullptr;
    MoveListPanel* m_moveList = nullptr;
    NotationView* m_notation = nullptr;
    HelpPane* m_help = nullptr;
    ArbiterPanel* m_arbiter = nullptr;
    DisplayModes* m_modes = nullptr;
    app::MoveDispatcher* m_dispatcher = nullptr;
    GameFiles* m_files = nullptr;
    ReportExport* m_reportExport = nullptr;
    GameDialogs* m_dialogs = nullptr;
    QString m_typed;  // the move being submitted from the move box, while it is
    MainActions* m_actions = nullptr;
    DiagramActions* m_diagrams = nullptr;
    Announcer* m_announcer = nullptr;
    bool m_resumed = false;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
