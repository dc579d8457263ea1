// Perft benchmark: nodes, seconds and nodes per second of the legal move generator with
// make/unmake, for the initial position to depth 6 and Kiwipete to depth 5, best of 3 runs.
// perft() bulk-counts the leaves (the last ply is counted, not made), as Stockfish's
// "go perft" does, so the figures compare with it; scripts/bench-perft runs both.
#include <chrono>
#include <cstdint>
#include <cstdio>

#include "core/board/fen.h"
#include "core/board/movegen.h"

using namespace remis;

namespace {

struct BenchCase {
    const char* name;
    const char* fen;
    int depth;
    uint64_t expected;
};

constexpr BenchCase Cases[] = {
    {"startpos", StartFen, 6, 119060324},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5,
     193690690},
};
constexpr int Runs = 3;

// Seconds of the fastest of Runs runs; false if a count is wrong.
bool bestTime(const BenchCase& c, double& seconds) {
    auto pos = parseFen(c.fen);
    if (!pos) {
        std::fprintf(stderr, "bench_perft: %s: %s\n", c.name, pos.message().c_str());
        return false;
    }
    seconds = 1e300;
    for (int run = 0; run < Runs; ++run) {
        const auto start = std::chrono::steady_clock::now();
        const uint64_t nodes = perft(*pos, c.depth);
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        if (nodes != c.expected) {
            std::fprintf(stderr, "bench_perft: %s depth %d gave %llu nodes, expected %llu\n",
                         c.name, c.depth, static_cast<unsigned long long>(nodes),
                         static_cast<unsigned long long>(c.expected));
            return false;
        }
        if (elapsed.count() < seconds) seconds = elapsed.count();
    }
    return true;
}

}  // namespace

int main() {
    std::printf("perft, leaves bulk-counted, single thread, best of %d runs\n", Runs);
    for (const BenchCase& c : Cases) {
        double seconds = 0;
        if (!bestTime(c, seconds)) return 1;
        std::printf("%-9s depth %d: nodes %llu  seconds %.3f  nodes/s %.0f\n", c.name, c.depth,
                    static_cast<unsigned long long>(c.expected), seconds,
                    double(c.expected) / seconds);
    }
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
