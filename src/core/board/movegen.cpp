// Legal move generation. Instead of making each move and testing for check, it computes
// once per position the squares the enemy attacks (for the king), the check mask (squares
// that capture or block a single checker) and the pinned pieces (which may only move along
// the line to their king). Every generated move is legal; counting needs no move list.
// The generator is in movegen_generator.h; this file holds the public entry points.
#include "core/board/movegen.h"

#include <algorithm>
#include <cstdlib>

#include "core/board/movegen_generator.h"

namespace remis {

namespace popcnt_build {  // movegen_popcnt.cpp: the same generator built with POPCNT
bool available();
int countLegalMoves(const Position& pos);
int countLegalMovesUpTo(const Position& pos, int enough);
uint64_t perft(Position& pos, int depth);
}  // namespace popcnt_build

namespace {
// REMIS_GENERIC_MOVEGEN=1 in the environment forces the generic build, so that the tests can
// cover both copies of the generator on a CPU that has POPCNT.
bool usePopcntAtStart() {
    const char* forced = std::getenv("REMIS_GENERIC_MOVEGEN");
    if (forced && *forced && *forced != '0') return false;
    return popcnt_build::available();
}
bool HasPopcnt = usePopcntAtStart();
}  // namespace

bool usingPopcntMoveGenerator() {
    return HasPopcnt;
}

void forceGenericMoveGenerator(bool generic) {
    HasPopcnt = !generic && popcnt_build::available();
}

bool MoveList::contains(Move m) const {
    return std::find(begin(), end(), m) != end();
}

MoveList legalMoves(const Position& pos) {
    MoveList list;
    Sink<false> sink{&list};
    generate(pos, sink);
    return list;
}

int countLegalMoves(const Position& pos) {
    if (HasPopcnt) return popcnt_build::countLegalMoves(pos);
    Sink<true> sink{nullptr};
    generate(pos, sink);
    return sink.count;
}

// Most positions have an obvious legal move: when not in check, any unpinned knight or
// slider with a square to go to, or an unpinned pawn that can step forward, decides
// without computing the enemy's attacks.
bool hasLegalMove(const Position& pos) {
    return countLegalMovesUpTo(pos, 0) > 0;
}

int countLegalMovesUpTo(const Position& pos, int enough) {
    if (HasPopcnt) return popcnt_build::countLegalMovesUpTo(pos, enough);
    return countLegalMovesUpToImpl(pos, enough);
}

bool isLegalIfPseudoLegal(const Position& pos, Move m) {
    Color us = pos.sideToMove();
    Square k = pos.kingSquare(us), from = m.from(), to = m.to();
    if (m.kind() == Move::Castling || m.kind() == Move::EnPassant) return isLegal(pos, m);
    if (from == k) return !(pos.attackersTo(to, pos.occupied() ^ bit(from)) & pos.pieces(~us));
    if (Bitboard checkers = pos.checkers()) {
        if (moreThanOne(checkers) || !((betweenBB(k, lsb(checkers)) | checkers) & bit(to)))
            return false;
    }
    // Pinned: an enemy slider on the line through the king and `from`, with only `from`
    // between them. Asked of this one piece (most moves have no slider on that line at all)
    // instead of working out every blocker of the king: parseSan asks it of every move read.
    // Most movers share no line with their king: found by arithmetic, before any table.
    const int df = fileOf(from) - fileOf(k), dr = rankOf(from) - rankOf(k);
    const bool straight = df == 0 || dr == 0;
    if (!straight && df != dr && df != -dr) return true;
    Bitboard line = lineBB(k, from);
    Bitboard sliders = pos.pieces(~us, Queen) | pos.pieces(~us, straight ? Rook : Bishop);
    for (Bitboard b = line & sliders; b;) {
        Square s = popLsb(b);
        if ((betweenBB(k, s) & pos.occupied()) == bit(from)) return (line & bit(to)) != 0;
    }
    return true;
}

bool isLegal(const Position& pos, Move m) {
    return legalMoves(pos).contains(m);
}

bool isCheckmate(const Position& pos) {
    return pos.inCheck() && !hasLegalMove(pos);
}

bool isStalemate(const Position& pos) {
    return !pos.inCheck() && !hasLegalMove(pos);
}

uint64_t perft(Position& pos, int depth) {
    if (HasPopcnt) return popcnt_build::perft(pos, depth);
    if (depth <= 0) return 1;
    if (depth == 1) return uint64_t(countLegalMoves(pos));
    MoveList list = legalMoves(pos);
    uint64_t nodes = 0;
    Position::Undo undo;
    for (Move m : list) {
        pos.makeMove(m, undo);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove(m, undo);
    }
    return nodes;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
