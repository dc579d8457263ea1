#include "core/pgn/treewindow.h"

#include <algorithm>
#include <utility>

namespace remis {

void PgnTreeWindow::reset() {
    m_free.clear();
    m_written.clear();
}

NodeId PgnTreeWindow::add(PgnGame& game, PgnNode node) {
    if (m_free.empty()) {
        game.nodes.push_back(std::move(node));
        m_written.resize(game.nodes.size());
        return NodeId(game.nodes.size() - 1);
    }
    const NodeId id = m_free.back();
    m_free.pop_back();
    game.node(id) = std::move(node);
    return id;
}

std::size_t PgnTreeWindow::live(const PgnGame& game) const {
    return game.nodes.size() - m_free.size();
}

bool PgnTreeWindow::isWritten(NodeId id) const {
    return id >= 0 && std::size_t(id) < m_written.size() && m_written[std::size_t(id)];
}

void PgnTreeWindow::markWritten(NodeId id) {
    if (std::size_t(id) >= m_written.size()) m_written.resize(std::size_t(id) + 1);
    m_written[std::size_t(id)] = true;
}

// Iterative: a variation may be nested as deep as the reader allows.
void PgnTreeWindow::drop(PgnGame& game, NodeId id) {
    std::vector<NodeId> toDrop{id};  // the node and every node below it, depth first
    while (!toDrop.empty()) {
        const NodeId at = toDrop.back();
        toDrop.pop_back();
        if (at == NoNode) continue;  // dropped before (dropAlternativesBefore)
        PgnNode& node = game.node(at);
        toDrop.insert(toDrop.end(), node.children.begin(), node.children.end());
        node = PgnNode{};  // frees its text now: the slot may wait long for a new node
        if (std::size_t(at) < m_written.size()) m_written[std::size_t(at)] = false;
        m_free.push_back(at);
    }
}

NodeId PgnTreeWindow::dropBefore(PgnGame& game, NodeId parent, NodeId head, NodeId keep) {
    if (head == keep) return head;
    std::vector<NodeId>& slots = game.node(parent).children;
    // A line's first move that is its parent's first child has its alternatives beside it;
    // they were written after it and go with it.
    if (slots.front() == head) {
        for (std::size_t i = 1; i < slots.size(); ++i) drop(game, slots[i]);
        slots.resize(1);
    }
    NodeId at = head;
    while (at != keep) {
        PgnNode& node = game.node(at);
        const NodeId next = node.children.front();
        // The alternatives to `next` were written after it, before what follows it.
        for (std::size_t i = 1; i < node.children.size(); ++i) drop(game, node.children[i]);
        node.children.clear();
        drop(game, at);
        at = next;
    }
    std::replace(slots.begin(), slots.end(), head, keep);
    game.node(keep).parent = parent;
    return keep;
}

void PgnTreeWindow::dropAlternativesBefore(PgnGame& game, NodeId parent, NodeId head) {
    std::vector<NodeId>& slots = game.node(parent).children;
    auto at = std::find(slots.begin(), slots.end(), head);
    if (at == slots.end()) return;
    // From `head` back to the first slot dropped before: each flush drops only what is new.
    while (at != slots.begin() && at - 1 != slots.begin() && *(at - 1) != NoNode) {
        --at;
        drop(game, *at);
        *at = NoNode;
    }
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
