// ClockPair: keeps the two ClockWidgets (above and below the board) in step with the game:
// which side sits at the bottom (the board's orientation), names, remaining times from the
// ClockDriver, the running side, pause, flag fall, and a "+2:00" flash on the clock that
// receives a penalty for an incorrect claim (9.5.3).
#pragma once

#include <QObject>

#include "core/rules/game.h"

namespace remis::app {
class ClockDriver;
class GameController;
}  // namespace remis::app

namespace remis::gui {

class ClockWidget;

class ClockPair : public QObject {
    Q_OBJECT
public:
    ClockPair(ClockWidget* top, ClockWidget* bottom, app::GameController* controller,
              app::ClockDriver* driver, QObject* parent = nullptr);

    void setFlipped(bool flipped);  // Black at the bottom
    ClockWidget* widgetFor(Color side) const;
    void refresh();

private:
    void refreshTimes();
    void onVerdict(const ClaimVerdict& verdict);

    ClockWidget* m_top;
    ClockWidget* m_bottom;
    app::GameController* m_controller;
    app::ClockDriver* m_driver;
    bool m_flipped = false;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
