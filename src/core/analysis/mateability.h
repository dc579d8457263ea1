// Can a side still deliver checkmate by some series of legal moves (a helpmate counts)?
// FIDE 5.2.2 (dead position), 5.1.2 (resignation) and 6.9 (flag fall) all turn on this.
// A "No" is a proof and must never be wrong; "Unknown" counts as "can checkmate".
//
// The analyser tries, cheapest first: checkmate or stalemate on the board; sound material
// rules; the closure of the reachable positions when it is small (forced lines, entombed
// pieces); the locked-pawn analysis (which squares each piece can ever reach); a helpmate
// search that brings the two kings and the mating pieces together. Every "No" comes from one
// of the proofs above, never from a search that merely failed.
//
// Quick mode runs after every move and must cost next to nothing in an ordinary position:
// when the position offers no sign of a dead end (no forced reply, no locked pawns, enough
// material) it answers Unknown with reason NotExamined at once, without searching. It proves
// the dead positions real games reach (forced recaptures, locked walls, entombed pieces).
// Full mode searches for a helpmate line and proves "No" where quick mode could not.
#pragma once

#include <cstdint>
#include <vector>

#include "core/board/position.h"

namespace remis {

enum class Mateability : uint8_t { Yes, No, Unknown };

enum class AnalysisMode : uint8_t {
    Quick,  // after every move, for 5.2.2: bounded so that a move never waits
    Full,   // on flag fall and resignation: a larger budget
};

// Why the analyser decided as it did, for the arbiter's explanation.
enum class MateReason : uint8_t {
    None,
    AlreadyCheckmate,      // the side has mated already
    GameOverOnBoard,       // the position is mate or stalemate, so no further mate
    BareKing,              // only a king
    InsufficientMaterial,  // K+minor v K, bishops all on one colour, ...
    ForcedLine,            // the only legal replies lead to a dead position
    BlockedPawns,          // locked pawns: the pieces can never reach the enemy king
    ExhaustiveSearch,      // every reachable position was examined
    HelpmateFound,         // Yes: see the line
    BudgetExhausted,       // Unknown
    // Added with the full analyser (values above keep their numbers):
    KnightAgainstQueens,  // K+N can never mate a king whose only other men are queens
                          // (no pawns anywhere): a queen next to the king always takes
                          // the knight, and one flight square is left
    BishopsOfOneColour,   // bishops of one colour (and nothing else) can never mate when
                          // the defender has no knight, no bishop of the other colour and
                          // no pawn: a square of the other colour next to the king stays free
    NotExamined,          // Unknown, quick mode only: enough mobile material and no forced
                          // reply or locked pawns, so no dead end is in sight; not searched
};

struct MateAnalysis {
    Mateability verdict = Mateability::Unknown;
    MateReason reason = MateReason::None;
    std::vector<Move> line;  // for Yes: legal moves from the position ending in mate by the side
    uint64_t nodes = 0;      // positions examined
};

// nodeBudget (per call) 0 picks the mode's default (quick: at most 2,000 nodes, and none at all in
// an ordinary position; full: about a million, well under a second). Nothing is kept between
// calls: whoever needs the line later keeps the answer (a flag fall: FlagFallJudgement).
MateAnalysis analyseMateability(const Position& pos, Color side, AnalysisMode mode,
                                uint64_t nodeBudget = 0);

// 5.2.2: neither side can checkmate (a checkmate or stalemate on the board is not "dead").
// Full mode answers true only where the full analysis answers "no" for both sides, but
// without its helpmate searches: only the proofs of "no" run (the quick ones, then the closure
// where the world looks closed), so a position that is not dead costs little.
// `reason`: the proof, for the explanation.
bool isDeadPosition(const Position& pos, AnalysisMode mode = AnalysisMode::Quick,
                    MateReason* reason = nullptr);

// 5.2.2 by the full analysis of both sides, as `analyse` and the flag-fall ruling decide:
// true only where analyseMateability(Full) answers "no" for White and for Black. Unlike
// isDeadPosition(Full) it runs the closure where a pawn can still move (a free piece that can
// only be taken, a pawn still to step into the wall), so it proves more and costs more:
// for the end of a game and the dating of a dead position found there, not after every move.
// `reason`: the proof, for the explanation.
bool isDeadByFullAnalysis(const Position& pos, MateReason* reason = nullptr);

// The quick check the arbiter runs after every move (5.2.2): whether the side to move has a
// legal move and, where mayBeDead says it is worth it (or there is no legal move), the quick
// analysis of the side with fewer men, and of the other side too when the first cannot mate
// or there is no legal move. A side not analysed is Unknown with reason NotExamined. The
// same answers as analyseMateability(Quick) for each side, each fact worked out once.
struct QuickDeadCheck {
    bool hasMoves = false;
    MateAnalysis mate[2];
};
QuickDeadCheck quickDeadCheck(const Position& pos);

// True when pos has a legal move and the quick check examines nothing (the usual position):
// quickDeadCheck would answer "has moves, both sides Unknown". Asked first after every move
// of an audit, without building the analyses.
bool quicklyAlive(const Position& pos);

// The cheap filter in front of isDeadPosition(pos, Full): false when the full analysis
// cannot prove the position dead (then there is no need to ask it, e.g. in another thread).
bool fullAnalysisMayProveDead(const Position& pos);

// The cheap filter in front of quick mode: false when the position shows no sign that a
// side might be unable to mate (then quick mode answers NotExamined for both sides).
// Not a proof of anything; true only means "worth analysing".
bool mayBeDead(const Position& pos);

// The sound material rules alone: true only if the side surely cannot mate because of the
// material on the board (a bare king; K+N or same-coloured bishops against a bare king;
// bishops all on one square colour with nothing else on the board).
bool hasInsufficientMaterial(const Position& pos, Color side);

// Every material rule the analyser uses (the above, plus K+N against queens only and
// bishops of one colour against defenders that cannot block on the other colour). None
// when the material alone proves nothing.
MateReason materialVerdict(const Position& pos, Color side);

// True if `line` is a sequence of legal moves from pos that ends with `side` having
// checkmated its opponent (an empty line: pos itself is that checkmate).
bool isHelpmateLine(const Position& pos, Color side, const std::vector<Move>& line);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
