#include "core/rules/repetition.h"

namespace remis {

namespace {

bool samePlacement(const PositionIdentity& a, const PositionIdentity& b) {
    return a.packed == b.packed && a.white == b.white && a.side == b.side;
}

}  // namespace

void RepetitionHistory::reset(const Position& start) {
    m_entries.clear();
    Entry e{start.identity(), start.key(), 0, 1, -1, {0, 0}};
    e.maxCount[start.sideToMove()] = 1;
    m_entries.push_back(e);
    m_keys.assign(1, e.key);
    refilter();
}

// The filter again from the window's keys (after a reset, or a pop back past the last
// capture or pawn move: the window is longer than the filter knows).
void RepetitionHistory::refilter() {
    m_seen = {};
    for (int i = windowStart(); i <= ply(); ++i) see(m_keys[size_t(i)]);
}

// Finds the previous occurrence (the same side to move, so every second ply) and inherits
// its count: the cost is the plies since the last capture or pawn move, once per move.
void RepetitionHistory::push(const Position& pos, bool zeroing) {
    const int ply = int(m_entries.size());
    const uint64_t key = pos.key();
    // The scan first, on the packed keys; the entry is then built in place (no copy of it
    // through the stack: this runs after every move of every audited game).
    const int windowStart = zeroing ? ply : m_entries.back().windowStart;
    int match = -1;
    if (zeroing) {
        m_seen = {};
    } else if (mayHaveSeen(key)) {
        for (int i = ply - 2; i >= windowStart; i -= 2) {
            if (m_keys[size_t(i)] == key && m_entries[size_t(i)].identity == pos.identity()) {
                match = i;
                break;
            }
        }
    }
    see(key);
    const int maxWhite = zeroing ? 0 : m_entries.back().maxCount[0];
    const int maxBlack = zeroing ? 0 : m_entries.back().maxCount[1];
    Entry& e = m_entries.emplace_back();
    e.identity = pos.identity();
    e.key = key;
    e.windowStart = windowStart;
    e.count = match < 0 ? 1 : m_entries[size_t(match)].count + 1;
    e.previous = match;
    e.maxCount[0] = maxWhite;
    e.maxCount[1] = maxBlack;
    int& best = e.maxCount[pos.sideToMove()];
    if (e.count > best) best = e.count;
    m_keys.push_back(key);
}

void RepetitionHistory::pop() {
    if (m_entries.size() <= 1) return;
    const bool zeroing = m_entries.back().windowStart == ply();
    m_entries.pop_back(), m_keys.pop_back();
    if (zeroing) refilter();  // the window reaches back before that move again
}

int RepetitionHistory::countOf(const PositionIdentity& id, uint64_t key) const {
    int n = 0;
    // Every ply since the last capture or pawn move: the side to move is part of the
    // identity, so the plies of the other side never match.
    for (int i = ply(); i >= windowStart(); --i) {
        const Entry& e = m_entries[size_t(i)];
        if (e.key == key && e.identity == id) ++n;
    }
    return n;
}

std::vector<int> RepetitionHistory::occurrencePlies() const {
    std::vector<int> plies(static_cast<size_t>(count()));
    int i = ply();
    for (size_t k = plies.size(); k-- > 0; i = m_entries[size_t(i)].previous) plies[k] = i;
    return plies;
}

int RepetitionHistory::maxCountFor(Color side) const {
    return m_entries.back().maxCount[side];
}

std::vector<PositionIdentity> RepetitionHistory::positionsSeenAtLeast(int n, Color side) const {
    std::vector<PositionIdentity> found;
    for (int i = windowStart(); i <= ply(); ++i) {
        const Entry& e = m_entries[size_t(i)];
        if (e.identity.side == side && e.count == n) found.push_back(e.identity);  // once each
    }
    return found;
}

std::vector<LookAlike> RepetitionHistory::lookAlikes() const {
    std::vector<LookAlike> result;
    const Entry& now = m_entries.back();
    for (int i = windowStart(); i < ply(); ++i) {
        const Entry& e = m_entries[size_t(i)];
        if (!samePlacement(e.identity, now.identity) || e.identity == now.identity) continue;
        result.push_back({i, e.identity.castling != now.identity.castling
                                 ? LookAlikeReason::CastlingRights
                                 : LookAlikeReason::EnPassant});
    }
    return result;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
