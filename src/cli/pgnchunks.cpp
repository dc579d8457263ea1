#include "cli/pgnchunks.h"

namespace remis::cli {

size_t PgnChunker::lastBoundary(const std::string& text) const {
    size_t pos = text.size();
    while (pos > 0) {
        size_t found = text.rfind("\n[Event ", pos - 1);
        if (found == std::string::npos || found == 0) return std::string::npos;
        // The line before must be blank (only whitespace): a new game starts here.
        size_t lineStart = text.rfind('\n', found - 1);
        lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
        bool blank = true;
        for (size_t i = lineStart; i < found; ++i)
            blank &= text[i] == ' ' || text[i] == '\r' || text[i] == '\t';
        if (blank && lineStart > 0) return found + 1;
        pos = found;
    }
    return std::string::npos;
}

std::optional<std::string> PgnChunker::next() {
    while (!m_eof) {
        size_t old = m_carry.size();
        m_carry.resize(old + m_chunkSize);
        size_t got = std::fread(m_carry.data() + old, 1, m_chunkSize, m_file);
        m_carry.resize(old + got);
        m_bytesRead += static_cast<long long>(got);
        if (got < m_chunkSize) {
            m_eof = true;
            m_failed = std::ferror(m_file) != 0;
            break;
        }
        size_t cut = lastBoundary(m_carry);
        if (cut != std::string::npos) {
            std::string chunk = m_carry.substr(0, cut);
            m_carry.erase(0, cut);
            return chunk;
        }
    }
    if (m_carry.empty()) return std::nullopt;
    return std::exchange(m_carry, std::string());
}

}  // namespace remis::cli
