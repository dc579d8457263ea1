// Occurrences: where the position at a ply of a game appeared before (FIDE 9.2.3: same side,
// same pieces, same castling rights, same legal en passant), with the halfmove clock at
// each, and what the arbiter would answer about it: the source of the repetition strip and
// of the worksheet's answer key (computed, never typed).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "core/rules/game.h"

namespace remis::app {

struct Occurrence {
    int ply;
    int halfmoveClock;
    Position position;
};

class Occurrences {
    Q_DECLARE_TR_FUNCTIONS(remis::app::Occurrences)
public:
    // Every occurrence of the position at `ply` up to and including it, in order.
    static std::vector<Occurrence> of(const Game& game, int ply);
    // "White to move. This position has occurred 3 times (plies 0, 4, 8): White can claim a
    // draw by threefold repetition (FIDE 9.2.2). Halfmove clock 8: ..."
    static QString answer(const Game& game, int ply);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
