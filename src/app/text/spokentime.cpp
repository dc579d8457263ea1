// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/text/spokentime.h"

#include <QLocale>
#include <QStringList>

#include "app/text/plural.h"

namespace remis::app {

QString SpokenTime::duration(int64_t ms) {
    if (ms < 0) ms = 0;
    if (ms < 10000)  // the clock shows tenths here (RuleTexts::clockText)
        return tr("%1 seconds").arg(QLocale().toString(double(ms / 100) / 10.0, 'f', 1));
    return span(ms);
}

QString SpokenTime::span(int64_t ms) {
    if (ms < 0) ms = 0;
    if (ms < 10000 && ms % 1000 != 0) return duration(ms);
    const int64_t total = ms / 1000;
    const int hours = int(total / 3600), minutes = int(total / 60 % 60), seconds = int(total % 60);
    QStringList parts;
    if (hours > 0) parts << tr("%n hour(s)", nullptr, hours);
    if (minutes > 0) parts << tr("%n minute(s)", nullptr, minutes);
    if (seconds > 0 || parts.isEmpty()) parts << tr("%n second(s)", nullptr, seconds);
    return englishPlural(parts.join(QLatin1Char(' ')));  // "(s)" where no translation is
}

}  // namespace remis::app
