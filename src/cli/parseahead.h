// Reading PGN on a thread of its own, for `audit` with one job: that thread decodes the input
// (file, gzip, xz, zstd, charset: io::TextInput) and reads its games (PgnReader), recording
// what the reader reports; the auditing thread replays the records into its visitor and does
// nothing else. The visitor sees the same calls with the same arguments, in the same order,
// as when it reads the text itself: a move() that returns false hides the rest of that
// game's movetext, as the reader does (PgnVisitor::move). For the reader's default options
// only (variations are not reported). Memory is Depth batches of at most BatchRecords records,
// BatchBytes of text (more only for one longer token, which the reader bounds) and
// BatchPlayed positions.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/audit/audit.h"
#include "core/audit/lookahead.h"
#include "core/io/textinput.h"
#include "core/pgn/reader.h"

namespace remis::cli {

class ParseAhead {
public:
    static constexpr std::size_t BatchBytes = std::size_t{64} * 1024;
    static constexpr std::size_t BatchRecords = 8192;
    static constexpr std::size_t BatchPlayed = 2048;  // positions (about 160 bytes each)
    static constexpr std::size_t Depth = 4;

    // Starts the reading thread. The input is read only by that thread until stop() (then its
    // failure() and error() may be read). With `playAhead`, that thread also plays the usual
    // moves (core/audit/lookahead.h), for replay() into a GameAuditor, and leaves out what a
    // GameAuditor does nothing with (move numbers, NAGs).
    explicit ParseAhead(io::TextInput& input, bool playAhead = false);
    ~ParseAhead() { stop(); }
    ParseAhead(const ParseAhead&) = delete;
    ParseAhead& operator=(const ParseAhead&) = delete;

    // Replays everything the reader reports into visitor, on this thread, to the end of the
    // text; a move played ahead goes to `auditor` (the visitor itself) as played.
    void replay(PgnVisitor& visitor, GameAuditor* auditor = nullptr);
    // Ends the reading thread (at once, if the text was not read to its end) and waits for it.
    void stop();

    // For a progress line, from any thread: raw bytes taken from the file so far, and the
    // file's size (-1 when unknown or not yet known).
    long long bytesConsumed() const noexcept { return m_consumed.load(std::memory_order_relaxed); }
    long long fileSize() const noexcept { return m_size.load(std::memory_order_relaxed); }

    // What the reader reported, as recorded; the texts are in the batch's arena.
    enum class Kind : std::uint8_t {
        BeginGame,
        Tag,
        UntaggedLine,
        BeginMovetext,
        Move,
        PlayedMove,  // a move with the position it reaches (value: its index in `played`)
        Comment,
        LineComment,
        EscapeLine,
        MoveNumber,
        CommentBetweenGames,
        Nag,
        DrawOffer,
        Result,
        GameBytes,
        EndGame,
        Error,
    };
    struct Record {
        Kind kind;
        bool flag = false;  // commentBetweenGames: a ';' comment
        std::uint32_t text = 0, textSize = 0, value = 0, valueSize = 0;
        long number = 0;  // the line, game number, NAG or index in errors
    };
    struct Batch {
        std::vector<Record> records;
        std::string arena;
        std::vector<PgnError> errors;
        std::vector<PgnGameBytes> bytes;
        std::vector<PlayedMove> played;
        bool last = false;
    };

private:
    class Recorder;
    void read();
    void handOver(Batch& batch, bool last);

    io::TextInput& m_input;
    bool m_playAhead = false;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_full;
    std::vector<Batch> m_spare;  // replayed, for the reading thread to fill again
    bool m_stop = false;
    std::atomic<long long> m_consumed{0}, m_size{-1};
    std::thread m_thread;
};

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
