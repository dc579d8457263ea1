// The colours and drawing choices of a diagram style.
#pragma once

#include <optional>
#include <string>

namespace remis::diagram {

struct DiagramStyle {
    std::string name;
    const char* light;           // light squares
    const char* dark;            // dark squares (a fill, or "url(#hatch)")
    const char* border;          // the line around the board
    const char* text;            // coordinates and caption
    const char* lastMove;        // fill over the last move's squares
    const char* mark;            // marked squares
    const char* arrow;           // arrow colour
    const char* outline;         // drawn under marks and arrows so they show on any piece
    const char* check;           // the checked king's square
    bool hatchedDark = false;    // print: hatch the dark squares instead of a grey
    bool marksAsFrames = false;  // print: marks are frames above the pieces, not fills
};

std::optional<DiagramStyle> findStyle(const std::string& name);

}  // namespace remis::diagram
// SPDX-License-Identifier: GPL-3.0-or-later
