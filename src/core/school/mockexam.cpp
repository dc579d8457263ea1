#include "core/school/mockexam.h"

#include <algorithm>
#include <set>
#include <string>

#include "core/board/fen.h"

namespace remis::school {

namespace {

// splitmix64: the same numbers on every platform and library (std::shuffle's are not), so a
// seed written on a paper gives that paper again anywhere.
uint64_t nextRandom(uint64_t& state) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void shuffle(std::vector<size_t>& v, uint64_t& state) {
    for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[nextRandom(state) % i]);
}

// The position asked about, without its clocks (the same men, side to move, castling and en
// passant rights).
std::string positionKey(const Item& item) {
    const std::string fen = toFen(item.position());
    size_t end = fen.size();
    for (int field = 0; field < 2 && end != std::string::npos; ++field)
        end = fen.rfind(' ', end - 1);
    return fen.substr(0, end);
}

}  // namespace

std::vector<size_t> pickMockExam(const std::vector<const Item*>& pool, const MockExamSpec& spec) {
    std::vector<QuestionKind> kinds = spec.kinds;
    if (kinds.empty())
        for (const Item* item : pool)
            if (item->kind != QuestionKind::Watch &&
                std::find(kinds.begin(), kinds.end(), item->kind) == kinds.end())
                kinds.push_back(item->kind);
    std::sort(kinds.begin(), kinds.end());
    kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
    uint64_t state = spec.seed;
    std::vector<std::vector<size_t>> byKind(kinds.size());
    for (size_t k = 0; k < kinds.size(); ++k) {
        if (kinds[k] == QuestionKind::Watch) continue;
        for (size_t i = 0; i < pool.size(); ++i)
            if (pool[i]->kind == kinds[k]) byKind[k].push_back(i);
        shuffle(byKind[k], state);
    }
    // The kinds in an order of their own, so that a short paper does not always start with
    // the same topic.
    std::vector<size_t> order(kinds.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = k;
    shuffle(order, state);
    // Two questions on one position read as one asked twice: each kind takes its next item on
    // a position not yet on the paper, and repeats a position only when it has no other left
    // (the topics keep their turns).
    std::vector<size_t> paper;
    std::set<std::string> positions;
    for (bool any = true; any && paper.size() < spec.items;) {
        any = false;
        for (size_t k : order) {
            std::vector<size_t>& left = byKind[k];
            if (left.empty() || paper.size() >= spec.items) continue;
            auto pick = std::find_if(left.begin(), left.end(), [&](size_t i) {
                return !positions.count(positionKey(*pool[i]));
            });
            if (pick == left.end()) pick = left.begin();
            positions.insert(positionKey(*pool[*pick]));
            paper.push_back(*pick);
            left.erase(pick);
            any = true;
        }
    }
    return paper;
}

size_t passCount(size_t n, int passMark) {
    return (n * size_t(std::clamp(passMark, 0, 100)) + 99) / 100;
}

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
