#include "core/board/position.h"

#include <cassert>

#include "core/board/zobrist.h"

#if !defined(NDEBUG) && !defined(REMIS_DEBUG_CHECKS)
#define REMIS_DEBUG_CHECKS 1
#endif

namespace remis {

namespace {

// Castling rights that survive a move touching this square (king or rook home squares).
constexpr std::array<uint8_t, 64> makeCastlingMasks() {
    std::array<uint8_t, 64> m{};
    for (auto& v : m) v = AllCastling;
    m[0] = uint8_t(AllCastling & ~WhiteQueenSide);
    m[7] = uint8_t(AllCastling & ~WhiteKingSide);
    m[4] = uint8_t(AllCastling & ~(WhiteKingSide | WhiteQueenSide));
    m[56] = uint8_t(AllCastling & ~BlackQueenSide);
    m[63] = uint8_t(AllCastling & ~BlackKingSide);
    m[60] = uint8_t(AllCastling & ~(BlackKingSide | BlackQueenSide));
    return m;
}
constexpr auto CastlingMask = makeCastlingMasks();

}  // namespace

Position Position::empty() {
    initAttackTables();
    Position p;
    p.m_byColor = {};
    p.m_byType = {};
    p.m_board.fill(NoPiece);
    p.m_castling = NoCastling;
    p.m_epSquare = NoSquare;
    p.m_side = White;
    p.m_halfmoveClock = 0;
    p.m_fullmoveNumber = 1;
    p.m_key = p.computeKey();
    p.m_checkers = 0;
    return p;
}

Position::Position() {
    initAttackTables();
    m_board.fill(NoPiece);
    constexpr PieceType backRank[8] = {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook};
    for (int f = 0; f < 8; ++f) {
        put(makePiece(White, backRank[f]), makeSquare(f, 0));
        put(makePiece(White, Pawn), makeSquare(f, 1));
        put(makePiece(Black, Pawn), makeSquare(f, 6));
        put(makePiece(Black, backRank[f]), makeSquare(f, 7));
    }
    m_castling = AllCastling;
    finishSetup();
}

void Position::put(Piece p, Square s) {
    m_board[s] = p;
    m_byColor[colorOf(p)] |= bit(s);
    m_byType[typeOf(p)] |= bit(s);
}

void Position::finishSetup() {
    m_checkers = attackersTo(kingSquare(m_side), occupied()) & pieces(~m_side);
    updateEpSquare(m_epSquare);
    m_key = computeKey();
}

uint64_t Position::computeKey() const {
    uint64_t k = 0;
    for (Square s = 0; s < 64; ++s)
        if (m_board[s] != NoPiece) k ^= zobrist::keys.piece[m_board[s]][s];
    k ^= zobrist::keys.castling[m_castling];
    if (m_epSquare != NoSquare) k ^= zobrist::keys.epFile[fileOf(m_epSquare)];
    if (m_side == Black) k ^= zobrist::keys.side;
    return k;
}

Bitboard Position::attackersTo(Square s, Bitboard occ) const {
    return (pawnAttacks(Black, s) & pieces(White, Pawn)) |
           (pawnAttacks(White, s) & pieces(Black, Pawn)) | (knightAttacks(s) & pieces(Knight)) |
           (kingAttacks(s) & pieces(King)) |
           slidersReaching(s, bishopAttacksEmpty(s), pieces(Bishop) | pieces(Queen), occ) |
           slidersReaching(s, rookAttacksEmpty(s), pieces(Rook) | pieces(Queen), occ);
}

// The men of `by` that attack the other king: attackersTo for one side, with the sliders found
// without the magic tables (few sliders stand on a line through the king).
Bitboard Position::checkersOf(Color by) const {
    Square k = kingSquare(~by);
    Bitboard occ = occupied();
    Bitboard att = (pawnAttacks(~by, k) & pieces(by, Pawn)) |
                   (knightAttacks(k) & pieces(by, Knight)) | (kingAttacks(k) & pieces(by, King));
    Bitboard diagonal = pieces(by, Bishop) | pieces(by, Queen);
    Bitboard straight = pieces(by, Rook) | pieces(by, Queen);
    return att | slidersReaching(k, bishopAttacksEmpty(k), diagonal, occ) |
           slidersReaching(k, rookAttacksEmpty(k), straight, occ);
}

// 9.2.3.1: an en passant square matters only when the capture is legal. The capturing
// pawn may be pinned, or the capture may expose the king along the rank of both pawns.
bool Position::epCaptureIsLegal(Square ep) const {
    Color us = m_side, them = ~m_side;
    Square victim = ep + (us == White ? -8 : 8);
    Bitboard capturers = pawnAttacks(them, ep) & pieces(us, Pawn);
    Square k = kingSquare(us);
    while (capturers) {
        Square from = popLsb(capturers);
        Bitboard occ = (occupied() ^ bit(from) ^ bit(victim)) | bit(ep);
        Bitboard attackers =
            (bishopAttacks(k, occ) & (pieces(them, Bishop) | pieces(them, Queen))) |
            (rookAttacks(k, occ) & (pieces(them, Rook) | pieces(them, Queen))) |
            (knightAttacks(k) & pieces(them, Knight)) |
            (pawnAttacks(us, k) & pieces(them, Pawn) & ~bit(victim));
        if (!attackers) return true;
    }
    return false;
}

void Position::updateEpSquare(Square candidate) {
    m_epSquare =
        uint8_t(candidate != NoSquare && epCaptureIsLegal(candidate) ? candidate : NoSquare);
}

void Position::removePiece(Square s) {
    Piece p = m_board[s];
    m_byColor[colorOf(p)] ^= bit(s);
    m_byType[typeOf(p)] ^= bit(s);
    m_board[s] = NoPiece;
}

void Position::movePiece(Square from, Square to) {
    Piece p = m_board[from];
    Bitboard fromTo = bit(from) | bit(to);
    m_byColor[colorOf(p)] ^= fromTo;
    m_byType[typeOf(p)] ^= fromTo;
    m_board[from] = NoPiece;
    m_board[to] = p;
}

void Position::makeMove(Move m, Undo& undo) {
    const auto& Z = zobrist::keys;
    const bool startsNewMove = m_side == Black && m_fullmoveNumber < MaxFullmoveNumber;
    undo = {m_key,
            NoPiece,
            m_castling,
            m_epSquare,
            uint8_t(startsNewMove),
            int16_t(m_halfmoveClock),
            m_checkers};
    Color us = m_side;
    Square from = m.from(), to = m.to();
    Piece moving = m_board[from];
    uint64_t k = m_key ^ Z.side ^ Z.castling[m_castling];
    if (m_epSquare != NoSquare) k ^= Z.epFile[fileOf(m_epSquare)];
    m_halfmoveClock += m_halfmoveClock < MaxHalfmoveClock;

    if (m.kind() == Move::Castling) {
        bool kingSide = to > from;
        Square rookFrom = kingSide ? from + 3 : from - 4, rookTo = kingSide ? from + 1 : from - 1;
        Piece rook = m_board[rookFrom];
        movePiece(from, to);
        movePiece(rookFrom, rookTo);
        k ^= Z.piece[moving][from] ^ Z.piece[moving][to] ^ Z.piece[rook][rookFrom] ^
             Z.piece[rook][rookTo];
    } else {
        Square capSq = m.kind() == Move::EnPassant ? to + (us == White ? -8 : 8) : to;
        Piece captured = m_board[capSq];
        if (captured != NoPiece) {
            undo.captured = captured;
            removePiece(capSq);
            k ^= Z.piece[captured][capSq];
            m_halfmoveClock = 0;
        }
        movePiece(from, to);
        k ^= Z.piece[moving][from] ^ Z.piece[moving][to];
        if (typeOf(moving) == Pawn) {
            m_halfmoveClock = 0;
            if (m.isPromotion()) {
                Piece promoted = makePiece(us, m.promotion());
                removePiece(to);
                put(promoted, to);
                k ^= Z.piece[moving][to] ^ Z.piece[promoted][to];
            }
        }
    }
    m_castling &= CastlingMask[from] & CastlingMask[to];
    k ^= Z.castling[m_castling];
    m_fullmoveNumber += undo.fullmoveStep;
    m_side = ~us;
    m_checkers = checkersOf(us);
    m_epSquare = NoSquare;
    if (typeOf(moving) == Pawn && (to ^ from) == 16) {
        updateEpSquare((from + to) / 2);
        if (m_epSquare != NoSquare) k ^= Z.epFile[fileOf(m_epSquare)];
    }
    m_key = k;
#if REMIS_DEBUG_CHECKS
    assert(isConsistent());
#endif
}

void Position::unmakeMove(Move m, const Undo& undo) {
    m_side = ~m_side;
    Color us = m_side;
    Square from = m.from(), to = m.to();
    if (m.kind() == Move::Castling) {
        bool kingSide = to > from;
        movePiece(to, from);
        movePiece(kingSide ? from + 1 : from - 1, kingSide ? from + 3 : from - 4);
    } else {
        if (m.isPromotion()) {
            removePiece(to);
            put(makePiece(us, Pawn), to);
        }
        movePiece(to, from);
        if (undo.captured != NoPiece)
            put(undo.captured, m.kind() == Move::EnPassant ? to + (us == White ? -8 : 8) : to);
    }
    m_fullmoveNumber -= undo.fullmoveStep;
    m_key = undo.key;
    m_castling = undo.castling;
    m_epSquare = undo.epSquare;
    m_halfmoveClock = undo.halfmoveClock;
    m_checkers = undo.checkers;
#if REMIS_DEBUG_CHECKS
    assert(isConsistent());
#endif
}

bool Position::isConsistent() const {
    if (popcount(pieces(White, King)) != 1 || popcount(pieces(Black, King)) != 1) return false;
    if (m_byColor[White] & m_byColor[Black]) return false;
    Bitboard all = 0;
    for (int t = 0; t < 6; ++t) {
        if (all & m_byType[t]) return false;
        all |= m_byType[t];
    }
    if (all != occupied()) return false;
    for (Square s = 0; s < 64; ++s) {
        Piece p = m_board[s];
        bool has = occupied() & bit(s);
        if (has != (p != NoPiece)) return false;
        if (has && !(pieces(colorOf(p), typeOf(p)) & bit(s))) return false;
    }
    if (m_checkers != (attackersTo(kingSquare(m_side), occupied()) & pieces(~m_side))) return false;
    return m_key == computeKey();
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
