// SPDX-License-Identifier: GPL-3.0-or-later
// remis-cli watch: follows live games (files, e-board folders, URLs) and prints one JSON line
// per event the moment a source shows it, until interrupted. The watching itself (per-game
// state, each event once, urgency) is the core's Watch; this polls the sources and prints.
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <map>

#include "cli/args.h"
#include "cli/auditjson.h"
#include "cli/changenotifier.h"
#include "cli/commands.h"
#include "cli/json.h"
#include "cli/names.h"
#include "cli/notewords.h"
#include "cli/output.h"
#include "cli/watchsources.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/vocabulary.h"
#include "core/watch/watch.h"

namespace remis::cli {

const std::string WatchHelp =
    "usage: remis-cli watch SOURCE... [--rules fide|uscf|casual] [--poll SECONDS]\n"
    "                       [--stale SECONDS] [--once]\n"
    "Follows games while they are played and prints one JSON line per event the moment a\n"
    "source shows it, until interrupted (Ctrl+C: exit 0). A SOURCE is a PGN file that grows\n"
    "or is rewritten, a folder of such files (games.pgn, game-1.pgn, ...: the layout e-board\n"
    "software writes), or an http:// or https:// URL polled with a conditional GET.\n"
    "Each line: {\"source\", \"game\", \"board\", \"white\", \"black\", \"ply\", \"move\",\n"
    "\"kind\", \"urgent\", \"text\"}; kind is an audit kind (see remis-cli audit --help),\n"
    "result_inconsistent, record_error (a move no piece could make: the record stops there\n"
    "until it is corrected), source_error or source_stale. A game is known by its tags, so a\n"
    "file rewritten, renumbered or reordered reports nothing twice.\n"
    "  --rules R        fide (default), uscf or casual\n"
    "  --poll SECONDS   how often each source is read (default 1; decimals allowed)\n"
    "  --stale SECONDS  report a source with no change for that long (default: never)\n"
    "  --once           read every source once and exit (for scripts and tests)\n";

namespace {

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void onInterrupt(int) {
    g_interrupted = 1;
}

int64_t parseSeconds(const std::optional<std::string>& text, const std::string& what,
                     double fallback) {
    if (!text) return int64_t(fallback * 1000);
    char* end = nullptr;
    const double s = std::strtod(text->c_str(), &end);
    if (text->empty() || *end != '\0' || !(s >= 0.01 && s <= 86400))
        throw BadInput{what + ": \"" + *text + "\" is not a number of seconds (0.01 to 86400)"};
    return int64_t(s * 1000);
}

int64_t nowMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

Position startOf(const std::string& fen) {
    if (fen.empty()) return Position::startPosition();
    auto p = parsePgnFen(fen);
    return p ? *p : Position::startPosition();
}

std::string watchText(const watch::WatchEvent& e, Color toMove, const std::string& move,
                      RuleSet rules) {
    switch (e.kind) {
        case watch::WatchKind::ResultInconsistent:
            return "The recorded result is against the rules: " + e.reason;
        case watch::WatchKind::RecordError:
            return "The record stops here: " + e.reason +
                   ". Check the board: the moves after it are ruled once the record is corrected";
        case watch::WatchKind::Audit:
            break;
    }
    return noteWords(e.event, toMove, move, rules);
}

std::string eventLine(const watch::LocatedEvent& e, RuleSet rules) {
    const AuditEvent& a = e.event.event;
    const Position start = startOf(e.fen);
    const Color toMove = (a.ply % 2 == 0) ? start.sideToMove() : ~start.sideToMove();
    const std::string move = a.ply > 0 ? numbered(start, a.ply, a.move) : "";
    JsonObject o;
    o.str("source", e.source).num("game", e.game).num("board", e.board);
    o.str("white", e.white).str("black", e.black).num("ply", a.ply).str("move", a.move);
    o.str("kind", watchKindId(e.event));
    if (e.event.kind == watch::WatchKind::Audit) addEventDetails(o, a);
    o.boolean("urgent", e.event.urgent);
    o.str("text", watchText(e.event, toMove, move, rules));
    return std::move(o).take() + "\n";
}

std::string sourceLine(const SourceRead& r, bool error, int64_t staleMs) {
    JsonObject o;
    o.str("source", r.name).str("kind", error ? "source_error" : "source_stale");
    o.boolean("urgent", false);
    o.str("text",
          error ? "Cannot read " + r.name + ": " + r.error
                : "No new move in " + r.name + " for " + std::to_string(staleMs / 1000) + " s");
    return std::move(o).take() + "\n";
}

struct Watcher {
    RuleSet rules;
    watch::Watch watch;
    int64_t staleMs;
    std::map<std::string, watch::SourceHealth> health;

    void take(const SourceRead& r) {
        watch::SourceHealth& h = health[r.name];
        const int64_t now = nowMs();
        if (!r.ok) {
            if (h.failed(now) == watch::SourceHealth::Change::Error)
                writeOut(sourceLine(r, true, staleMs));
            return;
        }
        if (h.succeeded(now, r.changed, staleMs) == watch::SourceHealth::Change::Stale)
            writeOut(sourceLine(r, false, staleMs));
        if (!r.changed) return;
        for (const watch::LocatedEvent& e : watch.read(r.name, r.fileBoard, r.text))
            writeOut(eventLine(e, rules));
    }
};

}  // namespace

int runWatch(const std::vector<std::string>& argv) {
    Args args(argv, {"--rules", "--poll", "--stale"}, {"--once"});
    if (args.positional().empty()) throw BadInput{"watch needs at least one SOURCE"};
    const RuleSet rules = ruleSetOption(args.value("--rules"));
    const int64_t pollMs = parseSeconds(args.value("--poll"), "--poll", 1.0);
    const int64_t staleMs =
        args.value("--stale") ? parseSeconds(args.value("--stale"), "--stale", 0) : 0;
    std::vector<std::unique_ptr<Source>> sources;
    ChangeNotifier notifier;  // a write wakes the loop at once; the poll is the fallback
    for (const std::string& spec : args.positional()) {
        sources.push_back(makeSource(spec));
        if (spec.rfind("http://", 0) != 0 && spec.rfind("https://", 0) != 0)
            notifier.watchPath(spec);
    }
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    Watcher watcher{rules, watch::Watch(rules), staleMs, {}};
    // A full poll every --poll seconds (URLs, sizes and times of every file, staleness); in
    // between, the files inotify names as written, the moment they are written.
    int64_t lastFull = nowMs();
    std::optional<ChangedNames> changed;
    while (!g_interrupted) {
        const bool full = !changed || changed->empty();
        if (full) lastFull = nowMs();
        for (auto& source : sources)
            for (const SourceRead& r : source->poll(full ? nullptr : &*changed)) watcher.take(r);
        flushOut();
        if (args.flag("--once")) break;
        const int64_t left = pollMs - (nowMs() - lastFull);
        changed = left > 0 && !g_interrupted ? notifier.wait(left) : std::nullopt;
    }
    return ExitOk;
}

}  // namespace remis::cli
