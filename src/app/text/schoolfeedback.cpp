// SchoolTexts, second part: misconceptions, the right answer, and the hints.
#include "app/text/articles.h"
#include "app/text/plural.h"
#include "app/text/ruletexts.h"
#include "app/text/schooltexts.h"
#include "core/board/notation.h"
#include "core/rules/vocabulary.h"

namespace remis::app {

using school::Misconception;
using school::QuestionKind;

namespace {

QString plies(const std::vector<int>& list) {
    QStringList out;
    for (int p : list) out << QString::number(p);
    return out.join(QStringLiteral(", "));
}

QString article(const school::Answer& a) {
    return QString::fromStdString(a.article);
}

}  // namespace

QString SchoolTexts::misconception(Misconception m, const school::Answer& a) {
    switch (m) {
        case Misconception::None:
            return {};
        case Misconception::CountedMovesNotPositions:
            return englishPlural(tr("You counted moves, not positions: this position has stood %n "
                                    "time(s), at plies %2. "
                                    "The first occurrence counts too (%1).",
                                    "", a.repetitionCount)
                                     .arg(articleNo(article_no::ThreefoldOnBoard))
                                     .arg(plies(a.occurrencePlies)));
        case Misconception::TooFewOccurrences:
            return englishPlural(tr("This position has stood only %n time(s) (plies %2); a claim "
                                    "needs three (%1).",
                                    "", a.repetitionCount)
                                     .arg(articleNo(article_no::ThreefoldOnBoard))
                                     .arg(plies(a.occurrencePlies)));
        case Misconception::LookAlikeCastling:
            return tr("The pieces stood on the same squares before, but castling rights were lost "
                      "in "
                      "between: "
                      "those were other positions (%1).")
                .arg(articleNo(article_no::SameCastling));
        case Misconception::LookAlikeEnPassant:
            return tr("The pieces stood on the same squares before, but then an en passant capture "
                      "was "
                      "legal: "
                      "that was another position (%1).")
                .arg(articleNo(article_no::SameEnPassant));
        case Misconception::CountedPliesAsMoves:
            return tr("Fifty moves means fifty by each player: 100 half-moves. The count here is "
                      "%2 (%1).")
                .arg(articleNo(article_no::Fifty))
                .arg(a.halfmoveClock);
        case Misconception::FiftyNotReached:
            return tr("Only %2 half-moves have passed without a capture or a pawn move; 100 are "
                      "needed (%1).")
                .arg(articleNo(article_no::Fifty))
                .arg(a.halfmoveClock);
        case Misconception::MissedFifty:
            return tr("%2 half-moves have passed without a capture or a pawn move: fifty moves by "
                      "each player (%1).")
                .arg(articleNo(article_no::FiftyOnBoard))
                .arg(a.halfmoveClock);
        case Misconception::AlreadyOverByRule:
            return tr("The game was already over (%1): nobody is left to claim, and a claim "
                      "changes nothing.")
                .arg(article(a));
        case Misconception::NotOver:
            return tr("The game is not over: nothing ended it by itself.");
        case Misconception::EnPassantNotLegal:
            return tr("An en passant square counts only when the capture is legal (%1); here it is "
                      "not, or there is none.")
                .arg(articleNo(article_no::SameEnPassant));
        case Misconception::LegalEnPassantCounts:
            return tr("In one position an en passant capture was legal, in the other not: the "
                      "possible "
                      "moves differ (%1).")
                .arg(articleNo(article_no::SameEnPassant));
        case Misconception::RightsLostOnReturn:
            return tr("A king or rook moved and came back: the castling right is lost for good, so "
                      "the "
                      "positions differ (%1).")
                .arg(articleNo(article_no::SameCastling));
        case Misconception::TemporaryInability:
            return tr("Castling rights are the same; being unable to castle for the moment does "
                      "not "
                      "change them (%1).")
                .arg(articleNo(article_no::SamePosition));
        case Misconception::NoRightsToLose:
            return tr("Neither position has a castling right, so none can differ: the castling "
                      "rights are the same (%1).")
                .arg(articleNo(article_no::SameCastling));
        case Misconception::SideToMoveCounts:
            return tr("The same pieces on the same squares with the other player to move is "
                      "another "
                      "position (%1).")
                .arg(articleNo(article_no::SamePosition));
        case Misconception::PiecesDiffer:
            return tr("Look again at the highlighted squares: the pieces differ.");
        case Misconception::HelpmateCounts:
            return tr("A flag fall loses unless the opponent cannot checkmate by any series of "
                      "legal "
                      "moves: a mate with "
                      "the other side's help is enough (%1).")
                .arg(articleNo(article_no::FlagFall));
        case Misconception::OpponentCannotMate:
            return tr("The opponent cannot checkmate by any series of legal moves, so the flag "
                      "fall "
                      "draws (%1).")
                .arg(articleNo(article_no::FlagFall));
        case Misconception::UscfInsufficient:
            return tr("Under US Chess rule %1 a lone minor piece or two knights do not win on "
                      "time: a "
                      "draw.")
                .arg(articleNo(article_no::UscfFlagFall));
        case Misconception::FlaggedSideCannotWin:
            return tr("The player whose flag fell cannot win on time.");
        case Misconception::ZeroingMoveCounts:
            return tr("A capture or a pawn move starts the fifty-move count again: it cannot "
                      "complete it "
                      "(%1).")
                .arg(articleNo(article_no::FiftyWithMove));
        case Misconception::MoveDoesNotRepeat:
            return tr("After that move the position would not stand for the third time (%1).")
                .arg(articleNo(article_no::ThreefoldWithMove));
        case Misconception::MissedClaimMove:
            return tr("You left out a move that makes a correct claim.");
        case Misconception::CountedOnePlayersMoves:
            return tr(
                "You counted the moves of one player; the question asks for half-moves of both.");
        case Misconception::CountedToFifty:
            return tr("You counted to 50 half-moves; the rule needs 100 (50 by each player).");
        case Misconception::PlayedBeforeClaiming:
            return tr("Once the move is made (or a piece touched, %1) the right to claim on it is "
                      "lost.")
                .arg(articleNo(article_no::TouchEndsClaim));
        case Misconception::PressedClock:
            return tr("Pressing the clock completes a move: the claim comes before.");
        case Misconception::WriteFirst:
            return tr("The move is written first, and cannot be changed, then the claim is made "
                      "(%1, "
                      "%2).")
                .arg(articleNo(article_no::ThreefoldWithMove),
                     articleNo(article_no::FiftyWithMove));
        case Misconception::WrittenMoveMissing:
            return tr("A claim with a move needs the move written on the scoresheet (%1, %2).")
                .arg(articleNo(article_no::ThreefoldWithMove),
                     articleNo(article_no::FiftyWithMove));
        case Misconception::NothingToWrite:
            return tr("The position is already on the board: the claim needs no written move (%1, "
                      "%2).")
                .arg(articleNo(article_no::ThreefoldOnBoard), articleNo(article_no::FiftyOnBoard));
        case Misconception::ClaimIsCorrect:
            return tr("The claim is correct: the game is drawn (%1).")
                .arg(articleNo(article_no::CorrectClaim));
        case Misconception::ClaimIsIncorrect:
            return tr("The claim is incorrect (%1).").arg(articleNo(article_no::IncorrectClaim));
        case Misconception::WrittenMoveMustBePlayed:
            return tr("After an incorrect claim the written move must be played (%1).")
                .arg(articleNo(article_no::IncorrectClaim));
        case Misconception::PenaltyByTimeControl:
            return tr("The penalty is two minutes; one minute in rapid and blitz (%1, %2); nothing "
                      "without a clock.")
                .arg(articleNo(article_no::RapidPenalty), articleNo(article_no::BlitzPenalty));
        case Misconception::OwnOfferCannotBeAccepted:
            return tr("Only the opponent of the player who offered may accept (%1).")
                .arg(articleNo(article_no::DrawOffer));
        case Misconception::ClaimIsAnOffer:
            return tr("An incorrect claim counts as a draw offer (%1).")
                .arg(articleNo(article_no::ClaimIsOffer));
        case Misconception::BothMustHaveMoved:
            return tr("No draw by agreement before each player has made a move (%1).")
                .arg(articleNo(article_no::Agreement));
        case Misconception::MissedWrittenClaim:
            return tr("A claim is possible with a written move: after it the position stands for "
                      "the "
                      "third "
                      "time, or the fifty moves are complete (%1, %2).")
                .arg(articleNo(article_no::ThreefoldWithMove),
                     articleNo(article_no::FiftyWithMove));
        case Misconception::NotYetOnTheBoard:
            return tr("It is not on the board yet: the claim needs the move written first, and not "
                      "played "
                      "(%1, %2).")
                .arg(articleNo(article_no::ThreefoldWithMove),
                     articleNo(article_no::FiftyWithMove));
        case Misconception::SamePieces:
            return tr("The pieces stand on the same squares in both positions.");
        case Misconception::NoOfferStands:
            return tr("No offer stands here.");
        case Misconception::SameSideToMove:
            return tr("The same player is to move in both positions.");
        case Misconception::OfferStands:
            return tr("The offer stands until the opponent accepts it, declines it or moves "
                      "(%1).")
                .arg(articleNo(article_no::DrawOffer));
        case Misconception::MiscountedHalfMoves:
            return tr("The count runs from the last capture or pawn move, in half-moves of both "
                      "players, up to 100 (%1).")
                .arg(articleNo(article_no::Fifty));
        case Misconception::ClaimNotMade:
            return tr("The draw is claimed from the arbiter: without the claim nothing happens "
                      "(%1, %2).")
                .arg(articleNo(article_no::Threefold), articleNo(article_no::Fifty));
        case Misconception::ResignerCannotWin:
            return tr("The player who resigns cannot win the game (%1).")
                .arg(articleNo(article_no::Resignation));
        case Misconception::ResignationNoMateDraws:
            return tr(
                "The opponent cannot checkmate by any series of legal moves, so the "
                "resignation gives a draw, not a win.");
        case Misconception::ResignationHelpmateLoses:
            return tr("A resignation loses when the opponent could checkmate by some series of "
                      "legal moves, even only with the resigning player's help (%1).")
                .arg(articleNo(article_no::Resignation));
        case Misconception::HelpmateMeansCanMate:
            return tr(
                "A side can still mate when some series of legal moves ends in its "
                "checkmate, even one the other side must help with.");
        case Misconception::NoMateAtAll:
            return tr(
                "No series of legal moves ends in a checkmate by that side, not even with "
                "the other side's help.");
        case Misconception::EndedByItself:
            return tr("The last move ended the game by itself; nobody needs to claim (%1).")
                .arg(article(a));
        case Misconception::CheckmateFirst:
            return tr("Checkmate ends the game at once and comes before every other ending "
                      "(%1, %2).")
                .arg(articleNo(article_no::Checkmate), articleNo(article_no::DrawsByThemselves));
        case Misconception::NoSuchEnding:
            return tr("Check that ending's condition on the board again: it does not hold here.");
        case Misconception::FirstIllegalMove:
            return tr("This is the player's first illegal move: the position is reinstated and "
                      "the opponent gets two minutes; only a second one loses (%1, %2).")
                .arg(articleNo(article_no::IllegalMoveReinstated),
                     articleNo(article_no::IllegalMovePenalty));
        case Misconception::SecondIllegalMove:
            return tr("This is the player's second illegal move in the game: it loses (%1).")
                .arg(articleNo(article_no::IllegalMovePenalty));
        case Misconception::RapidBlitzAppendix:
            return tr("The game is rapid or blitz: Appendix %1 applies, not %2 alone.")
                .arg(articleNo(article_no::RapidIllegalMove), articleNo(article_no::IllegalMoves));
        case Misconception::StandardPlayArticle:
            return tr("The game is standard play: Article %1 applies; %2 is for rapid and "
                      "blitz.")
                .arg(articleNo(article_no::IllegalMoves), articleNo(article_no::RapidIllegalMove));
    }
    return {};
}

QString SchoolTexts::response(const school::Item& item, const school::Response& r) {
    switch (item.kind) {
        case QuestionKind::Watch:
            return {};
        case QuestionKind::ClaimMoves:
            return r.moves.empty() ? tr("no move") : movesText(item, r.moves);
        case QuestionKind::MovesUntilClaim:
            return r.number < 0 ? tr("no answer") : QString::number(r.number);
        case QuestionKind::Procedure: {
            QStringList steps;
            for (school::Step s : r.steps) steps << step(s);
            return steps.isEmpty() ? tr("no answer") : steps.join(QStringLiteral(" → "));
        }
        default:
            return r.choices.empty() ? tr("no answer") : choice(r.choices.front());
    }
    return {};
}

QString SchoolTexts::rightAnswer(const school::Item& item, const school::Answer& a) {
    QString what;
    switch (item.kind) {
        case QuestionKind::Watch:
            return {};
        case QuestionKind::ClaimMoves:
            what = movesText(item, a.correctMoves);
            break;
        case QuestionKind::MovesUntilClaim:
            what = QString::number(a.number);
            break;
        case QuestionKind::Procedure: {
            QStringList steps;
            for (school::Step s : a.correctSteps) steps << step(s);
            what = steps.join(QStringLiteral(" → "));
            break;
        }
        default:
            what = choice(a.correct.front());
            if (item.kind == QuestionKind::Claim && !a.correctMoves.empty() &&
                (a.correct.front() == school::Choice::ClaimThreefoldWithMove ||
                 a.correct.front() == school::Choice::ClaimFiftyWithMove))
                what = tr("%1, writing %2").arg(what, movesText(item, a.correctMoves));
    }
    // A choice already names its article: say it once.
    const QString answer = what.contains(article(a))
                               ? tr("The answer: %1.").arg(what)
                               : tr("The answer: %1 (%2).").arg(what, article(a));
    return answer + thenText(item, a);
}

// The rest of the arbiter's ruling: the written move of an incorrect claim is played (9.5.3),
// and when it ends the game by itself, that ending is part of the answer.
QString SchoolTexts::thenText(const school::Item& item, const school::Answer& a) {
    if (!a.then.isOver() || !a.verdict || !a.verdict->intended) return {};
    Position after = item.position();
    Position::Undo undo;
    after.makeMove(*a.verdict->intended, undo);
    return QLatin1Char(' ') + tr("The written move is played and ends the game: %1.")
                                  .arg(RuleTexts::banner(a.then, after, item.rules));
}

QString SchoolTexts::movesText(const school::Item& item, const std::vector<Move>& moves) {
    QStringList sans;
    const Position pos = item.position();
    for (Move m : moves) sans << SchoolTexts::moveText(pos, m);
    return sans.isEmpty() ? tr("no move") : sans.join(QStringLiteral(", "));
}

QString SchoolTexts::hint(const school::Item& item, const school::Answer& a, int level) {
    if (level >= 1 && level <= int(item.hints.size()))
        return QString::fromStdString(item.hints[size_t(level - 1)]);
    switch (level) {
        case 1:
            switch (item.kind) {
                case QuestionKind::FlagFall:
                    return tr("Read %1: can the opponent checkmate by any series of legal moves?",
                              "flag fall")
                        .arg(articleNo(article_no::FlagFall));
                case QuestionKind::SamePosition:
                    return tr("Read %1: the same player to move, the same pieces on the same "
                              "squares, "
                              "the same possible moves.")
                        .arg(articleNo(article_no::SamePosition));
                case QuestionKind::Offer:
                    return tr("Read %1 and %2: who made the offer, and have both players moved?")
                        .arg(articleNo(article_no::DrawOffer), articleNo(article_no::Agreement));
                case QuestionKind::Procedure:
                    return tr("Read %1 and %2: when is the claim made, before or after the move?")
                        .arg(articleNo(article_no::ThreefoldWithMove),
                             articleNo(article_no::TouchEndsClaim));
                case QuestionKind::WrittenClaim:
                    return tr("Read %1, %2 and %3.")
                        .arg(articleNo(article_no::ThreefoldWithMove),
                             articleNo(article_no::FiftyWithMove),
                             articleNo(article_no::IncorrectClaim));
                case QuestionKind::Resignation:
                    return tr("Read %1: can the opponent checkmate by any series of legal moves?",
                              "resignation")
                        .arg(articleNo(article_no::Resignation));
                case QuestionKind::Ending:
                    return tr("Read %1, %2, %3 and %4: which of them ends the game "
                              "without a claim, and which comes first?")
                        .arg(articleNo(article_no::Checkmate), articleNo(article_no::Stalemate),
                             articleNo(article_no::DeadPosition),
                             articleNo(article_no::DrawsByThemselves));
                case QuestionKind::IllegalMove:
                    return tr("Read %1 and Appendix %2: which kind of play is this, and how "
                              "many illegal moves has this player made?")
                        .arg(articleNo(article_no::IllegalMoves),
                             articleNo(article_no::RapidIllegalMove));
                case QuestionKind::CanMate:
                    return tr("Read %1 and %2: any series of legal moves counts, the "
                              "opponent's help too.")
                        .arg(articleNo(article_no::DeadPosition), articleNo(article_no::FlagFall));
                default:
                    return tr("Read %1 (repetition), %2 (fifty moves) and %3 (what ends a game by "
                              "itself).")
                        .arg(articleNo(article_no::Threefold), articleNo(article_no::Fifty),
                             articleNo(article_no::DrawsByThemselves));
            }
        case 2:
            return facts(item, a);
        default:
            // Nearly the answer: for a list of moves, how many, not which.
            if (item.kind == QuestionKind::ClaimMoves)
                return englishPlural(
                    tr("%n move(s) make a correct claim.", "", int(a.correctMoves.size())));
            return reason(item, a);
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
