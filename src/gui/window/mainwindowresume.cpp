// MainWindow, the autosave at start: offering the game saved before a crash (also at a start
// that names a file, a position or a demonstration), keeping a game not resumed in
// previous.pgn, and putting a resumed game back in its file.
#include <QDir>
#include <QFileInfo>
#include <tuple>

#include "app/services/autosave.h"
#include "app/services/clockdriver.h"
#include "app/text/articles.h"
#include "gui/dialogs/gamedialogs.h"
#include "gui/window/gamefiles.h"
#include "gui/window/mainwindow.h"

namespace remis::gui {

void MainWindow::startAutosave() {
    // A saved game that was not resumed (declined, or replaced by --fen/--pgn) is kept once
    // more next to the autosave, so that starting Remis never silently loses it, and the
    // user is told where (an unsaved finished game may be the only copy of their work).
    if (m_autosave->hasResumableGame() && !m_resumed) {
        const QString kept = previousGamesPath();
        if (m_autosave->keepCopy(kept))
            showMessage(tr("The game saved before this start is kept at the end of %1")
                            .arg(QDir::toNativeSeparators(kept)),
                        15000);
    }
    m_autosave->setEnabled(true);
    std::ignore = m_autosave->save();  // a failure is shown by saveFailed
    // Tester: a damaged autosave was set aside with the status line saying only "Ready.".
    if (const QString damaged = m_autosave->damagedCopyPath(); !damaged.isEmpty())
        showMessage(tr("The autosave found at this start could not be read as a game; it is kept "
                       "as %1")
                        .arg(QDir::toNativeSeparators(damaged)),
                    30000);
}

QString MainWindow::previousGamesPath() const {
    return QFileInfo(m_autosave->filePath()).dir().filePath(QStringLiteral("previous.pgn"));
}

bool MainWindow::offerResumeInstead(const QString& what) {
    m_resumed = m_dialogs->offerResumeInstead(what, previousGamesPath());
    if (m_resumed) afterResume();
    return m_resumed;
}

bool MainWindow::offerResume() {
    m_resumed = m_dialogs->offerResume();
    if (m_resumed) afterResume();
    return m_resumed;
}

app::AppResult<> MainWindow::resumeAutosave() {
    auto resumed = m_autosave->resume();
    m_resumed = resumed.ok();
    if (m_resumed) afterResume();
    return resumed;
}

// A clock that ran at the crash comes back paused (AutosaveSession::restore): the status line
// says so, and how the players restart it when seated (FIDE 6.12).
void MainWindow::afterResume() {
    if (m_clockDriver->isPausedByUser())
        showMessage(tr("The game is resumed with the clocks paused (FIDE %1) at their last "
                       "reading saved. Press P when the players are seated.")
                        .arg(app::articleNo(article_no::ClocksPaused)),
                    30000);
    relinkResumedGame();
}

// A resumed game goes back to the game of the file it came from, so that Save writes it there
// as before the crash; when that file changed or is gone since, the user is told that Save
// will ask for a name (it is not written over a file that may hold other games now).
void MainWindow::relinkResumedGame() {
    const std::optional<app::AutosaveSource> source = m_autosave->resumedSource();
    if (!source || m_files->relink(*source)) return;
    showMessage(tr("%1 has changed or is gone since game %2 of it was saved for resuming: Save "
                   "will ask for a file name.")
                    .arg(QDir::toNativeSeparators(source->path))
                    .arg(source->game + 1),
                30000);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
