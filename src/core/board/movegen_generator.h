// The legal move generator itself, private to movegen.cpp and movegen_popcnt.cpp: the
// same code is compiled twice, once for any x86-64 and once with the POPCNT instruction
// (chosen at run time), because counting moves at perft's leaves is mostly popcounts.
// Everything here has internal linkage, so the two copies never mix.
#pragma once

#include <algorithm>
#include <type_traits>

#include "core/board/movegen.h"

namespace remis {

// REMIS_GEN_HW_POPCNT is defined only where the CPU is known to have POPCNT.
static inline int genPopcount(Bitboard b) {
#if defined(REMIS_GEN_HW_POPCNT)
    return __builtin_popcountll(b);
#else
    return popcount(b);
#endif
}

namespace {

struct Context {
    const Position& pos;
    Color us, them;
    Square king;
    Bitboard ours, theirs, occ;
    Bitboard checkMask;  // legal destinations for non-king moves
    Bitboard pinned;
};

Bitboard enemyAttacks(const Position& pos, Color them, Bitboard occ) {
    Bitboard pawns = pos.pieces(them, Pawn);
    Bitboard att =
        them == White ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
    for (Bitboard b = pos.pieces(them, Knight); b;) att |= knightAttacks(popLsb(b));
    Bitboard diag = pos.pieces(them, Bishop) | pos.pieces(them, Queen);
    for (Bitboard b = diag; b;) att |= bishopAttacks(popLsb(b), occ);
    Bitboard straight = pos.pieces(them, Rook) | pos.pieces(them, Queen);
    for (Bitboard b = straight; b;) att |= rookAttacks(popLsb(b), occ);
    return att | kingAttacks(pos.kingSquare(them));
}

template <bool CountOnly>
struct Sink {
    MoveList* list;
    int count = 0;
    void targets(Square from, Bitboard to) {
        if constexpr (CountOnly)
            count += genPopcount(to);
        else
            while (to) list->add(Move(from, popLsb(to)));
    }
    void add(Move m) {
        if constexpr (CountOnly)
            ++count;
        else
            list->add(m);
    }
    void promotions(Square from, Square to) {
        if constexpr (CountOnly)
            count += 4;
        else
            for (PieceType t : {Queen, Rook, Bishop, Knight})
                list->add(Move(from, to, Move::Promotion, t));
    }
};

template <int Dir, class S>
void pawnTargets(S& sink, Bitboard targets, Bitboard promoRank) {
    Bitboard promos = targets & promoRank;
    Bitboard plain = targets & ~promoRank;
    if constexpr (std::is_same_v<S, Sink<true>>) {
        sink.count += genPopcount(plain) + 4 * genPopcount(promos);
    } else {
        while (plain) {
            Square to = popLsb(plain);
            sink.add(Move(to - Dir, to));
        }
        while (promos) {
            Square to = popLsb(promos);
            sink.promotions(to - Dir, to);
        }
    }
}

template <Color Us, class S>
void generatePawns(const Context& c, S& sink) {
    constexpr int Up = Us == White ? 8 : -8;
    constexpr int UpLeft = Us == White ? 7 : -9;
    constexpr int UpRight = Us == White ? 9 : -7;
    constexpr Bitboard Rank3 = rankBB(Us == White ? 2 : 5);
    constexpr Bitboard PromoRank = rankBB(Us == White ? 7 : 0);
    Bitboard pawns = c.pos.pieces(Us, Pawn);
    Bitboard free = pawns & ~c.pinned;
    Bitboard empty = ~c.occ;
    Bitboard single = shift<Up>(free) & empty;
    Bitboard dbl = shift<Up>(single & Rank3) & empty;
    pawnTargets<Up>(sink, single & c.checkMask, PromoRank);
    pawnTargets<2 * Up>(sink, dbl & c.checkMask, 0);
    pawnTargets<UpLeft>(sink, shift<UpLeft>(free) & c.theirs & c.checkMask, PromoRank);
    pawnTargets<UpRight>(sink, shift<UpRight>(free) & c.theirs & c.checkMask, PromoRank);
    // Pinned pawns move only along the pin line (rare: one by one).
    for (Bitboard b = pawns & c.pinned; b;) {
        Square from = popLsb(b);
        Bitboard pinLine = lineBB(c.king, from);
        Bitboard to = pawnAttacks(Us, from) & c.theirs;
        Square one = from + Up;
        if (!(c.occ & bit(one))) {
            to |= bit(one);
            if ((bit(from) & rankBB(Us == White ? 1 : 6)) && !(c.occ & bit(one + Up)))
                to |= bit(one + Up);
        }
        to &= pinLine & c.checkMask;
        while (to) {
            Square t = popLsb(to);
            if (bit(t) & PromoRank)
                sink.promotions(from, t);
            else
                sink.add(Move(from, t));
        }
    }
}

// The Position keeps an en passant square only when some capture is legal; each of the
// (at most two) capturing pawns is still checked for pins and discovered checks here.
template <class S>
void generateEnPassant(const Context& c, S& sink) {
    Square ep = c.pos.epSquare();
    if (ep == NoSquare) return;
    Square victim = ep + (c.us == White ? -8 : 8);
    for (Bitboard b = pawnAttacks(c.them, ep) & c.pos.pieces(c.us, Pawn); b;) {
        Square from = popLsb(b);
        Bitboard occ = (c.occ ^ bit(from) ^ bit(victim)) | bit(ep);
        Bitboard attackers = (c.pos.attackersTo(c.king, occ) & c.theirs) & ~bit(victim);
        if (!attackers) sink.add(Move(from, ep, Move::EnPassant));
    }
}

template <class S>
void generatePieces(const Context& c, S& sink) {
    Bitboard allowed = ~c.ours & c.checkMask;
    for (Bitboard b = c.pos.pieces(c.us, Knight) & ~c.pinned; b;) {
        Square s = popLsb(b);
        sink.targets(s, knightAttacks(s) & allowed);
    }
    Bitboard diag = c.pos.pieces(c.us, Bishop) | c.pos.pieces(c.us, Queen);
    Bitboard straight = c.pos.pieces(c.us, Rook) | c.pos.pieces(c.us, Queen);
    for (Bitboard b = diag; b;) {
        Square s = popLsb(b);
        Bitboard t = bishopAttacks(s, c.occ) & allowed;
        if (c.pinned & bit(s)) t &= lineBB(c.king, s);
        sink.targets(s, t);
    }
    for (Bitboard b = straight; b;) {
        Square s = popLsb(b);
        Bitboard t = rookAttacks(s, c.occ) & allowed;
        if (c.pinned & bit(s)) t &= lineBB(c.king, s);
        sink.targets(s, t);
    }
}

// 3.8.2: no castling out of, through or into check; the squares between must be empty.
template <class S>
void generateCastling(const Context& c, S& sink, Bitboard danger) {
    uint8_t rights = c.pos.castlingRights() & (c.us == White ? (WhiteKingSide | WhiteQueenSide)
                                                             : (BlackKingSide | BlackQueenSide));
    if (!rights || c.pos.inCheck()) return;
    Square k = c.us == White ? 4 : 60;
    if ((rights & (WhiteKingSide | BlackKingSide)) && !(c.occ & (bit(k + 1) | bit(k + 2))) &&
        !(danger & (bit(k + 1) | bit(k + 2))))
        sink.add(Move(k, k + 2, Move::Castling));
    if ((rights & (WhiteQueenSide | BlackQueenSide)) &&
        !(c.occ & (bit(k - 1) | bit(k - 2) | bit(k - 3))) && !(danger & (bit(k - 1) | bit(k - 2))))
        sink.add(Move(k, k - 2, Move::Castling));
}

template <class S>
void generate(const Position& pos, S& sink) {
    Color us = pos.sideToMove();
    Context c{
        pos,          us, ~us, pos.kingSquare(us), pos.pieces(us), pos.pieces(~us), pos.occupied(),
        ~Bitboard(0), 0};
    Bitboard danger = enemyAttacks(pos, c.them, c.occ ^ bit(c.king));
    sink.targets(c.king, kingAttacks(c.king) & ~c.ours & ~danger);
    Bitboard checkers = pos.checkers();
    if (moreThanOne(checkers)) return;
    if (checkers) c.checkMask = betweenBB(c.king, lsb(checkers)) | checkers;
    c.pinned = pos.blockers(us) & c.ours;
    if (us == White)
        generatePawns<White>(c, sink);
    else
        generatePawns<Black>(c, sink);
    generateEnPassant(c, sink);
    generatePieces(c, sink);
    generateCastling(c, sink, danger);
}

// Out of check, the moves of unpinned knights, sliders and pawn pushes are all legal, so an
// ordinary position is settled by a few popcounts without generating anything. (Here, so
// that the POPCNT build counts with the instruction: it runs after every move of an audit.)
int countLegalMovesUpToImpl(const Position& pos, int enough) {
    if (!pos.inCheck()) {
        Color us = pos.sideToMove();
        Bitboard ours = pos.pieces(us), occ = pos.occupied();
        Bitboard free = ours & ~pos.blockers(us);
        Bitboard pawns = free & pos.pieces(Pawn);
        int n = genPopcount((us == White ? shift<8>(pawns) : shift<-8>(pawns)) & ~occ);
        for (Bitboard b = free & pos.pieces(Knight); b && n <= enough;)
            n += genPopcount(knightAttacks(popLsb(b)) & ~ours);
        for (Bitboard b = free & (pos.pieces(Bishop) | pos.pieces(Queen)); b && n <= enough;)
            n += genPopcount(bishopAttacks(popLsb(b), occ) & ~ours);
        for (Bitboard b = free & (pos.pieces(Rook) | pos.pieces(Queen)); b && n <= enough;)
            n += genPopcount(rookAttacks(popLsb(b), occ) & ~ours);
        if (n > enough) return n;
    }
    Sink<true> sink{nullptr};
    generate(pos, sink);
    return sink.count;
}

}  // namespace

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
