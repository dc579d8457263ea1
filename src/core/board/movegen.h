// Legal move generation (pin- and check-aware, no make/unmake needed) and perft.
#pragma once

#include <cstdint>

#include "core/board/position.h"

namespace remis {

// With at most 16 men a side (the FEN reader's limit) a position has at most
// 8 + 15 * 27 = 413 legal moves (a king and fifteen queens), so 512 always suffice.
constexpr int MaxMoves = 512;

struct MoveList {
    // Left uninitialised (a union member): filling 1 KB of zeros cost more than generating
    // the moves of an ordinary position. Only moves[0, count) are ever read.
    union {
        Move moves[MaxMoves];
    };
    int count = 0;
    MoveList() {}
    void add(Move m) { moves[count++] = m; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + count; }
    int size() const { return count; }
    bool empty() const { return count == 0; }
    bool contains(Move m) const;
};

MoveList legalMoves(const Position& pos);
// Counts legal moves without listing them (perft's bulk counting at the leaves).
int countLegalMoves(const Position& pos);
bool hasLegalMove(const Position& pos);
// The number of legal moves, exact when it is at most `enough`; otherwise some number above
// it. Cheaper than counting when the answer is large (the usual case).
int countLegalMovesUpTo(const Position& pos, int enough);
bool isLegal(const Position& pos, Move m);
// Legality of a move already known to be pseudo-legal (the piece moves that way and the
// target is not its own piece), without generating the other moves.
bool isLegalIfPseudoLegal(const Position& pos, Move m);
bool isCheckmate(const Position& pos);
bool isStalemate(const Position& pos);

uint64_t perft(Position& pos, int depth);  // bulk-counts the last ply

// Perft and move counting run a copy of the generator built with POPCNT when the CPU has it.
// Tests force the generic copy (also with REMIS_GENERIC_MOVEGEN=1 in the environment).
bool usingPopcntMoveGenerator();
void forceGenericMoveGenerator(bool generic);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
