// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, the clocks' actions: pause and resume (6.12) and "Read the Clocks" for a screen
// reader.
#include "app/services/clockdriver.h"
#include "app/text/articles.h"
#include "gui/panels/clockaccessible.h"
#include "gui/panels/clockpair.h"
#include "gui/window/announcer.h"
#include "gui/window/mainactions.h"
#include "gui/window/mainwindow.h"

namespace remis::gui {

void MainWindow::wireClockActions() {
    MainActions* a = m_actions;
    connect(a->pause, &QAction::triggered, this, [this](bool on) {
        if (m_clockDriver->isWaiting()) {  // no clock runs yet: nothing starts behind the players
            updateActions();
            return showMessage(
                tr("The clocks have not started: they start with the first move "
                   "played on the board."));
        }
        on ? m_clockDriver->pause() : m_clockDriver->resume();
        showMessage(on ? tr("Clocks paused (FIDE %1). Press P to resume.")
                             .arg(app::articleNo(article_no::ClocksPaused))
                       : tr("Clocks running."));
    });
    connect(m_clockDriver, &app::ClockDriver::pausedChanged, this, &MainWindow::updateActions);
    connect(a->readClocks, &QAction::triggered, this, [this] {
        m_announcer->say(ClockAccessible::spoken(m_clocks->widgetFor(White)) + QLatin1String(". ") +
                         ClockAccessible::spoken(m_clocks->widgetFor(Black)));
    });
}

}  // namespace remis::gui
