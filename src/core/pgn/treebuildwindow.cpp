#include "core/pgn/treebuildstate.h"

#include <algorithm>

namespace remis {

void PgnTreeBuilder::State::slideWindow() {
    if (window == 0 || !isWindowFull()) return;
    if (scope == WindowScope::Mainline && lines.size() > 1) return;
    const Line& inner = lines.back();
    if (inner.last == inner.head || !isNested()) return;
    const NodeId previous = game().node(inner.last).parent;
    if (previous == inner.head) return;
    const NodeId complete = game().node(previous).parent;
    if (kept.isWritten(complete)) return;
    markWritten(complete);  // first: it adds the late annotations, before they are written
    flush(*current, complete);
    commentBytes = 0;
    dropWritten(complete);
    forgetDroppedStops();
    // Each flush walks the nodes held: when many must stay (alternatives to a move not
    // yet written), the next one waits until as many more are read.
    threshold = 2 * kept.live(game());
}

bool PgnTreeBuilder::State::isWindowFull() const {
    return kept.live(current->game) >= std::max(window, threshold) ||
           commentBytes >= window * kCommentBytesPerNode;
}

bool PgnTreeBuilder::State::isNested() const {
    for (std::size_t i = 1; i + 1 < lines.size(); ++i)
        if (lines[i].last == lines[i].head) return false;
    return true;
}

void PgnTreeBuilder::State::markWritten(NodeId complete) {
    mark(PgnGame::root());
    mark(complete);
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        mark(lines[i].last);
        mark(game().node(lines[i].last).parent);
    }
}

void PgnTreeBuilder::State::mark(NodeId id) {
    if (kept.isWritten(id)) return;
    markedAs[id] = ++marks;  // a slot freed and reused is marked anew
    addLate(id);
    kept.markWritten(id);
}

void PgnTreeBuilder::State::addLate(NodeId id) {
    const auto [from, to] = toAdd.equal_range(markedAs[id]);
    PgnNode& node = game().node(id);
    for (auto it = from; it != to; ++it) {
        if (it->second.comment)
            node.after.push_back(std::move(*it->second.comment));
        else
            node.nags.push_back(it->second.nag);
    }
    toAdd.erase(from, to);
}

bool PgnTreeBuilder::State::skipsLate(NodeId at, PgnLateAnnotation late) {
    if (adding) return true;
    lateBytes += sizeof late + (late.comment ? late.comment->text.size() : 0);
    if (lateBytes > kMaxLateBytes) {
        current->flushedThenChanged = true;
        current->late.clear();
        return false;
    }
    late.move = markedAs[at];
    current->late.push_back(std::move(late));
    return false;
}

void PgnTreeBuilder::State::dropWritten(NodeId complete) {
    const NodeId parent = dropOuterLines();
    Line& inner = lines.back();
    if (complete != parent) inner.head = kept.dropBefore(game(), parent, inner.head, complete);
}

NodeId PgnTreeBuilder::State::dropOuterLines() {
    NodeId parent = PgnGame::root();
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        Line& line = lines[i];
        const NodeId keep = game().node(line.last).parent;
        if (keep != parent) line.head = kept.dropBefore(game(), parent, line.head, keep);
        parent = keep;
        kept.dropAlternativesBefore(game(), parent, lines[i + 1].head);
    }
    return parent;
}

void PgnTreeBuilder::State::flushClosedVariation() {
    if (window == 0 || scope != WindowScope::Lines || !isWindowFull()) return;
    const Line& closed = lines.back();
    if (!closed.hasMove || !isNested()) return;
    markWritten(closed.last);
    flush(*current, closed.last);
    commentBytes = 0;
    (void)dropOuterLines();
    forgetDroppedStops();
    threshold = 2 * kept.live(game());
}

void PgnTreeBuilder::State::forgetDroppedStops() {
    for (PgnVariationStop& stop : current->variationStops)
        if (stop.at != NoNode && game().node(stop.at).san.empty()) stop.at = NoNode;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
