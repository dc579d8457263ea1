// SPDX-License-Identifier: GPL-3.0-or-later
// The form of a PGN file's text that a rewrite keeps (docs/pgn.md: a game changed is written
// with the line ends and the charset of the file's text): CR LF or LF line ends, and a UTF-8
// byte-order mark at the start. `annotate` writes its output so, so that a Windows file comes
// back as one, not as a mix of its copied games' CR LF and the written games' LF.
#pragma once

#include <string>
#include <string_view>

namespace remis::cli {

struct LineStyle {
    bool crlf = false;  // the first line of the text ends with CR LF
    bool bom = false;   // the file opened with a byte-order mark
};

// The style of a text from its start (the first line end it holds; LF if none) and whether
// its file opened with a byte-order mark.
LineStyle lineStyleOf(std::string_view start, bool byteOrderMark);

// Passes text on in a style: LF that no CR precedes becomes CR LF (CR LF stays as it is, across
// the pieces too), and the mark opens the first piece.
class StyledText {
public:
    explicit StyledText(LineStyle style) : m_style(style), m_bomDue(style.bom) {}
    // The piece in the style; `text` as it is when the style is plain LF without a mark.
    std::string_view operator()(std::string_view text);

private:
    LineStyle m_style;
    bool m_bomDue;
    bool m_afterCr = false;  // the last piece ended with CR
    std::string m_styled;
};

}  // namespace remis::cli
