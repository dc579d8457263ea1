// remis-cli status [--fen FEN] [--moves MOVES] [--rules fide|uscf|casual]
#include <algorithm>
#include <iostream>
#include <sstream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/json.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"

namespace remis::cli {

const char* StatusHelp =
    "usage: remis-cli status [--fen FEN] [--moves MOVES] [--rules fide|uscf|casual]\n"
    "Plays MOVES (one argument, space-separated, UCI or SAN) from FEN (default: the initial\n"
    "position) and prints one JSON object: the position reached and what the arbiter rules.\n";

int runStatus(const std::vector<std::string>& argv) {
    Args args(argv, {"--fen", "--moves", "--rules"}, {});
    if (!args.positional().empty()) throw BadInput{"unexpected argument \"" + args.positional()[0] + "\""};
    Position pos = positionFromOption(args.value("--fen"));
    std::istringstream moves(args.value("--moves").value_or(""));
    std::string token;
    for (int n = 1; moves >> token; ++n) {
        auto m = parseMove(pos, token);
        if (!m) throw BadInput{"move " + std::to_string(n) + " \"" + token + "\": " + m.message()};
        pos = pos.after(*m);
    }
    std::vector<std::string> legal;
    for (Move m : legalMoves(pos)) legal.push_back(toUci(m));
    std::sort(legal.begin(), legal.end());
    JsonObject o;
    o.str("fen", toFen(pos)).str("side_to_move", pos.sideToMove() == White ? "white" : "black");
    o.num("halfmove_clock", pos.halfmoveClock()).num("fullmove_number", pos.fullmoveNumber());
    o.boolean("in_check", pos.inCheck()).raw("legal_moves", jsonStringArray(legal));
    std::cout << o.text() << "\n";
    return ExitOk;
}

}  // namespace remis::cli
