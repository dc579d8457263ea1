// SPDX-License-Identifier: GPL-3.0-or-later
// SpokenTime: a remaining time as a screen reader should say it: "4 minutes 32 seconds",
// "1 hour 5 minutes", "9.3 seconds" (tenths under 10 s, as the clock shows them). "4:32" is
// read out as "four thirty-two".
#pragma once

#include <QCoreApplication>
#include <QString>
#include <cstdint>

namespace remis::app {

class SpokenTime {
    Q_DECLARE_TR_FUNCTIONS(remis::app::SpokenTime)
public:
    static QString duration(int64_t ms);
    // A length of time, not a clock reading: whole seconds without tenths ("6 seconds",
    // "1 minute"), as for "less than 6 seconds left" (Orca read "6 s" as "six ess").
    static QString span(int64_t ms);
};

}  // namespace remis::app
