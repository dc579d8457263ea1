// The roles MoveListModel offers besides Qt::DisplayRole (the cell's text).
#pragma once

#include <Qt>

namespace remis::app {

enum MoveListRole {
    PlyRole = Qt::UserRole + 1,  // int: the ply after this cell's move (1-based), -1 if none
    SanRole,                     // QString: the bare SAN, without marks
    DrawOfferRole,               // bool: a draw offer (=) came with this move (9.1.2.2)
    ClaimRole,                   // bool: an incorrect claim came with this move (9.5.3)
    IsCurrentRole,               // bool: this cell's ply is the shown position
    BeyondGameRole,              // bool: recorded after the game ended by itself, or at or
                                 // after a null move: not part of the game under the Laws
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
