// SchoolTexts, third part: the facts an answer turns on. facts() gives what the pupil should
// look at without deciding anything (hint 2); reason() gives the one fact that decides the
// answer, with its article (hint 3, and said with every wrong answer).
#include <algorithm>

#include "app/text/articles.h"
#include "app/text/plural.h"
#include "app/text/ruletexts.h"
#include "app/text/schooltexts.h"
#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/rules/vocabulary.h"
#include "core/school/schoolhistory.h"

namespace remis::app {

using school::Choice;
using school::QuestionKind;

namespace {

QString writtenSan(const school::Item& item) {
    return item.intended ? SchoolTexts::moveText(item.position(), *item.intended) : QString();
}

// "the start, after 2...Ng8 and after Ng8 (written)": the plies by name; the ply after the
// last move is the written move's.
QString plyNames(const school::Item& item, const std::vector<int>& plies) {
    QStringList names;
    for (int ply : plies)
        names << (ply > item.ply() ? SchoolTexts::tr("after %1 (written)").arg(writtenSan(item))
                                   : SchoolTexts::plyName(item, ply));
    return names.join(QStringLiteral(", "));
}

// The first look-alike, said with its ply and what made it another position (9.2.3).
QString lookAlikeText(const school::Item& item, const std::vector<LookAlike>& lookAlikes) {
    const LookAlike& l = lookAlikes.front();
    return l.reason == LookAlikeReason::EnPassant
               ? SchoolTexts::tr(
                     "The pieces stood the same %2, but then an en passant capture "
                     "was possible: that was another position (%1).")
                     .arg(articleNo(article_no::SameEnPassant))
                     .arg(SchoolTexts::plyName(item, l.ply))
               : SchoolTexts::tr(
                     "The pieces stood the same %2, but then the castling rights were "
                     "different: that was another position (%1).")
                     .arg(articleNo(article_no::SameCastling))
                     .arg(SchoolTexts::plyName(item, l.ply));
}

QString castlingField(const Position& pos) {
    return QString::fromStdString(toFen(pos)).section(QLatin1Char(' '), 2, 2);
}

// What a written move would complete, and only that (a tester: "the third time or the fifty
// moves" with a halfmove clock of 7 read as if either could be).
QString writtenMoveReason(const school::Item& item, const std::vector<Move>& moves, bool threefold,
                          bool fifty) {
    const QString written = SchoolTexts::movesText(item, moves);
    if (threefold && !fifty)
        return SchoolTexts::tr(
                   "After %2, written and not played, the position would stand for "
                   "the third time (%1).")
            .arg(articleNo(article_no::ThreefoldWithMove), written);
    if (fifty && !threefold)
        return SchoolTexts::tr(
                   "After %2, written and not played, the fifty moves would be "
                   "complete (%1).")
            .arg(articleNo(article_no::FiftyWithMove), written);
    return SchoolTexts::tr(
               "After %3, written and not played, the position would stand for the "
               "third time or the fifty moves would be complete (%1, %2).")
        .arg(articleNo(article_no::ThreefoldWithMove), articleNo(article_no::FiftyWithMove))
        .arg(written);
}

bool isCorrect(const school::Answer& a, Choice c) {
    return std::find(a.correct.begin(), a.correct.end(), c) != a.correct.end();
}

QString claimReason(const school::Item& item, const school::Answer& a) {
    if (a.automatic.isOver())
        return SchoolTexts::tr("The game ended by itself: %1.")
            .arg(RuleTexts::banner(a.automatic, item.position(), item.rules));
    switch (a.correct.front()) {
        case Choice::ClaimThreefold:
            return englishPlural(SchoolTexts::tr("This position has stood %n time(s): %2 (%1).", "",
                                                 a.repetitionCount)
                                     .arg(articleNo(article_no::ThreefoldOnBoard)))
                .arg(plyNames(item, a.occurrencePlies));
        case Choice::ClaimFifty:
            return SchoolTexts::tr(
                       "%2 half-moves have been played without a capture or a pawn "
                       "move (%1).")
                .arg(articleNo(article_no::FiftyOnBoard))
                .arg(a.halfmoveClock);
        case Choice::ClaimThreefoldWithMove:
        case Choice::ClaimFiftyWithMove:
            return writtenMoveReason(item, a.correctMoves,
                                     isCorrect(a, Choice::ClaimThreefoldWithMove),
                                     isCorrect(a, Choice::ClaimFiftyWithMove));
        default:
            break;
    }
    QString text =
        englishPlural(SchoolTexts::tr("This position has stood %n time(s), and %3 "
                                      "half-moves have passed without a capture or a "
                                      "pawn move: neither count is complete, and no "
                                      "move completes one (%1, %2).",
                                      "", a.repetitionCount)
                          .arg(articleNo(article_no::Threefold), articleNo(article_no::Fifty)))
            .arg(a.halfmoveClock);
    if (!a.lookAlikes.empty()) text = lookAlikeText(item, a.lookAlikes) + QLatin1Char(' ') + text;
    return text;
}

QString sameReason(const school::Item& item, const school::Answer& a) {
    const Position x = item.positionAt(item.compareWithPly), y = item.position();
    switch (a.correct.front()) {
        case Choice::OtherSideToMove:
            return SchoolTexts::tr("%2 is to move in the one, %3 in the other (%1).")
                .arg(articleNo(article_no::SamePosition))
                .arg(RuleTexts::colorName(x.sideToMove()), RuleTexts::colorName(y.sideToMove()));
        case Choice::OtherPieces: {
            QStringList squares;
            for (int s = 0; s < 64; ++s)
                if (x.pieceOn(Square(s)) != y.pieceOn(Square(s)))
                    squares << QString::fromStdString(squareName(Square(s)));
            return SchoolTexts::tr("The pieces differ on %2 (%1).")
                .arg(articleNo(article_no::SamePosition))
                .arg(squares.join(QStringLiteral(", ")));
        }
        case Choice::OtherCastlingRights:
            return SchoolTexts::tr(
                       "The castling rights differ: %2 in the one, %3 in the other "
                       "(%1).")
                .arg(articleNo(article_no::SameCastling))
                .arg(castlingField(x), castlingField(y));
        case Choice::OtherEnPassant: {
            const Square ep = Square(x.identity().epSquare != NoSquare ? x.identity().epSquare
                                                                       : y.identity().epSquare);
            return SchoolTexts::tr(
                       "An en passant capture on %2 is possible in one position and "
                       "not in the other (%1).")
                .arg(articleNo(article_no::SameEnPassant))
                .arg(QString::fromStdString(squareName(ep)));
        }
        default:
            return SchoolTexts::tr(
                       "The same player is to move, the pieces stand on the same "
                       "squares, and the castling rights and en passant captures "
                       "are the same (%1).")
                .arg(articleNo(article_no::SamePosition));
    }
}

QString flagReason(const school::Item& item, const school::Answer& a) {
    const Color opponent = ~item.flagged;
    if (a.automatic.termination == Termination::DeadPosition) {
        const QString why =
            SchoolTexts::tr(
                "The game was drawn when this position arose: neither side can checkmate by any "
                "series of legal moves (%1), so the flag fall changes nothing.")
                .arg(articleNo(article_no::DeadPosition));
        if (a.stalemateLine.empty()) return why;
        return why + QLatin1Char(' ') +
               SchoolTexts::tr("The play runs into stalemate: %1.")
                   .arg(QString::fromStdString(numberedLine(item.position(), a.stalemateLine, 12)));
    }
    if (!a.mateLine.empty())
        return SchoolTexts::tr(
                   "%2 could still checkmate with the help of bad moves, for "
                   "example %3 (%1).")
            .arg(articleNo(article_no::FlagFall))
            .arg(RuleTexts::colorName(opponent),
                 SchoolTexts::lineText(numberedLine(item.position(), a.mateLine, 12)));
    if (item.rules == RuleSet::Uscf && a.cannotMate == MateReason::None)
        return SchoolTexts::tr(
                   "Under US Chess rule %1, %2's material is not enough to win on "
                   "time.")
            .arg(articleNo(article_no::UscfFlagFall))
            .arg(RuleTexts::colorName(opponent));
    return SchoolTexts::tr("%2 cannot checkmate by any series of legal moves (%1).")
        .arg(articleNo(article_no::FlagFall))
        .arg(RuleTexts::colorName(opponent));
}

QString writtenClaimReason(const school::Item& item, const school::Answer& a) {
    const ClaimVerdict& v = *a.verdict;
    const QString san = writtenSan(item);
    if (v.correct)
        return v.rule == Termination::FiftyMoves
                   ? SchoolTexts::tr(
                         "After %2, 100 half-moves would have passed without a "
                         "capture or a pawn move (%1).")
                         .arg(articleNo(article_no::FiftyWithMove))
                         .arg(san)
                   : SchoolTexts::tr(
                         "After %2 the position would stand for the third time: %3 "
                         "(%1).")
                         .arg(articleNo(article_no::ThreefoldWithMove))
                         .arg(san, plyNames(item, a.writtenOccurrences));
    if (v.zeroing && v.kind != ClaimKind::Threefold)
        return SchoolTexts::tr(
                   "%2 is a capture or a pawn move: it starts the fifty-move count "
                   "again (%1).")
            .arg(articleNo(article_no::FiftyWithMove))
            .arg(san);
    if (v.kind != ClaimKind::FiftyMoves) {
        QString text = englishPlural(SchoolTexts::tr("After %2 the position would stand only %n "
                                                     "time(s) (%1).",
                                                     "", v.occurrences)
                                         .arg(articleNo(article_no::ThreefoldWithMove)))
                           .arg(san);
        if (!a.writtenLookAlikes.empty())
            text = lookAlikeText(item, a.writtenLookAlikes) + QLatin1Char(' ') + text;
        return text;
    }
    return SchoolTexts::tr(
               "After %2 only %3 half-moves would have passed without a capture or "
               "a pawn move; 100 are needed (%1).")
        .arg(articleNo(article_no::FiftyWithMove))
        .arg(san)
        .arg(v.halfmoveClock);
}

QString offerReason(const school::Item& item, const school::Answer& a) {
    if (item.offeredBy) {
        const Color by = *item.offeredBy;
        return a.mayAccept[~by] ? SchoolTexts::tr(
                                      "%2 offered; the offer stands until %3 accepts it, declines "
                                      "it or moves (%1).")
                                      .arg(articleNo(article_no::DrawOffer))
                                      .arg(RuleTexts::colorName(by), RuleTexts::colorName(~by))
                                : SchoolTexts::tr(
                                      "Not both players have made a move yet: no draw by "
                                      "agreement (%1).")
                                      .arg(articleNo(article_no::Agreement));
    }
    if (a.verdict && a.verdict->correct)
        return SchoolTexts::tr(
                   "The claim is correct: the game is drawn, and nothing is left to "
                   "accept (%1).")
            .arg(articleNo(article_no::CorrectClaim));
    return SchoolTexts::tr(
               "The claim is incorrect, and an incorrect claim is a draw offer by %2 "
               "(%1).")
        .arg(articleNo(article_no::ClaimIsOffer))
        .arg(RuleTexts::colorName(a.sideToMove));
}

}  // namespace

QString SchoolTexts::reason(const school::Item& item, const school::Answer& a) {
    switch (item.kind) {
        case QuestionKind::Watch:
            return {};
        case QuestionKind::Claim:
            return claimReason(item, a);
        case QuestionKind::SamePosition:
            return sameReason(item, a);
        case QuestionKind::ClaimMoves:
            return a.correctMoves.empty()
                       ? tr("No move makes the position stand for the third time or completes "
                            "100 half-moves (%1, %2).")
                             .arg(articleNo(article_no::ThreefoldWithMove),
                                  articleNo(article_no::FiftyWithMove))
                       // A written move completes the fifty moves only from 99 half-moves.
                       : writtenMoveReason(item, a.correctMoves, true, a.halfmoveClock >= 99);
        case QuestionKind::FlagFall:
            return flagReason(item, a);
        case QuestionKind::MovesUntilClaim:
            return tr("The halfmove clock stands at %2; the count is complete at 100 (%1).")
                .arg(articleNo(article_no::Fifty))
                .arg(a.halfmoveClock);
        case QuestionKind::Procedure:
            return item.intended
                       ? tr("The claim rests on %4, written and not played: it counts as the "
                            "next move (%1, %2), and a move made loses the claim (%3).")
                             .arg(articleNo(article_no::ThreefoldWithMove),
                                  articleNo(article_no::FiftyWithMove),
                                  articleNo(article_no::TouchEndsClaim))
                             .arg(writtenSan(item))
                       : tr("The position needed is on the board now: nothing is written or "
                            "played (%1, %2).")
                             .arg(articleNo(article_no::ThreefoldOnBoard),
                                  articleNo(article_no::FiftyOnBoard));
        case QuestionKind::WrittenClaim:
            return a.verdict ? writtenClaimReason(item, a) : QString();
        case QuestionKind::Offer:
            return offerReason(item, a);
        case QuestionKind::Resignation:
        case QuestionKind::Ending:
        case QuestionKind::IllegalMove:
        case QuestionKind::CanMate:
            return rulingReason(item, a);
    }
    return {};
}

// What to look at, deciding nothing: where the pieces stood as now (marked under the board),
// the halfmove clock, the material, who offered.
QString SchoolTexts::facts(const school::Item& item, const school::Answer& a) {
    switch (item.kind) {
        case QuestionKind::Watch:
            return {};
        case QuestionKind::SamePosition:
            return tr(
                "Compare who is to move, the marked squares, who may still castle, and "
                "whether an en passant capture is possible in each.");
        case QuestionKind::FlagFall:
            return tr("Look at what %1 has left, and at whether %2's own pieces could help "
                      "build a mate.")
                .arg(RuleTexts::colorName(~item.flagged), RuleTexts::colorName(item.flagged));
        case QuestionKind::MovesUntilClaim: {
            for (int ply = item.ply(); ply > 0; --ply)
                if (item.positionAt(ply - 1).isZeroing(item.moves[size_t(ply - 1)]))
                    return tr("The last capture or pawn move was %1.").arg(plyName(item, ply));
            return tr("No capture or pawn move was played since the start; the set-up "
                      "position's halfmove clock was %1.")
                .arg(item.start.halfmoveClock());
        }
        case QuestionKind::Resignation:
        case QuestionKind::Ending:
        case QuestionKind::IllegalMove:
        case QuestionKind::CanMate:
            return rulingFacts(item, a);
        case QuestionKind::Offer:
            if (item.offeredBy)
                return tr("%1 offered. Count the moves each player has made so far.")
                    .arg(RuleTexts::colorName(*item.offeredBy));
            break;
        default:
            break;
    }
    const school::HistoryMarks marks = school::historyMarks(item);
    QString where;
    if (marks.samePlies.empty())
        where = marks.written ? tr("After %1 no earlier position would have these pieces on "
                                   "these squares with the same player to move.")
                                    .arg(writtenSan(item))
                              : tr("No earlier position had these pieces on these squares "
                                   "with the same player to move.");
    else
        where = marks.written ? tr("After %1 the pieces would stand as %2 (● under the board).")
                                    .arg(writtenSan(item), plyNames(item, marks.samePlies))
                              : tr("The pieces stood as now %1 (● under the board).")
                                    .arg(plyNames(item, marks.samePlies));
    return where + QLatin1Char(' ') + tr("The halfmove clock is %1.").arg(a.halfmoveClock);
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
