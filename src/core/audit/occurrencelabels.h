// Where a repeated position stood before, named by the moves that reached it ("12.Nf3"), for
// the notes of `annotate` (docs/cli.md: "this position occurs for the third time (after
// 12.Nf3, 16.Nf3, 20.Nf3)"). A position can only recur after the last capture or pawn move
// (FIDE 9.2.3: such a move changes it for good), so only the moves written since then are
// kept: at most 150 before the 75-move rule ends the game (9.6.2).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/board/position.h"

namespace remis {

class OccurrenceLabels {
public:
    void reset(const Position& start);
    // The move just played as written, and whether it was a capture or a pawn move.
    void moved(int ply, std::string_view san, bool zeroing);
    // "12.Nf3" / "12...Nf6" for each ply, an empty string for the starting position (ply 0).
    std::vector<std::string> labels(const std::vector<int>& plies) const;

private:
    Position m_start;
    int m_firstPly = 1;  // the ply of m_sans.front()
    std::vector<std::string> m_sans;
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
