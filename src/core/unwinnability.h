// Can a side still deliver checkmate by some series of legal moves (a helpmate counts)?
// FIDE 5.2.2 (dead position), 5.1.2 (resignation) and 6.9 (flag fall) all turn on this.
// A "No" is a proof and must never be wrong; "Unknown" counts as "can checkmate".
#pragma once

#include <cstdint>
#include <vector>

#include "core/position.h"

namespace remis {

enum class Mateability : uint8_t { Yes, No, Unknown };

enum class AnalysisMode : uint8_t {
    Quick,  // after every move, for 5.2.2: bounded so that a move never waits
    Full,   // on flag fall and resignation: a larger budget
};

// Why the analyser decided as it did, for the arbiter's explanation.
enum class MateReason : uint8_t {
    None,
    AlreadyCheckmate,        // the side has mated already
    GameOverOnBoard,         // the position is mate or stalemate, so no further mate
    BareKing,                // only a king
    InsufficientMaterial,    // K+minor v K, bishops all on one colour, ...
    ForcedLine,              // the only legal replies lead to a dead position
    BlockedPawns,            // locked pawns: the pieces can never reach the enemy king
    ExhaustiveSearch,        // every reachable position was examined
    HelpmateFound,           // Yes: see the line
    BudgetExhausted,         // Unknown
};

struct MateAnalysis {
    Mateability verdict = Mateability::Unknown;
    MateReason reason = MateReason::None;
    std::vector<Move> line;  // for Yes: legal moves from the position ending in mate by the side
    uint64_t nodes = 0;
};

// nodeBudget 0 picks the mode's default.
MateAnalysis analyseMateability(const Position& pos, Color side, AnalysisMode mode, uint64_t nodeBudget = 0);

// 5.2.2: neither side can checkmate (a checkmate or stalemate on the board is not "dead").
bool isDeadPosition(const Position& pos, AnalysisMode mode = AnalysisMode::Quick);

// The sound material rules alone: true only if the side surely cannot mate because of the
// material on the board (a bare king; K+N or same-coloured bishops against a bare king;
// bishops all on one square colour with nothing else on the board).
bool hasInsufficientMaterial(const Position& pos, Color side);

}  // namespace remis
