#include "gui/dialogs/gamedialogs.h"

#include <QDir>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include "app/controller/gamecontroller.h"
#include "app/services/autosave.h"
#include "app/services/settings.h"
#include "app/text/articles.h"
#include "app/text/clocktexts.h"
#include "app/text/errortexts.h"
#include "app/text/plural.h"
#include "app/text/ruletexts.h"
#include "gui/dialogs/newgamedialog.h"
#include "gui/dialogs/resigndialog.h"
#include "gui/dialogs/timecontroldialog.h"

namespace remis::gui {

GameDialogs::GameDialogs(app::GameController* controller, app::Settings* settings,
                         app::Autosave* autosave, QWidget* window)
    : QObject(window),
      m_controller(controller),
      m_settings(settings),
      m_autosave(autosave),
      m_window(window) {
    connect(controller, &app::GameController::gameReset, this, [this] {
        m_nextControl.reset();
        m_demoOnBoard = false;
    });
}

// The game on the board's rules are the likeliest wish for the next game, unless a
// demonstration brought them: then the user's own, from the settings.
RuleSet GameDialogs::proposedRules() const {
    return m_demoOnBoard ? m_settings->ruleSet() : m_controller->game().rules();
}

// The control chosen for the next game during this one; else the game on the board's, unless
// a demonstration brought it (tester: New Game after the flag-fall demonstration proposed its
// 5 s): then the last control the user chose, kept in the settings (the default if none).
TimeControl GameDialogs::proposedControl() const {
    if (m_nextControl) return *m_nextControl;
    if (m_demoOnBoard) return m_settings->timeControl();
    return m_controller->game().clock().timeControl();
}

bool GameDialogs::startNewGame(RuleSet rules, bool askFirst) {
    if (askFirst && m_guard) {
        if (!m_guard(tr("start a new game"))) return false;
    } else if (askFirst && m_controller->ply() > 0 && !m_controller->hasEnded()) {
        const auto answer = QMessageBox::question(
            m_window, tr("New Game"), tr("Abandon the game in progress and start a new one?"));
        if (answer != QMessageBox::Yes) return false;
    }
    m_controller->newGame(rules, m_settings->timeControl());
    emit newGameStarted();
    return true;
}

bool GameDialogs::askNewGame() {
    NewGameDialog dialog(proposedRules(), proposedControl(), m_window);
    dialog.setRecentTimeControls(m_settings->recentTimeControls());
    if (dialog.exec() != QDialog::Accepted) return false;
    m_settings->setRuleSet(dialog.ruleSet());
    m_settings->useTimeControl(dialog.timeControl());
    if (!startNewGame(dialog.ruleSet(), true)) return false;
    const auto name = [](const QString& n) { return n.isEmpty() ? QStringLiteral("?") : n; };
    m_controller->setTag(QStringLiteral("White"), name(dialog.whiteName()));
    m_controller->setTag(QStringLiteral("Black"), name(dialog.blackName()));
    emit newGameStarted();  // again: the names changed
    return true;
}

// The game on the board takes the control until its clock has started (a pasted, opened or
// demonstrated game, a position just set up); after that it is for the next game.
void GameDialogs::askTimeControl() {
    const bool now = m_controller->canSetTimeControl();
    TimeControlDialog dialog(m_window);
    dialog.setWindowTitle(now ? tr("Time Control for This Game")
                              : tr("Time Control for the Next Game"));
    dialog.setRecent(m_settings->recentTimeControls());
    // The game's own control, unless one was chosen for the next game during this one (the
    // saved setting can be another game's: a 10-minute game from --time showed "No clock"),
    // or the game is a demonstration whose clock has run (proposedControl).
    dialog.setTimeControl(now ? m_controller->game().clock().timeControl() : proposedControl());
    if (dialog.exec() != QDialog::Accepted) return;
    m_settings->useTimeControl(dialog.timeControl());
    if (!now) m_nextControl = dialog.timeControl();
    const QString control = app::ClockTexts::control(dialog.timeControl());
    if (now && m_controller->setTimeControl(dialog.timeControl())) {
        emit message(tr("Time control for this game: %1. The clock starts with the first move.")
                         .arg(control));
        return;
    }
    emit message(tr("Time control for the next game: %1").arg(control));
}

void GameDialogs::askResign() {
    if (m_controller->hasEnded()) return;
    ResignDialog dialog(tr("Who resigns? (FIDE %1)").arg(app::articleNo(article_no::Resignation)),
                        m_window);
    dialog.exec();
    if (const std::optional<Color> side = dialog.resigned()) m_controller->resign(*side);
}

// Names the game: "White (Ann) against Black (Bob), 23 moves, saved 2026-11-23 21:40".
QString GameDialogs::savedGameText(const app::SavedGame& saved) {
    const auto name = [](const QString& n, Color c) {
        const QString side = app::RuleTexts::colorName(c);
        return n.isEmpty() || n == QLatin1String("?") ? side
                                                      : QStringLiteral("%1 (%2)").arg(n, side);
    };
    const QString moves = app::englishPlural(tr("%n move(s)", "", (saved.plies + 1) / 2));
    const QString plies = app::englishPlural(tr("%n ply(s)", "", saved.plies));
    const QString when = QLocale().toString(saved.savedAt, QLocale::ShortFormat);
    // A finished game is offered only when it has changes saved in no file: say that it has
    // ended, and how, so that nobody takes it for a game still to be played; and which game
    // of which file it is (an arbiter's correction of game 3 of a file).
    QString question =
        saved.ending.isEmpty()
            ? tr("A game in progress was saved: %1 against %2, %3 (%4), saved %5.")
                  .arg(name(saved.white, White), name(saved.black, Black), moves, plies, when)
            : tr("A finished game with changes not saved to a file was kept: %1 against %2, %3 "
                 "(%4), saved %5. It ended: %6.")
                  .arg(name(saved.white, White), name(saved.black, Black), moves, plies, when,
                       saved.ending);
    if (saved.source)
        question += QLatin1Char(' ') + tr("It is game %1 of %2.")
                                           .arg(saved.source->game + 1)
                                           .arg(QDir::toNativeSeparators(saved.source->path));
    return question;
}

QString GameDialogs::resumeQuestion(const app::SavedGame& saved) {
    return savedGameText(saved) + QLatin1Char(' ') +
           (saved.ending.isEmpty() ? tr("Resume it?") : tr("Open it again?"));
}

// Tester: after a crash, starting Remis with a file (a double-click in the file manager) never
// offered the unsaved game; the user learnt of it from a status line, if at all.
bool GameDialogs::offerResumeInstead(const QString& what, const QString& keptPath) {
    const std::optional<app::SavedGame> saved = m_autosave->resumableGame();
    if (!saved) return false;
    QMessageBox box(QMessageBox::Question, tr("Resume Game"),
                    savedGameText(*saved) + QLatin1Char(' ') +
                        (saved->ending.isEmpty() ? tr("Resume it instead of opening %1?")
                                                 : tr("Open it instead of %1?"))
                            .arg(what),
                    QMessageBox::NoButton, m_window);
    box.setInformativeText(tr("If you open %1, this game is kept at the end of %2.")
                               .arg(what, QDir::toNativeSeparators(keptPath)));
    QPushButton* resume = box.addButton(
        saved->ending.isEmpty() ? tr("&Resume It") : tr("&Open It Again"), QMessageBox::YesRole);
    QPushButton* open = box.addButton(tr("Open %1").arg(what), QMessageBox::NoRole);
    box.setDefaultButton(open);
    box.setEscapeButton(open);
    box.exec();
    if (box.clickedButton() != resume) return false;
    const auto resumed = m_autosave->resume();
    if (!resumed)
        QMessageBox::warning(m_window, tr("Resume Game"), app::ErrorTexts::text(resumed.error()));
    return resumed.ok();
}

bool GameDialogs::offerResume() {
    const std::optional<app::SavedGame> saved = m_autosave->resumableGame();
    if (!saved) return false;
    const auto answer = QMessageBox::question(m_window, tr("Resume Game"), resumeQuestion(*saved),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) return false;
    const auto resumed = m_autosave->resume();
    if (!resumed)
        QMessageBox::warning(m_window, tr("Resume Game"), app::ErrorTexts::text(resumed.error()));
    return resumed.ok();
}

void GameDialogs::showAbout() {
    QMessageBox::about(
        m_window, tr("About Remis"),
        tr("<h3>Remis %1</h3><p>A chess board with a built-in arbiter that applies the FIDE Laws "
           "of Chess (2023): claims, repetitions, the fifty- and 75-move rules, dead positions "
           "and flag falls, each explained in plain language.</p>"
           "<p>For two players at one computer, chess teachers and arbiters.</p>")
            .arg(QStringLiteral(REMIS_VERSION)));
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
