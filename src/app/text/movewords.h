// SPDX-License-Identifier: GPL-3.0-or-later
// MoveWords: a move as a screen reader says it, from the position it was played in: "White
// knight g1 to f3", "Black pawn d5 takes pawn e4", "White castles kingside", with ", check",
// ", checkmate" and ", promotes to queen"; "White pawn e5 takes pawn d5 en passant, to d6"
// names the square the pawn taken stood on. The SAN (for check and mate) is the one the game
// recorded.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>

#include "core/base/types.h"
#include "core/pgn/tree.h"

namespace remis {
class Position;
}

namespace remis::app {

class MoveWords {
    Q_DECLARE_TR_FUNCTIONS(remis::app::MoveWords)
public:
    static QString spoken(const Position& before, Move move, const std::string& san);
    // "3. White bishop f1 to b5": the move number before the words (the side is in them).
    static QString numbered(const Position& before, const QString& words);
    enum class Number { Said, Left };
    // The move that leads to `node` of a PGN tree in words, numbered unless the number is
    // said elsewhere (the move list's number column); a null move is said as one, and a move
    // whose path cannot be replayed is given as its SAN.
    static QString spoken(const PgnGame& tree, NodeId node, Number number = Number::Said);
};

}  // namespace remis::app
