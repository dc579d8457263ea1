// What reading a game's PGN did to it, as the LoadWarning values GameController::loadPgnText
// hands the user (docs/pgn.md: honest about what it did): each problem the reader found, as
// repaired (with the form Save writes), a variation read up to an illegal move, text not
// read, or read as is and worth a note (a second FEN tag); and the null move where the
// arbiter's rulings stop.
#pragma once

#include <cstddef>
#include <vector>

#include "app/controller/gamecontroller.h"
#include "core/board/position.h"
#include "core/pgn/treebuilder.h"

namespace remis::app {

// firstLine: where the game's text starts in the file, for a line a problem's words name
// (withLinesFrom); each warning's own line stays counted in the game's text.
std::vector<LoadWarning> readWarnings(const PgnGameRead& game, const Position& start,
                                      long firstLine = 1);

// The main line goes on after the Game's last move, `playable` plies: it stops at a null
// move there.
LoadWarning nullMoveWarning(const PgnGame& tree, std::size_t playable);

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
