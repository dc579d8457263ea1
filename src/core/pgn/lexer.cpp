// Scanners take the bytes available [p, end) and either return the token's length or
// kNeedMore when the token may continue past `end` and more input may come (eof false).
// The lexer then keeps the partial token, reads more behind it and scans again from its
// first byte, so every token is contiguous and handed out as a view without copying.
// parseClockComment (declared in pgnreader.h) lives here too: it reads comment text.
#include "core/pgn/lexer.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace remis {
namespace {

using namespace pgn;
using Kind = PgnTokenKind;

constexpr std::size_t kNeedMore = static_cast<std::size_t>(-1);

// Character classes by table: the scanners test every byte of the input.
enum : unsigned char { kSymbolChar = 1, kDelimiter = 2, kSpace = 4 };

constexpr std::array<unsigned char, 256> makeClasses() {
    std::array<unsigned char, 256> classes{};
    for (int c = 0; c < 256; ++c) {
        const char ch = static_cast<char>(c);
        if (isAlpha(ch) || isDigit(ch)) classes[static_cast<std::size_t>(c)] |= kSymbolChar;
    }
    // 8.2.3.3 symbol characters, plus '/' (1/2-1/2) and '.' (exd6e.p.).
    for (char c : std::string_view("_+#=:-/."))
        classes[static_cast<unsigned char>(c)] |= kSymbolChar;
    for (char c : std::string_view("{}()[];")) classes[static_cast<unsigned char>(c)] |= kDelimiter;
    for (char c : std::string_view(" \t\n\r\f\v")) classes[static_cast<unsigned char>(c)] |= kSpace;
    return classes;
}

constexpr std::array<unsigned char, 256> kClasses = makeClasses();

constexpr bool hasClass(char c, unsigned char mask) {
    return (kClasses[static_cast<unsigned char>(c)] & mask) != 0;
}

constexpr auto isBlank = [](char c) { return c == ' ' || c == '\t'; };
constexpr auto isNameChar = [](char c) { return isAlpha(c) || isDigit(c) || c == '_'; };
constexpr auto isSymbolChar = [](char c) { return hasClass(c, kSymbolChar); };
constexpr auto isDigitChar = [](char c) { return isDigit(c); };
constexpr auto isNotSpaceOrDelimiter = [](char c) { return !hasClass(c, kSpace | kDelimiter); };

bool isSymbolStart(char c) {
    return isAlpha(c) || isDigit(c) || c == '-' || c == '+' || c == '=';
}

template <class Pred>
const char* skipWhile(const char* p, const char* end, Pred pred) {
    while (p < end && pred(*p)) ++p;
    return p;
}

std::size_t make(PgnToken& t, Kind kind, const char* p, const char* q) {
    t.kind = kind;
    t.text = std::string_view(p, static_cast<std::size_t>(q - p));
    return static_cast<std::size_t>(q - p);
}

std::size_t malformedTag(PgnToken& t, const char* p, const char* q, const char* problem) {
    t.problem = problem;
    t.tagLike = true;
    return make(t, Kind::Malformed, p, q);
}

// [p, close) is "[ ... ]" with balanced quotes: [ Name "value" ]. The value runs from the
// first to the last quote, so unescaped inner quotes are tolerated.
std::size_t parseTag(const char* p, const char* close, PgnToken& t) {
    const char* last = close - 1;  // the ']'
    const char* name = skipWhile(p + 1, last, isBlank);
    const char* q = skipWhile(name, last, isNameChar);
    const char* open = skipWhile(q, last, isBlank);
    if (q == name || open == last || *open != '"')
        return malformedTag(t, p, close, "malformed tag");
    const char* quote = last - 1;
    while (quote > open && *quote != '"') --quote;
    if (quote == open || skipWhile(quote + 1, last, isBlank) != last)
        return malformedTag(t, p, close, "malformed tag");
    t.value = std::string_view(open + 1, static_cast<std::size_t>(quote - open - 1));
    make(t, Kind::Tag, p, close);
    t.text = std::string_view(name, static_cast<std::size_t>(q - name));
    return static_cast<std::size_t>(close - p);
}

// A tag ends at the first ']' outside quotes and must not cross a line end (8.1).
std::size_t scanTag(const char* p, const char* end, bool eof, PgnToken& t) {
    bool quoted = false;
    const char* q = p + 1;
    for (; q < end && !isLineEnd(*q); ++q) {
        if (quoted && *q == '\\') {
            if (q + 1 < end && !isLineEnd(q[1])) ++q;
        } else if (*q == '"') {
            quoted = !quoted;
        } else if (*q == ']' && !quoted) {
            return parseTag(p, q + 1, t);
        }
    }
    if (q == end && !eof) return kNeedMore;
    return malformedTag(t, p, q, "unterminated tag");
}

std::size_t scanBraceComment(const char* p, const char* end, bool eof, PgnToken& t) {
    const auto size = static_cast<std::size_t>(end - p - 1);
    const char* close = static_cast<const char*>(std::memchr(p + 1, '}', size));
    if (close) {
        make(t, Kind::Comment, p + 1, close);
        return static_cast<std::size_t>(close + 1 - p);
    }
    if (!eof) return kNeedMore;
    t.problem = "unterminated comment";
    make(t, Kind::Comment, p + 1, end);
    return static_cast<std::size_t>(end - p);
}

// ";" comments and "%" escape lines run to the line end; the text excludes the first byte.
std::size_t scanLineComment(const char* p, const char* end, bool eof, PgnToken& t, Kind kind) {
    const char* q = skipWhile(p + 1, end, [](char c) { return !isLineEnd(c); });
    if (q == end && !eof) return kNeedMore;
    make(t, kind, p + 1, q);
    t.lineComment = kind == Kind::Comment;
    return static_cast<std::size_t>(q - p);
}

// Runs of one character class: NAG digits, suffixes, dots, symbols, garbage.
template <class Pred>
std::size_t scanRun(const char* p, const char* from, const char* end, bool eof, PgnToken& t,
                    Kind kind, Pred pred) {
    const char* q = skipWhile(from, end, pred);
    if (q == end && !eof) return kNeedMore;
    return make(t, kind, p, q);
}

std::size_t scanSymbol(const char* p, const char* end, bool eof, PgnToken& t) {
    if (!isDigit(*p)) return scanRun(p, p + 1, end, eof, t, Kind::Symbol, isSymbolChar);
    // "12." and "12...": the move number ends at its dots, so "12.e4" is two tokens.
    const char* q = skipWhile(p, end, isDigitChar);
    if (q == end && !eof) return kNeedMore;
    if (q < end && *q == '.')
        return scanRun(p, q, end, eof, t, Kind::Symbol, [](char c) { return c == '.'; });
    return scanRun(p, q, end, eof, t, Kind::Symbol, isSymbolChar);
}

std::size_t scanFixed(const char* p, const char* end, bool eof, PgnToken& t,
                      std::string_view expected, Kind kind, Kind otherwise) {
    const auto have = static_cast<std::size_t>(end - p);
    if (have < expected.size() && !eof) return kNeedMore;
    if (std::string_view(p, std::min(have, expected.size())) == expected)
        return make(t, kind, p, p + expected.size());
    if (otherwise == Kind::Garbage)
        return scanRun(p, p + 1, end, eof, t, Kind::Garbage, isNotSpaceOrDelimiter);
    return make(t, otherwise, p, p + 1);
}

std::size_t scanToken(const char* p, const char* end, bool eof, PgnToken& t) {
    switch (*p) {
        case '[':
            return scanTag(p, end, eof, t);
        case '{':
            return scanBraceComment(p, end, eof, t);
        case ';':
            return scanLineComment(p, end, eof, t, Kind::Comment);
        case '(':
            return scanFixed(p, end, eof, t, "(=)", Kind::DrawOffer, Kind::OpenParen);
        case ')':
            return make(t, Kind::CloseParen, p, p + 1);
        case '*':
            return make(t, Kind::Symbol, p, p + 1);
        case '$':
            return scanRun(p, p + 1, end, eof, t, Kind::Nag, isDigitChar);
        case '!':
        case '?':
            return scanRun(p, p, end, eof, t, Kind::Suffix,
                           [](char c) { return c == '!' || c == '?'; });
        case '.':
            return scanRun(p, p, end, eof, t, Kind::Dots, [](char c) { return c == '.'; });
        case '\xEF':
            return scanFixed(p, end, eof, t, "\xEF\xBB\xBF", Kind::Bom, Kind::Garbage);
        default:
            break;
    }
    if (isSymbolStart(*p)) return scanSymbol(p, end, eof, t);
    return scanRun(p, p + 1, end, eof, t, Kind::Garbage, isNotSpaceOrDelimiter);
}

long countLineEnds(std::string_view s) {
    long n = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\r' || (s[i] == '\n' && (i == 0 || s[i - 1] != '\r'))) ++n;
    }
    return n;
}

}  // namespace

PgnLexer::PgnLexer(const PgnReaderOptions& options)
    : m_chunk(std::max<std::size_t>(options.bufferSize, 1)),
      m_maxToken(std::max<std::size_t>(options.maxTokenLength, 16)) {}

void PgnLexer::resetState() {
    m_line = 1;
    m_prevCr = false;
    m_atLineStart = true;
    m_skip = Skip::None;
}

void PgnLexer::reset(std::string_view text) {
    resetState();
    m_read = nullptr;
    m_pos = text.empty() ? "" : text.data();
    m_end = m_pos + text.size();
    m_bufferStart = m_tokenStart = m_pos;
    m_bufferOffset = 0;
    m_eof = true;
}

void PgnLexer::reset(ReadFunction read) {
    resetState();
    m_read = std::move(read);
    m_pos = m_end = m_bufferStart = m_tokenStart = nullptr;
    m_bufferOffset = 0;
    m_eof = false;
}

// One token object for every return: it is built in the caller's slot (no copy through the
// stack, which cost a store-forwarding stall per token).
PgnToken PgnLexer::next() {
    PgnToken t;
    if (m_skip == Skip::None && nextPlainSymbol(t)) return t;
    for (;;) {
        const bool more = skipSpace();
        m_tokenStart = m_pos;
        t = PgnToken{};
        t.line = m_line;
        if (!more) return t;  // End
        const bool escape = *m_pos == '%' && m_atLineStart;
        const std::size_t n = escape ? scanLineComment(m_pos, m_end, m_eof, t, PgnTokenKind::Escape)
                                     : scanToken(m_pos, m_end, m_eof, t);
        if (n == kNeedMore && static_cast<std::size_t>(m_end - m_pos) <= m_maxToken) {
            refill(m_pos);
            continue;
        }
        if (n == kNeedMore || n > m_maxToken) {
            tooLong(t);
            return t;
        }
        advance(t, n);
        return t;
    }
}

// Almost every byte of a movetext is a move or a move number between blanks and LF line
// ends. Those are scanned here without the general machinery when the buffer holds the whole
// token; anything else (another token, '\r', a tab, a token reaching the buffer's end) is
// left to the general path, after the blanks and line ends consumed here, which it would
// have consumed the same way. The token is the one scanSymbol makes.
bool PgnLexer::nextPlainSymbol(PgnToken& t) {
    const char* p = m_pos;
    const char* const end = m_end;
    for (; p < end; ++p) {
        if (*p == ' ') {
            m_prevCr = m_atLineStart = false;
        } else if (*p == '\n') {
            if (!m_prevCr) ++m_line;
            m_prevCr = false;
            m_atLineStart = true;
        } else {
            break;
        }
    }
    m_pos = m_tokenStart = p;
    if (p < end && *p == '[') return nextPlainTag(t);
    if (p == end || !(isAlpha(*p) || isDigit(*p))) return false;
    const char* q = isDigit(*p) ? skipWhile(p + 1, end, isDigitChar) : p + 1;
    if (q < end && *q == '.' && isDigit(*p))  // "12." and "12...": the number ends at its dots
        q = skipWhile(q, end, [](char c) { return c == '.'; });
    else
        q = skipWhile(q, end, isSymbolChar);
    if (q == end || static_cast<std::size_t>(q - p) > m_maxToken) return false;
    t.kind = PgnTokenKind::Symbol;
    t.text = std::string_view(p, static_cast<std::size_t>(q - p));
    t.line = m_line;
    m_pos = q;
    m_prevCr = m_atLineStart = false;
    return true;
}

// A tag as nearly every file writes it, [Name "value"] on its line, with no escape in the
// value: the token scanTag and parseTag make of it, in one pass. Anything else (an escape,
// a quote or a line end inside, a broken tag) is left to them.
bool PgnLexer::nextPlainTag(PgnToken& t) {
    const char* const p = m_pos;
    const char* const end = m_end;
    const char* name = p + 1;
    const char* q = skipWhile(name, end, isNameChar);
    if (q == name) return false;
    const char* open = skipWhile(q, end, isBlank);
    if (open == end || *open != '"') return false;
    const char* close = open + 1;
    while (close < end && *close != '"' && *close != '\\' && !isLineEnd(*close)) ++close;
    if (end - close < 2 || *close != '"' || close[1] != ']') return false;
    const auto length = static_cast<std::size_t>(close + 2 - p);
    if (length > m_maxToken) return false;
    t.kind = PgnTokenKind::Tag;
    t.text = std::string_view(name, static_cast<std::size_t>(q - name));
    t.value = std::string_view(open + 1, static_cast<std::size_t>(close - open - 1));
    t.line = m_line;
    m_pos = close + 2;
    m_prevCr = m_atLineStart = false;
    return true;
}

long PgnLexer::lineCount() const noexcept {
    return m_atLineStart ? m_line - 1 : m_line;
}

// Whitespace and the rest of an over-long token; false at the end.
bool PgnLexer::skipSpace() {
    for (;;) {
        if (m_pos == m_end && !refill(m_end)) return false;
        if (m_skip != Skip::None) {
            skipRest();
            continue;
        }
        // A run of blanks (the usual gap between tokens) at once: it ends no line.
        const char* blanks = m_pos;
        while (blanks < m_end && *blanks == ' ') ++blanks;
        if (blanks != m_pos) {
            m_pos = blanks;
            m_prevCr = m_atLineStart = false;
            continue;
        }
        const char c = *m_pos;
        if (!isSpace(c)) return true;
        consume(c);
        ++m_pos;
    }
}

void PgnLexer::skipRest() {
    while (m_pos < m_end) {
        const char c = *m_pos;
        if ((m_skip == Skip::Line && isLineEnd(c)) || (m_skip == Skip::Word && isSpace(c))) {
            m_skip = Skip::None;
            return;
        }
        consume(c);
        ++m_pos;
        if (m_skip == Skip::Brace && c == '}') {
            m_skip = Skip::None;
            return;
        }
    }
}

void PgnLexer::consume(char c) noexcept {
    if (c == '\n') {
        if (!m_prevCr) ++m_line;
        m_prevCr = false;
        m_atLineStart = true;
    } else if (c == '\r') {
        ++m_line;
        m_prevCr = true;
        m_atLineStart = true;
    } else {
        m_prevCr = false;
        m_atLineStart = false;
    }
}

// Keeps [keepFrom, end) at the front of the buffer and reads at least as much again behind
// it, so rescanning a growing token costs linear time. False at the end of input.
bool PgnLexer::refill(const char* keepFrom) {
    if (m_eof || !m_read) {
        m_eof = true;
        return false;
    }
    const auto keep = static_cast<std::size_t>(m_end - keepFrom);
    if (m_bufferStart) m_bufferOffset += static_cast<std::uint64_t>(keepFrom - m_bufferStart);
    const std::size_t offset = keep ? static_cast<std::size_t>(keepFrom - m_storage.data()) : 0;
    const std::size_t want = std::max(m_chunk, keep);
    if (m_storage.size() < keep + want) m_storage.resize(keep + want);
    char* base = m_storage.data();
    if (keep) std::memmove(base, base + offset, keep);
    const std::size_t got = m_read(base + keep, want);
    m_pos = m_bufferStart = base;
    m_end = base + keep + std::min(got, want);
    m_eof = got == 0;
    return got > 0;
}

// The token at m_pos is longer than maxTokenLength: report it and skip to its natural end.
void PgnLexer::tooLong(PgnToken& t) {
    const char c = *m_pos;
    t = PgnToken{PgnTokenKind::Malformed, {}, {}, t.line, nullptr, false, false};
    t.tagLike = c == '[';
    const bool toLineEnd = c == '[' || c == ';' || (c == '%' && m_atLineStart);
    t.problem = c == '{' ? "comment too long" : c == '[' ? "tag line too long" : "token too long";
    t.text = std::string_view(m_pos, 16);  // at least maxTokenLength (>= 16) bytes are buffered
    m_skip = c == '{' ? Skip::Brace : toLineEnd ? Skip::Line : Skip::Word;
}

void PgnLexer::advance(const PgnToken& t, std::size_t length) {
    if (t.kind == PgnTokenKind::Comment && m_pos[0] == '{') m_line += countLineEnds(t.text);
    m_pos += length;
    m_prevCr = false;
    if (t.kind != PgnTokenKind::Bom)
        m_atLineStart = t.problem && !t.text.empty() && isLineEnd(t.text.back());
}

// [%clk] commands (a PGN extension, as written by lichess and others) inside comment text.

namespace {

// Up to maxDigits digits at s[i] (advancing i); -1 if there are none.
int64_t readNumber(std::string_view s, std::size_t& i, std::size_t maxDigits) {
    int64_t value = 0;
    std::size_t digits = 0;
    for (; i < s.size() && isDigit(s[i]) && digits < maxDigits; ++i, ++digits)
        value = value * 10 + (s[i] - '0');
    return digits ? value : -1;
}

// ".5", ".25", ".250": milliseconds; digits beyond the third are ignored. -1 if malformed.
int64_t readFraction(std::string_view s, std::size_t& i) {
    if (i >= s.size() || s[i] != '.') return 0;
    ++i;
    const std::size_t start = i;
    int64_t ms = readNumber(s, i, 3);
    if (ms < 0) return -1;
    for (std::size_t d = i - start; d < 3; ++d) ms *= 10;
    while (i < s.size() && isDigit(s[i])) ++i;
    return ms;
}

}  // namespace

std::optional<int64_t> parseClockComment(std::string_view comment) noexcept {
    const std::size_t at = comment.find("[%clk");
    if (at == std::string_view::npos) return std::nullopt;
    std::size_t i = at + 5;
    if (i >= comment.size() || !isSpace(comment[i])) return std::nullopt;
    while (i < comment.size() && isSpace(comment[i])) ++i;
    int64_t parts[3] = {0, 0, 0};
    int count = 0;
    for (; count < 3; ++i) {
        parts[count] = readNumber(comment, i, count == 0 ? 9 : 2);
        if (parts[count++] < 0) return std::nullopt;
        if (i >= comment.size() || comment[i] != ':') break;
    }
    const int64_t ms = readFraction(comment, i);
    while (i < comment.size() && isSpace(comment[i])) ++i;
    if (count < 2 || ms < 0 || i >= comment.size() || comment[i] != ']') return std::nullopt;
    const int64_t h = count == 3 ? parts[0] : 0;
    const int64_t m = parts[count - 2];
    const int64_t s = parts[count - 1];
    if (s >= 60 || (count == 3 && m >= 60)) return std::nullopt;
    return ((h * 60 + m) * 60 + s) * 1000 + ms;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
