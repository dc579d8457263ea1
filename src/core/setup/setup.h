// Setup: a position as a position editor holds it. Unlike Position, anything may stand on
// the board (no king, three kings, a pawn on the eighth rank), castling rights and the en
// passant square are kept exactly as given, so that a FEN read and written again is
// unchanged, and the checker (setupcheck.h) can list every problem at once instead of the
// first one. A Setup with no errors becomes a Position through toPosition().
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/error.h"
#include "core/board/position.h"

namespace remis::setup {

// The same bounds as the FEN reader (fen.cpp), so that every Setup without errors loads.
constexpr int MaxHalfmoveClock = Position::MaxHalfmoveClock;
constexpr int MaxFullmoveNumber = Position::MaxFullmoveNumber;

struct Setup {
    std::array<Piece, 64> board;
    Color side = White;
    uint8_t castling = NoCastling;
    Square epSquare = NoSquare;  // as given, whether or not a capture is legal
    int halfmoveClock = 0;
    int fullmoveNumber = 1;

    Setup() { board.fill(NoPiece); }
    static Setup empty() { return Setup(); }
    static Setup start();
    static Setup fromPosition(const Position& pos);

    Piece at(Square s) const { return board[s]; }
    int count(Piece p) const;
    std::vector<Square> squaresOf(Piece p) const;
    bool operator==(const Setup&) const = default;
};

// Reads a FEN, checking only its form (six fields at most, eight ranks of eight squares,
// known letters, numbers in range). Whether the position is legal is the checker's business.
// The clocks may be left out (then 0 and 1).
Result<Setup> parseSetupFen(std::string_view fen);
std::string toFen(const Setup& setup);
// The Position of a Setup that checkSetup() passed; an error names what the FEN reader refused.
Result<Position> toPosition(const Setup& setup);

// Edits the editor offers. Each returns a new Setup; the clocks are kept.
Setup mirrored(const Setup& s);       // files a<->h (castling rights kept; the checker objects)
Setup colorsSwapped(const Setup& s);  // ranks 1<->8 and colours swapped, Black moves for White
Setup flippedVertically(const Setup& s);

// Castling: which rights the board allows (king and rook on their home squares).
struct CastlingHome {
    CastlingRights right;
    Color color;
    Square kingHome;
    Square rookHome;
};
const std::array<CastlingHome, 4>& castlingHomes();
uint8_t possibleCastlingRights(const Setup& s);
// The one-click fix: drops the rights whose king or rook is not at home, and only those.
Setup withoutImpossibleCastling(const Setup& s);

// En passant squares a double push could just have produced with this side to move: the
// pawn of the side that just moved stands in front of the square, and the square and the one
// behind it (where the pawn started) are empty.
std::vector<Square> possibleEpSquares(const Setup& s);
bool epSquareIsPossible(const Setup& s, Square ep);

}  // namespace remis::setup
// SPDX-License-Identifier: GPL-3.0-or-later
