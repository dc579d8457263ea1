#include "app/services/deadpositionworker.h"

#include <QCoreApplication>
#include <QMetaObject>

#include "core/analysis/mateability.h"

namespace remis::app {

DeadPositionWorker::DeadPositionWorker(QObject* parent) : QObject(parent) {
    m_pool.setMaxThreadCount(1);  // in order: a later finding never overtakes an earlier one
}

DeadPositionWorker::~DeadPositionWorker() {
    m_pool.clear();
    m_pool.waitForDone();
}

void DeadPositionWorker::started() {
    if (m_pending++ == 0) emit checkingChanged(true);
}

void DeadPositionWorker::finished() {
    if (--m_pending == 0) emit checkingChanged(false);
}

void DeadPositionWorker::examine(const Game& game) {
    if (game.isOver() || !fullAnalysisMayProveDead(game.position())) return;
    std::vector<Move> moves;
    moves.reserve(game.plies().size());
    for (const PlyRecord& r : game.plies()) moves.push_back(r.move);
    Position last = game.position();
    int ply = game.ply();
    std::vector<Position::Undo> undos = game.undos();
    started();
    m_pool.start([this, last, ply, moves = std::move(moves), undos = std::move(undos)] {
        auto finding = findDeadPosition(last, ply, moves, undos);
        // Back on the worker's own thread; the pool is waited for before `this` goes away.
        QMetaObject::invokeMethod(
            this,
            [this, finding] {
                if (finding) emit found(*finding);
                finished();
            },
            Qt::QueuedConnection);
    });
}

void DeadPositionWorker::judgeFlag(const Position& pos, Color flagged, RuleSet rules) {
    started();
    m_pool.start([this, pos, flagged, rules] {
        // The result with the helpmate line the explanation shows: searched for once, here.
        FlagFallJudgement judgement = judgeFlagFall(pos, flagged, rules);
        QMetaObject::invokeMethod(
            this,
            [this, flagged, judgement = std::move(judgement)] {
                emit flagJudged(flagged, judgement);
                finished();
            },
            Qt::QueuedConnection);
    });
}

void DeadPositionWorker::waitForIdle() {
    while (m_pending > 0) {
        m_pool.waitForDone();
        QCoreApplication::sendPostedEvents(this);
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
