// MainWindow, the arbiter's actions: the claims (9.2, 9.3, with a move) and Accept and Decline
// of a draw offer (9.1.2) from the Game menu and by key, each standing for its button of the
// arbiter panel (PanelMirror); and "Read the Counts" for a screen reader.
#include <QAbstractButton>
#include <QProgressBar>

#include "gui/panels/arbiterpanel.h"
#include "gui/window/announcer.h"
#include "gui/window/mainactions.h"
#include "gui/window/mainwindow.h"
#include "gui/window/panelmirror.h"

namespace remis::gui {

void MainWindow::wireArbiterActions() {
    MainActions* a = m_actions;
    const auto button = [this](const char* name) {
        auto* b = m_arbiter->findChild<QAbstractButton*>(QLatin1String(name));
        Q_ASSERT(b);
        return b;
    };
    PanelMirror::link(a->claimThreefold, button("claimThreefoldButton"));
    PanelMirror::link(a->claimFifty, button("claimFiftyButton"));
    PanelMirror::link(a->claimWithMove, button("claimWithMoveButton"));
    PanelMirror::link(a->acceptDraw, button("acceptDrawButton"));
    PanelMirror::link(a->declineDraw, button("declineDrawButton"));
    // The counters are painted as bars; each has its meaning as its accessible name ("Fifty-
    // move count: 33 of 100 plies, claim at 100"). Those the rule set shows are said.
    connect(a->readCounts, &QAction::triggered, this, [this] {
        QStringList said;
        for (const char* name : {"fiftyBar", "seventyFiveBar", "threefoldBar", "fivefoldBar"}) {
            auto* bar = m_arbiter->findChild<QProgressBar*>(QLatin1String(name));
            if (bar && !bar->isHidden()) said << bar->accessibleName();
        }
        m_announcer->say(said.join(QLatin1String(". ")));
    });
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
