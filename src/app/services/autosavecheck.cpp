#include "app/services/autosavecheck.h"

#include <string>
#include <vector>

#include "core/pgn/gamepgn.h"
#include "core/pgn/writer.h"

namespace remis::app {

AutosaveState inspectAutosave(std::string_view bytes) {
    if (bytes.empty()) return AutosaveState::Missing;
    if (bytes.size() > MaxAutosaveBytes || bytes.find('\0') != std::string_view::npos)
        return AutosaveState::Damaged;
    std::vector<PgnError> errors;
    auto records = readPgnRecords(bytes, &errors, 1);
    if (records.empty()) return AutosaveState::Damaged;
    const PgnGameRecord& rec = records.front();
    if (!gameFromPgnRecord(rec)) return AutosaveState::Damaged;  // a move that does not replay
    const std::string result = rec.result.empty() ? std::string(rec.tag("Result")) : rec.result;
    const bool unfinished = result.empty() || result == "*";
    return unfinished && (!rec.moves.empty() || !rec.startFen.empty()) ? AutosaveState::Resumable
                                                                       : AutosaveState::Finished;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
