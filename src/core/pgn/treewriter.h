// Writing PgnGame trees (tree.h) as canonical PGN: "%" preamble lines, the tags in their
// order, a blank line, the movetext wrapped at 80 columns, the result, a blank line.
// Movetext: move numbers "12." before White's moves and "12..." before Black's after a
// comment or a variation; NAGs as $n; brace comments as {text}; ';' comments and "%" lines
// end their line; variations as "(12. Nf3 ...)"; null moves as read ("--", "Z0"); after an
// error the unread rest as it was read. Reading what was written gives the same tree, and writing a
// file that was already canonical gives it back byte for byte.
#pragma once

#include <string>
#include <vector>

#include "core/pgn/tree.h"

namespace remis {

[[nodiscard]] std::string writePgnGame(const PgnGame& game);
void writePgnGame(std::string& out, const PgnGame& game);  // appends
[[nodiscard]] std::string writePgnGames(const std::vector<PgnGame>& games);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
