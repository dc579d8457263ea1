// remis-cli annotate FILE.pgn|- [--rules fide|uscf|casual] [--jobs N]
// Streams the games (one tree at a time), replays each mainline through the auditor and
// writes the PGN back with the arbiter's notes: comments of their own that start with
// [%remis KIND]. Old notes are removed first, so annotating twice changes nothing.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <stdexcept>

#include "cli/args.h"
#include "cli/auditjson.h"
#include "cli/chunkpipeline.h"
#include "cli/commands.h"
#include "cli/input.h"
#include "cli/names.h"
#include "cli/notewords.h"
#include "cli/output.h"
#include "cli/rawspool.h"
#include "cli/readahead.h"
#include "core/audit/audit.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

namespace remis::cli {

const std::string AnnotateHelp = withArticles(
    "usage: remis-cli annotate FILE.pgn|- [--rules fide|uscf|casual] [--jobs N]\n"
    "Writes the PGN back to stdout with the arbiter's notes added after the mainline moves\n"
    "where they hold, as comments {[%remis KIND] ...}; every game, tag, comment, NAG and\n"
    "variation is kept. Running it on its own output changes nothing. A game that cannot be\n"
    "read to the end is written back unchanged, with a [%remis error] note where reading\n"
    "stopped. A Result against the rules is kept, with a [%remis result_inconsistent] note;\n"
    "a flag fall gets a [%remis flag_fall] note with the ruling by %1.\n"
    "A broken tag line ([White Kasparov, Garry]) is written back well-formed, a line\n"
    "among the tags that names no tag as a ';' comment; stderr names each guess.\n"
    "  --jobs N   annotate with N threads (default 1); the output is the same, in file order\n",
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
    void add(const Counts& more) {
        games += more.games;
        notes += more.notes;
        errors += more.errors;
    }
};

// Where annotating a text puts what it writes: the PGN, and the warnings for stderr with the
// game and line as that text counts them (the caller knows where the text lies in the file).
struct AnnotateOut {
    std::function<void(std::string_view)> text;
    std::function<void(const PgnError&)> warning;
    Counts counts;
};

// A tag line that the output writes otherwise than the input did: the value was a guess, or
// the line was no tag and is written as a comment. One line on stderr each, naming the game
// and the tag; the output itself stays a plain PGN file, and annotating it again says nothing.
void warnAboutTags(const PgnGameRead& read, AnnotateOut& out) {
    for (const PgnError& e : read.errors) {
        const ErrorCode code = e.error.code;
        if (code == ErrorCode::PgnTagRepaired || code == ErrorCode::PgnTagKeptAsComment)
            out.warning(e);
    }
}

// The warning on stderr, its game and line counted in the file: the text it was found in
// starts after `gamesBefore` games, at line `firstLine`.
void printWarning(PgnError e, long gamesBefore, long firstLine) {
    if (e.game > 0) e.game += int(gamesBefore);
    if (e.line > 0) e.line += firstLine - 1;
    std::fprintf(stderr, "annotate: %s\n", describePgnError(e).c_str());
}

void annotateGame(PgnGameRead& read, RuleSet rules, AnnotateOut& out) {
    Counts& counts = out.counts;
    PgnGame& game = read.game;
    removeOldNotes(game);
    ++counts.games;
    warnAboutTags(read, out);
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
                 const PgnError& error, AnnotateOut& out) {
    ++out.counts.games;
    ++out.counts.errors;
    warnAboutTags(read, out);
    std::uint64_t from = read.bytes.begin;
    const std::string head = spool.tail(std::min(end, from + 4096), 4096);
    std::size_t skip = head.starts_with("\xEF\xBB\xBF") ? 3 : 0;  // a BOM opens only the file
    while (skip < head.size() && isBlank(head[skip])) ++skip;
    from += skip;
    const std::uint64_t noteAt = beforeOldNote(spool, from, read.bytes.result);
    bool whole = spool.copy(from, noteAt, out.text);
    out.text("{[%remis error] " + error.message + "} ");
    whole = spool.copy(read.bytes.result, end, out.text) && whole;
    out.text("\n\n");
    if (!whole) throw std::runtime_error("annotate: the temporary copy of a large game failed");
}

// Annotates the games that `read` hands out. `atEnd`, asked once the text is read: whether
// it ran to the end of the input (then the last game keeps what follows it, as the builder
// does: escape lines after it).
void annotateText(const PgnChunker::ReadFunction& read, RuleSet rules,
                  const std::function<bool()>& atEnd, AnnotateOut& out) {
    RawSpool spool;     // the text as read, for a game too large to hold (copied through)
    bool last = false;  // the builder hands out the last game at finish()
    PgnTreeBuilder builder([&](PgnGameRead& game) {
        if (const PgnError* error = oversized(game)) {
            copyThrough(game, spool, last ? spool.end() : game.bytes.end, *error, out);
        } else {
            annotateGame(game, rules, out);
            out.text(writePgnGame(game.game));
        }
        spool.release(game.bytes.end);
    });
    PgnReader reader(builder, PgnTreeBuilder::readerOptions());
    (void)reader.readChunks([&read, &spool](char* dst, std::size_t n) {
        const std::size_t got = read(dst, n);
        spool.append(dst, got);
        return got;
    });
    last = atEnd();
    builder.finish();
}

// One job: the games as they are read, straight to stdout.
void annotateStream(const PgnChunker::ReadFunction& read, RuleSet rules,
                    const std::function<bool()>& atEnd, long firstLine, Counts& counts) {
    const long gamesBefore = counts.games;
    AnnotateOut out{
        [](std::string_view text) { writeOut(text); },
        [gamesBefore, firstLine](const PgnError& e) { printWarning(e, gamesBefore, firstLine); },
        {}};
    annotateText(read, rules, atEnd, out);
    counts.add(out.counts);
}

// A chunk annotated on a worker: its text and warnings, handed on in file order.
struct AnnotatedChunk {
    std::string text;
    std::vector<PgnError> warnings;
    Counts counts;
    long firstLine = 1;
};

AnnotatedChunk annotateChunk(const PgnChunk& chunk, RuleSet rules) {
    AnnotatedChunk done;
    done.firstLine = chunk.firstLine;
    AnnotateOut out{[&done](std::string_view text) { done.text += text; },
                    [&done](const PgnError& e) { done.warnings.push_back(e); },
                    {}};
    std::size_t pos = 0;
    const auto read = [&chunk, &pos](char* dst, std::size_t n) {
        n = std::min(n, chunk.text.size() - pos);
        std::memcpy(dst, chunk.text.data() + pos, n);
        pos += n;
        return n;
    };
    annotateText(
        read, rules, [&chunk] { return chunk.last; }, out);
    done.counts = out.counts;
    return done;
}

// --jobs N: chunks of whole games on the workers of the chunk pipeline (chunkpipeline.h).
void annotateChunks(ReadAhead& input, const ChunkOptions& options, RuleSet rules, Counts& counts) {
    ChunkStages<AnnotatedChunk> stages;
    stages.work = [rules](const PgnChunk& chunk) { return annotateChunk(chunk, rules); };
    stages.emit = [&counts](AnnotatedChunk& chunk) {
        for (const PgnError& e : chunk.warnings) printWarning(e, counts.games, chunk.firstLine);
        writeOut(chunk.text);
        counts.add(chunk.counts);
    };
    stages.stream = [rules, &counts](const PgnChunker::ReadFunction& read, long firstLine,
                                     const std::function<bool()>& atEnd) {
        annotateStream(read, rules, atEnd, firstLine, counts);
    };
    runChunked(input, options, stages);
}

}  // namespace

int runAnnotate(const std::vector<std::string>& argv) {
    Args args(argv, {"--rules", "--jobs", "--chunk-size", "--max-carry"}, {});
    if (args.positional().size() != 1) throw BadInput{"annotate needs exactly one FILE.pgn or -"};
    const RuleSet rules = ruleSetOption(args.value("--rules"));
    const ChunkOptions chunks = chunkOptions(args);
    const std::string& path = args.positional()[0];
    // `-`, gzip, xz, zstd, UTF-16, Latin-1 and binary input as docs/cli.md says (core/io).
    auto input = openInput(path);
    ReadAhead ahead(*input);  // decoding on a thread of its own
    Counts counts;
    if (chunks.jobs == 1) {
        annotateStream([&ahead](char* dst, std::size_t n) { return ahead.read(dst, n); }, rules,
                       [] { return true; }, 1, counts);
    } else {
        annotateChunks(ahead, chunks, rules, counts);
    }
    ahead.stop();
    if (input->failure() != io::Failure::None) throw BadInput{input->error()};
    if (counts.games == 0) throw BadInput{"\"" + path + "\": not a PGN file (no game found)"};
    flushOut();
    std::fprintf(stderr, "annotate: %ld games, %ld notes, %ld games with errors\n", counts.games,
                 counts.notes, counts.errors);
    return ExitOk;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
