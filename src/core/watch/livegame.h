// SPDX-License-Identifier: GPL-3.0-or-later
// A game as a live source shows it at one moment: what e-board software writes while the game
// is played (a PGN file per board, or one file for the round, rewritten or appended after
// every move). Only what the watch needs is kept: the tags, the mainline as written, the
// comments after each move (for [%clk]) and the result token, if any yet.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace remis::watch {

struct LiveGame {
    int number = 0;  // its place in the source, from 1 (it may change: the key does not)
    std::vector<std::pair<std::string, std::string>> tags;  // in file order
    std::vector<std::string> moves;                         // SAN as written, mainline only
    std::vector<std::string> comments;  // comments[i]: after moves[i] (all of them, joined)
    std::string preComment;             // before the first move
    std::string result;                 // "1-0", "0-1", "1/2-1/2", "*", or "" (none yet)

    std::string_view tag(std::string_view name) const;
    // Who the game is, whatever its place in the file: the tags an organiser sets before the
    // round (Event, Site, Round, White, Black, Board). The same game in the round's file and
    // in its board's file is one game. A game whose players are not named is known by its
    // place ("game-7.pgn#1") instead.
    std::string key(std::string_view place) const;
};

// The game as PGN, as far as it is written: its tags, the moves numbered from its start
// position with their comments (so [%clk] stays), and its result ("*" while none): what the
// app opens on its board.
std::string livePgn(const LiveGame& game);
// Its last move as on a score sheet ("23...Qxh7"), or "" before the first.
std::string lastMoveLabel(const LiveGame& game);
// Each side's clock as its last [%clk] after its own move says, if any.
struct LiveClocks {
    std::optional<int64_t> white, black;
};
LiveClocks lastClocks(const LiveGame& game);

// Every game in the text, as far as it is written (a game cut off mid-move ends at its last
// whole move). Never fails: damaged text gives the games that could be read.
std::vector<LiveGame> readLiveGames(std::string_view pgn);

}  // namespace remis::watch
