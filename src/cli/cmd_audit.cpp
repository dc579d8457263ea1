// remis-cli audit FILE.pgn [--rules fide|uscf|casual] [--jobs N]
#include <unistd.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <deque>
#include <future>
#include <iostream>

#include "cli/args.h"
#include "cli/auditjson.h"
#include "cli/commands.h"
#include "cli/names.h"
#include "cli/pgnchunks.h"

namespace remis::cli {

const char* AuditHelp =
    "usage: remis-cli audit FILE.pgn [--rules fide|uscf|casual] [--jobs N]\n"
    "Replays every game of a PGN file (any size, streamed) and writes one JSON line per game:\n"
    "the claims that were available (threefold, fifty moves, with and without an intended\n"
    "move), automatic endings, whether the Result tag agrees with the rules, and errors.\n"
    "A summary goes to stderr at the end; a progress line too when stderr is a terminal.\n"
    "  --jobs N   audit with N threads (default 1); the output order is the file's\n";

namespace {

// firstLine: where the chunk starts in the file, so that errors name the file's line.
std::vector<GameAudit> auditChunk(const std::string& text, RuleSet rules, long firstLine) {
    std::vector<GameAudit> out;
    GameAuditor auditor(
        rules, [&out](const GameAudit& a) { out.push_back(a); }, 1, firstLine);
    PgnReader reader(auditor);
    (void)reader.readString(text);
    return out;
}

class AuditRun {
public:
    AuditRun(RuleSet rules, long long fileSize)
        : m_rules(rules), m_fileSize(fileSize), m_progress(isatty(2)) {}

    void emit(const std::vector<GameAudit>& audits) {
        for (const GameAudit& a : audits) {
            m_totals.add(a);
            std::string line = auditJson(a, int(m_totals.games));
            line += '\n';
            std::fwrite(line.data(), 1, line.size(), stdout);
        }
    }
    void progress(long long bytes) {
        if (!m_progress) return;
        double pct = m_fileSize > 0 ? 100.0 * double(bytes) / double(m_fileSize) : 0.0;
        std::fprintf(stderr, "\raudit: %ld games, %.0f%% of the file", m_totals.games, pct);
    }
    void finish(double seconds) {
        std::fflush(stdout);
        if (m_progress) std::fprintf(stderr, "\r\033[K");
        std::fputs(m_totals.summary(seconds).c_str(), stderr);
    }
    RuleSet rules() const { return m_rules; }

private:
    RuleSet m_rules;
    long long m_fileSize;
    bool m_progress;
    AuditTotals m_totals;
};

// Chunks of whole games are audited on `jobs` threads; results are written in file order,
// and at most 2 * jobs chunks are in memory at once.
void auditFile(std::FILE* file, int jobs, AuditRun& run) {
    PgnChunker chunker(file);
    std::deque<std::future<std::vector<GameAudit>>> pending;
    long line = 1;
    while (auto chunk = chunker.next()) {
        const long firstLine = line;
        line += long(std::count(chunk->begin(), chunk->end(), '\n'));
        if (jobs == 1) {
            run.emit(auditChunk(*chunk, run.rules(), firstLine));
        } else {
            pending.push_back(std::async(
                std::launch::async, [text = std::move(*chunk), rules = run.rules(), firstLine] {
                    return auditChunk(text, rules, firstLine);
                }));
            if (int(pending.size()) >= 2 * jobs) {
                run.emit(pending.front().get());
                pending.pop_front();
            }
        }
        run.progress(chunker.bytesRead());
    }
    for (auto& f : pending) run.emit(f.get());
    if (chunker.failed()) throw BadInput{"cannot read the file to the end"};
}

}  // namespace

int runAudit(const std::vector<std::string>& argv) {
    Args args(argv, {"--rules", "--jobs"}, {});
    if (args.positional().size() != 1) throw BadInput{"audit needs exactly one FILE.pgn"};
    RuleSet rules = ruleSetOption(args.value("--rules"));
    int jobs = args.value("--jobs") ? parseInt(*args.value("--jobs"), "--jobs", 1, 256) : 1;
    const std::string& path = args.positional()[0];
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) throw BadInput{"cannot open \"" + path + "\""};
    std::fseek(file, 0, SEEK_END);
    long long size = std::ftell(file);
    std::fseek(file, 0, SEEK_SET);
    auto start = std::chrono::steady_clock::now();
    AuditRun run(rules, size);
    try {
        auditFile(file, jobs, run);
    } catch (...) {
        std::fclose(file);
        throw;
    }
    std::fclose(file);
    run.finish(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    return ExitOk;
}

}  // namespace remis::cli
