// SPDX-License-Identifier: GPL-3.0-or-later
// ClockAccessible: what a screen reader reads of a ClockWidget, which is only painted: its
// name says whose clock it is and the time left in words ("White's clock: 4 minutes 32
// seconds, running"). Read when asked, not sent at every tick; the time said on request and
// low time are announced by the Announcer.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace remis::gui {

class ClockWidget;

class ClockAccessible {
    Q_DECLARE_TR_FUNCTIONS(remis::gui::ClockAccessible)
public:
    static void install();                        // the factory, once
    static QString spoken(const ClockWidget* w);  // the accessible name
};

}  // namespace remis::gui
