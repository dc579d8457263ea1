// remis-cli school mine|check: the rules school's lessons on the command line. `mine` finds
// items in a PGN archive and writes them as a lesson file; `check` reads lesson files as the
// app does (every item replayed, every answer worked out by the arbiter) and reports each
// item's answer or each problem with its line.
#include <cstdio>
#include <iostream>
#include <sstream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/input.h"
#include "cli/json.h"
#include "cli/names.h"
#include "cli/output.h"
#include "cli/textstream.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/vocabulary.h"
#include "core/school/schoolanswer.h"
#include "core/school/schoolminer.h"

namespace remis::cli {

const std::string SchoolHelp = withArticles(
    "usage: remis-cli school mine FILE.pgn|- [--kind KIND,...] [--limit N] [--lesson ID]\n"
    "                        [--title TEXT]\n"
    "       remis-cli school check LESSON.pgn...\n"
    "The rules school's lessons (Help > Rules School in the app).\n"
    "  mine    finds items in the games of FILE and writes them to stdout as a lesson file\n"
    "          (PGN: one game per item, the question in its tags, the history as its moves,\n"
    "          the game it came from in Source, the arbiter's answer in Answer).\n"
    "    --kind KIND,...  what to look for (default: all): ep-trap (a threefold that a legal\n"
    "                     en passant capture prevented, %1), castling-trap (the same by\n"
    "                     castling rights, %2), threefold (%3, %4), fivefold\n"
    "                     (%5), fifty (%6), flag-fall (%7), ending (the move that\n"
    "                     ended the game by itself), resignation (%8) and who-can-mate\n"
    "                     (%9, %7) in the last position of a game\n"
    "    --limit N        at most N items (default 50)\n"
    "    --lesson ID      the Lesson tag (default mined); --title TEXT its LessonTitle\n"
    "  check   reads each lesson file as the app does and prints one JSON line per item\n"
    "          ({\"lesson\", \"item\", \"question\", \"answer\", \"article\", \"then\",\n"
    "          \"ends\", \"source\", \"line\"}); \"then\" is the automatic ending that the\n"
    "          written move of an incorrect claim causes when it is played (%10), else\n"
    "          null; \"ends\" is how the whole ruling ends the game: that ending, the\n"
    "          draw of a correct claim that the item makes (written-claim, procedure),\n"
    "          the result of a flag fall (%7; %9 when the position was dead already) or\n"
    "          a resignation (%8), the ending the last move brought, a second illegal\n"
    "          move (%11); null when the game goes on, and for a \"claim\" question,\n"
    "          which asks whether a claim could be made, not makes it.\n"
    "          Problems go to stderr with their line; the exit status is 1 if any.\n",
    {article_no::SameEnPassant, article_no::SameCastling, article_no::ThreefoldWithMove,
     article_no::ThreefoldOnBoard, article_no::Fivefold, article_no::Fifty, article_no::FlagFall,
     article_no::Resignation, article_no::DeadPosition, article_no::IncorrectClaim,
     article_no::IllegalMovePenalty});

namespace {

// How the ruling ends the game (docs/cli.md school check): `then`, the ending a move played
// as part of the ruling causes (the contract's field), and `ends`, the whole ruling's end.
std::string endJson(const std::optional<school::GameEnd>& end) {
    if (!end) return "null";
    JsonObject o;
    o.str("termination", end->termination)
        .str("result", resultToken(end->result))
        .str("article", end->article);
    return o.text();
}

std::vector<school::MineKind> kindsOption(const std::optional<std::string>& list) {
    if (!list) return {std::begin(school::AllMineKinds), std::end(school::AllMineKinds)};
    std::vector<school::MineKind> kinds;
    std::stringstream in(*list);
    for (std::string id; std::getline(in, id, ',');) {
        auto k = school::mineKindFromId(id);
        if (!k) throw BadInput{"--kind: unknown kind \"" + id + "\""};
        kinds.push_back(*k);
    }
    return kinds;
}

int runMine(const Args& args) {
    if (args.positional().size() != 2)
        throw BadInput{"school mine needs exactly one FILE.pgn or -"};
    const std::vector<school::MineKind> kinds = kindsOption(args.value("--kind"));
    const int limit = parseInt(args.value("--limit").value_or("50"), "--limit", 1, 100000);
    const std::string lesson = args.value("--lesson").value_or("mined");
    const std::string title = args.value("--title").value_or("");
    auto input = openInput(args.positional()[1]);
    ReadStreamBuf buffer([&input](char* dst, std::size_t n) { return input->read(dst, n); });
    std::istream in(&buffer);
    long games = 0, items = 0;
    PgnTreeBuilder builder([&](PgnGameRead& read) {
        ++games;
        if (items >= limit) return;
        for (school::Item& item : school::mineGame(read.game, read.number, kinds)) {
            if (items >= limit) break;
            item.lessonId = lesson;
            if (items > 0) writeOut("\n");
            writeOut(school::itemToPgn(item, items == 0 ? title : ""));
            ++items;
        }
    });
    PgnReader reader(builder, PgnTreeBuilder::readerOptions());
    const Result<PgnReadStats> stats = reader.readStream(in);
    builder.finish();
    if (!stats) throw BadInput{stats.message()};
    checkInput(*input, games);
    flushOut();
    std::fprintf(stderr, "school mine: %ld games, %ld items\n", games, items);
    return ExitOk;
}

int runCheck(const Args& args) {
    if (args.positional().size() < 2) throw BadInput{"school check needs at least one LESSON.pgn"};
    bool problems = false;
    for (size_t i = 1; i < args.positional().size(); ++i) {
        const std::string& path = args.positional()[i];
        auto input = openInput(path);
        const std::string text = input->readAll(std::size_t{64} << 20);
        if (input->failure() != io::Failure::None)
            throw BadInput{"\"" + path + "\": " + input->error()};
        const school::LessonRead read = school::readLesson(text);
        for (const school::LessonProblem& p : read.problems) {
            std::cerr << path << ": " << p.message << "\n";
            problems = true;
        }
        for (const school::Item& item : read.lesson.items) {
            auto answer = school::answerOf(item);
            JsonObject o;
            o.str("lesson", read.lesson.id).str("item", item.id);
            o.str("question", school::questionKindId(item.kind));
            o.str("answer", answer ? answer->key : "")
                .str("article", answer ? answer->article : "");
            o.raw("then", answer ? endJson(school::playedMoveEnd(item, *answer)) : "null");
            o.raw("ends", answer ? endJson(school::rulingEnd(item, *answer)) : "null");
            o.str("source", item.source).num("line", item.line);
            writeOut(o.text() + "\n");
        }
    }
    flushOut();
    return problems ? ExitInternal : ExitOk;
}

}  // namespace

int runSchool(const std::vector<std::string>& argv) {
    Args args(argv, {"--kind", "--limit", "--lesson", "--title"}, {});
    if (args.positional().empty())
        throw BadInput{"school needs mine or check (try remis-cli school --help)"};
    if (args.positional()[0] == "mine") return runMine(args);
    if (args.positional()[0] == "check") return runCheck(args);
    throw BadInput{"school: unknown subcommand \"" + args.positional()[0] + "\" (mine or check)"};
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
