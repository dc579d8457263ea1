#include "core/rules/deaddating.h"

#include "core/board/movegen.h"

namespace remis {

namespace {

constexpr int EveryMoveLimit = 8;  // as datingBack and findDeadPosition: at most this many moves

// Every legal move (at most EveryMoveLimit) leads to a stalemate or a position the quick
// check's filter would examine: only then can findDeadPosition's look one move ahead prove
// the position dead.
bool everyMoveMayBeDead(const Position& pos) {
    MoveList moves = legalMoves(pos);
    if (moves.size() == 0 || moves.size() > EveryMoveLimit) return false;
    for (Move m : moves) {
        Position next = pos.after(m);
        if (hasLegalMove(next) ? !mayBeDead(next) : next.inCheck()) return false;
    }
    return true;
}

}  // namespace

bool endedOnTheBoard(const Game& game) {
    const Outcome& o = game.outcome();
    return game.isOver() && o.ply == game.ply() &&
           (o.termination == Termination::DeadPosition || o.termination == Termination::Stalemate);
}

bool maySettleDeadPosition(const Game& game) {
    if (game.isOver()) return endedOnTheBoard(game) && game.ply() > 0;
    return fullAnalysisMayProveDead(game.position()) || everyMoveMayBeDead(game.position());
}

std::optional<DeadPositionFinding> settleDeadPositionFinding(Game& game) {
    if (!game.settleDeadPosition()) return std::nullopt;
    return DeadPositionFinding{game.ply(), game.ruling().deadReason, game.position().key()};
}

std::optional<int> endDeadByVerdicts(Game& game, const MateAnalysis& white,
                                     const MateAnalysis& black) {
    if (game.isOver() || white.verdict != Mateability::No || black.verdict != Mateability::No)
        return std::nullopt;
    // The moves and their undo records, replayed from the start, for the dating walk-back.
    std::vector<Move> moves;
    std::vector<Position::Undo> undos(game.plies().size());
    Position pos = game.startPosition();
    for (size_t i = 0; i < undos.size(); ++i) {
        moves.push_back(game.plies()[i].move);
        pos.makeMove(moves.back(), undos[i]);
    }
    // The proof named as isDeadPosition names it: a bare king's side gives the other's.
    const MateReason reason = white.reason == MateReason::BareKing ? black.reason : white.reason;
    const DeadPositionFinding found =
        datingBack(game.position(), {game.ply(), reason, game.position().key()}, moves, undos);
    return game.endByDeadPosition(found);
}

std::optional<DeadPositionFinding> settleDeadPositionFullFinding(Game& game) {
    if (auto found = settleDeadPositionFinding(game)) return found;
    const Position& pos = game.position();
    if (game.isOver() || !fullAnalysisMayProveDead(pos)) return std::nullopt;
    const MateAnalysis white = analyseMateability(pos, White, AnalysisMode::Full);
    if (white.verdict != Mateability::No) return std::nullopt;
    if (!endDeadByVerdicts(game, white, analyseMateability(pos, Black, AnalysisMode::Full)))
        return std::nullopt;
    return DeadPositionFinding{game.ply(), game.ruling().deadReason, game.position().key()};
}

std::optional<int> applyDeadPositionFinding(Game& game, const DeadPositionFinding& found) {
    if (!game.isOver()) return game.endByDeadPosition(found);
    if (!endedOnTheBoard(game) || found.ply < 0 || found.ply >= game.ply()) return std::nullopt;
    const uint64_t key =
        found.ply == 0 ? game.startPosition().key() : game.plies()[size_t(found.ply - 1)].key;
    if (key != found.key) return std::nullopt;
    // The ending of the per-move ruling goes with the moves after the dead position.
    const int takenBack = game.ply() - found.ply;
    while (game.ply() > found.ply) game.undo();
    if (!game.endByDeadPosition(found)) return std::nullopt;
    return takenBack;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
