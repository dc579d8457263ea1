// A recording of PgnVisitor movetext events, played back later in the order recorded:
// PgnTreeBuilder reads a variation that starts at the first move of another one after the
// other one's ')', where the writer puts it, so that neither is held whole (setWindow). The
// first 64 KiB stay in memory; the rest goes to a temporary file, so a variation of millions
// of moves is recorded in bounded memory (where no temporary file can be made, it stays in
// memory).
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "core/pgn/reader.h"

namespace remis {

class PgnEventTape {
public:
    enum class Kind : std::uint8_t {
        Move,
        Comment,
        LineComment,
        EscapeLine,
        MoveNumber,
        Nag,
        DrawOffer,
        BeginVariation,
        EndVariation,
        ResultInVariation,
    };
    struct Event {
        Kind kind = Kind::Move;
        std::uint64_t order = 0;  // its place in the reading order of the game's events
        long number = 0;          // the line of a move, the number of a NAG
        std::string text;         // the move, comment, move number or result as read
    };

    PgnEventTape();
    ~PgnEventTape();
    PgnEventTape(const PgnEventTape&) = delete;
    PgnEventTape& operator=(const PgnEventTape&) = delete;

    void append(const Event& event);
    [[nodiscard]] bool empty() const { return m_buffer.empty() && m_spilled == 0; }
    // Hands each event to `play` in the order recorded; the tape is then empty. `play` may
    // record on other tapes.
    void replay(const std::function<void(const Event&)>& play);

private:
    struct CloseFile {
        void operator()(std::FILE* f) const { std::fclose(f); }
    };
    void spill();

    std::string m_buffer;  // the events not yet in the file
    std::unique_ptr<std::FILE, CloseFile> m_file;
    std::uint64_t m_spilled = 0;  // bytes in the file
    bool m_noFile = false;        // no temporary file could be made: all stays in memory
};

// Hands one recorded event to `visitor`, as the reader handed it over.
void playEvent(PgnVisitor& visitor, const PgnEventTape::Event& event);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
