// SchoolTexts, fourth part: the facts and reasons of the questions about the arbiter's other
// rulings: resignation (5.1.2), endings by themselves (5.1.1, 5.2, 9.6), moves that broke the
// rules (7.5, A.4.2) and who could still checkmate (5.2.2, 6.9).
#include "app/text/articles.h"
#include "app/text/ruletexts.h"
#include "app/text/schooltexts.h"
#include "core/board/notation.h"
#include "core/rules/vocabulary.h"

namespace remis::app {

using school::Choice;
using school::QuestionKind;

namespace {

// "White could mate, for example 1.Kf2 ... (with help)" or "White cannot: only a king is
// left".
QString mateText(const Position& pos, Color c, const MateAnalysis& m) {
    if (m.verdict == Mateability::Yes)
        return SchoolTexts::tr("%1 could checkmate, for example %2.")
            .arg(RuleTexts::colorName(c), SchoolTexts::lineText(numberedLine(pos, m.line, 12)));
    return SchoolTexts::tr("%1 cannot checkmate by any series of legal moves: %2.")
        .arg(RuleTexts::colorName(c), RuleTexts::sideMateReasonText(m.reason));
}

QString resignationReason(const school::Item& item, const school::Answer& a) {
    const Color opponent = ~item.resigned;
    if (!a.mateLine.empty())
        return SchoolTexts::tr(
                   "%2 could still checkmate, for example %3, so the resignation "
                   "loses (%1).")
            .arg(articleNo(article_no::Resignation))
            .arg(RuleTexts::colorName(opponent),
                 SchoolTexts::lineText(numberedLine(item.position(), a.mateLine, 12)));
    return SchoolTexts::tr(
               "%2 cannot checkmate by any series of legal moves (%3), so the "
               "resignation gives a draw (%1).")
        .arg(articleNo(article_no::Resignation))
        .arg(RuleTexts::colorName(opponent), RuleTexts::sideMateReasonText(a.cannotMate));
}

QString illegalReason(const school::Item& item, const school::Answer& a) {
    const Position before = item.positionAt(item.ply() - 1);
    const QString what = SchoolTexts::tr("%1: %2.").arg(
        RuleTexts::plyLabel(before.fullmoveNumber(), before.sideToMove(),
                            SchoolTexts::moveText(before, item.moves.back())),
        a.illegal ? RuleTexts::illegalMoveWords(*a.illegal) : QString());
    if (a.playKind != PlayKind::Standard)
        return what + QLatin1Char(' ') +
               SchoolTexts::tr(
                   "The time control makes this rapid or blitz: Appendix A applies (%1).")
                   .arg(articleNo(article_no::RapidIllegalMove));
    if (a.illegalByPlayer < 2)
        return what + QLatin1Char(' ') +
               SchoolTexts::tr(
                   "Standard play, and the player's first illegal move: the position "
                   "before it is reinstated (%1) and the opponent gets two "
                   "minutes (%2).")
                   .arg(articleNo(article_no::IllegalMoveReinstated),
                        articleNo(article_no::IllegalMovePenalty));
    return what + QLatin1Char(' ') +
           SchoolTexts::tr("Standard play, and the player's second illegal move: %2 (%1).")
               .arg(articleNo(article_no::IllegalMovePenalty))
               .arg(RuleTexts::resultText(a.ruledResult));
}

}  // namespace

QString SchoolTexts::rulingReason(const school::Item& item, const school::Answer& a) {
    switch (item.kind) {
        case QuestionKind::Resignation:
            return resignationReason(item, a);
        case QuestionKind::Ending:
            return a.automatic.isOver()
                       ? tr("The game ended by itself: %1.")
                             .arg(RuleTexts::banner(a.automatic, item.position(), item.rules))
                       : tr("Nothing ended the game by itself: no checkmate or stalemate, a "
                            "checkmate is still possible, the position has not stood five times "
                            "and 75 moves are not complete (%1, %2, %3).")
                             .arg(articleNo(article_no::Checkmate), articleNo(article_no::Draws),
                                  articleNo(article_no::DrawsByThemselves));
        case QuestionKind::IllegalMove:
            return illegalReason(item, a);
        case QuestionKind::CanMate:
            return mateText(item.position(), White, a.mate[White]) + QLatin1Char(' ') +
                   mateText(item.position(), Black, a.mate[Black]) + QLatin1Char(' ') +
                   tr("A side that cannot mate in any way cannot win on time (%1); if neither "
                      "side can, the position is dead (%2).")
                       .arg(articleNo(article_no::FlagFall), articleNo(article_no::DeadPosition));
        default:
            return {};
    }
}

QString SchoolTexts::rulingFacts(const school::Item& item, const school::Answer& a) {
    switch (item.kind) {
        case QuestionKind::Resignation:
            return tr("Look at what %1 has left, and at whether %2's own pieces could help "
                      "build a mate.")
                .arg(RuleTexts::colorName(~item.resigned), RuleTexts::colorName(item.resigned));
        case QuestionKind::Ending:
            return tr("The halfmove clock is %1; occurrences of this position so far: %2. Does the "
                      "side to move have a legal move, and is it in check?")
                .arg(a.halfmoveClock)
                .arg(a.repetitionCount);
        case QuestionKind::IllegalMove: {
            const QString kind = a.playKind == PlayKind::Standard ? tr("standard play")
                                 : a.playKind == PlayKind::Rapid  ? tr("rapid")
                                                                  : tr("blitz");
            return tr("The time control: %1. Illegal moves by this player so far, this one "
                      "included: %2.")
                .arg(kind)
                .arg(a.illegalByPlayer);
        }
        case QuestionKind::CanMate:
            return tr(
                "Look at each side's men, at locked pawns, and at whether the other "
                "side's men could block its own king.");
        default:
            return {};
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
