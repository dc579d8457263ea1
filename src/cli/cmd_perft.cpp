// remis-cli perft [--fen FEN] DEPTH [--divide]
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"

namespace remis::cli {

const std::string PerftHelp =
    "usage: remis-cli perft [--fen FEN] DEPTH [--divide]\n"
    "Counts the leaf nodes of the legal move tree to DEPTH plies.\n"
    "  --fen FEN   start from this position (default: the initial position)\n"
    "  --divide    first print one line per legal root move, 'e2e4: 9467' (UCI, sorted)\n"
    "The last line is always 'nodes N'.\n";

namespace {

constexpr int MaxPerftDepth = 15;
// About 10^11 leaves take minutes; a tree much larger cannot finish in a session.
constexpr double MaxPerftEstimate = 1e11;

// The tree grows by about the root's branching factor per ply: refuse what cannot finish.
void refuseEndlessDepth(const Position& pos, int depth) {
    const double branching = std::max<double>(1.0, double(legalMoves(pos).size()));
    const double estimate = std::pow(branching, depth);
    if (estimate <= MaxPerftEstimate) return;
    char text[160];
    std::snprintf(text, sizeof text,
                  "DEPTH %d cannot finish: about %.0e leaf nodes from this position (%d legal "
                  "moves per ply); the limit is about %.0e, try a smaller DEPTH",
                  depth, estimate, int(legalMoves(pos).size()), MaxPerftEstimate);
    throw BadInput{text};
}

}  // namespace

int runPerft(const std::vector<std::string>& argv) {
    Args args(argv, {"--fen"}, {"--divide"});
    if (args.positional().size() != 1) throw BadInput{"perft needs exactly one DEPTH"};
    int depth = parseInt(args.positional()[0], "DEPTH", 0, MaxPerftDepth);
    Position pos = positionFromOption(args.value("--fen"));
    refuseEndlessDepth(pos, depth);
    if (!args.flag("--divide")) {
        std::cout << "nodes " << perft(pos, depth) << "\n";
        return ExitOk;
    }
    MoveList moves = legalMoves(pos);
    std::vector<std::pair<std::string, Move>> sorted;
    for (Move m : moves) sorted.emplace_back(toUci(m), m);
    std::sort(sorted.begin(), sorted.end());
    uint64_t total = 0;
    for (const auto& [uci, m] : sorted) {
        Position next = pos.after(m);
        uint64_t n = depth > 0 ? perft(next, depth - 1) : 0;
        total += n;
        std::cout << uci << ": " << n << "\n";
    }
    std::cout << "nodes " << (depth > 0 ? total : 1) << "\n";
    return ExitOk;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
