// remis-cli audit FILE.pgn [--rules fide|uscf|casual] [--jobs N]
#include <unistd.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>

#include "cli/args.h"
#include "cli/auditjson.h"
#include "cli/batchwriter.h"
#include "cli/chunkpipeline.h"
#include "cli/commands.h"
#include "cli/input.h"
#include "cli/names.h"
#include "cli/output.h"
#include "cli/parseahead.h"
#include "cli/pgnchunks.h"
#include "cli/readahead.h"
#include "cli/textstream.h"
#include "core/io/textinput.h"
#include "core/pgn/treebuilder.h"

namespace remis::cli {

const std::string AuditHelp = withArticles(
    "usage: remis-cli audit FILE.pgn|- [--rules fide|uscf|casual] [--jobs N]\n"
    "Replays every game of a PGN file (any size, streamed) and writes one JSON line per game:\n"
    "every moment a claim was available (threefold, fifty moves, with and without an intended\n"
    "move), automatic endings, whether the Result tag agrees with the rules (if not,\n"
    "result_reason says why, with the rule and the ply), and errors; from the record itself,\n"
    "flag falls (Termination time forfeit, or a last [%clk] of 0:00:00) ruled by %1 (%2\n"
    "under --rules uscf), and illegal moves that stood (%3, %4, %5).\n"
    "A summary goes to stderr at the end; a progress line too when stderr is a terminal.\n"
    "  --jobs N   audit with N threads (default 1); the output order is the file's\n"
    "FILE may be - (standard input) and may be compressed with gzip, xz or zstd.\n",
    {article_no::FlagFall, article_no::UscfFlagFall, article_no::IllegalMoveReinstated,
     article_no::IllegalMovePenalty, article_no::RapidIllegalMove});

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
    // consumed and size: the input's raw bytes read so far and its size (-1: unknown).
    AuditRun(RuleSet rules, std::function<long long()> consumed, std::function<long long()> size)
        : m_rules(rules),
          m_consumed(std::move(consumed)),
          m_size(std::move(size)),
          m_progress(isatty(2)) {}

    // Text that the reader took for a game but that has no tag and no legal move is held
    // back until a real game comes: a file with no game at all is exit 2 with nothing on
    // stdout (docs/cli.md). A game with tags is real even when its first move is illegal.
    void emit(const GameAudit& a) {
        const bool real = a.plies > 0 || a.error.empty() || a.hasTags;
        if (!m_seenGame && !real) {
            if (m_held.size() >= MaxHeld) throw BadInput{"not a PGN file (no game found)"};
            m_held.push_back(a);
            return;
        }
        if (!m_seenGame) {
            m_seenGame = true;
            for (const GameAudit& held : m_held) write(held);
            m_held.clear();
        }
        write(a);
    }
    void emit(const std::vector<GameAudit>& audits) {
        for (const GameAudit& a : audits) emit(a);
    }
    void progress() {
        if (!m_progress) return;
        long long size = m_size();
        if (size > 0)
            std::fprintf(stderr, "\raudit: %ld games, %.0f%% of the file", m_totals.games,
                         100.0 * double(m_consumed()) / double(size));
        else
            std::fprintf(stderr, "\raudit: %ld games", m_totals.games);
    }
    void finish(double seconds) {
        flushOut();
        if (m_progress) std::fprintf(stderr, "\r\033[K");
        std::fputs(m_totals.summary(seconds).c_str(), stderr);
    }
    RuleSet rules() const { return m_rules; }
    long games() const { return m_seenGame ? m_totals.games : 0; }

private:
    static constexpr std::size_t MaxHeld = 10000;

    void write(const GameAudit& a) {
        m_totals.add(a);
        sayRepairs(a);
        std::string line = auditJson(a, int(m_totals.games));
        line += '\n';
        writeOut(line);
    }

    // On stderr, in file order, as annotate says them (docs/cli.md); the game numbered in
    // the file (a chunk's auditor counts from its own start).
    void sayRepairs(const GameAudit& a) {
        if (a.repairs.empty()) return;
        if (m_progress) std::fputs("\r\033[K", stderr);
        for (PgnError e : a.repairs) {
            e.game = int(m_totals.games);
            std::fprintf(stderr, "audit: %s\n", describePgnError(e).c_str());
        }
    }

    std::vector<GameAudit> m_held;
    bool m_seenGame = false;
    RuleSet m_rules;
    std::function<long long()> m_consumed, m_size;
    bool m_progress;
    AuditTotals m_totals;
};

using Writer = BatchWriter<GameAudit>;

// One reader over a stream: constant memory whatever the layout.
void auditStream(const ReadStreamBuf::ReadFunction& read, long firstLine, RuleSet rules,
                 Writer& writer) {
    GameAuditor auditor(
        rules, [&writer](const GameAudit& a) { writer.add(a); }, 1, firstLine);
    PgnReader reader(auditor);
    reader.readChunks(read);
}

// Chunks of whole games are audited on the workers of the chunk pipeline (chunkpipeline.h).
void auditChunks(ReadAhead& input, const ChunkOptions& options, RuleSet rules, Writer& writer) {
    ChunkStages<std::vector<GameAudit>> stages;
    stages.work = [rules](const PgnChunk& chunk) {
        return auditChunk(chunk.text, rules, chunk.firstLine);
    };
    stages.emit = [&writer](std::vector<GameAudit>& audits) { writer.add(std::move(audits)); };
    stages.stream = [rules, &writer](const ReadStreamBuf::ReadFunction& read, long firstLine,
                                     const std::function<bool()>&) {
        auditStream(read, firstLine, rules, writer);
    };
    runChunked(input, options, stages);
}

}  // namespace

int runAudit(const std::vector<std::string>& argv) {
    Args args(argv, {"--rules", "--jobs", "--chunk-size", "--max-carry"}, {});
    if (args.positional().size() != 1) throw BadInput{"audit needs exactly one FILE.pgn (or -)"};
    RuleSet rules = ruleSetOption(args.value("--rules"));
    const ChunkOptions chunks = chunkOptions(args);
    auto input = openInput(args.positional()[0]);
    auto start = std::chrono::steady_clock::now();
    // Three stages, each on its own thread: reading the input (decoding it, and with one
    // job also reading its games: ParseAhead; else ReadAhead), auditing (here, or N
    // workers), writing the JSON lines (the writer).
    const auto run = [&](auto& ahead, const auto& audit) {
        AuditRun totals(
            rules, [&ahead] { return ahead.bytesConsumed(); },
            [&ahead] { return ahead.fileSize(); });
        {
            Writer writer([&totals](std::vector<GameAudit>& batch) {
                totals.emit(batch);
                totals.progress();
            });
            audit(writer);
            writer.finish();
        }
        ahead.stop();
        checkInput(*input, totals.games());
        totals.finish(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    };
    if (chunks.jobs == 1) {
        // The reading thread also plays the usual moves (core/audit/lookahead.h): the
        // auditing thread, which sets the pace of one job, only rules the positions.
        ParseAhead ahead(*input, true);
        run(ahead, [&](Writer& writer) {
            GameAuditor auditor(rules, [&writer](const GameAudit& a) { writer.add(a); });
            ahead.replay(auditor, &auditor);
        });
    } else {
        ReadAhead ahead(*input);
        run(ahead, [&](Writer& writer) { auditChunks(ahead, chunks, rules, writer); });
    }
    return ExitOk;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
