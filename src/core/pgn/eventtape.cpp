#include "core/pgn/eventtape.h"

#include <stdexcept>

namespace remis {
namespace {

constexpr std::size_t kMemoryBytes = std::size_t(64) << 10;

void putNumber(std::string& out, std::uint64_t n) {
    while (n >= 0x80) {
        out += char(0x80 | (n & 0x7f));
        n >>= 7;
    }
    out += char(n);
}

// Reads the encoded events back from a file, then from the bytes kept in memory.
class TapeReader {
public:
    TapeReader(std::FILE* file, std::uint64_t fileBytes, std::string_view memory)
        : m_file(file), m_left(fileBytes), m_memory(memory) {}

    bool next(PgnEventTape::Event& e) {
        int kind = byte();
        if (kind < 0) return false;
        e.kind = PgnEventTape::Kind(kind);
        e.order = number();
        e.number = long(number());
        const std::uint64_t length = number();
        e.text.resize(std::size_t(length));
        for (char& c : e.text) c = char(byte());
        return true;
    }

private:
    int byte() {
        if (m_left > 0) {
            --m_left;
            const int c = std::getc(m_file);
            if (c == EOF) throw std::runtime_error("a temporary file of the PGN reader failed");
            return c;
        }
        if (m_at == m_memory.size()) return -1;
        return static_cast<unsigned char>(m_memory[m_at++]);
    }
    std::uint64_t number() {
        std::uint64_t n = 0;
        for (int shift = 0;; shift += 7) {
            const int c = byte();
            n |= std::uint64_t(c & 0x7f) << shift;
            if (c < 0x80) return n;
        }
    }

    std::FILE* m_file;
    std::uint64_t m_left;
    std::string_view m_memory;
    std::size_t m_at = 0;
};

}  // namespace

PgnEventTape::PgnEventTape() = default;
PgnEventTape::~PgnEventTape() = default;

void PgnEventTape::append(const Event& event) {
    m_buffer += char(event.kind);
    putNumber(m_buffer, event.order);
    putNumber(m_buffer, std::uint64_t(event.number));
    putNumber(m_buffer, event.text.size());
    m_buffer += event.text;
    if (m_buffer.size() >= kMemoryBytes) spill();
}

void PgnEventTape::spill() {
    if (m_noFile) return;
    if (!m_file) m_file.reset(std::tmpfile());
    // A write that fails (a full disk) may leave part of the buffer in the file: only the
    // bytes before it count, and the buffer and all to come stay in memory.
    if (!m_file || std::fseek(m_file.get(), long(m_spilled), SEEK_SET) != 0 ||
        std::fwrite(m_buffer.data(), 1, m_buffer.size(), m_file.get()) != m_buffer.size()) {
        m_noFile = true;
        return;
    }
    m_spilled += m_buffer.size();
    m_buffer.clear();
}

void PgnEventTape::replay(const std::function<void(const Event&)>& play) {
    if (m_file) std::rewind(m_file.get());
    TapeReader reader(m_file.get(), m_spilled, m_buffer);
    Event event;
    while (reader.next(event)) play(event);
    m_file.reset();
    m_spilled = 0;
    m_buffer.clear();
    m_noFile = false;
}

void playEvent(PgnVisitor& visitor, const PgnEventTape::Event& e) {
    using Kind = PgnEventTape::Kind;
    switch (e.kind) {
        case Kind::Move:
            (void)visitor.move(e.text, e.number);
            break;
        case Kind::Comment:
            visitor.comment(e.text);
            break;
        case Kind::LineComment:
            visitor.lineComment(e.text);
            break;
        case Kind::EscapeLine:
            visitor.escapeLine(e.text);
            break;
        case Kind::MoveNumber:
            visitor.moveNumber(e.text);
            break;
        case Kind::Nag:
            visitor.nag(int(e.number));
            break;
        case Kind::DrawOffer:
            visitor.drawOffer();
            break;
        case Kind::BeginVariation:
            visitor.beginVariation();
            break;
        case Kind::EndVariation:
            visitor.endVariation();
            break;
        case Kind::ResultInVariation:
            visitor.resultInVariation(e.text);
            break;
    }
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
