#include "gui/window/statebanner.h"

#include <QApplication>
#include <QStyle>
#include <QVariant>

#include "gui/style/theme.h"

namespace remis::gui {

StateBanner::StateBanner(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("stateBanner"));
    // Long text never widens the window; it wraps, so that the verdict at the end of a game
    // is read whole.
    setWordWrap(true);
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    const ThemeColours colours = theme::colours(QApplication::palette());
    setStyleSheet(
        QStringLiteral("QLabel { padding: 5px 8px; border-radius: 4px; color: %1; border: 1px "
                       "solid transparent; }"
                       "QLabel[alert=\"true\"] { background: %2; border: 1px solid %3; "
                       "color: %4; }")
            .arg(theme::css(colours.muted), theme::css(colours.alertBackground),
                 theme::css(colours.alertBorder), theme::css(colours.alertText)));
}

void StateBanner::say(const QString& text, bool alert) {
    // Room for two lines whatever it says, so that the board does not move when a claim or
    // the end of the game makes it two lines long (tester: a click then hit the wrong
    // square). The font's line spacing: presenter mode scales it.
    setMinimumHeight(2 * fontMetrics().lineSpacing() + 12);
    setText(text);
    setToolTip(text);
    if (property("alert").toBool() != alert) {
        setProperty("alert", alert);
        style()->unpolish(this);
        style()->polish(this);
    }
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
