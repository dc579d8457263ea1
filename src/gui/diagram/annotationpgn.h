// Arrows and marks in PGN, as lichess and ChessBase write them inside a move's comment:
// [%cal Ge2e4,Rd1d8] (coloured arrows) and [%csl Gd5] (coloured squares). They live in the
// game's record (GameController::command, ply 0: the comment before the first move), so they
// are saved, autosaved and copied with the game and come back when it is opened or pasted.
// This reads a command's value and toggles one entry in it; the other entries keep their
// colours and their order. Remis adds entries in G (green).
#pragma once

#include <string>
#include <string_view>

#include "gui/diagram/boardannotations.h"

namespace remis::gui {

class AnnotationPgn {
public:
    // Entries with a colour letter and one square (csl) or two (cal); others are skipped.
    static Annotations parse(std::string_view marks, std::string_view arrows);
    // The value without the entries for `squares` ("d5", "e2e4") in any colour, or with a
    // green one added when there was none.
    static std::string toggled(std::string_view value, std::string_view squares);
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
