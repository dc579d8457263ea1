// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's live watch over every board of a round (`remis-cli watch`, the app's
// Tournament Watch): each read of a source is handed over as text, each game in it is known
// by its tags (not its place, so a file rewritten, renumbered or reordered is no new game),
// and only what newly holds is returned, once. Sources themselves (files, folders, URLs) are
// adapters at the edge; this knows no files, sockets or clocks except the times it is told.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/watch/gamewatch.h"

namespace remis::watch {

// An event with where it happened.
struct LocatedEvent {
    std::string source;  // as the user named it, or the file within a folder
    int game = 0;        // its place in that source, from 1
    int board = 0;       // from the Board tag, else the file's number (game-7.pgn), else game
    std::string white, black;
    std::string fen;  // the FEN tag, if the game started from a set-up position
    WatchEvent event;
};

class Watch {
public:
    explicit Watch(RuleSet rules) : m_rules(rules) {}

    // One read of a source: the whole text as it stands now. `fileBoard` is the board number
    // the file's name gives (game-7.pgn: 7), or 0.
    std::vector<LocatedEvent> read(std::string_view source, int fileBoard, std::string_view text);

    int games() const { return int(m_games.size()); }

private:
    RuleSet m_rules;
    std::map<std::string, GameWatch, std::less<>> m_games;
};

// The health of one source, for `source_error` and `source_stale` (docs/cli.md watch): each is
// reported once when it begins, and again only after the source has recovered.
class SourceHealth {
public:
    enum class Change { None, Error, Stale };
    // A read at `nowMs`: failed (with why), or succeeded with or without new content.
    Change failed(int64_t nowMs);
    Change succeeded(int64_t nowMs, bool changed, int64_t staleAfterMs);

private:
    bool m_inError = false, m_stale = false, m_started = false;
    int64_t m_lastChangeMs = 0;
};

// The board a game is played on: its Board tag, else the number its file's name gives
// (`fileBoard`, game-7.pgn: 7), else its place in the source.
int boardOf(const LiveGame& game, int fileBoard);
// The key Watch knows a game of `source` by (LiveGame::key with its place in the source).
std::string gameKey(std::string_view source, const LiveGame& game);

// "game-7.pgn" -> 7; 0 for any other name.
int boardOfFileName(std::string_view fileName);

}  // namespace remis::watch
