// LanguageMenu: View > Language: follow the system, or one of the languages Remis speaks.
// The choice is kept in the settings and applies from the next start (the window is built
// once, in the language it starts in).
#pragma once

#include <QMenu>

namespace remis::app {
class Settings;
}

namespace remis::gui {

class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    LanguageMenu(app::Settings* settings, QWidget* parent);

private:
    void choose(const QString& language);

    app::Settings* m_settings;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
