// LoadNotice: tells the user what reading a game from a file did to it, each case as it is
// (docs/pgn.md: honest about what it did). A game cut off at an unreadable move is a damaged game:
// a warning box says so and that its text is kept and saved as it was. A game that was only
// repaired (a tag line read leniently, a line kept as a comment, a FEN fullmove 0 or
// impossible castling rights) lost nothing: a lighter, non-modal notice lists the repairs and
// says that saving writes the repaired form. A game read whole whose variation stops at an
// unreadable move is no damaged game: a like notice says that variation is kept as written.
// Notes alone (a null move) need no box. Which case
// a warning is comes from the core (core/pgn/readeffect.h via app::LoadWarning), never from
// its words.
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QWidget;

namespace remis::gui {

// The warnings of one loaded game, each a line naming the file (or "pasted text"), the game
// and the line in it.
struct LoadReport {
    QStringList unread;      // text not read: reading stopped at an illegal move, text skipped
    QStringList variations;  // variations read up to an illegal move; the mainline is whole
    QStringList repaired;    // read as evidently meant, with the form it is saved in
    QStringList notes;       // nothing changed (a null move: the rulings stop there)
    // From a file, whose text Save copies while the game is unchanged; pasted or dropped text
    // has no file, and Save writes the game as it was read.
    bool fromFile = true;

    bool isEmpty() const {
        return unread.isEmpty() && variations.isEmpty() && repaired.isEmpty() && notes.isEmpty();
    }
    // A repaired game that lost nothing is saved in its repaired form; a game with unread
    // text keeps the file's text, the broken lines with it, until the user changes it.
    bool savesRepairs() const {
        return !repaired.isEmpty() && unread.isEmpty() && variations.isEmpty();
    }
    QString firstLine() const;  // the most important line, for the status bar
};

class LoadNotice : public QObject {
    Q_OBJECT
public:
    explicit LoadNotice(QWidget* window);
    // Closes the notice of the game before (a new game has its own or none).
    void clear();
    // Shows the box the report calls for, if any; the game is on the board already, so no
    // box blocks the event loop.
    void show(const LoadReport& report);
    QMessageBox* box() const { return m_box; }  // the box shown, if still open (tests)

private:
    void showDamaged(const LoadReport& report);
    void showVariationsKept(const LoadReport& report);
    void showRepaired(const LoadReport& report);
    void present(QMessageBox* box);

    QWidget* m_window;
    QPointer<QMessageBox> m_box;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
