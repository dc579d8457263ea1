// SPDX-License-Identifier: GPL-3.0-or-later
// The counts at which the FIDE Laws open a claim or end a game, and the claim-with-a-move
// rule built on them, in one place: the arbiter, the audit, the school, the models and the
// texts all take them from here, so a number is never typed twice.
#pragma once

namespace remis {

// 9.3: fifty moves by EACH player, so 100 plies without a capture or a pawn move.
inline constexpr int FiftyMovePlies = 100;
// 9.6.2: seventy-five moves by each player, 150 plies: the game ends by itself.
inline constexpr int SeventyFiveMovePlies = 150;
// 9.2: the same position for at least the third time may be claimed.
inline constexpr int ThreefoldOccurrences = 3;
// 9.6.1: the fifth time ends the game by itself.
inline constexpr int FivefoldOccurrences = 5;

// 9.2.1 / 9.3.1, judged after the move: naming it in a claim (instead of playing it) would
// have been correct when it is neither a capture nor a pawn move and the position it makes
// stands for the third time (occurrences counts that one too) or completes the 100 plies.
constexpr bool completesThreefold(int occurrencesAfter, bool zeroing) {
    return !zeroing && occurrencesAfter >= ThreefoldOccurrences;
}
constexpr bool completesFifty(int halfmoveClockAfter, bool zeroing) {
    return !zeroing && halfmoveClockAfter >= FiftyMovePlies;
}

}  // namespace remis
