// SchoolTexts, the problems of a teacher's lesson file (core/school/schoolitem.h) in the
// user's language: the core gives the fault, its fields and the core error beneath it; the
// English wordings here are the twins of the core's own (`remis-cli school check`).
#include "app/text/errortexts.h"
#include "app/text/schooltexts.h"

namespace remis::app {

namespace {

using school::LessonFault;

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
