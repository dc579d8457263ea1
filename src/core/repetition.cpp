#include "core/repetition.h"

namespace remis {

namespace {

bool samePlacement(const PositionIdentity& a, const PositionIdentity& b) {
    return a.packed == b.packed && a.white == b.white && a.side == b.side;
}

}  // namespace

void RepetitionHistory::reset(const Position& start) {
    m_entries.clear();
    m_entries.push_back({start.identity(), start.key(), 0});
}

void RepetitionHistory::push(const Position& pos, bool zeroing) {
    int start = zeroing ? int(m_entries.size()) : m_entries.back().windowStart;
    m_entries.push_back({pos.identity(), pos.key(), start});
}

void RepetitionHistory::pop() {
    if (m_entries.size() > 1) m_entries.pop_back();
}

int RepetitionHistory::countOf(const PositionIdentity& id, uint64_t key) const {
    int n = 0;
    // The same side to move only at plies of the same parity as the current one.
    for (int i = ply(); i >= windowStart(); --i) {
        const Entry& e = m_entries[size_t(i)];
        if (e.key == key && e.identity == id) ++n;
    }
    return n;
}

std::vector<int> RepetitionHistory::occurrencePlies() const {
    std::vector<int> plies;
    const Entry& now = m_entries.back();
    for (int i = windowStart() + (ply() - windowStart()) % 2; i <= ply(); i += 2) {
        const Entry& e = m_entries[size_t(i)];
        if (e.key == now.key && e.identity == now.identity) plies.push_back(i);
    }
    return plies;
}

int RepetitionHistory::maxCountFor(Color side) const {
    int best = 0;
    for (int i = windowStart(); i <= ply(); ++i) {
        const Entry& e = m_entries[size_t(i)];
        if (e.identity.side != side) continue;
        int n = 0;
        for (int j = i; j <= ply(); j += 2)
            if (m_entries[size_t(j)].key == e.key && m_entries[size_t(j)].identity == e.identity) ++n;
        if (n > best) best = n;
    }
    return best;
}

std::vector<LookAlike> RepetitionHistory::lookAlikes() const {
    std::vector<LookAlike> result;
    const Entry& now = m_entries.back();
    for (int i = windowStart(); i < ply(); ++i) {
        const Entry& e = m_entries[size_t(i)];
        if (!samePlacement(e.identity, now.identity) || e.identity == now.identity) continue;
        result.push_back({i, e.identity.castling != now.identity.castling ? LookAlikeReason::CastlingRights : LookAlikeReason::EnPassant});
    }
    return result;
}

}  // namespace remis
