#include "core/clock/clockstart.h"

#include <algorithm>
#include <tuple>

namespace remis {

MovesMade movesMadeBefore(Color sideToMove, int fullmoveNumber) {
    const int before = std::max(0, fullmoveNumber - 1);
    return {before + (sideToMove == Black ? 1 : 0), before};
}

// The clock counts the moves as it would have, pressed once per move taking no time, from the
// side that moved first; then the displays are put back, which the presses changed by the
// increments and the periods' times.
void startAfterMoves(ChessClock& clock, Color sideToMove, MovesMade made, int64_t nowMs) {
    if (clock.isStarted() || clock.timeControl().isUntimed()) return;
    const int64_t shown[2] = {clock.remainingMs(White, nowMs), clock.remainingMs(Black, nowMs)};
    const int presses = made.white + made.black;
    // The side to move ends the presses: with an even count, it also moved first.
    const Color first = presses % 2 == 0 ? sideToMove : ~sideToMove;
    clock.start(first, nowMs);
    for (int i = 0; i < presses; ++i) std::ignore = clock.press(nowMs);
    for (Color c : {White, Black}) clock.setRemaining(c, shown[c]);
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
