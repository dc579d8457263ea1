// The roles BoardModel offers for each of its 8x8 cells. Row 0 is rank 8, column 0 is file a
// (the view flips for Black's side of the board).
#pragma once

#include <Qt>

namespace remis::app {

enum BoardRole {
    PieceRole = Qt::UserRole + 1,  // QString: "wK", "bP", ... or empty (the SVG file name)
    SquareRole,                    // int: 0..63, a1 = 0
    IsLightSquareRole,             // bool
    IsLastMoveRole,                // bool: from- or to-square of the last move shown
    IsSelectedRole,                // bool
    IsLegalTargetRole,             // bool: the selected piece may move here
    IsCheckRole,                   // bool: a king in check stands here
    SquareNameRole,                // QString: "e4"
    IsCaptureTargetRole,           // bool: a legal target of the selected piece that captures
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
