// The guided helpmate search of the mateability analyser (finds "Yes" lines in ordinary
// positions; a failure proves nothing). The searches that prove "No" are in
// mateability_closure.cpp.
#include "core/analysis/mateability_search.h"

#include <algorithm>
#include <array>

#include "core/board/movegen.h"

namespace remis::mateability_detail {

// ---------------------------------------------------------------------------------------
// Helpmate search

namespace {

constexpr int MaxPly = 240;
constexpr uint64_t FirstSlice = 2000;

int chebyshev(Square a, Square b) {
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

// Knight distance between squares (breadth-first over the knight graph, computed once).
struct KnightDistance {
    std::array<std::array<uint8_t, 64>, 64> d{};
    KnightDistance() {
        initAttackTables();
        for (Square from = 0; from < 64; ++from) {
            auto& row = d[from];
            row.fill(255);
            row[from] = 0;
            Bitboard seen = bit(from), frontier = bit(from);
            for (uint8_t step = 1; frontier; ++step) {
                Bitboard next = 0;
                for (Bitboard b = frontier; b;) next |= knightAttacks(popLsb(b));
                next &= ~seen;
                seen |= next;
                for (Bitboard b = next; b;) row[popLsb(b)] = step;
                frontier = next;
            }
        }
    }
};
const KnightDistance& knightDistance() {
    static const KnightDistance table;
    return table;
}

// A small always-replace transposition table, reused across calls on one thread: an entry
// counts only for the call (generation) that wrote it, so nothing needs clearing.
struct TTEntry {
    uint64_t key;
    int16_t depth;
    uint16_t generation;
};
struct TranspositionTable {
    static constexpr size_t Size = size_t(1) << 16;
    std::vector<TTEntry> entries = std::vector<TTEntry>(Size, TTEntry{0, 0, 0});
    uint16_t generation = 0;
    void newSearch() {
        if (++generation == 0) {
            std::fill(entries.begin(), entries.end(), TTEntry{0, 0, 0});
            generation = 1;
        }
    }
    // True if the position was already searched with at least this depth; records it.
    bool seen(uint64_t key, int depth) {
        TTEntry& e = entries[size_t(key) & (Size - 1)];
        if (e.generation == generation && e.key == key && e.depth >= depth) return true;
        e = {key, int16_t(depth), generation};
        return false;
    }
};

enum class Step : uint8_t { Normal, Progress, Waste };

class Helpmate {
public:
    Helpmate(Color side, Square corner, uint64_t budget, int maxPly)
        : m_side(side), m_them(~side), m_budget(budget), m_maxPly(maxPly), m_corner(corner) {}

    SearchOutcome run(const Position& root) {
        SearchOutcome out;
        thread_local TranspositionTable tt;
        m_tt = &tt;
        m_tt->newSearch();
        chooseTargets(root);
        Position pos = root;
        for (int depth = 1; depth <= m_maxPly && m_nodes < m_budget; ++depth) {
            m_localNodes = 0;
            m_localLimit = std::min<uint64_t>(LocalLimit, m_budget - m_nodes);
            if (search(pos, depth, 0, false)) {
                out.verdict = Mateability::Yes;
                out.line.assign(m_path.begin(), m_path.begin() + m_lineLength);
                break;
            }
            out.exhausted = !m_cutOff && depth == m_maxPly;
            m_cutOff = false;
        }
        out.nodes = m_nodes;
        return out;
    }

private:
    static constexpr uint64_t LocalLimit = 20000;

    void chooseTargets(const Position& pos);
    Step classify(const Position& pos, Move m) const;
    int orderScore(const Position& pos, Move m, Step step) const;
    bool search(Position& pos, int depth, int ply, bool pastProgress);
    bool leafMates(Position& pos, Move m, int ply);

    Color m_side, m_them;
    uint64_t m_budget, m_nodes = 0, m_localNodes = 0, m_localLimit = 0;
    int m_maxPly;  // no line longer than this (findHelpmate)
    bool m_cutOff = false;
    TranspositionTable* m_tt = nullptr;
    std::array<Move, MaxPly + 1> m_path{};
    int m_lineLength = 0;
    Square m_corner = 0, m_kingTarget = 0, m_blockSquare = 0;
    bool m_needDefenderPromotion = false;
    bool m_weakAttacker = false;  // the side has no queen, rook or pawn
};

// The mate is steered toward a corner: the defending king goes into it, one of its own
// men blocks the square beside it, the mating king stands two squares away along the edge
// and a mating piece attacks the corner. A lone knight or same-coloured bishops need a
// blocker the defender may have to promote (then the defender's pawns are pushed).
void Helpmate::chooseTargets(const Position& pos) {
    Bitboard ours = pos.pieces(m_side, Bishop), theirs = pos.pieces(m_them, Bishop);
    int towardCentreRank = rankOf(m_corner) == 0 ? 1 : -1;
    int towardCentreFile = fileOf(m_corner) == 0 ? 1 : -1;
    m_kingTarget = makeSquare(fileOf(m_corner), rankOf(m_corner) + 2 * towardCentreRank);
    m_blockSquare = makeSquare(fileOf(m_corner) + towardCentreFile, rankOf(m_corner));
    Bitboard mine = pos.pieces(m_side) & ~pos.pieces(King);
    Bitboard minorOrRook = pos.pieces(Knight) | pos.pieces(Bishop) | pos.pieces(Rook);
    bool loneKnight = mine == pos.pieces(m_side, Knight) && popcount(mine) == 1 &&
                      !(pos.pieces(m_them) & minorOrRook);
    Bitboard colour = (ours & LightSquares) ? LightSquares : DarkSquares;
    bool oneColourBishops = mine && mine == ours && !(ours & ~colour) && !(theirs & ~colour) &&
                            !pos.pieces(m_them, Knight);
    m_needDefenderPromotion = loneKnight || oneColourBishops;
    m_weakAttacker =
        !(pos.pieces(m_side) & (pos.pieces(Queen) | pos.pieces(Rook) | pos.pieces(Pawn)));
}

Step Helpmate::classify(const Position& pos, Move m) const {
    Square from = m.from(), to = m.to();
    PieceType type = typeOf(pos.pieceOn(from));
    bool capture = pos.isCapture(m);
    const auto& kd = knightDistance().d;
    if (pos.sideToMove() == m_side) {
        if (type == Pawn)
            return m.isPromotion() && m.promotion() != Queen ? Step::Normal : Step::Progress;
        if (capture) return Step::Progress;
        if (type == King)
            return chebyshev(to, m_kingTarget) < chebyshev(from, m_kingTarget) ? Step::Progress
                                                                               : Step::Normal;
        if (type == Knight)
            return kd[to][m_corner] < kd[from][m_corner] ? Step::Progress : Step::Normal;
        if (type == Bishop) {
            Bitboard occ = pos.occupied() ^ bit(from);
            if ((bishopAttacks(to, occ) & bit(m_corner)) &&
                !(bishopAttacks(from, occ) & bit(m_corner)))
                return Step::Progress;
        }
        return Step::Normal;
    }
    if (type == King && chebyshev(to, m_corner) < chebyshev(from, m_corner)) return Step::Progress;
    // Against minor pieces only, the defender's queens and rooks are in the way: offering
    // them to be taken is progress.
    if (m_weakAttacker && (type == Queen || type == Rook) &&
        (pos.attackersTo(to, pos.occupied() ^ bit(from)) & pos.pieces(m_side)))
        return Step::Progress;
    if (type == Knight && kd[to][m_blockSquare] < kd[from][m_blockSquare]) return Step::Progress;
    if (m_needDefenderPromotion) {
        if (type != Pawn) return Step::Waste;
        return m.isPromotion() && (m.promotion() == Queen || m.promotion() == Rook)
                   ? Step::Waste
                   : Step::Progress;
    }
    if (capture) return Step::Waste;
    return Step::Normal;
}

int Helpmate::orderScore(const Position& pos, Move m, Step step) const {
    static constexpr int Value[7] = {1, 3, 3, 5, 9, 0, 0};
    int score = step == Step::Progress ? 1000 : step == Step::Waste ? -1000 : 0;
    PieceType type = typeOf(pos.pieceOn(m.from()));
    if (pos.isCapture(m))
        score += 10 * Value[m.kind() == Move::EnPassant ? Pawn : typeOf(pos.pieceOn(m.to()))];
    if (m.isPromotion()) score += 5 * Value[m.promotion()];
    Square target = pos.sideToMove() == m_side ? pos.kingSquare(m_them) : m_corner;
    score += 8 - chebyshev(m.to(), target) - (type == King ? 0 : 1);
    return score;
}

// A move of the side into a leaf: only a check can be the mate.
bool Helpmate::leafMates(Position& pos, Move m, int ply) {
    if (m_nodes >= m_budget) {
        m_cutOff = true;
        return false;
    }
    Position::Undo undo;
    pos.makeMove(m, undo);
    bool mate = false;
    if (pos.inCheck()) {
        ++m_nodes, ++m_localNodes;
        mate = !hasLegalMove(pos);
    }
    pos.unmakeMove(m, undo);
    if (mate) {
        m_path[ply] = m;
        m_lineLength = ply + 1;
    }
    return mate;
}

bool Helpmate::search(Position& pos, int depth, int ply, bool pastProgress) {
    if (m_nodes >= m_budget || m_localNodes >= m_localLimit) {
        m_cutOff = true;
        return false;
    }
    ++m_nodes, ++m_localNodes;
    MoveList moves = legalMoves(pos);
    if (moves.empty()) {
        if (!pos.inCheck() || pos.sideToMove() != m_them) return false;
        m_lineLength = ply;
        return true;
    }
    if (depth <= 0 || ply >= m_maxPly || materialVerdict(pos, m_side) != MateReason::None)
        return false;
    if (m_tt->seen(pos.key(), depth)) return false;

    // Moves sorted by score (insertion sort on packed keys: the lists are short).
    std::array<uint32_t, MaxMoves> order;
    std::array<Step, MaxMoves> steps;
    int n = 0;
    for (int i = 0; i < moves.size(); ++i) {
        Move m = moves.moves[i];
        Step s = classify(pos, m);
        steps[i] = s;
        uint32_t key = (uint32_t(std::clamp(orderScore(pos, m, s), -4000, 4000) + 4096) << 9) |
                       uint32_t(i);  // i < 512
        int j = n++;
        for (; j > 0 && order[j - 1] < key; --j) order[j] = order[j - 1];
        order[j] = key;
    }
    bool sideToMove = pos.sideToMove() == m_side;
    for (int i = 0; i < n; ++i) {
        int index = int(order[i] & 0x1FF);
        Move move = moves.moves[index];
        Step step = steps[index];
        int next = step == Step::Progress ? depth
                   : step == Step::Waste  ? depth - 3
                   : pastProgress         ? depth
                                          : depth - 1;
        if (next <= 0) {
            // A leaf after the defender's move is never a mate by the side.
            if (sideToMove && leafMates(pos, move, ply)) return true;
            if (m_cutOff) return false;
            continue;
        }
        Position::Undo undo;
        pos.makeMove(move, undo);
        m_path[ply] = move;
        bool found = search(pos, next, ply + 1, step == Step::Progress);
        pos.unmakeMove(move, undo);
        if (found) return true;
        if (m_cutOff) return false;
    }
    return false;
}

}  // namespace

namespace {

// The corners to try, best first. A bishop of one colour mates in a corner of its colour
// (unless a pawn of the side may still promote); without bishops, a defender's bishop of
// one colour blocks beside a corner of the other colour. Then the nearest to the defending
// king, the side's far corners first.
std::vector<Square> cornerOrder(const Position& pos, Color side) {
    Bitboard ours = pos.pieces(side, Bishop), theirs = pos.pieces(~side, Bishop);
    Bitboard pawns = pos.pieces(side, Pawn);
    bool mayPromote = (side == White ? shift<8>(pawns) : shift<-8>(pawns)) & ~pos.pieces(Pawn);
    // Corners of the colour the bishops suit are tried first: our bishops' colour if we have
    // any, else the colour opposite the opponent's bishops. Only the search order depends on
    // it. -1: any colour.
    auto colourOf = [](Bitboard b) {
        return !(b & LightSquares) ? 0 : !(b & DarkSquares) ? 1 : -1;
    };
    int wantLight = -1;
    if (ours)
        wantLight = colourOf(ours);
    else if (theirs && colourOf(theirs) >= 0)
        wantLight = 1 - colourOf(theirs);
    if (mayPromote && ours) wantLight = -1;
    Square king = pos.kingSquare(~side);
    std::vector<std::pair<int, Square>> scored;
    for (Square c : {Square(0), Square(7), Square(56), Square(63)}) {
        int score = chebyshev(king, c) * 2 + (relativeRank(side, c) == 7 ? 0 : 1);
        if (wantLight >= 0 && int(isLightSquare(c)) != wantLight) score += 100;
        scored.emplace_back(score, c);
    }
    std::sort(scored.begin(), scored.end());
    std::vector<Square> order;
    order.reserve(scored.size());
    for (auto [score, c] : scored) order.push_back(c);
    return order;
}

}  // namespace

// Restarts: each corner in turn gets a slice of the budget, and the slices grow by four
// each round, so that an easy mate costs one short search and a bad first guess of the
// corner costs little.
SearchOutcome findHelpmate(const Position& root, Color side, uint64_t nodeBudget, int maxPly,
                           int corner) {
    maxPly = std::clamp(maxPly, 1, MaxPly);
    SearchOutcome out;
    std::vector<Square> corners =
        corner >= 0 ? std::vector<Square>{Square(corner)} : cornerOrder(root, side);
    for (uint64_t slice = FirstSlice; out.nodes < nodeBudget && !corners.empty(); slice *= 4) {
        for (size_t i = 0; i < corners.size() && out.nodes < nodeBudget;) {
            uint64_t budget = std::min(slice, nodeBudget - out.nodes);
            SearchOutcome s = Helpmate(side, corners[i], budget, maxPly).run(root);
            out.nodes += s.nodes;
            if (s.verdict == Mateability::Yes) {
                out.verdict = Mateability::Yes;
                out.line = std::move(s.line);
                return out;
            }
            if (s.exhausted)
                corners.erase(corners.begin() + long(i));  // more budget cannot help
            else
                ++i;
        }
    }
    return out;
}

}  // namespace remis::mateability_detail
// SPDX-License-Identifier: GPL-3.0-or-later
