// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/text/reasontexts.h"

#include "app/text/articles.h"
#include "app/text/localnotation.h"
#include "app/text/ruletexts.h"

namespace remis::app {

namespace {

QString color(Color c) {
    return RuleTexts::colorName(c);
}

QString result(GameResult r) {
    return RuleTexts::resultText(r);
}

}  // namespace

// "23...Kxe2", in the user's letters.
QString ReasonTexts::label(const ReasonPly& p) {
    return RuleTexts::plyLabel(p.moveNumber, p.mover,
                               LocalNotation::inText(QString::fromStdString(p.san)));
}

// "ply 57 (29.Qh7#)": where a ruling holds.
QString ReasonTexts::plyWords(const ReasonPly& p) {
    if (p.ply > 0 && !p.san.empty()) return tr("ply %1 (%2)").arg(p.ply).arg(label(p));
    return tr("ply %1").arg(p.ply);
}

// "bare king", or "K+N", "K+B+P+P" in the user's piece letters.
QString ReasonTexts::menWords(const std::vector<PieceType>& men) {
    if (men.empty()) return tr("bare king");
    // Pawn ... king, as the moves of the sentence are shown.
    const QString letters = LocalNotation::textStyle() == LocalNotation::Style::English
                                ? QStringLiteral("PNBRQK")
                                : LocalNotation::pieceLetters();
    QString words = letters.at(King);
    for (PieceType t : men) words += QLatin1Char('+') + letters.at(t);
    return words;
}

// Neither a resignation (5.1.2) nor a flag fall (6.9) loses against a side that cannot
// checkmate, nor a second illegal move in standard play (7.5.5).
QString ReasonTexts::cannotCheckmate(const ResultReason& r) {
    QString articles;
    switch (r.ways) {
        case LossWays::ResignationOrFlagFall:
            articles =
                tr("%1 and %2")
                    .arg(articleNo(article_no::Resignation), articleNo(article_no::FlagFall));
            break;
        case LossWays::WithSecondIllegalMove:
            articles = tr("%1, %2 and %3")
                           .arg(articleNo(article_no::Resignation), articleNo(article_no::FlagFall),
                                articleNo(article_no::IllegalMovePenalty));
            break;
        case LossWays::IllegalMoveTermination:
            articles = articleNo(article_no::IllegalMovePenalty);
            break;
    }
    const QString why =
        tr("%1 (%2) cannot checkmate by any series of legal moves at the end, %3: %4")
            .arg(color(r.side), menWords(r.men), plyWords(r.at), ways(r));
    return tr("ruled %1: %2, %3").arg(result(r.ruled), articles, why);
}

QString ReasonTexts::ways(const ResultReason& r) {
    switch (r.ways) {
        case LossWays::ResignationOrFlagFall:
            return tr("neither a resignation nor a flag fall loses");
        case LossWays::WithSecondIllegalMove:
            return tr("neither a resignation, a flag fall nor %1's second illegal move %2 loses")
                .arg(color(~r.side), label(r.penalty));
        case LossWays::IllegalMoveTermination:
            return tr(
                "a loss for an illegal move (the recorded Termination) is a draw against "
                "such a side");
    }
    return {};
}

QString ReasonTexts::endingWords(const ResultReason& r) {
    const QString at = plyWords(r.at);
    switch (r.ending) {
        case Termination::Checkmate:
            return tr("%1 checkmated at %2").arg(color(r.side), at);
        case Termination::Stalemate:
            return tr("stalemate at %1").arg(at);
        case Termination::DeadPosition:
            return tr("a dead position arose at %1").arg(at);
        case Termination::SeventyFiveMoves:
            return tr("75 moves by each side without a capture or a pawn move at %1").arg(at);
        case Termination::FivefoldRepetition:
            return tr("the same position for the fifth time at %1").arg(at);
        case Termination::ThreefoldRepetition:
            return tr("the same position for the third time (casual rules) at %1").arg(at);
        default:
            return tr("50 moves by each side without a capture or a pawn move (casual rules) at "
                      "%1")
                .arg(at);
    }
}

// With a flag that had fallen before the ending while play went on: 6.8 counts a flag once
// the arbiter sees it or a player claims it.
QString ReasonTexts::automaticEnding(const ResultReason& r) {
    QString what = endingWords(r);
    if (r.flagPassedOver)
        what = tr("%1; %2's flag had fallen at %3, but play went on (%4: a flag counts once "
                  "seen or claimed)")
                   .arg(what, color(r.flagSide), plyWords(r.flagAt), QStringLiteral("6.8"));
    return tr("ruled %1: %2, %3").arg(result(r.ruled), articleNo(r.article), what);
}

// 6.9 asks whether the opponent can checkmate at all; USCF 14E about material only.
QString ReasonTexts::flagFall(const ResultReason& r) {
    const bool wins = r.ruled != GameResult::Draw;
    const QString fell = color(r.side), opponent = color(~r.side), men = menWords(r.men),
                  at = plyWords(r.at);
    QString why;
    if (r.uscf && wins)
        why = tr("%1's flag fell and %2 (%3) has enough material to win on time, at %4");
    else if (r.uscf)
        why = tr("%1's flag fell and %2 (%3) has insufficient material to win on time, at %4");
    else if (wins)
        why = tr("%1's flag fell and %2 (%3) can checkmate by some series of legal moves, at %4");
    else
        why = tr("%1's flag fell and %2 (%3) cannot checkmate, at %4");
    const QString article = articleNo(r.uscf ? article_no::UscfFlagFall : article_no::FlagFall);
    return tr("ruled %1: %2, %3").arg(result(r.ruled), article, why.arg(fell, opponent, men, at));
}

QString ReasonTexts::text(const ResultReason& reason) {
    switch (reason.kind) {
        case ResultReasonKind::None:
            return {};
        case ResultReasonKind::CannotCheckmate:
            return cannotCheckmate(reason);
        case ResultReasonKind::AutomaticEnding:
            return automaticEnding(reason);
        case ResultReasonKind::FlagFall:
            return flagFall(reason);
    }
    return {};
}

}  // namespace remis::app
