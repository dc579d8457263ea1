// SPDX-License-Identifier: GPL-3.0-or-later
// CountAccessible: a counter drawn as a progress bar (the arbiter's fifty-move and repetition
// counts) as a screen reader should read it: one line of text, its accessible name ("Fifty-
// move count: 33 of 100 plies, claim at 100"). As a progress bar, Orca adds "33 percent",
// which means nothing for a count of plies or repetitions.
#pragma once

class QProgressBar;

namespace remis::gui {

class CountAccessible {
public:
    static void mark(QProgressBar* bar);  // read this bar as a line of text from now on
};

}  // namespace remis::gui
