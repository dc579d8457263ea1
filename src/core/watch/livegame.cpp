// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/watch/livegame.h"

#include "core/pgn/reader.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/vocabulary.h"

namespace remis::watch {

namespace {

class Collector : public PgnVisitor {
public:
    explicit Collector(std::vector<LiveGame>& games) : m_games(games) {}

    void beginGame(int number, long) override {
        m_games.emplace_back();
        m_games.back().number = number;
    }
    void tag(std::string_view name, std::string_view value) override {
        game().tags.emplace_back(name, value);
    }
    bool move(std::string_view san, long) override {
        game().moves.emplace_back(san);
        game().comments.emplace_back();
        return true;
    }
    void comment(std::string_view text) override {
        std::string& to = game().moves.empty() ? game().preComment : game().comments.back();
        if (!to.empty()) to += ' ';
        to += text;
    }
    void result(std::string_view r) override { game().result = r; }

private:
    LiveGame& game() { return m_games.back(); }
    std::vector<LiveGame>& m_games;
};

bool isSpace(char c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// A source read while it is being written may end in the middle of a move ("23. Nf"): such a
// last word is not read until the writer finishes it. A result token is whole as it stands.
std::string_view withoutPartialWord(std::string_view text) {
    if (text.empty() || isSpace(text.back())) return text;
    size_t start = text.size();
    while (start > 0 && !isSpace(text[start - 1])) --start;
    const std::string_view last = text.substr(start);
    if (resultFromToken(last) || last.back() == '}' || last.back() == ']') return text;
    return text.substr(0, start);
}

Position startOf(const LiveGame& game) {
    const std::string_view fen = game.tag("FEN");
    if (fen.empty()) return Position::startPosition();
    auto start = parsePgnFen(fen);
    return start ? *start : Position::startPosition();
}

// Who made ply `i` (from 0) and its move number, from the start position.
std::pair<Color, int> moverOf(const Position& start, size_t i) {
    const bool blackFirst = start.sideToMove() == Black;
    const Color mover = (i % 2 == 0) == !blackFirst ? White : Black;
    return {mover, start.fullmoveNumber() + int((i + (blackFirst ? 1 : 0)) / 2)};
}

void appendTag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += "\"]\n";
}

}  // namespace

std::string livePgn(const LiveGame& game) {
    std::string out;
    for (const auto& [name, value] : game.tags) appendTag(out, name, value);
    out += '\n';
    if (!game.preComment.empty()) out += '{' + game.preComment + "} ";
    const Position start = startOf(game);
    for (size_t i = 0; i < game.moves.size(); ++i) {
        const auto [mover, number] = moverOf(start, i);
        if (mover == White || i == 0)
            out += std::to_string(number) + (mover == White ? ". " : "... ");
        out += game.moves[i] + ' ';
        if (!game.comments[i].empty()) out += '{' + game.comments[i] + "} ";
    }
    out += game.result.empty() ? "*" : game.result;
    out += '\n';
    return out;
}

std::string lastMoveLabel(const LiveGame& game) {
    if (game.moves.empty()) return {};
    const auto [mover, number] = moverOf(startOf(game), game.moves.size() - 1);
    return plyLabel(number, mover, game.moves.back());
}

LiveClocks lastClocks(const LiveGame& game) {
    LiveClocks clocks;
    const Position start = startOf(game);
    for (size_t i = 0; i < game.moves.size(); ++i) {
        const auto ms = parseClockComment(game.comments[i]);
        if (ms) (moverOf(start, i).first == White ? clocks.white : clocks.black) = ms;
    }
    return clocks;
}

std::string_view LiveGame::tag(std::string_view name) const {
    for (const auto& [n, v] : tags)
        if (n == name) return v;
    return {};
}

std::string LiveGame::key(std::string_view place) const {
    std::string k;
    for (std::string_view name : {"Event", "Site", "Round", "White", "Black", "Board"}) {
        k += tag(name);
        k += '\x1f';
    }
    const auto unnamed = [](std::string_view v) { return v.empty() || v == "?"; };
    if (unnamed(tag("White")) && unnamed(tag("Black"))) k += place;
    return k;
}

std::vector<LiveGame> readLiveGames(std::string_view pgn) {
    std::vector<LiveGame> games;
    Collector collector(games);
    PgnReader reader(collector);
    reader.readString(withoutPartialWord(pgn));
    return games;
}

}  // namespace remis::watch
