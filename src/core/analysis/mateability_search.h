// Internal to the mateability analyser: the two searches.
//
// exploreClosure walks every position reachable from the root (breadth first, exact
// position identities, so no hash collision can hide a position), except that it does not
// go beyond positions the material rules already prove. If it runs out of positions
// without meeting a mate by the side, that is a proof of "No"; if it meets one, the path is
// a shortest helpmate line. It gives up (Unknown) past its node cap.
//
// findHelpmate is a depth-first search in which both sides cooperate toward a mate by the
// side: iterative deepening with a transposition table, where moves that make progress do
// not use up depth: the defending king, the mating king and knights heading for a common
// corner, a bishop reaching the corner's diagonal, pawns advancing, captures by the mating
// side, the defender offering its queens and rooks to a side that has only minor pieces,
// and the defender's pawns going to promote into a blocker when the side needs one. The
// corner is guessed from the material; each corner in turn gets a slice of the budget, the
// slices growing fourfold per round. It only ever proves "Yes"; a failure proves nothing.
#pragma once

#include <cstdint>
#include <vector>

#include "core/analysis/mateability.h"
#include "core/board/position.h"

namespace remis::mateability_detail {

struct SearchOutcome {
    Mateability verdict = Mateability::Unknown;
    std::vector<Move> line;  // Yes: the helpmate
    uint64_t nodes = 0;
    bool forcedOnly = true;  // closure: every position expanded had a single legal move
    bool exhausted = false;  // helpmate search: the tree ended before the budget did
};

// Depth-first over every line of play up to `depth` plies: "No" if every line ends within
// the depth in a position the material rules prove, a stalemate or a mate of the side
// itself; Unknown at the first line still open (cheap when there is one); "Yes" if a line
// meets a mate by the side. Proves forced recaptures and forced stalemates.
SearchOutcome proveForcedLines(const Position& root, Color side, int depth, uint64_t nodeCap);

SearchOutcome exploreClosure(const Position& root, Color side, uint64_t nodeCap);

// maxPly: no line longer than this (at most 240 plies); a shorter cap finds shorter lines,
// or none (shortenHelpmateLine). corner: only this corner is tried (else all four in turn,
// the likeliest first).
SearchOutcome findHelpmate(const Position& root, Color side, uint64_t nodeBudget, int maxPly = 240,
                           int corner = -1);

}  // namespace remis::mateability_detail
// SPDX-License-Identifier: GPL-3.0-or-later
