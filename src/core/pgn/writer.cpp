// PGN export (8.2.2 of the PGN standard) and the collector that reads games back into records.
#include "core/pgn/writer.h"

#include "core/io/gameboundary.h"
#include "core/pgn/tree.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <ostream>

namespace remis {
namespace {

constexpr std::size_t kMaxColumns = 80;  // 8.2.2.2: export lines at most 79-80 columns

constexpr std::string_view kRoster[] = {"Event", "Site",  "Date",  "Round",
                                        "White", "Black", "Result"};

// a + b + c without "literal" + std::string, which trips GCC 12's -Wrestrict at -O3.
std::string concat(std::string_view a, std::string_view b, std::string_view c = {}) {
    std::string out;
    out.reserve(a.size() + b.size() + c.size());
    out.append(a).append(b).append(c);
    return out;
}

bool isRosterTag(std::string_view name) {
    return std::find(std::begin(kRoster), std::end(kRoster), name) != std::end(kRoster);
}

bool isTagNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

void writeTag(std::string& out, std::string_view name, std::string_view value) {
    std::string clean;
    std::copy_if(name.begin(), name.end(), std::back_inserter(clean), isTagNameChar);
    if (clean.empty()) return;
    out += '[';
    out += clean;
    out += " \"";
    out += escapeTagValue(value);
    out += "\"]\n";
}

// The game's result, else its Result tag; "*" unless that is one of the four result tokens.
std::string resultOf(const PgnGameRecord& game) {
    const std::string_view r =
        game.result.empty() ? game.tag("Result") : std::string_view(game.result);
    return io::isPgnResultToken(r) ? std::string(r) : std::string("*");
}

void writeTags(std::string& out, const PgnGameRecord& game) {
    for (std::string_view name : kRoster) {
        std::string value = name == "Result" ? resultOf(game) : std::string(game.tag(name));
        if (value.empty()) value = name == "Date" ? "????.??.??" : "?";
        writeTag(out, name, value);
    }
    if (!game.startFen.empty()) {
        writeTag(out, "SetUp", "1");
        writeTag(out, "FEN", game.startFen);
    }
    const std::string_view termination =
        game.termination.empty() ? game.tag("Termination") : std::string_view(game.termination);
    if (!termination.empty()) writeTag(out, "Termination", termination);
    for (const auto& [name, value] : game.tags) {
        if (!isRosterTag(name) && name != "SetUp" && name != "FEN" && name != "Termination")
            writeTag(out, name, value);
    }
}

// Joins movetext words with single spaces, starting a new line before 80 columns would be
// passed.
class MovetextWriter {
public:
    explicit MovetextWriter(std::string& out) : m_out(out), m_lineStart(out.size()) {}

    void word(std::string_view w) {
        const std::size_t column = m_out.size() - m_lineStart;
        if (column > 0 && column + 1 + w.size() > kMaxColumns) {
            m_out += '\n';
            m_lineStart = m_out.size();
        } else if (column > 0) {
            m_out += ' ';
        }
        m_out += w;
    }

    // A free-text comment, wrapped between its words (a "[%cmd ...]" is one word); '}'
    // cannot appear inside one.
    void comment(std::string_view text) {
        std::string clean = normalizePgnSpace(text);
        std::replace(clean.begin(), clean.end(), '}', ')');
        if (clean.empty()) return;
        std::string_view rest = clean;
        std::string w = "{";
        for (;;) {
            const std::size_t space = commentWordEnd(rest);
            w += rest.substr(0, space);
            if (space == std::string_view::npos) break;
            word(w);
            w.clear();
            rest.remove_prefix(space + 1);
        }
        word(w + "}");
    }

private:
    std::string& m_out;
    std::size_t m_lineStart;
};

// Writes one move with its annotations; true if a comment follows it (8.2.2.2: Black's next
// move then repeats its number as "12...").
bool writeMove(MovetextWriter& w, const PgnMoveRecord& move) {
    w.word(move.san);
    for (int nag : move.nags) w.word(concat("$", std::to_string(nag)));
    if (move.drawOffer) w.word("{(=)}");
    if (move.clockMs) w.word(concat("{[%clk ", formatClock(*move.clockMs), "]}"));
    w.comment(move.comment);
    return move.drawOffer || move.clockMs || !normalizePgnSpace(move.comment).empty();
}

void writeMovetext(std::string& out, const PgnGameRecord& game) {
    MovetextWriter w(out);
    w.comment(game.gameComment);
    int number = std::max(game.firstMoveNumber, 1);
    bool black = game.blackMovesFirst;
    bool needNumber = true;
    for (const PgnMoveRecord& move : game.moves) {
        if (!black)
            w.word(concat(std::to_string(number), "."));
        else if (needNumber)
            w.word(concat(std::to_string(number), "..."));
        needNumber = writeMove(w, move);
        if (black) ++number;
        black = !black;
    }
    w.word(resultOf(game));
    out += "\n\n";
}

// Removes the first "[%clk ...]" command from a comment.
std::string withoutClock(std::string text) {
    const std::size_t at = text.find("[%clk");
    const std::size_t close = at == std::string::npos ? at : text.find(']', at);
    if (close != std::string::npos) text.erase(at, close + 1 - at);
    return normalizePgnSpace(text);
}

void appendComment(std::string& to, std::string_view text) {
    if (text.empty()) return;
    if (!to.empty()) to += ' ';
    to += text;
}

}  // namespace

std::string_view PgnGameRecord::tag(std::string_view name) const noexcept {
    for (const auto& [n, v] : tags) {
        if (n == name) return v;
    }
    return {};
}

void PgnGameRecord::setTag(std::string_view name, std::string value) {
    for (auto& [n, v] : tags) {
        if (n == name) {
            v = std::move(value);
            return;
        }
    }
    tags.emplace_back(std::string(name), std::move(value));
}

std::string writePgn(const PgnGameRecord& game) {
    std::string out;
    writeTags(out, game);
    out += '\n';
    writeMovetext(out, game);
    return out;
}

void writePgn(std::ostream& out, const PgnGameRecord& game) {
    out << writePgn(game);
}

std::size_t commentWordEnd(std::string_view text) {
    bool command = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (!command && c == '[' && i + 1 < text.size() && text[i + 1] == '%')
            command = true;
        else if (command && c == ']')
            command = false;
        else if (!command && (c == ' ' || c == '\n'))
            return i;
    }
    return std::string_view::npos;
}

std::string formatClock(int64_t ms) {
    ms = std::max<int64_t>(ms, 0);
    const int64_t seconds = ms / 1000;
    char text[64];
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", static_cast<long long>(seconds / 3600),
                  static_cast<long long>(seconds / 60 % 60), static_cast<long long>(seconds % 60));
    std::string out = text;
    if (ms % 1000 != 0) out += concat(".", std::to_string(ms % 1000 / 100));
    return out;
}

std::string escapeTagValue(std::string_view value) {
    std::string out;
    out.reserve(value.size());
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return out;
}

FenNumbering fenNumbering(std::string_view fen) noexcept {
    FenNumbering numbering;
    std::string_view fields[6];
    int count = 0;
    std::size_t i = 0;
    while (count < 6) {
        while (i < fen.size() && isPgnSpace(fen[i])) ++i;
        const std::size_t start = i;
        while (i < fen.size() && !isPgnSpace(fen[i])) ++i;
        if (i == start) break;
        fields[count++] = fen.substr(start, i - start);
    }
    numbering.blackToMove = fields[1] == "b";
    int number = 0;
    for (char c : fields[5]) {
        if (c < '0' || c > '9' || number > 100000) return {1, numbering.blackToMove};
        number = number * 10 + (c - '0');
    }
    numbering.moveNumber = std::max(number, 1);
    return numbering;
}

void PgnRecordCollector::stopAfter(int games, PgnReader& reader) {
    m_maxGames = games;
    m_reader = &reader;
}

void PgnRecordCollector::beginGame(int, long) {
    m_games.emplace_back();
}

void PgnRecordCollector::tag(std::string_view name, std::string_view value) {
    PgnGameRecord& game = m_games.back();
    game.tags.emplace_back(std::string(name), std::string(value));
    if (name == "FEN") {
        game.startFen = value;
        const FenNumbering numbering = fenNumbering(value);
        game.firstMoveNumber = numbering.moveNumber;
        game.blackMovesFirst = numbering.blackToMove;
    } else if (name == "Termination") {
        game.termination = value;
    }
}

bool PgnRecordCollector::move(std::string_view san, long) {
    m_games.back().moves.push_back(PgnMoveRecord{std::string(san), std::nullopt, false, {}, {}});
    return true;
}

void PgnRecordCollector::comment(std::string_view text) {
    PgnGameRecord& game = m_games.back();
    if (game.moves.empty()) return appendComment(game.gameComment, normalizePgnSpace(text));
    PgnMoveRecord& move = game.moves.back();
    if (const auto clock = parseClockComment(text)) {
        move.clockMs = clock;
        return appendComment(move.comment, withoutClock(std::string(text)));
    }
    appendComment(move.comment, normalizePgnSpace(text));
}

void PgnRecordCollector::nag(int n) {
    if (!m_games.back().moves.empty()) m_games.back().moves.back().nags.push_back(n);
}

void PgnRecordCollector::drawOffer() {
    if (!m_games.back().moves.empty()) m_games.back().moves.back().drawOffer = true;
}

void PgnRecordCollector::result(std::string_view r) {
    m_games.back().result = r;
}

void PgnRecordCollector::endGame() {
    PgnGameRecord& game = m_games.back();
    if (game.result.empty()) game.result = resultOf(game);
    if (m_reader && m_maxGames > 0 && static_cast<int>(m_games.size()) >= m_maxGames)
        m_reader->stop();
}

void PgnRecordCollector::error(const PgnError& error) {
    m_errors.push_back(error);
}

std::vector<PgnGameRecord> readPgnRecords(std::string_view text, std::vector<PgnError>* errors,
                                          int maxGames) {
    PgnRecordCollector collector;
    PgnReader reader(collector);
    collector.stopAfter(maxGames, reader);
    (void)reader.readString(text);
    if (errors) errors->insert(errors->end(), collector.errors().begin(), collector.errors().end());
    return collector.takeGames();
}

Result<std::vector<PgnGameRecord>> readPgnFileRecords(const std::string& path,
                                                      std::vector<PgnError>* errors, int maxGames) {
    PgnRecordCollector collector;
    PgnReader reader(collector);
    collector.stopAfter(maxGames, reader);
    const Result<PgnReadStats> read = reader.readFile(path);
    if (errors) errors->insert(errors->end(), collector.errors().begin(), collector.errors().end());
    if (!read) return read.error();
    return collector.takeGames();
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
