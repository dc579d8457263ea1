// Finding rules-school items in real games: the moments where a draw rule decided something
// or nearly did (a threefold that hinged on a legal en passant capture or on castling rights,
// the first moment a claim was possible, a fivefold, a fifty-move count about to complete, a
// flag fall in an ending where material misleads). Each item records the game it came from
// and starts at the last capture or pawn move before the moment, so that the history the
// repetition count needs is all there (nothing before such a move can recur).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/pgn/tree.h"
#include "core/school/schoolitem.h"

namespace remis::school {

enum class MineKind : uint8_t {
    EnPassantTrap,  // a threefold by placement that a legal e.p. capture prevented (9.2.3.1)
    CastlingTrap,   // the same, prevented by castling rights (9.2.3.2)
    Threefold,  // the first moment a threefold claim was possible (9.2.2), and with a move (9.2.1)
    Fivefold,   // a fivefold repetition (9.6.1)
    Fifty,      // the fifty-move count about to complete (9.3.1, 9.3.2)
    FlagFall,   // an ending where one side has a minor piece or less (6.9)
    Ending,     // the move that ended the game by itself (5.1.1, 5.2.1, 5.2.2, 9.6)
    // The last position of a game that did not end by itself: who resigns there (the loser
    // by the Result tag, else a player whose opponent cannot mate), 5.1.2
    Resignation,
    CanMate,  // the same last position: who could still checkmate (5.2.2, 6.9)
};
inline constexpr MineKind AllMineKinds[] = {
    MineKind::EnPassantTrap, MineKind::CastlingTrap, MineKind::Threefold,
    MineKind::Fivefold,      MineKind::Fifty,        MineKind::FlagFall,
    MineKind::Ending,        MineKind::Resignation,  MineKind::CanMate};

std::string_view mineKindId(MineKind kind);  // "ep-trap", "castling-trap", ...
std::optional<MineKind> mineKindFromId(std::string_view id);

// The items one game gives for the kinds asked, at most one per kind and question.
// `gameNumber` names the items ("threefold-12-57": game 12, ply 57).
std::vector<Item> mineGame(const PgnGame& game, int gameNumber, const std::vector<MineKind>& kinds);

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
