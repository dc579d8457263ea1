// What an autosave file holds, judged from its bytes alone (no Qt, no file access), so that
// the start-up decision can be fuzzed: a game worth offering to resume, a finished or empty
// game, or something that is not a readable game at all (a crash mid-disk-failure, another
// program's file, junk). A damaged autosave is never offered and never blocks the start; it
// is copied aside before anything overwrites it (Autosave).
#pragma once

#include <cstddef>
#include <string_view>

namespace remis::app {

enum class AutosaveState {
    Missing,    // no bytes at all
    Resumable,  // an unfinished game with at least one move, or from a set-up position, or
                // a finished one with unsaved changes ([AutosaveUnsaved], AutosaveSession)
    Finished,   // a readable game that there is no point in resuming (saved, or empty)
    Damaged,    // not a readable game: keep a copy before overwriting it
};

// Larger files are not read at all (an autosave holds one game: a few kilobytes).
constexpr std::size_t MaxAutosaveBytes = 16u << 20;

AutosaveState inspectAutosave(std::string_view bytes);

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
