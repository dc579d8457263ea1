// The nodes of a game read as a window of its tree (PgnTreeBuilder::setWindow): which ones a
// writer has written, and dropping those no open line needs any more. Dropped nodes leave
// their slots free for the next ones, so that node ids stay valid while the game is read (the
// builder's lines and the writer's frames hold them) and the tree holds about as many nodes
// as the window, however long the game or its variations.
#pragma once

#include <cstddef>
#include <vector>

#include "core/pgn/tree.h"

namespace remis {

class PgnTreeWindow {
public:
    void reset();
    // Adds a node to the game, in a free slot if there is one; returns its id.
    NodeId add(PgnGame& game, PgnNode node);
    // Nodes held (slots not free).
    [[nodiscard]] std::size_t live(const PgnGame& game) const;
    [[nodiscard]] bool isWritten(NodeId id) const;
    void markWritten(NodeId id);
    // `keep` lies on the line that starts with `head` among the children of `parent`:
    // the nodes from `head` to the one before `keep`, written with their variations, are
    // dropped, and `keep` takes `head`'s place. Returns the line's new head.
    NodeId dropBefore(PgnGame& game, NodeId parent, NodeId head, NodeId keep);
    // The alternatives before `head` among the children of `parent` but the first (the
    // variations written before the one open at `head`) are dropped; their slots hold
    // NoNode, so that the alternatives still to come keep their places, which the writer
    // counts.
    void dropAlternativesBefore(PgnGame& game, NodeId parent, NodeId head);

private:
    void drop(PgnGame& game, NodeId id);  // with every node below it

    std::vector<NodeId> m_free;
    std::vector<bool> m_written;  // by slot
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
