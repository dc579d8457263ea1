#include "core/io/textinput.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>

#include "core/io/bytesource.h"
#include "core/io/transcode.h"

namespace remis::io {

namespace {

bool startsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// How many bytes at the start of s are ASCII (eight at a time: this looks at every byte).
std::size_t asciiPrefix(std::string_view s) {
    std::size_t i = 0;
    for (uint64_t word = 0; i + 8 <= s.size(); i += 8) {
        std::memcpy(&word, s.data() + i, 8);
        if (word & 0x8080808080808080ULL) break;
    }
    while (i < s.size() && static_cast<unsigned char>(s[i]) < 0x80) ++i;
    return i;
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
    m_byteOrderMark = startsWith(text, "\xEF\xBB\xBF") || startsWith(text, "\xFF\xFE") ||
                      startsWith(text, "\xFE\xFF");
    if (startsWith(text, "\xEF\xBB\xBF")) {
        text.remove_prefix(3);
    } else if (startsWith(text, "\xFF\xFE") || looksLikeUtf16(text, 1)) {
        m_encoding = Encoding::Utf16LE;  // with a BOM, or ASCII text with a NUL after each byte
        if (text[0] == '\xFF') text.remove_prefix(2);
    } else if (startsWith(text, "\xFE\xFF") || looksLikeUtf16(text, 0)) {
        m_encoding = Encoding::Utf16BE;
        if (text[0] == '\xFE') text.remove_prefix(2);
    }
    // Whether it is text is judged on the window as the old whole-file charset rule decoded it
    // (ISO 8859-1 when the window holds invalid UTF-8): the verdict does not depend on how the
    // games of the window are decoded, nor on what is still held back.
    const bool utf8 = m_encoding == Encoding::Utf8;
    const std::size_t textSize =
        utf8 && hasInvalidUtf8(text, last)
            ? text.size() + std::size_t(std::count_if(text.begin(), text.end(),
                                                      [](char c) { return (c & 0x80) != 0; }))
            : text.size();
    if (!decodeBlock(text, last)) return m_failure == Failure::None && !m_done;
    const std::string_view judged = utf8 ? text : std::string_view(m_out);
    auto controls = std::count_if(judged.begin(), judged.end(), [](char c) {
        return isBinaryControl(static_cast<unsigned char>(c));
    });
    if (controls * 20 > std::ptrdiff_t(utf8 ? textSize : m_out.size())) {
        fail(Failure::NotText, "not a PGN file (binary data)");
        return false;
    }
    return true;
}

bool TextInput::decodeBlock(std::string_view bytes, bool last) {
    const std::size_t from = m_out.size();
    if (m_encoding == Encoding::Utf8) {
        decodeGames(bytes, last);
    } else {
        std::string joined;
        if (!m_carry.empty()) {
            joined = m_carry;
            joined.append(bytes);
            bytes = joined;
        }
        const bool bigEndian = m_encoding == Encoding::Utf16BE;
        const std::size_t left = utf16ToUtf8(bytes, bigEndian, last, m_out);
        m_carry.assign(bytes.substr(bytes.size() - left));
    }
    if (!checkText(from)) return false;
    return m_out.size() > m_outPos;
}

// Cuts the bytes at game starts and decodes each part as its game's charset says. A NUL byte
// ends the text there (checkText refuses it): what comes before it is decided as a game.
void TextInput::decodeGames(std::string_view bytes, bool last) {
    const std::size_t nul = bytes.find('\0');
    if (nul != std::string_view::npos) {
        decodeGames(bytes.substr(0, nul), true);
        m_out += '\0';
        return;
    }
    std::size_t part = 0;
    for (std::size_t from = 0;;) {
        const std::size_t start = m_games.next(bytes, from);
        if (start == std::string_view::npos) break;
        decodeGamePart(bytes.substr(part, start - part), true);
        part = start;
        from = start + 1;
    }
    decodeGamePart(bytes.substr(part), last);
}

// ASCII is the same in both charsets, so a game is copied as it comes up to its first byte
// above 0x7F; from there it is held until its charset is known.
void TextInput::decodeGamePart(std::string_view part, bool gameEnds) {
    switch (m_gameCharset) {
        case GameCharset::Latin1:
            latin1ToUtf8(part, m_out);
            break;
        case GameCharset::Utf8: {
            std::string joined = std::exchange(m_carry, {});
            joined.append(part);
            const std::size_t left = utf8Lenient(joined, gameEnds, m_out);
            m_carry.assign(std::string_view(joined).substr(joined.size() - left));
            break;
        }
        case GameCharset::Open:
            if (m_held.empty()) {
                const std::size_t ascii = asciiPrefix(part);
                m_out.append(part.substr(0, ascii));
                part.remove_prefix(ascii);
            }
            m_held.append(part);
            judgeHeldGame(gameEnds);
            break;
    }
    if (gameEnds) m_gameCharset = GameCharset::Open;
}

void TextInput::judgeHeldGame(bool gameEnds) {
    const std::string_view held = m_held;
    std::size_t i = m_heldValid;
    while (i < held.size()) {
        if (static_cast<unsigned char>(held[i]) < 0x80) {
            ++i;
            continue;
        }
        const int length = utf8SequenceLength(held.substr(i));
        if (length == 0 || (length < 0 && gameEnds)) {  // not UTF-8: the game is ISO 8859-1
            latin1ToUtf8(held, m_out);
            m_gameCharset = gameEnds ? GameCharset::Open : GameCharset::Latin1;
            m_held.clear();
            m_heldValid = 0;
            return;
        }
        if (length < 0) break;  // the rest of the sequence is in the next block
        i += std::size_t(length);
    }
    m_heldValid = i;
    if (!gameEnds && held.size() <= MaxHeldGame) return;
    m_out.append(held.substr(0, m_heldValid));
    m_carry.assign(held.substr(m_heldValid));  // an incomplete sequence (never at a game end)
    if (!gameEnds) m_gameCharset = GameCharset::Utf8;
    m_held.clear();
    m_heldValid = 0;
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
// SPDX-License-Identifier: GPL-3.0-or-later
