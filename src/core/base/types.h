// Basic chess vocabulary: colours, pieces, squares, moves, castling rights.
// Squares are numbered a1 = 0, b1 = 1, ..., h8 = 63.
#pragma once

#include <cstdint>
#include <string>

namespace remis {

enum Color : uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}

enum PieceType : uint8_t { Pawn = 0, Knight, Bishop, Rook, Queen, King, NoPieceType };

// A coloured piece: White pieces are 0..5, Black pieces 6..11, 12 is an empty square.
enum Piece : uint8_t { NoPiece = 12 };
constexpr Piece makePiece(Color c, PieceType t) {
    return Piece(c * 6 + t);
}
constexpr Color colorOf(Piece p) {
    return Color(p >= 6);
}
constexpr PieceType typeOf(Piece p) {
    return PieceType(p % 6);
}

using Square = int;  // 0..63, or NoSquare
constexpr Square NoSquare = 64;
constexpr int fileOf(Square s) {
    return s & 7;
}
constexpr int rankOf(Square s) {
    return s >> 3;
}
constexpr Square makeSquare(int file, int rank) {
    return rank * 8 + file;
}
// Rank seen from a side: relativeRank(White, s) == rank, Black counts from rank 8.
constexpr int relativeRank(Color c, Square s) {
    return c == White ? rankOf(s) : 7 - rankOf(s);
}
constexpr bool isLightSquare(Square s) {
    return ((fileOf(s) + rankOf(s)) & 1) != 0;
}

std::string squareName(Square s);  // "e4"
// NoSquare if out of range. Inline: every SAN move of every game reads one.
inline Square parseSquare(char file, char rank) {
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return NoSquare;
    return makeSquare(file - 'a', rank - '1');
}

// Castling rights as 4 bits.
enum CastlingRights : uint8_t {
    NoCastling = 0,
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    AllCastling = 15
};

// A move in 16 bits: from (6) | to (6) | promotion piece (2) | kind (2).
// Castling is stored as the king's move (e1g1), as UCI writes it for standard chess.
class Move {
public:
    enum Kind : uint16_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

    constexpr Move() = default;
    constexpr Move(Square from, Square to, Kind kind = Normal, PieceType promo = Knight)
        : m_bits(uint16_t(from | (to << 6) | ((promo - Knight) << 12) | (kind << 14))) {}

    static constexpr Move none() { return Move(); }
    constexpr Square from() const { return m_bits & 63; }
    constexpr Square to() const { return (m_bits >> 6) & 63; }
    constexpr Kind kind() const { return Kind(m_bits >> 14); }
    constexpr PieceType promotion() const { return PieceType(((m_bits >> 12) & 3) + Knight); }
    constexpr bool isPromotion() const { return kind() == Promotion; }
    constexpr bool isNone() const { return m_bits == 0; }
    constexpr uint16_t raw() const { return m_bits; }
    constexpr bool operator==(const Move&) const = default;
    constexpr bool operator<(const Move& o) const { return m_bits < o.m_bits; }

private:
    uint16_t m_bits = 0;
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
