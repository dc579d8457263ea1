#include "app/services/deadpositionworker.h"

#include <QCoreApplication>
#include <QMetaObject>

#include "core/analysis/mateability.h"
#include "core/rules/deaddating.h"

namespace remis::app {

DeadPositionWorker::DeadPositionWorker(QObject* parent) : QObject(parent) {}

DeadPositionWorker::~DeadPositionWorker() {
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
        m_jobs.clear();
    }
    m_wake.notify_all();
    if (m_thread.joinable()) m_thread.join();
}

// One thread, one job after the other: a later finding never overtakes an earlier one.
void DeadPositionWorker::post(Job job) {
    started();
    {
        const std::lock_guard lock(m_mutex);
        m_jobs.push_back(std::move(job));
        if (!m_thread.joinable()) m_thread = std::thread([this] { run(); });
    }
    m_wake.notify_one();
}

void DeadPositionWorker::run() {
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stop || !m_jobs.empty(); });
        if (m_stop) return;
        Job job = std::move(m_jobs.front());
        m_jobs.pop_front();
        m_busy = true;
        lock.unlock();
        std::function<void()> report = job();
        lock.lock();
        m_reports.push_back(std::move(report));
        m_busy = false;
        if (m_jobs.empty()) m_idle.notify_all();
        // The destructor joins this thread before QObject's removes the posted call.
        QMetaObject::invokeMethod(
            this, [this] { deliver(); }, Qt::QueuedConnection);
    }
}

void DeadPositionWorker::deliver() {
    std::deque<std::function<void()>> reports;
    {
        const std::lock_guard lock(m_mutex);
        reports.swap(m_reports);
    }
    for (auto& report : reports) {
        report();
        finished();
    }
}

void DeadPositionWorker::started() {
    if (m_pending++ == 0) emit checkingChanged(true);
}

void DeadPositionWorker::finished() {
    if (--m_pending == 0) emit checkingChanged(false);
}

// What `remis-cli status` rules (Game::settleDeadPosition, then the per-side full analyses
// behind its can_checkmate), on a copy of the game: a dead position the per-move check did
// not see, or one that arose before the position on which the per-move check ended the game
// (a forced move into a wall, a move before a stalemate whose every alternative stalemates
// too). Both sides' "no" is a dead position (5.2.2) even where isDeadPosition(Full) does
// not probe; the analyses run only where the cheap filter lets them, here off the GUI thread.
void DeadPositionWorker::examine(const Game& game) {
    if (!maySettleDeadPosition(game)) return;
    post([this, copy = game]() mutable -> std::function<void()> {
        auto finding = settleDeadPositionFullFinding(copy);
        return [this, finding] {
            if (finding) emit found(*finding);
        };
    });
}

void DeadPositionWorker::judgeFlag(const Position& pos, Color flagged, RuleSet rules) {
    post([this, pos, flagged, rules]() -> std::function<void()> {
        // The result with the helpmate line the explanation shows: searched for once, here.
        FlagFallJudgement judgement = judgeFlagFall(pos, flagged, rules);
        return [this, flagged, judgement = std::move(judgement)] {
            emit flagJudged(flagged, judgement);
        };
    });
}

void DeadPositionWorker::waitForIdle() {
    while (m_pending > 0) {
        {
            std::unique_lock lock(m_mutex);
            m_idle.wait(lock, [this] { return m_jobs.empty() && !m_busy; });
        }
        deliver();
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
