#include "cli/output.h"

#include <stdio_ext.h>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "core/io/transcode.h"

namespace remis::cli {

namespace {

[[noreturn]] void outputFailed(int error) {
    if (error == EPIPE) throw OutputError{"", true};
    throw OutputError{std::string("cannot write the output: ") +
                      (error ? std::strerror(error) : "write error")};
}

}  // namespace

void writeOut(std::string_view text) {
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::ferror(stdout))
        outputFailed(errno);
}

void flushOut() {
    errno = 0;
    std::cout.flush();
    if (!std::cout) outputFailed(errno);
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) outputFailed(errno);
}

void discardOut() {
    __fpurge(stdout);  // glibc: what the buffer holds is not written
}

std::string escapeControls(std::string_view text) {
    std::string out;
    for (char ch : io::validUtf8(text)) {
        auto c = static_cast<unsigned char>(ch);
        if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c == '\r')
            out += "\\r";
        else if (c < 0x20 || c == 0x7F) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", c);
            out += buf;
        } else
            out += ch;
    }
    return out;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
