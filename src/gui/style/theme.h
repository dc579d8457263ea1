// Theme: the colours of everything except the board and the pieces, taken from the palette
// of the moment (light or dark, the system's or the user's). Roles with a meaning of their
// own (an alert, an error, a lit claim button) start from one hue and are then moved in
// lightness until their text reaches WCAG AA contrast (4.5:1) on the background they sit on.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace remis::gui {

struct ThemeColours {
    QColor text, muted, background, base, border;
    QColor accent;                                         // headings, the selected move
    QColor onAccent;                                       // text on the accent
    QColor alertBackground, alertText, alertBorder;        // "viewing an earlier move", banners
    QColor errorText, successText, warningText, noteText;  // on the window background
    QColor litBackground, litText, litBorder;              // a claim the player may make now
    QColor endedBackground, endedText, endedBorder;        // the game-over banner
    QColor panelBackground;                                // the teaching hint
    QColor barBackground, barChunk, barClaimChunk, barAutomaticChunk;
    // A running clock, one short of time (or whose flag fell), an idle one; the flash of a
    // penalty on each; the rim of the side's colour chip.
    QColor clockRunningBackground, clockRunningText, clockLowBackground, clockLowText;
    QColor clockIdleBackground, clockFlashRunning, clockFlashIdle, chipBorder;
    QColor focus;  // the frame of the widget with the keyboard focus (3:1, WCAG 2.4.7 / 1.4.11)
};

namespace theme {

bool isDark(const QPalette& palette);
double luminance(const QColor& colour);                  // WCAG relative luminance
double contrast(const QColor& a, const QColor& b);       // WCAG ratio, 1..21
QColor mix(const QColor& a, const QColor& b, double t);  // t = 0: a, 1: b
// `wanted`, made darker or lighter (whichever the background allows) until it reaches `ratio`
// against `background`.
QColor readable(const QColor& wanted, const QColor& background, double ratio = 4.5);
ThemeColours colours(const QPalette& palette);
// The palette with the text Qt draws from it made readable (4.5:1) wherever it is drawn: links
// and visited links on the base and the window, placeholder text on the base, and disabled
// text, window text and button text on their backgrounds (a translucent colour counts as it
// shows on its background). Themes such as qt6ct's dark schemes fall short on all three. The
// other roles are kept as they are.
QPalette readablePalette(const QPalette& palette);
// Applies readablePalette() to the application now and whenever its palette changes.
void keepApplicationPaletteReadable();
// Black or white, whichever reads better on `background`.
QColor textOn(const QColor& background);
QString css(const QColor& colour);  // "#rrggbb"
// A style sheet giving `selector` a frame that shows the keyboard focus: the border colour at
// rest, the focus colour when focused, the same width either way so that nothing moves.
QString focusFrame(const QString& selector, const ThemeColours& colours);

}  // namespace theme
}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
