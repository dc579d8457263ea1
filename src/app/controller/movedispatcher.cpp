#include "app/controller/movedispatcher.h"

#include "app/controller/gamecontroller.h"

namespace remis::app {

MoveDispatcher::MoveDispatcher(app::GameController* controller, QObject* parent)
    : QObject(parent), m_controller(controller) {
    connect(controller, &app::GameController::gameReset, this, [this] { setClaimMode(false); });
    connect(controller, &app::GameController::gameOver, this, [this] { setClaimMode(false); });
}

void MoveDispatcher::setClaimMode(bool on) {
    if (on == m_claimMode) return;
    m_claimMode = on;
    if (on && m_controller->navigator().isBrowsing())
        m_controller->navigator().showLatest();  // a claim is about the position on the board now
    emit claimModeChanged(on);
}

AppResult<> MoveDispatcher::submit(Move move) {
    if (m_claimMode) {
        claimWith(move);
        return {};
    }
    auto played = m_controller->play(move);
    if (!played) emit refused(played.error());
    return played;
}

AppResult<> MoveDispatcher::submitText(const QString& sanOrUci) {
    if (!m_claimMode) {
        auto played = m_controller->playText(sanOrUci);
        if (!played) emit refused(played.error());
        return played;
    }
    // The intended move is named, not played: read it in the position on the board.
    const auto move = m_controller->readMove(sanOrUci);
    if (!move) {
        emit refused(move.error());
        return move.error();
    }
    return submit(*move);
}

void MoveDispatcher::claimWith(Move move) {
    setClaimMode(false);
    m_controller->claim(ClaimKind::Any, move);  // the verdict is reported by claimJudged
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
