#include "app/controller/clockreadings.h"

namespace remis::app {

bool clockReadingsKnown(const Game& game, int loaded) {
    bool moved[2] = {false, false};
    bool read[2] = {false, false};
    Color mover = game.startPosition().sideToMove();
    for (int i = 0; i < loaded && i < game.ply(); ++i) {
        moved[mover] = true;
        read[mover] = read[mover] || game.plies()[std::size_t(i)].clockAfterMs >= 0;
        mover = ~mover;
    }
    return (!moved[White] || read[White]) && (!moved[Black] || read[Black]);
}

Color flaggedSide(const Game& game, const Outcome& outcome,
                  const std::optional<ResultRuling>& ruling) {
    if (ruling && ruling->basis == Termination::Timeout) return ruling->loser;
    if (outcome.result == GameResult::WhiteWins) return Black;
    if (outcome.result == GameResult::BlackWins) return White;
    return game.position().sideToMove();
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
