#include "core/pgn/tagrepair.h"

#include "core/pgn/lexer.h"

namespace remis {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t';
}

bool isNameChar(char c) {
    return pgn::isAlpha(c) || pgn::isDigit(c) || c == '_';
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
    return s;
}

}  // namespace

std::optional<RepairedTag> repairTagLine(std::string_view line) noexcept {
    if (line.empty() || line.front() != '[') return std::nullopt;
    std::string_view body = trimmed(line.substr(1));
    if (!body.empty() && body.back() == ']') body = trimmed(body.substr(0, body.size() - 1));
    std::size_t nameEnd = 0;
    while (nameEnd < body.size() && isNameChar(body[nameEnd])) ++nameEnd;
    if (nameEnd == 0) return std::nullopt;
    if (nameEnd < body.size() && !isBlank(body[nameEnd]) && body[nameEnd] != '"')
        return std::nullopt;
    RepairedTag tag;
    tag.name = body.substr(0, nameEnd);
    std::string_view value = trimmed(body.substr(nameEnd));
    // Everything between the name and the end is the value, so no byte of the line is lost;
    // one quote at each end is taken as its delimiter.
    const bool opened = !value.empty() && value.front() == '"';
    if (opened) value.remove_prefix(1);
    const bool closed = opened && !value.empty() && value.back() == '"';
    if (closed) value.remove_suffix(1);
    if (!opened && !value.empty() && value.back() == '"') value.remove_suffix(1);
    tag.value = value;
    tag.guessed = !closed;
    return tag;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
