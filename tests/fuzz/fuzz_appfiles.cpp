// libFuzzer target: what the app reads from disk before the user sees anything: the
// autosave (inspectAutosave decides whether to offer it, keep a damaged copy, or ignore it),
// the values of the settings file (rule set and time control text, parsed by the core), and
// the streaming index of an opened PGN file (PgnIndexer). No input may crash them, and the
// index must not depend on where the bytes are cut: the first input byte picks a chunk size.
// The parsing is Qt-free, so this builds in the `fuzz` preset without the GUI.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "app/files/pgnindexer.h"
#include "app/services/autosavecheck.h"
#include "core/clock/clock.h"
#include "core/pgn/gamepgn.h"

using namespace remis;
using namespace remis::app;

namespace {

void require(bool condition, const char* what) {
    if (condition) return;
    std::fprintf(stderr, "fuzz_appfiles: %s\n", what);
    std::abort();
}

std::vector<PgnIndexEntry> index(std::string_view bytes, std::size_t chunk,
                                 PgnIndexer::Verdict* verdict) {
    PgnIndexer indexer;
    for (std::size_t i = 0; i < bytes.size(); i += chunk) indexer.feed(bytes.substr(i, chunk));
    indexer.finish();
    *verdict = indexer.verdict();
    return indexer.takeGames();
}

void checkIndex(std::string_view bytes, std::size_t chunk) {
    PgnIndexer::Verdict wholeVerdict, cutVerdict;
    const auto whole = index(bytes, bytes.size() + 1, &wholeVerdict);
    const auto cut = index(bytes, chunk, &cutVerdict);
    require(wholeVerdict == cutVerdict, "verdict depends on chunking");
    if (wholeVerdict == PgnIndexer::Verdict::Binary) return;
    require(whole.size() == cut.size(), "game count depends on chunking");
    int64_t end = whole.empty() ? 0 : whole.front().offset;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        require(whole[i].offset == cut[i].offset && whole[i].length == cut[i].length,
                "spans depend on chunking");
        require(whole[i].white == cut[i].white && whole[i].plies == cut[i].plies,
                "tags depend on chunking");
        require(whole[i].offset == end && whole[i].length >= 0, "spans do not tile the file");
        end = whole[i].offset + whole[i].length;
    }
    require(whole.empty() || end == int64_t(bytes.size()), "spans do not reach the end");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    const std::size_t chunk = 1 + data[0] % 97;
    const std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);

    const AutosaveState state = inspectAutosave(bytes);
    require(!bytes.empty() || state == AutosaveState::Missing, "empty autosave not missing");

    // Settings values as QSettings hands them over: text of any kind.
    (void)ruleSetFromTag(bytes);
    if (auto tc = parseTimeControl(bytes)) {
        auto again = parseTimeControl(tc->toPgnTag());
        require(again.ok(), "a parsed time control does not read back");
    }

    checkIndex(bytes, chunk);
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
