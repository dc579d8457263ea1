// MainActions: every QAction of the main window with its text, shortcut and tooltip, and the
// menus (Game, Edit, View, Demonstrations, Help) built from them. It only creates; the main
// window connects the actions to what they do.
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QMenuBar;
class QWidget;

namespace remis::gui {

class DemoLibrary;

class MainActions : public QObject {
    Q_OBJECT
public:
    MainActions(QWidget* window, const DemoLibrary& demos);

    void buildMenus(QMenuBar* bar);
    void showPaused(bool paused);  // the pause action's check, text and tip

    // Game
    QAction* newGame;
    QAction* open;
    QAction* save;
    QAction* saveAs;
    QAction* nextGame;  // the next game of the file the game came from
    QAction* previousGame;
    QAction* exportReport;  // the arbiter's report of the file (CSV or PDF)
    QAction* loadFen;
    QAction* timeControl;
    QAction* pause;
    QAction* readClocks;
    QAction* offerDrawWhite;  // 9.1.2.1: either player may offer; the action names the side
    QAction* offerDrawBlack;
    // The arbiter panel's claim and answer buttons as menu items with keys (PanelMirror keeps
    // each enabled, and checked, as its button is).
    QAction* claimThreefold;
    QAction* claimFifty;
    QAction* claimWithMove;
    QAction* acceptDraw;
    QAction* declineDraw;
    QAction* readCounts;  // for a screen reader: the fifty-move and repetition counts said
    QAction* resign;
    QAction* correctResult;  // pgn.md: the one way a recorded result changes
    QAction* quit;
    // Edit
    QAction* undo;  // the record's undo stack (GameController::undoStack)
    QAction* redo;
    QAction* takeBack;
    QAction* setupPosition;
    QAction* copyFen;
    QAction* copyPgn;
    QAction* paste;
    QAction* editComment;
    QAction* cutMoves;
    // View
    QAction* flip;
    QAction* coordinates;
    QAction* claimHints;
    QAction* helpPane;
    QAction* first;
    QAction* previous;
    QAction* next;
    QAction* last;
    // Help
    QAction* rulesHelp;
    QAction* rulesSchool;
    QAction* shortcuts;
    QAction* about;
    QAction* aboutQt;

    // The key sequences without repeats or empty ones, in order (an action may hold each once).
    static QList<QKeySequence> distinctShortcuts(const QList<QKeySequence>& keys);

    QMenu* demoMenu() const { return m_demoMenu; }
    QMenu* viewMenu() const { return m_viewMenu; }  // after buildMenus

signals:
    void demoChosen(const QString& id);

private:
    QAction* make(const QString& text, const QString& tip = {});
    void createGameActions();
    void createArbiterActions();
    void createEditActions();
    void createViewActions();
    void createHelpActions();
    void buildDemoMenu(const DemoLibrary& demos);

    QWidget* m_window;
    QMenu* m_demoMenu;
    QMenu* m_viewMenu = nullptr;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
