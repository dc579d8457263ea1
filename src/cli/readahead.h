// Decoding on a thread of its own: a ReadAhead reads a TextInput (the file or pipe, the gzip,
// xz or zstd decompressor, the charset decoding) on its own thread, a few blocks ahead of the
// reader, so that the thread that reads PGN only copies text. The text handed out is the
// input's, byte for byte, whatever the sizes asked for; memory is the few blocks of the queue
// (Depth x BlockSize) besides the input's own.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <string_view>
#include <thread>
#include <vector>

#include "core/io/textinput.h"

namespace remis::cli {

class ReadAhead {
public:
    static constexpr std::size_t BlockSize = std::size_t{256} * 1024;
    static constexpr std::size_t Depth = 4;

    // Starts the decoding thread. The input is read only by that thread until stop() (then
    // its failure() and error() may be read).
    explicit ReadAhead(io::TextInput& input);
    ~ReadAhead() { stop(); }
    ReadAhead(const ReadAhead&) = delete;
    ReadAhead& operator=(const ReadAhead&) = delete;

    // As TextInput::read: up to max bytes of text, 0 only at the end of the text or on a
    // failure of the input.
    std::size_t read(char* dst, std::size_t max);
    // The text that read() hands out next, without taking it: at least the start of the
    // next block (waiting for it), empty at the end. Valid until the next read().
    std::string_view peek();
    // Ends the decoding thread (at once, if the text was not read to its end) and waits for it.
    void stop();

    // For a progress line, from any thread: raw bytes the decoding thread has taken from the
    // file so far, and the file's size (-1 when unknown or not yet known).
    long long bytesConsumed() const noexcept { return m_consumed.load(std::memory_order_relaxed); }
    long long fileSize() const noexcept { return m_size.load(std::memory_order_relaxed); }

private:
    struct Block {
        std::unique_ptr<char[]> data;
        std::size_t size = 0;
    };
    void decode();
    bool nextBlock();

    io::TextInput& m_input;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Block> m_full;   // decoded, in order, not yet read
    std::vector<Block> m_free;  // read, for the decoding thread to fill again
    bool m_end = false;         // the decoding thread has put its last block
    bool m_stop = false;        // the reader went away: the decoding thread ends
    Block m_current;            // the block being read (the reader's alone)
    std::size_t m_pos = 0;
    bool m_done = false;  // read() has returned 0
    std::atomic<long long> m_consumed{0}, m_size{-1};
    std::thread m_thread;
};

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
