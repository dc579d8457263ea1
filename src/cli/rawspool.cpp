// RawSpool: see rawspool.h.
#include "cli/rawspool.h"

#include <algorithm>
#include <vector>

namespace remis::cli {

namespace {
constexpr std::size_t kPiece = std::size_t{1} << 20;  // bytes handed out or moved at a time
}

void RawSpool::append(const char* bytes, std::size_t n) {
    if (n == 0) return;
    if (!m_file && m_memory.size() + n > m_limit && !spill()) m_failed = true;
    if (!m_file) {
        m_memory.append(bytes, n);
        return;
    }
    std::fseek(m_file.get(), 0, SEEK_END);
    if (std::fwrite(bytes, 1, n, m_file.get()) != n) m_failed = true;
    m_fileBytes += n;
}

bool RawSpool::spill() {
    m_file.reset(std::tmpfile());
    if (!m_file) return false;
    const std::size_t n = m_memory.size();
    if (std::fwrite(m_memory.data(), 1, n, m_file.get()) != n) return false;
    m_fileBytes = n;
    std::string().swap(m_memory);  // give the memory back
    return true;
}

bool RawSpool::copy(std::uint64_t from, std::uint64_t to,
                    const std::function<void(std::string_view)>& out) const {
    if (m_failed || from < m_start || to > end() || from > to) return false;
    if (!m_file) {
        out(std::string_view(m_memory).substr(std::size_t(from - m_start), std::size_t(to - from)));
        return true;
    }
    std::vector<char> piece(kPiece);
    std::fseek(m_file.get(), long(from - m_start), SEEK_SET);
    for (std::uint64_t left = to - from; left > 0;) {
        const auto want = std::size_t(std::min<std::uint64_t>(left, kPiece));
        if (std::fread(piece.data(), 1, want, m_file.get()) != want) return false;
        out(std::string_view(piece.data(), want));
        left -= want;
    }
    return true;
}

std::size_t RawSpool::read(std::uint64_t at, char* dst, std::size_t n) const {
    if (m_failed || at < m_start || at >= end()) return 0;
    n = std::size_t(std::min<std::uint64_t>(n, end() - at));
    if (!m_file) {
        std::copy_n(m_memory.data() + (at - m_start), n, dst);
        return n;
    }
    std::fseek(m_file.get(), long(at - m_start), SEEK_SET);
    return std::fread(dst, 1, n, m_file.get());
}

std::string RawSpool::tail(std::uint64_t to, std::size_t n) const {
    to = std::min(to, end());
    const std::uint64_t from = to - std::min<std::uint64_t>(to - std::min(to, m_start), n);
    std::string text;
    copy(from, to, [&text](std::string_view piece) { text.append(piece); });
    return text;
}

void RawSpool::release(std::uint64_t offset) {
    offset = std::min(offset, end());
    if (offset <= m_start) return;
    if (m_file) return unspill(offset);
    m_memory.erase(0, std::size_t(offset - m_start));
    m_start = offset;
}

// What is still needed goes back to memory when it fits (the reader reads a little ahead of
// the game it hands out); the file stays otherwise.
void RawSpool::unspill(std::uint64_t from) {
    if (end() - from > m_limit) return;
    std::string kept;
    copy(from, end(), [&kept](std::string_view piece) { kept.append(piece); });
    m_start = from;
    m_memory = std::move(kept);
    m_file.reset();
    m_fileBytes = 0;
    m_failed = false;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
