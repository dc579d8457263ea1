#include "app/text/ruletexts.h"

#include <algorithm>

#include <QStringList>

#include "app/text/articles.h"
#include "app/text/localnotation.h"
#include "app/text/plural.h"
#include "core/board/notation.h"
#include "core/rules/vocabulary.h"

namespace remis::app {

QString RuleTexts::colorName(Color c) {
    return c == White ? tr("White") : tr("Black");
}

QString RuleTexts::ruleSetName(RuleSet rules) {
    switch (rules) {
        case RuleSet::Fide:
            return tr("FIDE Laws 2023");
        case RuleSet::Uscf:
            return tr("USCF");
        case RuleSet::Casual:
            return tr("Casual (threefold and fifty moves automatic)");
    }
    return {};
}

QString RuleTexts::resultText(GameResult r) {
    return QString::fromLatin1(resultToken(r));
}

QString RuleTexts::ordinal(int n) {
    switch (n) {
        case 1:
            return tr("1st");
        case 2:
            return tr("2nd");
        case 3:
            return tr("3rd");
        default:
            return tr("%1th").arg(n);
    }
}

QString RuleTexts::mateReasonText(MateReason reason) {
    switch (reason) {
        case MateReason::BareKing:
            return tr("only kings are left");
        case MateReason::InsufficientMaterial:
            return tr("the material left cannot force or even allow a checkmate");
        case MateReason::ForcedLine:
            return tr(
                "every legal continuation leads to a position where no checkmate is possible");
        case MateReason::BlockedPawns:
            return tr("the pawns are locked and no piece can ever reach the enemy king");
        case MateReason::ExhaustiveSearch:
            return tr("every reachable position was examined and none is a checkmate");
        case MateReason::AlreadyCheckmate:
            return tr("the game is already decided by checkmate");
        case MateReason::GameOverOnBoard:
            return tr("the position on the board is already mate or stalemate");
        case MateReason::HelpmateFound:
            return tr("a checkmate is still possible");
        case MateReason::BudgetExhausted:
            return tr("the analysis could not decide");
        case MateReason::KnightAgainstQueens:
            return tr("a lone knight can never mate a king that has only queens beside it");
        case MateReason::BishopsOfOneColour:
            return tr("bishops all on squares of one colour can never mate here");
        case MateReason::NotExamined:
            return {};
        case MateReason::None:
            return {};
    }
    return {};
}

QString RuleTexts::sideMateReasonText(MateReason reason) {
    return reason == MateReason::BareKing ? tr("it has nothing but its king")
                                          : mateReasonText(reason);
}

QString RuleTexts::plyLabel(int moveNumber, Color mover, const QString& san) {
    return QString::fromStdString(remis::plyLabel(moveNumber, mover, san.toStdString()));
}

// The record keeps English SAN (PGN); the label shows it in the user's letters.
QString RuleTexts::plyLabel(const Game& game, int ply) {
    const Position& start = game.startPosition();
    return plyLabel(
        moveNumberOfPly(start, ply), moverOfPly(start, ply),
        LocalNotation::inText(QString::fromStdString(game.plies()[size_t(ply - 1)].san)));
}

QString RuleTexts::afterEndText(const Game& game, int movesAfter) {
    const Outcome& o = game.outcome();
    const QString where =
        o.ply > 0 ? tr("The game ended with %1: %2.")
                        .arg(plyLabel(game, o.ply),
                             banner(o, game.position(), game.rules(), game.ruling().deadReason))
                  : tr("The game ended at the start position: %1.")
                        .arg(banner(o, game.position(), game.rules(), game.ruling().deadReason));
    // Plies, with the move numbers they span: "7 recorded moves" read as seven move numbers
    // (a tester counted 4 from 9.e4 to 12.Qxf7#).
    const Position& start = game.startPosition();
    const int first = moveNumberOfPly(start, o.ply + 1);
    const int last = moveNumberOfPly(start, o.ply + std::max(movesAfter, 1));
    const QString span =
        first == last ? tr("move %1").arg(first)
                      : tr("moves %1 to %2").arg(QString::number(first), QString::number(last));
    return where + QLatin1Char(' ') +
           englishPlural(tr("Played after the end: %n ply(s) recorded (%1).", "", movesAfter))
               .arg(span);
}

QString RuleTexts::stoodIllegalText(const Game& game, int ply) {
    const std::string_view article = game.stoodIllegalArticle(ply);
    if (article.empty()) return {};
    const PlyRecord& rec = game.plies()[size_t(ply - 1)];
    if (article == article_no::IllegalMovePenalty &&  // it ended the game (Game::playStood)
        game.outcome().termination == Termination::IllegalMove && game.outcome().ply == ply)
        return tr("%1 broke the rules (%2): the player's second illegal move ends the game "
                  "(FIDE %3)")
            .arg(plyLabel(game, ply), illegalMoveWords(*rec.stoodIllegal),
                 QString::fromLatin1(article.data(), qsizetype(article.size())));
    return tr("%1 broke the rules (%2) and stood: the game went on from the position as played "
              "(FIDE %3)")
        .arg(plyLabel(game, ply), illegalMoveWords(*rec.stoodIllegal),
             QString::fromLatin1(article.data(), qsizetype(article.size())));
}

QString RuleTexts::illegalMoveWords(IllegalMoveKind why) {
    switch (why) {
        case IllegalMoveKind::KingLeftInCheck:
            return tr("the king was left in check");
        case IllegalMoveKind::KingMovedIntoCheck:
            return tr("the king moved into check");
        case IllegalMoveKind::PinnedPieceMoved:
            return tr("a pinned piece moved, leaving the king in check");
        case IllegalMoveKind::CastlingWithoutRight:
            return tr("castling after the king or that rook had moved");
        case IllegalMoveKind::CastlingOutOfCheck:
            return tr("castling out of check");
        case IllegalMoveKind::CastlingThroughCheck:
            return tr("castling through check");
        case IllegalMoveKind::CastlingIntoCheck:
            return tr("castling into check");
    }
    return {};
}

QString RuleTexts::rulingText(const ResultRuling& r, const Game& game) {
    const Outcome ruled{r.basis, r.ruled, r.ply};
    const QString by = QString::fromLatin1(article(ruled, game.rules()));
    const QString recorded = resultText(r.recorded);
    const QString opponent = colorName(~r.loser);                        // the side that was to win
    if (r.basis == Termination::Timeout && r.ruled != GameResult::Draw)  // the other flag fell
        return tr("recorded %1; by %2 a win for %3: %4 was to move when the flag fell, and %3 "
                  "can checkmate by some series of legal moves")
            .arg(recorded, by, opponent, colorName(r.loser));
    if (r.basis == Termination::IllegalMove && !game.isOver())  // recorded so (7.5.5)
        return tr("recorded %1 for an illegal move; by FIDE %2 a draw: %3 cannot checkmate by "
                  "any series of legal moves, and an illegal move does not lose against it")
            .arg(recorded, articleNo(article_no::IllegalMovePenalty), opponent);
    if (r.basis == Termination::None)  // a win recorded without a reason (5.1.2, 6.9)
        return tr("recorded %1; by FIDE %2 and %3 a draw: %4 cannot checkmate by any series of "
                  "legal moves, and neither a resignation nor a flag fall loses against it")
            .arg(recorded, articleNo(article_no::Resignation), articleNo(article_no::FlagFall),
                 opponent);
    if (r.basis == Termination::Timeout || r.basis == Termination::Resignation) {
        if (r.mateable)  // USCF 14E: insufficient losing chances, a helpmate notwithstanding
            return tr("recorded %1; by %2 a draw: %3 has insufficient material to win")
                .arg(recorded, by, opponent);
        return tr("recorded %1; by %2 a draw: %3 cannot checkmate by any series of legal moves")
            .arg(recorded, by, opponent);
    }
    const QString result =
        r.ruled == GameResult::Draw
            ? tr("a draw")
            : tr("a win for %1").arg(colorName(r.ruled == GameResult::WhiteWins ? White : Black));
    const QString ending =
        banner(game.outcome(), game.position(), game.rules(), game.ruling().deadReason);
    if (r.ply <= 0)
        return tr("recorded %1; by %2 %3: the game ended at the start position (%4)")
            .arg(recorded, by, result, ending);
    return tr("recorded %1; by %2 %3: the game ended with %4 (%5)")
        .arg(recorded, by, result, plyLabel(game, r.ply), ending);
}

QString RuleTexts::clockText(int64_t ms) {
    if (ms < 0) ms = 0;
    if (ms < 10000) {  // tenths under 10 s, cut (never shows time the player does not have)
        int64_t tenths = ms / 100;
        return QStringLiteral("%1:%2.%3")
            .arg(tenths / 600)
            .arg((tenths / 10) % 60, 2, 10, QLatin1Char('0'))
            .arg(tenths % 10);
    }
    int64_t s = ms / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString RuleTexts::durationText(int64_t ms) {
    if (ms == 60000) return tr("1 more minute");
    if (ms % 60000 == 0) return tr("%1 more minutes").arg(ms / 60000);
    return tr("%1 more seconds").arg(ms / 1000);
}

namespace {

QString reference(const Outcome& o, RuleSet rules) {
    return QString::fromStdString(ruleReference(o, rules));
}

QString winner(GameResult r) {
    return r == GameResult::WhiteWins ? RuleTexts::colorName(White) : RuleTexts::colorName(Black);
}

}  // namespace

// 6.9: why a flag fall is a loss: a series of legal moves that ends in mate by the winner
// (a helpmate), numbered: a longer line shows its first moves and its last, the mate
// ("60...Kf5 61.Kf3 Re5 62.Kg3 Ke4 63.Nf2+ … 85.Nf2#"). A tester: the flag-fall
// demonstration's line stopped after six plies, and no mate was in sight.
QString RuleTexts::helpmateText(const Position& pos, const std::vector<Move>& line) {
    if (line.empty()) return {};
    if (line.size() <= HelpmateShownPlies + 1)
        return LocalNotation::lineInText(
            QString::fromStdString(numberedLine(pos, line, line.size())));
    Position beforeMate = pos;
    for (size_t i = 0; i + 1 < line.size(); ++i) beforeMate = beforeMate.after(line[i]);
    const std::string text = numberedLine(pos, line, HelpmateShownPlies) + ' ' +
                             numberedLine(beforeMate, {line.back()}, 1);  // "… 85.Nf2#"
    return LocalNotation::lineInText(QString::fromStdString(text));
}

QString RuleTexts::banner(const Outcome& o, const Position& pos, RuleSet rules,
                          MateReason deadReason, const std::vector<Move>& helpmate) {
    if (!o.isOver()) return {};
    Color toMove = pos.sideToMove();
    bool draw = o.result == GameResult::Draw;
    switch (o.termination) {
        case Termination::Checkmate:
            return tr("%2 wins: checkmate (FIDE %1)")
                .arg(articleNo(article_no::Checkmate))
                .arg(winner(o.result));
        case Termination::Stalemate:
            return tr("Draw: stalemate, %2 has no legal move (FIDE %1)")
                .arg(articleNo(article_no::Stalemate))
                .arg(colorName(toMove));
        case Termination::DeadPosition: {
            QString why = mateReasonText(deadReason);
            return why.isEmpty() ? tr("Draw: dead position (FIDE %1)")
                                       .arg(articleNo(article_no::DeadPosition))
                                 : tr("Draw: dead position (FIDE %1): %2")
                                       .arg(articleNo(article_no::DeadPosition))
                                       .arg(why);
        }
        case Termination::SeventyFiveMoves:
            return tr("Draw: 75 moves by each player without a capture or pawn move (FIDE %1)")
                .arg(articleNo(article_no::SeventyFive));
        case Termination::FivefoldRepetition:
            return tr("Draw: fivefold repetition (FIDE %1)").arg(articleNo(article_no::Fivefold));
        case Termination::ThreefoldRepetition:
            // 9.2: the claim was made on the board (9.2.2) or with an intended move (9.2.1).
            return rules == RuleSet::Casual
                       ? tr("Draw: threefold repetition (casual rules)")
                       : tr("Draw: threefold repetition claimed (%1)").arg(reference(o, rules));
        case Termination::FiftyMoves:
            return rules == RuleSet::Casual
                       ? tr("Draw: fifty-move rule (casual rules)")
                       : tr("Draw: fifty-move rule claimed (%1)").arg(reference(o, rules));
        case Termination::Agreement:
            return tr("Draw by agreement (FIDE %1)").arg(articleNo(article_no::Agreement));
        case Termination::Resignation:
            if (draw && o.resigned)
                return tr("Draw: %2 resigned, but %3 cannot checkmate (FIDE %1)")
                    .arg(articleNo(article_no::Resignation))
                    .arg(colorName(*o.resigned), colorName(~*o.resigned));
            if (draw)
                return tr("Draw: a player resigned, but the opponent cannot checkmate (FIDE %1)")
                    .arg(articleNo(article_no::Resignation));
            return tr("%2 wins: %3 resigned (FIDE %1)")
                .arg(articleNo(article_no::Resignation))
                .arg(winner(o.result),
                     winner(o.result == GameResult::WhiteWins ? GameResult::BlackWins
                                                              : GameResult::WhiteWins));
        case Termination::Timeout: {
            const QString article = reference(o, rules);
            // USCF 14E draws on material a helpmate could still use (K+N): say that, not
            // "cannot checkmate", which would be false.
            if (draw && rules == RuleSet::Uscf)
                return tr("Draw: %1 ran out of time, but %2 has too little material to win on "
                          "time (%3)")
                    .arg(colorName(toMove), colorName(~toMove), article);
            if (draw)
                return tr("Draw: %1 ran out of time, but %2 cannot checkmate (%3)")
                    .arg(colorName(toMove), colorName(~toMove), article);
            Color loser = o.result == GameResult::WhiteWins ? Black : White;
            QString text = tr("%1 wins on time: %2's flag fell (%3)")
                               .arg(colorName(~loser), colorName(loser), article);
            QString line = helpmateText(pos, helpmate);
            return line.isEmpty() ? text
                                  : tr("%1. %2 could still checkmate, e.g. %3")
                                        .arg(text, colorName(~loser), line);
        }
        case Termination::IllegalMove:  // 7.5.5: the side that moved last made it
            if (draw)
                return tr("Draw: %1's second illegal move, but %2 cannot checkmate (FIDE %3)")
                    .arg(colorName(~toMove), colorName(toMove),
                         articleNo(article_no::IllegalMovePenalty));
            return tr("%1 wins: %2's second illegal move loses (FIDE %3)")
                .arg(colorName(toMove), colorName(~toMove),
                     articleNo(article_no::IllegalMovePenalty));
        case Termination::None:
            break;
    }
    return {};
}

QString RuleTexts::rejectionText(ClaimRejection rejection) {
    switch (rejection) {
        case ClaimRejection::None:
            return {};
        case ClaimRejection::NotYourMove:
            return tr("only the player having the move may claim");
        case ClaimRejection::GameOver:
            return tr("the game is already over");
        case ClaimRejection::IllegalMove:
            return tr("the intended move is not legal");
        case ClaimRejection::NotRepeated:
            return tr("the position has not occurred three times");
        case ClaimRejection::FiftyIncomplete:
            return tr("the last 50 moves of each player include a capture or a pawn move");
        case ClaimRejection::Neither:
            return tr("neither threefold repetition nor the fifty-move rule applies");
    }
    return {};
}

namespace {

QString article(Termination rule, bool withMove) {
    return QString::fromLatin1(claimArticle(rule, withMove));
}

// The written move (9.2.1, 9.3.1) in the user's letters.
QString intendedMove(const ClaimVerdict& v) {
    return LocalNotation::inText(QString::fromStdString(v.intendedSan));
}

// Why a threefold claim fails, with the count: "the position would occur for the 2nd time".
QString threefoldCount(const ClaimVerdict& v) {
    if (v.intended && v.zeroing)
        return RuleTexts::tr("%1 is a capture or a pawn move, so no earlier position can recur")
            .arg(intendedMove(v));
    const QString nth = RuleTexts::ordinal(v.occurrences);
    return v.intended ? RuleTexts::tr("%1 would make the position occur for the %2 time")
                            .arg(intendedMove(v), nth)
                      : RuleTexts::tr("the position occurs for the %1 time").arg(nth);
}

// Why a fifty-move claim fails, with the count: "the move makes 99 of 100".
QString fiftyCount(const ClaimVerdict& v) {
    if (v.intended && v.zeroing)
        return RuleTexts::tr("%1 is a capture or a pawn move and starts the count again")
            .arg(intendedMove(v));
    return v.intended ? RuleTexts::tr("the move makes %1 of 100 plies").arg(v.halfmoveClock)
                      : RuleTexts::tr("%1 of 100 plies").arg(v.halfmoveClock);
}

}  // namespace

// The rule that was claimed, with the count the ruling rests on.
QString RuleTexts::claimCountText(const ClaimVerdict& v) {
    const bool withMove = v.intended.has_value();
    const QString three = article(Termination::ThreefoldRepetition, withMove);
    const QString fifty = article(Termination::FiftyMoves, withMove);
    switch (v.rejection) {
        case ClaimRejection::NotRepeated:
            return tr("not threefold repetition (%1): %2").arg(three, threefoldCount(v));
        case ClaimRejection::FiftyIncomplete:
            return tr("not fifty moves (%1): %2").arg(fifty, fiftyCount(v));
        case ClaimRejection::Neither:
            return tr("neither threefold (%1) nor fifty moves (%2): %3; %4")
                .arg(three, fifty, threefoldCount(v), fiftyCount(v));
        default:
            return rejectionText(v.rejection);
    }
}

namespace {

// The time an incorrect claim gives the opponent: 9.5.3's two minutes, or the one minute of
// the rapid (A.3) and blitz (B.3) appendices, with the articles that set it.
QString penaltyText(const ClaimVerdict& v, Color claimant, GameSpeed speed) {
    const QString opponent = RuleTexts::colorName(~claimant);
    const QString time = RuleTexts::durationText(v.penaltyMs);
    if (speed != GameSpeed::Rapid && speed != GameSpeed::Blitz)
        return RuleTexts::tr("%2 gets %3 (FIDE %1).")
            .arg(articleNo(article_no::IncorrectClaim))
            .arg(opponent, time);
    const std::string_view appendix =
        speed == GameSpeed::Rapid ? article_no::RapidPenalty : article_no::BlitzPenalty;
    //: %1 the article of the penalty (9.5.3), %2 the appendix that sets it for rapid or blitz.
    return RuleTexts::tr("%3 gets %4 (FIDE %1, %2).")
        .arg(articleNo(article_no::IncorrectClaim), articleNo(appendix))
        .arg(opponent, time);
}

}  // namespace

QString RuleTexts::verdictText(const ClaimVerdict& v, Color claimant, bool withMove,
                               GameSpeed speed) {
    if (v.correct) {
        const QString ref = QStringLiteral("FIDE ") + article(v.rule, v.byWrittenMove);
        if (v.rule == Termination::ThreefoldRepetition)
            return withMove ? tr("Draw: threefold repetition claimed with the intended move (%1)")
                                  .arg(ref)
                            : tr("Draw: threefold repetition claimed (%1)").arg(ref);
        QString text =
            withMove ? tr("Draw: fifty-move rule claimed with the intended move (%1)").arg(ref)
                     : tr("Draw: fifty-move rule claimed (%1)").arg(ref);
        // rules.md: whether 9.3.1 allows a written move that mates is disputed; Remis accepts
        // the claim, as arbiters quoted in public do, and says so.
        if (withMove && v.intendedSan.ends_with('#'))
            text += QStringLiteral(". ") +
                    tr("The written move %1 would have checkmated, but the claim comes before the "
                       "move: Remis accepts it, as arbiters do, though the point is disputed")
                        .arg(intendedMove(v));
        return text;
    }
    if (v.rejection == ClaimRejection::IllegalMove || v.rejection == ClaimRejection::GameOver)
        return tr("Claim not accepted: %1").arg(rejectionText(v.rejection));
    QString text = tr("Claim rejected: %1.").arg(claimCountText(v));
    if (v.penaltyMs > 0)
        text += QLatin1Char(' ') + penaltyText(v, claimant, speed);
    else
        text += QLatin1Char(' ') +
                tr("The game goes on (FIDE %1).").arg(articleNo(article_no::IncorrectClaim));
    text += QLatin1Char(' ') + tr("The claim stands as a draw offer by %2 (FIDE %1).")
                                   .arg(articleNo(article_no::ClaimIsOffer))
                                   .arg(colorName(claimant));
    if (v.movePlayed) text += QLatin1Char(' ') + tr("The intended move was played.");
    return text;
}

QString RuleTexts::lookAlikeReasonText(LookAlikeReason reason) {
    switch (reason) {
        case LookAlikeReason::CastlingRights:
            return tr("castling rights differ (FIDE %1)").arg(articleNo(article_no::SamePosition));
        case LookAlikeReason::EnPassant:
            return tr("an en passant capture was possible (FIDE %1)")
                .arg(articleNo(article_no::SameEnPassant));
    }
    return {};
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
