#include "core/diagram/diagramstyle.h"

#include "core/diagram/diagram.h"

namespace remis::diagram {

namespace {

const DiagramStyle Styles[] = {
    {"default", "#f0d9b5", "#b58863", "#6b4f35", "#3a3a3a", "#cdd26a", "#d03020", "#1f7a2c",
     "#ffffff", "#e03c31", false, false},
    // The board themes of the app (View > Board Theme) have a diagram style each, so that an
    // exported diagram looks like the board on screen.
    {"green", "#eeeed2", "#769656", "#4a5e36", "#3a3a3a", "#f6f669", "#d03020", "#1f4f8f",
     "#ffffff", "#e03c31", false, false},
    // High contrast: white and a blue-grey that both black and white pieces stand out on
    // (4.6:1 against either), strong highlight colours.
    {"high-contrast", "#ffffff", "#637790", "#000000", "#000000", "#ffd400", "#c00080", "#c00080",
     "#ffffff", "#ff0000", false, false},
    // Black and white for print: hatched dark squares; marks, arrows and the check drawn in
    // black with a white outline, above the pieces, so that they stay visible on a black
    // piece as on a white one.
    {"print", "#ffffff", "#ffffff", "#000000", "#000000", "none", "#000000", "#000000", "#ffffff",
     "#000000", true, true},
};

}  // namespace

std::optional<DiagramStyle> findStyle(const std::string& name) {
    for (const DiagramStyle& s : Styles)
        if (s.name == name) return s;
    return std::nullopt;
}

std::vector<std::string> diagramStyles() {
    std::vector<std::string> names;
    for (const DiagramStyle& s : Styles) names.push_back(s.name);
    return names;
}

}  // namespace remis::diagram
// SPDX-License-Identifier: GPL-3.0-or-later
