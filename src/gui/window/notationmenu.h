// NotationMenu: View > Move Notation: how the move list and the notation write the moves, in
// English letters (Nf3), in the letters of the interface's language (German Sf3, Spanish
// Cf3) or with figurines (♘f3). One radio action each; the choice applies at once and is kept
// in the settings. PGN files are written in English SAN whatever is chosen (PGN standard
// 8.2.3).
#pragma once

#include <QMenu>

#include "app/text/localnotation.h"

namespace remis::app {
class MoveListModel;
class Settings;
}  // namespace remis::app

namespace remis::gui {

class ArbiterPanel;
class NotationView;

class NotationMenu : public QMenu {
    Q_OBJECT
public:
    NotationMenu(app::Settings* settings, app::MoveListModel* moves, NotationView* notation,
                 ArbiterPanel* arbiter, QWidget* parent);

    // Applies, remembers and checks the style's action.
    void choose(app::LocalNotation::Style style);

private:
    app::Settings* m_settings;
    app::MoveListModel* m_moves;
    NotationView* m_notation;
    ArbiterPanel* m_arbiter;  // its teaching hint names moves
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
