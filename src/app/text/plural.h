// Plurals: every count goes through tr("%n move(s)", "", n), so a translation picks the right
// numerus form. Without a translation installed Qt leaves "(s)" as written; englishPlural()
// then gives the English forms ("1 move", "2 moves", "1 ply", "3 plies").
#pragma once

#include <QRegularExpression>
#include <QString>

namespace remis::app {

// Resolves "(s)" after each number in text left untranslated: "1 ply(s)" -> "1 ply",
// "99 ply(s)" -> "99 plies", "2 move(s)" -> "2 moves". Translated text has no "(s)".
inline QString englishPlural(QString text) {
    static const QRegularExpression counted(QStringLiteral("(\\d+) ([A-Za-z]+)\\(s\\)"));
    QRegularExpressionMatch m;
    while ((m = counted.match(text)).hasMatch()) {
        const bool one = m.captured(1) == QLatin1String("1");
        QString word = m.captured(2);
        if (!one)
            word = word.endsWith(QLatin1Char('y')) && word != QLatin1String("day")
                       ? word.chopped(1) + QLatin1String("ies")
                       : word + QLatin1Char('s');
        text.replace(m.capturedStart(), m.capturedLength(),
                     m.captured(1) + QLatin1Char(' ') + word);
    }
    return text;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
