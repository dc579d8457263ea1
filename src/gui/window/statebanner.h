// StateBanner: the line above the clocks that says whose move it is, or, as an alert, what
// needs the players' attention (a claim being made, the end of the game with its ruling).
// It wraps rather than widening the window, and keeps room for two lines, so that the board
// below it does not move when an alert of two lines comes and goes.
#pragma once

#include <QLabel>

namespace remis::gui {

class StateBanner : public QLabel {
    Q_OBJECT
public:
    explicit StateBanner(QWidget* parent = nullptr);
    // `alert`: drawn as one (the theme's alert colours); else in the muted text colour.
    void say(const QString& text, bool alert);
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
