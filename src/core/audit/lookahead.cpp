// MoveLookahead: see lookahead.h. Each step mirrors GameAuditor's (audit.cpp): beginGame,
// tag (the last FEN tag counts), startReplay and the legal path of move and play.
#include "core/audit/lookahead.h"

#include "core/board/notation.h"
#include "core/pgn/treebuilder.h"

namespace remis {

void MoveLookahead::beginGame() {
    m_fen.clear();
    m_started = m_active = false;
}

void MoveLookahead::tag(std::string_view name, std::string_view value) {
    if (name == "FEN") m_fen = value;
}

void MoveLookahead::beginMovetext() {
    start();
}

void MoveLookahead::start() {
    if (m_started) return;
    m_started = true;
    m_active = true;
    m_pos = Position::startPosition();
    if (m_fen.empty()) return;
    auto p = parsePgnFen(m_fen);  // as GameAuditor::startReplay reads it
    if (p)
        m_pos = *p;
    else
        m_active = false;  // the auditor fails the game: nothing to play
}

const PlayedMove* MoveLookahead::move(std::string_view san) {
    start();
    if (!m_active) return nullptr;
    // A null move, or a move that is not legal here (an error, or one that stood though it
    // broke the rules): the auditor's own path, to the end of the game.
    if (san == "--" || san == "Z0") {
        m_active = false;
        return nullptr;
    }
    const auto m = parseSan(m_pos, san);
    if (!m) {
        m_active = false;
        return nullptr;
    }
    m_played.keyBefore = m_pos.key();
    m_played.move = *m;
    m_played.zeroing = m_pos.isZeroing(*m);
    m_pos.makeMove(*m, m_played.undo);
    m_played.after = m_pos;
    return &m_played;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
