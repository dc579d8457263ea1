// SaveTarget: what saving over an existing file would remove, and the question that says so
// before it happens (docs/pgn.md: "A file is never shortened without the user's say"). The
// file dialog's own "already exists. Replace it?" names no games; this one counts them: this
// game alone over the file it came from (its other games), or this game or all the games of
// its file over any other PGN file (every game in it). It is the only question about an
// existing file (the file dialog asks none: QFileDialog::DontConfirmOverwrite), so that the
// user answers one question, not two; a file that loses no game is asked about too.
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace remis::gui {

struct SaveTarget {
    Q_DECLARE_TR_FUNCTIONS(SaveTarget)

public:
    enum class Answer { SaveAll, Replace, Cancel };

    QString path;
    bool exists = false;
    int games = 0;          // games in the file now (0: no file, or not a PGN file)
    bool isSource = false;  // the file the game on the board comes from
    int writing = 1;        // the games to be written: this one, or all of its file

    // `path` as it is on disk; `sourcePath`: the file the game comes from (empty: none).
    static SaveTarget inspect(const QString& path, const QString& sourcePath, int writing = 1);
    // The games that writing to `path` would remove.
    int lostGames() const {
        if (isSource) return writing > 1 ? 0 : games - 1;
        return games;
    }
    // Writing to `path` replaces a file: the user is asked first, always once.
    bool asksFirst() const { return exists; }
    // The question: Save All (this game over the file it came from only, the default there),
    // Replace with This Game Only / Replace the File (never the default), Cancel (the
    // default otherwise); a file that loses no game: Replace the File or Cancel (the default).
    Answer ask(QWidget* parent) const;
    QString question() const;
    QString details() const;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
