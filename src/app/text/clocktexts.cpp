#include "app/text/clocktexts.h"

#include <QStringList>

#include "app/text/articles.h"
#include "app/text/plural.h"
#include "app/text/ruletexts.h"
#include "app/text/spokentime.h"

namespace remis::app {

namespace {

QString minutesSeconds(int64_t totalSeconds) {
    const int64_t h = totalSeconds / 3600, m = (totalSeconds / 60) % 60, s = totalSeconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(h)
            .arg(m, 2, 10, QLatin1Char('0'))
            .arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

// "90 min", "45 s", "1 h 30 min" would be longer than people write: minutes when whole.
QString durationWords(int64_t ms) {
    if (ms >= 60000 && ms % 60000 == 0) return ClockTexts::tr("%1 min").arg(ms / 60000);
    if (ms > 60000) return ClockTexts::tr("%1 min %2 s").arg(ms / 60000).arg((ms % 60000) / 1000.0);
    return ClockTexts::tr("%1 s").arg(ms / 1000.0);
}

// "40 moves in 90 min + 30 s", "59 min", "1 min + 5 s delay".
QString periodText(const TimePeriod& p, DelayMode mode) {
    QString text = durationWords(p.baseMs);
    if (p.moves > 0) text = ClockTexts::tr("%n move(s) in %1", "", p.moves).arg(text);
    if (p.incrementMs > 0) text = ClockTexts::tr("%1 + %2").arg(text, durationWords(p.incrementMs));
    if (p.delayMs > 0)
        text = mode == DelayMode::Bronstein
                   ? ClockTexts::tr("%1 + %2 Bronstein delay").arg(text, durationWords(p.delayMs))
                   : ClockTexts::tr("%1 + %2 delay").arg(text, durationWords(p.delayMs));
    return englishPlural(text);
}

}  // namespace

QString ClockTexts::penalty(int64_t ms) {
    return QLatin1Char('+') + minutesSeconds(ms / 1000);
}

QString ClockTexts::control(const TimeControl& tc) {
    if (tc.isUntimed()) return tr("untimed");
    QStringList parts;
    for (const TimePeriod& p : tc.periods) parts << periodText(p, tc.delayMode);
    return parts.join(tr(", then "));
}

QString ClockTexts::controlDetails(const TimeControl& tc) {
    if (tc.isUntimed()) return tr("No clock: moves are not timed.");
    const TimePeriod& first = tc.periods.front();
    // "3 min 15 s for the game", never "3.25 minutes".
    QString text =
        first.moves > 0
            ? englishPlural(
                  tr("%1 for %n move(s)", "", first.moves).arg(durationWords(first.baseMs)))
            : tr("%1 for the game").arg(durationWords(first.baseMs));
    if (first.incrementMs > 0)
        text +=
            tr(", plus %1 per move from the first move on").arg(durationWords(first.incrementMs));
    if (first.delayMs > 0)
        text += tc.delayMode == DelayMode::Bronstein
                    ? tr(", %1 Bronstein delay").arg(durationWords(first.delayMs))
                    : tr(", %1 delay").arg(durationWords(first.delayMs));
    if (tc.periods.size() > 1)
        text += tr("; then %1")
                    .arg(control(
                        TimeControl{{tc.periods.begin() + 1, tc.periods.end()}, tc.delayMode}));
    return text + QLatin1Char('.');
}

QString ClockTexts::perMoveRule(const TimeControl& tc) {
    if (tc.isUntimed()) return {};
    const TimePeriod& first = tc.periods.front();
    if (first.incrementMs > 0) return tr("+%1 every move").arg(durationWords(first.incrementMs));
    if (first.delayMs > 0) return tr("%1 delay per move").arg(durationWords(first.delayMs));
    return {};
}

QString ClockTexts::clockRule(const TimeControl& tc) {
    if (tc.isUntimed()) return tr("No clock: moves are not timed.");
    QString text = tr("%2. The clock starts with the first move played on the board; every "
                      "move, the first included, is timed and earns what the control adds "
                      "(FIDE %1).")
                       .arg(articleNo(article_no::ClockStarts))
                       .arg(control(tc));
    return text;
}

QString ClockTexts::lowTime(Color side, int64_t thresholdMs) {
    return tr("%1 has less than %2 left.")
        .arg(RuleTexts::colorName(side), SpokenTime::span(thresholdMs));
}

QString ClockTexts::lowTimeMarkSpoken(int64_t thresholdMs) {
    return tr("under %1").arg(SpokenTime::span(thresholdMs));
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
