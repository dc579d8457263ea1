#include "cli/pgnchunks.h"

#include <algorithm>
#include <cstring>

namespace remis::cli {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

}  // namespace

long countLines(const std::string& text, std::size_t from, std::size_t to) {
    long lines = 0;
    for (std::size_t i = from; i < to; ++i)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n')))
            ++lines;
    return lines;
}

void GameBoundaryScanner::endToken() {
    if (m_token.empty() && !m_tokenTooLong) return;
    m_afterResult =
        !m_tokenTooLong && m_depth == 0 &&
        (m_token == "1-0" || m_token == "0-1" || m_token == "1/2-1/2" || m_token == "*");
    m_token.clear();
    m_tokenTooLong = false;
}

void GameBoundaryScanner::normal(char c, std::size_t at, std::size_t& cut) {
    const bool lineStart = m_lineStart;
    m_lineStart = c == '\n' || c == '\r';
    if (isBlank(c)) return endToken();
    if (c == '%' && lineStart) {  // an escape line (PGN 6): ignored to its end
        endToken();
        m_afterResult = false;
        m_state = State::LineComment;
        return;
    }
    switch (c) {
        case '[':
            endToken();
            if (m_afterResult) cut = at;
            m_state = State::Tag;
            break;
        case '{':
            m_state = State::Brace;
            break;
        case ';':
            m_state = State::LineComment;
            break;
        case '(':
            ++m_depth;
            break;
        case ')':
            m_depth = std::max(0, m_depth - 1);
            break;
        default:
            if (m_token.size() < 8)
                m_token += c;
            else
                m_tokenTooLong = true;
            m_afterResult = false;
            return;
    }
    if (c != '[') endToken();
    m_afterResult = false;
}

std::size_t GameBoundaryScanner::scan(const std::string& text, std::size_t from) {
    std::size_t cut = std::string::npos;
    for (std::size_t i = from; i < text.size(); ++i) {
        const char c = text[i];
        const bool lineEnd = c == '\n' || c == '\r';
        switch (m_state) {
            case State::Normal:
                normal(c, i, cut);
                continue;
            case State::Brace:
                if (c == '}') m_state = State::Normal;
                break;
            case State::LineComment:
                if (lineEnd) m_state = State::Normal;
                break;
            case State::Tag:
                if (c == '"') m_state = State::TagString;
                if (c == ']' || lineEnd) m_state = State::Normal;
                break;
            case State::TagString:
                if (c == '\\') m_state = State::TagEscape;
                if (c == '"') m_state = State::Tag;
                if (lineEnd) m_state = State::Normal;
                break;
            case State::TagEscape:
                m_state = lineEnd ? State::Normal : State::TagString;
                break;
        }
        m_lineStart = lineEnd;
    }
    return cut;
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
        std::size_t cut = m_scanner.scan(m_carry, m_scanned);
        m_scanned = m_carry.size();
        if (cut != std::string::npos) m_cut = cut;
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
