// The moves that led to an item's position, as a pupil reads them to answer: which earlier
// positions had the same pieces on the same squares with the same player to move as the
// position the question turns on. That is what the eye sees on a board; whether those were
// the same position for 9.2 (castling rights 9.2.3.2, an en passant capture 9.2.3.1) is left
// for the pupil to judge, so marking them gives nothing away.
#pragma once

#include <optional>
#include <vector>

#include "core/school/schoolitem.h"

namespace remis::school {

struct HistoryMarks {
    // The position the question turns on is the one after this written move, not played
    // (a claim with a move, 9.2.1, 9.3.1); none: the position on the board.
    std::optional<Move> written;
    // Earlier plies (0 is the start) where the pieces stood as in that position, with the same
    // player to move; ascending, the position itself left out.
    std::vector<int> samePlies;
};

HistoryMarks historyMarks(const Item& item);

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
