// Reading a tag line that is not well-formed PGN (8.1.1) as the tag it evidently is, as
// docs/pgn.md asks ("lenient reading"): real files contain [White Kasparov, Garry]
// (no quotes), [White "Kasparov, Garry" (no closing bracket), [White "Kasparov] (no closing
// quote). The reader (reader.cpp) asks this only for a tag token the lexer could not read, so
// well-formed files never pay for it.
#pragma once

#include <optional>
#include <string_view>

namespace remis {

struct RepairedTag {
    std::string_view name;
    std::string_view value;  // escapes (\" and \\) still as written, like a lexed tag's value
    // The value's extent is a guess: it was not written between two quotes. The user is told
    // (docs/pgn.md: honest about what it did); a value between two quotes with only the ']'
    // missing is as evident as [White ""Mirage""], which is read silently.
    bool guessed = false;
};

// `line`: the tag's text from its '[' up to its ']' or the line end (the lexer's token).
// nullopt when there is no tag name: '[' followed by blanks and a name (letters, digits,
// '_'), then a blank, a quote or the end. Names with other characters are refused, because
// the writer could not write them back as they were.
[[nodiscard]] std::optional<RepairedTag> repairTagLine(std::string_view line) noexcept;

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
