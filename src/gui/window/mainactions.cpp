#include "gui/window/mainactions.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QWidget>

#include "app/text/articles.h"
#include "gui/content/demolibrary.h"

namespace remis::gui {

MainActions::MainActions(QWidget* window, const DemoLibrary& demos)
    : QObject(window), m_window(window), m_demoMenu(new QMenu(tr("&Demonstrations"), window)) {
    createGameActions();
    createArbiterActions();
    createEditActions();
    createViewActions();
    createHelpActions();
    buildDemoMenu(demos);
}

void MainActions::createGameActions() {
    newGame = make(tr("&New Game..."), tr("Start a new game with a rule set and a time control"));
    newGame->setShortcut(QKeySequence::New);
    open = make(tr("&Open PGN..."), tr("Open a game from a PGN file"));
    open->setShortcut(QKeySequence::Open);
    save = make(tr("&Save PGN"),
                tr("Save the game as PGN, with its result, termination and rule set"));
    save->setShortcut(QKeySequence::Save);
    saveAs = make(tr("Save PGN &As..."));
    // Ctrl+Shift+S on every desktop (QKeySequence::SaveAs is empty on some).
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    nextGame = make(tr("Ne&xt Game"), tr("Open the next game of the file"));
    nextGame->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    previousGame = make(tr("Pre&vious Game"), tr("Open the previous game of the file"));
    previousGame->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    exportReport = make(tr("Export Arbiter &Report…"),
                        tr("The audit of every game of the file, as PDF or CSV"));
    loadFen = make(tr("Load &Position (FEN)..."), tr("Set up a position from FEN"));
    loadFen->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    timeControl = make(tr("&Time Control..."),
                       tr("Choose the clock: for this game until its first move, else for the "
                          "next game"));
    // Ctrl+T is Read the Clocks (documented for screen-reader users); one key, one action.
    timeControl->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    pause = make(QString());
    pause->setCheckable(true);
    showPaused(false);
    // P is a letter in the move box; the Pause key pauses from there too.
    pause->setShortcuts({QKeySequence(Qt::Key_P), QKeySequence(Qt::Key_Pause)});
    // For a screen reader: the clocks are painted, so their times are said on request.
    readClocks = make(tr("Read the &Clocks"), tr("Say the time left on both clocks"));
    readClocks->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    offerDrawWhite =
        make(tr("White: Offer &Draw"),
             tr("White offers a draw (FIDE %1)").arg(app::articleNo(article_no::DrawOffer)));
    offerDrawBlack =
        make(tr("Black: Offer Dra&w"),
             tr("Black offers a draw (FIDE %1)").arg(app::articleNo(article_no::DrawOffer)));
    resign = make(tr("&Resign..."));
    correctResult = make(tr("&Correct the Result to the Arbiter's Ruling"),
                         tr("Write the result the Laws give instead of the recorded one"));
    quit = make(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
}

// Claims (9.2, 9.3, 9.4 with a move) and answers to an offer (9.1.2) by keyboard too; each
// key is Ctrl+Shift with a letter, so that none is typed into the move box.
void MainActions::createArbiterActions() {
    const auto key = [](QAction* a, Qt::Key k) {
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | k));
    };
    claimThreefold = make(tr("Claim Draw: T&hreefold Repetition"),
                          tr("The player to move claims a draw by repetition (FIDE %1)")
                              .arg(app::articleNo(article_no::Threefold)));
    key(claimThreefold, Qt::Key_R);
    claimFifty = make(tr("Claim Draw: &Fifty Moves"),
                      tr("The player to move claims a draw by the fifty-move rule (FIDE %1)")
                          .arg(app::articleNo(article_no::Fifty)));
    key(claimFifty, Qt::Key_Y);
    claimWithMove = make(tr("Claim with a &Move"),
                         tr("Show or type the move that makes the claim correct; Esc cancels"));
    claimWithMove->setCheckable(true);
    key(claimWithMove, Qt::Key_M);
    acceptDraw =
        make(tr("Acc&ept the Draw Offer"), tr("The player offered a draw accepts it (FIDE %1)")
                                               .arg(app::articleNo(article_no::DrawOffer)));
    key(acceptDraw, Qt::Key_A);
    declineDraw =
        make(tr("Dec&line the Draw Offer"), tr("The player offered a draw declines it (FIDE %1)")
                                                .arg(app::articleNo(article_no::DrawOffer)));
    key(declineDraw, Qt::Key_D);
    readCounts = make(tr("Read the Co&unts"),
                      tr("Say the fifty-move count and how often the position has stood"));
    key(readCounts, Qt::Key_N);
}

// An action that holds one key sequence twice is ambiguous to Qt ("Ambiguous shortcut
// overload"), and the key then does nothing: on X11 desktops QKeySequence::Redo is
// Ctrl+Shift+Z itself, and Ctrl+Shift+Z did not redo.
QList<QKeySequence> MainActions::distinctShortcuts(const QList<QKeySequence>& keys) {
    QList<QKeySequence> out;
    for (const QKeySequence& k : keys)
        if (!k.isEmpty() && !out.contains(k)) out << k;
    return out;
}

void MainActions::createEditActions() {
    undo = make(tr("&Undo"), tr("Undo the last edit of the record"));
    undo->setShortcut(QKeySequence::Undo);
    redo = make(tr("&Redo"), tr("Redo the edit undone last"));
    redo->setShortcuts(distinctShortcuts(QList<QKeySequence>{Qt::CTRL | Qt::SHIFT | Qt::Key_Z} +
                                         QKeySequence::keyBindings(QKeySequence::Redo)));
    takeBack = make(tr("&Take Back Move"), tr("Casual rule set only"));
    setupPosition = make(tr("Set &Up Position..."),
                         tr("Set up a position piece by piece; every problem is explained"));
    setupPosition->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    copyFen = make(tr("&Copy FEN"), tr("Copy the position shown as FEN"));
    copyFen->setShortcuts({QKeySequence::Copy, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)});
    copyPgn = make(tr("Copy &PGN"), tr("Copy the whole game as PGN"));
    paste = make(tr("&Paste FEN or PGN"), tr("Load a position or a game from the clipboard"));
    paste->setShortcut(QKeySequence::Paste);
    editComment =
        make(tr("Edit &Comment…"), tr("Write or change the comment after the shown move"));
    editComment->setShortcut(QKeySequence(tr("Ctrl+Shift+K")));
    cutMoves = make(tr("C&ut the Moves after This One"),
                    tr("Delete the rest of the game after the move shown (undoable)"));
    cutMoves->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
}

void MainActions::createViewActions() {
    flip = make(tr("&Flip Board"));
    flip->setShortcut(QKeySequence(Qt::Key_F));
    flip->setCheckable(true);
    coordinates = make(tr("Show &Coordinates"));
    coordinates->setCheckable(true);
    claimHints =
        make(tr("Show Claim &Hints"), tr("List the moves that would make a correct claim"));
    claimHints->setCheckable(true);
    helpPane = make(tr("&Help Pane"));
    helpPane->setCheckable(true);
    first = make(tr("Go to &Start"));
    first->setShortcut(QKeySequence(Qt::Key_Home));
    previous = make(tr("&Back One Move"));
    previous->setShortcut(QKeySequence(Qt::Key_Left));
    next = make(tr("F&orward One Move"));
    next->setShortcut(QKeySequence(Qt::Key_Right));
    last = make(tr("Return to the &Game"));
    last->setShortcut(QKeySequence(Qt::Key_End));
}

void MainActions::createHelpActions() {
    rulesHelp = make(tr("&Rules of the Arbiter"));
    rulesHelp->setShortcut(QKeySequence::HelpContents);
    rulesSchool = make(tr("Rules &School"));
    rulesSchool->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
    rulesSchool->setStatusTip(tr("Lessons and quizzes on the draw rules, answered by the arbiter"));
    shortcuts = make(tr("&Keyboard and Mouse"));
    about = make(tr("&About Remis"));
    about->setMenuRole(QAction::AboutRole);
    aboutQt = make(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

// The pause action says what holds: checked and "Clocks Paused" while the clocks stand.
void MainActions::showPaused(bool paused) {
    pause->setChecked(paused);
    pause->setText(paused ? tr("Clocks &Paused (P Resumes)") : tr("&Pause Clocks"));
    const QString tip = paused ? tr("The clocks are paused (FIDE %1); press P to resume them")
                                     .arg(app::articleNo(article_no::ClocksPaused))
                               : tr("Stop both clocks (FIDE %1); press again to resume")
                                     .arg(app::articleNo(article_no::ClocksPaused));
    pause->setToolTip(tip);
    pause->setStatusTip(tip);
}

QAction* MainActions::make(const QString& text, const QString& tip) {
    auto* a = new QAction(text, m_window);
    if (!tip.isEmpty()) {
        a->setToolTip(tip);
        a->setStatusTip(tip);
    }
    a->setShortcutContext(Qt::WindowShortcut);
    m_window->addAction(a);  // shortcuts work even while the menu bar is hidden
    return a;
}

void MainActions::buildDemoMenu(const DemoLibrary& demos) {
    m_demoMenu->setToolTipsVisible(true);
    for (const Demo& demo : demos.demos()) {
        QAction* a = m_demoMenu->addAction(demo.title);
        a->setObjectName(QStringLiteral("demo-") + demo.id);
        a->setStatusTip(demo.explanation.left(160) + QStringLiteral("…"));
        const QString id = demo.id;
        connect(a, &QAction::triggered, this, [this, id] { emit demoChosen(id); });
    }
}

void MainActions::buildMenus(QMenuBar* bar) {
    QMenu* game = bar->addMenu(tr("&Game"));
    game->addActions({newGame, open, save, saveAs, loadFen});
    game->addSeparator();
    game->addActions({previousGame, nextGame, exportReport});
    game->addSeparator();
    game->addActions({timeControl, pause, readClocks, readCounts});
    game->addSeparator();
    game->addActions({claimThreefold, claimFifty, claimWithMove});
    game->addSeparator();
    game->addActions(
        {offerDrawWhite, offerDrawBlack, acceptDraw, declineDraw, resign, correctResult});
    game->addSeparator();
    game->addAction(quit);
    QMenu* edit = bar->addMenu(tr("&Edit"));
    edit->addActions({undo, redo, takeBack});
    edit->addSeparator();
    edit->addAction(setupPosition);
    edit->addActions({copyFen, copyPgn, paste});
    edit->addSeparator();
    edit->addActions({editComment, cutMoves});
    m_viewMenu = bar->addMenu(tr("&View"));
    m_viewMenu->addActions({flip, coordinates, claimHints, helpPane});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({first, previous, next, last});
    m_viewMenu->addSeparator();
    bar->addMenu(m_demoMenu);
    QMenu* help = bar->addMenu(tr("&Help"));
    help->addActions({rulesHelp, rulesSchool, shortcuts});
    help->addSeparator();
    help->addActions({about, aboutQt});
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
