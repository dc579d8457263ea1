#include "app/text/spokentext.h"

#include <QRegularExpression>
#include <QStringList>

#include "app/text/localnotation.h"
#include "app/text/movewords.h"
#include "app/text/ruletexts.h"
#include "core/board/notation.h"
#include "core/board/position.h"

namespace remis::app {

QString SpokenText::moveInWords(const QString& text, const std::string& san, const Position& before,
                                Move move) {
    if (san.empty()) return text;
    // A whole word: "Rd2" in "Rd2 would make", not the "e4" inside "Ne4"; as the shown
    // sentence writes it, in the user's letters ("Td2").
    const QRegularExpression word(
        QStringLiteral("(?<![\\w])%1(?![\\w])")
            .arg(QRegularExpression::escape(LocalNotation::inText(QString::fromStdString(san)))));
    QString spoken = text;
    spoken.replace(word, MoveWords::spoken(before, move, san));
    return spoken;
}

QString SpokenText::lineWords(const Position& pos, const std::vector<Move>& line, size_t maxPlies) {
    QStringList words;
    Position p = pos;
    for (size_t i = 0; i < line.size() && i < maxPlies; ++i) {
        words << MoveWords::spoken(p, line[i], toSan(p, line[i]));
        p = p.after(line[i]);
    }
    QString text = words.join(tr(", then "));
    if (line.size() > maxPlies) text = tr("%1, and so on").arg(text);
    return text;
}

QString SpokenText::lineInWords(const QString& text, const Position& pos,
                                const std::vector<Move>& line) {
    const QString shown = RuleTexts::helpmateText(pos, line);
    if (shown.isEmpty() || !text.contains(shown)) return text;
    QString words = lineWords(pos, line, line.size());
    if (line.size() > RuleTexts::HelpmateShownPlies + 1) {  // as shown: the first moves, the mate
        Position beforeMate = pos;
        for (size_t i = 0; i + 1 < line.size(); ++i) beforeMate = beforeMate.after(line[i]);
        words = tr("%1, until %2")  // lineWords says "and so on" first
                    .arg(lineWords(pos, line, RuleTexts::HelpmateShownPlies),
                         lineWords(beforeMate, {line.back()}, 1));
    }
    QString spoken = text;
    return spoken.replace(shown, words);
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
