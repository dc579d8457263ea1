// SPDX-License-Identifier: GPL-3.0-or-later
// The arbiter's refusals to answer a lesson item (Refusal, schoolanswer.h) in English, as
// `remis-cli school check` says them; the app words them in the user's language
// (app/text/lessonproblemtexts.cpp).
#include <utility>

#include "core/school/schoolrulings.h"

namespace remis::school {

namespace {

const char* englishRefusal(LessonFault fault) {
    switch (fault) {
        case LessonFault::OverBeforeMove:
            return "the game was already over (%1, %2) before move %3 of the item";
        case LessonFault::FlaggedNotToMove:
            return "only the clock of the player to move runs: Flagged must be the side to move";
        case LessonFault::FlagAfterEnd:
            return "a flag fall after the end of the game changes nothing";
        case LessonFault::ProcedureClaimIncorrect:
            return "the claim with %1 would be incorrect: a procedure question needs a correct "
                   "claim";
        case LessonFault::NoClaimOnBoard:
            return "no claim is possible on the board: give an Intended move";
        case LessonFault::ClaimNotPossible:
            return "the claim cannot be made here (the game is over or the move is illegal)";
        case LessonFault::ClaimMoveIllegal:
            return "the claim's move is illegal";
        case LessonFault::NothingToWaitFor:
            return "the game is over: no claim is left to wait for";
        case LessonFault::ResignationAfterEnd:
            return "a resignation after the end of the game changes nothing";
        case LessonFault::MateUndecided:
            return "the analysis cannot decide whether the opponent can checkmate";
        case LessonFault::DeadBeforeLast:
            return "the position was dead %1 move(s) before the last: the game was over already";
        case LessonFault::LastMoveLegal:
            return "the last move of an illegal-move question must break the rules";
        case LessonFault::AlreadyCheckmate:
            return "the position is checkmate: ask who won, not who could mate";
        case LessonFault::MatesUndecided:
            return "the analysis cannot decide whether each side can checkmate";
        case LessonFault::NotARuling:
            return "not a ruling question";
        default:
            return "";
    }
}

}  // namespace

Refusal refuse(LessonFault fault, std::vector<std::string> args) {
    Refusal r{fault, std::move(args), {}, {}};
    r.message = fillWording(englishRefusal(fault), r.args);
    return r;
}

}  // namespace remis::school
