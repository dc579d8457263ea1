#include "core/io/textinput.h"

#include <algorithm>
#include <cstring>

#include "core/io/bytesource.h"
#include "core/io/transcode.h"

namespace remis::io {

namespace {

bool startsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// A control character that text files do not hold (tab, line ends, form feed, ^Z and ESC do
// occur in old PGN files and are allowed).
bool isBinaryControl(unsigned char c) {
    return c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' && c != 0x1A &&
           c != 0x1B;
}

// UTF-16 without a byte-order mark: two ASCII characters, each with its NUL byte (at
// index 1 for little endian, 0 for big endian).
bool looksLikeUtf16(std::string_view s, int nulAt) {
    if (s.size() < 4) return false;
    auto ascii = [](char c) { return c >= '\t' && c <= '~'; };
    const int charAt = 1 - nulAt;
    return s[nulAt] == 0 && s[nulAt + 2] == 0 && ascii(s[charAt]) && ascii(s[charAt + 2]);
}

}  // namespace

TextInput::TextInput(std::unique_ptr<ByteSource> source) : m_source(std::move(source)) {}
TextInput::~TextInput() = default;

std::unique_ptr<TextInput> TextInput::open(const std::string& path) {
    return std::unique_ptr<TextInput>(new TextInput(openFileSource(path)));
}

std::unique_ptr<TextInput> TextInput::fromBytes(std::string bytes) {
    return std::unique_ptr<TextInput>(new TextInput(memorySource(std::move(bytes))));
}

long long TextInput::bytesConsumed() const noexcept {
    return m_source->consumed();
}

long long TextInput::fileSize() const noexcept {
    return m_source->size();
}

void TextInput::fail(Failure failure, std::string message) {
    m_failure = failure;
    m_error = std::move(message);
    m_done = true;
    m_out.clear();
    m_outPos = 0;
}

std::size_t TextInput::read(char* dst, std::size_t max) {
    while (m_outPos == m_out.size()) {
        m_out.clear();
        m_outPos = 0;
        if (m_failure != Failure::None || !refill()) return 0;
    }
    std::size_t n = std::min(max, m_out.size() - m_outPos);
    std::memcpy(dst, m_out.data() + m_outPos, n);
    m_outPos += n;
    return n;
}

std::string TextInput::readAll(std::size_t maxBytes) {
    std::string text;
    char buffer[BlockSize];
    while (std::size_t n = read(buffer, sizeof buffer)) {
        if (text.size() + n > maxBytes) {
            fail(Failure::Read, "the input is larger than " + std::to_string(maxBytes) + " bytes");
            return {};
        }
        text.append(buffer, n);
    }
    return m_failure == Failure::None ? text : std::string();
}

bool TextInput::refill() {
    if (m_done) return false;
    if (!m_started) return start();
    m_block.resize(BlockSize);
    std::size_t got = m_source->read(m_block.data(), BlockSize);
    if (got == 0 && m_source->failure != Failure::None) {
        fail(m_source->failure, m_source->error);
        return false;
    }
    if (got == 0) m_done = true;
    const std::string_view block(reinterpret_cast<const char*>(m_block.data()), got);
    return decodeBlock(block, got == 0) || !m_done;
}

// Reads a window of fixed size (so the decisions do not depend on how the file arrives),
// then decides the charset from the byte-order mark or the bytes, and whether it is text.
bool TextInput::start() {
    m_started = true;
    m_source = detectCompression(std::move(m_source), m_compression);
    std::string head(SniffSize, '\0');
    std::size_t have = 0;
    while (have < SniffSize) {
        std::size_t n =
            m_source->read(reinterpret_cast<unsigned char*>(head.data()) + have, SniffSize - have);
        if (n == 0) break;
        have += n;
    }
    if (m_source->failure != Failure::None) {
        fail(m_source->failure, m_source->error);
        return false;
    }
    head.resize(have);
    const bool last = have < SniffSize;
    if (last) m_done = true;
    std::string_view text = head;
    if (startsWith(text, "\xEF\xBB\xBF")) {
        text.remove_prefix(3);
    } else if (startsWith(text, "\xFF\xFE") || looksLikeUtf16(text, 1)) {
        m_encoding = Encoding::Utf16LE;  // with a BOM, or ASCII text with a NUL after each byte
        if (text[0] == '\xFF') text.remove_prefix(2);
    } else if (startsWith(text, "\xFE\xFF") || looksLikeUtf16(text, 0)) {
        m_encoding = Encoding::Utf16BE;
        if (text[0] == '\xFE') text.remove_prefix(2);
    } else if (hasInvalidUtf8(text, last)) {
        m_encoding = Encoding::Latin1;
    }
    if (!decodeBlock(text, last)) return m_failure == Failure::None && !m_done;
    auto controls = std::count_if(m_out.begin(), m_out.end(), [](char c) {
        return isBinaryControl(static_cast<unsigned char>(c));
    });
    if (controls * 20 > std::ptrdiff_t(m_out.size())) {
        fail(Failure::NotText, "not a PGN file (binary data)");
        return false;
    }
    return true;
}

bool TextInput::decodeBlock(std::string_view bytes, bool last) {
    std::string joined;
    if (!m_carry.empty()) {
        joined = m_carry;
        joined.append(bytes);
        bytes = joined;
    }
    const std::size_t from = m_out.size();
    std::size_t left = 0;
    switch (m_encoding) {
        case Encoding::Utf8:
            left = utf8Lenient(bytes, last, m_out);
            break;
        case Encoding::Latin1:
            left = latin1ToUtf8(bytes, m_out);
            break;
        case Encoding::Utf16LE:
            left = utf16ToUtf8(bytes, false, last, m_out);
            break;
        case Encoding::Utf16BE:
            left = utf16ToUtf8(bytes, true, last, m_out);
            break;
    }
    m_carry.assign(bytes.substr(bytes.size() - left));
    if (!checkText(from)) return false;
    return m_out.size() > m_outPos;
}

bool TextInput::checkText(std::size_t from) {
    // string_view::find (memchr): this looks at every byte of every file read.
    const std::size_t nulAt = std::string_view(m_out).substr(from).find('\0');
    if (nulAt != std::string_view::npos) {
        long long at = m_textBytes + static_cast<long long>(nulAt);
        fail(Failure::NotText,
             "not a PGN file (a NUL byte at text byte " + std::to_string(at) + ")");
        return false;
    }
    m_textBytes += (long long)(m_out.size() - from);
    return true;
}

}  // namespace remis::io
