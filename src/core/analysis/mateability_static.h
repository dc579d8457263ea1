// Internal to the mateability analyser: the proofs that need no search. Each function
// answers true only when the side can NEVER checkmate from any position reachable from pos.
#pragma once

#include "core/analysis/mateability.h"
#include "core/board/bitboard.h"
#include "core/board/position.h"

namespace remis::mateability_detail {

// Squares a king on any square of b attacks (b itself not included unless attacked).
Bitboard kingSpread(Bitboard b);

// True when every pawn on the board stands right behind another pawn (its push square is
// occupied by a pawn of either colour). The precondition of the locked-pawn analysis.
bool allPawnsBlockedByPawns(const Position& pos);

// True when pawns are on the board and none can promote without a capture: on every file
// the white pawns stand below the black ones. The precondition of the locked-pawn analysis.
// Inline: the dead-position filter asks it after every move of every game.
inline bool pawnsCannotPromote(const Position& pos) {
    Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
    // Without captures a pawn stays on its file: a white pawn promotes only if no black pawn
    // stands above it, a black pawn only if no white pawn stands below it.
    Bitboard belowBlack = black >> 8, aboveWhite = white << 8;
    belowBlack |= belowBlack >> 8, belowBlack |= belowBlack >> 16, belowBlack |= belowBlack >> 32;
    aboveWhite |= aboveWhite << 8, aboveWhite |= aboveWhite << 16, aboveWhite |= aboveWhite << 32;
    return (white | black) && !(white & ~belowBlack) && !(black & ~aboveWhite);
}

// Kings every square next to which holds a pawn or is attacked by an enemy pawn: such a king
// may be shut in for good, and then it blocks the pawns in front of it (a king inside the
// wall). Not a proof: the locked-pawn analysis checks that those pawns are fixed.
inline Bitboard boxedKings(const Position& pos) {
    Bitboard boxed = 0, pawns = pos.pieces(Pawn);
    Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
    Bitboard byWhite = shift<9>(white) | shift<7>(white),
             byBlack = shift<-7>(black) | shift<-9>(black);
    Square wk = pos.kingSquare(White), bk = pos.kingSquare(Black);
    if (!(kingAttacks(wk) & ~pawns & ~byBlack)) boxed |= bit(wk);
    if (!(kingAttacks(bk) & ~pawns & ~byWhite)) boxed |= bit(bk);
    return boxed;
}

// The cheap filter in front of the locked-pawn analysis: pawnsCannotPromote, no en passant
// capture now, and no pawn can ever attack a square an enemy pawn may ever stand on.
bool pawnsMayLock(const Position& pos);

// True when, moving straight ahead without captures, some pawn may come to attack a square an
// enemy pawn may stand on (planPawns' paths): then pawnsMayLock is false. The same paths as
// pawnsMayLock, without the rest of its plan; a shortcut for the filter after every move.
bool pawnsMayMeet(const Position& pos);

// The locked-pawn analysis. With no pawn able to promote without a capture, it works out
// where each pawn may ever go (straight ahead, up to the enemy pawn on its file), which
// pawns can never move, and over-approximates the squares each king and piece can ever
// reach (flood fill through squares free of fixed pawns; a king also avoids squares a fixed
// enemy pawn attacks). If no pawn can ever capture or be captured, the structure only
// tightens; then a mate by `side` needs some square of the enemy king's region that a piece
// or pawn of `side` can check and whose flight squares can all be covered or blocked. True
// if there is none. A king in check from a fixed pawn never returns to its square. The
// position must not be checkmate or stalemate.
bool lockedPawnsPreventMate(const Position& pos, Color side);

// pawnsMayLock, then lockedPawnsPreventMate: the locked-pawn proof where the searches meet a
// new pawn structure (a pawn that stepped into the wall, a piece taken). pos must have a legal
// move (a checkmate or stalemate is the caller's to rule).
inline bool lockedProof(const Position& pos, Color side) {
    return (pawnsMayLock(pos) || boxedKings(pos)) && lockedPawnsPreventMate(pos, side);
}

// The squares a piece of the type on s can ever reach, moving through squares free of
// obstacles and never landing on one (a knight jumps over them).
Bitboard regionOf(PieceType type, Square s, Bitboard obstacles);

// The squares where each man of one side other than the king may ever stand (at most 15
// men are counted; more than that on a composed board means "any square may be blocked").
struct Men {
    Bitboard square[15] = {};
    int count = 0;
};

// True when every square of `flights` can hold a man of its own at once (a matching of the
// squares to the men): a mated king's flight square that the mating side can never attack must
// be occupied by one of the king's own men, and no man stands on two squares.
bool blockersSuffice(Bitboard flights, const Men& men);

// True when `them`'s king can be mated on none of `kingSquares`: from each, a flight square
// outside `cover` (what the mating side may ever attack) stays open, as `blockers` (the
// king's men, one per square) cannot fill them all.
bool noSquareCanBeMated(const Position& pos, Color them, Bitboard kingSquares, Bitboard cover,
                        const Men& blockers);

// The proof of "pawns keep their files" (mateability_files.cpp): where no pawn can ever make a
// capture, every pawn stays on its file; pawns that no enemy man can ever reach stay on the
// board and hold the pawns behind them. True when, with the squares each man can then ever
// reach, `side` can never checkmate. pos must have a legal move.
bool pawnsKeepFilesPreventMate(const Position& pos, Color side);

// 5.2.2 one move ahead, for dating a dead position found later (datingBack: the audit,
// status; not run after every move): true when the position has a legal move, at most maxMoves
// of them, and after each the quick proofs show that neither side can mate (or the move
// stalemates), within `budget` nodes per side (0: the full analysis's look-ahead budget).
// In mateability.cpp.
bool deadAfterEveryMove(const Position& pos, int maxMoves, uint64_t budget = 0);

// A rough upper estimate of how many positions are reachable while no pawn moves: twice
// the product of the number of squares each king and piece can reach with the pawns as the
// only obstacles. Saturates just above `limit`. Only a hint for when to enumerate.
uint64_t closedWorldSize(const Position& pos, uint64_t limit);

}  // namespace remis::mateability_detail
// SPDX-License-Identifier: GPL-3.0-or-later
