#include "app/controller/clockreadings.h"

#include "core/rules/flagfall.h"
#include "core/rules/illegalmove.h"

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

// As the audit reads it (GameAuditor::comment): a reading above zero ends a side's run of
// zero readings, a move without a reading does not.
std::optional<ClockFlagFall> clockFlagFall(const Game& game) {
    int zeroFrom[2] = {-1, -1};
    Color mover = game.startPosition().sideToMove();
    for (int i = 0; i < game.ply(); ++i, mover = ~mover) {
        const int64_t ms = game.plies()[std::size_t(i)].clockAfterMs;
        if (ms > 0) zeroFrom[mover] = -1;
        if (ms == 0 && zeroFrom[mover] < 0) zeroFrom[mover] = i + 1;
    }
    if (zeroFrom[White] < 0 && zeroFrom[Black] < 0) return std::nullopt;
    ClockFlagFall flag;
    flag.side = zeroFrom[White] < 0 || (zeroFrom[Black] >= 0 && zeroFrom[Black] < zeroFrom[White])
                    ? Black
                    : White;
    flag.ply = zeroFrom[flag.side];
    const Position pos = game.positionAt(flag.ply);
    if (!isPositionOfTheLaws(pos)) return flag;  // after a move that left the king in check
    const FlagFallRuling ruling = flagFallRuling(pos, flag.side, game.rules());  // 6.9, 14E
    flag.ruled = ruling.result;
    flag.mateable = ruling.opponent.verdict != Mateability::No;
    return flag;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
