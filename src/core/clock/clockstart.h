// Starting the clock of a game already under way: a record read from a file, a position set
// up at move N. The moves made before the clock started were not timed here, but they count
// towards the time control (6.3.1): after 40 moves a "40 moves in 90 min, then 30 min" control
// is in its second period, whatever the clock's own count says.
#pragma once

#include <cstdint>

#include "core/base/types.h"
#include "core/clock/clock.h"

namespace remis {

// The moves each side has made when the side to move plays move `fullmoveNumber` (FEN field
// 6): White's move N follows N - 1 moves by each side, Black's follows N by White.
struct MovesMade {
    int white = 0;
    int black = 0;
};
MovesMade movesMadeBefore(Color sideToMove, int fullmoveNumber);

// Starts a clock that has not started (ChessClock::start) for `sideToMove` at nowMs, having
// counted `made` as moves completed before it: each side is in the period its count implies,
// with the moves to the next control counted from there. The times shown stay as they were
// (the readings of the record, or the control's), since the time added at a control passed
// before the clock started is in those readings (6.3.2) or is not known. Nothing for a
// started or untimed clock.
void startAfterMoves(ChessClock& clock, Color sideToMove, MovesMade made, int64_t nowMs);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
