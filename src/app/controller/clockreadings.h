// Whether the clock of a game read from a file shows the players' times or only the control's:
// a record gives readings ([%clk]) or it does not, and where it does not, the times on the
// clocks are nobody's (pgn.md: record only what happened). The controller writes no [%clk]
// into such a record; the ClockDriver starts no clock for it until a move is played on it.
#pragma once

#include <optional>

#include "app/controller/resultruling.h"
#include "core/rules/game.h"

namespace remis::app {

// The file gave a [%clk] for each side that moved in the `loaded` moves kept from it (or it
// had none, and the clock starts here).
bool clockReadingsKnown(const Game& game, int loaded);

// Whose flag fell in a game ended on time (`outcome`, the game's or the record's): the loser
// that the arbiter's ruling names where it differs from the record, else the side the result
// makes the loser, else (a draw) the side to move. A record's last move made with 0:00:00 left
// is that side's flag (ruleOnRecordedResult), not the side to move's.
Color flaggedSide(const Game& game, const Outcome& outcome,
                  const std::optional<ResultRuling>& ruling);

// A flag that fell in a record by its clock alone: a side's last [%clk] reads 0:00:00 (cli.md,
// the audit's flag_fall). `ply`: the move after which that side's final run of zero readings
// began; `ruled`: 6.9's ruling there (14E under USCF rules), nullopt where the analysis cannot
// decide; `mateable`: the opponent could mate by some series of legal moves (14E draws anyway).
struct ClockFlagFall {
    Color side = White;
    int ply = 0;
    std::optional<GameResult> ruled;
    bool mateable = false;
};
// The first such flag in the game's moves, or nothing.
std::optional<ClockFlagFall> clockFlagFall(const Game& game);

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
