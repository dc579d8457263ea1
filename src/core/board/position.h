// Position: a chess position with bitboards, a mailbox and an incrementally updated
// Zobrist key. Make/unmake moves; FEN reading and writing live in fen.h.
//
// The en passant square is kept only when an en passant capture is legal, so the key and
// equality follow FIDE 9.2.3.1: the possibility counts only if the capture could be made.
#pragma once

#include <array>
#include <cstdint>

#include "core/base/types.h"
#include "core/board/bitboard.h"

namespace remis {

// The exact identity of a position for FIDE 9.2.3 (placement, side, castling rights, legal
// en passant). Compared in full where hash keys could collide.
struct PositionIdentity {
    std::array<Bitboard, 4> packed{};  // occupancy + three piece-type bit planes
    Bitboard white = 0;
    uint8_t side = 0;
    uint8_t castling = 0;
    uint8_t epSquare = NoSquare;
    bool operator==(const PositionIdentity&) const = default;
};

class Position {
public:
    // Everything makeMove changes that unmakeMove cannot recompute.
    struct Undo {
        uint64_t key;
        Piece captured;
        uint8_t castling;
        uint8_t epSquare;
        uint8_t fullmoveStep;  // 1 if the move numbered a new move (Black moved, below the bound)
        int16_t halfmoveClock;
        Bitboard checkers;
    };

    // The counters' bounds, far beyond any game (the 75-move rule ends one at a halfmove
    // clock of 150, and no game reaches 9,000 moves). The FEN reader accepts up to them, and
    // makeMove stops counting there, so every position reached writes a FEN that reads back.
    static constexpr int MaxHalfmoveClock = 9999;
    static constexpr int MaxFullmoveNumber = 99999;

    Position();  // the initial position
    static Position startPosition() { return Position(); }
    static Position empty();  // no pieces, White to move; for builders and the FEN reader

    Piece pieceOn(Square s) const { return m_board[s]; }
    Bitboard occupied() const { return m_byColor[White] | m_byColor[Black]; }
    Bitboard pieces(Color c) const { return m_byColor[c]; }
    Bitboard pieces(PieceType t) const { return m_byType[t]; }
    Bitboard pieces(Color c, PieceType t) const { return m_byColor[c] & m_byType[t]; }
    Square kingSquare(Color c) const { return lsb(pieces(c, King)); }
    Color sideToMove() const { return m_side; }
    uint8_t castlingRights() const { return m_castling; }
    Square epSquare() const { return m_epSquare; }  // NoSquare unless an ep capture is legal
    int halfmoveClock() const { return m_halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveNumber; }
    uint64_t key() const { return m_key; }
    Bitboard checkers() const { return m_checkers; }
    bool inCheck() const { return m_checkers != 0; }
    // Inline: the repetition history takes one after every move (built in registers, not
    // stored and read back through the stack).
    PositionIdentity identity() const {
        PositionIdentity id;
        id.packed = {occupied(), pieces(Knight) | pieces(Rook) | pieces(King),
                     pieces(Bishop) | pieces(Rook), pieces(Queen) | pieces(King)};
        // Pawns are the occupied squares in none of the planes.
        id.white = pieces(White);
        id.side = m_side;
        id.castling = m_castling;
        id.epSquare = m_epSquare;
        return id;
    }

    // The pieces of both colours that attack square s, the sliders blocked by occupancy occ.
    Bitboard attackersTo(Square s, Bitboard occ) const;
    bool isAttacked(Square s, Color by) const {
        return (attackersTo(s, occupied()) & pieces(by)) != 0;
    }
    // Pieces of colour c that shield the king of colour kingColor from a slider. Inline: the
    // legal move count after every move of an audit starts with it.
    Bitboard blockers(Color kingColor) const {
        Square k = kingSquare(kingColor);
        Color them = ~kingColor;
        Bitboard snipers = (rookAttacksEmpty(k) & (pieces(them, Rook) | pieces(them, Queen))) |
                           (bishopAttacksEmpty(k) & (pieces(them, Bishop) | pieces(them, Queen)));
        Bitboard result = 0, occ = occupied();
        while (snipers) {
            Bitboard between = betweenBB(k, popLsb(snipers)) & occ;
            if (between && !moreThanOne(between)) result |= between;
        }
        return result;
    }

    bool isCapture(Move m) const {
        return m.kind() == Move::EnPassant ||
               (m.kind() != Move::Castling && m_board[m.to()] != NoPiece);
    }
    // 9.3: a capture or a pawn move resets the fifty-move count; castling does not.
    bool isZeroing(Move m) const { return isCapture(m) || typeOf(m_board[m.from()]) == Pawn; }

    // m must be legal (see movegen.h).
    void makeMove(Move m, Undo& undo);
    void unmakeMove(Move m, const Undo& undo);
    Position after(Move m) const {
        Position p = *this;
        Undo u;
        p.makeMove(m, u);
        return p;
    }

    // Setup, used by the FEN reader and builders; call finishSetup() afterwards.
    void put(Piece p, Square s);
    void setSideToMove(Color c) { m_side = c; }
    void setCastlingRights(uint8_t r) { m_castling = r; }
    void setEpCandidate(Square s) { m_epSquare = uint8_t(s); }  // kept only if a capture is legal
    void setClocks(int halfmove, int fullmove) {
        m_halfmoveClock = halfmove;
        m_fullmoveNumber = fullmove;
    }
    void finishSetup();

    // Debug invariant: bitboards agree with the mailbox, one king each, key matches a fresh
    // computation. Checked after every move when REMIS_DEBUG_CHECKS is on (debug builds).
    bool isConsistent() const;
    uint64_t computeKey() const;

private:
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    void updateEpSquare(Square candidate);
    Bitboard checkersOf(Color by) const;
    bool epCaptureIsLegal(Square ep) const;

    std::array<Bitboard, 2> m_byColor{};
    std::array<Bitboard, 6> m_byType{};
    std::array<Piece, 64> m_board{};
    uint64_t m_key = 0;
    Bitboard m_checkers = 0;
    int m_halfmoveClock = 0;
    int m_fullmoveNumber = 1;
    Color m_side = White;
    uint8_t m_castling = 0;
    uint8_t m_epSquare = NoSquare;
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
