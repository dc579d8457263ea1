// Zobrist keys: one random 64-bit number per (piece, square), castling-rights set,
// en passant file and side to move. Filled at compile time, so no start-up order issues.
#pragma once

#include <array>
#include <cstdint>

#include "core/base/types.h"

namespace remis::zobrist {

struct Keys {
    std::array<std::array<uint64_t, 64>, 12> piece{};
    std::array<uint64_t, 16> castling{};
    std::array<uint64_t, 8> epFile{};
    uint64_t side = 0;
};

constexpr Keys makeKeys() {
    Keys k;
    uint64_t s = 0x2545F4914F6CDD1DULL;
    auto next = [&s]() {  // splitmix64
        s += 0x9E3779B97F4A7C15ULL;
        uint64_t z = s;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (auto& bySquare : k.piece)
        for (auto& v : bySquare) v = next();
    for (auto& v : k.castling) v = next();
    for (auto& v : k.epFile) v = next();
    k.side = next();
    return k;
}

inline constexpr Keys keys = makeKeys();

}  // namespace remis::zobrist
// SPDX-License-Identifier: GPL-3.0-or-later
