#include "core/pgn/treebuildstate.h"

#include <algorithm>
#include <utility>

namespace remis {

bool PgnTreeBuilder::State::startsRecording() {
    if (std::exchange(readsNextVariation, false)) return false;
    if (window == 0 || scope != WindowScope::Lines || !reading || lines.size() < 2) return false;
    const Line& line = lines.back();
    if (!line.hasMove || line.last != line.head) return false;
    recording = std::make_unique<Recording>();
    recording->line = lines.size() - 1;
    recording->depth = 1;
    recording->start = line.before;
    recording->head.append({PgnEventTape::Kind::BeginVariation, order, 0, {}});
    recorded = true;
    return true;
}

void PgnTreeBuilder::State::record(const PgnEventTape::Event& e) {
    using Kind = PgnEventTape::Kind;
    Recording& r = *recording;
    if (e.kind == Kind::BeginVariation) ++r.depth;
    if (e.kind == Kind::EndVariation) --r.depth;
    if (!r.headDecided) {
        r.head.append(e);
        if (e.kind == Kind::Move && r.depth == 1 && isPlayable(r.start, e.text))
            return keepRecording(r);
        if (e.kind == Kind::Move || r.depth != 1) readRecordingNow();
        return;
    }
    lines[r.line].deferred->append(e);
    if (r.depth == 0) recording.reset();  // its ')'
}

bool PgnTreeBuilder::State::isPlayable(Position pos, std::string_view san) {
    return bool(playRecordedMove(pos, san));
}

void PgnTreeBuilder::State::keepRecording(Recording& r) {
    std::unique_ptr<PgnEventTape>& tape = lines[r.line].deferred;
    if (!tape) tape = std::make_unique<PgnEventTape>();
    r.head.replay([&tape](const PgnEventTape::Event& e) { tape->append(e); });
    r.headDecided = true;
}

void PgnTreeBuilder::State::readRecordingNow() {
    const std::unique_ptr<Recording> r = std::move(recording);
    readsNextVariation = true;
    play(r->head);
}

void PgnTreeBuilder::State::play(PgnEventTape& tape) {
    ++replaying;
    const std::uint64_t at = order;
    tape.replay([this](const PgnEventTape::Event& e) {
        order = e.order;
        playEvent(*self, e);
    });
    order = at;
    --replaying;
}

void PgnTreeBuilder::State::readRecordedAtEnd() {
    for (;;) {
        if (recording && !recording->headDecided) {
            readRecordingNow();
            continue;
        }
        recording.reset();
        std::size_t i = lines.size();
        while (i > 0 && !lines[i - 1].deferred) --i;
        if (i == 0) return;
        const std::unique_ptr<PgnEventTape> tape = std::move(lines[i - 1].deferred);
        lines.resize(i - 1);
        readOn();
        unreadOpen = 0;
        numberBeforeMove.clear();
        play(*tape);
    }
}

void PgnTreeBuilder::State::addStartNag(NodeId at, int nag) {
    std::vector<int>& nags = game().node(at).nags;
    std::vector<std::uint64_t>& orders = startNagOrder[at];
    if (orders.size() > nags.size()) orders.clear();  // not this move's (cannot happen)
    const auto place = std::upper_bound(orders.begin(), orders.end(), order);
    const std::size_t index = nags.size() - orders.size() + std::size_t(place - orders.begin());
    orders.insert(place, order);
    nags.insert(nags.begin() + std::ptrdiff_t(index), nag);
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
