// Autosave: keeps the game on disk so that a crash or kill -9 loses at most the move being
// made. After every move, take-back, game end and reset the controller's PGN, with the state
// of the game in progress (AutosaveSession: the clocks, a standing offer), is written to
// <dir>/autosave.pgn with QSaveFile (write to a temporary, then rename: the file on disk is
// always a complete old or new version). While a clock runs it is written every ClockSaveMs
// too, so that a crash gives back at most that much of the running time. <dir> is the
// constructor's argument, else the REMIS_DATA_DIR environment variable, else
// QStandardPaths::AppDataLocation.
//
// A damaged autosave (not a readable game: AutosaveState::Damaged) is never offered and never
// blocks the start; before the first write of a session replaces it, it is copied next to
// itself as autosave-damaged-<date>-<time>.pgn (damagedCopyPath() says where).
//
// Start-up: any change of the controller saves over the file, so a window that wants to offer
// the saved game should setEnabled(false) first, ask hasResumableGame(), resume() or not,
// then setEnabled(true) (and save()).
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>
#include <optional>

#include "app/base/apperror.h"
#include "app/services/autosavecheck.h"
#include "app/services/autosavesession.h"

namespace remis {
class PgnGame;
}

namespace remis::app {

class ClockDriver;
class GameController;

// What the resume question names: the players, how far the game went, when it was saved,
// and how a finished game ended.
struct SavedGame {
    QString white, black;  // the PGN's tags ("?" when unknown)
    int plies = 0;
    QDateTime savedAt;  // the file's modification time
    QString ending;     // "Black wins: checkmate (FIDE 5.1.1)"; empty while the game goes on
    std::optional<AutosaveSource> source;  // the file and game it came from, if any
};

class Autosave : public QObject {
    Q_OBJECT
public:
    explicit Autosave(GameController* controller, const QString& directory = {},
                      QObject* parent = nullptr);

    static constexpr int ClockSaveMs = 10000;

    QString filePath() const { return m_path; }
    static QString defaultDirectory();  // REMIS_DATA_DIR or AppDataLocation

    // The clock's pause (6.12) is saved when it starts and ends, and a game saved paused is
    // resumed paused (without a driver it resumes with the clocks waiting for a move).
    void followClock(ClockDriver* driver);

    // The file and game the game on the board came from, asked at every save (GameFiles
    // knows it): kept in the autosave so that a resumed game is put back in its file.
    void setSourceOf(std::function<std::optional<AutosaveSource>()> source) {
        m_sourceOf = std::move(source);
    }
    // After resume(): the file and game the resumed game came from, if the autosave says.
    std::optional<AutosaveSource> resumedSource() const { return m_resumedSource; }

    // Saving follows the controller's signals while enabled (the default).
    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isEnabled() const { return m_enabled; }

    // Writes now; a failure is also reported by saveFailed.
    AppResult<> save();
    // On start: is there a saved game worth offering to resume (an unfinished game with at
    // least one move or from a non-standard position, or any game with unsaved changes)?
    bool hasResumableGame() const { return resumableGame().has_value(); }
    std::optional<SavedGame> resumableGame() const;
    // Loads the saved game into the controller, as it stood at the save (AutosaveSession): the
    // clocks as they read, the side to move's running on from now if it ran then, a standing
    // draw offer. An older autosave's clocks stand still until the next move.
    AppResult<> resume();
    // Deletes the file (e.g. the user declined to resume).
    bool discard();
    // Keeps the saved game as the last game of the PGN file at `path`, after the games kept
    // there before, without the autosave's own tags (AutosaveSession), so that opening it is
    // opening the game (a helper: previous.pgn carried [AutosaveWhiteClock ...] into the
    // game's tags). The same game is not added twice.
    AppResult<> keepCopy(const QString& path) const;
    // What the file on disk holds now.
    AutosaveState state() const;
    // Where the damaged file found at the first save was copied; empty if there was none.
    QString damagedCopyPath() const { return m_damagedCopy; }

signals:
    void saved(const QString& path);
    void saveFailed(const remis::app::AppError& error);

private:
    void onChanged();
    void onClockSave();
    QString readSaved(bool* ok) const;
    QByteArray readBytes(bool* ok) const;
    void keepDamagedFile();
    static QString endingText(const PgnGame& game);

    GameController* m_controller;
    ClockDriver* m_clockDriver = nullptr;
    std::function<std::optional<AutosaveSource>()> m_sourceOf;
    std::optional<AutosaveSource> m_resumedSource;
    QString m_path;
    bool m_enabled = true;
    bool m_checkedBeforeWrite = false;
    QString m_damagedCopy;
    QTimer m_clockSave;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
