// SPDX-License-Identifier: GPL-3.0-or-later
// PgnBoundaryScanner: the one place that finds, in PGN bytes, where a game certainly ends
// and the next one begins, without reading the games: just before a '[' that follows a
// result token (1-0, 0-1, 1/2-1/2, *) outside comments, tags and variations, with only
// blanks between them. The PGN reader starts a game there whatever came before, so text
// cut at these places reads as the whole text does. Used by TextInput (the encoding is
// decided per game, docs/pgn.md "Reading"), by the CLI's chunker (games audited on several
// threads) and checked against the reader and the app's index by tst_pgnagreement.
//
// It works on bytes, before any decoding: every byte it looks at is ASCII, and ASCII is the
// same in UTF-8 and ISO 8859-1. The scan carries its state from call to call, so where the
// text is cut into calls never changes the answers. It knows the PGN lexical rules only:
// tags and their strings, { } and ; comments, % escape lines (column 1), variations.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace remis::io {

// "1-0", "0-1", "1/2-1/2" or "*" (PGN 8.2.6): the one test of a result token.
constexpr bool isPgnResultToken(std::string_view s) noexcept {
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*";
}

class PgnBoundaryScanner {
public:
    // Scans bytes[from, size), the text that follows what earlier calls saw (bytes before
    // `from` were given before). Returns the offset of the first game start found, or npos
    // when there is none up to the end; call again from that offset + 1 for the next one.
    std::size_t next(std::string_view bytes, std::size_t from);

private:
    enum class State { Normal, Brace, LineComment, Tag, TagString, TagEscape };
    std::size_t normal(std::string_view bytes, std::size_t from);
    void noteWords(std::string_view bytes, std::size_t from, std::size_t to);
    bool lineStartAt(std::string_view bytes, std::size_t at) const;

    State m_state = State::Normal;
    std::string m_word;          // the last word outside comments and tags, up to 8 bytes
    bool m_wordOpen = false;     // the text seen so far ends inside m_word
    bool m_wordLong = false;     // m_word was longer than 8 bytes: no result token
    int m_depth = 0;             // variation nesting
    bool m_lineEnd = true;       // the byte before this call's text ended a line (or there is none)
    std::size_t m_from = 0;      // where the scan of this call goes on
    std::size_t m_callFrom = 0;  // where this call began
};

}  // namespace remis::io
