// Writing the answer to stdout, with write errors caught (docs/cli.md: a full disk is exit 1 with
// one line on stderr; a closed pipe ends quietly).
#pragma once

#include <string>
#include <string_view>

namespace remis::cli {

// Thrown when stdout cannot be written; main() turns it into exit 1.
struct OutputError {
    std::string message;
    bool closedPipe = false;  // the reader went away (| head): no message
};

void writeOut(std::string_view text);  // to stdout; throws OutputError
void flushOut();                       // flushes stdout and std::cout; throws OutputError
void discardOut();                     // drops what stdout holds unwritten (before an exit 2)

// A message made safe for one line of a terminal: valid UTF-8, control characters shown as
// \n, \t, \xNN.
std::string escapeControls(std::string_view text);

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
