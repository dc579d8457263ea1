// bench_audit FILE.pgn: how fast the auditor replays and rules a PGN file, in process (no
// JSON, no threads), next to a bare replay (SAN parsing and moves only) of the same file, so
// the cost of the arbiter's rulings shows separately. Prints figures; never fails for being slow.
#include <chrono>
#include <cstdio>
#include <string>

#include "core/audit/audit.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/pgn/reader.h"

using namespace remis;

namespace {

// Replays the moves and nothing else: the floor under the audit's cost.
class Replayer : public PgnVisitor {
public:
    long games = 0, plies = 0, errors = 0;
    void beginMovetext() override {
        ++games;
        m_pos = Position::startPosition();
        m_ok = true;
    }
    void tag(std::string_view name, std::string_view) override {
        if (name == "FEN") m_skip = true;  // counted, not replayed: FEN games are few
    }
    bool move(std::string_view san, long) override {
        if (!m_ok || m_skip) return false;
        auto m = parseSan(m_pos, san);
        if (!m) return m_ok = false, ++errors, false;
        Position::Undo undo;
        m_pos.makeMove(*m, undo);
        ++plies;
        return true;
    }
    void endGame() override { m_skip = false; }

private:
    Position m_pos;
    bool m_ok = true, m_skip = false;
};

double seconds(std::chrono::steady_clock::time_point since) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

void report(const char* what, long games, long plies, double s) {
    std::printf("%-26s %8ld games %10ld plies %7.2f s %9.0f games/s %11.0f plies/s\n", what, games,
                plies, s, s > 0 ? games / s : 0.0, s > 0 ? plies / s : 0.0);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_audit FILE.pgn\n");
        return 2;
    }
    const std::string path = argv[1];

    Replayer replayer;
    auto start = std::chrono::steady_clock::now();
    {
        PgnReader reader(replayer);
        if (auto r = reader.readFile(path); !r)
            return std::fprintf(stderr, "bench_audit: %s\n", r.message().c_str()), 2;
    }
    report("replay only (SAN + move)", replayer.games, replayer.plies, seconds(start));

    long games = 0, plies = 0, events = 0;
    GameAuditor auditor(RuleSet::Fide, [&](const GameAudit& a) {
        ++games;
        plies += a.plies;
        events += long(a.events.size());
    });
    start = std::chrono::steady_clock::now();
    {
        PgnReader reader(auditor);
        if (auto r = reader.readFile(path); !r)
            return std::fprintf(stderr, "bench_audit: %s\n", r.message().c_str()), 2;
    }
    report("audit (FIDE rulings)", games, plies, seconds(start));
    std::printf("events: %ld\n", events);
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
