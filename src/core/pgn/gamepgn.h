// A Game as a PGN record and back: the arbiter's result, termination and rule set go into
// the tags ("Rules"), clocks into [%clk], draw offers as (=).
#pragma once

#include <string>
#include <string_view>

#include "core/pgn/writer.h"
#include "core/rules/game.h"

namespace remis {

// Tags already in `tags` (Event, White, ...) are kept; Result, Termination, Rules, SetUp/FEN
// and TimeControl are set from the game.
PgnGameRecord toPgnRecord(const Game& game,
                          const std::vector<std::pair<std::string, std::string>>& tags = {});

// Replays a record: its FEN (if any), rule set ("Rules" tag), moves. An error names the
// move number and text, e.g. `move 7 "Nxe5": no knight can legally move to e5`.
Result<Game> gameFromPgnRecord(const PgnGameRecord& record);

std::string ruleSetTag(RuleSet rules);  // "FIDE 2023", "USCF", "casual"
std::optional<RuleSet> ruleSetFromTag(std::string_view tag);
std::string resultTag(GameResult r);  // "1-0", "0-1", "1/2-1/2", "*"
// PGN Termination tag values ("normal", "time forfeit", ...) with the rule named, e.g.
// "normal" for mate, "rules infraction" never; Remis writes a plain description.
std::string terminationTag(const Outcome& o);

}  // namespace remis
