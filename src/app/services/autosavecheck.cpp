// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/services/autosavecheck.h"

#include <string>
#include <vector>

#include "core/pgn/gamepgn.h"
#include "core/pgn/treebuilder.h"

namespace remis::app {

namespace {
// AutosaveSession's [AutosaveUnsaved "Yes"]: the game holds changes saved in no file.
bool isUnsaved(const PgnGame& autosave) {
    return autosave.tag("AutosaveUnsaved") == "Yes";
}
}  // namespace

AutosaveState inspectAutosave(std::string_view bytes) {
    if (bytes.empty()) return AutosaveState::Missing;
    if (bytes.size() > MaxAutosaveBytes || bytes.find('\0') != std::string_view::npos)
        return AutosaveState::Damaged;
    const auto games = readPgnGamesDetailed(bytes, 1);
    if (games.empty()) return AutosaveState::Damaged;
    const PgnGame& tree = games.front().game;
    // Remis wrote the file: a main line cut by a move that does not replay, or one that the
    // Game refuses, is damage (a variation the file it came from had so is not).
    if (games.front().stoppedAt != NoNode) return AutosaveState::Damaged;
    if (!gameFromPgnTree(tree)) return AutosaveState::Damaged;
    const bool unfinished = tree.result == "*";
    // A finished game saved in no file (a mate never saved, an arbiter's correction of a
    // game read from a file) exists nowhere else: losing it loses the user's work.
    if (!unfinished) return isUnsaved(tree) ? AutosaveState::Resumable : AutosaveState::Finished;
    return !tree.mainline().empty() || tree.hasTag("FEN") ? AutosaveState::Resumable
                                                          : AutosaveState::Finished;
}

}  // namespace remis::app
