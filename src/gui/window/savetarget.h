// SaveTarget: what saving this game alone over an existing file would remove, and the
// question that says so before it happens (docs/pgn.md: "A file is never shortened without
// the user's say"). The file dialog's own "already exists. Replace it?" names no games; this
// one counts them: the file the game came from (its other games), or any other PGN file.
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace remis::gui {

struct SaveTarget {
    Q_DECLARE_TR_FUNCTIONS(SaveTarget)

public:
    enum class Answer { SaveAll, ReplaceWithThisGame, Cancel };

    QString path;
    int games = 0;          // games in the file now (0: no file, or not a PGN file)
    bool isSource = false;  // the file the game on the board comes from

    // `path` as it is on disk; `sourcePath`: the file the game comes from (empty: none).
    static SaveTarget inspect(const QString& path, const QString& sourcePath);
    // The games that writing this game alone to `path` would remove.
    int lostGames() const { return isSource ? games - 1 : games; }
    // The question: Save All (the file the game came from only, the default there),
    // Replace with This Game Only (never the default), Cancel (the default otherwise).
    Answer ask(QWidget* parent) const;
    QString question() const;
    QString details() const;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
