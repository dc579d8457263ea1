// A fixed number of threads that run tasks in the order they were submitted, each task's
// answer (or exception) in its future. Used by `audit --jobs N`: N threads, whatever the
// number of chunks, so N jobs use N cores and no more.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

namespace remis::cli {

template <typename T>
class WorkerPool {
public:
    explicit WorkerPool(int threads) {
        for (int i = 0; i < threads; ++i) m_threads.emplace_back([this] { work(); });
    }
    // Tasks not yet started are dropped (their futures report a broken promise).
    ~WorkerPool() {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
            m_tasks.clear();
        }
        m_changed.notify_all();
        for (std::thread& t : m_threads) t.join();
    }
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    std::future<T> submit(std::function<T()> task) {
        std::packaged_task<T()> packaged(std::move(task));
        std::future<T> answer = packaged.get_future();
        {
            std::lock_guard lock(m_mutex);
            m_tasks.push_back(std::move(packaged));
        }
        m_changed.notify_one();
        return answer;
    }

private:
    void work() {
        for (;;) {
            std::packaged_task<T()> task;
            {
                std::unique_lock lock(m_mutex);
                m_changed.wait(lock, [this] { return m_stop || !m_tasks.empty(); });
                if (m_tasks.empty()) return;
                task = std::move(m_tasks.front());
                m_tasks.pop_front();
            }
            task();
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::packaged_task<T()>> m_tasks;
    bool m_stop = false;
    std::vector<std::thread> m_threads;
};

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
