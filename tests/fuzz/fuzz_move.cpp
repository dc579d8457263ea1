// libFuzzer target: moves as text. When the first line is a FEN, play starts there and the
// tokens are the rest; otherwise play starts from the initial position and every token of
// the input counts. Each whitespace-separated token goes to parseMove (and to parseSan and
// parseUci).
// A legal move must be legal by the generator, and its SAN and UCI must read back to it;
// it is then played. A rejected token must give a one-line message.
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"

using namespace remis;

namespace {

void require(bool condition, const char* what, std::string_view token) {
    if (condition) return;
    std::fprintf(stderr, "fuzz_move: %s (token \"%.*s\")\n", what, int(token.size()), token.data());
    std::abort();
}

bool readsBack(const Result<Move>& parsed, Move m) {
    return parsed.ok() && *parsed == m;
}

void checkMove(const Position& pos, Move m, std::string_view token) {
    require(isLegal(pos, m), "parseMove returned an illegal move", token);
    const std::string san = toSan(pos, m), uci = toUci(m);
    require(readsBack(parseSan(pos, san), m), "toSan does not read back with parseSan", token);
    require(readsBack(parseMove(pos, san), m), "toSan does not read back with parseMove", token);
    require(readsBack(parseUci(pos, uci), m), "toUci does not read back with parseUci", token);
}

void playTokens(Position pos, std::string_view rest) {
    size_t i = 0;
    while (i < rest.size()) {
        while (i < rest.size() && std::isspace(static_cast<unsigned char>(rest[i]))) ++i;
        size_t start = i;
        while (i < rest.size() && !std::isspace(static_cast<unsigned char>(rest[i]))) ++i;
        if (i == start) break;
        const std::string_view token = rest.substr(start, i - start);
        auto m = parseMove(pos, token);
        (void)parseSan(pos, token);  // both readers must cope with anything
        (void)parseUci(pos, token);
        if (!m) {
            require(!m.message().empty() && m.message().find('\n') == std::string::npos,
                    "bad error message", token);
            continue;
        }
        checkMove(pos, *m, token);
        pos = pos.after(*m);
        require(pos.isConsistent(), "inconsistent after the move", token);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const size_t newline = input.find('\n');
    const std::string_view firstLine = input.substr(0, newline);
    const std::string_view rest =
        newline == std::string_view::npos ? std::string_view() : input.substr(newline + 1);
    auto pos = parseFen(firstLine);
    if (pos)
        playTokens(*pos, rest);
    else
        playTokens(Position::startPosition(), input);
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
