// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/linestyle.h"

namespace remis::cli {

namespace {

constexpr std::string_view Bom = "\xEF\xBB\xBF";

}  // namespace

LineStyle lineStyleOf(std::string_view start, bool byteOrderMark) {
    LineStyle style;
    style.bom = byteOrderMark;
    const std::size_t lf = start.find('\n');
    style.crlf = lf != std::string_view::npos && lf > 0 && start[lf - 1] == '\r';
    return style;
}

std::string_view StyledText::operator()(std::string_view text) {
    if (!m_style.crlf && !m_bomDue) return text;
    m_styled.clear();
    if (m_bomDue && !text.empty()) {
        m_styled += Bom;
        m_bomDue = false;
    }
    for (const char c : text) {
        if (c == '\n' && m_style.crlf && !m_afterCr) m_styled += '\r';
        m_styled += c;
        m_afterCr = c == '\r';
    }
    return m_styled;
}

}  // namespace remis::cli
