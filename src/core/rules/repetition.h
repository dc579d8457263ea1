// The positions of a game for FIDE 9.2 (threefold) and 9.6.1 (fivefold).
//
// 9.2.3: positions are the same when the same player has the move, the same pieces stand
// on the same squares and the possible moves are the same: castling rights count, and an
// en passant square only when the capture is legal (Position keeps it only then).
// Identities are compared in full, never by a truncated hash. The start position (ply 0,
// maybe from a FEN) is the first occurrence; nothing before it is known.
//
// A capture or pawn move can never be undone, so no position before it can recur: lookups
// scan only the plies since the last such move, and the cost per move does not grow with
// the length of the game.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/board/position.h"

namespace remis {

// Why an earlier position with the same pieces on the same squares is not the same (9.2.3).
enum class LookAlikeReason : uint8_t { CastlingRights, EnPassant };

struct LookAlike {
    int ply;
    LookAlikeReason reason;
};

class RepetitionHistory {
public:
    void reset(const Position& start);
    void push(const Position& pos, bool zeroing);  // the position after a move
    void pop();

    int ply() const { return int(m_entries.size()) - 1; }
    // Occurrences of the current position, this one included, and their plies ascending.
    int count() const { return m_entries.back().count; }
    std::vector<int> occurrencePlies() const;
    // How many times a position with this identity has occurred (for claims with a move).
    int countOf(const PositionIdentity& id, uint64_t key) const;
    // The highest number of occurrences of any position in the window with this side to move;
    // lets the claim-with-move check skip generating positions when nothing is close to 3.
    int maxCountFor(Color side) const;
    // The positions with this side to move that occurred at least n times so far.
    std::vector<PositionIdentity> positionsSeenAtLeast(int n, Color side) const;
    int windowStart() const { return m_entries.back().windowStart; }
    std::vector<LookAlike> lookAlikes() const;

private:
    struct Entry {
        PositionIdentity identity;
        uint64_t key;
        int windowStart;  // first ply after the last capture or pawn move
        int count;        // occurrences of this position up to this ply
        int previous;     // ply of the previous occurrence, or -1
        int maxCount[2];  // highest count of any position, by side to move, in the window
    };
    std::vector<Entry> m_entries;
    // The keys again, packed: push() scans them every second ply back to the last capture or
    // pawn move, and the full entries are read only where a key matches.
    std::vector<uint64_t> m_keys;
    // A filter of the keys in the window (since the last capture or pawn move): one bit per
    // key, chosen by its bits. A key whose bit is clear occurred nowhere in the window, so
    // push() skips the scan for most positions, which occur for the first time. A set bit
    // only says "maybe": the scan decides. It may hold more keys than the window (after a
    // pop), never fewer.
    std::array<uint64_t, 8> m_seen{};
    void see(uint64_t key) { m_seen[key >> 61] |= uint64_t(1) << (key & 63); }
    bool mayHaveSeen(uint64_t key) const { return (m_seen[key >> 61] >> (key & 63)) & 1; }
    void refilter();
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
