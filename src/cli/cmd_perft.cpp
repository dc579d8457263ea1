// remis-cli perft [--fen FEN] DEPTH [--divide]
#include <algorithm>
#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"

namespace remis::cli {

const char* PerftHelp =
    "usage: remis-cli perft [--fen FEN] DEPTH [--divide]\n"
    "Counts the leaf nodes of the legal move tree to DEPTH plies.\n"
    "  --fen FEN   start from this position (default: the initial position)\n"
    "  --divide    first print one line per legal root move, 'e2e4: 9467' (UCI, sorted)\n"
    "The last line is always 'nodes N'.\n";

int runPerft(const std::vector<std::string>& argv) {
    Args args(argv, {"--fen"}, {"--divide"});
    if (args.positional().size() != 1) throw BadInput{"perft needs exactly one DEPTH"};
    int depth = parseInt(args.positional()[0], "DEPTH", 0, 20);
    Position pos = positionFromOption(args.value("--fen"));
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
