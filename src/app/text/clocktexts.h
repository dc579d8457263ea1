// ClockTexts: time controls and penalties as people read them: "15+10",
// "40/90+30, then 30+30", "+2:00". Remaining times come from app::RuleTexts::clockText.
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
};

}  // namespace remis::app
