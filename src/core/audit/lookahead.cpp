// MoveLookahead: see lookahead.h. Each step mirrors GameAuditor's (audit.cpp): beginGame,
// tag (the first FEN tag counts), startReplay and the legal path of move and play.
#include "core/audit/lookahead.h"

#include "core/board/notation.h"
#include "core/pgn/treebuilder.h"

namespace remis {

void MoveLookahead::beginGame() {
    m_fen.clear();
    m_hasFen = false;
    m_started = m_active = false;
}

void MoveLookahead::tag(std::string_view name, std::string_view value) {
    if (name == "FEN" && !m_hasFen) m_fen = value, m_hasFen = true;  // readeffect.h: the first
}

void MoveLookahead::beginMovetext() {
    start();
}

void MoveLookahead::start() {
    if (m_started) return;
    m_started = true;
    m_active = true;
    m_pos = Position::startPosition();
    if (!m_hasFen) return;
    auto p = parsePgnFen(m_fen);  // as GameAuditor::startReplay reads it
    if (p)
        m_pos = *p;
    else
        m_active = false;  // the auditor fails the game: nothing to play
}

bool MoveLookahead::move(std::string_view san, std::vector<PlayedMove>& played) {
    start();
    if (!m_active) return false;
    // A null move, or a move that is not legal here (an error, or one that stood though it
    // broke the rules): the auditor's own path, to the end of the game.
    if (san == "--" || san == "Z0") {
        m_active = false;
        return false;
    }
    const auto m = parseSan(m_pos, san);
    if (!m) {
        m_active = false;
        return false;
    }
    const uint64_t keyBefore = m_pos.key();
    const bool zeroing = m_pos.isZeroing(*m);
    Position::Undo undo;
    m_pos.makeMove(*m, undo);
    played.emplace_back(keyBefore, *m, zeroing, undo, m_pos);
    return true;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
