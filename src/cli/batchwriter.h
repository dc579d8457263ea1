// Writing on a thread of its own: the thread that does the work hands its answers over in
// batches (a few syscalls instead of one per answer), and a writer thread formats and writes
// them in the order given. At most Depth batches wait; a full queue makes add() wait, so
// memory stays bounded. An exception of the writer (a full disk, a closed pipe, a bad input
// found while writing) stops it and is thrown again by the next add() or by finish().
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace remis::cli {

template <typename T>
class BatchWriter {
public:
    using Write = std::function<void(std::vector<T>& batch)>;
    static constexpr std::size_t BatchSize = 64, Depth = 8;

    explicit BatchWriter(Write write) : m_write(std::move(write)) {
        m_thread = std::thread([this] { work(); });
    }
    // Without finish() (an exception on the working thread): what waits is dropped.
    ~BatchWriter() {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_changed.notify_all();
        if (m_thread.joinable()) m_thread.join();
    }
    BatchWriter(const BatchWriter&) = delete;
    BatchWriter& operator=(const BatchWriter&) = delete;

    void add(const T& item) {
        m_batch.push_back(item);
        if (m_batch.size() >= BatchSize) handOver(std::exchange(m_batch, {}));
    }
    void add(std::vector<T> items) {
        if (!m_batch.empty()) handOver(std::exchange(m_batch, {}));
        if (!items.empty()) handOver(std::move(items));
    }
    // Writes what is left and waits for the writer; throws its exception, if any.
    void finish() {
        if (!m_batch.empty()) handOver(std::exchange(m_batch, {}));
        {
            std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_changed.notify_all();
        m_thread.join();
        if (m_error) std::rethrow_exception(m_error);
    }

private:
    void handOver(std::vector<T> batch) {
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return m_error || m_queue.size() < Depth; });
            if (m_error) std::rethrow_exception(m_error);
            m_queue.push_back(std::move(batch));
        }
        m_changed.notify_all();
    }

    void work() {
        for (;;) {
            std::vector<T> batch;
            {
                std::unique_lock lock(m_mutex);
                m_changed.wait(lock, [this] { return m_stop || m_done || !m_queue.empty(); });
                if (m_stop || m_queue.empty()) return;
                batch = std::move(m_queue.front());
                m_queue.pop_front();
            }
            m_changed.notify_all();
            try {
                m_write(batch);
            } catch (...) {
                std::lock_guard lock(m_mutex);
                m_error = std::current_exception();
                m_queue.clear();
            }
            if (m_error) {
                m_changed.notify_all();
                return;
            }
        }
    }

    Write m_write;
    std::vector<T> m_batch;  // the working thread's, not yet handed over
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::vector<T>> m_queue;
    bool m_done = false, m_stop = false;
    std::exception_ptr m_error;
    std::thread m_thread;
};

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
