// SPDX-License-Identifier: GPL-3.0-or-later
// 5.2.2 ends a game the moment a dead position arises, which may be before the position on
// which the per-move ruling ended it: a position whose every legal move leads into a dead
// position or a stalemate is dead itself (no series of legal moves from it ends in a
// checkmate). Game::settleDeadPosition dates the end so for `status`; these give the same
// answer to the app, whose worker finds it off the GUI thread on a copy of the game and
// hands it back to be applied to the game on the board.
#pragma once

#include <optional>

#include "core/analysis/mateability.h"
#include "core/rules/game.h"

namespace remis {

// True when the per-move ruling ended `game` on the position on the board by a stalemate
// (5.2.1) or a dead position (5.2.2): the end may still be dated earlier.
bool endedOnTheBoard(const Game& game);

// The cheap filter in front of Game::settleDeadPosition: false when it can neither end the
// game nor date its end earlier (a game over otherwise, or an ordinary position whose legal
// moves are too many or lead to positions nothing can prove dead).
bool maySettleDeadPosition(const Game& game);

// Game::settleDeadPosition on `game` (a copy: it may take moves back), as a finding: the ply
// where the dead position arose and the key of the position there; nullopt when it proves
// nothing new.
std::optional<DeadPositionFinding> settleDeadPositionFinding(Game& game);

// 5.2.2 from the per-side full analyses of the position on the board (`status` runs them for
// can_checkmate): when both sides' verdicts are "no", no series of legal moves ends in a mate
// and the position is dead, though isDeadPosition(Full) may have skipped it (it probes only
// worlds that look closed). Ends `game` where the dead position arose (datingBack) and
// returns how many moves were taken back; nullopt when the game is over or a verdict is not
// "no". `white`, `black`: analyseMateability(pos, side, Full) of game.position().
std::optional<int> endDeadByVerdicts(Game& game, const MateAnalysis& white,
                                     const MateAnalysis& black);

// settleDeadPositionFinding, then, when the game goes on and the cheap filter lets the full
// analysis try, endDeadByVerdicts with both sides' full analyses: what `status` rules.
std::optional<DeadPositionFinding> settleDeadPositionFullFinding(Game& game);

// Applies a finding made on a copy: Game::endByDeadPosition, or for a game endedOnTheBoard,
// the same at an earlier ply of the same line. Returns how many moves were taken back, or
// nullopt when the finding does not apply.
std::optional<int> applyDeadPositionFinding(Game& game, const DeadPositionFinding& found);

}  // namespace remis
