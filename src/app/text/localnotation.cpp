// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/text/localnotation.h"

#include <QStringList>

namespace remis::app {

namespace {

const QString English = QStringLiteral("NBRQK");
// White's figurines (U+2658 knight ... U+2654 king): SAN's letters name a piece, not a colour.
const QString Figurines = QStringLiteral("\u2658\u2657\u2656\u2655\u2654");
// Black's figurines, read like White's when typed or pasted.
const QString BlackFigurines = QStringLiteral("\u265E\u265D\u265C\u265B\u265A");

// The places in SAN where a piece letter stands: the first character, and the promotion
// piece after '=' (or directly after the rank, "e8Q").
bool isPieceSlot(const QString& text, qsizetype i) {
    if (i == 0) return true;
    if (text.at(i - 1) == QLatin1Char('=')) return true;
    return text.at(i - 1).isDigit() && i >= 2 && text.at(i - 2).isLower();
}

QString mapLetters(const QString& text, const QString& from, const QString& to) {
    if (from.size() != 5 || to.size() != 5) return text;
    QString out = text;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const qsizetype at = from.indexOf(out.at(i));
        if (at >= 0 && isPieceSlot(out, i)) out[i] = to.at(at);
    }
    return out;
}

}  // namespace

QString LocalNotation::styleId(Style style) {
    switch (style) {
        case Style::English:
            return QStringLiteral("english");
        case Style::Figurines:
            return QStringLiteral("figurines");
        case Style::Local:
            break;
    }
    return QStringLiteral("local");
}

LocalNotation::Style LocalNotation::styleFromId(const QString& id) {
    if (id == QLatin1String("english")) return Style::English;
    if (id == QLatin1String("figurines")) return Style::Figurines;
    return Style::Local;
}

QString LocalNotation::letters() {
    //: The SAN letters of knight, bishop, rook, queen and king, in this order, as written in
    //: this language (German: SLTDK, Spanish: CATDR). Five capital letters, all different.
    const QString local = tr("NBRQK");
    return local.size() == 5 ? local : English;
}

QString LocalNotation::pieceLetters() {
    //: The letter of a pawn in this language, as a position editor takes it (German: B for
    //: Bauer, Spanish: P for peón). One capital letter, not one of the five piece letters.
    const QString pawn = tr("P");
    const QString pieces = letters();
    const bool usable = pawn.size() == 1 && pawn.at(0).isUpper() && !pieces.contains(pawn);
    return (usable ? pawn : QStringLiteral("P")) + pieces;
}

QString LocalNotation::toEnglish(const QString& typed) {
    return toEnglish(typed, letters());
}

QString LocalNotation::toEnglish(const QString& typed, const QString& localLetters) {
    const QString text = typed.trimmed();
    // Local letters first; an English letter the language does not use is read as English.
    // A figurine is one character, so the piece slots stay where they were.
    const QString local = localLetters.size() == 5 ? localLetters : English;
    QString out = text;
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (!isPieceSlot(text, i)) continue;
        for (const QString& from : {local, Figurines, BlackFigurines}) {
            const qsizetype at = from.indexOf(text.at(i));
            if (at < 0) continue;
            out[i] = English.at(at);
            break;
        }
    }
    return out;
}

QString LocalNotation::show(const QString& san, Style style) {
    return show(san, style, letters());
}

QString LocalNotation::show(const QString& san, Style style, const QString& localLetters) {
    switch (style) {
        case Style::English:
            return san;
        case Style::Local:
            return mapLetters(san, English, localLetters);
        case Style::Figurines:
            return mapLetters(san, English, Figurines);
    }
    return san;
}

QString LocalNotation::showLine(const QString& line, Style style) {
    const QString local = letters();
    QStringList words = line.split(QLatin1Char(' '));
    for (QString& word : words) {
        // "12." and "12..." before a move are kept as they are; the move follows them.
        qsizetype at = 0;
        while (at < word.size() && word.at(at).isDigit()) ++at;
        if (at > 0)
            while (at < word.size() && word.at(at) == QLatin1Char('.')) ++at;
        word = word.left(at) + show(word.mid(at), style, local);
    }
    return words.join(QLatin1Char(' '));
}

namespace {
LocalNotation::Style& textStyleSetting() {
    static LocalNotation::Style style = LocalNotation::Style::Local;
    return style;
}
}  // namespace

void LocalNotation::setTextStyle(Style style) {
    textStyleSetting() = style;
}

LocalNotation::Style LocalNotation::textStyle() {
    return textStyleSetting();
}

QString LocalNotation::inText(const QString& san) {
    return show(san, textStyle());
}

QString LocalNotation::lineInText(const QString& line) {
    return showLine(line, textStyle());
}

AppError LocalNotation::shown(const AppError& error, Style style) {
    const std::optional<Error>& core = error.coreError();
    if (!core || core->code != ErrorCode::AmbiguousMove || core->args.empty()) return error;
    Error local = *core;
    QStringList moves;
    // The core joins the candidates with " or " (notation.cpp).
    for (const QString& san :
         QString::fromStdString(local.args.front()).split(QStringLiteral(" or ")))
        moves << show(san, style);
    //: Between the moves an ambiguous typed move could be: "Nbd2 or Nfd2".
    local.args.front() = moves.join(tr(" or ")).toStdString();
    return AppError(local);
}

}  // namespace remis::app
