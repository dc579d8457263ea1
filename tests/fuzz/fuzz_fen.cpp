// libFuzzer target: parseFen on arbitrary bytes. A rejected FEN must give a one-line
// message naming the field; an accepted one must be consistent, write a FEN that reads back
// to the same position, and survive move generation and make/unmake of every legal move.
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

void require(bool condition, const char* what, std::string_view input) {
    if (condition) return;
    std::fprintf(stderr, "fuzz_fen: %s\ninput: %.*s\n", what, int(input.size()), input.data());
    std::abort();
}

void checkRejection(const std::string& message, std::string_view input) {
    require(message.rfind("FEN field ", 0) == 0, "error message does not name a field", input);
    require(message.find('\n') == std::string::npos, "error message is not one line", input);
}

void checkMoves(Position pos, std::string_view input) {
    const MoveList moves = legalMoves(pos);
    require(countLegalMoves(pos) == moves.size(), "countLegalMoves differs from legalMoves", input);
    const std::string before = toFen(pos);
    for (Move m : moves) {
        Position::Undo undo;
        pos.makeMove(m, undo);
        require(pos.isConsistent(), "inconsistent after makeMove", input);
        require(parseFen(toFen(pos)).ok(), "the FEN after a move does not read back", input);
        pos.unmakeMove(m, undo);
        require(toFen(pos) == before, "unmakeMove does not restore the FEN", input);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    auto pos = parseFen(input);
    if (!pos) {
        checkRejection(pos.message(), input);
        return 0;
    }
    require(pos->isConsistent(), "inconsistent after parseFen", input);
    const std::string fen = toFen(*pos);
    auto again = parseFen(fen);
    require(again.ok(), "the FEN written does not read back", input);
    require(toFen(*again) == fen, "toFen(parseFen(toFen(x))) differs", input);
    require(again->key() == pos->key() && again->identity() == pos->identity(),
            "key or identity differs after a round trip", input);
    checkMoves(*pos, input);
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
