#include "gui/panels/clockpair.h"

#include "app/controller/clockreadings.h"
#include "app/controller/gamecontroller.h"
#include "app/services/clockdriver.h"
#include "app/text/clocktexts.h"
#include "app/text/ruletexts.h"
#include "gui/panels/clockwidget.h"

namespace remis::gui {

ClockPair::ClockPair(ClockWidget* top, ClockWidget* bottom, app::GameController* controller,
                     app::ClockDriver* driver, QObject* parent)
    : QObject(parent), m_top(top), m_bottom(bottom), m_controller(controller), m_driver(driver) {
    using C = app::GameController;
    connect(driver, &app::ClockDriver::timesChanged, this, &ClockPair::refreshTimes);
    connect(driver, &app::ClockDriver::pausedChanged, this, &ClockPair::refresh);
    connect(controller, &C::stateChanged, this, &ClockPair::refresh);
    connect(controller, &C::clockChanged, this, &ClockPair::refresh);
    connect(controller, &C::gameReset, this, &ClockPair::refresh);
    connect(controller, &C::claimJudged, this, &ClockPair::onVerdict);
    refresh();
}

void ClockPair::setFlipped(bool flipped) {
    m_flipped = flipped;
    refresh();
}

ClockWidget* ClockPair::widgetFor(Color side) const {
    return (side == White) != m_flipped ? m_bottom : m_top;
}

void ClockPair::refresh() {
    const Outcome outcome = m_controller->outcome();
    const Color toMove = m_controller->game().position().sideToMove();
    for (Color c : {White, Black}) {
        ClockWidget* w = widgetFor(c);
        w->setSide(c);
        const QString name =
            m_controller->tag(c == White ? QStringLiteral("White") : QStringLiteral("Black"));
        const QString side = app::RuleTexts::colorName(c);
        w->setName(name.isEmpty() || name == QLatin1String("?")
                       ? side
                       : QStringLiteral("%1 (%2)").arg(name, side));
        w->setTimed(m_driver->isTimed());
        w->setActive(!outcome.isOver() && c == toMove);
        w->setPaused(m_driver->isPausedByUser());
        w->setLowTimeMs(m_driver->lowTimeMs());
        w->setWaiting(m_driver->isWaiting(), m_controller->game().ply() > 0);
        // The clock rule where the clocks are: what each move adds, when the clock starts.
        const TimeControl& control = m_controller->game().clock().timeControl();
        w->setRule(app::ClockTexts::perMoveRule(control));
        w->setToolTip(m_driver->isTimed() ? app::ClockTexts::clockRule(control) : QString());
        w->setFlagged(
            outcome.termination == Termination::Timeout &&
            c == app::flaggedSide(m_controller->game(), outcome, m_controller->resultRuling()));
    }
    refreshTimes();
}

void ClockPair::refreshTimes() {
    for (Color c : {White, Black})
        widgetFor(c)->setRemaining(m_driver->isTimed() ? m_driver->shownMs(c) : 0);
}

void ClockPair::onVerdict(const ClaimVerdict& verdict) {
    if (verdict.penaltyMs <= 0) return;
    // The claimant had the move; an incorrect claim with a move has played that move since.
    const Color toMove = m_controller->game().position().sideToMove();
    const Color claimant = verdict.movePlayed ? ~toMove : toMove;
    widgetFor(~claimant)->flash(app::ClockTexts::penalty(verdict.penaltyMs));
    refresh();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
