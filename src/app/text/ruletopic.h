// SPDX-License-Identifier: GPL-3.0-or-later
// The rules the arbiter panel, its tooltips and the help pane can explain, one topic per
// rule. The words are RuleExplanations'; ArbiterModel names the topic of an ending.
#pragma once

namespace remis::app {

enum class RuleTopic {
    Threefold,
    FiftyMoves,
    Fivefold,
    SeventyFiveMoves,
    DeadPosition,
    FlagFall,
    ClaimWithMove,
    DrawOffer,
    Checkmate,
    Stalemate,
    Resignation,
    IncorrectClaim,
    IllegalMove
};

}  // namespace remis::app
