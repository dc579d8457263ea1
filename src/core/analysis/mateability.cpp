// The mateability analyser's entry points: which proof or search runs when, in each mode.
// Every "No" comes from materialVerdict, lockedPawnsPreventMate, proveForcedLines or
// exploreClosure, each sound on its own; the helpmate search only ever answers "Yes".
#include "core/analysis/mateability.h"

#include <algorithm>
#include <unordered_map>
#include "core/analysis/helpmateline.h"

#include "core/analysis/mateability_search.h"
#include "core/analysis/mateability_static.h"
#include "core/board/movegen.h"

namespace remis {

using namespace mateability_detail;

namespace {

constexpr uint64_t QuickBudget = 2000;  // about a millisecond at most
constexpr uint64_t FullBudget = 1000000;
constexpr uint64_t ClosureMax = 400000;  // memory: about 60 bytes per position kept
constexpr uint64_t ClosureProbe = 20000;
constexpr uint64_t FirstHelpmate = 20000;
constexpr int ForcedMoves = 3;  // at most this many legal moves: look for forced lines
constexpr int ForcedDepth = 10;
constexpr int EveryMoveLimit = 40;  // full mode: the quick proofs after each of so many moves
constexpr uint64_t EveryMoveBudget = 20000;
// shortenHelpmateLine: a line this long is shown as it is; else the helpmate search runs
// again with these caps on the line's length, shortest first, each with its own share.
constexpr size_t ShortEnough = 14;
constexpr int LengthCaps[] = {14, 20, 28, 40};
constexpr uint64_t CapShare = 20000;

MateAnalysis decided(Mateability verdict, MateReason reason, uint64_t nodes = 0) {
    MateAnalysis a;
    a.verdict = verdict;
    a.reason = reason;
    a.nodes = nodes;
    return a;
}

// Cuts the detours out of a helpmate line. The search finds a line, not the shortest one
// (the flag-fall demonstration's K+N against K+R: 240 plies, shown to the user as the example
// of 6.9). From each position the line goes on from the latest position of the line that one
// legal move reaches (exact identity, 9.2.3), so that positions standing twice and roundabout
// ways are dropped; each move is legal and the line still ends in the same mate (that one:
// 50 plies). Greedy, so not always the shortest, but never longer than the line found.
std::vector<Move> withoutDetours(const Position& start, const std::vector<Move>& line) {
    std::vector<Position> at{start};
    for (Move m : line) at.push_back(at.back().after(m));
    std::unordered_multimap<uint64_t, size_t> byKey;  // hash keys can collide: identity decides
    for (size_t j = 0; j < at.size(); ++j) byKey.emplace(at[j].key(), j);
    std::vector<Move> out;
    for (size_t i = 0; i < line.size();) {
        size_t next = i + 1;
        Move step = line[i];
        for (Move m : legalMoves(at[i])) {
            const Position reached = at[i].after(m);
            const auto [first, last] = byKey.equal_range(reached.key());
            for (auto it = first; it != last; ++it)
                if (it->second > next && at[it->second].identity() == reached.identity())
                    next = it->second, step = m;
        }
        out.push_back(step);
        i = next;
    }
    return out;
}

// The corner the line's mate is given in, when the mated king stands on one: the search
// with a capped length then works toward it alone (the K+N against K+R demonstration: a
// 20-ply line in 19,000 nodes, where the four corners in turn found none in 20,000); -1
// for a mate elsewhere, which every corner may lead to.
int cornerOfMate(const Position& pos, Color side, const std::vector<Move>& line) {
    Position end = pos;
    for (Move m : line) end = end.after(m);
    const Square king = end.kingSquare(~side);
    const bool corner =
        (fileOf(king) == 0 || fileOf(king) == 7) && (rankOf(king) == 0 || rankOf(king) == 7);
    return corner ? int(king) : -1;
}

MateAnalysis fromSearch(SearchOutcome&& s, MateReason noReason, uint64_t nodes) {
    MateAnalysis a = decided(s.verdict, MateReason::BudgetExhausted, nodes);
    if (s.verdict == Mateability::Yes)
        a.reason = MateReason::HelpmateFound, a.line = std::move(s.line);
    else if (s.verdict == Mateability::No)
        a.reason = noReason;
    return a;
}

MateAnalysis closureVerdict(SearchOutcome&& c, uint64_t nodes) {
    MateReason why = c.forcedOnly ? MateReason::ForcedLine : MateReason::ExhaustiveSearch;
    return fromSearch(std::move(c), why, nodes);
}

// Pawns that cannot move now: their push square is occupied and they have nothing to take.
bool noPawnCanMove(const Position& pos) {
    Bitboard occ = pos.occupied();
    Bitboard w = pos.pieces(White, Pawn), b = pos.pieces(Black, Pawn);
    if ((shift<8>(w) & ~occ) || (shift<-8>(b) & ~occ)) return false;
    if ((shift<9>(w) | shift<7>(w)) & pos.pieces(Black)) return false;
    if ((shift<-7>(b) | shift<-9>(b)) & pos.pieces(White)) return false;
    return pos.epSquare() == NoSquare;
}

// A world small enough to enumerate: no pawn can move now and the kings and pieces have
// few squares to go to (entombed pieces, kings walking behind a wall).
bool looksClosed(const Position& pos, uint64_t limit) {
    return noPawnCanMove(pos) && closedWorldSize(pos, limit) <= limit;
}

// The closure's cap where the world does not look closed (a pawn may still move): all that is
// left, at most ClosureMax, where the pieces' squares say the world is small; else a probe.
uint64_t probeCap(const Position& pos, uint64_t left) {
    uint64_t cap = std::min(left, ClosureMax);
    return closedWorldSize(pos, cap) <= cap ? cap : std::min(cap, ClosureProbe);
}

// What the quick proofs ask of one position, each worked out once: the dead-position check
// after a move asks for both sides, after the filter (mayBeDead) asked the same questions.
class PositionFacts {
public:
    explicit PositionFacts(const Position& pos)
        : m_pos(pos), m_legalCount(countLegalMovesUpTo(pos, ForcedMoves)) {}

    const Position& pos() const { return m_pos; }
    // Exact when at most ForcedMoves, otherwise some number above it.
    int legalCount() const { return m_legalCount; }
    bool pawnsMayLock() {
        if (m_mayLock < 0) m_mayLock = mateability_detail::pawnsMayLock(m_pos);
        return m_mayLock > 0;
    }
    bool looksClosed(uint64_t limit) {
        if (limit != QuickBudget) return remis::looksClosed(m_pos, limit);
        if (m_closedQuick < 0) m_closedQuick = remis::looksClosed(m_pos, QuickBudget);
        return m_closedQuick > 0;
    }

private:
    const Position& m_pos;
    int m_legalCount;
    int8_t m_mayLock = -1, m_closedQuick = -1;  // -1: not asked yet
};

MateAnalysis afterEveryMove(const Position& pos, Color side, uint64_t budget, int limit);
bool mayBeDead(PositionFacts& facts);

// Every proof cheap enough for quick mode. Unknown (NotExamined) when none applies.
MateAnalysis cheapProofs(PositionFacts& facts, Color side, uint64_t budget) {
    const Position& pos = facts.pos();
    uint64_t nodes = 0;
    // The locked walls first: a king in check from a wall pawn has few moves, but its proof
    // is the wall, not the forced line into it.
    if ((facts.pawnsMayLock() || boxedKings(pos)) && lockedPawnsPreventMate(pos, side))
        return decided(Mateability::No, MateReason::BlockedPawns, 0);
    if (facts.legalCount() <= ForcedMoves) {
        SearchOutcome f =
            proveForcedLines(pos, side, ForcedDepth, std::min<uint64_t>(budget, 1000));
        nodes += f.nodes;
        if (f.verdict != Mateability::Unknown)
            return fromSearch(std::move(f), MateReason::ForcedLine, nodes);
    }
    // A closed world, or pawns that may lock with a small world (a pawn may still step into
    // the wall): the closure walks it, each new pawn structure tried by the locked analysis.
    if (nodes < budget &&
        (facts.looksClosed(budget - nodes) ||
         (facts.pawnsMayLock() && closedWorldSize(pos, budget - nodes) <= budget - nodes))) {
        SearchOutcome c = exploreClosure(pos, side, budget - nodes);
        nodes += c.nodes;
        if (c.verdict != Mateability::Unknown) return closureVerdict(std::move(c), nodes);
    }
    return decided(Mateability::Unknown, MateReason::NotExamined, nodes);
}

// The end of the game on the board, or a material rule: decided without any search.
bool settledAtOnce(const PositionFacts& facts, Color side, MateAnalysis& out) {
    const Position& pos = facts.pos();
    if (facts.legalCount() == 0) {
        bool mated = pos.inCheck() && pos.sideToMove() != side;
        out = decided(mated ? Mateability::Yes : Mateability::No,
                      mated ? MateReason::AlreadyCheckmate : MateReason::GameOverOnBoard);
        return true;
    }
    MateReason material = materialVerdict(pos, side);
    if (material == MateReason::None) return false;
    out = decided(Mateability::No, material);
    return true;
}

// 5.2.2, 6.9: a side that cannot mate after any legal move cannot mate now. "No" when the
// quick proofs (without looking further ahead) settle the position after every move within
// `budget` nodes; "yes" when one of them finds a mate; else Unknown at the first move they do
// not settle (a position that is not dead mostly costs one look). At most `limit` moves.
MateAnalysis afterEveryMove(const Position& pos, Color side, uint64_t budget, int limit) {
    MoveList moves = legalMoves(pos);
    if (moves.size() == 0 || moves.size() > limit)  // no move: the caller's to rule
        return decided(Mateability::Unknown, MateReason::NotExamined);
    uint64_t nodes = 0;
    for (Move m : moves) {
        Position next = pos.after(m);
        PositionFacts facts(next);
        // Where the filter sees nothing to prove, the quick proofs answer Unknown: stop.
        if (facts.legalCount() > 0 && !mayBeDead(facts))
            return decided(Mateability::Unknown, MateReason::NotExamined, nodes);
        MateAnalysis a;
        if (!settledAtOnce(facts, side, a)) a = cheapProofs(facts, side, budget - nodes);
        nodes += a.nodes;
        if (a.verdict == Mateability::Yes) {
            a.line.insert(a.line.begin(), m);
            a.reason = MateReason::HelpmateFound;
            a.nodes = nodes;
            return a;
        }
        if (a.verdict == Mateability::Unknown || nodes >= budget)
            return decided(Mateability::Unknown, MateReason::NotExamined, nodes);
    }
    return decided(Mateability::No, MateReason::ForcedLine, nodes);
}

// Full mode: the cheap proofs; a short helpmate search (most positions end here); the
// closure if the world looks closed; the helpmate search with half of what is left; the
// closure (capped low unless the world looks small); the helpmate search with the rest.
MateAnalysis fullAnalysis(PositionFacts& facts, Color side, uint64_t budget) {
    const Position& pos = facts.pos();
    MateAnalysis cheap = cheapProofs(facts, side, std::min<uint64_t>(budget, QuickBudget));
    if (cheap.verdict != Mateability::Unknown) return cheap;
    uint64_t nodes = cheap.nodes, aside = 0;  // aside: counted, but not against `budget`
    auto left = [&] { return budget > nodes - aside ? budget - (nodes - aside) : 0; };
    auto helpmate = [&](uint64_t share, MateAnalysis& out) {
        if (share == 0) return false;
        SearchOutcome h = findHelpmate(pos, side, share);
        nodes += h.nodes;
        if (h.verdict != Mateability::Yes) return false;
        out = fromSearch(std::move(h), MateReason::None, nodes);
        out.line = withoutDetours(pos, out.line);
        return true;
    };
    auto closure = [&](uint64_t cap, MateAnalysis& out) {
        if (cap == 0) return false;
        SearchOutcome c = exploreClosure(pos, side, cap);
        nodes += c.nodes;
        if (c.verdict == Mateability::Unknown) return false;
        out = closureVerdict(std::move(c), nodes);
        return true;
    };
    MateAnalysis out;
    if (helpmate(std::min(left(), FirstHelpmate), out)) return out;
    // The quick proofs after every move (a forced move into a closed world), with a budget of
    // their own: taken from the helpmate searches' shares below, they moved where the corners'
    // growing slices fell and lost long helpmates found before (CHA's test vectors).
    MateAnalysis ahead =
        afterEveryMove(pos, side, std::min(left(), EveryMoveBudget), EveryMoveLimit);
    nodes += ahead.nodes;
    if (ahead.verdict != Mateability::Unknown) {
        ahead.nodes = nodes;
        return ahead;
    }
    aside = ahead.nodes;
    // The only proof of "no" beyond the cheap ones: the closure (proveDeadFor relies on this).
    uint64_t cap = std::min(left(), ClosureMax);
    bool closed = cap > QuickBudget && looksClosed(pos, cap);
    if (closed && closure(cap, out)) return out;
    if (helpmate(left() / 2, out)) return out;
    // Where a pawn can still move or take, the world may still be small: a pawn that steps
    // into the wall, a free piece that can only be taken. The closure walks it, capped low
    // unless the pieces' squares say it is small.
    if (!closed && closure(probeCap(pos, left()), out)) return out;
    if (left() > 0 && helpmate(left(), out)) return out;
    return decided(Mateability::Unknown, MateReason::BudgetExhausted, nodes);
}

}  // namespace

namespace {

// analyseMateability with the facts of the position at hand.
MateAnalysis analyse(PositionFacts& facts, Color side, AnalysisMode mode, uint64_t nodeBudget) {
    MateAnalysis settled;
    if (settledAtOnce(facts, side, settled)) return settled;
    if (mode == AnalysisMode::Quick)
        return cheapProofs(facts, side, nodeBudget ? nodeBudget : QuickBudget);
    return fullAnalysis(facts, side, nodeBudget != 0 ? nodeBudget : FullBudget);
}

// The usual position of a game, settled by a few bitboard operations before any of the
// filters below is asked (they run after every move of every audited game):
// - each side has a pawn, rook or queen: neither material rule applies (materialVerdict);
// - a pawn has no enemy pawn ahead on its file (it may promote), or pawns may come to
//   attack each other: either way the pawns cannot lock (pawnsMayLock fails);
// - a pawn can step forward: the world is not closed (noPawnCanMove fails);
// - no king stands boxed in by pawns (boxedKings: a king inside the wall blocks pawns).
// Each implies the answer of the full filter for its part, so the shortcut never changes it.
bool clearlyAlive(const PositionFacts& facts) {
    const Position& pos = facts.pos();
    Bitboard heavy = pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen);
    if (!(heavy & pos.pieces(White)) || !(heavy & pos.pieces(Black))) return false;
    if (facts.legalCount() <= ForcedMoves) return false;
    Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
    Bitboard empty = ~pos.occupied();
    bool pawnCanStep = (shift<8>(white) & empty) || (shift<-8>(black) & empty);
    return pawnCanStep &&
           (!mateability_detail::pawnsCannotPromote(pos) ||
            mateability_detail::pawnsMayMeet(pos)) &&
           !mateability_detail::boxedKings(pos);
}

bool mayBeDead(PositionFacts& facts) {
    if (clearlyAlive(facts)) return false;
    const Position& pos = facts.pos();
    return materialVerdict(pos, White) != MateReason::None ||
           materialVerdict(pos, Black) != MateReason::None || facts.legalCount() <= ForcedMoves ||
           facts.pawnsMayLock() || boxedKings(pos) || facts.looksClosed(QuickBudget);
}

}  // namespace

void shortenHelpmateLine(const Position& pos, Color side, MateAnalysis& analysis) {
    if (analysis.verdict != Mateability::Yes || analysis.reason != MateReason::HelpmateFound ||
        analysis.line.size() <= ShortEnough)
        return;
    // Never past the full analysis's budget, counted with what found the line: no ruling
    // takes longer than the slowest took before.
    uint64_t share = FullBudget > analysis.nodes ? FullBudget - analysis.nodes : 0;
    const int corner = cornerOfMate(pos, side, analysis.line);
    for (int cap : LengthCaps) {
        if (size_t(cap) >= analysis.line.size() || share == 0) return;
        SearchOutcome s = findHelpmate(pos, side, std::min(share, CapShare), cap, corner);
        share -= std::min(share, s.nodes);
        analysis.nodes += s.nodes;
        if (s.verdict == Mateability::Yes && isHelpmateLine(pos, side, s.line)) {
            analysis.line = withoutDetours(pos, s.line);
            return;
        }
    }
}

MateAnalysis analyseMateability(const Position& pos, Color side, AnalysisMode mode,
                                uint64_t nodeBudget) {
    PositionFacts facts(pos);
    return analyse(facts, side, mode, nodeBudget);
}

bool mayBeDead(const Position& pos) {
    PositionFacts facts(pos);
    return mayBeDead(facts);
}

bool quicklyAlive(const Position& pos) {
    PositionFacts facts(pos);
    return facts.legalCount() > 0 && !mayBeDead(facts);
}

QuickDeadCheck quickDeadCheck(const Position& pos) {
    QuickDeadCheck check;
    PositionFacts facts(pos);
    check.hasMoves = facts.legalCount() > 0;
    for (MateAnalysis& m : check.mate) m.reason = MateReason::NotExamined;
    if (check.hasMoves && !mayBeDead(facts)) return check;
    Color first = popcount(pos.pieces(White)) <= popcount(pos.pieces(Black)) ? White : Black;
    check.mate[first] = analyse(facts, first, AnalysisMode::Quick, 0);
    if (!check.hasMoves || check.mate[first].verdict == Mateability::No)
        check.mate[~first] = analyse(facts, ~first, AnalysisMode::Quick, 0);
    return check;
}

namespace {

MateAnalysis proveDeadFor(const Position& pos, Color side, AnalysisMode mode) {
    MateAnalysis a = analyseMateability(pos, side, AnalysisMode::Quick);
    if (a.verdict != Mateability::Unknown || mode == AnalysisMode::Quick) return a;
    // Full mode proves "no" beyond the quick proofs by the closure: the same closure where the
    // world looks closed, without the longer helpmate searches (they only ever prove "yes").
    // Full mode's probe of worlds that do not look closed is left out: it costs a helpmate
    // search at the end of many games and rarely proves what quick mode's closure (walls that
    // a pawn can still complete) did not.
    if (!looksClosed(pos, ClosureMax)) return a;
    // As in full mode, a short helpmate search before the closure: a side that can mate
    // mostly shows it at once, where the closure would run to its cap.
    SearchOutcome h = findHelpmate(pos, side, FirstHelpmate);
    if (h.verdict == Mateability::Yes) return decided(Mateability::Yes, MateReason::HelpmateFound);
    SearchOutcome c = exploreClosure(pos, side, ClosureMax);
    uint64_t nodes = c.nodes;
    return closureVerdict(std::move(c), nodes);
}

}  // namespace

bool mateability_detail::deadAfterEveryMove(const Position& pos, int maxMoves, uint64_t budget) {
    MoveList moves = legalMoves(pos);
    if (moves.size() == 0 || moves.size() > maxMoves) return false;
    // First the filter on every move, which costs no search: a move into a checkmate, or into a
    // position the quick proofs would not examine, settles it.
    for (Move m : moves) {
        Position next = pos.after(m);
        if (hasLegalMove(next) ? !mayBeDead(next) : next.inCheck()) return false;
    }
    if (budget == 0) budget = EveryMoveBudget;
    for (Color side : {White, Black})
        if (afterEveryMove(pos, side, budget, maxMoves).verdict != Mateability::No) return false;
    return true;
}

bool fullAnalysisMayProveDead(const Position& pos) {
    return mayBeDead(pos) || looksClosed(pos, ClosureMax);
}

bool isDeadPosition(const Position& pos, AnalysisMode mode, MateReason* reason) {
    if (!hasLegalMove(pos)) return false;  // checkmate and stalemate are reported as such
    if (mode == AnalysisMode::Quick ? !mayBeDead(pos) : !fullAnalysisMayProveDead(pos))
        return false;
    // The side with fewer men first: the likelier "no", and the other only if it is one.
    Color first = popcount(pos.pieces(White)) <= popcount(pos.pieces(Black)) ? White : Black;
    MateAnalysis a = proveDeadFor(pos, first, mode);
    if (a.verdict != Mateability::No) return false;
    MateAnalysis b = proveDeadFor(pos, ~first, mode);
    if (b.verdict != Mateability::No) return false;
    if (reason) *reason = a.reason == MateReason::BareKing ? b.reason : a.reason;
    return true;
}

namespace {

// isDeadByFullAnalysis's filter: fullAnalysisMayProveDead, except that few legal moves (a king
// in check) are not enough on their own. The quick proofs have followed such a position's
// forced lines already; beyond them the full analysis proves it dead only after every move,
// each into a position the filter examines, or by its walls, material or closed world.
bool fullProofMayApply(PositionFacts& facts) {
    const Position& pos = facts.pos();
    if (facts.legalCount() > ForcedMoves) return mayBeDead(facts) || looksClosed(pos, ClosureMax);
    if (materialVerdict(pos, White) != MateReason::None ||
        materialVerdict(pos, Black) != MateReason::None || facts.pawnsMayLock() ||
        boxedKings(pos) || looksClosed(pos, ClosureMax))
        return true;
    for (Move m : legalMoves(pos)) {
        Position next = pos.after(m);
        if (hasLegalMove(next) ? !mayBeDead(next) : next.inCheck()) return false;
    }
    return true;
}

}  // namespace

bool isDeadByFullAnalysis(const Position& pos, MateReason* reason) {
    PositionFacts facts(pos);
    if (facts.legalCount() == 0) return false;  // checkmate and stalemate are reported as such
    if (!fullProofMayApply(facts)) return false;
    // A position alive for both sides mostly shows a short helpmate for one of them, but which
    // side's is short is not known beforehand (a lone knight's can take thousands of nodes
    // where the rook's takes a few): each side gets a short search before either the full one.
    for (Color side : {White, Black}) {
        MateAnalysis settled;
        if (settledAtOnce(facts, side, settled)) {
            if (settled.verdict == Mateability::Yes) return false;
            continue;
        }
        if (findHelpmate(pos, side, FirstHelpmate).verdict == Mateability::Yes) return false;
    }
    MateAnalysis white = analyse(facts, White, AnalysisMode::Full, 0);
    if (white.verdict != Mateability::No) return false;
    MateAnalysis black = analyse(facts, Black, AnalysisMode::Full, 0);
    if (black.verdict != Mateability::No) return false;
    // Named as isDeadPosition names it: a bare king's side gives the other's proof.
    if (reason) *reason = white.reason == MateReason::BareKing ? black.reason : white.reason;
    return true;
}

bool isHelpmateLine(const Position& pos, Color side, const std::vector<Move>& line) {
    Position p = pos;
    for (Move m : line) {
        if (!isLegal(p, m)) return false;
        Position::Undo undo;
        p.makeMove(m, undo);
    }
    return p.sideToMove() != side && isCheckmate(p);
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
