// Occurrences: where the position at a ply of a game appeared before (FIDE 9.2.3: same side,
// same pieces, same castling rights, same legal en passant), with the halfmove clock at
// each, and what the arbiter would answer about it: the source of the repetition strip and
// of the worksheet's answer key (computed, never typed).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "app/text/localnotation.h"
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
    // draw by threefold repetition (FIDE 9.2.2). Halfmove clock 8: ..."; and where no claim
    // stands on the board, the claims the side to move may make by writing its next move
    // (9.2.1, 9.3.1), the moves named in `style`.
    static QString answer(const Game& game, int ply, LocalNotation::Style style);
    // The moves a pupil needs to answer that on paper (9.2 looks back to the last capture or
    // pawn move, 9.3 counts from it): the halfmove clock and move number, then the moves since
    // the last capture or pawn move, numbered, in `style`, each earlier occurrence of the
    // position at `ply` marked [1], [2], ... where it arose, and a line saying what the marks
    // mean. Empty when no move leads to it (the position set up, or a capture just made).
    static QString movesLeadingTo(const Game& game, int ply, LocalNotation::Style style);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
