// The proofs of "No" that walk the positions reachable from the root: every line of play
// within a depth (forced recaptures, forced stalemates), or the whole closure of reachable
// positions when it is small (entombed pieces, kings walking behind a wall). Both only stop
// at positions the material rules prove or that end the game, and both answer "No" only
// after examining everything else; at their node cap they answer Unknown.
#include <algorithm>
#include <deque>

#include "core/analysis/mateability_search.h"
#include "core/analysis/mateability_static.h"
#include "core/board/movegen.h"

namespace remis::mateability_detail {

// ---------------------------------------------------------------------------------------
// Forced lines

namespace {

constexpr int MaxForcedWidth = 4;

struct ForcedLines {
    Color side;
    uint64_t cap;
    SearchOutcome out;
    std::vector<Move> path;

    // True when every line from pos is proven dead within depth plies.
    bool dead(Position& pos, int depth) {
        ++out.nodes;
        // Counted first: most lines open up at once, and then no list is needed.
        int count = countLegalMovesUpTo(pos, MaxForcedWidth);
        if (count == 0) {
            if (pos.inCheck() && pos.sideToMove() != side) {
                out.verdict = Mateability::Yes;
                out.line = path;
                return false;
            }
            return true;
        }
        if (materialVerdict(pos, side) != MateReason::None) return true;
        // A line that locks the pawns (a pawn steps into the wall, the one free piece is
        // taken) ends here when the locked-pawn analysis proves it: 5.2.2 asks whether ANY
        // series of moves leads to mate, and none goes on from a proven position. (The root's
        // own structure is the caller's to try: its proof is not a forced line.)
        if (!path.empty() && lockedProof(pos, side)) return true;
        // A node with many replies is an open line, not a forced one: stop at the first
        // (answering "not proven" is always sound), instead of walking its first branch
        // to the full depth. The closure and the searches handle wide dead positions.
        if (depth == 0 || out.nodes >= cap || count > MaxForcedWidth) return false;
        MoveList moves = legalMoves(pos);
        if (moves.size() > 1) out.forcedOnly = false;
        for (Move m : moves) {
            Position::Undo undo;
            pos.makeMove(m, undo);
            path.push_back(m);
            bool d = dead(pos, depth - 1);
            path.pop_back();
            pos.unmakeMove(m, undo);
            if (!d) return false;
        }
        return true;
    }
};

}  // namespace

SearchOutcome proveForcedLines(const Position& root, Color side, int depth, uint64_t nodeCap) {
    ForcedLines f{side, nodeCap, {}, {}};
    Position pos = root;
    if (f.dead(pos, depth)) f.out.verdict = Mateability::No;
    return f.out;
}

// ---------------------------------------------------------------------------------------
// Closure

namespace {

// Breadth-first walk over exact position identities. The hash table maps a Zobrist key to
// node indices; equal keys are confirmed with the full identity, so a collision can cost
// time but never hide a position.
// The position a node stands for, rebuilt from its identity (the clocks, which no proof here
// reads, start at zero). The queue holds node numbers, not positions: a closure of 500,000
// positions held a frontier of 160-byte positions, most of the analysis's peak memory (the app
// worker went from 47 to 108 MB on 8/8/5k1p/5B1P/7K/8/8/8 w).
Position rebuilt(const PositionIdentity& id) {
    Position pos = Position::empty();
    const auto [occupied, minorPlane, straightPlane, queenPlane] = id.packed;
    for (Bitboard men = occupied; men;) {
        const Square s = popLsb(men);
        const bool a = minorPlane & bit(s), b = straightPlane & bit(s), c = queenPlane & bit(s);
        // The planes of identity(): knight a, bishop b, rook a+b, queen c, king a+c, pawn none.
        const PieceType type =
            c ? (a ? King : Queen) : (a ? (b ? Rook : Knight) : (b ? Bishop : Pawn));
        pos.put(makePiece((id.white & bit(s)) ? White : Black, type), s);
    }
    pos.setSideToMove(Color(id.side));
    pos.setCastlingRights(id.castling);
    pos.setEpCandidate(Square(id.epSquare));
    pos.finishSetup();
    return pos;
}

class Closure {
public:
    Closure(Color side, uint64_t cap) : m_side(side), m_cap(cap) {
        m_table.assign(1024, Empty);
        // Room for the cap at once: the memory is only used as the closure grows, and a vector
        // that doubles holds its old and its new copy at the same time.
        const size_t most = size_t(std::min<uint64_t>(cap, MostNodes)) + 1;
        m_nodes.reserve(most);
        m_keys.reserve(most);
        m_ids.reserve(most);
    }

    SearchOutcome run(const Position& root) {
        SearchOutcome out;
        m_rootPawns = root.pieces(Pawn);
        m_rootMen = popcount(root.occupied());
        insert(root, Empty, Move::none());
        m_queue.push_back(0);
        while (!m_queue.empty()) {
            const uint32_t index = m_queue.front();
            m_queue.pop_front();
            const Position pos = index == 0 ? root : rebuilt(m_ids[index]);
            MoveList moves = legalMoves(pos);
            if (moves.empty()) {
                if (pos.inCheck() && pos.sideToMove() != m_side) {
                    out.verdict = Mateability::Yes;
                    out.line = lineTo(index);
                    break;
                }
                continue;  // stalemate, or the side itself is mated: a dead end
            }
            // Where the pawns or the men on the board differ from the root's, the locked-pawn
            // analysis may prove what follows: nothing beyond needs to be walked (the root's
            // own structure was tried before the closure ran).
            if (changedFromRoot(pos) && lockedProof(pos, m_side)) continue;
            if (moves.size() > 1) out.forcedOnly = false;
            for (Move m : moves) {
                Position child = pos;
                Position::Undo undo;
                child.makeMove(m, undo);
                // Beyond a position the material rules prove, the side can never mate.
                if (materialVerdict(child, m_side) != MateReason::None) continue;
                if (m_nodes.size() >= m_cap) break;
                if (!insert(child, index, m)) continue;
                m_queue.push_back(uint32_t(m_nodes.size() - 1));
            }
            if (m_nodes.size() >= m_cap) {
                m_full = true;
                break;
            }
        }
        if (out.verdict != Mateability::Yes)
            out.verdict = m_queue.empty() && !m_full ? Mateability::No : Mateability::Unknown;
        out.nodes = m_nodes.size();
        return out;
    }

private:
    static constexpr uint32_t Empty = 0xFFFFFFFFu;
    static constexpr uint64_t MostNodes = 1u << 22;  // what is reserved for a larger cap

    bool changedFromRoot(const Position& pos) const {
        return pos.pieces(Pawn) != m_rootPawns || popcount(pos.occupied()) != m_rootMen;
    }

    struct Node {
        uint32_t parent;
        Move move;
    };

    // False if the position was seen before.
    bool insert(const Position& pos, uint32_t parent, Move m) {
        if (m_nodes.size() * 2 >= m_table.size()) grow();
        uint64_t key = pos.key();
        PositionIdentity id = pos.identity();
        size_t mask = m_table.size() - 1;
        size_t i = size_t(key) & mask;
        for (; m_table[i] != Empty; i = (i + 1) & mask) {
            uint32_t n = m_table[i];
            if (m_keys[n] == key && m_ids[n] == id) return false;
        }
        m_table[i] = uint32_t(m_nodes.size());
        m_nodes.push_back({parent, m});
        m_keys.push_back(key);
        m_ids.push_back(id);
        return true;
    }

    void grow() {
        m_table.assign(m_table.size() * 2, Empty);
        size_t mask = m_table.size() - 1;
        for (uint32_t n = 0; n < m_nodes.size(); ++n) {
            size_t i = size_t(m_keys[n]) & mask;
            while (m_table[i] != Empty) i = (i + 1) & mask;
            m_table[i] = n;
        }
    }

    std::vector<Move> lineTo(uint32_t index) const {
        std::vector<Move> line;
        for (uint32_t n = index; m_nodes[n].parent != Empty; n = m_nodes[n].parent)
            line.push_back(m_nodes[n].move);
        std::reverse(line.begin(), line.end());
        return line;
    }

    Color m_side;
    uint64_t m_cap;
    Bitboard m_rootPawns = 0;
    int m_rootMen = 0;
    bool m_full = false;  // the cap was reached: some position may be left unexamined
    std::vector<uint32_t> m_table;
    std::vector<Node> m_nodes;
    std::vector<uint64_t> m_keys;
    std::vector<PositionIdentity> m_ids;
    std::deque<uint32_t> m_queue;  // node numbers, breadth first
};

}  // namespace

SearchOutcome exploreClosure(const Position& root, Color side, uint64_t nodeCap) {
    return Closure(side, nodeCap).run(root);
}

}  // namespace remis::mateability_detail
// SPDX-License-Identifier: GPL-3.0-or-later
