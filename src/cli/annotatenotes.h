// The arbiter's notes that `annotate` writes into a game (docs/cli.md): which notes, after
// which ply of the mainline, in which order; and the removal of the notes an earlier run
// wrote. Shared by the game held as a tree and the game too long for that, read as a window
// of its tree (cmd_annotate.cpp), so that both write the same bytes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/audit/audit.h"
#include "core/pgn/treebuilder.h"

namespace remis::cli {

// A note and the mainline ply it follows (0: before the first move).
struct PlannedNote {
    int ply = 0;
    std::string_view kind;  // an audit kind id, "result_inconsistent" or "rulings_stop"
    std::string words;
};

// Removes the notes an earlier run wrote from one node: annotating twice changes nothing.
void removeOldNotes(PgnNode& node);
// Adds a note after the node's comments.
void addNote(PgnNode& node, std::string_view kind, const std::string& words);
// Adds a note at the start of the node's unread rest (which must not be empty).
void addNoteBeforeUnread(PgnNode& node, std::string_view kind, const std::string& words);

// Replays a mainline through the auditor node by node, as the audit command would read it:
// its moves and the comments after them ([%clk]), with the game's tags.
class MainlineAudit {
public:
    MainlineAudit(const PgnGameRead& read, RuleSet rules);
    MainlineAudit(const MainlineAudit&) = delete;  // the auditor reports to this object
    MainlineAudit& operator=(const MainlineAudit&) = delete;
    void add(const PgnNode& node);  // the next mainline node, its old notes removed
    GameAudit end(const std::string& result);

private:
    GameAudit m_result;
    GameAuditor m_auditor;
    bool m_stopped = false;  // a move failed: the auditor has ended the replay
};

// The notes for a game's audit, in the order they are added (each node's notes keep it).
// `plies`: the mainline's length.
std::vector<PlannedNote> planNotes(const GameAudit& audit, const Position& start, int plies,
                                   RuleSet rules);

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
