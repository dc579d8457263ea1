// A Game as a PGN record and back: the arbiter's result, termination and rule set go into
// the tags ("Rules"), clocks into [%clk], draw offers as (=).
#pragma once

#include <string>
#include <string_view>

#include "core/pgn/writer.h"
#include "core/rules/game.h"
#include "core/rules/vocabulary.h"  // result tokens and rule-set tags

namespace remis {

// Tags already in `tags` (Event, White, ...) are kept; Result, Termination, Rules, SetUp/FEN
// and TimeControl are set from the game; an ending of the game also sets Remis's Ending tag
// and a closing comment after the last move (ending.h).
PgnGameRecord toPgnRecord(const Game& game,
                          const std::vector<std::pair<std::string, std::string>>& tags = {});

// Replays a record: its FEN (if any), rule set ("Rules" tag), moves. An error names the
// move as on a score sheet, e.g. `7.Nxe5: no knight can legally move to e5`.
// Moves recorded after the game ended by itself (a dead position, 75 moves, fivefold:
// engines and players play on) are not played: the game ends where the Laws ended it
// (pgn.md). *afterEnd, when given, receives how many such moves the record has.
Result<Game> gameFromPgnRecord(const PgnGameRecord& record, std::size_t* afterEnd = nullptr);

// The PGN standard's Termination value for an ending ("normal", "time forfeit"; "" while the
// game goes on). The exact ruling is endingTagValue (ending.h).
std::string terminationTag(const Outcome& o);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
