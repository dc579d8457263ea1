#include "gui/window/charsetquestion.h"

#include <QMessageBox>
#include <QPushButton>
#include <QStringList>

namespace remis::gui {

QString CharsetQuestion::question() const {
    if (missing.isEmpty())  // characters beyond U+FFFF only (an emoji)
        return tr("Game %1 of %2 is written in ISO 8859-1 (Latin-1), which cannot hold its "
                  "new text.")
            .arg(QString::number(game + 1), fileName);
    QStringList characters;  // apart, so that each stands out: "€ ♔"
    for (const QChar c : missing) characters << QString(c);
    return tr("Game %1 of %2 is written in ISO 8859-1 (Latin-1), which has no %3.")
        .arg(QString::number(game + 1), fileName, characters.join(QLatin1Char(' ')));
}

QString CharsetQuestion::details() const {
    if (!otherLatin1Games)
        return tr(
            "Saving writes this game in UTF-8, which holds every character; Remis and "
            "other PGN programs read it.");
    return tr(
        "Saving writes this game in UTF-8. The file's other games are in ISO 8859-1: "
        "convert them too, so that programs that read a file in one encoding show every "
        "game right, or keep them as they are.");
}

CharsetQuestion::Answer CharsetQuestion::ask(QWidget* parent) const {
    QMessageBox box(QMessageBox::Question, tr("Save in UTF-8"), question(), {}, parent);
    box.setInformativeText(details());
    QPushButton* whole = nullptr;
    QPushButton* game = nullptr;
    if (otherLatin1Games) {
        whole = box.addButton(tr("Whole File in UTF-8"), QMessageBox::AcceptRole);
        game = box.addButton(tr("This Game in UTF-8"), QMessageBox::AcceptRole);
    } else {
        game = box.addButton(tr("Save in UTF-8"), QMessageBox::AcceptRole);
    }
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(whole ? whole : game);
    box.exec();
    if (whole && box.clickedButton() == whole) return Answer::WholeFile;
    if (box.clickedButton() == game) return Answer::ThisGame;
    return Answer::Cancel;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
