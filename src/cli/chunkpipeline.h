// Sharing a PGN file out among N threads, for `audit --jobs N` and `annotate --jobs N`
// (docs/cli.md: the output is the same as one job's, in file order). The input is decoded
// on a thread of its own (ReadAhead); this thread cuts the text into chunks of whole games
// (PgnChunker) and gives them to `jobs` threads of a WorkerPool, and hands their answers on
// in file order. At most 2 * jobs chunks are in memory at once. A game too long for a chunk
// is read on this thread as a stream, after the answers before it are handed on.
#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <future>

#include "cli/args.h"
#include "cli/pgnchunks.h"
#include "cli/readahead.h"
#include "cli/workerpool.h"

namespace remis::cli {

struct ChunkOptions {
    int jobs = 1;
    std::size_t chunkSize = std::size_t(1) << 20;  // the text given to a thread at a time
    std::size_t maxCarry = std::size_t(8) << 20;   // the longest game held whole
};

// --jobs N; and, for tests, --chunk-size and --max-carry (the answers must not change).
ChunkOptions chunkOptions(const Args& args);

template <typename T>
struct ChunkStages {
    std::function<T(const PgnChunk&)> work;  // on a worker thread
    std::function<void(T&)> emit;            // on this thread, in file order
    // A game longer than maxCarry: `read` hands out its text; `atEnd`, asked once that text
    // is read, says whether it ran to the end of the input.
    std::function<void(const PgnChunker::ReadFunction& read, long firstLine,
                       const std::function<bool()>& atEnd)>
        stream;
};

template <typename T>
void runChunked(ReadAhead& input, const ChunkOptions& options, const ChunkStages<T>& stages) {
    PgnChunker chunker([&input](char* dst, std::size_t n) { return input.read(dst, n); },
                       options.chunkSize, options.maxCarry);
    WorkerPool<T> workers(options.jobs);
    std::deque<std::future<T>> pending;
    const auto emitFirst = [&] {
        T answer = pending.front().get();
        pending.pop_front();
        stages.emit(answer);
    };
    for (;;) {
        while (auto chunk = chunker.next()) {
            pending.push_back(workers.submit(
                [&stages, chunk = std::move(*chunk)] { return stages.work(chunk); }));
            if (int(pending.size()) >= 2 * options.jobs) emitFirst();
        }
        if (!chunker.oversized()) break;
        while (!pending.empty()) emitFirst();
        stages.stream(
            [&chunker](char* dst, std::size_t n) { return chunker.readOversized(dst, n); },
            chunker.oversizedFirstLine(), [&chunker] { return chunker.atEnd(); });
    }
    while (!pending.empty()) emitFirst();
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
