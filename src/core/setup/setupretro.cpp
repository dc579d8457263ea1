#include "core/setup/setupretro.h"

namespace remis::setup {

namespace {

bool isSlider(PieceType t) {
    return t == Bishop || t == Rook || t == Queen;
}

// Could the piece now on `to` have come from `from` in one move (from being empty now)?
// Promotions count: a piece on the last rank may have been a pawn a move ago.
bool couldHaveComeFrom(const SetupBoards& b, Square to, Square from) {
    const Piece piece = b.board[to];
    const Color mover = colorOf(piece);
    const PieceType type = typeOf(piece);
    const int forward = mover == White ? 8 : -8;
    const bool pawnCouldReach = from == to - forward || (pawnAttacks(mover, from) & bit(to)) != 0 ||
                                (from == to - 2 * forward && relativeRank(mover, from) == 1 &&
                                 !(b.occupied() & bit(to - forward)));
    if (type == Pawn) return pawnCouldReach;
    if (relativeRank(mover, to) == 7 && type != King && relativeRank(mover, from) == 6 &&
        (from == to - forward || (pawnAttacks(mover, from) & bit(to))))
        return true;
    if (type == King) return false;
    return (pieceAttacks(type, mover, to, b.occupied()) & bit(from)) != 0;
}

// An en passant capture also empties the captured pawn's square, which may open the line.
bool enPassantCouldOpen(const SetupBoards& b, Square to, Bitboard line) {
    const Piece piece = b.board[to];
    if (typeOf(piece) != Pawn) return false;
    const Color mover = colorOf(piece);
    if (relativeRank(mover, to) != 5) return false;
    const Square captured = to - (mover == White ? 8 : -8);
    if (b.occupied() & bit(captured)) return false;
    const Bitboard origins = pawnAttacks(~mover, to) & ~b.occupied();
    return origins && ((line & bit(captured)) || (line & origins));
}

bool discovered(const SetupBoards& b, Square king, Square moved, Square opened) {
    if (!isSlider(typeOf(b.board[opened]))) return false;
    const Bitboard line = betweenBB(opened, king);
    for (Bitboard squares = line; squares;)
        if (couldHaveComeFrom(b, moved, popLsb(squares))) return true;
    return enPassantCouldOpen(b, moved, line);
}

}  // namespace

SetupBoards::SetupBoards(const Setup& s) {
    initAttackTables();
    for (Square sq = 0; sq < 64; ++sq) {
        board[sq] = s.at(sq);
        if (board[sq] == NoPiece) continue;
        byColor[colorOf(board[sq])] |= bit(sq);
        byType[typeOf(board[sq])] |= bit(sq);
    }
}

Bitboard SetupBoards::attackersTo(Square s, Color by) const {
    const Bitboard occ = occupied();
    const Bitboard diagonal = byType[Bishop] | byType[Queen];
    const Bitboard straight = byType[Rook] | byType[Queen];
    return byColor[by] & ((pawnAttacks(~by, s) & byType[Pawn]) |
                          (knightAttacks(s) & byType[Knight]) | (kingAttacks(s) & byType[King]) |
                          (bishopAttacks(s, occ) & diagonal) | (rookAttacks(s, occ) & straight));
}

bool doubleCheckCanArise(const SetupBoards& b, Color victim) {
    const Square king = b.king(victim);
    Bitboard checkers = b.attackersTo(king, ~victim);
    const Square first = popLsb(checkers);
    const Square second = lsb(checkers);
    return discovered(b, king, first, second) || discovered(b, king, second, first);
}

}  // namespace remis::setup
// SPDX-License-Identifier: GPL-3.0-or-later
