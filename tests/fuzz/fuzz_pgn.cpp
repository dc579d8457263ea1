// libFuzzer target: the PGN tree reader on arbitrary bytes. Reading must not crash; writing
// what was read and reading it again must give the same trees (read -> write -> read is the
// identity), and writing those gives the same bytes. Read as windows of two nodes (annotate's
// way with long games), the games are written with the same bytes, unless the reader says a
// window was changed after it was written; and they have the same errors, in the same order.
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

struct Windowed {
    std::string out;
    bool changed = false;
    std::vector<PgnLateAnnotation> late;
    std::string errors;  // each as the CLI says it, a line each
};

std::string errorLines(const PgnGameRead& read) {
    std::string lines;
    for (const PgnError& e : read.errors) lines += describePgnError(e) + "\n";
    for (const PgnVariationStop& stop : read.variationStops)
        lines += "stopped a variation: " + std::to_string(stop.error) + "\n";
    return lines;
}

// As annotate reads a long game: windows of its tree, variations too (WindowScope::Lines),
// with what an earlier read found late added where the windows write it.
Windowed readAsWindows(std::string_view input, std::vector<PgnLateAnnotation> late,
                       std::size_t window = 2) {
    Windowed w;
    PgnWindowWriter writer([&w](std::string_view piece) { w.out += piece; });
    PgnTreeBuilder builder([&](PgnGameRead& read) {
        w.changed = w.changed || read.flushedThenChanged;
        w.late.insert(w.late.end(), read.late.begin(), read.late.end());
        w.errors += errorLines(read);
        writer.finish(read.game);
    });
    builder.setWindow(
        window,
        [&writer](PgnGameRead& read, NodeId complete) { writer.write(read.game, complete); },
        PgnTreeBuilder::WindowScope::Lines);
    if (!late.empty()) builder.setLateAnnotations(std::move(late));
    PgnReader reader(builder, PgnTreeBuilder::readerOptions());
    (void)reader.readString(input);
    builder.finish();
    return w;
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
    // One game's late annotations are listed by that game's marks: read as one game each.
    if (games.size() != 1) return 0;
    Windowed w = readAsWindows(input, {});
    if (!w.changed && !w.late.empty()) w = readAsWindows(input, std::move(w.late));
    require(w.changed || w.out == written, "written as windows, other bytes", input, w.out);
    const std::vector<PgnGameRead> whole = readPgnGamesDetailed(input);
    require(w.errors == errorLines(whole.front()), "read as windows, other errors", input,
            w.errors);
    // A window the game never fills (annotate's first read of a short game) records the
    // variations at first moves all the same, and must give the whole tree, no excuse.
    const Windowed large = readAsWindows(input, {}, std::size_t(1) << 30);
    require(large.out == written, "read with a large window, other bytes", input, large.out);
    require(large.errors == errorLines(whole.front()), "read with a large window, other errors",
            input, large.errors);
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
