#include "core/diagram/diagramstyle.h"

#include "core/diagram/diagram.h"

namespace remis::diagram {

namespace {

const DiagramStyle Styles[] = {
    {"default", "#f0d9b5", "#b58863", "#6b4f35", "#3a3a3a", "#cdd26a", "#2f8f3a", "#1f7a2c",
     "#ffffff", "#e03c31", false, false},
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
