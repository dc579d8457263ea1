// remis-cli annotate FILE.pgn|- [--rules fide|uscf|casual] [--jobs N]
// Streams the games (one tree at a time), replays each mainline through the auditor and
// writes the PGN back with the arbiter's notes: comments of their own that start with
// [%remis KIND]. Old notes are removed first, so annotating twice changes nothing.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <stdexcept>

#include "cli/annotatenotes.h"
#include "cli/args.h"
#include "cli/auditjson.h"
#include "cli/chunkpipeline.h"
#include "cli/commands.h"
#include "cli/input.h"
#include "cli/linestyle.h"
#include "cli/names.h"
#include "cli/notewords.h"
#include "cli/output.h"
#include "cli/rawspool.h"
#include "cli/readahead.h"
#include "core/audit/audit.h"
#include "core/pgn/readeffect.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

namespace remis::cli {

const std::string AnnotateHelp = withArticles(
    "usage: remis-cli annotate FILE.pgn|- [--rules fide|uscf|casual] [--jobs N]\n"
    "Writes the PGN back to stdout with the arbiter's notes added after the mainline moves\n"
    "where they hold, as comments {[%remis KIND] ...}; every game, tag, comment, NAG and\n"
    "variation is kept. Running it on its own output changes nothing. A game that cannot be\n"
    "read to the end is written back unchanged, with a [%remis error] note where reading\n"
    "stopped; a variation that cannot be read to its end gets that note and is written as it\n"
    "was, and the mainline is annotated. A Result against the rules is kept; the note of the\n"
    "event that decided the game (or a [%remis result_inconsistent] note where none did)\n"
    "gives the ruling; a flag fall gets a [%remis flag_fall] note with the ruling by %1.\n"
    "A broken tag line ([White Kasparov, Garry]) is written back well-formed, a line\n"
    "among the tags that names no tag as a ';' comment; stderr names each guess.\n"
    "  --jobs N   annotate with N threads (default 1); the output is the same, in file order\n",
    {article_no::FlagFall});

namespace {

struct AnnotateOptions {
    RuleSet rules = RuleSet::Fide;
    // Nodes of a game's tree held at most: a longer game is read as a window of its tree
    // (memory bounded by the work, docs/cli.md). --window N, for tests: the output is the same.
    std::size_t window = std::size_t{1} << 14;
};

struct Counts {
    long games = 0, notes = 0, errors = 0;
    // Games with a tag, a move read or no error: text with none of these (prose, a mail) is
    // written back as read but is no game; a file of nothing else is not a PGN file.
    long real = 0;
    void add(const Counts& more) {
        games += more.games;
        notes += more.notes;
        errors += more.errors;
        real += more.real;
    }
};

// Where annotating a text puts what it writes: the PGN, and the warnings for stderr with the
// game and line as that text counts them (the caller knows where the text lies in the file).
struct AnnotateOut {
    std::function<void(std::string_view)> text;
    std::function<void(const PgnError&)> warning;
    Counts counts;
};

// What reading repaired (docs/pgn.md: honest about what it did): a tag line whose value was a
// guess or that was no tag, a FEN fullmove 0 or impossible castling rights, a missing result
// token; and what it read as is but did not read (a second FEN tag, readeffect.h). One line
// on stderr each, naming the game and the line, as the app says it when it opens the game;
// the output itself stays a plain PGN file, and annotating it again says nothing more about
// tags or the result (a second FEN tag, kept as written, is said again).
void warnAboutRepairs(const PgnGameRead& read, AnnotateOut& out) {
    for (const PgnError& e : read.errors)
        if (pgnReadEffect(e) != PgnReadEffect::Unread) out.warning(e);
}

// The warning on stderr, its game and line counted in the file: the text it was found in
// starts after `gamesBefore` games, at line `firstLine`.
void printWarning(PgnError e, long gamesBefore, long firstLine) {
    if (e.game > 0) e.game += int(gamesBefore);
    e = withLinesFrom(std::move(e), firstLine);  // and the line its words name
    std::fprintf(stderr, "annotate: %s\n", describePgnError(e).c_str());
}

// The first error that cut the game's mainline or lost text: a variation that stopped at an
// illegal move is kept whole as written and the mainline is still annotated.
const PgnError* firstError(const PgnGameRead& read) {
    for (std::size_t i = 0; i < read.errors.size(); ++i) {
        const PgnError& e = read.errors[i];
        if (e.severity == PgnError::Severity::Error && !read.stoppedAVariation(i)) return &e;
    }
    return nullptr;
}

// An error that lost or changed text that the tree cannot give back as written (a stray ')',
// an unclosed variation, characters that are no PGN): the game is copied through as it was,
// so that annotating the output again finds the same error (docs/cli.md: unchanged). An
// illegal move keeps the rest as written in the tree, which gives it back.
const PgnError* textError(const PgnGameRead& read) {
    for (std::size_t i = 0; i < read.errors.size(); ++i) {
        const PgnError& e = read.errors[i];
        const bool stop = read.stoppedAt != NoNode && i == read.stoppedAtError;
        if (e.severity == PgnError::Severity::Error && !stop && !read.stoppedAVariation(i))
            return &e;
    }
    return nullptr;
}

// A [%remis error] note where each variation stopped (whose node the game still holds),
// just before the text that was not read: a window may have written the node's move and
// comments already, never its unread rest.
void addVariationErrorNotes(PgnGameRead& read) {
    for (const PgnVariationStop& stop : read.variationStops)
        if (stop.at != NoNode)
            addNoteBeforeUnread(read.game.node(stop.at), "error", read.errors[stop.error].message);
}

// A game with an error is written back as read, with the note where reading stopped.
void addErrorNote(PgnGameRead& read, const std::string& message) {
    PgnGame& game = read.game;
    const NodeId at = read.stoppedAt != NoNode ? read.stoppedAt : game.mainlineEnd();
    addNote(game.node(at), "error", message);
}

void annotateGame(PgnGameRead& read, RuleSet rules, AnnotateOut& out) {
    Counts& counts = out.counts;
    PgnGame& game = read.game;
    for (PgnNode& node : game.nodes) removeOldNotes(node);
    ++counts.games;
    warnAboutRepairs(read, out);
    addVariationErrorNotes(read);
    const PgnError* error = firstError(read);
    if (error || !read.variationStops.empty()) ++counts.errors;
    if (error) {
        if (!game.tags.empty() || !game.mainline().empty()) ++counts.real;
        addErrorNote(read, error->message);
        return;
    }
    ++counts.real;
    const std::vector<NodeId> line = game.mainline();
    MainlineAudit audit(read, rules);
    for (NodeId id : line) audit.add(game.node(id));
    const GameAudit audited = audit.end(game.result);
    const Result<Position> start = startPositionOf(game);
    if (!start) return;
    for (const PlannedNote& note : planNotes(audited, *start, int(line.size()), rules)) {
        const NodeId at = note.ply == 0 ? PgnGame::root() : line[std::size_t(note.ply - 1)];
        addNote(game.node(at), note.kind, note.words);
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

// Where the error note goes in the text before `at` (the result token, or the game's end):
// after the last word, in place of a note left by an earlier run, so that copying a game
// through twice gives the same bytes. `lineEnd`: blanks with a line end were left out there
// (the note then starts a line: a ';' comment before it ends at that line end).
struct NoteSpot {
    std::uint64_t at = 0;
    bool lineEnd = false;
};

NoteSpot noteSpot(const RawSpool& spool, std::uint64_t from, std::uint64_t at) {
    const std::string tail = spool.tail(at, 64 * 1024);
    const auto lastWord = [&tail](std::size_t end) {
        while (end > 0 && isBlank(tail[end - 1])) --end;
        return end;
    };
    std::size_t end = lastWord(tail.size());
    if (end > 0 && tail[end - 1] == '}') {
        const std::size_t open = tail.rfind("{[%remis error] ", end);
        if (open != std::string::npos && tail.find('}', open) == end - 1) end = lastWord(open);
    }
    const std::uint64_t spot = std::max(from, at - (tail.size() - end));
    const std::size_t kept = tail.size() - std::size_t(at - spot);
    return {spot, tail.find('\n', kept) != std::string::npos};
}

// Where the error note goes: before the result token; but in a game whose last comment never
// closes, before that comment's '{' (after it all is comment, and the note would close it).
std::uint64_t noteTarget(const PgnGameRead& read, const RawSpool& spool, std::uint64_t from,
                         const PgnError& error) {
    const std::uint64_t at = read.bytes.result;
    if (error.error.code != ErrorCode::PgnUnterminatedComment || at <= from) return at;
    const std::size_t wanted = std::size_t(std::min<std::uint64_t>(at - from, 4 << 20));
    const std::string text = spool.tail(at, wanted);
    const std::size_t close = text.rfind('}');
    if (close == std::string::npos && text.size() < at - from) return at;  // not all seen
    const std::size_t open = text.find('{', close == std::string::npos ? 0 : close + 1);
    return open == std::string::npos ? at : at - (text.size() - open);
}

// The game's bytes as read, with the error note before its result token: blanks between
// games (and a BOM) are left out, the writer puts its own; the rest is the input byte for byte.
void copyThrough(const PgnGameRead& read, const RawSpool& spool, std::uint64_t end,
                 const PgnError& error, AnnotateOut& out) {
    ++out.counts.games;
    ++out.counts.real;  // megabytes of one token: more than a stray line of prose
    ++out.counts.errors;
    warnAboutRepairs(read, out);
    std::uint64_t from = read.bytes.begin;
    const std::string head = spool.tail(std::min(end, from + 4096), 4096);
    std::size_t skip = head.starts_with("\xEF\xBB\xBF") ? 3 : 0;  // a BOM opens only the file
    while (skip < head.size() && isBlank(head[skip])) ++skip;
    from += skip;
    const std::uint64_t target = noteTarget(read, spool, from, error);
    const NoteSpot spot = noteSpot(spool, from, target);
    bool whole = spool.copy(from, spot.at, out.text);
    out.text((spot.lineEnd ? "\n" : " ") + std::string("{[%remis error] ") + error.message + "}");
    // The rest (the result and the lines after the last game), without the blanks at the
    // end: the writer ends each game with its own, so a second run adds none.
    const std::string tail = spool.tail(end, 64 * 1024);
    std::size_t kept = tail.size();
    while (kept > 0 && isBlank(tail[kept - 1])) --kept;
    const std::uint64_t last = std::max(target, end - (tail.size() - kept));
    if (target < last) out.text(" ");
    whole = spool.copy(target, last, out.text) && whole;
    out.text("\n\n");
    if (!whole) throw std::runtime_error("annotate: the temporary copy of a large game failed");
}

// A game too long to hold as a tree (more than `window` nodes, annotate.window) is read
// again from the spool, twice, each time as a window of its tree (PgnTreeBuilder::setWindow):
// once to audit its mainline, once to write it with the notes. The first read says what is
// wrong with it (its warnings and errors); the bytes written are those of annotateGame and
// writePgnGame on the whole tree. Its variations are written as they are read too. Where
// the audit's read finds a comment or NAG for a move a window wrote (after a long variation,
// for the move it follows), the audit and the writing read it again with those added before
// the move is written (PgnGameRead::late); where it finds another change (or too many late
// ones), the game is read again with its variations held whole (WindowScope::Mainline).
struct LongGame {
    const PgnGameRead& read;  // as the first read handed it out (its last window)
    const RawSpool& spool;
    std::uint64_t end;  // where its text ends in the spool
    std::size_t window;
    PgnTreeBuilder::WindowScope scope = PgnTreeBuilder::WindowScope::Lines;
    std::vector<PgnLateAnnotation> late{};  // as an earlier read found them
};

// What a read of a long game found about its windows.
struct WindowChanges {
    bool changed = false;  // PgnGameRead::flushedThenChanged
    std::vector<PgnLateAnnotation> late;
    int mainlinePlies = 0;  // where its mainline ends (changesWhatIsWritten)
    void take(PgnGameRead& game) {
        changed = game.flushedThenChanged;
        late = std::move(game.late);
    }
};

// Reads the game's text again, as a window of its tree: `flush` for each window but the
// last, `done` for the last.
void reread(const LongGame& g, const PgnTreeBuilder::FlushFunction& flush,
            const std::function<void(PgnGameRead&)>& done) {
    bool first = true;  // the text holds one game, but nothing beyond it is handed on
    PgnTreeBuilder builder([&](PgnGameRead& game) {
        if (first) done(game);
        first = false;
    });
    builder.setWindow(g.window, flush, g.scope);
    if (!g.late.empty()) builder.setLateAnnotations(g.late);
    PgnReader reader(builder, PgnTreeBuilder::readerOptions());
    std::uint64_t at = g.read.bytes.begin;
    (void)reader.readChunks([&](char* dst, std::size_t n) {
        const std::size_t got =
            g.spool.read(at, dst, std::size_t(std::min<std::uint64_t>(n, g.end - at)));
        at += got;
        return got;
    });
    builder.finish();
}

// The mainline of a game read as windows, each move once, in order: a window's moves from
// the one after the last visited up to `last` (NoNode: as far as the window holds it). Where
// a window ends inside a variation, its mainline ends at the move that variation follows;
// the last move visited is still held by the next window (PgnTreeBuilder keeps it).
class MainlineCursor {
public:
    void visit(PgnGame& window, NodeId last, const std::function<void(PgnNode&)>& visit) {
        for (NodeId id = after(window, m_last); id != NoNode; id = after(window, id)) {
            visit(window.node(id));
            m_last = id;
            if (id == last) return;
        }
    }

private:
    static NodeId after(const PgnGame& window, NodeId id) {
        const PgnNode& node = window.node(id == NoNode ? PgnGame::root() : id);
        return node.children.empty() ? NoNode : node.children.front();
    }
    NodeId m_last = NoNode;
};

// The notes of the game's audit; `changes` (when given): what the windows changed of what
// they wrote.
std::vector<PlannedNote> auditLongGame(const LongGame& g, RuleSet rules, WindowChanges* changes) {
    const Result<Position> start = startPositionOf(g.read.game);
    MainlineAudit audit(g.read, rules);
    int plies = 0;
    const auto feed = [&](PgnNode& node) {
        removeOldNotes(node);
        audit.add(node);
        ++plies;
    };
    MainlineCursor cursor;
    reread(
        g, [&](PgnGameRead& game, NodeId complete) { cursor.visit(game.game, complete, feed); },
        [&](PgnGameRead& game) {
            cursor.visit(game.game, NoNode, feed);
            if (changes) changes->take(game);
        });
    if (!start) return {};
    return planNotes(audit.end(g.read.game.result), *start, plies, rules);
}

// What the windows of the game change of what they wrote (as auditLongGame says it), and
// the length of its mainline: a game with an error gets its note on the last move of its
// mainline (where the reading stopped), which a window may write long before the game's end
// (a long variation of that move).
WindowChanges changesWhatIsWritten(const LongGame& g) {
    WindowChanges changes;
    MainlineCursor cursor;
    const auto count = [&changes](PgnNode&) { ++changes.mainlinePlies; };
    reread(
        g, [&](PgnGameRead& game, NodeId complete) { cursor.visit(game.game, complete, count); },
        [&](PgnGameRead& game) {
            cursor.visit(game.game, NoNode, count);
            changes.take(game);
        });
    return changes;
}

// `notes`: the audit's, or the error's note (annotateGame: a game with an error gets only
// that one).
void writeLongGame(const LongGame& g, const std::vector<PlannedNote>& notes, AnnotateOut& out) {
    // Each node's notes in the order planned; the plies in the order written.
    std::vector<const PlannedNote*> byPly;
    for (const PlannedNote& note : notes) byPly.push_back(&note);
    std::stable_sort(byPly.begin(), byPly.end(),
                     [](const PlannedNote* a, const PlannedNote* b) { return a->ply < b->ply; });
    std::size_t next = 0;
    int ply = 0;
    bool rootDone = false;
    MainlineCursor cursor;
    const auto notesAt = [&](PgnNode& node) {
        for (; next < byPly.size() && byPly[next]->ply <= ply; ++next)
            if (byPly[next]->ply == ply) addNote(node, byPly[next]->kind, byPly[next]->words);
    };
    const auto prepare = [&](PgnGameRead& read, NodeId last) {
        PgnGame& window = read.game;
        for (PgnNode& node : window.nodes) removeOldNotes(node);
        addVariationErrorNotes(read);  // before the audit's, as annotateGame adds them
        if (!rootDone) notesAt(window.node(PgnGame::root()));
        rootDone = true;
        cursor.visit(window, last, [&](PgnNode& node) {
            ++ply;
            notesAt(node);
        });
    };
    PgnWindowWriter writer(out.text);
    reread(
        g,
        [&](PgnGameRead& game, NodeId complete) {
            prepare(game, complete);
            writer.write(game.game, complete);
        },
        [&](PgnGameRead& game) {
            prepare(game, NoNode);
            writer.finish(game.game);
        });
}

void annotateLongGame(LongGame g, RuleSet rules, AnnotateOut& out) {
    ++out.counts.games;
    ++out.counts.real;  // more nodes than the window holds
    warnAboutRepairs(g.read, out);
    const PgnError* error = firstError(g.read);
    std::vector<PlannedNote> notes;
    WindowChanges changes;
    if (error || !g.read.variationStops.empty()) ++out.counts.errors;
    if (error) {
        changes = changesWhatIsWritten(g);
    } else {
        notes = auditLongGame(g, rules, &changes);
    }
    if (changes.changed) {
        g.scope = PgnTreeBuilder::WindowScope::Mainline;
    } else {
        g.late = std::move(changes.late);
    }
    // The audit reads the comments ([%clk]): it reads the late ones where they belong too.
    if ((changes.changed || !g.late.empty()) && !error) notes = auditLongGame(g, rules, nullptr);
    out.counts.notes += long(notes.size());
    if (error) notes.push_back(PlannedNote{changes.mainlinePlies, "error", error->message});
    writeLongGame(g, notes, out);
}

// Annotates the games that `read` hands out. `atEnd`, asked once the text is read: whether
// it ran to the end of the input (then the last game keeps what follows it, as the builder
// does: escape lines after it). A game of more than `window` nodes is read again (LongGame).
void annotateText(const PgnChunker::ReadFunction& read, const AnnotateOptions& options,
                  const std::function<bool()>& atEnd, AnnotateOut& out) {
    RawSpool spool;          // the text as read, for a game too large to hold (copied through)
    bool last = false;       // the builder hands out the last game at finish()
    bool finishing = false;  // the game handed out now is the one finish() hands out
    bool windowed = false;   // the game being read outgrew the window
    PgnTreeBuilder builder([&](PgnGameRead& game) {
        const PgnError* copied = oversized(game);
        if (!copied) copied = textError(game);
        if (copied) {
            copyThrough(game, spool, last ? spool.end() : game.bytes.end, *copied, out);
        } else if (windowed) {
            // What finish() adds to the game (the lines after it) lies beyond its bytes.
            const LongGame g{game, spool, finishing ? spool.end() : game.bytes.end, options.window};
            annotateLongGame(g, options.rules, out);
        } else {
            annotateGame(game, options.rules, out);
            out.text(writePgnGame(game.game));
        }
        windowed = false;
        spool.release(game.bytes.end);
    });
    builder.setWindow(
        options.window, [&windowed](PgnGameRead&, NodeId) { windowed = true; },
        PgnTreeBuilder::WindowScope::Lines);
    PgnReader reader(builder, PgnTreeBuilder::readerOptions());
    (void)reader.readChunks([&read, &spool](char* dst, std::size_t n) {
        const std::size_t got = read(dst, n);
        spool.append(dst, got);
        return got;
    });
    last = atEnd();
    finishing = true;
    builder.finish();
}

// One job: the games as they are read, straight to stdout.
void annotateStream(const PgnChunker::ReadFunction& read, const AnnotateOptions& options,
                    const std::function<bool()>& atEnd, long firstLine, Counts& counts,
                    StyledText& styled) {
    const long gamesBefore = counts.games;
    AnnotateOut out{
        [&styled](std::string_view text) { writeOut(styled(text)); },
        [gamesBefore, firstLine](const PgnError& e) { printWarning(e, gamesBefore, firstLine); },
        {}};
    annotateText(read, options, atEnd, out);
    counts.add(out.counts);
}

// A chunk annotated on a worker: its text and warnings, handed on in file order.
struct AnnotatedChunk {
    std::string text;
    std::vector<PgnError> warnings;
    Counts counts;
    long firstLine = 1;
};

AnnotatedChunk annotateChunk(const PgnChunk& chunk, const AnnotateOptions& options) {
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
        read, options, [&chunk] { return chunk.last; }, out);
    done.counts = out.counts;
    return done;
}

// --jobs N: chunks of whole games on the workers of the chunk pipeline (chunkpipeline.h).
void annotateChunks(ReadAhead& input, const ChunkOptions& chunks, const AnnotateOptions& options,
                    Counts& counts, StyledText& styled) {
    ChunkStages<AnnotatedChunk> stages;
    stages.work = [options](const PgnChunk& chunk) { return annotateChunk(chunk, options); };
    stages.emit = [&counts, &styled](AnnotatedChunk& chunk) {
        for (const PgnError& e : chunk.warnings) printWarning(e, counts.games, chunk.firstLine);
        writeOut(styled(chunk.text));
        counts.add(chunk.counts);
    };
    stages.stream = [options, &counts, &styled](const PgnChunker::ReadFunction& read,
                                                long firstLine,
                                                const std::function<bool()>& atEnd) {
        annotateStream(read, options, atEnd, firstLine, counts, styled);
    };
    runChunked(input, chunks, stages);
}

}  // namespace

int runAnnotate(const std::vector<std::string>& argv) {
    Args args(argv, {"--rules", "--jobs", "--chunk-size", "--max-carry", "--window"}, {});
    if (args.positional().size() != 1) throw BadInput{"annotate needs exactly one FILE.pgn or -"};
    AnnotateOptions options;
    options.rules = ruleSetOption(args.value("--rules"));
    if (const auto window = args.value("--window"))
        options.window = std::size_t(parseInt(*window, "--window", 1, 1 << 30));
    const ChunkOptions chunks = chunkOptions(args);
    const std::string& path = args.positional()[0];
    // `-`, gzip, xz, zstd, UTF-16, Latin-1 and binary input as docs/cli.md says (core/io).
    auto input = openInput(path);
    ReadAhead ahead(*input);  // decoding on a thread of its own
    // The output keeps the file's line ends and byte-order mark (docs/pgn.md). The input is
    // started once its first text is handed over (peek waits for it).
    const std::string_view start = ahead.peek();
    StyledText styled(lineStyleOf(start, input->hadByteOrderMark()));
    Counts counts;
    if (chunks.jobs == 1) {
        annotateStream([&ahead](char* dst, std::size_t n) { return ahead.read(dst, n); }, options,
                       [] { return true; }, 1, counts, styled);
    } else {
        annotateChunks(ahead, chunks, options, counts, styled);
    }
    ahead.stop();
    if (input->failure() != io::Failure::None) throw BadInput{input->error()};
    if (counts.real == 0) {  // docs/cli.md: exit 2, nothing on stdout
        discardOut();
        throw BadInput{"\"" + path + "\": not a PGN file (no game found)"};
    }
    flushOut();
    std::fprintf(stderr, "annotate: %ld games, %ld notes, %ld games with errors\n", counts.games,
                 counts.notes, counts.errors);
    return ExitOk;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
