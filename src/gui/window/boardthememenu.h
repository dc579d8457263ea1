// BoardThemeMenu: View > Board Theme: the board's colours (brown, green, high contrast), one
// radio action each. The choice applies at once and is kept in the settings.
#pragma once

#include <QMenu>

namespace remis::app {
class Settings;
}

namespace remis::gui {

class BoardView;

class BoardThemeMenu : public QMenu {
    Q_OBJECT
public:
    BoardThemeMenu(app::Settings* settings, BoardView* board, QWidget* parent);

    void choose(const QString& id);  // applies, remembers and checks the theme's action

private:
    app::Settings* m_settings;
    BoardView* m_board;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
