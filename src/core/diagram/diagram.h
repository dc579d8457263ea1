// SVG board diagrams for worksheets, slides and print: the project's own pieces (embedded
// from resources/pieces at build time), marked squares, arrows, the last move, a checked king
// highlighted, coordinates outside or inside the board, and named styles ("default", and
// "print": black and white, marks and arrows outlined so they stay visible on dark pieces).
// The output is a standalone SVG 1.1 document, byte-identical for the same input, with the
// FEN in <title> and <desc>. Every element carries data-* attributes (data-square,
// data-piece, data-from, data-to) so that tests and tools can read the diagram back.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/base/error.h"
#include "core/base/types.h"
#include "core/board/position.h"

namespace remis::diagram {

enum class Coordinates { Outside, Inside, None };

struct Arrow {
    Square from = NoSquare, to = NoSquare;
};

struct DiagramOptions {
    int size = 360;     // width of the whole image in pixels (16..4096)
    bool flip = false;  // Black at the bottom
    Coordinates coordinates = Coordinates::Outside;
    std::vector<Square> marks;
    std::vector<Arrow> arrows;
    std::optional<Arrow> lastMove;  // highlighted from and to squares
    bool highlightCheck = true;     // the king of the side to move, when in check
    bool sideToMoveMarker = false;  // a disc in the side's colour beside the board
    std::string caption;            // text under the board (UTF-8), wrapped to the width
    std::string style = "default";
};

constexpr int MinDiagramSize = 16;
constexpr int MaxDiagramSize = 4096;

// The style names writeSvg accepts, the default first.
std::vector<std::string> diagramStyles();

// The SVG document; an error names a bad option (an unknown style, a size out of range).
Result<std::string> writeSvg(const Position& pos, const DiagramOptions& options);

}  // namespace remis::diagram
// SPDX-License-Identifier: GPL-3.0-or-later
