// FEN reading and writing.
//
// Reading rejects, naming the field: malformed fields, wrong rank lengths, unknown piece
// letters, not exactly one king per side, pawns on the first or last rank, the side not to
// move in check, an en passant square no double push could have produced, castling rights
// whose king or rook is not on its home square, negative or non-numeric clocks.
// Policy: castling rights that do not fit the board are REJECTED, not cleaned, because a
// demonstration position that silently loses a right would teach the wrong repetition.
// An en passant square that a double push could have produced but on which no capture is
// legal is accepted and dropped (FIDE 9.2.3.1: it changes nothing).
#pragma once

#include <string>
#include <string_view>

#include "core/base/error.h"
#include "core/board/position.h"

namespace remis {

constexpr const char* StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

Result<Position> parseFen(std::string_view fen);
std::string toFen(const Position& pos);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
