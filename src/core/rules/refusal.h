// Why the Laws refuse a move that a piece of the side to move could make on the board: a
// pinned piece, the king into check, castling through check (FIDE 3.8.2, 3.9). A front end
// adds it to the refusal ("no knight can legally move to f3"), so that a player, a pupil or
// an arbiter learns which rule stops the move, not only that it is stopped.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/board/position.h"
#include "core/rules/illegalmove.h"

namespace remis {

// The reason the move given in SAN or UCI is refused, when exactly one move that a piece of
// the side to move could make on the board matches it and the Laws forbid it; nullopt when
// the move is legal, names no such move, or is ambiguous.
[[nodiscard]] std::optional<IllegalMoveKind> whyRefused(const Position& pos,
                                                        std::string_view sanOrUci);

// In English, as the refusal's second half: "it would leave the king in check".
[[nodiscard]] std::string_view refusalWords(IllegalMoveKind why);

// The article that forbids it: "3.9" (check), "3.8.2.1" (a right lost) or "3.8.2.2" (castling
// out of, through or into check).
[[nodiscard]] std::string_view refusalArticle(IllegalMoveKind why);

// The refusal's English message with the reason after it, when there is one: "no knight can
// legally move to c3 (the move would expose its king to check; FIDE 3.9)".
[[nodiscard]] std::string withRefusalReason(const Position& pos, std::string_view sanOrUci,
                                            std::string message);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
