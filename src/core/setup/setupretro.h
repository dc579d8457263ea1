// Retro-analysis for the editor's checker: bitboards of a Setup, and whether a double check
// could have been given by the last move (a double check is always a discovered check: one
// checker moved, and in moving it opened the line of the other, a bishop, rook or queen).
#pragma once

#include "core/board/bitboard.h"
#include "core/setup/setup.h"

namespace remis::setup {

struct SetupBoards {
    explicit SetupBoards(const Setup& s);
    Bitboard byColor[2] = {0, 0};
    Bitboard byType[6] = {0, 0, 0, 0, 0, 0};
    Piece board[64];
    Bitboard occupied() const { return byColor[White] | byColor[Black]; }
    Bitboard pieces(Color c, PieceType t) const { return byColor[c] & byType[t]; }
    Square king(Color c) const { return lsb(pieces(c, King)); }
    // Pieces of colour `by` that attack s.
    Bitboard attackersTo(Square s, Color by) const;
};

// The side to move is in double check: could the opponent's last move have given it?
bool doubleCheckCanArise(const SetupBoards& b, Color victim);

}  // namespace remis::setup
// SPDX-License-Identifier: GPL-3.0-or-later
