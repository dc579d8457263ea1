// SPDX-License-Identifier: GPL-3.0-or-later
// bench_watchreplay FILE.pgn [--step N]: every game of FILE replayed as e-board software
// writes a board's file while the game is played (the tags with Result "*", the moves so far,
// "*"; rewritten whole after every move, or every N plies), then the game's final text as it
// stands in FILE, each read handed to the core's Watch exactly as `remis-cli watch` and the
// app's Tournament Watch hand theirs. Prints one line per event the watch reports,
//     watch GAME PLY KIND URGENT
// (GAME counted from 1 as `remis-cli audit` counts them; KIND as in its JSON), and a last
// line with the figures. scripts/check-watch-audit compares these lines with the audit.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>

#include "cli/auditjson.h"
#include "core/io/gameboundary.h"
#include "core/io/textinput.h"
#include "core/watch/watch.h"

using namespace remis;

namespace {

// The board's file after `plies` plies of `game`: the Result tag says the game goes on.
std::string liveText(const watch::LiveGame& game, size_t plies) {
    watch::LiveGame now = game;
    now.moves.resize(plies);
    now.comments.resize(plies);
    now.result = "*";
    for (auto& [name, value] : now.tags)
        if (name == "Result") value = "*";
    return watch::livePgn(now);
}

struct Figures {
    long games = 0, reads = 0, events = 0;
    double bytes = 0;
};

void replay(std::string_view text, int number, int step, Figures& f) {
    watch::Watch watch(RuleSet::Fide);
    const auto report = [&](const std::vector<watch::LocatedEvent>& events) {
        for (const watch::LocatedEvent& e : events) {
            const bool inconsistent = e.event.kind == watch::WatchKind::ResultInconsistent;
            std::printf("watch %d %d %s %d\n", number, e.event.event.ply,
                        inconsistent ? "result_inconsistent" : cli::auditKindId(e.event.event.kind),
                        e.event.urgent ? 1 : 0);
            ++f.events;
        }
    };
    const std::vector<watch::LiveGame> games = watch::readLiveGames(text);
    if (games.size() == 1) {
        const watch::LiveGame& game = games.front();
        for (size_t ply = 0; ply < game.moves.size(); ply += size_t(step)) {
            const std::string live = liveText(game, ply);
            report(watch.read("game.pgn", 0, live));
            ++f.reads;
            f.bytes += double(live.size());
        }
    }
    report(watch.read("game.pgn", 0, text));  // the final file
    ++f.reads;
    f.bytes += double(text.size());
    ++f.games;
}

}  // namespace

int main(int argc, char** argv) {
    int step = 1;
    if (argc == 4 && std::strcmp(argv[2], "--step") == 0) step = std::max(1, std::atoi(argv[3]));
    if (argc != 2 && argc != 4) {
        std::fprintf(stderr, "usage: bench_watchreplay FILE.pgn [--step N]\n");
        return 2;
    }
    auto input = io::TextInput::open(argv[1]);
    const std::string text = input->readAll(std::size_t{1} << 31);
    if (input->failure() != io::Failure::None) {
        std::fprintf(stderr, "bench_watchreplay: %s\n", input->error().c_str());
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    Figures f;
    io::PgnBoundaryScanner scanner;
    size_t from = 0;
    int number = 0;
    while (from < text.size()) {
        const size_t next = scanner.next(text, number == 0 ? 0 : from + 1);
        const size_t end = next == std::string::npos ? text.size() : next;
        replay(std::string_view(text).substr(from, end - from), ++number, step, f);
        from = end;
    }
    const double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double cpu = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf(
        "figures games %ld reads %ld events %ld seconds %.1f cpu_seconds %.1f "
        "cpu_us_per_read %.1f mb_read %.0f\n",
        f.games, f.reads, f.events, s, cpu, f.reads ? cpu * 1e6 / double(f.reads) : 0.0,
        f.bytes / 1e6);
    return 0;
}
