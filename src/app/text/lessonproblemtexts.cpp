// SchoolTexts, the problems of a teacher's lesson file (core/school/schoolitem.h) in the
// user's language: the core gives the fault, its fields and the core error beneath it; the
// English wordings here are the twins of the core's own (`remis-cli school check`).
#include "app/text/errortexts.h"
#include "app/text/localnotation.h"
#include "app/text/schooltexts.h"
#include "core/rules/vocabulary.h"

namespace remis::app {

namespace {

using school::LessonFault;

// An ending as `school check` names it (terminationId), in the user's language.
QString endingName(const QString& id) {
    //: An ending as the lesson check names it; translate as the ending's name
    //: ("fünfmalige Stellungswiederholung"). The same for the ids below.
    switch (terminationFromId(id.toStdString()).value_or(Termination::None)) {
        case Termination::Checkmate:
            return SchoolTexts::tr("checkmate");
        case Termination::Stalemate:
            return SchoolTexts::tr("stalemate");
        case Termination::DeadPosition:
            return SchoolTexts::tr("dead_position");
        case Termination::SeventyFiveMoves:
            return SchoolTexts::tr("seventyfive_moves");
        case Termination::FivefoldRepetition:
            return SchoolTexts::tr("fivefold_repetition");
        case Termination::ThreefoldRepetition:
            return SchoolTexts::tr("threefold_repetition");
        case Termination::FiftyMoves:
            return SchoolTexts::tr("fifty_moves");
        default:
            return id;
    }
}

// The arbiter's refusals to answer an item (core/school Refusal).
QString refusalText(const school::LessonProblem& p, QStringList args) {
    switch (p.fault) {
        case LessonFault::OverBeforeMove:
            if (!args.isEmpty()) args[0] = endingName(args[0]);
            //: %1 the ending, %2 its rule ("FIDE 9.6.1"), %3 the move's index in the item.
            return ErrorTexts::fill(
                SchoolTexts::tr("the game was already over (%1, %2) before move %3 of the item"),
                args);
        case LessonFault::FlaggedNotToMove:
            return SchoolTexts::tr(
                "only the clock of the player to move runs: Flagged must be the side to move");
        case LessonFault::FlagAfterEnd:
            return SchoolTexts::tr("a flag fall after the end of the game changes nothing");
        case LessonFault::ProcedureClaimIncorrect:
            if (!args.isEmpty()) args[0] = LocalNotation::inText(args[0]);
            return ErrorTexts::fill(SchoolTexts::tr("the claim with %1 would be incorrect: a "
                                                    "procedure question needs a correct claim"),
                                    args);
        case LessonFault::NoClaimOnBoard:
            return SchoolTexts::tr("no claim is possible on the board: give an Intended move");
        case LessonFault::ClaimNotPossible:
            return SchoolTexts::tr(
                "the claim cannot be made here (the game is over or the move is illegal)");
        case LessonFault::ClaimMoveIllegal:
            return SchoolTexts::tr("the claim's move is illegal");
        case LessonFault::NothingToWaitFor:
            return SchoolTexts::tr("the game is over: no claim is left to wait for");
        case LessonFault::ResignationAfterEnd:
            return SchoolTexts::tr("a resignation after the end of the game changes nothing");
        case LessonFault::MateUndecided:
            return SchoolTexts::tr("the analysis cannot decide whether the opponent can checkmate");
        case LessonFault::DeadBeforeLast:
            return ErrorTexts::fill(SchoolTexts::tr("the position was dead %1 move(s) before the "
                                                    "last: the game was over already"),
                                    args);
        case LessonFault::LastMoveLegal:
            return SchoolTexts::tr(
                "the last move of an illegal-move question must break the rules");
        case LessonFault::AlreadyCheckmate:
            return SchoolTexts::tr("the position is checkmate: ask who won, not who could mate");
        case LessonFault::MatesUndecided:
            return SchoolTexts::tr("the analysis cannot decide whether each side can checkmate");
        case LessonFault::NotARuling:
            return SchoolTexts::tr("not a ruling question");
        default:
            return QString::fromStdString(p.message);
    }
}

// What the fault says, without its line and item.
QString faultText(const school::LessonProblem& p) {
    QStringList args;
    for (const std::string& a : p.args) args << QString::fromStdString(a);
    const QString cause = ErrorTexts::text(p.cause);
    switch (p.fault) {
        case LessonFault::NoItem:
            return SchoolTexts::tr("the file holds no item (no PGN game)");
        case LessonFault::Pgn:
        case LessonFault::TimeControl:
        case LessonFault::Fen:
        case LessonFault::Unanswered:
            return cause;
        case LessonFault::UnknownQuestion:
            return ErrorTexts::fill(SchoolTexts::tr("unknown question \"%1\""), args);
        case LessonFault::UnknownRules:
            return ErrorTexts::fill(SchoolTexts::tr("unknown rule set \"%1\""), args);
        case LessonFault::Move:
            //: %1 a numbered move of the file ("3...Nf6"), %2 what is wrong with it.
            return ErrorTexts::fill(SchoolTexts::tr("move %1: %2"), args << cause);
        case LessonFault::CompareRange:
            return ErrorTexts::fill(
                SchoolTexts::tr("Compare \"%1\" is not a ply before the last (0 to %2)"), args);
        case LessonFault::CompareMissing:
            return SchoolTexts::tr("a same-position question needs a Compare tag");
        case LessonFault::ColorTag:
            //: %1 the tag's name (Flagged, Resigned, OfferBy: kept in English, as in the file).
            return ErrorTexts::fill(SchoolTexts::tr("%1 must be White or Black, not \"%2\""), args);
        case LessonFault::ClaimTag:
            return ErrorTexts::fill(
                SchoolTexts::tr("Claim must be threefold, fifty or any, not \"%1\""), args);
        case LessonFault::Intended:
            return ErrorTexts::fill(SchoolTexts::tr("the intended move \"%1\": %2"), args << cause);
        case LessonFault::IntendedMissing:
            return SchoolTexts::tr("a written-claim question needs an Intended move");
        case LessonFault::OfferMissing:
            return SchoolTexts::tr("an offer question needs OfferBy, or a Claim that is the offer");
        case LessonFault::AnswerUnreadable:
            //: %2 the question's id as the file writes it (claim, flag-fall, ...).
            return ErrorTexts::fill(
                SchoolTexts::tr("the Answer \"%1\" cannot be read for a %2 question"), args);
        case LessonFault::AnswerDiffers:
            return ErrorTexts::fill(
                SchoolTexts::tr("the file says \"%1\" but the arbiter rules \"%2\""), args);
        case LessonFault::DuplicateId:
            return SchoolTexts::tr("a second item with this id");
        default:
            return refusalText(p, args);
    }
    return QString::fromStdString(p.message);
}

}  // namespace

QString SchoolTexts::problemText(const school::LessonProblem& p) {
    const QString what = faultText(p);
    if (p.item.empty()) return tr("line %1: %2").arg(p.line).arg(what);
    return ErrorTexts::fill(tr("line %1, item %2: %3"),
                            {QString::number(p.line), QString::fromStdString(p.item), what});
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
