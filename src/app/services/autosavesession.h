// SPDX-License-Identifier: GPL-3.0-or-later
// AutosaveSession: what a game in progress holds beyond its record, kept in the autosave only,
// so that a game resumed after a crash or kill -9 goes on as it stood: the clock readings at
// the save (the running clock's too: the time the side to move had used is not given back),
// whose clock was running, and a draw offer that stands (9.1.2: until accepted, declined or
// answered by a move; an offer by the side to move is recorded only with its next move).
// Written as tags of the autosave's own, before the game's:
//   [AutosaveWhiteClock "0:04:51.2"]
//   [AutosaveBlackClock "0:05:00"]
//   [AutosaveClockRunning "White"]      or [AutosaveClockPaused "White"] (6.12)
//   [AutosaveDrawOffer "White"]
//   [AutosaveUnsaved "Yes"]
//   [AutosaveFile "/home/ann/club%20games.pgn"] [AutosaveFileGame "7"]
//   [AutosaveFileSize "48211"] [AutosaveFileModified "1795872000123"]
//   [AutosaveFileHash "9f0c3a51d2e47b86"]
// The last says that the game holds changes saved in no file (GameController::isModified):
// such a game is offered back after a crash even when it has ended (a checkmate, a result
// corrected by the arbiter), since the autosave is then the only copy of the user's work.
// The file tags name the file and game (1-based) the game came from, with the file's size,
// modification time (ms since 1970, UTC) and content hash (ContentHash, hexadecimal) then: a
// resumed game goes back to that game of that file, so that Save writes it there, unless the
// file changed since (AutosaveSource). An autosave written before the hash was kept has no
// hash tag: size and time alone decide, as they did.
// Resuming takes them out before the game is loaded, so that they never reach a file the
// user saves. An autosave written before them has none: it resumes as it did, the clocks
// waiting for the next move.
#pragma once

#include <QString>
#include <cstdint>
#include <optional>

#include "core/base/types.h"

namespace remis::app {

class ClockDriver;
class GameController;

// The file a game came from, as Save would write it back (GameFiles), and how to tell that
// the file changed since: its size, modification time and the hash of its bytes when it was
// indexed (a change can leave size and time as they were).
struct AutosaveSource {
    QString path;  // absolute
    int game = 0;  // 0-based
    qint64 size = -1;
    qint64 modifiedMs = -1;
    std::optional<quint64> hash;  // none: the file was not read whole, or an older autosave
};

struct AutosaveSession {
    std::optional<int64_t> clockMs[2];     // by Color, at the save
    std::optional<Color> running;          // whose clock ran then
    std::optional<Color> paused;           // whose clock was paused then (6.12)
    std::optional<Color> offerBy;          // a draw offer standing then
    bool unsaved = false;                  // changes in no file the user saved to
    std::optional<AutosaveSource> source;  // the file and game it came from

    // The game's state now (for an ended game only whether it is unsaved).
    static AutosaveSession of(const GameController& controller);
    // Read from the tags of an autosave's text.
    static AutosaveSession read(const QString& text);
    // `pgn` with the tags before its own.
    QString written(const QString& pgn) const;
    // `text` without the tags.
    static QString withoutTags(const QString& text);
    // Into the game just loaded from the autosave: the clocks as they read, the side to move's
    // paused by `driver` if it ran or was paused (no driver: running on from now if it ran,
    // else waiting for the next move), and the offer, unless the record already restored it.
    void restore(GameController& controller, ClockDriver* driver = nullptr) const;
};

}  // namespace remis::app
