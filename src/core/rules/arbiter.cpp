#include "core/rules/arbiter.h"

#include <algorithm>
#include <optional>

#include "core/analysis/helpmateline.h"
#include "core/analysis/mateability_static.h"
#include "core/board/movegen.h"
#include "core/rules/laws.h"

namespace remis {

namespace {

Outcome draw(Termination t, int ply) {
    return {t, GameResult::Draw, ply};
}

// The quiet move of a piece (not a pawn, not castling) that turns the placement of pos into
// that of `target`, if there is one and it is legal. A capture, a pawn move or a castling
// can never lead back to an earlier position (material, pawns and rights never return).
std::optional<Move> moveReaching(const Position& pos, const PositionIdentity& target) {
    Color us = pos.sideToMove();
    Bitboard occ = target.packed[0];
    Bitboard ours = us == White ? target.white : occ & ~target.white;
    if ((occ & ~ours) != pos.pieces(~us)) return std::nullopt;
    Bitboard leaving = pos.pieces(us) & ~ours, arriving = ours & ~pos.pieces(us);
    if (popcount(leaving) != 1 || popcount(arriving) != 1) return std::nullopt;
    Square from = lsb(leaving), to = lsb(arriving);
    PieceType type = typeOf(pos.pieceOn(from));
    if (type == Pawn || !(pieceAttacks(type, us, from, pos.occupied()) & bit(to)))
        return std::nullopt;
    Move m(from, to);
    if (!isLegalIfPseudoLegal(pos, m)) return std::nullopt;
    return m;
}

// 9.2.1: the moves after which the position would stand for at least the third time. Only
// positions already seen twice qualify, so each of them is tested for being one move away,
// instead of trying every legal move.
std::vector<Move> threefoldMoves(const Position& pos, const RepetitionHistory& history) {
    std::vector<Move> moves;
    const int seenBefore = ThreefoldOccurrences - 1;  // the move makes the last occurrence
    for (const PositionIdentity& target :
         history.positionsSeenAtLeast(seenBefore, ~pos.sideToMove())) {
        auto m = moveReaching(pos, target);
        if (!m || std::find(moves.begin(), moves.end(), *m) != moves.end()) continue;
        if (pos.after(*m).identity() == target) moves.push_back(*m);
    }
    std::sort(moves.begin(), moves.end());
    return moves;
}

// 9.3.1: a move that is neither a capture nor a pawn move completing the 50 moves. A move
// that mates is accepted too (docs/rules.md 2: disputed, Remis accepts it and says so).
std::vector<Move> fiftyMoves(const Position& pos, const MoveList& legal) {
    std::vector<Move> moves;
    for (Move m : legal)
        if (!pos.isZeroing(m)) moves.push_back(m);
    return moves;
}

}  // namespace

namespace {

// Rules.md section 1 after mate and stalemate: 75 moves, fivefold, and the casual automatics.
Outcome countingEnding(const Position& pos, int repetitionCount, RuleSet rules, int ply) {
    if (pos.halfmoveClock() >= SeventyFiveMovePlies)
        return draw(Termination::SeventyFiveMoves, ply);  // 9.6.2
    if (repetitionCount >= FivefoldOccurrences)
        return draw(Termination::FivefoldRepetition, ply);  // 9.6.1
    if (rules == RuleSet::Casual) {
        if (repetitionCount >= ThreefoldOccurrences)
            return draw(Termination::ThreefoldRepetition, ply);
        if (pos.halfmoveClock() >= FiftyMovePlies) return draw(Termination::FiftyMoves, ply);
    }
    return {};
}

// Precedence of docs/rules.md section 1: a mate on the 100th or 150th ply stands (9.6.2), and a
// position that is stalemate and dead is reported as stalemate.
Outcome endingOnBoard(const Position& pos, bool hasMoves, int ply) {
    if (hasMoves) return {};
    if (pos.inCheck()) return {Termination::Checkmate, winFor(~pos.sideToMove()), ply};  // 5.1.1
    return draw(Termination::Stalemate, ply);                                            // 5.2.1
}

}  // namespace

Outcome automaticEnding(const Position& pos, int repetitionCount, RuleSet rules, int ply,
                        MateReason* deadReason) {
    Outcome onBoard = endingOnBoard(pos, hasLegalMove(pos), ply);
    if (onBoard.isOver()) return onBoard;
    MateAnalysis white = analyseMateability(pos, White, AnalysisMode::Quick);
    if (white.verdict == Mateability::No) {
        MateAnalysis black = analyseMateability(pos, Black, AnalysisMode::Quick);
        if (black.verdict == Mateability::No) {  // 5.2.2
            if (deadReason) *deadReason = black.reason;
            return draw(Termination::DeadPosition, ply);
        }
    }
    return countingEnding(pos, repetitionCount, rules, ply);
}

namespace {

// Rules.md section 1 in its precedence: mate and stalemate, a dead position (both sides
// unable to mate, from the quick check), then the counting endings.
Outcome automaticFrom(const Position& pos, const QuickDeadCheck& check, int repetitionCount,
                      RuleSet rules, int ply, MateReason* deadReason) {
    Outcome ending = endingOnBoard(pos, check.hasMoves, ply);
    if (ending.isOver()) return ending;
    const MateAnalysis& white = check.mate[White];
    const MateAnalysis& black = check.mate[Black];
    if (white.verdict == Mateability::No && black.verdict == Mateability::No) {
        *deadReason = black.reason == MateReason::BareKing ? white.reason : black.reason;
        return draw(Termination::DeadPosition, ply);  // 5.2.2
    }
    return countingEnding(pos, repetitionCount, rules, ply);
}

}  // namespace

Ruling computeRuling(const Position& pos, const RepetitionHistory& history, RuleSet rules,
                     RulingDetail detail) {
    Ruling r;
    r.ply = history.ply();
    r.halfmoveClock = pos.halfmoveClock();
    r.repetitionCount = history.count();
    if (detail == RulingDetail::Full) {
        r.repetitionPlies = history.occurrencePlies();
        r.lookAlikes = history.lookAlikes();
    }
    // Quick mode only proves "cannot mate" where mayBeDead says it might; elsewhere both
    // sides are "unknown" (which every ruling treats as "can mate") without searching.
    QuickDeadCheck check = quickDeadCheck(pos);
    for (Color c : {White, Black}) r.canMate[c] = check.mate[c].verdict;
    r.automatic = automaticFrom(pos, check, r.repetitionCount, rules, r.ply, &r.deadReason);
    if (r.automatic.isOver()) return r;
    // 9.2.2 / 9.3.2: claims belong to the side to move, in the position on the board.
    r.canClaimThreefold = r.repetitionCount >= ThreefoldOccurrences;
    r.canClaimFifty = r.halfmoveClock >= FiftyMovePlies;
    // The with-move lists can only be non-empty near a repetition or near 100 plies.
    bool nearThreefold = history.maxCountFor(~pos.sideToMove()) >= ThreefoldOccurrences - 1;
    bool nearFifty = pos.halfmoveClock() + 1 >= FiftyMovePlies;
    if (nearThreefold) r.threefoldClaimMoves = threefoldMoves(pos, history);
    if (nearFifty) r.fiftyClaimMoves = fiftyMoves(pos, legalMoves(pos));
    return r;
}

LeanRuling computeLeanRuling(const Position& pos, const RepetitionHistory& history, RuleSet rules) {
    LeanRuling r;
    r.repetitionCount = history.count();
    // The usual position: a move to make and nothing for the quick check to examine, so of
    // docs/rules.md section 1 only the counting endings can apply.
    if (quicklyAlive(pos)) {
        r.automatic = countingEnding(pos, r.repetitionCount, rules, history.ply());
        if (!r.automatic.isOver()) {
            r.canClaimThreefold = r.repetitionCount >= ThreefoldOccurrences;  // 9.2.2
            r.canClaimFifty = pos.halfmoveClock() >= FiftyMovePlies;          // 9.3.2
        }
        return r;
    }
    QuickDeadCheck check = quickDeadCheck(pos);
    MateReason deadReason = MateReason::None;
    // Copied only when the game is over: the usual empty Outcome is already in place.
    Outcome ending =
        automaticFrom(pos, check, r.repetitionCount, rules, history.ply(), &deadReason);
    if (ending.isOver()) {
        r.automatic = ending;
        return r;
    }
    r.canClaimThreefold = r.repetitionCount >= ThreefoldOccurrences;  // 9.2.2
    r.canClaimFifty = pos.halfmoveClock() >= FiftyMovePlies;          // 9.3.2
    return r;
}

namespace {

constexpr int EveryMoveLimit = 8;  // the lookahead of datingBack: at most this many moves
// findDeadPosition's look one move ahead from the last position, which every game's end asks:
// the quick check's budget per side (the full one cost the TCEC audit a fifth more, in the
// closures of pawn endings that prove nothing).
constexpr uint64_t LastLookAheadBudget = 2000;

// 5.2.2: a position whose every legal move leads to a dead position or a stalemate is dead
// itself (no series of legal moves from it ends in mate). `played` leads to a position already
// proven dead; the other moves get the quick analysis. Only where there are few moves (a king
// in check, a wall with one pawn step left): the dating of a dead position one ply earlier.
bool deadByEveryMove(const Position& pos, Move played) {
    MoveList moves = legalMoves(pos);
    if (moves.size() == 0 || moves.size() > EveryMoveLimit) return false;
    for (Move m : moves) {
        if (m == played) continue;
        Position next = pos.after(m);
        if (!hasLegalMove(next)) {
            if (next.inCheck()) return false;  // a checkmate: not dead
            continue;                          // a stalemate ends the game without a mate
        }
        if (!isDeadPosition(next, AnalysisMode::Quick)) return false;
    }
    return true;
}

}  // namespace

DeadPositionFinding datingBack(const Position& last, DeadPositionFinding found,
                               const std::vector<Move>& moves,
                               const std::vector<Position::Undo>& undos) {
    Position pos = last;
    for (size_t i = moves.size(); i-- > 0;) {
        pos.unmakeMove(moves[i], undos[i]);
        MateReason reason = MateReason::None;
        if (!isDeadPosition(pos, AnalysisMode::Full, &reason)) {
            // Every move into a dead position: the one played to the position proven dead
            // and the others by the quick proofs, or all by them with a larger budget.
            if (deadByEveryMove(pos, moves[i]) ||
                mateability_detail::deadAfterEveryMove(pos, EveryMoveLimit))
                reason = MateReason::ForcedLine;
            else if (!isDeadByFullAnalysis(pos, &reason))
                break;  // the full analyses of both sides, as the end of the game was proven
        }
        found = {found.ply - 1, reason, pos.key()};
    }
    return found;
}

std::optional<DeadPositionFinding> findDeadPosition(const Position& last, int lastPly,
                                                    const std::vector<Move>& moves,
                                                    const std::vector<Position::Undo>& undos) {
    DeadPositionFinding found{lastPly, MateReason::None, last.key()};
    if (!isDeadPosition(last, AnalysisMode::Full, &found.reason)) {
        // 5.2.2: a position whose every legal move (at most 8) leads into a dead position or a
        // stalemate is dead itself, as datingBack says of the positions before it.
        if (!mateability_detail::deadAfterEveryMove(last, EveryMoveLimit, LastLookAheadBudget))
            return std::nullopt;
        found.reason = MateReason::ForcedLine;
    }
    return datingBack(last, found, moves, undos);
}

bool isThreefoldClaimMove(const Position& pos, const RepetitionHistory& history, Move m) {
    // A capture or a pawn move can repeat nothing: its position is not looked up.
    if (!isLegal(pos, m) || pos.isZeroing(m)) return false;
    Position next = pos.after(m);
    return completesThreefold(history.countOf(next.identity(), next.key()) + 1, false);
}

bool isFiftyClaimMove(const Position& pos, Move m) {
    return isLegal(pos, m) && completesFifty(pos.halfmoveClock() + 1, pos.isZeroing(m));
}

namespace {

// USCF 14E: the opponent of the flagged player has only a king, K+B or K+N, or K+N+N
// against no pawns.
bool uscfInsufficientLosingChances(const Position& pos, Color flagged) {
    Color opp = ~flagged;
    Bitboard theirs = pos.pieces(opp) & ~pos.pieces(King);
    if (pos.pieces(opp, Pawn) | pos.pieces(opp, Rook) | pos.pieces(opp, Queen)) return false;
    int knights = popcount(pos.pieces(opp, Knight)), bishops = popcount(pos.pieces(opp, Bishop));
    if (popcount(theirs) <= 1) return true;
    return knights == 2 && bishops == 0 && !pos.pieces(flagged, Pawn);
}

// "Unless the opponent has a forced win": a forced mate within a few moves is looked for.
bool hasForcedMate(Position& pos, Color attacker, int plies);

bool hasForcedMate(Position& pos, Color attacker, int plies) {
    MoveList moves = legalMoves(pos);
    if (moves.empty()) return pos.inCheck() && pos.sideToMove() != attacker;
    if (plies == 0) return false;
    bool attacking = pos.sideToMove() == attacker;
    for (Move m : moves) {
        Position next = pos.after(m);
        bool mate = hasForcedMate(next, attacker, plies - 1);
        if (attacking && mate) return true;
        if (!attacking && !mate) return false;
    }
    return !attacking;
}

}  // namespace

FlagFallJudgement judgeFlagFall(const Position& pos, Color flagged, RuleSet rules,
                                AnalysisMode mode) {
    FlagFallJudgement j;
    j.opponent = analyseMateability(pos, ~flagged, mode);
    // The line is shown as the example of 6.9: a short one (the verdict stays as it is).
    if (mode == AnalysisMode::Full) shortenHelpmateLine(pos, ~flagged, j.opponent);
    j.result = winFor(~flagged);
    // 6.9: a loss, unless the opponent cannot checkmate by any series of legal moves.
    if (j.opponent.verdict == Mateability::No) {
        j.result = GameResult::Draw;
    } else if (rules == RuleSet::Uscf && uscfInsufficientLosingChances(pos, flagged)) {
        Position copy = pos;
        if (!hasForcedMate(copy, ~flagged, 4)) j.result = GameResult::Draw;
    }
    return j;
}

GameResult flagFallResult(const Position& pos, Color flagged, RuleSet rules, AnalysisMode mode) {
    return judgeFlagFall(pos, flagged, rules, mode).result;
}

bool isFlagFallQuicklyJudged(const Position& pos, Color flagged) {
    constexpr uint64_t AtOnceNodes = 5000;  // a few milliseconds
    return analyseMateability(pos, ~flagged, AnalysisMode::Full, AtOnceNodes).verdict !=
           Mateability::Unknown;
}

GameResult resignationResult(const Position& pos, Color resigning) {
    if (analyseMateability(pos, ~resigning, AnalysisMode::Full).verdict == Mateability::No)
        return GameResult::Draw;
    return winFor(~resigning);
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
