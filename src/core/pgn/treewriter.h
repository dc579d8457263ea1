// Writing PgnGame trees (tree.h) as canonical PGN: "%" preamble lines, the tags in their
// order, a blank line, the movetext wrapped at 80 columns, the result, a blank line.
// Movetext: move numbers "12." before White's moves and "12..." before Black's after a
// comment or a variation; NAGs as $n; brace comments as {text}; ';' comments and "%" lines
// end their line; variations as "(12. Nf3 ...)"; null moves as read ("--", "Z0"); after an
// error the unread rest as it was read. Reading what was written gives the same tree, and writing a
// file that was already canonical gives it back byte for byte.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/pgn/tree.h"

namespace remis {

[[nodiscard]] std::string writePgnGame(const PgnGame& game);
void writePgnGame(std::string& out, const PgnGame& game);  // appends
[[nodiscard]] std::string writePgnGames(const std::vector<PgnGame>& games);

// Writes a game read as a window of its tree (PgnTreeBuilder::setWindow) as it is read: the
// same bytes as writePgnGame on the whole tree, handed to `out` a line at a time, so that
// memory is bounded by the window, not the game.
//   builder.setWindow(n, [&](PgnGameRead& g, NodeId complete) { writer.write(g.game, complete); });
//   ... and for the game as handed to `done`: writer.finish(g.game);
class PgnWindowWriter {
public:
    explicit PgnWindowWriter(std::function<void(std::string_view)> out);
    ~PgnWindowWriter();
    PgnWindowWriter(const PgnWindowWriter&) = delete;
    PgnWindowWriter& operator=(const PgnWindowWriter&) = delete;

    // The tags (before the first window), then the window's mainline up to `complete`, with
    // its variations.
    void write(const PgnGame& window, NodeId complete);
    // The rest of the game (the whole game if nothing was written), its result and the lines
    // after it; the writer is then ready for another game.
    void finish(const PgnGame& window);

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
