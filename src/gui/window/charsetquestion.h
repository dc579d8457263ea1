// CharsetQuestion: saving a game read as ISO 8859-1 (docs/pgn.md, "Reading") whose text that
// charset cannot hold, e.g. a "€" typed into a comment. The game can only be written in UTF-8;
// the file's other ISO 8859-1 games stay as they were, or go to UTF-8 too so that the file has
// one encoding for every program that reads it. Asked first, since it changes the file's
// bytes beyond the user's edit (docs/pgn.md: nothing is changed without the user's say).
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace remis::gui {

struct CharsetQuestion {
    Q_DECLARE_TR_FUNCTIONS(CharsetQuestion)

public:
    enum class Answer { WholeFile, ThisGame, Cancel };

    QString fileName;
    int game = 0;                   // 0-based
    QString missing;                // the characters ISO 8859-1 lacks, e.g. "€♔"
    bool otherLatin1Games = false;  // the file has other games in ISO 8859-1

    // Whole File in UTF-8 (the default) and This Game in UTF-8 where other games are
    // ISO 8859-1, else Save in UTF-8 (ThisGame); Cancel.
    Answer ask(QWidget* parent) const;
    QString question() const;
    QString details() const;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
