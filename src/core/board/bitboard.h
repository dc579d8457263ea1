// Bitboards and attack tables (magic bitboards for sliders).
#pragma once

#include <bit>
#include <cstdint>

#include "core/base/types.h"

namespace remis {

using Bitboard = uint64_t;

constexpr Bitboard bit(Square s) {
    return Bitboard(1) << s;
}
constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard fileBB(int f) {
    return FileA << f;
}
constexpr Bitboard rankBB(int r) {
    return Rank1 << (8 * r);
}
constexpr Bitboard LightSquares = 0x55AA55AA55AA55AAULL;
constexpr Bitboard DarkSquares = ~LightSquares;

// Without -mpopcnt (the default build targets any x86-64) std::popcount becomes a library
// call; this SWAR count is inlined and about as fast. Builds with REMIS_NATIVE use the
// instruction.
inline int popcount(Bitboard b) {
#if defined(__POPCNT__)
    return std::popcount(b);
#else
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((b * 0x0101010101010101ULL) >> 56);
#endif
}
inline Square lsb(Bitboard b) {
    return std::countr_zero(b);
}
inline Square popLsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool moreThanOne(Bitboard b) {
    return (b & (b - 1)) != 0;
}

namespace attacks_detail {
struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* table;
    unsigned shift;
    unsigned index(Bitboard occ) const { return unsigned(((occ & mask) * magic) >> shift); }
};
extern Magic bishopMagics[64];
extern Magic rookMagics[64];
extern Bitboard knight[64];
extern Bitboard king[64];
extern Bitboard pawn[2][64];
extern Bitboard between[64][64];  // squares strictly between two aligned squares, else 0
extern Bitboard line[64][64];     // the whole line through two aligned squares, else 0
// Slider attacks on an empty board: small tables that stay in the cache, for the questions
// "could a slider there reach this square at all?" asked before the magic lookup.
extern Bitboard bishopEmpty[64];
extern Bitboard rookEmpty[64];
}  // namespace attacks_detail

inline Bitboard knightAttacks(Square s) {
    return attacks_detail::knight[s];
}
inline Bitboard kingAttacks(Square s) {
    return attacks_detail::king[s];
}
inline Bitboard pawnAttacks(Color c, Square s) {
    return attacks_detail::pawn[c][s];
}
inline Bitboard bishopAttacks(Square s, Bitboard occ) {
    const auto& m = attacks_detail::bishopMagics[s];
    return m.table[m.index(occ)];
}
inline Bitboard rookAttacks(Square s, Bitboard occ) {
    const auto& m = attacks_detail::rookMagics[s];
    return m.table[m.index(occ)];
}
inline Bitboard bishopAttacksEmpty(Square s) {
    return attacks_detail::bishopEmpty[s];
}
inline Bitboard rookAttacksEmpty(Square s) {
    return attacks_detail::rookEmpty[s];
}
inline Bitboard queenAttacks(Square s, Bitboard occ) {
    return bishopAttacks(s, occ) | rookAttacks(s, occ);
}
inline Bitboard betweenBB(Square a, Square b) {
    return attacks_detail::between[a][b];
}
// The sliders among `sliders` (all moving along the lines of `lines`, the empty-board attacks
// from s) that attack s through occupancy occ: the magic lookup's answer restricted to them,
// from the small between table alone (the rook table does not stay in the nearest caches).
inline Bitboard slidersReaching(Square s, Bitboard lines, Bitboard sliders, Bitboard occ) {
    Bitboard found = 0;
    for (Bitboard b = lines & sliders; b;) {
        Square from = lsb(b);
        b &= b - 1;
        if (!(attacks_detail::between[from][s] & occ)) found |= Bitboard(1) << from;
    }
    return found;
}
inline Bitboard lineBB(Square a, Square b) {
    return attacks_detail::line[a][b];
}
inline Bitboard pieceAttacks(PieceType t, Color c, Square s, Bitboard occ) {
    switch (t) {
        case Pawn:
            return pawnAttacks(c, s);
        case Knight:
            return knightAttacks(s);
        case Bishop:
            return bishopAttacks(s, occ);
        case Rook:
            return rookAttacks(s, occ);
        case Queen:
            return queenAttacks(s, occ);
        case King:
            return kingAttacks(s);
        default:
            return 0;
    }
}
// Ray walk without tables: the reference the magic tables are tested against.
Bitboard slowSliderAttacks(Square s, Bitboard occ, bool diagonal);

template <int Dir>
constexpr Bitboard shift(Bitboard b) {
    if constexpr (Dir == 8)
        return b << 8;
    else if constexpr (Dir == -8)
        return b >> 8;
    else if constexpr (Dir == 9)
        return (b & ~fileBB(7)) << 9;
    else if constexpr (Dir == 7)
        return (b & ~fileBB(0)) << 7;
    else if constexpr (Dir == -7)
        return (b & ~fileBB(7)) >> 7;
    else if constexpr (Dir == -9)
        return (b & ~fileBB(0)) >> 9;
    else if constexpr (Dir == 1)
        return (b & ~fileBB(7)) << 1;
    else if constexpr (Dir == -1)
        return (b & ~fileBB(0)) >> 1;
    else
        return 0;
}

// Called by every entry point that may run before static initialisation of the tables
// (they are also filled by a static initialiser in bitboard.cpp).
void initAttackTables();

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
