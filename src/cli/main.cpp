// remis-cli: the Remis arbiter without a window. The contract is docs/cli.md.
#include <csignal>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "core/board/fen.h"

namespace remis::cli {

Position positionFromOption(const std::optional<std::string>& fen) {
    if (!fen) return Position::startPosition();
    auto pos = parseFen(*fen);
    if (!pos) throw BadInput{pos.message()};
    return *pos;
}

namespace {

const char* MainHelp =
    "usage: remis-cli COMMAND [OPTIONS]\n"
    "The Remis FIDE arbiter on the command line.\n\n"
    "commands:\n"
    "  status   the position reached and what the arbiter rules there, as JSON\n"
    "  audit    replay every game of a PGN file and report rulings, one JSON line per game\n"
    "  annotate write a PGN file back with the arbiter's notes as comments\n"
    "  perft    count the leaf nodes of the legal move tree\n"
    "  analyse  dead-position analysis: can each side still checkmate?\n"
    "  diagram  an SVG board diagram (marks, arrows, last move) for worksheets and slides\n"
    "  school   rules-school lessons: mine items from a PGN archive, check lesson files\n"
    "  watch    follow live games (files, e-board folders, URLs): one JSON line per event\n\n"
    "  remis-cli COMMAND --help   shows the options of a command\n"
    "  remis-cli --version\n";

struct Command {
    const char* name;
    int (*run)(const std::vector<std::string>&);
    const std::string* help;
};

const Command Commands[] = {
    {"status", runStatus, &StatusHelp},       {"audit", runAudit, &AuditHelp},
    {"annotate", runAnnotate, &AnnotateHelp}, {"perft", runPerft, &PerftHelp},
    {"analyse", runAnalyse, &AnalyseHelp},    {"analyze", runAnalyse, &AnalyseHelp},
    {"diagram", runDiagram, &DiagramHelp},    {"school", runSchool, &SchoolHelp},
    {"watch", runWatch, &WatchHelp}};

int dispatch(const std::vector<std::string>& args) {
    if (args.empty()) throw BadInput{"no command given (try remis-cli --help)"};
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help")
        return std::cout << MainHelp, ExitOk;
    if (args[0] == "--version") return std::cout << "remis-cli " << REMIS_VERSION << "\n", ExitOk;
    for (const Command& c : Commands) {
        if (args[0] != c.name) continue;
        std::vector<std::string> rest(args.begin() + 1, args.end());
        for (const auto& a : rest)
            if (a == "--help" || a == "-h") return std::cout << *c.help, ExitOk;
        return c.run(rest);
    }
    throw BadInput{"unknown command \"" + args[0] + "\" (try remis-cli --help)"};
}

}  // namespace
}  // namespace remis::cli

int main(int argc, char** argv) {
    using namespace remis::cli;
    // A closed pipe (| head) ends the program quietly, as it does other tools.
    std::signal(SIGPIPE, SIG_DFL);
    std::ios::sync_with_stdio(false);
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        int code = dispatch(args);
        flushOut();
        return code;
    } catch (const BadInput& e) {
        std::cout.clear();
        std::cerr << "remis-cli: " << escapeControls(e.message) << "\n";
        return ExitBadInput;
    } catch (const OutputError& e) {
        if (!e.closedPipe) std::cerr << "remis-cli: " << escapeControls(e.message) << "\n";
        return ExitInternal;
    } catch (const std::exception& e) {
        std::cerr << "remis-cli: internal error: " << escapeControls(e.what()) << "\n";
        return ExitInternal;
    }
}
// SPDX-License-Identifier: GPL-3.0-or-later
