#include "app/controller/clockreadings.h"

namespace remis::app {

bool clockReadingsKnown(const Game& game, int loaded) {
    bool moved[2] = {false, false};
    bool read[2] = {false, false};
    Color mover = game.startPosition().sideToMove();
    for (int i = 0; i < loaded && i < game.ply(); ++i) {
        moved[mover] = true;
        read[mover] = read[mover] || game.plies()[std::size_t(i)].clockAfterMs >= 0;
        mover = ~mover;
    }
    return (!moved[White] || read[White]) && (!moved[Black] || read[Black]);
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
