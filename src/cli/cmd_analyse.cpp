// remis-cli analyse [--fen FEN] [--budget NODES] [--quick] [--batch]
#include <chrono>
#include <iostream>
#include <sstream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/json.h"
#include "cli/names.h"
#include "cli/output.h"
#include "core/analysis/mateability.h"
#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"

namespace remis::cli {

const std::string AnalyseHelp = withArticles(
    "usage: remis-cli analyse [--fen FEN] [--budget NODES] [--quick] [--batch]\n"
    "Dead-position analysis (FIDE %1, %2, %3): can each side still checkmate by some\n"
    "series of legal moves (a helpmate counts)? Prints one JSON object:\n"
    "  {\"fen\": ..., \"white\": {\"can_checkmate\": \"yes\", \"reason\": \"helpmate_found\",\n"
    "   \"line\": [\"e2f1\", ...]}, \"black\": {\"can_checkmate\": \"no\", \"reason\": ...},\n"
    "   \"dead\": false, \"nodes\": N, \"micros\": T}\n"
    "\"yes\" carries a helpmate line (UCI) that the command has replayed: legal moves ending\n"
    "in checkmate by that side. \"no\" is a proof; \"unknown\" means the budget ran out (it\n"
    "counts as able to mate). \"dead\" is true when neither side can mate and the position is\n"
    "neither checkmate nor stalemate.\n"
    "  --fen FEN       the position (default: the initial position)\n"
    "  --budget NODES  node budget per side (default: the full analysis, about a million)\n"
    "  --quick         the arbiter's per-move analysis instead of the full one\n"
    "  --batch         read one FEN per line on stdin (a leading two-character class such as\n"
    "                  \"WB \" is ignored; blank lines and lines starting with # are skipped)\n"
    "                  and write one JSON object per line. A line whose FEN is bad gives\n"
    "                  {\"line\": N, \"input\": ..., \"error\": \"FEN field ...\"} and the batch\n"
    "                  goes on; the exit status is 0 once stdin has been read to the end.\n",
    {article_no::DeadPosition, article_no::FlagFall, article_no::Resignation});

namespace {

const char* reasonId(MateReason r) {
    switch (r) {
        case MateReason::None:
            return "none";
        case MateReason::AlreadyCheckmate:
            return "already_checkmate";
        case MateReason::GameOverOnBoard:
            return "game_over_on_board";
        case MateReason::BareKing:
            return "bare_king";
        case MateReason::InsufficientMaterial:
            return "insufficient_material";
        case MateReason::ForcedLine:
            return "forced_line";
        case MateReason::BlockedPawns:
            return "blocked_pawns";
        case MateReason::ExhaustiveSearch:
            return "exhaustive_search";
        case MateReason::HelpmateFound:
            return "helpmate_found";
        case MateReason::BudgetExhausted:
            return "budget_exhausted";
        case MateReason::KnightAgainstQueens:
            return "knight_against_queens";
        case MateReason::BishopsOfOneColour:
            return "bishops_of_one_colour";
        case MateReason::NotExamined:
            return "not_examined";
    }
    return "none";
}

struct Options {
    AnalysisMode mode = AnalysisMode::Full;
    uint64_t budget = 0;
};

// One side's object. A "yes" line is replayed here, independently of the search that
// found it; a line that fails (a bug) is never printed as a proof: the side becomes
// "unknown" and the command ends with the internal-failure status.
std::string sideJson(const Position& pos, Color side, MateAnalysis& a, bool& failed) {
    if (a.verdict == Mateability::Yes && !isHelpmateLine(pos, side, a.line)) {
        std::cerr << "remis-cli: internal error: the helpmate line for "
                  << (side == White ? "white" : "black") << " does not replay to a mate in "
                  << toFen(pos) << "\n";
        failed = true;
        a.verdict = Mateability::Unknown;
        a.reason = MateReason::BudgetExhausted;
        a.line.clear();
    }
    JsonObject o;
    o.str("can_checkmate", mateabilityId(a.verdict)).str("reason", reasonId(a.reason));
    if (a.verdict == Mateability::Yes) {
        std::vector<std::string> uci;
        for (Move m : a.line) uci.push_back(toUci(m));
        o.raw("line", jsonStringArray(uci));
    }
    return o.text();
}

std::string analyseJson(const Position& pos, const Options& opt, bool& failed) {
    auto t0 = std::chrono::steady_clock::now();
    MateAnalysis a[2] = {analyseMateability(pos, White, opt.mode, opt.budget),
                         analyseMateability(pos, Black, opt.mode, opt.budget)};
    auto micros =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0)
            .count();
    bool dead = a[White].verdict == Mateability::No && a[Black].verdict == Mateability::No &&
                hasLegalMove(pos);
    uint64_t nodes = a[White].nodes + a[Black].nodes;
    JsonObject o;
    o.str("fen", toFen(pos));
    o.raw("white", sideJson(pos, White, a[White], failed))
        .raw("black", sideJson(pos, Black, a[Black], failed));
    o.boolean("dead", dead).num("nodes", (long long)nodes).num("micros", (long long)micros);
    return o.text();
}

// Strips a leading class such as "WB " (two characters, no '/', then blanks).
std::string stripClass(const std::string& line) {
    size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos) return "";
    size_t end = line.find_first_of(" \t", start);
    if (end != std::string::npos && end - start == 2 &&
        line.substr(start, 2).find('/') == std::string::npos) {
        size_t fen = line.find_first_not_of(" \t", end);
        return fen == std::string::npos ? "" : line.substr(fen);
    }
    return line.substr(start);
}

// A FEN is under 100 bytes; a longer line is an error for that line, read no further.
constexpr std::size_t MaxBatchLine = 4096;

// Reads one line of at most MaxBatchLine bytes; the rest of a longer line is skipped and
// `tooLong` set. False at the end of the input.
bool readBoundedLine(std::istream& in, std::string& line, bool& tooLong) {
    line.clear();
    tooLong = false;
    std::streambuf* buf = in.rdbuf();
    for (;;) {
        int c = buf->sbumpc();
        if (c == std::char_traits<char>::eof()) return !line.empty() || tooLong;
        if (c == '\n') return true;
        if (line.size() < MaxBatchLine)
            line += char(c);
        else
            tooLong = true;
    }
}

int runBatch(const Options& opt) {
    bool failed = false, tooLong = false;
    std::string line;
    for (long long n = 1; readBoundedLine(std::cin, line, tooLong); ++n) {
        if (tooLong) {
            JsonObject o;
            o.num("line", n).str("error", "line longer than " + std::to_string(MaxBatchLine) +
                                              " bytes (one FEN per line)");
            std::cout << o.text() << "\n";
            continue;
        }
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::string fen = stripClass(line);
        if (fen.empty() || fen[0] == '#') continue;
        auto pos = parseFen(fen);
        if (!pos) {
            JsonObject o;
            o.num("line", n).str("input", fen).str("error", pos.message());
            std::cout << o.text() << "\n";
        } else {
            std::cout << analyseJson(*pos, opt, failed) << "\n";
        }
        if (!std::cout) flushOut();  // a write error: stop now, not at the end of the input
    }
    flushOut();
    return failed ? ExitInternal : ExitOk;
}

}  // namespace

int runAnalyse(const std::vector<std::string>& argv) {
    Args args(argv, {"--fen", "--budget"}, {"--batch", "--quick"});
    if (!args.positional().empty())
        throw BadInput{"unexpected argument \"" + args.positional()[0] + "\""};
    Options opt;
    if (args.flag("--quick")) opt.mode = AnalysisMode::Quick;
    if (auto b = args.value("--budget"))
        opt.budget = uint64_t(parseInt(*b, "--budget", 1, 1000000000));
    if (args.flag("--batch")) {
        if (args.value("--fen")) throw BadInput{"--fen and --batch cannot be used together"};
        return runBatch(opt);
    }
    Position pos = positionFromOption(args.value("--fen"));
    bool failed = false;
    std::cout << analyseJson(pos, opt, failed) << "\n";
    return failed ? ExitInternal : ExitOk;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
