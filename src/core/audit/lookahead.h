// Playing a game's moves ahead of its auditor, on another thread: `remis-cli audit` with one
// job reads its games on a thread of its own (cli/parseahead), and that thread also finds the
// usual move there (reading its SAN, finding the piece, checking its legality), so that the
// auditing thread only makes it (GameAuditor::playedMove) and rules the position. The usual move: a
// legal move, in a game that has had no null move, no move that broke the rules and no error yet.
// Anything else ends the look-ahead for the rest of the game, and the auditor reads those moves
// itself, as it always did. Fed the same calls as the auditor (beginGame, tag, beginMovetext,
// move), it starts from the same position (the FEN tag read with the same repairs) and plays the
// same moves, so each move it hands over is the one the auditor would have found.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/board/position.h"

namespace remis {

// A move found and made: the key of the position before it (which the auditor checks against
// its own), the move, legal there, what makeMove kept to take it back, and the position reached.
struct PlayedMove {
    // Built in its place in the batch (emplace_back), with no position set up first.
    PlayedMove(uint64_t key, Move m, bool z, const Position::Undo& u, const Position& a)
        : keyBefore(key), move(m), zeroing(z), undo(u), after(a) {}
    uint64_t keyBefore = 0;
    Move move;
    bool zeroing = false;
    Position::Undo undo{};
    Position after;
};

class MoveLookahead {
public:
    void beginGame();
    void tag(std::string_view name, std::string_view value);
    void beginMovetext();
    // Whether the move was played (then `played` gets it, the position reached last: one
    // copy of it, straight into its place); false: the auditor reads this move itself (and
    // the rest of the game).
    bool move(std::string_view san, std::vector<PlayedMove>& played);

private:
    void start();

    std::string m_fen;
    bool m_hasFen = false;  // a FEN tag was read: the first counts (readeffect.h)
    bool m_started = false, m_active = false;
    Position m_pos;
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
