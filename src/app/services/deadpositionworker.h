// DeadPositionWorker: the full dead-position analysis (FIDE 5.2.2) and the flag-fall
// judgement (6.9) off the GUI thread. The per-move ruling on the GUI thread runs the quick
// analysis only; the full one can take most of a second in slow endgames, so it runs here,
// one request after the other on a thread of its own, and reports back on the thread that
// owns the worker. A finding names the ply where the dead position arose and the key of
// the position there, so that the game can end at that ply even after more moves were
// made, and ignore a finding for a line that was taken back. QtCore only.
//
// The requests and the reports cross between the threads through queues guarded by a
// std::mutex, not through QThreadPool's queue or captures of a queued call: Qt is not built
// with ThreadSanitizer, so a hand-over under Qt's own locks looks like a race to it, and CI runs
// this worker under ThreadSanitizer (scripts/sanitize tsan). The queued call that wakes this
// thread carries nothing but `this`.
#pragma once

#include <QObject>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

#include "core/rules/game.h"

namespace remis::app {

class DeadPositionWorker : public QObject {
    Q_OBJECT
public:
    explicit DeadPositionWorker(QObject* parent = nullptr);
    ~DeadPositionWorker() override;  // waits for the request under way

    // Settles the dead position as `status` does (Game::settleDeadPosition, on a copy of the
    // game) if that could prove anything: the last position dead, or dead before the position
    // on which the per-move check ended the game (a dead position or a stalemate); otherwise
    // nothing happens. Emits checkingChanged and, if it found one, found().
    void examine(const Game& game);
    // Judges a flag fall on a copy of the position (6.9 / USCF 14E); emits flagJudged.
    void judgeFlag(const Position& pos, Color flagged, RuleSet rules);

    bool isChecking() const { return m_pending > 0; }
    void waitForIdle();  // blocks until every request has reported (for tests and benchmarks)

signals:
    void checkingChanged(bool checking);
    void found(const remis::DeadPositionFinding& finding);
    void flagJudged(remis::Color flagged, const remis::FlagFallJudgement& judgement);

private:
    // Runs on the worker thread; what it returns runs back on this object's thread.
    using Job = std::function<std::function<void()>()>;
    void post(Job job);
    void run();      // the worker thread
    void deliver();  // this object's thread: the reports of the jobs done, in order
    void started();
    void finished();

    std::mutex m_mutex;              // guards the queues, m_busy and m_stop
    std::condition_variable m_wake;  // a job arrived, or the worker is to stop
    std::condition_variable m_idle;  // the last job is done
    std::deque<Job> m_jobs;
    std::deque<std::function<void()>> m_reports;
    bool m_busy = false;
    bool m_stop = false;
    std::thread m_thread;  // started with the first request
    int m_pending = 0;     // requests not reported yet (this object's thread only)
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
