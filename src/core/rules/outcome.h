// The vocabulary of results: rule sets, how a game ended and who won. Plain enums: the
// GUI and the CLI turn them into words.
#pragma once

#include <cstdint>
#include <optional>

#include "core/base/types.h"

namespace remis {

// Chosen per game and written into the PGN ("Rules" tag).
enum class RuleSet : uint8_t {
    Fide,    // FIDE Laws of Chess 2023: threefold and fifty moves must be claimed
    Uscf,    // as FIDE, but flag fall judged by USCF 14E (insufficient losing chances)
    Casual,  // threefold and fifty moves end the game by themselves, as on many sites
};

enum class Termination : uint8_t {
    None,
    Checkmate,            // 5.1.1
    Stalemate,            // 5.2.1
    DeadPosition,         // 5.2.2
    SeventyFiveMoves,     // 9.6.2
    FivefoldRepetition,   // 9.6.1
    ThreefoldRepetition,  // 9.2 claimed (or automatic under the casual rule set)
    FiftyMoves,           // 9.3 claimed (or automatic under the casual rule set)
    Agreement,            // 5.2.3 (the offer: 9.1.2)
    Resignation,          // 5.1.2
    Timeout,              // 6.9 (a draw when the opponent cannot checkmate)
    IllegalMove,          // 7.5.5: a player's second illegal move that stood, in standard play
                          // (a draw when the opponent cannot checkmate)
};

enum class GameResult : uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

struct Outcome {
    Termination termination = Termination::None;
    GameResult result = GameResult::Ongoing;
    int ply = -1;  // the ply at which the game ended
    // A claim with a written move ended it (9.2.1, 9.3.1), not one on the board (9.2.2, 9.3.2).
    bool byWrittenMove = false;
    // 5.1.2: the side that resigned. A resignation can be a draw (the opponent cannot
    // checkmate), so the result alone does not tell who it was.
    std::optional<Color> resigned;
    // A result without a stated reason (a recorded result that names none) is over too.
    bool isOver() const {
        return termination != Termination::None || result != GameResult::Ongoing;
    }
    bool operator==(const Outcome&) const = default;
};

constexpr GameResult winFor(Color c) {
    return c == White ? GameResult::WhiteWins : GameResult::BlackWins;
}

// The words for these (result tokens, termination ids, rule-set ids and tags, articles) have
// one home: core/rules/vocabulary.h.

// Claims the side to move can make (9.2, 9.3), alone or with an intended move.
enum class ClaimKind : uint8_t { Threefold, FiftyMoves, Any };

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
