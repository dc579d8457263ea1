// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's ruling on a flag fall read from a record (an audit), where a guess is not
// allowed: FIDE 6.9 (the opponent wins only if it could checkmate by some series of legal
// moves, else a draw) or USCF 14E, and "unknown" only where the analysis cannot decide.
// flagFallResult (arbiter.h) is the app's ruling during play, where "unknown" counts as able
// to mate.
#pragma once

#include <optional>

#include "core/analysis/mateability.h"
#include "core/board/position.h"
#include "core/rules/outcome.h"

namespace remis {

struct FlagFallRuling {
    std::optional<GameResult> result;  // nullopt: the analysis could not decide
    MateAnalysis opponent;             // the full analysis of the opponent of the flagged side
};

// `flagged` ran out of time in pos (pos must be a position of the Laws: the side not to move
// is not in check).
FlagFallRuling flagFallRuling(const Position& pos, Color flagged, RuleSet rules);

}  // namespace remis
