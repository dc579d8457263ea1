// PGN reading in two layers: PgnLexer (pgnlexer.h) cuts bytes into tokens and counts lines;
// PgnReader::Impl turns tokens into games for the visitor and keeps the nesting as a counter.
#include "core/pgn/reader.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <istream>

#include "core/io/gameboundary.h"
#include "core/pgn/lexer.h"
#include "core/pgn/tagrepair.h"

namespace remis {

using namespace pgn;

namespace {

using Severity = PgnError::Severity;

// "12", "12." or "12...": a move number indication (8.2.2), ignored.
bool isMoveNumber(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && isDigit(s[i])) ++i;
    while (i < s.size() && s[i] == '.') ++i;
    return i == s.size();
}

// "exd6e.p." -> "exd6"; a lone "e.p." or "ep" -> "" (nothing to replay). The mark is taken
// off only after a square ("exd6"), so that a word such as "eee.pe.p" stays whole: it is
// then kept unread exactly as written, and reads back the same.
std::string_view stripEnPassant(std::string_view s) {
    while (!s.empty() && s.back() == '.') s.remove_suffix(1);
    if (s == "ep" || s == "e.p") return {};
    const std::string_view word = s;
    if (!s.ends_with("e.p")) return word;
    s.remove_suffix(3);
    while (!s.empty() && s.back() == '.') s.remove_suffix(1);
    return !s.empty() && isDigit(s.back()) ? s : word;
}

// Move suffix annotations (8.2.3.8) as NAGs; 0 if unknown.
int suffixNag(std::string_view s) {
    static constexpr std::string_view kSuffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (int i = 0; i < 6; ++i) {
        if (s == kSuffixes[i]) return i + 1;
    }
    return 0;
}

// Evaluation symbols some programs write as text (+-, =, +/=) as their NAGs; 0 if unknown.
int symbolicNag(std::string_view s) {
    struct Entry {
        std::string_view text;
        int nag;
    };
    static constexpr Entry kSymbols[] = {{"=", 10},   {"+=", 14},  {"+/=", 14},
                                         {"=+", 15},  {"=/+", 15}, {"+/-", 16},
                                         {"-/+", 17}, {"+-", 18},  {"-+", 19}};
    for (const Entry& e : kSymbols) {
        if (s == e.text) return e.nag;
    }
    return 0;
}

bool isDrawOfferText(std::string_view s) {
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s == "(=)";
}

// Shows offending bytes in a message: quoted, at most 40 bytes, non-printables as \xNN.
std::string describe(std::string_view text) {
    std::string out = "\"";
    for (char c : text.substr(0, 40)) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f) {
            out += c;
        } else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02X", u);
            out += hex;
        }
    }
    out += text.size() > 40 ? "...\"" : "\"";
    return out;
}

// A value for a warning the user reads: quoted, at most 40 characters; UTF-8 letters kept
// whole ("Müller", not "M\xC3\xBCller"), other bytes that are not printable as \xNN.
std::string describeValue(std::string_view text) {
    std::string out = "\"";
    std::size_t i = 0;
    for (int chars = 0; i < text.size() && chars < 40; ++chars) {
        const auto u = static_cast<unsigned char>(text[i]);
        std::size_t length = u >= 0xF5 ? 1 : u >= 0xF0 ? 4 : u >= 0xE0 ? 3 : u >= 0xC2 ? 2 : 1;
        for (std::size_t k = 1; k < length; ++k)
            if (i + k >= text.size() || (static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80)
                length = 1;
        if ((u >= 0x80 && length == 1) || u < 0x20 || u == 0x7f) {
            out += describe(text.substr(i, 1)).substr(1, 4);
        } else {
            out.append(text.substr(i, length));
        }
        i += length;
    }
    out += i < text.size() ? "...\"" : "\"";
    return out;
}

// The lexer names a malformed token's problem in words (lexer.h); each has its code.
ErrorCode malformedCode(std::string_view problem) {
    if (problem == "malformed tag") return ErrorCode::PgnMalformedTag;
    if (problem == "unterminated tag") return ErrorCode::PgnUnterminatedTag;
    if (problem == "comment too long") return ErrorCode::PgnCommentTooLong;
    if (problem == "tag line too long") return ErrorCode::PgnTagLineTooLong;
    return ErrorCode::PgnTokenTooLong;
}

}  // namespace

class PgnReader::Impl {
public:
    Impl(PgnVisitor& visitor, const PgnReaderOptions& options)
        : m_visitor(visitor), m_options(options), m_lexer(options) {}

    PgnReadStats run();
    PgnLexer& lexer() { return m_lexer; }
    void stop() { m_stopped = true; }

private:
    enum class Phase { Outside, Tags, Movetext };

    void dispatch(const PgnToken& t);
    void onTag(const PgnToken& t);
    void addTag(std::string_view name, std::string_view value, long line);
    void onMalformed(const PgnToken& t);
    void onBrokenTag(const PgnToken& t);
    void onSymbol(const PgnToken& t);
    void onComment(const PgnToken& t);
    void onNag(const PgnToken& t);
    void onSuffix(const PgnToken& t);
    void onOpen(const PgnToken& t);
    void onClose(const PgnToken& t);
    void onResult(const PgnToken& t);
    void onMove(std::string_view san, long line);
    void annotate(int nag, long line);
    void startGame(long line);
    void enterMovetext(long line);
    void finishGame(bool warn, std::uint64_t end);
    void closeGame(std::uint64_t result, std::uint64_t end);
    bool isVisible() const;
    std::string_view unescape(std::string_view value);
    void report(long line, Error error, Severity severity = Severity::Error);

    PgnVisitor& m_visitor;
    PgnReaderOptions m_options;
    PgnLexer m_lexer;
    PgnReadStats m_stats;
    Phase m_phase = Phase::Outside;
    int m_game = 0;
    bool m_hasEvent = false;  // this game has an Event tag
    long m_lastLine = 0;
    int64_t m_depth = 0;          // variation nesting; a counter, never recursion
    int64_t m_reportedDepth = 0;  // variations opened with beginVariation and not yet closed
    bool m_depthReported = false;
    bool m_skipMoves = false;
    bool m_stopped = false;
    std::uint64_t m_gameFrom = 0;  // the input offset where the current game's text begins
    std::string m_scratch;
};

PgnReadStats PgnReader::Impl::run() {
    m_stats = {};
    m_phase = Phase::Outside;
    m_game = 0;
    m_stopped = false;
    m_gameFrom = 0;
    while (!m_stopped) {
        const PgnToken t = m_lexer.next();
        if (t.kind == PgnTokenKind::End) break;
        dispatch(t);
        m_lastLine = t.line;
    }
    if (m_phase != Phase::Outside) finishGame(!m_stopped, m_lexer.offset());
    m_stats.games = m_game;
    m_stats.lines = m_lexer.lineCount();
    return m_stats;
}

void PgnReader::Impl::dispatch(const PgnToken& t) {
    switch (t.kind) {
        case PgnTokenKind::Tag:
            onTag(t);
            break;
        case PgnTokenKind::Malformed:
            onMalformed(t);
            break;
        case PgnTokenKind::Symbol:
            onSymbol(t);
            break;
        case PgnTokenKind::Comment:
            onComment(t);
            break;
        case PgnTokenKind::Escape:
            if (m_phase != Phase::Movetext || isVisible()) m_visitor.escapeLine(t.text);
            break;
        case PgnTokenKind::Nag:
            onNag(t);
            break;
        case PgnTokenKind::Suffix:
            onSuffix(t);
            break;
        case PgnTokenKind::OpenParen:
            onOpen(t);
            break;
        case PgnTokenKind::CloseParen:
            onClose(t);
            break;
        case PgnTokenKind::DrawOffer:
            if (m_phase == Phase::Outside) break;
            enterMovetext(t.line);
            if (isVisible()) m_visitor.drawOffer();
            break;
        case PgnTokenKind::Garbage:
            report(t.line, makeError(ErrorCode::PgnUnexpected, {describe(t.text)}));
            break;
        case PgnTokenKind::Dots:
        case PgnTokenKind::Bom:
        case PgnTokenKind::End:
            break;
    }
}

void PgnReader::Impl::onTag(const PgnToken& t) {
    addTag(t.text, t.value, t.line);
}

// value: as written, with its escapes.
void PgnReader::Impl::addTag(std::string_view name, std::string_view value, long line) {
    // A tag after movetext, or a second Event tag, begins the next game.
    const bool isEvent = name == "Event";
    if (m_phase == Phase::Movetext || (m_phase == Phase::Tags && isEvent && m_hasEvent))
        finishGame(true, m_lexer.tokenOffset());  // the game ends where this tag begins
    if (m_phase == Phase::Outside) startGame(line);
    m_hasEvent = m_hasEvent || isEvent;
    m_visitor.tagLine(line);
    m_visitor.tag(name, unescape(value));
}

void PgnReader::Impl::onMalformed(const PgnToken& t) {
    const ErrorCode code = malformedCode(t.problem);
    const bool whole = code == ErrorCode::PgnMalformedTag || code == ErrorCode::PgnUnterminatedTag;
    if (t.tagLike && whole && m_phase != Phase::Movetext) return onBrokenTag(t);
    if (t.tagLike && m_phase == Phase::Outside)
        startGame(t.line);  // a broken tag still opens a tag section
    report(t.line, makeError(code, {describe(t.text)}));
}

// A tag line the lexer could not read, before the movetext (docs/pgn.md: lenient reading,
// keep everything). It is read as the tag it evidently is (tagrepair.h), in its
// place among the tags; the user is told when the value was a guess. A line that names no tag
// goes to the visitor as it is, which keeps it as a comment before the first move. Inside the
// movetext a broken tag stays an error: "1. e4 [x] e5" is no tag section.
void PgnReader::Impl::onBrokenTag(const PgnToken& t) {
    if (const std::optional<RepairedTag> tag = repairTagLine(t.text)) {
        addTag(tag->name, tag->value, t.line);
        if (tag->guessed)
            report(t.line,
                   makeError(ErrorCode::PgnTagRepaired,
                             {std::string(tag->name), describeValue(unescape(tag->value))}),
                   Severity::Warning);
        return;
    }
    if (m_phase == Phase::Outside) startGame(t.line);
    m_visitor.untaggedLine(t.text);
    report(t.line, makeError(ErrorCode::PgnTagKeptAsComment, {describeValue(t.text)}),
           Severity::Warning);
}

void PgnReader::Impl::onSymbol(const PgnToken& t) {
    std::string_view s = t.text;
    const char c = s.front();
    if (isAlpha(c)) {  // a move (no result token starts with a letter): the usual case first
        s = stripEnPassant(s);
        if (!s.empty()) onMove(s, t.line);
        return;
    }
    if (io::isPgnResultToken(s)) return onResult(t);
    if (isDigit(c)) {
        if (isMoveNumber(s)) {
            enterMovetext(t.line);
            if (isVisible()) m_visitor.moveNumber(s);
            return;
        }
        if (s.starts_with("0-0")) return onMove(s, t.line);  // castling written with zeros
    } else if (s == "--") {
        return onMove(s, t.line);  // null move as some programs write it; the replayer decides
    } else if (const int nag = symbolicNag(s)) {
        return annotate(nag, t.line);
    }
    report(t.line, makeError(ErrorCode::PgnUnexpected, {describe(s)}));
}

void PgnReader::Impl::onComment(const PgnToken& t) {
    if (t.problem) report(t.line, makeError(ErrorCode::PgnUnterminatedComment));
    if (m_phase == Phase::Outside) {  // text between games belongs to no game
        if (!t.problem) m_visitor.commentBetweenGames(t.text, t.lineComment);
        return;
    }
    enterMovetext(t.line);
    if (!isVisible()) return;
    if (t.lineComment)
        m_visitor.lineComment(t.text);
    else if (isDrawOfferText(t.text))
        m_visitor.drawOffer();
    else
        m_visitor.comment(t.text);
}

void PgnReader::Impl::onNag(const PgnToken& t) {
    if (t.text.size() == 1) return report(t.line, makeError(ErrorCode::PgnUnexpected, {"\"$\""}));
    int n = 0;
    for (char c : t.text.substr(1)) {
        n = std::min(n * 10 + (c - '0'), 1000);
    }
    if (n > 255)
        return report(t.line, makeError(ErrorCode::PgnNagOutOfRange, {describe(t.text)}),
                      Severity::Warning);
    annotate(n, t.line);
}

void PgnReader::Impl::onSuffix(const PgnToken& t) {
    const int nag = suffixNag(t.text);
    if (nag == 0)
        return report(t.line, makeError(ErrorCode::PgnUnknownAnnotation, {describe(t.text)}),
                      Severity::Warning);
    annotate(nag, t.line);
}

void PgnReader::Impl::annotate(int nag, long line) {
    enterMovetext(line);
    if (isVisible()) m_visitor.nag(nag);
}

void PgnReader::Impl::onOpen(const PgnToken& t) {
    enterMovetext(t.line);  // like a move, a variation begins a game
    const bool wasVisible = isVisible();
    ++m_depth;
    if (!m_options.reportVariations || !wasVisible) return;
    if (m_depth <= m_options.maxVariationDepth) {
        ++m_reportedDepth;
        m_visitor.beginVariation();
    } else if (!m_depthReported) {
        m_depthReported = true;
        report(t.line, makeError(ErrorCode::PgnVariationsTooDeep,
                                 {std::to_string(m_options.maxVariationDepth)}));
    }
}

void PgnReader::Impl::onClose(const PgnToken& t) {
    if (m_depth == 0) return report(t.line, makeError(ErrorCode::PgnUnmatchedParenthesis));
    if (m_depth == m_reportedDepth) {
        --m_reportedDepth;
        m_visitor.endVariation();
    }
    --m_depth;
}

void PgnReader::Impl::onResult(const PgnToken& t) {
    if (m_depth > 0) {  // a result inside a variation ends nothing
        if (m_depth == m_reportedDepth && isVisible()) m_visitor.resultInVariation(t.text);
        return;
    }
    enterMovetext(t.line);
    m_visitor.result(t.text);
    closeGame(m_lexer.tokenOffset(), m_lexer.offset());
}

void PgnReader::Impl::onMove(std::string_view san, long line) {
    enterMovetext(line);
    if (isVisible() && !m_visitor.move(san, line)) m_skipMoves = true;
}

void PgnReader::Impl::startGame(long line) {
    ++m_game;
    m_phase = Phase::Tags;
    m_hasEvent = false;
    m_visitor.beginGame(m_game, line);
}

void PgnReader::Impl::enterMovetext(long line) {
    if (m_phase == Phase::Outside) startGame(line);
    if (m_phase == Phase::Tags) {
        m_phase = Phase::Movetext;
        m_visitor.beginMovetext();
    }
}

// Ends a game that has no result token (the next game began, or the input ended).
// `end`: the input offset where the game's text ends (the next game's first token, or the
// end of the input).
void PgnReader::Impl::finishGame(bool warn, std::uint64_t end) {
    if (m_phase == Phase::Tags) {
        m_phase = Phase::Movetext;
        m_visitor.beginMovetext();
    }
    if (warn && m_depth > 0) report(m_lastLine, makeError(ErrorCode::PgnUnterminatedVariation));
    while (m_reportedDepth > 0) {
        --m_reportedDepth;
        m_visitor.endVariation();
    }
    if (warn) report(m_lastLine, makeError(ErrorCode::PgnNoResult), Severity::Warning);
    closeGame(end, end);
}

// The game's text runs from the end of the one before (comments between games go with the
// game that follows them) to `end`; `result` is where its result token begins (`end` if none).
void PgnReader::Impl::closeGame(std::uint64_t result, std::uint64_t end) {
    m_visitor.gameBytes(PgnGameBytes{m_gameFrom, result, end});
    m_gameFrom = end;
    m_visitor.endGame();
    m_phase = Phase::Outside;
    m_depth = 0;
    m_reportedDepth = 0;
    m_depthReported = false;
    m_skipMoves = false;
}

bool PgnReader::Impl::isVisible() const {
    return !m_skipMoves && m_depth == m_reportedDepth;
}

// Tag values escape '"' and '\' with a backslash (8.1.1.3).
std::string_view PgnReader::Impl::unescape(std::string_view value) {
    if (value.find('\\') == std::string_view::npos) return value;
    m_scratch.clear();
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] == '\\' && i + 1 < value.size() &&
            (value[i + 1] == '"' || value[i + 1] == '\\'))
            ++i;
        m_scratch += value[i];
    }
    return m_scratch;
}

void PgnReader::Impl::report(long line, Error e, Severity severity) {
    std::string message = e.message;
    const PgnError error{m_phase == Phase::Outside ? 0 : m_game, line, std::move(message), severity,
                         std::move(e)};
    if (severity == Severity::Error)
        ++m_stats.errors;
    else
        ++m_stats.warnings;
    m_visitor.error(error);
}

PgnReader::PgnReader(PgnVisitor& visitor, PgnReaderOptions options)
    : m_impl(std::make_unique<Impl>(visitor, options)) {}

PgnReader::~PgnReader() = default;

void PgnReader::stop() noexcept {
    m_impl->stop();
}

PgnReadStats PgnReader::readString(std::string_view text) {
    m_impl->lexer().reset(text);
    return m_impl->run();
}

Result<PgnReadStats> PgnReader::readStream(std::istream& in) {
    m_impl->lexer().reset([&in](char* dst, std::size_t n) -> std::size_t {
        in.read(dst, static_cast<std::streamsize>(n));
        return static_cast<std::size_t>(in.gcount());
    });
    PgnReadStats stats = m_impl->run();
    if (in.bad())
        return makeError("PGN stream: read error after line " + std::to_string(stats.lines));
    return stats;
}

PgnReadStats PgnReader::readChunks(std::function<std::size_t(char* dst, std::size_t max)> read) {
    m_impl->lexer().reset(std::move(read));
    return m_impl->run();
}

Result<PgnReadStats> PgnReader::readFile(const std::string& path) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) return makeError(path + ": " + std::strerror(errno));
    m_impl->lexer().reset([file](char* dst, std::size_t n) { return std::fread(dst, 1, n, file); });
    PgnReadStats stats = m_impl->run();
    const bool failed = std::ferror(file) != 0;
    std::fclose(file);
    if (failed) return makeError(path + ": read error after line " + std::to_string(stats.lines));
    return stats;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
