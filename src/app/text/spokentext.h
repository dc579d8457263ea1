// SpokenText: a shown sentence made fit to be heard: moves in SAN inside it in words, as every
// move is said elsewhere ("Rd2 would make the position occur..." is read as letters). The
// shown text keeps the SAN; the screen reader hears "White rook d1 to d2 would make...".
#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>
#include <vector>

#include "core/base/types.h"

namespace remis {
class Position;
}

namespace remis::app {

class SpokenText {
    Q_DECLARE_TR_FUNCTIONS(remis::app::SpokenText)
public:
    // `text` with the move `san` (as a whole word) in words, the move as played in `before`.
    static QString moveInWords(const QString& text, const std::string& san, const Position& before,
                               Move move);
    // `text` with the numbered SAN line that RuleTexts::helpmateText writes for `line` from
    // `pos` (a flag fall's mating line) in words: "Black king c3 to b3, then White ...".
    static QString lineInWords(const QString& text, const Position& pos,
                               const std::vector<Move>& line);
    // The first `maxPlies` moves of `line` in words, joined by ", then ".
    static QString lineWords(const Position& pos, const std::vector<Move>& line, size_t maxPlies);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
