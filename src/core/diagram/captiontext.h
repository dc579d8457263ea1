// The caption under a diagram, wrapped into lines that fit the image: the SVG writer has no
// font at hand, so widths are estimated from the advance widths of DejaVu Sans (the font the
// diagram names, and one of the widest sans-serif fonts, so a fallback font fits too).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace remis::diagram {

// The width of UTF-8 `text` in em (font sizes); never less than the DejaVu Sans advance.
double textWidthEm(std::string_view text);

// `text` broken at spaces into lines at most `maxEm` wide; a word wider than that is broken
// between characters. Every character of the text is kept, in order: only the spaces where a
// line breaks are dropped (and runs of spaces become one).
std::vector<std::string> wrapCaption(std::string_view text, double maxEm);

}  // namespace remis::diagram
// SPDX-License-Identifier: GPL-3.0-or-later
