// ToggleAccessible: a checkable push button ("Claim with a move...") as a screen reader should
// read it. Qt 6 reports such a button as a check box, and Orca said "check box, not checked"
// for a button. Here it is a button named by its text, without the trailing dots, whose
// description begins by saying it is a toggle and whether it is pressed.
#pragma once

#include <QCoreApplication>

namespace remis::gui {

class ToggleAccessible {
    Q_DECLARE_TR_FUNCTIONS(remis::gui::ToggleAccessible)
public:
    static void install();  // for every checkable QPushButton from now on; once is enough
    static QString description(bool pressed);
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
