#include "app/files/pgnindexer.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>

#include "core/io/gameboundary.h"
#include "core/io/transcode.h"
#include "core/pgn/lexer.h"
#include "core/pgn/tagrepair.h"

namespace remis::app {

namespace {

// A line longer than this is scanned in pieces; such pieces can hold moves and comments but
// never start a tag, so a 30 MB comment costs no more memory than this.
constexpr std::size_t MaxCarriedLine = 1 << 20;
constexpr std::size_t MaxToken = 64;

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

// What ends a token in movetext (scanMovetext): a blank or a delimiter.
bool isTokenEnd(char c) {
    return c == '{' || c == ';' || c == '(' || c == ')' || isSpace(c);
}

constexpr uint64_t kHighBits = 0x8080808080808080ULL;

bool isLineEnd(char c) {
    return c == '\n' || c == '\r';
}

// Where the line that starts at bytes[pos] ends (one past its line end), as the PGN lexer
// counts lines: LF, CRLF and a lone CR each end one; npos when the bytes end first, or end
// with a CR that an LF may follow.
std::size_t lineEnd(std::string_view bytes, std::size_t pos) {
    const std::size_t lf = bytes.find('\n', pos);
    const std::size_t cr =
        bytes.substr(0, lf == std::string_view::npos ? bytes.size() : lf).find('\r', pos);
    if (cr == std::string_view::npos) return lf == std::string_view::npos ? lf : lf + 1;
    if (cr + 1 == bytes.size()) return std::string_view::npos;
    return bytes[cr + 1] == '\n' ? cr + 2 : cr + 1;
}

// A symbol of the lexer (core/pgn/lexer.cpp) that the reader takes for movetext: a move, a
// move number, a result, castling with zeros, a null move, an evaluation symbol (reader.cpp).
bool symbolIsMovetext(std::string_view s) {
    if (pgn::isAlpha(s.front())) {
        while (!s.empty() && s.back() == '.') s.remove_suffix(1);
        return s != "ep" && s != "e.p";  // a lone en passant mark is nothing
    }
    if (io::isPgnResultToken(s) || s == "--" || s.starts_with("0-0")) return true;
    if (pgn::isDigit(s.front())) return s.find_first_not_of("0123456789") == s.npos;
    for (std::string_view nag : {"=", "+=", "+/=", "=+", "=/+", "+/-", "-/+", "+-", "-+"})
        if (s == nag) return true;
    return false;
}

// Whether the reader takes a run of bytes between blanks and delimiters for movetext, cutting
// it into tokens as its lexer does: a game without tags starts there. Garbage ("&&", "<>"),
// a lone "$", a NAG over 255 or an unknown suffix ("!!!") opens no game, and neither does it
// end a game's tags.
bool entersMovetext(std::string_view run) {
    const auto isSymbolChar = [](char c) {
        return pgn::isAlpha(c) || pgn::isDigit(c) ||
               std::string_view("_+#=:-/.").find(c) != std::string_view::npos;
    };
    const std::size_t n = run.size();
    for (std::size_t i = 0; i < n;) {
        const char c = run[i];
        std::size_t end = i + 1;
        if (c == '*') return true;
        if (pgn::isAlpha(c) || pgn::isDigit(c) || c == '-' || c == '+' || c == '=') {
            if (pgn::isDigit(c)) {
                while (end < n && pgn::isDigit(run[end])) ++end;
                if (end < n && run[end] == '.') return true;  // "12.", "12..."
            }
            while (end < n && isSymbolChar(run[end])) ++end;
            if (symbolIsMovetext(run.substr(i, end - i))) return true;
        } else if (c == '$') {
            int value = 0;
            for (; end < n && pgn::isDigit(run[end]) && value <= 255; ++end)
                value = value * 10 + (run[end] - '0');
            if (end > i + 1 && value <= 255) return true;
        } else if (c == '!' || c == '?') {
            while (end < n && (run[end] == '!' || run[end] == '?')) ++end;
            for (std::string_view suffix : {"!", "?", "!!", "??", "!?", "?!"})
                if (run.substr(i, end - i) == suffix) return true;
        } else if (c == '.') {
            while (end < n && run[end] == '.') ++end;
        } else if (run.substr(i, 3) == "\xEF\xBB\xBF") {
            end = i + 3;
        } else {  // garbage, up to the lexer's next delimiter
            while (end < n && run[end] != '[' && run[end] != ']' && run[end] != '}') ++end;
            if (end < n && run[end] == '[') return false;
        }
        i = end;
    }
    return false;
}

// entersMovetext for the tokens most movetext is made of, without its scan: a token that
// starts with a letter is a symbol the reader takes for movetext unless it is a lone "ep";
// digits and a dot are a move number.
bool surelyMovetext(std::string_view t) {
    const char c = t.front();
    if (pgn::isAlpha(c)) return c != 'e' || (t.size() > 1 && pgn::isDigit(t[1]));
    if (!pgn::isDigit(c)) return false;
    std::size_t i = 1;
    while (i < t.size() && pgn::isDigit(t[i])) ++i;
    return i < t.size() && t[i] == '.';
}

// A main-line token that is a move: SAN (also lenient forms), or a null move ("--", "Z0").
bool isMove(std::string_view t) {
    if (t.empty()) return false;
    if (t == "--" || t == "Z0") return true;
    const char c = t.front();
    return (c >= 'a' && c <= 'h') || c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N' ||
           c == 'O' || c == '0';
}

std::string unescape(std::string_view v) {
    std::string out;
    out.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v[i] == '\\' && i + 1 < v.size() && (v[i + 1] == '"' || v[i + 1] == '\\')) ++i;
        out += v[i];
    }
    return out;
}

// Where a tag that starts rest[0] ends, as the reader's lexer cuts it: after the first ']'
// outside quotes (a backslash escapes the next byte inside them), else at the line end.
std::size_t tagEnd(std::string_view rest) {
    bool quoted = false;
    for (std::size_t i = 1; i < rest.size(); ++i) {
        const char c = rest[i];
        if (c == '\n' || c == '\r') return i;
        if (quoted && c == '\\') {
            if (i + 1 < rest.size() && rest[i + 1] != '\n' && rest[i + 1] != '\r') ++i;
        } else if (c == '"') {
            quoted = !quoted;
        } else if (c == ']' && !quoted) {
            return i + 1;
        }
    }
    return rest.size();
}

}  // namespace

void PgnIndexer::checkBinary(std::string_view bytes) {
    if (bytes.find('\0') != std::string_view::npos) m_binary = true;
}

void PgnIndexer::feed(std::string_view bytes) {
    if (m_binary || m_finished) return;
    if (m_started) {
        scan(bytes);
        return;
    }
    // A read may end inside the BOM: hold the first bytes until three have arrived, so that
    // the index never depends on how the file was cut into reads.
    m_head.append(bytes);
    if (m_head.size() >= 3) startWith(std::exchange(m_head, {}));
}

void PgnIndexer::startWith(std::string_view head) {
    m_started = true;
    if (head.substr(0, 3) == "\xEF\xBB\xBF") {
        // The BOM stays in the prefix (written back as it was) and is not scanned.
        m_bom = true;
        head.remove_prefix(3);
        m_size = 3;
        m_lineOffset = 3;
    }
    scan(head);
}

void PgnIndexer::scan(std::string_view bytes) {
    checkBinary(bytes);
    if (m_binary) return;
    const int64_t base = m_size;
    m_size += int64_t(bytes.size());
    std::size_t pos = 0;
    while (pos < bytes.size()) {
        if (!m_line.empty() && m_line.back() == '\r') {      // a CR last in the previous read
            if (bytes[pos] == '\n') m_line += bytes[pos++];  // CRLF
            endLine(base + int64_t(pos));
            continue;
        }
        const std::size_t end = lineEnd(bytes, pos);
        if (end == std::string_view::npos) {
            m_line.append(bytes.substr(pos));
            if (m_line.size() > MaxCarriedLine && m_line.back() != '\r') {
                feedLine(m_line, m_lineOffset, m_lineStart);
                m_lineOffset += int64_t(m_line.size());
                m_line.clear();
                m_lineStart = false;
            }
            return;
        }
        if (m_line.empty()) {  // the whole line is in this read: scanned in place, no copy
            feedLine(bytes.substr(pos, end - pos), m_lineOffset, m_lineStart);
            ++m_lineNumber;
            m_lineStart = true;
            m_lineOffset = base + int64_t(end);
        } else {
            m_line.append(bytes.substr(pos, end - pos));
            endLine(base + int64_t(end));
        }
        pos = end;
    }
}

// m_line is a whole line (or the end of a long one): fed; the next line starts at `next`.
void PgnIndexer::endLine(int64_t next) {
    feedLine(m_line, m_lineOffset, m_lineStart);
    m_line.clear();
    ++m_lineNumber;
    m_lineStart = true;
    m_lineOffset = next;
}

void PgnIndexer::finish() {
    if (m_finished) return;
    if (!m_started && !m_binary) startWith(std::exchange(m_head, {}));
    m_finished = true;
    if (!m_binary && !m_line.empty()) feedLine(m_line, m_lineOffset, m_lineStart);
    token({}, m_size);  // the last token of a file without a final newline
    m_line.clear();
    if (!m_utf8Tail.empty() && !m_games.empty()) m_games.back().latin1 = true;  // cut off
    if (!m_games.empty()) m_games.back().length = m_size - m_games.back().offset;
}

PgnIndexer::Verdict PgnIndexer::verdict() const {
    if (m_binary) return Verdict::Binary;
    return m_games.empty() && m_taken == 0 ? Verdict::Empty : Verdict::Pgn;
}

// A game is complete once the next one has started (its span ends there) or the input ended;
// the last one stays: its tags, plies and charset may still change.
std::vector<PgnIndexEntry> PgnIndexer::takeCompleted() {
    const std::size_t keep = m_finished || m_games.empty() ? 0 : 1;
    std::vector<PgnIndexEntry> done(std::make_move_iterator(m_games.begin()),
                                    std::make_move_iterator(m_games.end() - std::ptrdiff_t(keep)));
    m_games.erase(m_games.begin(), m_games.end() - std::ptrdiff_t(keep));
    m_taken += done.size();
    return done;
}

void PgnIndexer::startGame(int64_t offset) {
    if (!m_games.empty()) m_games.back().length = offset - m_games.back().offset;
    PgnIndexEntry entry;
    entry.offset = offset;
    entry.line = m_lineNumber;
    m_games.push_back(std::move(entry));
    m_open = true;
    m_hasMovetext = false;
    m_ended = false;
    m_hasEvent = false;
    m_depth = 0;
}

// A line, or a piece of a long one: its tokens first, so that a game it starts is the game
// its bytes are judged for.
void PgnIndexer::feedLine(std::string_view line, int64_t offset, bool atLineStart) {
    feedTokens(line, offset, atLineStart);
    noteCharset(line, m_finished || (!line.empty() && isLineEnd(line.back())));
}

// Marks the current game ISO 8859-1 when `text` holds a byte that is not UTF-8, as TextInput
// judges it (io::utf8SequenceLength); a sequence cut between two pieces of a line is judged
// whole.
void PgnIndexer::noteCharset(std::string_view text, bool complete) {
    std::string joined;
    if (!m_utf8Tail.empty()) {
        joined = std::exchange(m_utf8Tail, {});
        joined.append(text);
        text = joined;
    }
    if (m_games.empty() || m_games.back().latin1) return;
    for (std::size_t i = 0; i < text.size();) {
        if (static_cast<unsigned char>(text[i]) < 0x80) {
            ++i;
            // Most text is ASCII: skip it eight bytes at a time.
            uint64_t word = 0;
            while (i + sizeof word <= text.size() &&
                   (std::memcpy(&word, text.data() + i, sizeof word), !(word & kHighBits)))
                i += sizeof word;
            continue;
        }
        const int length = io::utf8SequenceLength(text.substr(i));
        if (length == 0 || (length < 0 && complete)) {
            m_games.back().latin1 = true;
            return;
        }
        if (length < 0) {
            m_utf8Tail.assign(text.substr(i));
            return;
        }
        i += std::size_t(length);
    }
}

void PgnIndexer::feedTokens(std::string_view line, int64_t offset, bool atLineStart) {
    if (atLineStart && !m_inBrace) {
        // A byte-order mark where files were joined is no character for the reader's lexer: a
        // '%' after it is still in column 1.
        std::size_t i = 0;
        while (line.substr(i, 3) == "\xEF\xBB\xBF") i += 3;
        if (i < line.size() && line[i] == '%') return;  // an escape line (8.2.4)
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        if (i < line.size() && line[i] == '[') {
            token({}, offset);  // a token cut by the line end
            std::string_view rest = line.substr(i);
            readTags(rest, offset);
            scanMovetext(rest, offset + int64_t(line.size() - rest.size()));
            return;
        }
    }
    scanMovetext(line, offset);
}

// Tag pairs at the start of a line (several may share the line), read as the PGN reader
// reads them: the value is what lies between the first and the last quote, so
// [White ""Mirage""] reads "Mirage"; a broken tag ([White Kasparov, Garry], a missing ']' or
// quote) reads as the reader repairs it (core/pgn/tagrepair.h). Games start where the
// reader starts them, so that every line, a broken one too, stays in the span of the game
// it belongs to, and is saved with it: a well-formed tag after movetext starts a game, a
// broken one only after a result (inside a game's movetext the reader takes it for an error
// in that game), and a second Event tag does too.
void PgnIndexer::readTags(std::string_view& rest, int64_t offset) {
    bool first = true;
    while (!rest.empty() && rest.front() == '[') {
        const std::size_t end = tagEnd(rest);
        const std::optional<RepairedTag> tag = repairTagLine(rest.substr(0, end));
        const bool wellFormed = tag && !tag->guessed && rest[end - 1] == ']';
        const std::string_view name = tag ? tag->name : std::string_view();
        const bool secondEvent = name == "Event" && m_hasEvent && !m_hasMovetext;
        if (first && (!m_open || m_ended || (wellFormed && m_hasMovetext) || secondEvent))
            startGame(offset);
        first = false;
        if (tag && !(m_hasMovetext && !wellFormed)) setTag(name, unescape(tag->value));
        rest.remove_prefix(end);
        while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t'))
            rest.remove_prefix(1);
    }
}

void PgnIndexer::setTag(std::string_view name, std::string value) {
    PgnIndexEntry& g = m_games.back();
    if (name == "White")
        g.white = std::move(value);
    else if (name == "Black")
        g.black = std::move(value);
    else if (name == "Result")
        g.result = std::move(value);
    else if (name == "Date")
        g.date = std::move(value);
    else if (name == "Round")
        g.round = std::move(value);
    else if (name == "Event") {
        g.event = std::move(value);
        m_hasEvent = true;
    }
}

void PgnIndexer::scanMovetext(std::string_view text, int64_t offset) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (m_inBrace) {  // a comment: straight to its end
            i = text.find('}', i);
            if (i == std::string_view::npos) return;
            m_inBrace = false;
            continue;
        }
        if (isTokenEnd(c)) {
            token({}, offset + int64_t(i));
            if (c == '{') m_inBrace = true;
            if (c == ';') return;  // a comment to the end of the line
            // A variation opens a game as a move does; a draw offer "(=)" between games does not.
            if (c == '(' && (!m_open || m_ended) && text.substr(i, 3) != "(=)")
                startGame(offset + int64_t(i));
            if (c == '(') ++m_depth;
            if (c == ')' && m_depth > 0) --m_depth;
            if (c == '(' || c == ')') m_hasMovetext = m_hasMovetext || m_open;
            continue;
        }
        // A run of token bytes, taken at once.
        std::size_t end = i + 1;
        while (end < text.size() && !isTokenEnd(text[end])) ++end;
        if (m_token.empty() && end < text.size()) {  // whole here: judged in place, no copy
            movetextToken(text.substr(i, std::min(end - i, MaxToken)), offset + int64_t(i));
            i = end - 1;
            continue;
        }
        if (m_token.empty()) m_tokenOffset = offset + int64_t(i);
        m_token.append(
            text.substr(i, std::min(end - i, MaxToken - std::min(MaxToken, m_token.size()))));
        i = end - 1;
    }
}

// Called with an empty view: the current token (in m_token) is complete.
void PgnIndexer::token(std::string_view, int64_t) {
    if (m_token.empty()) return;
    movetextToken(m_token, m_tokenOffset);
    m_token.clear();
}

// A whole token of movetext (at most MaxToken bytes of it), at `tokenOffset` in the file.
void PgnIndexer::movetextToken(std::string_view tok, int64_t tokenOffset) {
    if (!surelyMovetext(tok) && !entersMovetext(tok))
        return;  // an error of the reader's, in no game or in this one
    if (!m_open || m_ended) startGame(tokenOffset);  // a game without tags
    m_hasMovetext = true;
    if (m_depth == 0) {
        PgnIndexEntry& g = m_games.back();
        if (io::isPgnResultToken(tok)) {
            m_ended = true;
            if (g.result.empty()) g.result = std::string(tok);
        } else {
            std::size_t i = 0;
            while (i < tok.size() && tok[i] >= '0' && tok[i] <= '9') ++i;
            if (i > 0 && i < tok.size() && tok[i] == '.') {
                while (i < tok.size() && tok[i] == '.') ++i;
                tok.remove_prefix(i);
            } else if (i > 0 && i == tok.size()) {
                tok = {};  // a bare number
            }
            if (isMove(tok)) ++g.plies;
        }
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
