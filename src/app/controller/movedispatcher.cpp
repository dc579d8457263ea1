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

QString MoveDispatcher::submit(Move move) {
    QString error = m_claimMode ? claimWith(move) : m_controller->play(move);
    if (!error.isEmpty()) emit refused(error);
    return error;
}

QString MoveDispatcher::submitText(const QString& sanOrUci) {
    if (!m_claimMode) {
        const QString error = m_controller->playText(sanOrUci);
        if (!error.isEmpty()) emit refused(error);
        return error;
    }
    // The intended move is named, not played: read it in the position on the board.
    QString error;
    const auto move = m_controller->readMove(sanOrUci, &error);
    if (!move) {
        emit refused(error);
        return error;
    }
    return submit(*move);
}

QString MoveDispatcher::claimWith(Move move) {
    setClaimMode(false);
    m_controller->claim(ClaimKind::Any, move);  // the verdict is reported by claimJudged
    return {};
}

}  // namespace remis::app
