#include "core/io/transcode.h"

#include <cstdint>
#include <cstring>

namespace remis::io {

namespace {

bool isContinuation(unsigned char c) {
    return (c & 0xC0) == 0x80;
}

void appendLatin1(std::string& out, unsigned char c) {
    if (c < 0x80) {
        out += char(c);
    } else {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    }
}

}  // namespace

int utf8SequenceLength(std::string_view s) noexcept {
    if (s.empty()) return -1;
    auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    unsigned char lead = b(0);
    if (lead < 0x80) return 1;
    int length = 0;
    unsigned char low = 0x80, high = 0xBF;  // the range of the second byte (RFC 3629)
    if (lead >= 0xC2 && lead <= 0xDF)
        length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF)
        length = 3, low = lead == 0xE0 ? 0xA0 : 0x80, high = lead == 0xED ? 0x9F : 0xBF;
    else if (lead >= 0xF0 && lead <= 0xF4)
        length = 4, low = lead == 0xF0 ? 0x90 : 0x80, high = lead == 0xF4 ? 0x8F : 0xBF;
    else
        return 0;  // a continuation byte, an overlong lead (C0, C1) or beyond U+10FFFF
    for (int i = 1; i < length; ++i) {
        if (std::size_t(i) >= s.size()) return -1;
        unsigned char c = b(std::size_t(i));
        if (i == 1 ? (c < low || c > high) : !isContinuation(c)) return 0;
    }
    return length;
}

bool hasInvalidUtf8(std::string_view s, bool last) noexcept {
    for (std::size_t i = 0; i < s.size();) {
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        int n = utf8SequenceLength(s.substr(i));
        if (n == 0 || (n < 0 && last)) return true;
        if (n < 0) return false;
        i += std::size_t(n);
    }
    return false;
}

void appendCodePoint(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

std::size_t utf8Lenient(std::string_view bytes, bool last, std::string& out) {
    std::size_t i = 0, n = bytes.size();
    while (i < n) {
        std::size_t run = i;  // ASCII is copied in runs, found eight bytes at a time
        while (run + 8 <= n) {
            uint64_t word;
            std::memcpy(&word, bytes.data() + run, 8);
            if (word & 0x8080808080808080ULL) break;
            run += 8;
        }
        while (run < n && static_cast<unsigned char>(bytes[run]) < 0x80) ++run;
        out.append(bytes.data() + i, run - i);
        i = run;
        if (i == n) break;
        int length = utf8SequenceLength(bytes.substr(i));
        if (length < 0 && !last) return n - i;  // wait for the rest of the sequence
        if (length <= 0) {
            appendLatin1(out, static_cast<unsigned char>(bytes[i]));
            ++i;
        } else {
            out.append(bytes.data() + i, std::size_t(length));
            i += std::size_t(length);
        }
    }
    return 0;
}

std::size_t latin1ToUtf8(std::string_view bytes, std::string& out) {
    for (char c : bytes) appendLatin1(out, static_cast<unsigned char>(c));
    return 0;
}

std::size_t utf16ToUtf8(std::string_view bytes, bool bigEndian, bool last, std::string& out) {
    auto unitAt = [&](std::size_t i) {
        auto hi = static_cast<unsigned char>(bytes[bigEndian ? i : i + 1]);
        auto lo = static_cast<unsigned char>(bytes[bigEndian ? i + 1 : i]);
        return char32_t(hi << 8 | lo);
    };
    std::size_t i = 0, n = bytes.size();
    while (i + 1 < n) {
        char32_t unit = unitAt(i);
        if (unit >= 0xD800 && unit <= 0xDBFF) {
            if (i + 3 >= n && !last) return n - i;  // the low surrogate is in the next block
            char32_t next = i + 3 < n ? unitAt(i + 2) : 0;
            if (next >= 0xDC00 && next <= 0xDFFF) {
                appendCodePoint(out, 0x10000 + ((unit - 0xD800) << 10) + (next - 0xDC00));
                i += 4;
                continue;
            }
            unit = 0xFFFD;  // an unpaired surrogate
        } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
            unit = 0xFFFD;
        }
        appendCodePoint(out, unit);
        i += 2;
    }
    if (i < n) {
        if (!last) return n - i;
        appendCodePoint(out, 0xFFFD);  // an odd byte at the end
    }
    return 0;
}

std::string validUtf8(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    utf8Lenient(s, true, out);
    return out;
}

}  // namespace remis::io
// SPDX-License-Identifier: GPL-3.0-or-later
