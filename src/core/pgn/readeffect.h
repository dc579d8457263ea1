// What a problem found while reading a game did to the game, so that a front end can say it
// truthfully (docs/pgn.md: honest about what it did). The core decides it from the problem's code
// and severity; the app and the GUI only word it.
#pragma once

#include <cstdint>
#include <string>

#include "core/pgn/reader.h"

namespace remis {

enum class PgnReadEffect : uint8_t {
    // Part of the game's text was not read into the game: reading stopped at an illegal or
    // unreadable move (the rest is kept as written), or text was skipped. The file's text is
    // the record: a front end keeps it as it is unless the user changes the game.
    Unread,
    // Read as what it evidently says ([White Kasparov, Garry] as White "Kasparov, Garry", a
    // '[' line naming no tag as a ';' comment, FEN fullmove 0 as 1, impossible castling rights
    // dropped, a missing result token taken from the Result tag or '*'). Nothing was left out;
    // the game is written in the repaired form.
    Repaired,
    // Read whole and nothing changed, but the user should know how it was read: a FEN tag
    // after the game's first is kept as written and not read (fenTagNotRead).
    Noted,
};

// Problems not named here count as Unread: a front end then keeps the file's text, which
// loses nothing whatever the problem was.
[[nodiscard]] PgnReadEffect pgnReadEffect(const PgnError& problem) noexcept;

// A game with a second FEN tag: the PGN standard (8.1) wants a tag name once per game, so
// which one its writer meant is a guess. Every reader (the tree builder, so the app and the
// watch; GameAuditor and MoveLookahead, so audit and annotate) starts from the first, as a
// reader that stops at the first tag of the name does: that is PgnGame::tag, which the app,
// the watch and the writer's move numbers ask, and the tag a reader meets first, before it
// knows whether another follows. The others stay in the record (docs/pgn.md: keep
// everything), written as read. Said at the other tag's line, naming `readLine`, the line of
// the one read, in the same count.
[[nodiscard]] Error fenTagNotRead(long readLine);

// The problem with its lines counted from line `firstLine` of a larger text (a file): its
// own line and a line its words name (fenTagNotRead's).
[[nodiscard]] PgnError withLinesFrom(PgnError problem, long firstLine);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
