// SPDX-License-Identifier: GPL-3.0-or-later
// A Game as a PGN tree and back: the arbiter's result, termination and rule set go into
// the tags ("Rules"), clocks into [%clk], draw offers as (=).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/pgn/tree.h"
#include "core/rules/game.h"
#include "core/rules/vocabulary.h"  // result tokens and rule-set tags

namespace remis {

// The game as a PGN tree (tree.h), for the one writer (treewriter.h). Tags already in
// `tags` (Event, White, ...) are kept; Ending, Rules and TimeControl follow them, then
// SetUp/FEN (a set-up position), Termination (the game's ending) and Result. Each move
// carries its draw offer ({(=)}, FIDE 9.1.2.2), its clock ({[%clk 0:04:58]}) and the note of
// an incorrect claim made with it (6.12b/9.5.3), each a comment of its own in that order; an
// ending adds a closing comment after the last move (before the first when there is none).
PgnGame toPgnTree(const Game& game,
                  const std::vector<std::pair<std::string, std::string>>& tags = {});

// Replays a game read into a tree (treebuilder.h): its start position (the FEN tag, repaired
// as startPositionOf repairs it), rule set ("Rules") and time control ("TimeControl"), the
// first `plies` moves of its main line (all by default) with their draw offers, clocks and
// incorrect claims, then a claim its Ending tag records. An error names the move as on a
// score sheet, e.g. `7.Nxe5: no knight can legally move to e5`.
// Moves recorded after the game ended by itself (a dead position, 75 moves, fivefold:
// engines and players play on) are not played: the game ends where the Laws ended it
// (pgn.md). *afterEnd, when given, receives how many such moves the record has.
Result<Game> gameFromPgnTree(const PgnGame& tree, std::size_t plies = SIZE_MAX,
                             std::size_t* afterEnd = nullptr);

// The clock after a move: the last [%clk] command of its comments; nullopt without one.
std::optional<int64_t> clockAfter(const PgnNode& node);

// The PGN standard's Termination value for an ending ("normal", "time forfeit"; "" while the
// game goes on). The exact ruling is endingTagValue (ending.h).
std::string terminationTag(const Outcome& o);

}  // namespace remis
