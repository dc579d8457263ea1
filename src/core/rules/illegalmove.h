// SPDX-License-Identifier: GPL-3.0-or-later
// Moves that break the rules but were physically made and stood (FIDE 7.5; pgn.md): a king
// left in check or moved into check, a pinned piece moved, castling out of, through or into
// check or without the right. Records of real games contain them (e-board software writes
// what was played; nobody noticed). Reading such a game follows the board as it was played:
// the position after the move is the one on the board, and the rulings go on from it.
//
// Only moves that a piece of the side to move could physically make count: the piece moves
// as its kind moves, over empty squares, to an empty square or onto an enemy man that is
// not the king; castling needs the king and the rook on their first squares and the squares
// between them empty. A move no piece could make stays an error (notation.h says why).
//
// The app and the audit share this: findPhysicalMove after parseSan refused a move, then
// playPhysicalMove. A position reached this way may have the side NOT to move in check (its
// king could be taken): no position of the Laws, so nothing is ruled on it (see
// isPositionOfTheLaws) until the next move.
#pragma once

#include <optional>
#include <string_view>

#include "core/board/position.h"

namespace remis {

enum class IllegalMoveKind : uint8_t {
    KingLeftInCheck,       // the king was in check and the move did not parry it (3.9)
    KingMovedIntoCheck,    // the king moved to a square attacked by the opponent (3.9)
    PinnedPieceMoved,      // a piece shielding its king moved off the line (3.9)
    CastlingWithoutRight,  // the king or that rook had already moved (3.8.2.1)
    CastlingOutOfCheck,    // 3.8.2.2
    CastlingThroughCheck,  // a square the king crosses is attacked (3.8.2.2)
    CastlingIntoCheck,     // the king's square after castling is attacked (3.8.2.2, 3.9)
};

struct PhysicalMove {
    Move move;
    IllegalMoveKind why = IllegalMoveKind::KingLeftInCheck;
};

// The one illegal move that `san` names among the moves a piece of the side to move could
// physically make in pos; nullopt when none or several match, or when the move is legal
// (parseSan reads legal moves). Lenient as parseSan is: 0-0, e8Q, Nb1d2, trailing +#!?.
std::optional<PhysicalMove> findPhysicalMove(const Position& pos, std::string_view san);

// Plays a legal or physical move (the board as played). The same as Position::makeMove,
// which needs only that the piece can move so on the board.
void playPhysicalMove(Position& pos, Move m, Position::Undo& undo);

// False when the side not to move is in check: its king could be taken, which no sequence
// of legal moves reaches. Nothing is ruled on such a position.
bool isPositionOfTheLaws(const Position& pos);

// Plain words: "the king was left in check", "castling through check", ...
std::string_view illegalMoveWords(IllegalMoveKind why);

// The article of the Laws for the move's consequence, by the kind of play (Appendix A
// covers rapid and, through B.3, blitz): "7.5.1", or "7.5.5" for a player's second illegal
// move in standard play; "A.4.2" in rapid and blitz.
enum class PlayKind : uint8_t { Standard, Rapid, Blitz };
std::string_view illegalMoveArticle(PlayKind kind, int illegalMovesByThePlayer);

// The kind of play by the PGN TimeControl tag (FIDE Appendices A and B: the time for the
// game with 60 moves' increments, at most 10 minutes blitz, under 60 minutes rapid);
// standard when the tag is absent, "?", "-" or unreadable.
PlayKind playKindOfTimeControl(std::string_view timeControl);

}  // namespace remis
