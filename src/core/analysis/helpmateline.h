// A short helpmate line to show. The guided helpmate search (mateability_search.h) finds a
// line, not a short one: the moves that make progress (a pawn pushed, the kings heading for
// the corner) cost it no depth, so its first line wanders (the 65,536 lichess positions of
// bench_mateability, by `remis-cli analyse --batch`: 35 plies on average, 87 at the 99th
// percentile, even without its detours; the flag-fall demonstration: 50). Where the line is
// the example a ruling shows (6.9: the opponent could still mate, judgeFlagFall), the search
// runs again with the line's length capped.
#pragma once

#include "core/analysis/mateability.h"
#include "core/board/position.h"

namespace remis {

// For a Yes the helpmate search found (HelpmateFound) longer than 14 plies: the search again,
// capped at 14, 20, 28 and 40 plies in turn with 20,000 nodes each, until one finds a line
// shorter than the one in hand (then without its detours). The verdict and the reason stay;
// `nodes` counts the searches, which stop where the full analysis's budget would, counted
// with the nodes that found the line. The line replays to the same side's mate.
void shortenHelpmateLine(const Position& pos, Color side, MateAnalysis& analysis);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
