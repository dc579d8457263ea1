// SPDX-License-Identifier: GPL-3.0-or-later
// bench_watchreplay FILE.pgn [--step N] [--plant-clocks N]: every game of FILE replayed as
// e-board software
// writes a board's file while the game is played (the tags with Result "*", the moves so far,
// "*"; rewritten whole after every move, or every N plies), then the game's final text as it
// stands in FILE, each read handed to the core's Watch exactly as `remis-cli watch` and the
// app's Tournament Watch hand theirs. Prints one line per event the watch reports,
//     watch GAME PLY KIND URGENT READ
// (GAME counted from 1 as `remis-cli audit` counts them; KIND as in its JSON; READ the plies
// the read that reported it showed), and a last
// line with the figures. scripts/check-watch-audit compares these lines with the audit.
// With --plant-clocks N it replays nothing and prints FILE again with a [%clk] after every
// move, in every Nth game a flag falling during play (plantClocks): the check's data for 6.9.
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

// The game again with a [%clk] after every move (what it had stays): each side starts with
// 90 minutes and spends a few seconds to two minutes a move, never reaching zero by itself; in
// every `every`th game one side's clock reads 0:00:00 from one of its moves on, and the
// players play on to the end as written with that clock at zero, as on a board where the
// flag fell and nobody stopped the game. Deterministic (the game's number picks the moment).
std::string plantClocks(watch::LiveGame game, int number, int every) {
    const size_t plies = game.moves.size();
    const bool planted = every > 0 && number % every == 0 && plies > 0;
    const size_t from = planted ? size_t(number / every * 37 % 100) * plies / 100 : plies;
    int64_t left[2] = {5'400'000, 5'400'000};
    for (size_t i = 0; i < plies; ++i) {
        int64_t& clock = left[i % 2];
        clock =
            std::max<int64_t>(1000, clock - 1000 * int64_t((i * 7919 + size_t(number) * 31) % 120));
        const bool zero = i >= from && (i - from) % 2 == 0;
        const int64_t s = zero ? 0 : clock / 1000;
        char clk[48];
        std::snprintf(clk, sizeof clk, "[%%clk %lld:%02lld:%02lld]", (long long)(s / 3600),
                      (long long)(s / 60 % 60), (long long)(s % 60));
        std::string& c = game.comments[i];
        if (!c.empty()) c += ' ';
        c += clk;
    }
    return watch::livePgn(game) + "\n";
}

struct Figures {
    long games = 0, reads = 0, events = 0;
    double bytes = 0;
};

void replay(std::string_view text, int number, int step, Figures& f) {
    watch::Watch watch(RuleSet::Fide);
    const auto report = [&](const std::vector<watch::LocatedEvent>& events, size_t readPlies) {
        for (const watch::LocatedEvent& e : events) {
            std::printf("watch %d %d %s %d %zu\n", number, e.event.event.ply,
                        cli::watchKindId(e.event), e.event.urgent ? 1 : 0, readPlies);
            ++f.events;
        }
    };
    const std::vector<watch::LiveGame> games = watch::readLiveGames(text);
    if (games.size() == 1) {
        const watch::LiveGame& game = games.front();
        for (size_t ply = 0; ply < game.moves.size(); ply += size_t(step)) {
            const std::string live = liveText(game, ply);
            report(watch.read("game.pgn", 0, live), ply);
            ++f.reads;
            f.bytes += double(live.size());
        }
    }
    // The final file (its plies: those of its one game, else 0).
    report(watch.read("game.pgn", 0, text), games.size() == 1 ? games.front().moves.size() : 0);
    ++f.reads;
    f.bytes += double(text.size());
    ++f.games;
}

// Each game of `text` in turn, as the audit counts them.
template <typename Each>
void forEachGame(const std::string& text, Each each) {
    io::PgnBoundaryScanner scanner;
    size_t from = 0;
    int number = 0;
    while (from < text.size()) {
        const size_t next = scanner.next(text, number == 0 ? 0 : from + 1);
        const size_t end = next == std::string::npos ? text.size() : next;
        each(std::string_view(text).substr(from, end - from), ++number);
        from = end;
    }
}

int plantedFile(const std::string& text, int every) {
    forEachGame(text, [&](std::string_view game, int number) {
        const std::vector<watch::LiveGame> games = watch::readLiveGames(game);
        const std::string out =
            games.size() == 1 ? plantClocks(games.front(), number, every) : std::string(game);
        std::fwrite(out.data(), 1, out.size(), stdout);
    });
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    int step = 1, plant = 0;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--step") == 0) step = std::max(1, std::atoi(argv[i + 1]));
        if (std::strcmp(argv[i], "--plant-clocks") == 0)
            plant = std::max(1, std::atoi(argv[i + 1]));
    }
    if (argc != 2 && argc != 4 && argc != 6) {
        std::fprintf(stderr, "usage: bench_watchreplay FILE.pgn [--step N] [--plant-clocks N]\n");
        return 2;
    }
    auto input = io::TextInput::open(argv[1]);
    const std::string text = input->readAll(std::size_t{1} << 31);
    if (input->failure() != io::Failure::None) {
        std::fprintf(stderr, "bench_watchreplay: %s\n", input->error().c_str());
        return 2;
    }
    if (plant > 0) return plantedFile(text, plant);
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    Figures f;
    forEachGame(text, [&](std::string_view game, int number) { replay(game, number, step, f); });
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
