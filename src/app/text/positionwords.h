// SPDX-License-Identifier: GPL-3.0-or-later
// PositionWords: a position as a screen reader should read a still diagram: "White: king g1;
// rook a1, f1; pawn a2, b2. Black: king g8; pawn g7. White to move." Pieces in the order
// king, queen, rook, bishop, knight, pawn, squares from a1 on.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <array>

#include "core/base/types.h"

namespace remis::app {

class PositionWords {
    Q_DECLARE_TR_FUNCTIONS(remis::app::PositionWords)
public:
    static QString pieces(const std::array<Piece, 64>& board);  // without the side to move
    static QString describe(const std::array<Piece, 64>& board, Color toMove);
};

}  // namespace remis::app
