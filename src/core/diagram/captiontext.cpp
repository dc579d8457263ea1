#include "core/diagram/captiontext.h"

#include <algorithm>

namespace remis::diagram {

namespace {

// Advance widths of DejaVu Sans for ' ' to '~', in thousandths of an em, read from the font's
// hmtx table.
const short AsciiWidths[] = {
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361,  318, 337, 636, 636, 636,
    636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632,
    575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635,  611, 732, 684, 989, 685,
    611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352,  635, 634, 278, 278, 579,
    278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592,  525, 636, 337, 636, 838};

// Bytes of the UTF-8 sequence that starts with `lead` (1 for a stray continuation byte).
size_t sequenceLength(unsigned char lead) {
    if (lead >= 0xf0) return 4;
    if (lead >= 0xe0) return 3;
    if (lead >= 0xc0) return 2;
    return 1;
}

// Latin, Greek and Cyrillic letters with marks are about as wide as their base letters (at
// most 1.07 em in Latin-1 and Latin Extended-A); CJK and symbols take a full em.
double charWidthEm(std::string_view ch) {
    const auto lead = static_cast<unsigned char>(ch.front());
    if (lead >= 0x20 && lead < 0x7f) return AsciiWidths[lead - 0x20] / 1000.0;
    if (lead < 0x80) return 0;
    return lead < 0xe0 ? 0.8 : 1.0;
}

// The characters of `text`, one UTF-8 sequence each.
std::vector<std::string_view> characters(std::string_view text) {
    std::vector<std::string_view> out;
    for (size_t i = 0; i < text.size();) {
        const size_t n =
            std::min(sequenceLength(static_cast<unsigned char>(text[i])), text.size() - i);
        out.push_back(text.substr(i, n));
        i += n;
    }
    return out;
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        const size_t start = i;
        while (i < text.size() && text[i] != ' ') ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

// A word too wide for a line, in pieces that fit (at least one character each).
std::vector<std::string> breakWord(std::string_view word, double maxEm) {
    std::vector<std::string> pieces(1);
    for (std::string_view ch : characters(word)) {
        if (!pieces.back().empty() && textWidthEm(pieces.back()) + charWidthEm(ch) > maxEm)
            pieces.emplace_back();
        pieces.back() += ch;
    }
    return pieces;
}

}  // namespace

double textWidthEm(std::string_view text) {
    double width = 0;
    for (std::string_view ch : characters(text)) width += charWidthEm(ch);
    return width;
}

std::vector<std::string> wrapCaption(std::string_view text, double maxEm) {
    std::vector<std::string> lines;
    std::string line;
    for (std::string_view word : words(text)) {
        const std::string joined =
            line.empty() ? std::string(word) : line + " " + std::string(word);
        if (textWidthEm(joined) <= maxEm) {
            line = joined;
            continue;
        }
        if (!line.empty()) lines.push_back(line);
        std::vector<std::string> pieces = breakWord(word, maxEm);
        line = pieces.back();
        pieces.pop_back();
        lines.insert(lines.end(), pieces.begin(), pieces.end());
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

}  // namespace remis::diagram
// SPDX-License-Identifier: GPL-3.0-or-later
