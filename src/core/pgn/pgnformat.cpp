// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/pgnformat.h"

#include <algorithm>
#include <cstdio>

#include "core/pgn/tree.h"

namespace remis {
namespace {

// a + b without "literal" + std::string, which trips GCC 12's -Wrestrict at -O3.
std::string concat(std::string_view a, std::string_view b) {
    std::string out;
    out.reserve(a.size() + b.size());
    out.append(a).append(b);
    return out;
}

}  // namespace

std::size_t commentWordEnd(std::string_view text) {
    bool command = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (!command && c == '[' && i + 1 < text.size() && text[i + 1] == '%')
            command = true;
        else if (command && c == ']')
            command = false;
        else if (!command && (c == ' ' || c == '\n'))
            return i;
    }
    return std::string_view::npos;
}

std::string formatClock(int64_t ms) {
    ms = std::max<int64_t>(ms, 0);
    const int64_t seconds = ms / 1000;
    char text[64];
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", static_cast<long long>(seconds / 3600),
                  static_cast<long long>(seconds / 60 % 60), static_cast<long long>(seconds % 60));
    std::string out = text;
    if (ms % 1000 != 0) out += concat(".", std::to_string(ms % 1000 / 100));
    return out;
}

std::string escapeTagValue(std::string_view value) {
    std::string out;
    out.reserve(value.size());
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return out;
}

FenNumbering fenNumbering(std::string_view fen) noexcept {
    FenNumbering numbering;
    std::string_view fields[6];
    int count = 0;
    std::size_t i = 0;
    while (count < 6) {
        while (i < fen.size() && isPgnSpace(fen[i])) ++i;
        const std::size_t start = i;
        while (i < fen.size() && !isPgnSpace(fen[i])) ++i;
        if (i == start) break;
        fields[count++] = fen.substr(start, i - start);
    }
    numbering.blackToMove = fields[1] == "b";
    int number = 0;
    for (char c : fields[5]) {
        if (c < '0' || c > '9' || number > 100000) return {1, numbering.blackToMove};
        number = number * 10 + (c - '0');
    }
    numbering.moveNumber = std::max(number, 1);
    return numbering;
}

}  // namespace remis
