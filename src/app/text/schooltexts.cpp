#include "app/text/schooltexts.h"

#include <algorithm>

#include "app/text/articles.h"
#include "app/text/clocktexts.h"
#include "app/text/localnotation.h"
#include "app/text/ruletexts.h"
#include "core/board/notation.h"
#include "core/rules/vocabulary.h"

namespace remis::app {

using school::Choice;
using school::Misconception;
using school::QuestionKind;
using school::Step;

namespace {

QString side(Color c) {
    return RuleTexts::colorName(c);
}

QString sanOf(const school::Item& item, const std::optional<Move>& m) {
    return m ? SchoolTexts::moveText(item.position(), *m) : QString();
}

QString claimName(ClaimKind k) {
    switch (k) {
        case ClaimKind::Threefold:
            return SchoolTexts::tr("threefold repetition");
        case ClaimKind::FiftyMoves:
            return SchoolTexts::tr("fifty moves");
        case ClaimKind::Any:
            break;
    }
    return SchoolTexts::tr("threefold repetition or fifty moves");
}

}  // namespace

QString SchoolTexts::kindName(QuestionKind kind) {
    switch (kind) {
        case QuestionKind::Watch:
            return tr("Demonstration");
        case QuestionKind::Claim:
            return tr("Claim or not?");
        case QuestionKind::SamePosition:
            return tr("The same position?");
        case QuestionKind::ClaimMoves:
            return tr("Moves that make a claim");
        case QuestionKind::FlagFall:
            return tr("Flag fall");
        case QuestionKind::MovesUntilClaim:
            return tr("How long until a claim?");
        case QuestionKind::Procedure:
            return tr("How to claim");
        case QuestionKind::WrittenClaim:
            return tr("The arbiter's ruling");
        case QuestionKind::Offer:
            return tr("Draw offers");
        case QuestionKind::Resignation:
            return tr("Resignation");
        case QuestionKind::Ending:
            return tr("Over by itself?");
        case QuestionKind::IllegalMove:
            return tr("An illegal move");
        case QuestionKind::CanMate:
            return tr("Who can still mate?");
    }
    return {};
}

// The school's moves are shown as the arbiter's sentences show them (one notation setting).
QString SchoolTexts::moveText(const Position& before, Move m) {
    return LocalNotation::inText(QString::fromStdString(toSan(before, m)));
}

QString SchoolTexts::lineText(const std::string& numberedLine) {
    return LocalNotation::lineInText(QString::fromStdString(numberedLine));
}

QString SchoolTexts::plyName(const school::Item& item, int ply) {
    if (ply <= 0) return tr("at the start");
    const Position before = item.positionAt(ply - 1);
    const QString san = moveText(before, item.moves[size_t(ply - 1)]);
    return tr("after %1")
        .arg(RuleTexts::plyLabel(before.fullmoveNumber(), before.sideToMove(), san));
}

// A question under another rule set than FIDE's says so: its answer differs (14E for a flag
// fall where only a helpmate is left).
QString SchoolTexts::question(const school::Item& item, const school::Answer& a) {
    const QString asked = fideQuestion(item, a);
    switch (item.rules) {
        case RuleSet::Uscf:
            return tr("Under US Chess rules: %1").arg(asked);
        case RuleSet::Casual:
            return tr("In a casual game (a threefold repetition or fifty moves end it by "
                      "themselves): %1")
                .arg(asked);
        case RuleSet::Fide:
            break;
    }
    return asked;
}

QString SchoolTexts::fideQuestion(const school::Item& item, const school::Answer& a) {
    const QString mover = side(a.sideToMove);
    switch (item.kind) {
        case QuestionKind::Watch:
            return tr("Watch the moves and read the explanation.");
        case QuestionKind::Claim:
            return tr("%1 to move. Can %1 claim a draw now, and by which article?").arg(mover);
        case QuestionKind::SamePosition:
            return item.compareWithPly <= 0
                       ? tr("Is the position at the start the same as the position now, for "
                            "Article %1? If not, why not?")
                             .arg(articleNo(article_no::Threefold))
                       : tr("Is the position %2 the same as the position now, for Article %1? "
                            "If not, why not?")
                             .arg(articleNo(article_no::Threefold))
                             .arg(plyName(item, item.compareWithPly));
        case QuestionKind::ClaimMoves:
            return tr("%3 to move. Pick every move that %3 could write on the scoresheet to claim "
                      "a draw correctly (%1, %2).")
                .arg(articleNo(article_no::ThreefoldWithMove), articleNo(article_no::FiftyWithMove))
                .arg(mover);
        case QuestionKind::FlagFall:
            return tr("%1's flag falls in this position. What is the result?")
                .arg(side(item.flagged));
        case QuestionKind::MovesUntilClaim:
            return tr(
                "How many more half-moves without a capture or a pawn move until the fifty-move "
                "count is complete?");
        case QuestionKind::Procedure:
            return item.intended
                       ? tr("%1 wants to claim a draw with the move %2. What must %1 do, in order?")
                             .arg(mover, sanOf(item, item.intended))
                       : tr("%1 may claim a draw on the board. What must %1 do, in order?")
                             .arg(mover);
        case QuestionKind::WrittenClaim:
            return tr("%1 writes %2 on the scoresheet and claims a draw by %3. How does the "
                      "arbiter rule?")
                .arg(mover, sanOf(item, item.intended), claimName(item.claim));
        case QuestionKind::Offer:
            return item.offeredBy
                       ? tr("%1 offers a draw. Who may accept it now?").arg(side(*item.offeredBy))
                       : tr("%1 claims a draw by %2 with the move %3. Who may accept a draw now?")
                             .arg(mover, claimName(item.claim), sanOf(item, item.intended));
        case QuestionKind::Resignation:
            return tr("%1 resigns in this position. What is the result?").arg(side(item.resigned));
        case QuestionKind::Ending:
            return item.moves.empty()
                       ? tr("Is the game over by itself in this position, and if so, how?")
                       : tr("After the last move, is the game over by itself, and if so, how?");
        case QuestionKind::IllegalMove:
            return tr("The last move broke the rules, and the player pressed the clock. The "
                      "opponent has not moved yet. Time control: %1. By which article does "
                      "the arbiter act?")
                .arg(ClockTexts::control(item.control));
        case QuestionKind::CanMate:
            return tr("Which player could still checkmate by some series of legal moves?");
    }
    return {};
}

QString SchoolTexts::choice(Choice c) {
    switch (c) {
        case Choice::NoClaim:
            return tr("No claim is possible");
        case Choice::ClaimThreefold:
            return tr("Threefold repetition (%1)").arg(articleNo(article_no::ThreefoldOnBoard));
        case Choice::ClaimFifty:
            return tr("Fifty moves (%1)").arg(articleNo(article_no::FiftyOnBoard));
        case Choice::ClaimThreefoldWithMove:
            return tr("Threefold repetition, with a written move (%1)")
                .arg(articleNo(article_no::ThreefoldWithMove));
        case Choice::ClaimFiftyWithMove:
            return tr("Fifty moves, with a written move (%1)")
                .arg(articleNo(article_no::FiftyWithMove));
        case Choice::AlreadyOver:
            return tr("Nothing to claim: the game is already over");
        case Choice::Same:
            return tr("The same position");
        case Choice::OtherSideToMove:
            return tr("Not the same: the other player is to move");
        case Choice::OtherPieces:
            return tr("Not the same: the pieces stand differently");
        case Choice::OtherCastlingRights:
            return tr("Not the same: castling rights differ (%1)")
                .arg(articleNo(article_no::SameCastling));
        case Choice::OtherEnPassant:
            return tr("Not the same: an en passant capture differs (%1)")
                .arg(articleNo(article_no::SameEnPassant));
        case Choice::WhiteWins:
            return tr("White wins (1-0)");
        case Choice::BlackWins:
            return tr("Black wins (0-1)");
        case Choice::Draw:
            return tr("Draw (1/2-1/2)");
        case Choice::ClaimCorrect:
            return tr("Correct: a draw; the written move is not played");
        case Choice::IncorrectTwoMinutes:
            return tr("Incorrect: the opponent gets 2 minutes and the written move is played");
        case Choice::IncorrectOneMinute:
            return tr("Incorrect: the opponent gets 1 minute and the written move is played");
        case Choice::IncorrectNoTime:
            return tr("Incorrect: no clock to add time to; the written move is played");
        case Choice::IncorrectAnyMove:
            return tr("Incorrect: the game goes on and the claimant may play any move");
        case Choice::OnlyWhiteMayAccept:
            return tr("Only White");
        case Choice::OnlyBlackMayAccept:
            return tr("Only Black");
        case Choice::NobodyMayAccept:
            return tr("Nobody");
        case Choice::BothCanMate:
            return tr("Both players");
        case Choice::OnlyWhiteCanMate:
            return tr("Only White");
        case Choice::OnlyBlackCanMate:
            return tr("Only Black");
        case Choice::NeitherCanMate:
            return tr("Neither: the position is dead (%1)")
                .arg(articleNo(article_no::DeadPosition));
        case Choice::GoesOn:
            return tr("The game goes on");
        case Choice::EndCheckmate:
            return tr("Over: checkmate (%1)").arg(articleNo(article_no::Checkmate));
        case Choice::EndStalemate:
            return tr("Over: stalemate (%1)").arg(articleNo(article_no::Stalemate));
        case Choice::EndDead:
            return tr("Over: a dead position (%1)").arg(articleNo(article_no::DeadPosition));
        case Choice::EndFivefold:
            return tr("Over: fivefold repetition (%1)").arg(articleNo(article_no::Fivefold));
        case Choice::EndSeventyFive:
            return tr("Over: 75 moves (%1)").arg(articleNo(article_no::SeventyFive));
        case Choice::IllegalStandardFirst:
            return tr("%1: the position before the illegal move is reinstated and play goes "
                      "on; the opponent gets two more minutes (%2)")
                .arg(articleNo(article_no::IllegalMoveReinstated),
                     articleNo(article_no::IllegalMovePenalty));
        case Choice::IllegalStandardSecond:
            return tr("%1: the player's second illegal move loses the game (a draw if the "
                      "opponent cannot checkmate)")
                .arg(articleNo(article_no::IllegalMovePenalty));
        case Choice::IllegalRapidBlitz:
            return tr("%1: the rules for rapid and blitz apply")
                .arg(articleNo(article_no::RapidIllegalMove));
    }
    return {};
}

QString SchoolTexts::step(Step s) {
    switch (s) {
        case Step::WriteMove:
            return tr("Write the move on the scoresheet");
        case Step::PlayMove:
            return tr("Play the move on the board");
        case Step::PressClock:
            return tr("Press the clock");
        case Step::ClaimToArbiter:
            return tr("Claim the draw from the arbiter");
    }
    return {};
}

QString SchoolTexts::historyHtml(const school::Item& item, const std::vector<int>& marked) {
    QStringList moves;
    Position pos = item.start;
    for (size_t i = 0; i < item.moves.size(); ++i) {
        const QString san = moveText(pos, item.moves[i]);
        QString label = (pos.sideToMove() == White || i == 0
                             ? RuleTexts::plyLabel(pos.fullmoveNumber(), pos.sideToMove(), san)
                             : san)
                            .toHtmlEscaped();
        // Ply i + 1 is the position after this move.
        if (std::find(marked.begin(), marked.end(), int(i) + 1) != marked.end())
            label = QStringLiteral("<b>●&nbsp;%1</b>").arg(label);
        moves << label;
        pos = pos.after(item.moves[i]);
    }
    QString html = moves.join(QLatin1Char(' '));
    if (std::find(marked.begin(), marked.end(), 0) != marked.end())
        html = QStringLiteral("<b>●&nbsp;%1</b> ").arg(tr("start").toHtmlEscaped()) + html;
    return html;
}

QStringList SchoolTexts::plyLabels(const school::Item& item) {
    QStringList labels;
    Position pos = item.start;
    for (Move m : item.moves) {
        labels << RuleTexts::plyLabel(pos.fullmoveNumber(), pos.sideToMove(), moveText(pos, m));
        pos = pos.after(m);
    }
    return labels;
}

QString SchoolTexts::historyLegend(const school::Item& item, const school::HistoryMarks& marks) {
    if (!marks.written)
        return tr("● The same pieces on the same squares, with the same player to move, as now.");
    return tr("● The same pieces on the same squares, with the same player to move, as after "
              "%1, written and not played.")
        .arg(moveText(item.position(), *marks.written));
}

QString SchoolTexts::occurrenceLinks(const school::Answer& a) {
    QStringList links;
    for (int ply : a.occurrencePlies)
        links << QStringLiteral("<a href=\"ply:%1\">%2</a>").arg(ply).arg(tr("ply %1").arg(ply));
    return links.join(QStringLiteral(", "));
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
