// MoveDispatcher: where a move chosen on the board or typed in the move box goes. Normally
// it is played; in "claim with a move" mode (9.2.1, 9.3.1) it is shown to the arbiter
// instead: a correct claim ends the game and the move is not played, an incorrect one costs
// the claimant (the opponent gets extra time) and the move is played.
#pragma once

#include <QObject>
#include <QString>

#include "app/base/apperror.h"
#include "core/base/types.h"

namespace remis::app {
class GameController;

class MoveDispatcher : public QObject {
    Q_OBJECT
public:
    explicit MoveDispatcher(app::GameController* controller, QObject* parent = nullptr);

    bool isClaimMode() const { return m_claimMode; }
    void setClaimMode(bool on);

    // Played, or claimed; a refusal is also reported by refused.
    AppResult<> submit(Move move);
    AppResult<> submitText(const QString& sanOrUci);

signals:
    void claimModeChanged(bool on);
    void refused(const remis::app::AppError& reason);

private:
    void claimWith(Move move);

    app::GameController* m_controller;
    bool m_claimMode = false;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
