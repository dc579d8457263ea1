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
    m_first = m_cut = std::string::npos;
    return chunk;
}

// Appends a block of text to m_carry; false at the end of the text.
bool PgnChunker::readBlock() {
    const std::size_t had = m_carry.size();
    m_carry.resize(had + io::TextInput::BlockSize);
    const std::size_t n = m_read(m_carry.data() + had, io::TextInput::BlockSize);
    m_carry.resize(had + n);
    if (n == 0) m_eof = true;
    return n > 0;
}

// The game starts in what was read since the last scan.
void PgnChunker::scanCarry() {
    for (std::size_t from = m_scanned;;) {
        const std::size_t start = m_scanner.next(m_carry, from);
        if (start == std::string::npos) break;
        if (m_first == std::string::npos) m_first = start;
        m_cut = start;
        from = start + 1;
    }
    m_scanned = m_carry.size();
}

std::optional<PgnChunk> PgnChunker::next() {
    if (m_oversized) return std::nullopt;
    while (!m_eof) {
        const bool canCut = m_cut != std::string::npos && m_cut > 0;
        if (canCut && m_carry.size() >= std::min(m_chunkSize, m_maxCarry)) return cutAt(m_cut);
        if (m_carry.size() >= m_maxCarry) {
            // No game start for too long: the text from m_carry's start is one long game.
            m_oversized = true;
            m_oversizedLine = m_line;
            m_first = std::string::npos;  // (a start at 0 is the game's own)
            m_restPos = 0;
            return std::nullopt;
        }
        if (readBlock()) scanCarry();
    }
    if (m_carry.empty()) return std::nullopt;
    PgnChunk chunk{std::move(m_carry), m_line, true};
    m_carry.clear();
    return chunk;
}

bool PgnChunker::atEnd() {
    while (!m_oversized && m_carry.empty() && !m_eof)
        if (readBlock()) scanCarry();
    return !m_oversized && m_carry.empty() && m_eof;
}

// Counts the lines of the n bytes of the long game handed out from m_restPos. A CR at the
// end of m_carry is counted once the next byte is known (CRLF is one line end).
void PgnChunker::handOut(std::size_t n) {
    if (n == 0) return;
    if (m_crPending && m_carry[m_restPos] != '\n') ++m_line;
    m_crPending = false;
    m_line += countLines(m_carry, m_restPos, m_restPos + n);
    m_restPos += n;
    if (m_restPos == m_carry.size() && m_carry.back() == '\r') {
        --m_line;
        m_crPending = true;
    }
}

std::size_t PgnChunker::readOversized(char* dst, std::size_t max) {
    if (!m_oversized) return 0;
    // The long game's text in m_carry ends at the first game start found in it.
    std::size_t end = m_first == std::string::npos ? m_carry.size() : m_first;
    if (m_restPos == end && m_first == std::string::npos) {
        // All of m_carry is handed out: the next block (m_carry keeps no text of the game).
        m_carry.clear();
        m_restPos = m_scanned = 0;
        m_cut = std::string::npos;
        if (readBlock()) scanCarry();
        end = m_first == std::string::npos ? m_carry.size() : m_first;
    }
    const std::size_t n = std::min(max, end - m_restPos);
    std::memcpy(dst, m_carry.data() + m_restPos, n);
    handOut(n);
    if (n > 0) return n;
    // The game ended (at a game start, or at the end of the text): chunking goes on from it.
    if (m_crPending) ++m_line;
    m_crPending = false;
    m_carry.erase(0, end);
    m_scanned = m_carry.size();
    if (m_cut != std::string::npos) m_cut -= end;
    m_first = std::string::npos;
    m_oversized = false;
    return 0;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
