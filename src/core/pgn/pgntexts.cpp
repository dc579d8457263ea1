// A whole text read into game trees at once, over the streaming PgnTreeBuilder: for callers
// that hold the text anyway (a pasted game, a test, the app's file of one game).
#include <algorithm>
#include <string_view>
#include <vector>

#include "core/pgn/reader.h"
#include "core/pgn/treebuilder.h"

namespace remis {

std::vector<PgnGameRead> readPgnGamesDetailed(std::string_view text, int maxGames,
                                              std::vector<PgnError>* outside) {
    std::vector<PgnGameRead> games;
    PgnReader* readerPtr = nullptr;
    PgnTreeBuilder builder([&](PgnGameRead& g) {
        games.push_back(std::move(g));
        if (maxGames > 0 && int(games.size()) >= maxGames && readerPtr) readerPtr->stop();
    });
    // The text is held whole already, so no comment in it is too long to hold: the token limit
    // bounds the memory of streamed reads only (a tester: a 2 MiB comment opened as a damaged
    // game in the app).
    PgnReaderOptions options = PgnTreeBuilder::readerOptions();
    options.maxTokenLength = std::max(options.maxTokenLength, text.size());
    PgnReader reader(builder, options);
    readerPtr = &reader;
    (void)reader.readString(text);
    builder.finish();
    if (maxGames > 0 && int(games.size()) > maxGames) games.resize(std::size_t(maxGames));
    if (outside)
        outside->insert(outside->end(), builder.outsideErrors().begin(),
                        builder.outsideErrors().end());
    return games;
}

std::vector<PgnGame> readPgnGames(std::string_view text, std::vector<PgnError>* errors,
                                  int maxGames) {
    std::vector<PgnGame> games;
    for (PgnGameRead& read : readPgnGamesDetailed(text, maxGames)) {
        if (errors) errors->insert(errors->end(), read.errors.begin(), read.errors.end());
        games.push_back(std::move(read.game));
    }
    return games;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
