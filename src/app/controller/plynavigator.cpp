#include "app/controller/plynavigator.h"

#include <algorithm>

#include "core/board/fen.h"
#include "core/rules/game.h"

namespace remis::app {

PlyNavigator::PlyNavigator(QObject* parent) : QObject(parent) {}

void PlyNavigator::setGame(const Game* game) {
    m_game = game;
    m_tail.clear();
    m_shownPly = game ? game->ply() : 0;
    m_shownCache.reset();
    m_variation.reset();
}

void PlyNavigator::setRecordTail(std::vector<RecordPly> tail) {
    m_tail = std::move(tail);
    m_variation.reset();
    m_shownCache.reset();
    m_shownPly = recordPlies();
}

int PlyNavigator::gamePly() const {
    return m_game ? m_game->ply() : 0;
}

int PlyNavigator::recordPlies() const {
    return gamePly() + int(m_tail.size());
}

const Position& PlyNavigator::shownPosition() const {
    if (m_variation) return m_variation->position;
    if (isBeyondGame()) return m_tail[size_t(m_shownPly - gamePly() - 1)].position;
    if (!isBrowsing()) return m_game->position();
    if (!m_shownCache) m_shownCache = m_game->positionAt(m_shownPly);
    return *m_shownCache;
}

bool PlyNavigator::isBrowsing() const {
    return m_game && (m_variation || m_shownPly != m_game->ply());
}

Move PlyNavigator::lastShownMove() const {
    if (m_variation) return m_variation->lastMove;
    if (m_shownPly <= 0) return Move::none();
    if (isBeyondGame()) return m_tail[size_t(m_shownPly - gamePly() - 1)].move;
    return m_game->plies()[size_t(m_shownPly - 1)].move;
}

QString PlyNavigator::fen() const {
    return QString::fromStdString(toFen(shownPosition()));
}

void PlyNavigator::showPly(int ply) {
    ply = std::clamp(ply, 0, recordPlies());
    if (ply == m_shownPly && !m_variation) return;
    m_variation.reset();
    m_shownPly = ply;
    m_shownCache.reset();
    emit shownPlyChanged(ply);
}

void PlyNavigator::showLatest() {
    showPly(recordPlies());
}

void PlyNavigator::showVariationPosition(const Position& position, Move lastMove, int branchPly) {
    m_variation = Variation{position, lastMove};
    m_shownPly = std::clamp(branchPly, 0, recordPlies());
    m_shownCache.reset();
    emit shownPlyChanged(m_shownPly);
}

bool PlyNavigator::syncToLatest() {
    bool moved = m_variation.has_value() || m_shownPly != recordPlies();
    m_variation.reset();
    m_shownPly = recordPlies();
    m_shownCache.reset();
    return moved;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
