#include "cli/pgnchunks.h"

#include <algorithm>
#include <cstring>

namespace remis::cli {

long countLines(const std::string& text, std::size_t from, std::size_t to) {
    long lines = 0;
    for (std::size_t i = from; i < to; ++i)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n')))
            ++lines;
    return lines;
}

PgnChunk PgnChunker::cutAt(std::size_t cut) {
    PgnChunk chunk{m_carry.substr(0, cut), m_line};
    m_line += countLines(m_carry, 0, cut);
    m_carry.erase(0, cut);
    m_scanned -= cut;
    m_cut = std::string::npos;
    return chunk;
}

std::optional<PgnChunk> PgnChunker::next() {
    if (m_oversized) return std::nullopt;
    std::string block(io::TextInput::BlockSize, '\0');
    while (!m_eof) {
        if (m_cut != std::string::npos && m_cut > 0 && m_carry.size() >= m_chunkSize)
            return cutAt(m_cut);
        if (m_carry.size() >= m_maxCarry) {
            m_oversized = true;  // no game boundary for too long: stream the rest
            return std::nullopt;
        }
        std::size_t n = m_input.read(block.data(), block.size());
        if (n == 0) {
            m_eof = true;
            break;
        }
        m_carry.append(block.data(), n);
        for (std::size_t from = m_scanned;;) {  // the last game start in what was read
            const std::size_t cut = m_scanner.next(m_carry, from);
            if (cut == std::string::npos) break;
            m_cut = cut;
            from = cut + 1;
        }
        m_scanned = m_carry.size();
    }
    if (m_carry.empty()) return std::nullopt;
    PgnChunk chunk{std::move(m_carry), m_line};
    m_carry.clear();
    return chunk;
}

std::size_t PgnChunker::readRest(char* dst, std::size_t max) {
    if (m_restPos < m_carry.size()) {
        std::size_t n = std::min(max, m_carry.size() - m_restPos);
        std::memcpy(dst, m_carry.data() + m_restPos, n);
        m_restPos += n;
        if (m_restPos == m_carry.size()) std::string().swap(m_carry);
        return n;
    }
    return m_input.read(dst, max);
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
