// The mateability analyser. This file holds the sound material rules and the entry point;
// every shortcut here must only ever answer "No" when no helpmate exists.
#include "core/unwinnability.h"

#include "core/movegen.h"

namespace remis {

bool hasInsufficientMaterial(const Position& pos, Color side) {
    Bitboard ours = pos.pieces(side) & ~pos.pieces(King);
    Bitboard theirs = pos.pieces(~side) & ~pos.pieces(King);
    if (!ours) return true;  // a bare king never mates
    if (pos.pieces(side, Pawn) | pos.pieces(side, Rook) | pos.pieces(side, Queen)) return false;
    // K+N against a bare king: the lone king has no piece to block its own flight square.
    if (ours == pos.pieces(side, Knight) && popcount(ours) == 1 && !theirs) return true;
    // Only bishops on squares of one colour, for both sides: a king checked on that colour
    // always has a flight square of the other colour that no piece can cover or block.
    // (10: decided by square colour, not by square index parity.)
    Bitboard allMinor = ours | theirs;
    if (allMinor == pos.pieces(Bishop) && (!(allMinor & LightSquares) || !(allMinor & DarkSquares))) return true;
    return false;
}

MateAnalysis analyseMateability(const Position& pos, Color side, AnalysisMode, uint64_t) {
    MateAnalysis a;
    if (!hasLegalMove(pos)) {
        bool mated = pos.inCheck();
        a.verdict = mated && pos.sideToMove() != side ? Mateability::Yes : Mateability::No;
        a.reason = a.verdict == Mateability::Yes ? MateReason::AlreadyCheckmate : MateReason::GameOverOnBoard;
        return a;
    }
    if (hasInsufficientMaterial(pos, side)) {
        a.verdict = Mateability::No;
        a.reason = popcount(pos.pieces(side)) == 1 ? MateReason::BareKing : MateReason::InsufficientMaterial;
        return a;
    }
    a.verdict = Mateability::Unknown;
    a.reason = MateReason::BudgetExhausted;
    return a;
}

bool isDeadPosition(const Position& pos, AnalysisMode mode) {
    if (!hasLegalMove(pos)) return false;  // checkmate and stalemate are reported as such
    return analyseMateability(pos, White, mode).verdict == Mateability::No &&
           analyseMateability(pos, Black, mode).verdict == Mateability::No;
}

}  // namespace remis
