// libFuzzer target for core/io TextInput: any bytes (compressed or not, any charset) either
// fail cleanly or give valid UTF-8 without NUL, and the text is the same whatever sizes it is
// read in (the first byte of the input picks the read sizes of the second pass).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#include "core/io/textinput.h"
#include "core/io/transcode.h"

using namespace remis::io;

namespace {

constexpr std::size_t MaxText = 8 << 20;  // a decompression bomb: enough seen

std::string readAllInSteps(const std::string& bytes, std::size_t step, Failure& failure) {
    auto in = TextInput::fromBytes(bytes);
    std::string text, buffer(step, '\0');
    while (std::size_t n = in->read(buffer.data(), step)) {
        text.append(buffer.data(), n);
        if (text.size() > MaxText) break;
    }
    failure = in->failure();
    return text;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const std::size_t step = 1 + data[0] % 61;
    const std::string bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
    Failure whole = Failure::None, pieces = Failure::None;
    const std::string a = readAllInSteps(bytes, 1 << 16, whole);
    const std::string b = readAllInSteps(bytes, step, pieces);
    if (a.size() > MaxText || b.size() > MaxText) return 0;  // cut short: not comparable
    if (whole != pieces) std::abort();
    if (whole == Failure::None) {
        if (a != b) std::abort();
        if (hasInvalidUtf8(a, true)) std::abort();
        if (std::memchr(a.data(), 0, a.size())) std::abort();
    }
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
