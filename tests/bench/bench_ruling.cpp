// bench_ruling: the arbiter's per-move update (Ruling with repetition data, claim-with-move
// lists and the quick dead-position check), on typical middlegame positions. Prints
// microseconds per update; the target is under 20 us.
#include <chrono>
#include <cstdio>

#include "core/board/fen.h"
#include "core/rules/arbiter.h"
#include "core/rules/game.h"

using namespace remis;

namespace {

// A middlegame position reached by moves, with a knight shuffle so that the threefold
// claim-with-move list is non-empty (the expensive case).
Game middlegame(bool shuffled) {
    Game game(*parseFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8"));
    if (shuffled)
        for (const char* m : {"f3g5", "f6g4", "g5f3", "g4f6", "f3g5", "f6g4", "g5f3"})
            (void)game.play(m);
    return game;
}

void measure(const char* label, const Game& game) {
    const int n = 200'000;
    volatile int sink = 0;
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i)
        sink = sink + computeRuling(game.position(), game.history(), RuleSet::Fide).repetitionCount;
    double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
                    .count() /
                n;
    Ruling r = computeRuling(game.position(), game.history(), RuleSet::Fide);
    std::printf("%-44s %.3f us per update (threefold list %zu moves, fifty list %zu)\n", label, us,
                r.threefoldClaimMoves.size(), r.fiftyClaimMoves.size());
}

}  // namespace

int main() {
    measure("middlegame, no repetition", middlegame(false));
    measure("middlegame, position seen twice (lists built)", middlegame(true));
    Game fifty(*parseFen("r3k2r/pp3ppp/2n5/8/8/2N5/PP3PPP/R3K2R w KQkq - 99 40"));
    measure("clock 99 (fifty-move list of every quiet move)", fifty);
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
