// SPDX-License-Identifier: GPL-3.0-or-later
// Why a game's recorded result is against the rules, as data rather than a sentence: the
// ruling, the articles, the sides, the men and the plies with their moves. `remis-cli audit`
// writes it in English (resultReasonText, its result_reason); the app words it in the user's
// language with the user's piece letters (app/text/audittexts).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/types.h"
#include "core/rules/outcome.h"

namespace remis {

enum class ResultReasonKind : uint8_t {
    None,
    // A win scored for a side that cannot checkmate by any series of legal moves at the end
    // (5.1.2, 6.9, 7.5.5): ruled a draw.
    CannotCheckmate,
    // An ending on the board (5.1.1, 5.2.1, 5.2.2, 9.6; 9.2 and 9.3 under the casual rules)
    // gave another result.
    AutomaticEnding,
    // A flag fell and 6.9 (14E under USCF rules) gives another result.
    FlagFall,
};

// CannotCheckmate: which ways of losing the reason names.
enum class LossWays : uint8_t {
    ResignationOrFlagFall,   // 5.1.2 and 6.9
    WithSecondIllegalMove,   // 5.1.2, 6.9 and 7.5.5: the loser's second illegal move stood
    IllegalMoveTermination,  // 7.5.5 alone: the Termination tag says "illegal move"
};

// A ply and the move played there, as written in the file (English SAN; empty for none).
struct ReasonPly {
    int ply = 0;
    int moveNumber = 0;
    Color mover = White;
    std::string san;
};

struct ResultReason {
    ResultReasonKind kind = ResultReasonKind::None;
    GameResult ruled = GameResult::Ongoing;
    // CannotCheckmate: the side the record scores the win; FlagFall: whose flag fell;
    // AutomaticEnding by checkmate: the side that checkmated.
    Color side = White;
    // CannotCheckmate: the winner's men; FlagFall: the opponent's. Besides the king, in the
    // order queens, rooks, bishops, knights, pawns; none: a bare king.
    std::vector<PieceType> men;
    ReasonPly at;  // where the ruling holds
    LossWays ways = LossWays::ResignationOrFlagFall;
    ReasonPly penalty;                       // WithSecondIllegalMove: that move
    Termination ending = Termination::None;  // AutomaticEnding
    std::string_view article;                // AutomaticEnding: the ending's
    bool uscf = false;                       // FlagFall: judged by 14E
    bool flagPassedOver = false;             // AutomaticEnding: a flag had fallen before it (6.8)
    Color flagSide = White;
    ReasonPly flagAt;
};

// The reason in one English line, as `remis-cli audit` writes result_reason ("ruled
// 1/2-1/2: 5.2.2, a dead position arose at ply 87 (44.Kxf2)"); "" for None.
std::string resultReasonText(const ResultReason& reason);

}  // namespace remis
