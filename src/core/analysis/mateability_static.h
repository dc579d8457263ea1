// Internal to the mateability analyser: the proofs that need no search. Each function
// answers true only when the side can NEVER checkmate from any position reachable from pos.
#pragma once

#include "core/analysis/mateability.h"
#include "core/board/bitboard.h"
#include "core/board/position.h"

namespace remis::unwinnability_detail {

// Squares a king on any square of b attacks (b itself not included unless attacked).
Bitboard kingSpread(Bitboard b);

// True when every pawn on the board stands right behind another pawn (its push square is
// occupied by a pawn of either colour). The precondition of the locked-pawn analysis.
bool allPawnsBlockedByPawns(const Position& pos);

// The locked-pawn analysis. With every pawn blocked by a pawn, it over-approximates the
// squares each king and piece can ever reach (flood fill through squares free of pawns; a
// king also avoids squares attacked by enemy pawns). If no piece can ever capture a pawn
// or stand where a pawn could capture it, the pawn structure is permanent; then a mate by
// `side` needs some square of the enemy king's region that a piece of `side` can check and
// whose flight squares can all be covered or blocked. True if there is none.
bool lockedPawnsPreventMate(const Position& pos, Color side);

// A rough upper estimate of how many positions are reachable while no pawn moves: twice
// the product of the number of squares each king and piece can reach with the pawns as the
// only obstacles. Saturates just above `limit`. Only a hint for when to enumerate.
uint64_t closedWorldSize(const Position& pos, uint64_t limit);

}  // namespace remis::unwinnability_detail
