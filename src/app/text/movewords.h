// SPDX-License-Identifier: GPL-3.0-or-later
// MoveWords: a move as a screen reader says it, from the position it was played in: "White
// knight g1 to f3", "Black pawn d5 takes pawn e4", "White castles kingside", with ", check",
// ", checkmate", ", promotes to queen" and ", en passant". The SAN (for check and mate) is the
// one the game recorded.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>

#include "core/base/types.h"

namespace remis {
class Position;
}

namespace remis::app {

class MoveWords {
    Q_DECLARE_TR_FUNCTIONS(remis::app::MoveWords)
public:
    static QString spoken(const Position& before, Move move, const std::string& san);
};

}  // namespace remis::app
