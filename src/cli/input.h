// Opening a FILE argument (docs/cli.md: `-` is standard input; gzip, xz and zstd by content;
// binary input and a file without a game are exit 2, "not a PGN file").
#pragma once

#include <memory>
#include <string>

#include "core/io/textinput.h"

namespace remis::cli {

std::unique_ptr<io::TextInput> openInput(const std::string& path);

// After reading: throws BadInput when the input failed (unreadable, corrupt, binary) or
// held no game.
void checkInput(const io::TextInput& input, long games);

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
