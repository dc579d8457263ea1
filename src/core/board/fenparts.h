// The pieces of FEN reading that the strict reader (fen.cpp) and the position editor's lenient
// reader (core/setup) share: field splitting, quoting in messages, field errors and the
// placement field.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/error.h"
#include "core/base/types.h"

namespace remis::fenparts {

// "'text'", with control characters as \xNN so that a message stays one line.
std::string quoted(std::string_view s);
// Fields are separated by any ASCII white space.
bool isSpace(char c);
std::vector<std::string_view> splitFields(std::string_view fen);
// The problem `code` in FEN field 1..6, placed there ("FEN field 4 (en passant): ...").
Error fieldError(int field, ErrorCode code, std::vector<std::string> args = {});
// Field 1: calls `place` for each piece; an error names the rank and the problem.
std::optional<Error> readPlacement(std::string_view text,
                                   const std::function<void(Piece, Square)>& place);

// The six fields, written from any board (a Position, the editor's Setup).
struct FenFields {
    std::function<Piece(Square)> pieceAt;
    Color side = White;
    uint8_t castling = 0;  // CastlingRights bits
    Square epSquare = NoSquare;
    int halfmoveClock = 0;
    int fullmoveNumber = 1;
};
std::string writeFen(const FenFields& fields);

}  // namespace remis::fenparts
// SPDX-License-Identifier: GPL-3.0-or-later
