#include "gui/window/mainwindow.h"

#include <QUndoStack>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QVBoxLayout>
#include <tuple>

#include "app/controller/gamecontroller.h"
#include "app/controller/movedispatcher.h"
#include "app/models/arbitermodel.h"
#include "app/models/boardmodel.h"
#include "app/models/movelistmodel.h"
#include "app/services/autosave.h"
#include "app/services/clockdriver.h"
#include "app/services/settings.h"
#include "app/text/articles.h"
#include "app/text/clocktexts.h"
#include "app/text/errortexts.h"
#include "app/text/localnotation.h"
#include "app/text/ruletexts.h"
#include "app/text/spokentext.h"
#include "gui/base/toggleaccessible.h"
#include "gui/board/boardview.h"
#include "gui/board/moveentry.h"
#include "gui/content/demolibrary.h"
#include "gui/content/resources.h"
#include "gui/diagram/diagramactions.h"
#include "gui/dialogs/gamedialogs.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/clockaccessible.h"
#include "gui/panels/clockpair.h"
#include "gui/panels/clockwidget.h"
#include "gui/panels/helppane.h"
#include "gui/panels/movelistpanel.h"
#include "gui/panels/notationview.h"
#include "gui/school/schoollauncher.h"
#include "gui/school/schoolwindow.h"
#include "gui/style/theme.h"
#include "gui/watch/watchlauncher.h"
#include "gui/window/announcer.h"
#include "gui/window/boardfirstlayout.h"
#include "gui/window/boardthememenu.h"
#include "gui/window/displaymodes.h"
#include "gui/window/gamefiles.h"
#include "gui/window/languagemenu.h"
#include "gui/window/mainactions.h"
#include "gui/window/notationmenu.h"
#include "gui/window/plaindescriptions.h"
#include "gui/window/reportexport.h"
#include "gui/window/statebanner.h"

namespace remis::gui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      m_settings(std::make_unique<app::Settings>()),
      m_demos(std::make_unique<DemoLibrary>()),
      m_controller(new app::GameController(this)),
      m_boardModel(new app::BoardModel(m_controller, this)),
      m_moveListModel(new app::MoveListModel(m_controller, this)),
      m_arbiterModel(new app::ArbiterModel(m_controller, this)),
      m_clockDriver(new app::ClockDriver(m_controller, this)),
      m_autosave(new app::Autosave(m_controller, {}, this)) {
    ensureResources();
    PlainDescriptions::install();             // before any widget gets its tooltip
    theme::keepApplicationPaletteReadable();  // links, placeholders, disabled text at 4.5:1
    ClockAccessible::install();
    m_autosave->setEnabled(false);  // until the start-up decision (resume or not) is made
    m_autosave->followClock(m_clockDriver);
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/remis.svg")));
    setAcceptDrops(true);
    m_dispatcher = new app::MoveDispatcher(m_controller, this);
    m_files = new GameFiles(m_controller, m_settings.get(), this);
    m_autosave->setSourceOf([this] { return m_files->autosaveSource(); });
    m_reportExport = new ReportExport(this);
    m_dialogs = new GameDialogs(m_controller, m_settings.get(), m_autosave, this);
    m_dialogs->setReplaceGuard(
        [this](const QString& action) { return m_files->confirmReplace(action); });
    ToggleAccessible::install();  // "Claim with a move..." is a toggle button, not a check box
    m_actions = new MainActions(this, *m_demos);
    m_actions->buildMenus(menuBar());
    buildLayout();
    m_announcer = new Announcer(statusBar(), m_controller, m_arbiterModel, this);
    m_announcer->watchClocks(m_clockDriver);
    m_modes->addTo(m_actions->viewMenu());
    m_actions->viewMenu()->addMenu(new BoardThemeMenu(m_settings.get(), m_board, this));
    m_actions->viewMenu()->addMenu(
        new NotationMenu(m_settings.get(), m_moveListModel, m_notation, m_arbiter, this));
    m_actions->viewMenu()->addMenu(new LanguageMenu(m_settings.get(), this));
    m_diagrams = new DiagramActions(m_board, m_controller, this);
    m_diagrams->addMenu(menuBar());
    connect(m_diagrams, &DiagramActions::message, this,
            [this](const QString& t) { showMessage(t); });
    auto* watch = new WatchLauncher(m_files, m_controller, m_settings.get(), this);
    watch->addMenu(menuBar());
    connect(watch, &WatchLauncher::message, this, [this](const QString& t) { showMessage(t); });
    wireBoard();
    wireGame();
    wireActions();
    wireViewActions();
    restoreSettings();
    m_controller->newGame(m_settings->ruleSet(), m_settings->timeControl());
    statusBar()->showMessage(
        tr("Ready. Click a piece, then its destination, or type a move below the board."));
}

MainWindow::~MainWindow() = default;

void MainWindow::wireBoard() {
    connect(m_board, &BoardView::moveChosen, m_dispatcher, &app::MoveDispatcher::submit);
    connect(m_board, &BoardView::hint, this,
            [this](const QString& text) { showMessage(text, 4000); });
    connect(m_board, &BoardView::intentCancelled, this,
            [this] { m_dispatcher->setClaimMode(false); });
    connect(m_board, &BoardView::flippedChanged, this, [this](bool flipped) {
        m_clocks->setFlipped(flipped);
        m_settings->setFlipped(flipped);
        m_actions->flip->setChecked(flipped);
    });
    connect(m_entry, &MoveEntry::submitted, this, &MainWindow::submitTyped);
    connect(m_entry, &MoveEntry::escapePressed, this,
            [this] { m_dispatcher->setClaimMode(false); });
    connect(m_dispatcher, &app::MoveDispatcher::refused, this, [this](const app::AppError& why) {
        QString said = app::ErrorTexts::sentence(shown(why));
        // A screen-reader user does not see that the refused text stayed in the box.
        if (!m_typed.isEmpty())
            said += QLatin1Char(' ') +
                    tr("The move box keeps %1, selected: typing replaces it.").arg(m_typed);
        showMessage(said);
    });
    connect(m_dispatcher, &app::MoveDispatcher::claimModeChanged, this, [this](bool on) {
        m_board->setIntentMode(on);
        m_arbiter->setClaimWithMoveActive(on);
        if (on) {
            // The hint says "show the move on the board, or type it in the move box": the
            // focus goes to the move box, so that typing works at once; clicks on the board
            // work whatever has the focus. A screen reader says the hint as well (show or type
            // the move, Esc cancels).
            if (m_entry->isVisible())
                m_entry->setFocus();
            else
                m_board->setFocus();
            m_announcer->say(m_arbiter->claimWithMoveHint());
        }
        updateStateBanner();
    });
    connect(m_arbiter, &ArbiterPanel::claimWithMoveToggled, m_dispatcher,
            &app::MoveDispatcher::setClaimMode);
    connect(m_arbiter, &ArbiterPanel::helpRequested, this, [this] {
        setHelpVisible(true);
        m_help->showRules();
    });
    connect(m_arbiter, &ArbiterPanel::resignRequested, m_dialogs, &GameDialogs::askResign);
    // An offer, Accept and Decline are disabled once pressed; the focus would pass on to Resign.
    connect(m_arbiter, &ArbiterPanel::drawButtonPressed, this, [this] { m_board->setFocus(); });
}

void MainWindow::submitTyped(const QString& text) {
    // Typed in the user's letters (German Sf3, Spanish Cf3) or in English SAN.
    const QScopedValueRollback<QString> typed(m_typed, text);
    if (const auto submitted = m_dispatcher->submitText(app::LocalNotation::toEnglish(text)))
        m_entry->accepted();
    else {
        // The line under the box; the dispatcher's refusal is shown and said as a sentence.
        m_entry->showError(app::ErrorTexts::text(shown(submitted.error())));
    }
}

// An error naming moves, in the notation the move list uses (German Sf3, Spanish Cf3).
app::AppError MainWindow::shown(const app::AppError& error) const {
    return app::LocalNotation::shown(error, m_moveListModel->notationStyle());
}

// The claim's verdict as heard: the intended move in words, as every move is said.
QString MainWindow::spokenVerdict(const ClaimVerdict& verdict) const {
    const QString text = m_arbiterModel->claimMessage();
    if (!verdict.intended) return text;
    const Game& game = m_controller->game();
    // Played (a rejected claim plays it), the move is the game's last; else still to come.
    const Position before = verdict.movePlayed ? game.positionAt(game.ply() - 1) : game.position();
    return app::SpokenText::moveInWords(text, verdict.intendedSan, before, *verdict.intended);
}

void MainWindow::wireGame() {
    using C = app::GameController;
    connect(m_controller, &C::stateChanged, this, [this] {
        updateActions();
        updateStateBanner();
    });
    connect(&m_controller->navigator(), &app::PlyNavigator::shownPlyChanged, this, [this] {
        updateActions();
        updateStateBanner();
    });
    connect(m_controller, &C::gameReset, this, &MainWindow::updateTitle);
    connect(m_controller, &C::gameReset, m_entry, &MoveEntry::clearError);
    // A refusal speaks of the position it was typed in; Ctrl+Z leaves it (a tester).
    connect(m_controller, &C::moveUndone, m_entry, &MoveEntry::clearError);
    connect(m_controller, &C::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &C::tagsChanged, this, &MainWindow::updateTitle);
    connect(m_files, &GameFiles::fileChanged, this, &MainWindow::updateTitle);
    // The autosave names the file and game (and how the file was when read): after a save the
    // file is another, and the game no longer unsaved.
    connect(m_files, &GameFiles::fileChanged, this, [this] {
        if (m_autosave->isEnabled()) std::ignore = m_autosave->save();  // saveFailed says why
    });
    connect(m_controller, &C::gameReset, this,
            [this] { m_help->setRuleSet(m_controller->game().rules()); });
    connect(m_controller, &C::gameOver, this, &MainWindow::onGameOver);
    connect(m_arbiterModel, &app::ArbiterModel::outcomeChanged, this, [this] {
        if (m_arbiterModel->isGameOver()) {
            // A flag fall's mating line is heard in words, not as letters ("K b 2").
            const QString banner = m_arbiterModel->bannerText();
            m_announcer->announce(
                banner, 0,
                app::SpokenText::lineInWords(banner, m_controller->game().position(),
                                             m_controller->flagFallHelpmate()));
        }
        updateStateBanner();
    });
    // The verdict names any penalty; the clock that received it flashes (ClockPair).
    connect(m_controller, &C::claimJudged, this, [this](const ClaimVerdict& verdict) {
        // A claim that ended the game says so itself, more fully than the banner just said
        // ("... claimed with the intended move"), which is not heard as well.
        // Only for a draw by the claim: a rejected claim's move may end the game otherwise (a
        // mate), which only the banner says.
        const Termination end = m_controller->outcome().termination;
        if (end == Termination::ThreefoldRepetition || end == Termination::FiftyMoves)
            m_announcer->withdraw(m_arbiterModel->bannerText());
        m_announcer->announceRuling(m_arbiterModel->claimMessage(), 10000, spokenVerdict(verdict));
    });
    connect(m_autosave, &app::Autosave::saveFailed, this, [this](const app::AppError& error) {
        showMessage(tr("Autosave failed: %1").arg(app::ErrorTexts::text(error)), 10000);
    });
    connect(m_files, &GameFiles::message, this, [this](const QString& text) { showMessage(text); });
    connect(m_files, &GameFiles::loaded, this, [this] {
        m_board->cancelInput();
        leaveDemo();
    });
    connect(m_dialogs, &GameDialogs::message, this,
            [this](const QString& text) { showMessage(text); });
    connect(m_dialogs, &GameDialogs::newGameStarted, this, [this] {
        leaveDemo();
        m_files->forgetFile();
        m_board->cancelInput();
        m_clocks->refresh();
        updateTitle();
    });
}

void MainWindow::wireActions() {
    MainActions* a = m_actions;
    connect(a->newGame, &QAction::triggered, m_dialogs, &GameDialogs::askNewGame);
    connect(a->open, &QAction::triggered, m_files, &GameFiles::open);
    connect(a->save, &QAction::triggered, m_files, &GameFiles::save);
    connect(a->saveAs, &QAction::triggered, m_files, &GameFiles::saveAs);
    connect(a->nextGame, &QAction::triggered, m_files, &GameFiles::openNextGame);
    connect(a->previousGame, &QAction::triggered, m_files, &GameFiles::openPreviousGame);
    connect(m_files, &GameFiles::fileChanged, this, &MainWindow::updateActions);
    connect(a->exportReport, &QAction::triggered, this,
            [this] { m_reportExport->run(m_files->pgnFile()); });
    connect(m_reportExport, &ReportExport::message, this,
            [this](const QString& text) { showMessage(text); });
    connect(a->loadFen, &QAction::triggered, m_files, &GameFiles::loadFenDialog);
    connect(a->timeControl, &QAction::triggered, m_dialogs, &GameDialogs::askTimeControl);
    wireClockActions();
    wireArbiterActions();
    connect(a->offerDrawWhite, &QAction::triggered, this, [this] { m_arbiter->offerDraw(White); });
    connect(a->offerDrawBlack, &QAction::triggered, this, [this] { m_arbiter->offerDraw(Black); });
    connect(a->resign, &QAction::triggered, m_dialogs, &GameDialogs::askResign);
    connect(a->correctResult, &QAction::triggered, this, &MainWindow::correctResult);
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    QUndoStack* edits = m_controller->undoStack();
    connect(a->undo, &QAction::triggered, edits, &QUndoStack::undo);
    connect(a->redo, &QAction::triggered, edits, &QUndoStack::redo);
    connect(edits, &QUndoStack::indexChanged, this, &MainWindow::updateActions);
    connect(edits, &QUndoStack::cleanChanged, this, &MainWindow::updateActions);
    connect(a->cutMoves, &QAction::triggered, this, [this] {
        if (!m_controller->cutAfter(m_controller->navigator().shownPly()))
            showMessage(tr("Nothing to cut here, or a clock is running."));
    });
    connect(a->takeBack, &QAction::triggered, this, [this] {
        if (!m_controller->takeBack())
            showMessage(tr("Moves can be taken back only under the casual rule set."));
    });
    connect(a->setupPosition, &QAction::triggered, m_files, [this] { m_files->setUpPosition(); });
    connect(a->copyFen, &QAction::triggered, m_files, &GameFiles::copyFen);
    connect(a->copyPgn, &QAction::triggered, m_files, &GameFiles::copyPgn);
    connect(a->paste, &QAction::triggered, m_files, &GameFiles::paste);
    connect(a->editComment, &QAction::triggered, m_notation, &NotationView::editComment);
    connect(a, &MainActions::demoChosen, this, &MainWindow::loadDemo);
    connect(a->rulesHelp, &QAction::triggered, this, [this] {
        setHelpVisible(true);
        m_help->showRules();
    });
    connect(a->rulesSchool, &QAction::triggered, this, &MainWindow::openSchool);
    connect(a->shortcuts, &QAction::triggered, this, [this] {
        setHelpVisible(true);
        m_help->showShortcuts();
    });
    connect(a->about, &QAction::triggered, m_dialogs, &GameDialogs::showAbout);
    connect(a->aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::wireViewActions() {
    MainActions* a = m_actions;
    connect(a->flip, &QAction::triggered, m_board, &BoardView::setFlipped);
    connect(a->coordinates, &QAction::toggled, this, [this](bool on) {
        m_board->setShowCoordinates(on);
        m_settings->setShowCoordinates(on);
    });
    connect(a->claimHints, &QAction::toggled, m_arbiter, &ArbiterPanel::setHintShown);
    connect(m_arbiter, &ArbiterPanel::hintShownChanged, a->claimHints, &QAction::setChecked);
    connect(m_arbiter, &ArbiterPanel::hintShownChanged, this,
            [this](bool shown) { m_settings->setShowClaimHints(shown); });
    connect(a->helpPane, &QAction::toggled, m_help, &QWidget::setVisible);
    app::PlyNavigator* nav = &m_controller->navigator();
    connect(a->first, &QAction::triggered, nav, [nav] { nav->showPly(0); });
    connect(a->previous, &QAction::triggered, nav, &app::PlyNavigator::showPrevious);
    connect(a->next, &QAction::triggered, nav, &app::PlyNavigator::showNext);
    connect(a->last, &QAction::triggered, nav, &app::PlyNavigator::showLatest);
}

void MainWindow::restoreSettings() {
    const bool restored = restoreGeometry(m_settings->windowGeometry());
    restoreState(m_settings->windowState());
    m_modes->fitToScreen(restored);
    m_board->setFlipped(m_settings->isFlipped());
    m_clocks->setFlipped(m_settings->isFlipped());
    m_actions->flip->setChecked(m_settings->isFlipped());
    m_actions->coordinates->setChecked(m_settings->showCoordinates());
    m_board->setShowCoordinates(m_settings->showCoordinates());
    m_arbiter->setHintShown(m_settings->showClaimHints());
    m_actions->claimHints->setChecked(m_arbiter->isHintShown());
    m_actions->helpPane->setChecked(true);
}

bool MainWindow::loadDemo(const QString& id) {
    const Demo* demo = m_demos->find(id);
    if (!demo) return false;
    if (!m_files->confirmReplace(tr("show the demonstration"))) return false;
    // A flag-fall demonstration runs a real short clock, so that the flag actually falls and
    // the arbiter judges it (6.9) as in a game.
    const TimeControl control = demo->clockSeconds > 0
                                    ? TimeControl::suddenDeath(demo->clockSeconds * 1000LL)
                                    : TimeControl::untimed();
    auto loaded = m_controller->loadFen(demo->fen, RuleSet::Fide, control);
    if (loaded) loaded = m_controller->playMoves(demo->moves);
    // A demonstration is not the user's game: nothing of it to save until they change it.
    if (loaded) m_controller->setModified(false);
    if (loaded && demo->clockSeconds > 0) m_clockDriver->resume();  // starts the waiting clock
    if (!loaded) {
        showMessage(
            tr("Cannot load the demonstration: %1").arg(app::ErrorTexts::text(loaded.error())));
        return false;
    }
    m_dialogs->demonstrationLoaded();
    m_files->forgetFile();
    m_board->cancelInput();
    setHelpVisible(true);
    m_help->showDemo(*demo);
    showMessage(tr("Demonstration: %1").arg(demo->title), 8000);
    return true;
}

// A demonstration's explanation belongs to it: another game on the board takes it away.
void MainWindow::leaveDemo() {
    if (m_help->isShowingDemo()) m_help->showRules();
}

void MainWindow::setHelpVisible(bool visible) {
    m_actions->helpPane->setChecked(visible);
    m_help->setVisible(visible);
}

QString MainWindow::stateBannerText() const {
    if (m_dispatcher->isClaimMode())
        return tr("Claim with a move: show the move you intend to play (FIDE %1, %2). Esc "
                  "cancels.")
            .arg(app::articleNo(article_no::ThreefoldWithMove),
                 app::articleNo(article_no::FiftyWithMove));
    return m_moveList->browsingText();
}

void MainWindow::updateStateBanner() {
    QString text = stateBannerText();
    const bool alert = !text.isEmpty();
    // Over, or a flag that fell in an unfinished record: what the arbiter says of it.
    if (!alert && (m_controller->hasEnded() || !m_arbiterModel->bannerText().isEmpty())) {
        text = m_arbiterModel->bannerText();
    } else if (!alert) {
        const Color toMove = m_controller->game().position().sideToMove();
        text = tr("%1 to move  ·  %2  ·  %3")
                   .arg(app::RuleTexts::colorName(toMove),
                        app::RuleTexts::ruleSetName(m_controller->game().rules()),
                        m_clockDriver->isTimed()
                            ? app::ClockTexts::control(m_controller->game().clock().timeControl())
                            : tr("no clock"));
    }
    m_stateBanner->say(text, alert);
}

void MainWindow::updateActions() {
    const bool playing = !m_controller->hasEnded();
    MainActions* a = m_actions;
    a->takeBack->setEnabled(m_controller->canTakeBack());
    const QUndoStack* edits = m_controller->undoStack();
    a->undo->setEnabled(edits->canUndo());
    a->redo->setEnabled(edits->canRedo());
    a->undo->setText(edits->canUndo() ? tr("&Undo %1").arg(edits->undoText()) : tr("&Undo"));
    a->redo->setText(edits->canRedo() ? tr("&Redo %1").arg(edits->redoText()) : tr("&Redo"));
    const int game = m_files->currentGame();
    a->nextGame->setEnabled(game >= 0 && game + 1 < m_files->fileGameCount());
    a->previousGame->setEnabled(game > 0);
    a->exportReport->setEnabled(m_files->pgnFile() != nullptr);
    a->cutMoves->setEnabled(m_controller->canCutAfter(m_controller->navigator().shownPly()));
    a->pause->setEnabled(m_clockDriver->isTimed() && playing);
    a->showPaused(m_clockDriver->isPausedByUser());
    a->offerDrawWhite->setEnabled(m_controller->canOfferDraw(White));
    a->offerDrawBlack->setEnabled(m_controller->canOfferDraw(Black));
    a->resign->setEnabled(m_controller->rulesApply());
    a->correctResult->setEnabled(m_controller->isResultAgainstRules());
    const app::PlyNavigator& nav = m_controller->navigator();
    a->first->setEnabled(nav.shownRecordPly() > 0);
    a->previous->setEnabled(nav.shownRecordPly() > 0);
    const bool later = nav.isInVariation() || nav.shownRecordPly() < nav.recordPlies();
    a->next->setEnabled(later);
    a->last->setEnabled(later);
}

// "game.pgn (game 3 of 50)[*] — Remis" for a game from a file, else the players and the rule
// set; "[*]" is where Qt shows the unsaved-changes mark (setWindowModified).
void MainWindow::updateTitle() {
    const QString white = m_controller->tag(QStringLiteral("White"));
    const QString black = m_controller->tag(QStringLiteral("Black"));
    QString title = app::RuleTexts::ruleSetName(m_controller->game().rules());
    if (white != QLatin1String("?") && black != QLatin1String("?") && !white.isEmpty() &&
        !black.isEmpty())
        title = tr("%1 – %2 (%3)").arg(white, black, title);
    const QString file = m_files->currentFile();
    if (!file.isEmpty()) {
        title = QFileInfo(file).fileName();
        if (m_files->fileGameCount() > 1)
            title = tr("%1 (game %2 of %3)")
                        .arg(title)
                        .arg(m_files->currentGame() + 1)
                        .arg(m_files->fileGameCount());
    }
    setWindowTitle(tr("%1[*] — Remis").arg(title));
    setWindowModified(m_controller->isModified());
}

void MainWindow::showMessage(const QString& text, int ms) {
    m_announcer->announce(text, ms);  // shown in the status line, and heard
}

// pgn.md: a recorded result changes only by this command, which says what it did.
void MainWindow::correctResult() {
    const auto before = m_controller->correctResult();
    if (!before) return;
    showMessage(tr("Result corrected from %1 to %2, the arbiter's ruling")
                    .arg(app::RuleTexts::resultText(*before),
                         app::RuleTexts::resultText(m_controller->recordedResult())),
                10000);
}

void MainWindow::onGameOver() {
    m_dispatcher->setClaimMode(false);
    // A claim or a resignation button, pressed, is disabled by the ending, and Qt passed the
    // focus on to the next in the chain, a fifty-move label or bar (a tester): it goes back to
    // the move box, where the user was playing.
    QWidget* focus = QApplication::focusWidget();
    if (focus && m_arbiter->isAncestorOf(focus)) {
        if (m_entry->isVisible())
            m_entry->setFocus();
        else
            m_board->setFocus();
    }
}

// Unsaved changes are the user's work: closing asks first (Save, Discard, Cancel), as opening
// another game does. The autosave would offer only an unfinished game again, and as a game of
// no file: a finished game's result, or an edit of a game in a file, was lost on quit.
// Discard means it: nothing is offered at the next start. A save that fails keeps the window.
void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_files->confirmReplace(tr("quit"))) {
        event->ignore();
        return;
    }
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->sync();
    if (m_controller->isModified())
        std::ignore = m_autosave->discard();
    else if (m_autosave->isEnabled())
        std::ignore = m_autosave->save();  // saveFailed says why
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (GameFiles::canDrop(event->mimeData())) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    m_files->drop(event->mimeData());
    event->acceptProposedAction();
}

}  // namespace remis::gui

namespace remis::gui {

SchoolWindow* MainWindow::openSchool() {
    if (!m_school) {
        m_school = makeSchoolWindow(*m_demos, this);
        // The demonstration plays on this board: bring it in front of the school.
        connect(m_school, &SchoolWindow::demonstrationRequested, this, [this](const QString& id) {
            if (!loadDemo(id)) return;
            raise();
            activateWindow();
        });
    }
    m_school->show();
    m_school->raise();
    m_school->activateWindow();
    return m_school;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
