// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/gameboundary.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace remis::io {

namespace {

constexpr bool isLineEnd(char c) {
    return c == '\n' || c == '\r';
}
constexpr bool isBlank(char c) {
    return c == ' ' || c == '\t' || isLineEnd(c) || c == '\f' || c == '\v';
}

// The bytes that end a run of words outside comments and tags ('%' only in column 1).
constexpr std::array<bool, 256> Specials = [] {
    std::array<bool, 256> table{};
    for (unsigned char c : std::string_view("[{;()%")) table[c] = true;
    return table;
}();

bool isSpecial(char c) {
    return Specials[static_cast<unsigned char>(c)];
}

constexpr std::size_t MaxWord = 8;  // longer than any result token

}  // namespace

bool PgnBoundaryScanner::lineStartAt(std::string_view bytes, std::size_t at) const {
    return at == m_callFrom ? m_lineEnd : isLineEnd(bytes[at - 1]);
}

// Words and blanks in bytes[from, to): remembers the last word (results are found by it).
void PgnBoundaryScanner::noteWords(std::string_view bytes, std::size_t from, std::size_t to) {
    std::size_t end = to;
    while (end > from && isBlank(bytes[end - 1])) --end;
    if (end == from) {  // blanks only: the last word is complete
        if (to > from) m_wordOpen = false;
        return;
    }
    std::size_t start = end;
    while (start > from && !isBlank(bytes[start - 1])) --start;
    const std::string_view word = bytes.substr(start, end - start);
    if (start != from || !m_wordOpen) {
        m_word.clear();
        m_wordLong = false;
    }
    if (m_wordLong || m_word.size() + word.size() > MaxWord) {
        m_word.clear();
        m_wordLong = true;
    } else {
        m_word.append(word);
    }
    m_wordOpen = end == to;
}

// Outside comments and tags, from `from` up to the next byte that changes the state: returns
// a game start, or npos (then m_from says where the scan goes on).
std::size_t PgnBoundaryScanner::normal(std::string_view bytes, std::size_t from) {
    const std::size_t n = bytes.size();
    std::size_t words = from;  // where the current run of words began
    for (std::size_t i = from;; ++i) {
        while (i < n && !isSpecial(bytes[i])) ++i;
        if (i == n) {
            noteWords(bytes, words, n);
            m_from = n;
            return std::string_view::npos;
        }
        const char c = bytes[i];
        if (c == '%' && !lineStartAt(bytes, i)) continue;  // a '%' inside a word
        noteWords(bytes, words, i);
        const bool afterResult = !m_wordLong && m_depth == 0 && isPgnResultToken(m_word);
        m_word.clear();
        m_wordOpen = m_wordLong = false;
        m_from = i + 1;
        switch (c) {
            case '[':
                m_state = State::Tag;
                return afterResult ? i : std::string_view::npos;
            case '{':
                m_state = State::Brace;
                return std::string_view::npos;
            case ';':
            case '%':  // an escape line (PGN 6), ignored to its end
                m_state = State::LineComment;
                return std::string_view::npos;
            case '(':
                ++m_depth;
                break;
            default:  // ')'
                m_depth = std::max(0, m_depth - 1);
                break;
        }
        words = i + 1;
    }
}

std::size_t PgnBoundaryScanner::next(std::string_view bytes, std::size_t from) {
    const std::size_t n = bytes.size();
    m_from = m_callFrom = from;
    std::size_t cut = std::string_view::npos;
    while (m_from < n && cut == std::string_view::npos) {
        std::size_t i = m_from;
        const char* p = bytes.data();
        switch (m_state) {
            case State::Normal:
                cut = normal(bytes, i);
                continue;  // m_from is where normal() stopped
            case State::Brace: {
                const void* close = std::memchr(p + i, '}', n - i);
                i = close ? std::size_t(static_cast<const char*>(close) - p) : n;
                if (close) m_state = State::Normal;
                break;
            }
            case State::LineComment:
                while (i < n && !isLineEnd(p[i])) ++i;
                if (i < n) m_state = State::Normal;
                break;
            case State::Tag:
                while (i < n && p[i] != '"' && p[i] != ']' && !isLineEnd(p[i])) ++i;
                if (i < n) m_state = p[i] == '"' ? State::TagString : State::Normal;
                break;
            case State::TagString:
                while (i < n && p[i] != '"' && p[i] != '\\' && !isLineEnd(p[i])) ++i;
                if (i < n)
                    m_state = p[i] == '"'    ? State::Tag
                              : p[i] == '\\' ? State::TagEscape
                                             : State::Normal;
                break;
            case State::TagEscape:
                m_state = isLineEnd(p[i]) ? State::Normal : State::TagString;
                break;
        }
        m_from = std::min(i + 1, n);  // bytes[i] (if any) changed the state: consumed
    }
    if (m_from > from) m_lineEnd = isLineEnd(bytes[m_from - 1]);
    m_from = 0;
    return cut;
}

}  // namespace remis::io
