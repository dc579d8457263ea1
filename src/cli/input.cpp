#include "cli/input.h"

#include "cli/args.h"

namespace remis::cli {

std::unique_ptr<io::TextInput> openInput(const std::string& path) {
    return io::TextInput::open(path);
}

void checkInput(const io::TextInput& input, long games) {
    if (input.failure() != io::Failure::None) throw BadInput{input.error()};
    if (games == 0) throw BadInput{"not a PGN file (no game found)"};
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
