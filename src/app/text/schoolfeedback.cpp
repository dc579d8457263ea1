// SchoolTexts, second part: misconceptions, the right answer, and the hints.
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
                                    "time(s), at plies %1. "
                                    "The first occurrence counts too (9.2.2).",
                                    "", a.repetitionCount)
                                     .arg(plies(a.occurrencePlies)));
        case Misconception::TooFewOccurrences:
            return englishPlural(tr("This position has stood only %n time(s) (plies %1); a claim "
                                    "needs three (9.2.2).",
                                    "", a.repetitionCount)
                                     .arg(plies(a.occurrencePlies)));
        case Misconception::LookAlikeCastling:
            return tr(
                "The pieces stood on the same squares before, but castling rights were lost in "
                "between: "
                "those were other positions (9.2.3.2).");
        case Misconception::LookAlikeEnPassant:
            return tr(
                "The pieces stood on the same squares before, but then an en passant capture was "
                "legal: "
                "that was another position (9.2.3.1).");
        case Misconception::CountedPliesAsMoves:
            return tr("Fifty moves means fifty by each player: 100 half-moves. The count here is "
                      "%1 (9.3).")
                .arg(a.halfmoveClock);
        case Misconception::FiftyNotReached:
            return tr("Only %1 half-moves have passed without a capture or a pawn move; 100 are "
                      "needed (9.3).")
                .arg(a.halfmoveClock);
        case Misconception::MissedFifty:
            return tr("%1 half-moves have passed without a capture or a pawn move: fifty moves by "
                      "each player (9.3.2).")
                .arg(a.halfmoveClock);
        case Misconception::AlreadyOverByRule:
            return tr("The game was already over (%1): nobody is left to claim, and a claim "
                      "changes nothing.")
                .arg(article(a));
        case Misconception::NotOver:
            return tr("The game is not over: nothing ended it by itself.");
        case Misconception::EnPassantNotLegal:
            return tr(
                "An en passant square counts only when the capture is legal (9.2.3.1); here it is "
                "not, or there is none.");
        case Misconception::LegalEnPassantCounts:
            return tr(
                "In one position an en passant capture was legal, in the other not: the possible "
                "moves differ (9.2.3.1).");
        case Misconception::RightsLostOnReturn:
            return tr(
                "A king or rook moved and came back: the castling right is lost for good, so the "
                "positions differ (9.2.3.2).");
        case Misconception::TemporaryInability:
            return tr(
                "Castling rights are the same; being unable to castle for the moment does not "
                "change them (9.2.3).");
        case Misconception::SideToMoveCounts:
            return tr(
                "The same pieces on the same squares with the other player to move is another "
                "position (9.2.3).");
        case Misconception::PiecesDiffer:
            return tr("Look again at the highlighted squares: the pieces differ.");
        case Misconception::HelpmateCounts:
            return tr(
                "A flag fall loses unless the opponent cannot checkmate by any series of legal "
                "moves: a mate with "
                "the other side's help is enough (6.9).");
        case Misconception::OpponentCannotMate:
            return tr(
                "The opponent cannot checkmate by any series of legal moves, so the flag fall "
                "draws (6.9).");
        case Misconception::UscfInsufficient:
            return tr(
                "Under US Chess rule 14E a lone minor piece or two knights do not win on time: a "
                "draw.");
        case Misconception::FlaggedSideCannotWin:
            return tr("The player whose flag fell cannot win on time.");
        case Misconception::ZeroingMoveCounts:
            return tr(
                "A capture or a pawn move starts the fifty-move count again: it cannot complete it "
                "(9.3.1).");
        case Misconception::MoveDoesNotRepeat:
            return tr("After that move the position would not stand for the third time (9.2.1).");
        case Misconception::MissedClaimMove:
            return tr("You left out a move that makes a correct claim.");
        case Misconception::CountedOnePlayersMoves:
            return tr(
                "You counted the moves of one player; the question asks for half-moves of both.");
        case Misconception::CountedToFifty:
            return tr("You counted to 50 half-moves; the rule needs 100 (50 by each player).");
        case Misconception::PlayedBeforeClaiming:
            return tr(
                "Once the move is made (or a piece touched, 9.4) the right to claim on it is "
                "lost.");
        case Misconception::PressedClock:
            return tr("Pressing the clock completes a move: the claim comes before.");
        case Misconception::WriteFirst:
            return tr(
                "The move is written first, and cannot be changed, then the claim is made (9.2.1, "
                "9.3.1).");
        case Misconception::WrittenMoveMissing:
            return tr(
                "A claim with a move needs the move written on the scoresheet (9.2.1, 9.3.1).");
        case Misconception::NothingToWrite:
            return tr(
                "The position is already on the board: the claim needs no written move (9.2.2, "
                "9.3.2).");
        case Misconception::ClaimIsCorrect:
            return tr("The claim is correct: the game is drawn (9.5.2).");
        case Misconception::ClaimIsIncorrect:
            return tr("The claim is incorrect (9.5.3).");
        case Misconception::WrittenMoveMustBePlayed:
            return tr("After an incorrect claim the written move must be played (9.5.3).");
        case Misconception::PenaltyByTimeControl:
            return tr(
                "The penalty is two minutes; one minute in rapid and blitz (A.3, B.3); nothing "
                "without a clock.");
        case Misconception::OwnOfferCannotBeAccepted:
            return tr("Only the opponent of the player who offered may accept (9.1.2).");
        case Misconception::ClaimIsAnOffer:
            return tr("An incorrect claim counts as a draw offer (9.1.2.3).");
        case Misconception::BothMustHaveMoved:
            return tr("No draw by agreement before each player has made a move (5.2.3).");
        case Misconception::MissedWrittenClaim:
            return tr(
                "A claim is possible with a written move: after it the position stands for the "
                "third "
                "time, or the fifty moves are complete (9.2.1, 9.3.1).");
        case Misconception::NotYetOnTheBoard:
            return tr(
                "It is not on the board yet: the claim needs the move written first, and not "
                "played "
                "(9.2.1, 9.3.1).");
        case Misconception::SamePieces:
            return tr("The pieces stand on the same squares in both positions.");
        case Misconception::NoOfferStands:
            return tr("No offer stands here.");
        case Misconception::SameSideToMove:
            return tr("The same player is to move in both positions.");
        case Misconception::OfferStands:
            return tr(
                "The offer stands until the opponent accepts it, declines it or moves "
                "(9.1.2).");
        case Misconception::MiscountedHalfMoves:
            return tr(
                "The count runs from the last capture or pawn move, in half-moves of both "
                "players, up to 100 (9.3).");
        case Misconception::ClaimNotMade:
            return tr(
                "The draw is claimed from the arbiter: without the claim nothing happens "
                "(9.2, 9.3).");
        case Misconception::ResignerCannotWin:
            return tr("The player who resigns cannot win the game (5.1.2).");
        case Misconception::ResignationNoMateDraws:
            return tr(
                "The opponent cannot checkmate by any series of legal moves, so the "
                "resignation gives a draw, not a win.");
        case Misconception::ResignationHelpmateLoses:
            return tr(
                "A resignation loses when the opponent could checkmate by some series of "
                "legal moves, even only with the resigning player's help (5.1.2).");
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
            return tr(
                "Checkmate ends the game at once and comes before every other ending "
                "(5.1.1, 9.6).");
        case Misconception::NoSuchEnding:
            return tr("Check that ending's condition on the board again: it does not hold here.");
        case Misconception::FirstIllegalMove:
            return tr(
                "This is the player's first illegal move: the position is reinstated and "
                "the opponent gets two minutes; only a second one loses (7.5.1, 7.5.5).");
        case Misconception::SecondIllegalMove:
            return tr("This is the player's second illegal move in the game: it loses (7.5.5).");
        case Misconception::RapidBlitzAppendix:
            return tr("The game is rapid or blitz: Appendix A.4.2 applies, not 7.5 alone.");
        case Misconception::StandardPlayArticle:
            return tr(
                "The game is standard play: Article 7.5 applies; A.4.2 is for rapid and "
                "blitz.");
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
                    return tr("Read 6.9: can the opponent checkmate by any series of legal moves?");
                case QuestionKind::SamePosition:
                    return tr(
                        "Read 9.2.3: the same player to move, the same pieces on the same squares, "
                        "the same possible moves.");
                case QuestionKind::Offer:
                    return tr(
                        "Read 9.1.2 and 5.2.3: who made the offer, and have both players moved?");
                case QuestionKind::Procedure:
                    return tr(
                        "Read 9.2.1 and 9.4: when is the claim made, before or after the move?");
                case QuestionKind::WrittenClaim:
                    return tr("Read 9.2.1, 9.3.1 and 9.5.3.");
                case QuestionKind::Resignation:
                    return tr(
                        "Read 5.1.2: can the opponent checkmate by any series of legal "
                        "moves?");
                case QuestionKind::Ending:
                    return tr(
                        "Read 5.1.1, 5.2.1, 5.2.2 and 9.6: which of them ends the game "
                        "without a claim, and which comes first?");
                case QuestionKind::IllegalMove:
                    return tr(
                        "Read 7.5 and Appendix A.4.2: which kind of play is this, and how "
                        "many illegal moves has this player made?");
                case QuestionKind::CanMate:
                    return tr(
                        "Read 5.2.2 and 6.9: any series of legal moves counts, the "
                        "opponent's help too.");
                default:
                    return tr(
                        "Read 9.2 (repetition), 9.3 (fifty moves) and 9.6 (what ends a game by "
                        "itself).");
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
