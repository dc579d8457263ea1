// ClockTexts: time controls and penalties as people read them: "15 min + 10 s",
// "40 moves in 90 min + 30 s, then 30 min + 30 s", "1 min + 5 s delay", "+2:00". Remaining times
// come from app::RuleTexts::clockText.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <cstdint>

#include "core/clock/clock.h"

namespace remis::app {

class ClockTexts {
    Q_DECLARE_TR_FUNCTIONS(remis::app::ClockTexts)
public:
    static QString penalty(int64_t ms);                    // "+2:00"
    static QString control(const TimeControl& tc);         // "untimed" for no clock
    static QString controlDetails(const TimeControl& tc);  // a sentence
    // The clock rule in short, shown with the clocks while they wait: "+2 s every move";
    // empty for no clock or no extra time.
    static QString perMoveRule(const TimeControl& tc);
    // The whole rule, e.g. for a tooltip on the clocks: when the clock starts and what each
    // move adds.
    static QString clockRule(const TimeControl& tc);
    // The low-time warning, shown and said: "White has less than 18 seconds left." (in words:
    // a screen reader reads "18 s" as "eighteen ess").
    static QString lowTime(Color side, int64_t thresholdMs);
    // The same as a screen reader says it with the clock: "under 18 seconds". (The clock's
    // face shows the time itself, in red: no words beside the digits.)
    static QString lowTimeMarkSpoken(int64_t thresholdMs);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
