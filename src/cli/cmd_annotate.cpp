// remis-cli annotate FILE.pgn|- [--rules fide|uscf|casual]
// Streams the games (one tree at a time), replays each mainline through the auditor and
// writes the PGN back with the arbiter's notes: comments of their own that start with
// [%remis KIND]. Old notes are removed first, so annotating twice changes nothing.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "cli/args.h"
#include "cli/auditjson.h"
#include "cli/commands.h"
#include "cli/input.h"
#include "cli/names.h"
#include "cli/notewords.h"
#include "cli/output.h"
#include "cli/rawspool.h"
#include "cli/readahead.h"
#include "cli/textstream.h"
#include "core/audit/audit.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

namespace remis::cli {

const std::string AnnotateHelp = withArticles(
    "usage: remis-cli annotate FILE.pgn|- [--rules fide|uscf|casual]\n"
    "Writes the PGN back to stdout with the arbiter's notes added after the mainline moves\n"
    "where they hold, as comments {[%remis KIND] ...}; every game, tag, comment, NAG and\n"
    "variation is kept. Running it on its own output changes nothing. A game that cannot be\n"
    "read to the end is written back unchanged, with a [%remis error] note where reading\n"
    "stopped. A Result against the rules is kept, with a [%remis result_inconsistent] note;\n"
    "a flag fall gets a [%remis flag_fall] note with the ruling by %1.\n"
    "A broken tag line ([White Kasparov, Garry]) is written back well-formed, a line\n"
    "among the tags that names no tag as a ';' comment; stderr names each guess.\n",
    {article_no::FlagFall});

namespace {

constexpr std::string_view kNotePrefix = "[%remis ";

bool isNote(const PgnComment& c) {
    return c.kind == PgnComment::Kind::Brace && c.text.starts_with(kNotePrefix);
}

// Notes also inside the unread rest of a game with an error (they were written before it).
void removeNotesFromText(std::string& text) {
    for (std::size_t at = text.find("{[%remis "); at != std::string::npos;
         at = text.find("{[%remis ", at)) {
        const std::size_t close = text.find('}', at);
        if (close == std::string::npos) return;
        std::size_t end = close + 1;
        if (end < text.size() && text[end] == ' ') ++end;
        text.erase(at, end - at);
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
}

void removeOldNotes(PgnGame& game) {
    for (PgnNode& n : game.nodes) {
        std::erase_if(n.after, isNote);
        std::erase_if(n.before, isNote);
        removeNotesFromText(n.unread);
    }
}

void addNote(PgnGame& game, NodeId at, std::string_view kind, const std::string& words) {
    std::string text(kNotePrefix);
    text += kind;
    text += "] ";
    text += words;
    game.node(at).after.push_back(PgnComment{std::move(text), PgnComment::Kind::Brace});
}

// Replays the mainline through the auditor, as the audit command would read it.
GameAudit auditMainline(const PgnGameRead& read, const std::vector<NodeId>& line, RuleSet rules) {
    GameAudit result;
    GameAuditor auditor(
        rules, [&result](const GameAudit& a) { result = a; }, read.number);
    auditor.beginGame(1, read.line);
    for (const PgnTag& t : read.game.tags) auditor.tag(t.name, t.value);
    auditor.beginMovetext();
    for (NodeId id : line) {
        const PgnNode& node = read.game.node(id);
        if (!auditor.move(node.san, 0)) break;
        for (const PgnComment& c : node.after) auditor.comment(c.text);  // [%clk]
    }
    auditor.result(read.game.result);
    auditor.endGame();
    return result;
}

struct Counts {
    long games = 0, notes = 0, errors = 0;
};

// A tag line that the output writes otherwise than the input did: the value was a guess, or
// the line was no tag and is written as a comment. One line on stderr each, naming the game
// and the tag; the output itself stays a plain PGN file, and annotating it again says nothing.
void warnAboutTags(const PgnGameRead& read) {
    for (const PgnError& e : read.errors) {
        const ErrorCode code = e.error.code;
        if (code == ErrorCode::PgnTagRepaired || code == ErrorCode::PgnTagKeptAsComment)
            std::fprintf(stderr, "annotate: %s\n", describePgnError(e).c_str());
    }
}

void annotateGame(PgnGameRead& read, RuleSet rules, Counts& counts) {
    PgnGame& game = read.game;
    removeOldNotes(game);
    ++counts.games;
    warnAboutTags(read);
    const PgnError* firstError = nullptr;
    for (const PgnError& e : read.errors) {
        if (e.severity == PgnError::Severity::Error && !firstError) firstError = &e;
    }
    if (firstError) {
        ++counts.errors;
        const NodeId at = read.stoppedAt != NoNode ? read.stoppedAt : game.mainlineEnd();
        addNote(game, at, "error", firstError->message);  // the note is at its place
        return;
    }
    const std::vector<NodeId> line = game.mainline();
    const GameAudit audit = auditMainline(read, line, rules);
    const Result<Position> start = startPositionOf(game);
    if (!start) return;
    const auto nodeAt = [&](int ply) {
        return ply == 0 ? PgnGame::root() : line[std::size_t(ply - 1)];
    };
    const auto toMoveAt = [&](int ply) {
        return ply % 2 == 0 ? start->sideToMove() : ~start->sideToMove();
    };
    for (const AuditEvent& e : audit.events) {
        const std::string move = e.ply > 0 ? numbered(*start, e.ply, e.move) : "";
        addNote(game, nodeAt(e.ply), auditKindId(e.kind),
                noteWords(e, toMoveAt(e.ply), move, rules));
        ++counts.notes;
    }
    if (!audit.resultConsistent) {
        // The recorded result stays as it is (docs/pgn.md): the ruling is an observation beside it.
        addNote(game, line.empty() ? PgnGame::root() : line.back(), "result_inconsistent",
                "The recorded result " + audit.resultTag +
                    " is against the rules: " + audit.resultReason);
        ++counts.notes;
    }
    if (audit.rulingsStopPly > 0) {
        addNote(game, nodeAt(audit.rulingsStopPly), "rulings_stop",
                "A null move is not a move under the Laws of Chess: the arbiter's rulings stop "
                "here");
        ++counts.notes;
    }
}

// A token longer than the reader holds (a comment of many megabytes): the tree lacks it, so
// the game is copied through as written instead (docs/cli.md: nothing is dropped).
const PgnError* oversized(const PgnGameRead& read) {
    for (const PgnError& e : read.errors) {
        const ErrorCode c = e.error.code;
        if (c == ErrorCode::PgnCommentTooLong || c == ErrorCode::PgnTagLineTooLong ||
            c == ErrorCode::PgnTokenTooLong)
            return &e;
    }
    return nullptr;
}

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Where a note left by an earlier run ends the text before `at` (blanks aside), its start;
// else `at`. So copying a game through twice gives the same bytes.
std::uint64_t beforeOldNote(const RawSpool& spool, std::uint64_t from, std::uint64_t at) {
    const std::string tail = spool.tail(at, 64 * 1024);
    std::size_t end = tail.size();
    while (end > 0 && isBlank(tail[end - 1])) --end;
    if (end == 0 || tail[end - 1] != '}') return at;
    const std::size_t open = tail.rfind("{[%remis error] ", end);
    if (open == std::string::npos || tail.find('}', open) != end - 1) return at;
    return std::max(from, at - (tail.size() - open));
}

// The game's bytes as read, with the error note before its result token: blanks between
// games (and a BOM) are left out, the writer puts its own; the rest is the input byte for byte.
void copyThrough(const PgnGameRead& read, const RawSpool& spool, std::uint64_t end,
                 const PgnError& error, Counts& counts) {
    ++counts.games;
    ++counts.errors;
    warnAboutTags(read);
    std::uint64_t from = read.bytes.begin;
    const std::string head = spool.tail(std::min(end, from + 4096), 4096);
    std::size_t skip = head.starts_with("\xEF\xBB\xBF") ? 3 : 0;  // a BOM opens only the file
    while (skip < head.size() && isBlank(head[skip])) ++skip;
    from += skip;
    const std::uint64_t noteAt = beforeOldNote(spool, from, read.bytes.result);
    const auto out = [](std::string_view piece) { writeOut(piece); };
    bool whole = spool.copy(from, noteAt, out);
    writeOut("{[%remis error] " + error.message + "} ");
    whole = spool.copy(read.bytes.result, end, out) && whole;
    writeOut("\n\n");
    if (!whole) throw std::runtime_error("annotate: the temporary copy of a large game failed");
}

}  // namespace

int runAnnotate(const std::vector<std::string>& argv) {
    Args args(argv, {"--rules"}, {});
    if (args.positional().size() != 1) throw BadInput{"annotate needs exactly one FILE.pgn or -"};
    const RuleSet rules = ruleSetOption(args.value("--rules"));
    const std::string& path = args.positional()[0];
    // `-`, gzip, xz, zstd, UTF-16, Latin-1 and binary input as docs/cli.md says (core/io).
    auto input = openInput(path);
    RawSpool spool;           // the text as read, for a game too large to hold (copied through)
    ReadAhead ahead(*input);  // decoding on a thread of its own
    ReadStreamBuf buffer([&ahead, &spool](char* dst, std::size_t n) {
        const std::size_t got = ahead.read(dst, n);
        spool.append(dst, got);
        return got;
    });
    std::istream in(&buffer);

    Counts counts;
    bool last = false;  // the builder hands out the last game at finish()
    PgnTreeBuilder builder([&](PgnGameRead& read) {
        if (const PgnError* error = oversized(read)) {
            // The last game keeps what follows it (escape lines after it, as the builder does).
            copyThrough(read, spool, last ? spool.end() : read.bytes.end, *error, counts);
        } else {
            annotateGame(read, rules, counts);
            writeOut(writePgnGame(read.game));
        }
        spool.release(read.bytes.end);
    });
    PgnReader reader(builder, PgnTreeBuilder::readerOptions());
    const Result<PgnReadStats> stats = reader.readStream(in);
    last = true;
    builder.finish();
    ahead.stop();
    if (!stats) throw BadInput{stats.message()};
    if (input->failure() != io::Failure::None) throw BadInput{input->error()};
    if (counts.games == 0) throw BadInput{"\"" + path + "\": not a PGN file (no game found)"};
    flushOut();
    std::fprintf(stderr, "annotate: %ld games, %ld notes, %ld games with errors\n", counts.games,
                 counts.notes, counts.errors);
    return ExitOk;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
