// SPDX-License-Identifier: GPL-3.0-or-later
// The proof "pawns keep their files" of the mateability analyser (5.2.2 dead position, 6.9
// flag fall, 5.1.2 resignation): walls that pawns can still complete, and walls with kings or
// pieces roaming on either side of them that may take the pawns in front of the wall.
//
// The argument is an invariant that holds after every series of legal moves from the
// position, by induction on the moves:
//  1. no pawn ever makes a capture, so every pawn stays on its file and none promotes;
//  2. the "kept" pawns are never taken: no enemy piece can ever attack a square a kept pawn
//     may stand on, and the enemy king never comes next to one unless a fixed pawn or a king
//     that never moves guards that square for ever;
//  3. a kept pawn right behind a kept enemy pawn, a fixed pawn or a king assumed never to move
//     can never move: it is "fixed";
//  4. every other pawn moves straight ahead and never passes the next kept enemy pawn or fixed
//     pawn on its file (passing would need a capture);
//  5. each king stays in the squares it can reach step by step without landing on a fixed
//     pawn or on a square a fixed enemy pawn (or a king that never moves) attacks, and each
//     piece in its flood around the fixed pawns.
// Each condition is checked on the squares the others allow; the kept pawns are all pawns to
// begin with, and a pawn that may be taken is dropped until the sets agree. Then a mate by
// `side` needs a square of the enemy king's region that some man of `side` may attack, whose
// free flight squares each hold a man of the mated side (one man per square). None: no series
// of legal moves ends in a mate by `side`.
#include <algorithm>

#include "core/analysis/mateability_static.h"

namespace remis::mateability_detail {

namespace {

Bitboard pawnAttackSet(Color c, Bitboard pawns) {
    return c == White ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

Bitboard growKing(Bitboard from, Bitboard allowed) {
    Bitboard region = from;
    for (;;) {
        Bitboard grown = (kingSpread(region) & allowed) | region;
        if (grown == region) return region;
        region = grown;
    }
}

// One step of the piece from every square of b at once (a slider's step to a neighbour on its
// lines, a knight's jump).
Bitboard stepsFrom(PieceType type, Bitboard b) {
    Bitboard step = 0;
    if (type == Rook || type == Queen)
        step |= shift<8>(b) | shift<-8>(b) | shift<1>(b) | shift<-1>(b);
    if (type == Bishop || type == Queen)
        step |= shift<9>(b) | shift<7>(b) | shift<-7>(b) | shift<-9>(b);
    if (type == Knight) {
        Bitboard one = shift<1>(b) | shift<-1>(b);
        Bitboard two = shift<1>(shift<1>(b)) | shift<-1>(shift<-1>(b));
        step = (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
    }
    return step;
}

// The squares a piece attacks from some square of its region (regionOf: closed under its steps
// through free squares). A knight attacks every jump. A slider's rays from a square of the
// region run through free squares, all in the region, up to the first obstacle: what it
// attacks is the region's obstacles one step away, and the region itself when it holds two
// squares or more (each then has a neighbour in the region on one of its lines).
Bitboard regionAttacks(PieceType type, Bitboard region, Bitboard obstacles) {
    Bitboard step = stepsFrom(type, region);
    if (type == Knight) return step;
    return (moreThanOne(region) ? region : 0) | (step & obstacles);
}

// The squares each man can ever stand on or attack under the invariant, for one set of kept
// pawns and kings assumed never to move (`still`).
struct Files {
    Bitboard kept = 0, still = 0;
    Bitboard fixed = 0;                // pawns that never move (3)
    Bitboard guarded[2] = {0, 0};      // attacked for ever: fixed pawns, kings that stay
    Bitboard pawnPath[2] = {0, 0};     // squares the pawns of a colour may stand on (4)
    Bitboard kingRegion[2] = {0, 0};   // (5)
    Bitboard pieceRegion[2] = {0, 0};  // squares the pieces may stand on (5)
    Bitboard pieceAttack[2] = {0, 0};  // squares the pieces may attack
    Bitboard pathOf[64] = {};          // per pawn square: that pawn's path
};

// Condition 3: kept pawns facing kept enemy pawns or a still king start the chains.
Bitboard fixedPawns(const Position& pos, Bitboard kept, Bitboard still) {
    Bitboard white = pos.pieces(White, Pawn) & kept, black = pos.pieces(Black, Pawn) & kept;
    Bitboard fixed = (white & shift<-8>(black | still)) | (black & shift<8>(white | still));
    for (;;) {
        Bitboard grown = fixed | (white & shift<-8>(fixed)) | (black & shift<8>(fixed));
        if (grown == fixed) return fixed;
        fixed = grown;
    }
}

// Condition 4: each pawn's squares up to the next stop on its file. False when a pawn may
// reach its last rank (it might promote: nothing is proved).
bool layPaths(const Position& pos, Files& f) {
    Bitboard stops[2];
    stops[White] = f.fixed | f.still | (pos.pieces(Black, Pawn) & f.kept);
    stops[Black] = f.fixed | f.still | (pos.pieces(White, Pawn) & f.kept);
    f.pawnPath[White] = f.pawnPath[Black] = 0;
    for (Bitboard b = pos.pieces(Pawn); b;) {
        Square s = popLsb(b);
        Color c = colorOf(pos.pieceOn(s));
        Bitboard path = bit(s);
        if (!(f.fixed & bit(s))) {
            for (Bitboard next = c == White ? shift<8>(path) : shift<-8>(path);
                 next && !(next & stops[c]); next = c == White ? shift<8>(next) : shift<-8>(next))
                path |= next;
        }
        if (path & (c == White ? rankBB(7) : rankBB(0))) return false;
        f.pathOf[s] = path;
        f.pawnPath[c] |= path;
    }
    return true;
}

// Condition 5: kings and pieces, with the fixed pawns and the still kings as the only
// obstacles (other men only shorten a move).
void floodMen(const Position& pos, Files& f) {
    for (Color c : {White, Black}) {
        Bitboard fixedOwn = f.fixed & pos.pieces(c, Pawn);
        f.guarded[c] = pawnAttackSet(c, fixedOwn);
        if (f.still & pos.pieces(c, King)) f.guarded[c] |= kingAttacks(pos.kingSquare(c));
    }
    Bitboard obstacles = f.fixed | f.still;
    for (Color c : {White, Black}) {
        f.kingRegion[c] = growKing(pos.pieces(c, King), ~f.fixed & ~f.guarded[~c]);
        f.pieceRegion[c] = f.pieceAttack[c] = 0;
        for (Bitboard b = pos.pieces(c) & ~pos.pieces(Pawn) & ~pos.pieces(King); b;) {
            Square s = popLsb(b);
            PieceType type = typeOf(pos.pieceOn(s));
            Bitboard region = regionOf(type, s, obstacles);
            f.pieceRegion[c] |= region;
            f.pieceAttack[c] |= regionAttacks(type, region, obstacles);
        }
    }
}

// Condition 2: the kept pawns some enemy man may take.
Bitboard takeable(const Position& pos, const Files& f) {
    Bitboard lost = 0;
    for (Bitboard b = pos.pieces(Pawn) & f.kept; b;) {
        Square s = popLsb(b);
        Color c = colorOf(pos.pieceOn(s));
        Bitboard path = f.pathOf[s];
        if ((f.pieceAttack[~c] & path) || (kingSpread(f.kingRegion[~c]) & path & ~f.guarded[c]))
            lost |= bit(s);
    }
    return lost;
}

// Condition 1: no pawn ever finds a man to take (a pawn attacking the king gives check; the
// paths hold the square a double step passes, so en passant is covered, and the en passant
// square of the position is a square of the pawn that just moved).
bool noPawnCaptures(const Position& pos, const Files& f) {
    Bitboard path[2] = {f.pawnPath[White], f.pawnPath[Black]};
    if (pos.epSquare() != NoSquare) path[~pos.sideToMove()] |= bit(pos.epSquare());
    for (Color c : {White, Black})
        if (pawnAttackSet(c, path[c]) & (path[~c] | f.pieceRegion[~c])) return false;
    return true;
}

// The invariant for the kings assumed still; false when it cannot be established.
bool establish(const Position& pos, Bitboard still, Files& f) {
    f.still = still;
    f.kept = pos.pieces(Pawn);
    for (;;) {
        f.fixed = fixedPawns(pos, f.kept, still);
        if (!layPaths(pos, f)) return false;
        floodMen(pos, f);
        Bitboard lost = takeable(pos, f);
        if (!lost) break;
        f.kept &= ~lost;
    }
    for (Color c : {White, Black})
        if ((still & pos.pieces(c, King)) && f.kingRegion[c] != pos.pieces(c, King)) return false;
    return noPawnCaptures(pos, f);
}

// The men of `c` other than the king and the squares each may stand on, for the blockers.
Men blockersOf(const Position& pos, Color c, const Files& f) {
    Men men;
    for (Bitboard b = pos.pieces(c) & ~pos.pieces(King); b && men.count < 15;) {
        Square s = popLsb(b);
        PieceType type = typeOf(pos.pieceOn(s));
        men.square[men.count++] = type == Pawn ? f.pathOf[s] : regionOf(type, s, f.fixed | f.still);
    }
    return men;
}

// The pieces of `c` entombed under the invariant: every square one attacks (the fixed pawns
// and the kings that stay as the only obstacles) holds a fixed pawn of its own, so it never
// moves, and no enemy man may ever take it (no enemy piece or pawn may attack its square, and
// the enemy king never comes next to it unless a fixed pawn guards it). Such a piece stands
// where it is for ever, so its own king never steps on its square: a king behind its own
// entombed bishop never reaches the corner beyond it.
Bitboard entombedOf(const Position& pos, Color c, const Files& f) {
    const Color e = ~c;
    const Bitboard ownFixed = f.fixed & pos.pieces(c, Pawn);
    const Bitboard enemyReach = f.pieceAttack[e] | pawnAttackSet(e, f.pawnPath[e]) |
                                (kingSpread(f.kingRegion[e]) & ~f.guarded[c]);
    Bitboard tomb = 0;
    for (Bitboard b = pos.pieces(c) & ~pos.pieces(Pawn) & ~pos.pieces(King); b;) {
        Square s = popLsb(b);
        Bitboard att = pieceAttacks(typeOf(pos.pieceOn(s)), c, s, f.fixed | f.still);
        if (!(att & ~ownFixed) && !(enemyReach & bit(s))) tomb |= bit(s);
    }
    return tomb;
}

// A mate by `side` on k: k attacked by a man of `side`, and every flight square that `side`
// can never attack (nor its king guard) held by a man of the mated side of its own.
bool mateImpossible(const Position& pos, Color side, const Files& f) {
    Color them = ~side;
    // The kings' regions without the squares of their own entombed pieces (a subset of the
    // regions the invariant was established with, so it still holds).
    Bitboard kingRegion[2];
    for (Color c : {White, Black})
        kingRegion[c] =
            growKing(pos.pieces(c, King), ~f.fixed & ~f.guarded[~c] & ~entombedOf(pos, c, f));
    Bitboard checks = f.pieceAttack[side] | pawnAttackSet(side, f.pawnPath[side]);
    Bitboard cover = checks | kingSpread(kingRegion[side]);
    Bitboard candidates = kingRegion[them] & checks;
    // A king in check from a fixed pawn (it has a move: the caller ruled out mate and
    // stalemate) leaves that square and never comes back to it.
    candidates &= ~(f.guarded[side] & pos.pieces(them, King));
    return noSquareCanBeMated(pos, them, candidates, cover, blockersOf(pos, them, f));
}

}  // namespace

bool pawnsKeepFilesPreventMate(const Position& pos, Color side) {
    if (!pos.pieces(Pawn) || popcount(pos.pieces(Pawn)) > 16) return false;
    Files f;
    if (establish(pos, 0, f) && mateImpossible(pos, side, f)) return true;
    Bitboard boxed = boxedKings(pos);
    return boxed && establish(pos, boxed, f) && mateImpossible(pos, side, f);
}

}  // namespace remis::mateability_detail
