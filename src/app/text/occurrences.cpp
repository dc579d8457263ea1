#include "app/text/occurrences.h"

#include <QStringList>
#include <algorithm>

#include "app/text/articles.h"
#include "app/text/ruletexts.h"
#include "core/analysis/mateability.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/rules/laws.h"
#include "core/rules/vocabulary.h"

namespace remis::app {

std::vector<Occurrence> Occurrences::of(const Game& game, int ply) {
    std::vector<Position> positions{game.startPosition()};
    for (int i = 0; i < ply && i < game.ply(); ++i)
        positions.push_back(positions.back().after(game.plies()[size_t(i)].move));
    const PositionIdentity target = positions.back().identity();
    std::vector<Occurrence> out;
    for (size_t i = 0; i < positions.size(); ++i)
        if (positions[i].identity() == target)
            out.push_back({int(i), positions[i].halfmoveClock(), positions[i]});
    return out;
}

namespace {

// "Ng8" or "Ng8, Nh6": moves the side to move may write, in the user's notation.
QString claimMoves(const Position& pos, const std::vector<Move>& moves,
                   LocalNotation::Style style) {
    QStringList names;
    for (Move m : moves) names << LocalNotation::show(QString::fromStdString(toSan(pos, m)), style);
    return names.join(QStringLiteral(", "));
}

}  // namespace

QString Occurrences::answer(const Game& game, int ply, LocalNotation::Style style) {
    // The ruling of the position at `ply`, with the moves whose writing makes a claim correct
    // (a tester: the key said "no claim" where 9.2.1 allowed one with Ng8).
    Game shown = game;
    while (shown.ply() > ply) shown.undo();
    const Ruling& ruling = shown.ruling();
    const auto occ = of(game, ply);
    const Position& pos = occ.back().position;
    const QString side = app::RuleTexts::colorName(pos.sideToMove());
    QStringList parts{tr("%1 to move.").arg(side)};
    if (isCheckmate(pos))
        return tr("%2 is checkmated (FIDE %1): no claim is needed.")
            .arg(articleNo(article_no::Checkmate))
            .arg(side);
    if (isStalemate(pos))
        return tr("Stalemate (FIDE %1): the game is drawn.").arg(articleNo(article_no::Stalemate));
    // A dead position ends the game at once, before any count matters (tester: the key
    // answered "no claim by repetition" for king and knight against king).
    if (isDeadPosition(pos))
        return tr("Dead position (FIDE %1): neither side can checkmate by any series of legal "
                  "moves, so the game is drawn; no claim is needed.")
            .arg(articleNo(article_no::DeadPosition));
    QStringList plies;
    for (const Occurrence& o : occ) plies << QString::number(o.ply);
    const int n = int(occ.size());
    QString repetition = tr("This position has occurred %n time(s) (ply %1)", "", n)
                             .arg(plies.join(QStringLiteral(", ")));
    if (n >= FivefoldOccurrences)
        repetition += tr(": the game is already drawn by fivefold repetition (FIDE %1).")
                          .arg(articleNo(article_no::Fivefold));
    else if (n >= ThreefoldOccurrences)
        repetition += tr(": %2 can claim a draw by threefold repetition (FIDE %1).")
                          .arg(articleNo(article_no::ThreefoldOnBoard))
                          .arg(side);
    else if (!ruling.threefoldClaimMoves.empty())
        repetition += tr(": %2 can claim a draw by writing %3 as the next move without playing "
                         "it, as that move would make it stand a third time (FIDE %1).")
                          .arg(articleNo(article_no::ThreefoldWithMove), side,
                               claimMoves(pos, ruling.threefoldClaimMoves, style));
    else
        repetition += tr(": no claim by repetition on the board (FIDE %1 needs three).")
                          .arg(articleNo(article_no::Threefold));
    parts << repetition;
    const int clock = pos.halfmoveClock();
    if (clock >= SeventyFiveMovePlies)
        parts << tr("Halfmove clock %2: the 75-move rule has ended the game (FIDE %1).")
                     .arg(articleNo(article_no::SeventyFive))
                     .arg(clock);
    else if (clock >= FiftyMovePlies)
        parts << tr("Halfmove clock %2: %3 can claim under the fifty-move rule (FIDE %1).")
                     .arg(articleNo(article_no::FiftyOnBoard))
                     .arg(clock)
                     .arg(side);
    else if (!ruling.fiftyClaimMoves.empty())
        parts << tr("Halfmove clock %2: %3 can claim under the fifty-move rule by writing %4 as "
                    "the next move without playing it (FIDE %1).")
                     .arg(articleNo(article_no::FiftyWithMove))
                     .arg(clock)
                     .arg(side, claimMoves(pos, ruling.fiftyClaimMoves, style));
    else
        parts << tr("Halfmove clock %2: %n more ply(s) without a capture or pawn move before a "
                    "fifty-move claim (FIDE %1).",
                    "", FiftyMovePlies - clock)
                     .arg(articleNo(article_no::Fifty))
                     .arg(clock);
    return parts.join(QLatin1Char(' '));
}

QString Occurrences::movesLeadingTo(const Game& game, int ply, LocalNotation::Style style) {
    ply = std::clamp(ply, 0, game.ply());
    const auto occurrences = of(game, ply);
    const Position& now = occurrences.back().position;
    QString text =
        tr("Halfmove clock %1, move %2.").arg(now.halfmoveClock()).arg(now.fullmoveNumber());
    // The window starts after the last capture or pawn move at or before `ply`: nothing before
    // it can repeat (9.2) or count (9.3).
    const int first = ply - std::min(ply, now.halfmoveClock());
    if (first == ply) return text;
    auto markAt = [&](int at) {
        for (size_t n = 0; n + 1 < occurrences.size(); ++n)
            if (occurrences[n].ply == at) return QStringLiteral(" [%1]").arg(n + 1);
        return QString();
    };
    const Position& start = game.startPosition();
    QStringList words;
    QString line = markAt(first).trimmed();
    for (int i = first + 1; i <= ply; ++i) {
        const Color mover = moverOfPly(start, i);
        const QString san =
            LocalNotation::show(QString::fromStdString(game.plies()[size_t(i - 1)].san), style);
        const QString number = QString::number(moveNumberOfPly(start, i));
        QString word = mover == White   ? number + QLatin1Char('.') + san
                       : i == first + 1 ? number + QStringLiteral("...") + san
                                        : san;
        words << word + markAt(i);
    }
    if (!line.isEmpty()) words.prepend(line);
    text += QLatin1Char(' ') + (first == 0 ? tr("Moves from the start: %1")
                                           : tr("Moves since the last capture or pawn move: %1"))
                                   .arg(words.join(QLatin1Char(' ')));
    if (occurrences.size() > 1)
        text +=
            QLatin1Char(' ') + tr("[1], [2], ...: the position in the diagram stood there before.");
    return text;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
