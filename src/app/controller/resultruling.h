// SPDX-License-Identifier: GPL-3.0-or-later
// ResultRuling: the arbiter's ruling beside a result read from a file. A recorded result is
// the record: reading and saving never change it (pgn.md, "Recording an ending"). Where the
// Laws say otherwise, the ruling is shown beside it, with its reason:
//   - the rules ended the game (checkmate, stalemate, a dead position, 75 moves, fivefold)
//     with another result than the one recorded;
//   - a recorded time forfeit (6.9; USCF 14E): the flag that fell is the side to move's at
//     the end (cli.md, the audit's rule too), which loses unless the opponent cannot
//     checkmate by any series of legal moves: then a draw. A record that names the other
//     side as the loser, or a win the opponent could not have, is ruled beside it;
//   - a recorded resignation (5.1.2) won by a side that cannot checkmate: a draw.
// Only the user's "Correct the result to the arbiter's ruling" changes the record.
#pragma once

#include <optional>

#include "core/rules/game.h"

namespace remis::app {

struct ResultRuling {
    GameResult recorded = GameResult::Ongoing;  // as read
    GameResult ruled = GameResult::Ongoing;     // by the Laws
    // What the ruling rests on: the ending the rules made, or the recorded Timeout (6.9, 14E)
    // or Resignation (5.1.2) judged again.
    Termination basis = Termination::None;
    int ply = 0;            // where the game ended
    bool mateable = false;  // Timeout under USCF: the winner could mate, 14E draws it anyway
    Color loser = White;    // Timeout: whose flag fell; Resignation: who resigned
};

// `recordedReason`: the reason the record gives for an ending the rules did not make
// (Termination::None when none or unknown); `offTheBoard`: the record says the arbiter
// decided it (a forfeit, a rules infraction, an adjudication), which stands whatever the
// material. Empty when the rules agree with the record.
std::optional<ResultRuling> ruleOnRecordedResult(const Game& game, GameResult recorded,
                                                 Termination recordedReason,
                                                 bool offTheBoard = false);

}  // namespace remis::app
