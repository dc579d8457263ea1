#include "gui/diagram/annotationpgn.h"

#include <vector>

namespace remis::gui {

namespace {

// The comma-separated entries of a command value, without blanks around them.
std::vector<std::string_view> entries(std::string_view value) {
    std::vector<std::string_view> out;
    while (!value.empty()) {
        const std::size_t comma = value.find(',');
        std::string_view entry = value.substr(0, comma);
        while (!entry.empty() && (entry.front() == ' ' || entry.front() == '\t'))
            entry.remove_prefix(1);
        while (!entry.empty() && (entry.back() == ' ' || entry.back() == '\t'))
            entry.remove_suffix(1);
        if (!entry.empty()) out.push_back(entry);
        if (comma == std::string_view::npos) break;
        value.remove_prefix(comma + 1);
    }
    return out;
}

Square squareAt(std::string_view entry, std::size_t i) {
    return i + 1 < entry.size() ? parseSquare(entry[i], entry[i + 1]) : NoSquare;
}

}  // namespace

Annotations AnnotationPgn::parse(std::string_view marks, std::string_view arrows) {
    Annotations a;
    for (std::string_view e : entries(marks))
        if (e.size() == 3 && squareAt(e, 1) != NoSquare) a.marks.push_back(squareAt(e, 1));
    for (std::string_view e : entries(arrows)) {
        const Square from = squareAt(e, 1), to = squareAt(e, 3);
        if (e.size() == 5 && from != NoSquare && to != NoSquare) a.arrows.push_back({from, to});
    }
    return a;
}

std::string AnnotationPgn::toggled(std::string_view value, std::string_view squares) {
    std::string out;
    bool removed = false;
    for (std::string_view e : entries(value)) {
        if (e.size() == squares.size() + 1 && e.substr(1) == squares) {
            removed = true;
            continue;
        }
        if (!out.empty()) out += ',';
        out += e;
    }
    if (!removed) {
        if (!out.empty()) out += ',';
        out += 'G';
        out += squares;
    }
    return out;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
