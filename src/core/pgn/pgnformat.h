// SPDX-License-Identifier: GPL-3.0-or-later
// PGN's written forms that the writer (treewriter.h) and the arbiter's record (gamepgn.h)
// share: clock times as [%clk] writes them, escaped tag values, where a comment may be broken
// across lines, and the move numbering a FEN starts from. Games are read into PgnGame trees
// (treebuilder.h) and written from them (treewriter.h): there is one model and one writer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace remis {

// Where the word at the start of comment text ends: at the first space or line end outside a
// command such as "[%clk 0:03:00]", which is never broken across lines (its reader expects
// it whole). npos when the word runs to the end.
[[nodiscard]] std::size_t commentWordEnd(std::string_view text);
[[nodiscard]] std::string formatClock(int64_t ms);  // "1:23:45", "0:04:58.3" (tenths, cut)
[[nodiscard]] std::string escapeTagValue(std::string_view value);  // \" and \\ (8.1.1.3)

struct FenNumbering {
    int moveNumber = 1;
    bool blackToMove = false;
};
// Fullmove number and side to move read from a FEN's text; defaults for missing fields.
[[nodiscard]] FenNumbering fenNumbering(std::string_view fen) noexcept;

}  // namespace remis
