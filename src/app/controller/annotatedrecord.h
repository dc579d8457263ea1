// AnnotatedRecord: the game's PGN tree (core/pgn/tree.h) kept beside the controller's Game:
// the comments, NAGs and variations a file brought, the comments the user writes, and the
// moves played here appended to the main line. The Game stays the truth about the moves and
// the arbiter; this keeps everything else so that nothing is dropped on save (docs/pgn.md,
// "Keeping"). Node of ply p (1-based) = the p-th main-line node; ply 0 = the root.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/pgn/tree.h"

namespace remis::app {

class AnnotatedRecord {
public:
    void clear();  // a new game or position: no annotations
    // A game read from a file; `plies` of its main line were replayed into the Game.
    // `stoppedAt`: the main-line node where reading stopped (PgnGameRead::stoppedAt), whose
    // unread rest is the rest of the game; a variation's unread rest is no such thing.
    void load(PgnGame tree, int plies, NodeId stoppedAt = NoNode);

    const PgnGame& tree() const { return m_tree; }
    NodeId nodeOfPly(int ply) const;  // NoNode past the main line
    int plyOfNode(NodeId id) const;   // -1 when the node is not on the main line
    int gamePlies() const { return m_plies; }
    int loadedPlies() const { return m_loadedPlies; }  // of those, the ones read from the file
    int recordPlies() const;  // the main line's moves, the Game's and any after them

    // The Game ended at `plies` (a dead position proven after the moves that followed it):
    // the moves played here after it are removed; those read from the file stay in the
    // record, as played after the end (pgn.md).
    void endGameAt(int plies);

    // The main line of the record goes on beyond what the Game holds (after a null move or
    // an unreadable move): moves played now would not follow it, so they are refused.
    bool continuesBeyondGame() const;
    void appendMove(const std::string& san);
    // Take-back of the last move: only when no variation branches beside it (taking it back
    // would turn that variation into the main line: a move that was not played).
    bool canRemoveLast() const;
    void removeLast();
    // Cuts the main line after `ply` (<= gamePlies()): the moves after it, the variations
    // beside them and an unread rest of the game are gone from the record (an unread
    // variation of the move at `ply` stays: it is beside that move, not after it).
    void cutAfter(int ply);

    std::string commentText(NodeId id) const { return m_tree.commentText(id); }
    void setCommentText(NodeId id, const std::string& text) { m_tree.setCommentText(id, text); }
    void setNags(NodeId id, std::vector<int> nags) { m_tree.node(id).nags = std::move(nags); }
    std::vector<std::string> commands(NodeId id, std::string_view name) const {
        return m_tree.commands(id, name);
    }
    void setCommand(NodeId id, std::string_view name, std::string_view value) {
        m_tree.setCommand(id, name, value);
    }
    // A comment of its own after the node's others (an arbiter's note, such as an incorrect
    // claim made between moves: core/pgn/claimnote.h).
    void addComment(NodeId id, std::string text) {
        m_tree.node(id).after.push_back({std::move(text), PgnComment::Kind::Brace});
    }

    // The game as PGN: the tree with the arbiter's record (gamepgn.h, toPgnTree) merged in:
    // its tags set in their place, the result, and for moves played here their clocks, draw
    // offers and comments.
    // `addRoster`: the seven tag roster's missing tags are added as "?" (8.1.1); not for a
    // game read from a file that had tags (pgn.md: tags the user did not set are not added).
    // `closing`: a closing comment for the last move (a result corrected to the ruling).
    std::string write(const PgnGame& arbiter, bool addRoster = true,
                      const std::string& closing = {}) const;

private:
    void mergePlayedMoves(PgnGame& out, const PgnGame& arbiter) const;

    PgnGame m_tree;
    int m_plies = 0;              // main-line moves that are in the Game
    int m_loadedPlies = 0;        // of those, the ones that came from the file
    NodeId m_stoppedAt = NoNode;  // load(): the rest of the game is its unread text
};

// "!", "?", "!!", "??", "!?", "?!", and the usual symbols for other NAGs; "$n" otherwise.
std::string nagGlyph(int nag);

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
