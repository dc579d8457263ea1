#include "app/controller/plynavigator.h"

#include <algorithm>

#include "core/board/fen.h"
#include "core/rules/game.h"

namespace remis::app {

PlyNavigator::PlyNavigator(QObject* parent) : QObject(parent) {}

void PlyNavigator::setGame(const Game* game) {
    m_game = game;
    m_shownPly = game ? game->ply() : 0;
    m_shownCache.reset();
    m_variation.reset();
}

const Position& PlyNavigator::shownPosition() const {
    if (m_variation) return m_variation->position;
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
    return m_game->plies()[size_t(m_shownPly - 1)].move;
}

QString PlyNavigator::fen() const {
    return QString::fromStdString(toFen(shownPosition()));
}

void PlyNavigator::showPly(int ply) {
    ply = std::clamp(ply, 0, m_game->ply());
    if (ply == m_shownPly && !m_variation) return;
    m_variation.reset();
    m_shownPly = ply;
    m_shownCache.reset();
    emit shownPlyChanged(ply);
}

void PlyNavigator::showLatest() {
    showPly(m_game->ply());
}

void PlyNavigator::showVariationPosition(const Position& position, Move lastMove, int branchPly) {
    m_variation = Variation{position, lastMove};
    m_shownPly = std::clamp(branchPly, 0, m_game->ply());
    m_shownCache.reset();
    emit shownPlyChanged(m_shownPly);
}

bool PlyNavigator::syncToLatest() {
    bool moved = m_variation.has_value() || m_shownPly != m_game->ply();
    m_variation.reset();
    m_shownPly = m_game->ply();
    m_shownCache.reset();
    return moved;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
