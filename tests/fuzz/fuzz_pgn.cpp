// libFuzzer target: the PGN tree reader on arbitrary bytes. Reading must not crash; writing
// what was read and reading it again must give the same trees (read -> write -> read is the
// identity), and writing those gives the same bytes.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

using namespace remis;

namespace {

void require(bool condition, const char* what, std::string_view input, const std::string& out) {
    if (condition) return;
    std::fprintf(stderr, "fuzz_pgn: %s\ninput: %.*s\nwritten: %s\n", what, int(input.size()),
                 input.data(), out.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::vector<PgnGame> games = readPgnGames(input);
    const std::string written = writePgnGames(games);
    const std::vector<PgnGame> again = readPgnGames(written);
    require(again.size() == games.size(), "a different number of games after writing", input,
            written);
    for (std::size_t i = 0; i < games.size(); ++i)
        require(again[i] == games[i], "a game differs after write and read", input, written);
    require(writePgnGames(again) == written, "writing again gives other bytes", input, written);
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
