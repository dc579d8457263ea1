// The charset half of TextInput: UTF-8 (lenient: invalid bytes read as ISO 8859-1), ISO 8859-1
// and UTF-16 to UTF-8, block by block. Each function appends the UTF-8 of `bytes` to `out`
// and returns how many bytes at the end of `bytes` form an incomplete sequence that must be
// given again, in front of the next block (never more than 3); with last == true nothing is
// left over. The result is the same however the input is cut into blocks.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace remis::io {

// Length of the valid UTF-8 sequence at the start of s (1..4), 0 if the first byte does not
// start one, or -1 if s ends before the sequence could be judged.
int utf8SequenceLength(std::string_view s) noexcept;

// Whether s holds a byte that is not part of valid UTF-8 (a sequence cut off by the end of s
// counts as valid unless last).
bool hasInvalidUtf8(std::string_view s, bool last) noexcept;

void appendCodePoint(std::string& out, char32_t c);

std::size_t utf8Lenient(std::string_view bytes, bool last, std::string& out);
std::size_t latin1ToUtf8(std::string_view bytes, std::string& out);
std::size_t utf16ToUtf8(std::string_view bytes, bool bigEndian, bool last, std::string& out);

// Makes s valid UTF-8 by reading every invalid byte as ISO 8859-1 (for strings that did
// not come through TextInput: command-line arguments, error messages).
std::string validUtf8(std::string_view s);

}  // namespace remis::io
// SPDX-License-Identifier: GPL-3.0-or-later
