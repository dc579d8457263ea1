// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/controller/resultruling.h"

#include "core/analysis/mateability.h"

namespace remis::app {

std::optional<ResultRuling> ruleOnRecordedResult(const Game& game, GameResult recorded,
                                                 Termination recordedReason, bool offTheBoard) {
    if (recorded == GameResult::Ongoing) return std::nullopt;
    ResultRuling r{recorded, recorded, recordedReason, game.ply(), false};
    const bool win = recorded != GameResult::Draw;
    r.loser = recorded == GameResult::WhiteWins ? Black : White;
    if (game.isOver()) {  // the Laws ended it there: its result is the ruling
        r.ruled = game.outcome().result;
        r.basis = game.outcome().termination;
        r.ply = game.outcome().ply;
    } else if (win && recordedReason == Termination::Timeout) {
        // 6.9: the side to move's flag fell (as the audit reads it, cli.md), or the other
        // side's, whose last move was recorded with 0:00:00 left; a loss, unless the opponent
        // cannot checkmate by any series of legal moves.
        const bool lastMoveAtZero = game.ply() > 0 && game.plies().back().clockAfterMs == 0;
        r.loser = lastMoveAtZero ? ~game.position().sideToMove() : game.position().sideToMove();
        r.ruled = flagFallResult(game.position(), r.loser, game.rules());
        r.mateable = analyseMateability(game.position(), ~r.loser, AnalysisMode::Full).verdict !=
                     Mateability::No;
    } else if (win && recordedReason == Termination::IllegalMove) {
        // 7.5.5: a loss for an illegal move is a draw where the opponent cannot checkmate.
        if (!isPositionOfTheLaws(game.position()) ||
            analyseMateability(game.position(), ~r.loser, AnalysisMode::Full).verdict !=
                Mateability::No)
            return std::nullopt;
        r.ruled = GameResult::Draw;
    } else if (win && recordedReason == Termination::Resignation) {
        r.ruled = resignationResult(game.position(), r.loser);  // 5.1.2
    } else if (win && recordedReason == Termination::None && !offTheBoard &&
               isPositionOfTheLaws(game.position()) &&
               analyseMateability(game.position(), ~r.loser, AnalysisMode::Quick).verdict ==
                   Mateability::No) {
        // No reason recorded: neither a resignation (5.1.2) nor a flag fall (6.9) makes a side
        // that cannot checkmate the winner, as the audit rules (cli.md: result_consistent).
        r.ruled = GameResult::Draw;
    } else {
        return std::nullopt;
    }
    if (r.ruled == r.recorded) return std::nullopt;
    return r;
}

}  // namespace remis::app
