// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/flagfall.h"

#include "core/rules/arbiter.h"

namespace remis {

FlagFallRuling flagFallRuling(const Position& pos, Color flagged, RuleSet rules) {
    FlagFallRuling r;
    r.opponent = analyseMateability(pos, ~flagged, AnalysisMode::Full);
    // 6.9: a draw when the opponent cannot checkmate by any series of legal moves.
    if (r.opponent.verdict == Mateability::No) {
        r.result = GameResult::Draw;
        return r;
    }
    // 14E draws some positions that 6.9 loses (insufficient losing chances, no forced win);
    // flagFallResult knows them (the analysis above is kept, so it is not repeated).
    if (rules == RuleSet::Uscf &&
        flagFallResult(pos, flagged, rules, AnalysisMode::Full) == GameResult::Draw) {
        r.result = GameResult::Draw;
        return r;
    }
    if (r.opponent.verdict == Mateability::Yes) r.result = winFor(~flagged);
    return r;
}

}  // namespace remis
