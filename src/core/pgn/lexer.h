// PgnLexer: cuts PGN bytes into tokens for PgnReader, from a string or from a source read in
// chunks. It owns the buffer (constant size: one chunk plus at most two longest tokens), the
// line count (LF, CRLF and lone CR each end a line) and the lexical rules of PGN 8.2: tags,
// { } and ; comments, % escape lines, $n NAGs, !? suffixes, ( ) variations, "(=)" draw
// offers, move numbers and SAN-like symbols. It knows nothing of chess or of games.
#pragma once

#include "core/pgn/reader.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace remis {

namespace pgn {
constexpr bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
constexpr bool isAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
constexpr bool isLineEnd(char c) {
    return c == '\n' || c == '\r';
}
constexpr bool isSpace(char c) {
    return c == ' ' || c == '\t' || isLineEnd(c) || c == '\f' || c == '\v';
}
}  // namespace pgn

enum class PgnTokenKind {
    End,         // no more input
    Tag,         // [Name "value"]: text = name, value = value as written (escapes kept)
    Symbol,      // SAN, move number ("12."), result, "*", "0-0", "+-"...
    Comment,     // { text } or ; text (text without the delimiters; lineComment tells which)
    Escape,      // a % escape line (8.2.4): text after the '%', up to the line end
    Nag,         // "$14" (text includes the '$')
    Suffix,      // "!", "?!", ... (any run of ! and ?)
    OpenParen,   // (
    CloseParen,  // )
    DrawOffer,   // (=)
    Dots,        // "..." standing alone
    Bom,         // a UTF-8 byte order mark (at the start or where files were concatenated)
    Garbage,     // bytes that start no token, up to whitespace or a delimiter
    Malformed,   // a broken tag or an over-long token; problem says what
};

struct PgnToken {
    PgnTokenKind kind = PgnTokenKind::End;
    std::string_view text;          // valid until the next call of PgnLexer::next()
    std::string_view value;         // Tag only
    long line = 0;                  // line of the token's first byte
    const char* problem = nullptr;  // Malformed, or a Comment cut off by the end of input
    bool tagLike = false;           // Malformed token that began with '['
    bool lineComment = false;       // Comment written with ';' (it runs to the line end)
};

class PgnLexer {
public:
    using ReadFunction = std::function<std::size_t(char* dst, std::size_t max)>;  // 0 = end

    explicit PgnLexer(const PgnReaderOptions& options);

    void reset(std::string_view text);  // tokens are views into text, no copy
    void reset(ReadFunction read);      // reads chunks of options.bufferSize bytes

    PgnToken next();
    long lineCount() const noexcept;  // lines consumed so far (a last line without end counts)
    // Bytes of the input consumed so far: the offset just after the last token returned
    // (or skipped), counted from the first byte given to reset().
    std::uint64_t offset() const noexcept {
        return m_bufferOffset + static_cast<std::uint64_t>(m_pos - m_bufferStart);
    }
    // The input offset of the first byte of the last token returned (the end of the input
    // after End).
    std::uint64_t tokenOffset() const noexcept {
        return m_bufferOffset + static_cast<std::uint64_t>(m_tokenStart - m_bufferStart);
    }

private:
    enum class Skip { None, Line, Brace, Word };

    bool nextPlainSymbol(PgnToken& t);  // the usual move or move number, or false
    bool nextPlainTag(PgnToken& t);     // the usual [Name "value"] at m_pos, or false
    bool skipSpace();
    void skipRest();
    void consume(char c) noexcept;
    bool refill(const char* keepFrom);
    void tooLong(PgnToken& t);  // the token at m_pos is over-long: t says so
    void advance(const PgnToken& t, std::size_t length);
    void resetState();

    ReadFunction m_read;
    std::vector<char> m_storage;
    const char* m_pos = nullptr;
    const char* m_end = nullptr;
    const char* m_tokenStart = nullptr;   // the first byte of the last token returned
    const char* m_bufferStart = nullptr;  // where the bytes in the buffer begin
    std::uint64_t m_bufferOffset = 0;     // the input offset of m_bufferStart
    std::size_t m_chunk;
    std::size_t m_maxToken;
    long m_line = 1;
    bool m_eof = true;
    bool m_prevCr =
        false;  // the last byte consumed was '\r' (a following '\n' is the same line end)
    bool m_atLineStart = true;  // for % escape lines, which must begin in column 1
    Skip m_skip = Skip::None;
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
