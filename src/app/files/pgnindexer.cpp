#include "app/files/pgnindexer.h"

#include <algorithm>
#include <utility>

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

bool isResult(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
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

void PgnIndexer::checkUtf8(std::string_view bytes) {
    if (!m_utf8Valid) return;
    for (const char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if (m_utf8Pending > 0) {
            if ((c & 0xC0) != 0x80) {
                m_utf8Valid = false;
                return;
            }
            --m_utf8Pending;
        } else if (c >= 0x80) {
            if (c >= 0xC2 && c <= 0xDF)
                m_utf8Pending = 1;
            else if (c >= 0xE0 && c <= 0xEF)
                m_utf8Pending = 2;
            else if (c >= 0xF0 && c <= 0xF4)
                m_utf8Pending = 3;
            else {
                m_utf8Valid = false;
                return;
            }
        }
    }
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
    checkUtf8(bytes);
    const int64_t base = m_size;
    m_size += int64_t(bytes.size());
    std::size_t pos = 0;
    while (pos < bytes.size()) {
        const std::size_t nl = bytes.find('\n', pos);
        if (nl == std::string_view::npos) {
            m_line.append(bytes.substr(pos));
            if (m_line.size() > MaxCarriedLine) {
                feedLine(m_line, m_lineOffset, m_lineStart);
                m_lineOffset += int64_t(m_line.size());
                m_line.clear();
                m_lineStart = false;
            }
            return;
        }
        const std::string_view piece = bytes.substr(pos, nl + 1 - pos);
        if (m_line.empty()) {
            feedLine(piece, base + int64_t(pos), m_lineStart);
        } else {
            m_line.append(piece);
            feedLine(m_line, m_lineOffset, m_lineStart);
            m_line.clear();
        }
        ++m_lineNumber;
        m_lineStart = true;
        pos = nl + 1;
        m_lineOffset = base + int64_t(pos);
    }
}

void PgnIndexer::finish() {
    if (m_finished) return;
    if (!m_started && !m_binary) startWith(std::exchange(m_head, {}));
    if (!m_binary && !m_line.empty()) feedLine(m_line, m_lineOffset, m_lineStart);
    token({}, m_size);  // the last token of a file without a final newline
    m_line.clear();
    m_finished = true;
    if (!m_games.empty()) m_games.back().length = m_size - m_games.back().offset;
}

PgnIndexer::Verdict PgnIndexer::verdict() const {
    if (m_binary) return Verdict::Binary;
    return m_games.empty() ? Verdict::Empty : Verdict::Pgn;
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

void PgnIndexer::feedLine(std::string_view line, int64_t offset, bool atLineStart) {
    if (atLineStart && !m_inBrace) {
        std::size_t i = 0;
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        if (i < line.size() && line[i] == '%') return;  // an escape line (8.2.4)
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
        if (m_inBrace) {
            if (c == '}') m_inBrace = false;
            continue;
        }
        if (c == '{' || c == ';' || c == '(' || c == ')' || isSpace(c)) {
            token({}, offset + int64_t(i));
            if (c == '{') m_inBrace = true;
            if (c == ';') return;  // a comment to the end of the line
            if (c == '(') ++m_depth;
            if (c == ')' && m_depth > 0) --m_depth;
            if (c == '(' || c == ')') m_hasMovetext = m_hasMovetext || m_open;
            continue;
        }
        if (m_token.empty()) m_tokenOffset = offset + int64_t(i);
        if (m_token.size() < MaxToken) m_token += c;
    }
}

// Called with an empty view: the current token (in m_token) is complete.
void PgnIndexer::token(std::string_view, int64_t) {
    if (m_token.empty()) return;
    std::string_view tok = m_token;
    if (!m_open || m_ended) startGame(m_tokenOffset);  // a game without tags
    m_hasMovetext = true;
    if (m_depth == 0) {
        PgnIndexEntry& g = m_games.back();
        if (isResult(tok)) {
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
    m_token.clear();
}

}  // namespace remis::app
