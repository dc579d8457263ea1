// Moves as text: UCI (e2e4, e7e8q) and SAN (Nbd7, exd6, O-O, e8=Q+), both directions.
// SAN input is lenient in what people and PGN files write (0-0, e8Q, exd6 e.p., Nb1d2,
// trailing !?+#) but never guesses: ambiguous or illegal input is an error naming why.
#pragma once

#include <string>
#include <string_view>

#include "core/base/error.h"
#include "core/board/position.h"

namespace remis {

std::string toUci(Move m);
// m legal, or a move that stood though illegal (7.5: a piece could make it)
std::string toSan(const Position& pos, Move m);

Result<Move> parseUci(const Position& pos, std::string_view text);
Result<Move> parseSan(const Position& pos, std::string_view text);
// The same with the legal moves already generated (replaying long games).
struct MoveList;
Result<Move> parseSan(const Position& pos, std::string_view text, const MoveList& legal);
// Either notation: tries UCI when the text looks like UCI, else SAN.
Result<Move> parseMove(const Position& pos, std::string_view text);

// The piece a SAN letter names (N B R Q K, upper case); NoPieceType for any other character.
// Inline: it is read after every move of every game.
constexpr PieceType sanPieceType(char c) noexcept {
    switch (c) {
        case 'N':
            return Knight;
        case 'B':
            return Bishop;
        case 'R':
            return Rook;
        case 'Q':
            return Queen;
        case 'K':
            return King;
        default:
            return NoPieceType;
    }
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
