// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/watch/watch.h"

#include <charconv>

namespace remis::watch {

int boardOf(const LiveGame& game, int fileBoard) {
    const std::string_view tag = game.tag("Board");
    int board = 0;
    if (!tag.empty() &&
        std::from_chars(tag.data(), tag.data() + tag.size(), board).ec == std::errc{} && board > 0)
        return board;
    return fileBoard > 0 ? fileBoard : game.number;
}

std::vector<LocatedEvent> Watch::read(std::string_view source, int fileBoard,
                                      std::string_view text) {
    std::vector<LocatedEvent> out;
    for (const LiveGame& game : readLiveGames(text)) {
        const std::string key = gameKey(source, game);
        auto it = m_games.find(key);
        if (it == m_games.end()) it = m_games.emplace(key, GameWatch(m_rules)).first;
        for (WatchEvent& e : it->second.update(game)) {
            out.push_back({std::string(source), game.number, boardOf(game, fileBoard),
                           std::string(game.tag("White")), std::string(game.tag("Black")),
                           std::string(game.tag("FEN")), std::move(e)});
        }
    }
    return out;
}

std::string gameKey(std::string_view source, const LiveGame& game) {
    return game.key(std::string(source) + '#' + std::to_string(game.number));
}

SourceHealth::Change SourceHealth::failed(int64_t nowMs) {
    if (!m_started) m_started = true, m_lastChangeMs = nowMs;
    if (m_inError) return Change::None;
    m_inError = true;
    return Change::Error;
}

SourceHealth::Change SourceHealth::succeeded(int64_t nowMs, bool changed, int64_t staleAfterMs) {
    m_inError = false;
    if (!m_started || changed) {
        m_started = true;
        m_lastChangeMs = nowMs;
        m_stale = false;
        return Change::None;
    }
    if (staleAfterMs <= 0 || m_stale || nowMs - m_lastChangeMs < staleAfterMs) return Change::None;
    m_stale = true;
    return Change::Stale;
}

int boardOfFileName(std::string_view name) {
    const size_t slash = name.find_last_of('/');
    if (slash != std::string_view::npos) name.remove_prefix(slash + 1);
    constexpr std::string_view prefix = "game-", suffix = ".pgn";
    if (name.size() <= prefix.size() + suffix.size() || !name.starts_with(prefix) ||
        !name.ends_with(suffix))
        return 0;
    const std::string_view digits =
        name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
    int n = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    return ec == std::errc{} && end == digits.data() + digits.size() ? n : 0;
}

}  // namespace remis::watch
