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
    const char* mark;            // the ring of a marked square (MarkRing)
    const char* arrow;           // arrow colour
    const char* outline;         // drawn under marks and arrows so they show on any piece
    const char* check;           // the checked king's square
    bool hatchedDark = false;    // print: hatch the dark squares instead of a grey
    bool marksAsFrames = false;  // print: marks are frames above the pieces, not fills
};

// A marked square looks the same everywhere (the board on screen, PNG, PDF, SVG, `remis-cli
// diagram`): a ring inside the square, above the pieces, in the style's mark colour. The print
// style draws it over a wider white ring (its outline colour) so that it shows on any piece.
// Sizes in units of the square's side.
struct MarkRing {
    static constexpr double radius = 0.42;        // of the middle of the line
    static constexpr double width = 0.08;         // of the line
    static constexpr double outlineWidth = 0.16;  // of the white ring under it (print)
};

std::optional<DiagramStyle> findStyle(const std::string& name);

}  // namespace remis::diagram
// SPDX-License-Identifier: GPL-3.0-or-later
