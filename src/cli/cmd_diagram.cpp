// remis-cli diagram: a standalone SVG board diagram on stdout (core/diagram).
#include <sstream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "core/board/notation.h"
#include "core/diagram/diagram.h"
#include "core/rules/refusal.h"

namespace remis::cli {

const std::string DiagramHelp =
    "usage: remis-cli diagram [--fen FEN] [--moves MOVES] [--flip] [--size PX] [--no-coords]\n"
    "                         [--coords outside|inside|none] [--mark SQ,...] [--arrow FROMTO,...]\n"
    "                         [--last-move] [--side-to-move] [--caption TEXT] [--style NAME]\n"
    "Writes a standalone SVG board diagram to stdout, the same bytes for the same input, with\n"
    "the FEN in <title> and <desc>. A checked king is highlighted.\n"
    "  --fen FEN        the position (default: the initial position)\n"
    "  --moves MOVES    moves played from it first (UCI or SAN, space-separated)\n"
    "  --flip           Black at the bottom\n"
    "  --size PX        width in pixels, 16 to 4096 (default 360)\n"
    "  --coords WHERE   coordinates outside the board (default), inside it, or none\n"
    "  --no-coords      the same as --coords none\n"
    "  --mark SQ,...    marked squares, e.g. d4,e5\n"
    "  --arrow A,...    arrows from square to square, e.g. e2e4,g1f3\n"
    "  --last-move      highlight the last of MOVES\n"
    "  --side-to-move   a disc in the colour of the side to move beside the board\n"
    "  --caption TEXT   text under the board, wrapped to the image's width\n"
    "  --style NAME     default (brown), green, high-contrast (the app's board themes), or\n"
    "                   print (black and white; marks stay visible on any piece)\n";

namespace {

Square squareArg(const std::string& text, const std::string& what) {
    Square s = text.size() == 2 ? parseSquare(text[0], text[1]) : NoSquare;
    if (s == NoSquare) throw BadInput{what + ": \"" + text + "\" is not a square like e4"};
    return s;
}

std::vector<std::string> splitList(const std::string& list) {
    std::vector<std::string> items;
    std::stringstream in(list);
    for (std::string item; std::getline(in, item, ',');)
        if (!item.empty()) items.push_back(item);
    return items;
}

diagram::Coordinates coordsOption(const Args& args) {
    if (args.flag("--no-coords")) return diagram::Coordinates::None;
    const std::string where = args.value("--coords").value_or("outside");
    if (where == "outside") return diagram::Coordinates::Outside;
    if (where == "inside") return diagram::Coordinates::Inside;
    if (where == "none") return diagram::Coordinates::None;
    throw BadInput{"--coords must be outside, inside or none, not \"" + where + "\""};
}

}  // namespace

int runDiagram(const std::vector<std::string>& argv) {
    Args args(
        argv,
        {"--fen", "--moves", "--size", "--coords", "--mark", "--arrow", "--style", "--caption"},
        {"--flip", "--no-coords", "--last-move", "--side-to-move"});
    if (!args.positional().empty())
        throw BadInput{"unexpected argument \"" + args.positional()[0] + "\""};
    Position pos = positionFromOption(args.value("--fen"));
    diagram::DiagramOptions o;
    std::istringstream moves(args.value("--moves").value_or(""));
    std::string token;
    for (int n = 1; moves >> token; ++n) {
        auto m = parseMove(pos, token);
        if (!m)
            throw BadInput{"move " + std::to_string(n) + " \"" + token +
                           "\": " + withRefusalReason(pos, token, m.message())};
        o.lastMove = diagram::Arrow{m->from(), m->to()};
        pos = pos.after(*m);
    }
    if (!args.flag("--last-move"))
        o.lastMove.reset();
    else if (!o.lastMove)
        throw BadInput{"--last-move needs --moves"};
    o.flip = args.flag("--flip");
    o.sideToMoveMarker = args.flag("--side-to-move");
    o.coordinates = coordsOption(args);
    if (auto size = args.value("--size"))
        o.size = parseInt(*size, "--size", diagram::MinDiagramSize, diagram::MaxDiagramSize);
    for (const std::string& sq : splitList(args.value("--mark").value_or("")))
        o.marks.push_back(squareArg(sq, "--mark"));
    for (const std::string& a : splitList(args.value("--arrow").value_or(""))) {
        if (a.size() != 4) throw BadInput{"--arrow: \"" + a + "\" is not an arrow like e2e4"};
        diagram::Arrow arrow{squareArg(a.substr(0, 2), "--arrow"),
                             squareArg(a.substr(2), "--arrow")};
        if (arrow.from == arrow.to) throw BadInput{"--arrow: \"" + a + "\" starts where it ends"};
        o.arrows.push_back(arrow);
    }
    o.caption = args.value("--caption").value_or("");
    o.style = args.value("--style").value_or("default");
    auto svg = diagram::writeSvg(pos, o);
    if (!svg) throw BadInput{"--style or --size: " + svg.message()};
    writeOut(*svg);
    return ExitOk;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
