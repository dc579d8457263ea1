#include "cli/readahead.h"

#include <algorithm>
#include <cstring>

namespace remis::cli {

ReadAhead::ReadAhead(io::TextInput& input) : m_input(input) {
    for (std::size_t i = 0; i < Depth; ++i)
        m_free.push_back(Block{std::make_unique<char[]>(BlockSize), 0});
    m_thread = std::thread([this] { decode(); });
}

void ReadAhead::stop() {
    if (!m_thread.joinable()) return;
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

// The decoding thread: fills free blocks whole (a short block only at the end), in order.
void ReadAhead::decode() {
    for (bool end = false; !end;) {
        Block block;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return m_stop || !m_free.empty(); });
            if (m_stop) return;
            block = std::move(m_free.back());
            m_free.pop_back();
        }
        block.size = 0;
        while (block.size < BlockSize) {
            const std::size_t n =
                m_input.read(block.data.get() + block.size, BlockSize - block.size);
            if (n == 0) {
                end = true;
                break;
            }
            block.size += n;
        }
        m_consumed.store(m_input.bytesConsumed(), std::memory_order_relaxed);
        m_size.store(m_input.fileSize(), std::memory_order_relaxed);
        {
            std::lock_guard lock(m_mutex);
            if (block.size > 0) m_full.push_back(std::move(block));
            m_end = end;
        }
        m_changed.notify_all();
    }
}

// The next decoded block into m_current (the one read goes back to the free list); false at
// the end of the text.
bool ReadAhead::nextBlock() {
    std::unique_lock lock(m_mutex);
    if (m_current.data) m_free.push_back(std::move(m_current));
    m_changed.notify_all();
    m_changed.wait(lock, [this] { return m_end || !m_full.empty(); });
    if (m_full.empty()) return false;
    m_current = std::move(m_full.front());
    m_full.pop_front();
    m_pos = 0;
    return true;
}

std::string_view ReadAhead::peek() {
    if (m_done) return {};
    if (m_pos == m_current.size && !nextBlock()) {
        m_done = true;
        return {};
    }
    return {m_current.data.get() + m_pos, m_current.size - m_pos};
}

std::size_t ReadAhead::read(char* dst, std::size_t max) {
    if (m_done || max == 0) return 0;
    if (m_pos == m_current.size && !nextBlock()) {
        m_done = true;
        return 0;
    }
    const std::size_t n = std::min(max, m_current.size - m_pos);
    std::memcpy(dst, m_current.data.get() + m_pos, n);
    m_pos += n;
    return n;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
