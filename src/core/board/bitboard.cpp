// Attack tables. Slider attacks use "fancy" magic bitboards. The magic multipliers below
// are our own: found by a trial search (sparse random numbers from a fixed-seed xorshift,
// accepted when no two occupancies with different attacks share an index). Searching at
// start-up took 250 ms, too long for a CLI started per position, so the numbers are
// embedded; tst_bitboard checks every table entry against a slow ray walk.
#include "core/board/bitboard.h"

#include <vector>

namespace remis {
namespace attacks_detail {
Magic bishopMagics[64];
Magic rookMagics[64];
Bitboard knight[64];
Bitboard king[64];
Bitboard pawn[2][64];
Bitboard between[64][64];
Bitboard line[64][64];
Bitboard bishopEmpty[64];
Bitboard rookEmpty[64];
}  // namespace attacks_detail

namespace {

using namespace attacks_detail;

constexpr int RookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool onBoard(int f, int r) {
    return f >= 0 && f < 8 && r >= 0 && r < 8;
}

Bitboard slide(Square s, Bitboard occ, const int (*dirs)[2]) {
    Bitboard result = 0;
    for (int d = 0; d < 4; ++d) {
        int f = fileOf(s) + dirs[d][0], r = rankOf(s) + dirs[d][1];
        for (; onBoard(f, r); f += dirs[d][0], r += dirs[d][1]) {
            result |= bit(makeSquare(f, r));
            if (occ & bit(makeSquare(f, r))) break;
        }
    }
    return result;
}

Bitboard jumps(Square s, const int (*deltas)[2], int count) {
    Bitboard result = 0;
    for (int i = 0; i < count; ++i) {
        int f = fileOf(s) + deltas[i][0], r = rankOf(s) + deltas[i][1];
        if (onBoard(f, r)) result |= bit(makeSquare(f, r));
    }
    return result;
}

#include "core/board/magics.inc"

Bitboard relevantMask(Square s, const int (*dirs)[2]) {
    Bitboard edges =
        ((Rank1 | rankBB(7)) & ~rankBB(rankOf(s))) | ((FileA | fileBB(7)) & ~fileBB(fileOf(s)));
    return slide(s, 0, dirs) & ~edges;
}

void initMagic(Square s, Magic& m, Bitboard magic, const int (*dirs)[2],
               std::vector<Bitboard>& storage, size_t& used) {
    m.mask = relevantMask(s, dirs);
    m.magic = magic;
    m.shift = 64 - popcount(m.mask);
    m.table = storage.data() + used;
    size_t size = size_t(1) << popcount(m.mask);
    Bitboard sub = 0;
    for (size_t i = 0; i < size; ++i, sub = (sub - m.mask) & m.mask)  // Carry-Rippler walk
        storage[used + m.index(sub)] = slide(s, sub, dirs);
    used += size;
}

void initLines() {
    for (Square a = 0; a < 64; ++a)
        for (Square b = 0; b < 64; ++b) {
            between[a][b] = line[a][b] = 0;
            if (a == b) continue;
            for (auto dirs : {RookDirs, BishopDirs}) {
                if (slide(a, 0, dirs) & bit(b)) {
                    between[a][b] = slide(a, bit(b), dirs) & slide(b, bit(a), dirs);
                    line[a][b] = (slide(a, 0, dirs) & slide(b, 0, dirs)) | bit(a) | bit(b);
                }
            }
        }
}

void initAll() {
    static constexpr int KnightDeltas[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                               {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static constexpr int KingDeltas[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                             {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static constexpr int WhitePawn[2][2] = {{-1, 1}, {1, 1}};
    static constexpr int BlackPawn[2][2] = {{-1, -1}, {1, -1}};
    for (Square s = 0; s < 64; ++s) {
        knight[s] = jumps(s, KnightDeltas, 8);
        king[s] = jumps(s, KingDeltas, 8);
        pawn[White][s] = jumps(s, WhitePawn, 2);
        pawn[Black][s] = jumps(s, BlackPawn, 2);
        bishopEmpty[s] = slide(s, 0, BishopDirs);
        rookEmpty[s] = slide(s, 0, RookDirs);
    }
    static std::vector<Bitboard> storage(0x19000 + 0x1480);
    size_t used = 0;
    for (Square s = 0; s < 64; ++s)
        initMagic(s, rookMagics[s], RookMagicNumbers[s], RookDirs, storage, used);
    for (Square s = 0; s < 64; ++s)
        initMagic(s, bishopMagics[s], BishopMagicNumbers[s], BishopDirs, storage, used);
    initLines();
}

struct StaticInit {
    StaticInit() { initAttackTables(); }
} staticInit;

}  // namespace

void initAttackTables() {
    static bool done = false;
    if (done) return;
    done = true;
    initAll();
}

Bitboard slowSliderAttacks(Square s, Bitboard occ, bool diagonal) {
    return slide(s, occ, diagonal ? BishopDirs : RookDirs);
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
