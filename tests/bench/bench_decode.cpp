// bench_decode FILE: the stages of `remis-cli audit` that each run on one thread whatever
// --jobs says, so they bound what more cores can give: decoding (the file read, gzip, xz or
// zstd decompressed, the charset decoded: io::TextInput, on the ReadAhead thread) and, with
// --jobs N, cutting the text into chunks of whole games (cli::PgnChunker, on the main
// thread). Prints MB of text per second of each, on one core. Never fails for being slow.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "cli/pgnchunks.h"
#include "core/io/textinput.h"

using namespace remis;

namespace {

double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_decode FILE\n");
        return 2;
    }
    // Decoding alone: every byte of text, as the ReadAhead thread takes it.
    auto input = io::TextInput::open(argv[1]);
    std::vector<char> block(io::TextInput::BlockSize);
    double start = cpuSeconds();
    long long text = 0;
    while (std::size_t n = input->read(block.data(), block.size())) text += (long long)n;
    const double decode = cpuSeconds() - start;
    if (input->failure() != io::Failure::None) {
        std::fprintf(stderr, "bench_decode: %s\n", input->error().c_str());
        return 1;
    }
    // Chunking alone, over text already decoded (in memory, as the ReadAhead hands it out).
    std::string all;
    all.reserve(std::size_t(text));
    auto again = io::TextInput::open(argv[1]);
    while (std::size_t n = again->read(block.data(), block.size())) all.append(block.data(), n);
    std::size_t at = 0;
    cli::PgnChunker chunker([&](char* dst, std::size_t max) {
        const std::size_t n = std::min(max, all.size() - at);
        std::copy_n(all.data() + at, n, dst);
        at += n;
        return n;
    });
    start = cpuSeconds();
    long chunks = 0;
    while (auto chunk = chunker.next()) ++chunks;
    const double chunking = cpuSeconds() - start;
    const double mb = double(text) / 1e6;
    std::printf("bench_decode: %.1f MB of text (%lld bytes of file)\n", mb, input->bytesConsumed());
    std::printf("  decoding (file, decompression, charset): %.3f s CPU, %.0f MB/s\n", decode,
                mb / decode);
    std::printf("  chunking (--jobs N, %ld chunks):          %.3f s CPU, %.0f MB/s\n", chunks,
                chunking, mb / chunking);
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
