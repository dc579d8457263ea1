// What a problem found while reading a game did to the game, so that a front end can say it
// truthfully (docs/pgn.md: honest about what it did). The core decides it from the problem's code
// and severity; the app and the GUI only word it.
#pragma once

#include <cstdint>

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
};

// Problems not named here count as Unread: a front end then keeps the file's text, which
// loses nothing whatever the problem was.
[[nodiscard]] PgnReadEffect pgnReadEffect(const PgnError& problem) noexcept;

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
