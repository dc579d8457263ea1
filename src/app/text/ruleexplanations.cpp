#include "app/text/ruleexplanations.h"
#include "app/text/articles.h"

namespace remis::app {

QString RuleExplanations::title(RuleTopic topic) {
    switch (topic) {
        case RuleTopic::Threefold:
            return tr("Threefold repetition (FIDE %1)").arg(articleNo(article_no::Threefold));
        case RuleTopic::FiftyMoves:
            return tr("Fifty-move rule (FIDE %1)").arg(articleNo(article_no::Fifty));
        case RuleTopic::Fivefold:
            return tr("Fivefold repetition (FIDE %1)").arg(articleNo(article_no::Fivefold));
        case RuleTopic::SeventyFiveMoves:
            return tr("75-move rule (FIDE %1)").arg(articleNo(article_no::SeventyFive));
        case RuleTopic::DeadPosition:
            return tr("Dead position (FIDE %1)").arg(articleNo(article_no::DeadPosition));
        case RuleTopic::FlagFall:
            return tr("Flag fall (FIDE %1)").arg(articleNo(article_no::FlagFall));
        case RuleTopic::ClaimWithMove:
            return tr("Claiming with a move (FIDE %1, %2)")
                .arg(articleNo(article_no::ThreefoldWithMove),
                     articleNo(article_no::FiftyWithMove));
        case RuleTopic::DrawOffer:
            return tr("Draw offers (FIDE %1)").arg(articleNo(article_no::DrawOffer));
        case RuleTopic::Checkmate:
            return tr("Checkmate (FIDE %1)").arg(articleNo(article_no::Checkmate));
        case RuleTopic::Stalemate:
            return tr("Stalemate (FIDE %1)").arg(articleNo(article_no::Stalemate));
        case RuleTopic::Resignation:
            return tr("Resignation (FIDE %1)").arg(articleNo(article_no::Resignation));
        case RuleTopic::IncorrectClaim:
            return tr("Incorrect claims (FIDE %1)").arg(articleNo(article_no::IncorrectClaim));
        case RuleTopic::IllegalMove:
            return tr("Illegal moves (FIDE %1)").arg(articleNo(article_no::IllegalMoves));
    }
    return {};
}

QString RuleExplanations::text(RuleTopic topic, RuleSet rules) {
    if (rules == RuleSet::Casual) {
        const QString casual = casualText(topic);
        if (!casual.isEmpty()) return casual;
    }
    QString claim = claimText(topic);
    return claim.isEmpty() ? endingText(topic) : claim;
}

QString RuleExplanations::overview(RuleSet rules) {
    if (rules == RuleSet::Casual)
        return tr(
            "This game uses the casual rule set. Checkmate, stalemate, a dead position, "
            "the 75-move rule and fivefold repetition end the game by themselves, as under "
            "the FIDE Laws of Chess (2023), and so do threefold repetition and the "
            "fifty-move rule: no draw needs to be claimed. Moves may be taken back.");
    if (rules == RuleSet::Uscf)  // as FIDE but on time (rules.md): 14E, a tester read "FIDE"
        return tr("This game uses the USCF rule set: Remis applies the FIDE Laws of Chess "
                  "(2023) except when a flag falls. Checkmate, stalemate, a dead position, the "
                  "75-move rule and fivefold repetition end the game by themselves. Threefold "
                  "repetition and the fifty-move rule must be claimed by the player having the "
                  "move, with the buttons in the arbiter panel. A player whose time runs out "
                  "draws instead of losing when the opponent has insufficient losing chances "
                  "(USCF %1): only a king, a king and a bishop or a knight, or a king and two "
                  "knights against no pawns, unless the opponent has a forced win.")
            .arg(articleNo(article_no::UscfFlagFall));
    return tr(
        "Remis applies the FIDE Laws of Chess (2023). Checkmate, stalemate, a dead "
        "position, the 75-move rule and fivefold repetition end the game by themselves. "
        "Threefold repetition and the fifty-move rule must be claimed by the player "
        "having the move, with the buttons in the arbiter panel.");
}

// The casual rule set (as on many sites): threefold and fifty moves need no claim.
QString RuleExplanations::casualText(RuleTopic topic) {
    switch (topic) {
        case RuleTopic::Threefold:
            return tr("Under the casual rule set the game is drawn by itself the moment the same "
                      "position appears for the third time: nobody needs to claim. (Under the "
                      "FIDE Laws the player having the move must claim it, %1.)\n\nPositions "
                      "are the same when the same player is to move, the same pieces stand on the "
                      "same squares and the possible moves are the same (%2).")
                .arg(articleNo(article_no::Threefold), articleNo(article_no::SamePosition));
        case RuleTopic::FiftyMoves:
            return tr("Under the casual rule set the game is drawn by itself once each player "
                      "has made 50 moves in a row (100 half-moves) without a capture or a pawn "
                      "move: nobody needs to claim. (Under the FIDE Laws the player having the "
                      "move must claim it, %1.) A checkmate on the last of those moves still "
                      "wins.")
                .arg(articleNo(article_no::Fifty));
        case RuleTopic::ClaimWithMove:
        case RuleTopic::IncorrectClaim:
            return tr(
                "Under the casual rule set there is nothing to claim: threefold repetition "
                "and the fifty-move rule end the game by themselves.");
        default:
            return {};
    }
}

// The draws a player claims or agrees (9.1 - 9.5).
QString RuleExplanations::claimText(RuleTopic topic) {
    switch (topic) {
        case RuleTopic::Threefold:
            return tr("When the same position appears for the third time, the player having the "
                      "move may "
                      "claim a draw "
                      "(FIDE %1). It does not end the game by itself: the player must claim it, "
                      "and "
                      "only when it is "
                      "their move.\n\nPositions are the same when the same player is to move, the "
                      "same "
                      "pieces stand on "
                      "the same squares and the possible moves are the same: castling rights "
                      "count, and "
                      "an en passant "
                      "capture counts only if it could really be made (%2). The starting position "
                      "counts as the first "
                      "occurrence.")
                .arg(articleNo(article_no::ThreefoldOnBoard), articleNo(article_no::SamePosition));
        case RuleTopic::FiftyMoves:
            return tr("When each player has made 50 moves in a row (100 half-moves) without any "
                      "capture "
                      "or pawn move, the "
                      "player having the move may claim a draw (FIDE %1). Castling does not reset "
                      "the "
                      "count. A checkmate "
                      "made on the last of those moves still wins.")
                .arg(articleNo(article_no::FiftyOnBoard));
        case RuleTopic::ClaimWithMove:
            return tr("A player may also claim before moving: they write down (here: name) a legal "
                      "move "
                      "that would make the "
                      "position appear for the third time (FIDE %1) or complete the 50 moves (FIDE "
                      "%2), and claim. "
                      "If the claim is correct the game is drawn and the move is NOT played. If it "
                      "is "
                      "wrong, the move must "
                      "be played.\n\nWhether a claim with a move that gives checkmate is valid is "
                      "disputed among arbiters; "
                      "Remis accepts it, as arbiters quoted in public discussion do.")
                .arg(articleNo(article_no::ThreefoldWithMove),
                     articleNo(article_no::FiftyWithMove));
        case RuleTopic::DrawOffer:
            return tr("A player offers a draw after making a move and before pressing the clock "
                      "(FIDE "
                      "%1). The offer "
                      "stands until the opponent accepts it, rejects it, or makes a move. It is "
                      "written "
                      "(=) on the score "
                      "sheet (%2). A draw by agreement needs both players to have made at least "
                      "one "
                      "move (%3). A "
                      "claim also counts as a draw offer (%4). An offer answered by an offer is an "
                      "agreement: the game is drawn (%3).")
                .arg(articleNo(article_no::OfferAfterMove), articleNo(article_no::OfferRecorded),
                     articleNo(article_no::Agreement), articleNo(article_no::ClaimIsOffer));
        case RuleTopic::IncorrectClaim:
            // The one minute is the rapid and blitz appendices' (A.3, B.3), not 9.5.3's.
            return tr("If a draw claim is found incorrect, the opponent gets two more minutes (one "
                      "minute in rapid and blitz, %2 and %3), the game goes on, and a move named "
                      "with the claim must be played (FIDE %1).")
                .arg(articleNo(article_no::IncorrectClaim), articleNo(article_no::RapidPenalty),
                     articleNo(article_no::BlitzPenalty));
        default:
            return {};
    }
}

// The endings that need no claim, and the results of resignation and flag fall.
QString RuleExplanations::endingText(RuleTopic topic) {
    switch (topic) {
        case RuleTopic::Fivefold:
            return tr("When the same position has appeared five times, not necessarily in a row, "
                      "the "
                      "game is drawn at once: "
                      "no claim is needed (FIDE %1).")
                .arg(articleNo(article_no::Fivefold));
        case RuleTopic::SeventyFiveMoves:
            return tr("When each player has made 75 moves (150 half-moves) without a capture or a "
                      "pawn "
                      "move, the game is "
                      "drawn at once: no claim is needed (FIDE %1). If the last move checkmates, "
                      "the "
                      "checkmate stands.")
                .arg(articleNo(article_no::SeventyFive));
        case RuleTopic::DeadPosition:
            return tr("The game is drawn when neither player can checkmate by any series of legal "
                      "moves, "
                      "even with the "
                      "opponent's help (FIDE %1). Too little material (king against king, king and "
                      "bishop or knight "
                      "against king) is the usual case, but locked pawn chains and forced lines "
                      "can also "
                      "leave a dead "
                      "position. If a helpmate exists, the position is not dead.")
                .arg(articleNo(article_no::DeadPosition));
        case RuleTopic::FlagFall:
            return tr("A player whose time runs out loses (FIDE %1), unless the opponent cannot "
                      "checkmate by any series "
                      "of legal moves: then the game is drawn. A helpmate is enough to win on "
                      "time, so a "
                      "lone knight "
                      "against a rook can win. Under the USCF rule set, rule %2 draws more of "
                      "these "
                      "games (for example a "
                      "lone minor piece cannot win on time).")
                .arg(articleNo(article_no::FlagFall), articleNo(article_no::UscfFlagFall));
        case RuleTopic::Checkmate:
            return tr("The player whose king is checkmated loses; the game ends at once (FIDE %1).")
                .arg(articleNo(article_no::Checkmate));
        case RuleTopic::Stalemate:
            return tr("The player to move has no legal move and is not in check: the game is drawn "
                      "at "
                      "once (FIDE %1).")
                .arg(articleNo(article_no::Stalemate));
        case RuleTopic::IllegalMove:
            return tr("An illegal move found during the game is taken back and the position "
                      "before it restored (FIDE %1). In standard play the opponent gets two "
                      "minutes for a player's first completed illegal move, and the second "
                      "loses the game (FIDE %2), unless the opponent cannot checkmate by any "
                      "series of legal moves: then the game is drawn. In rapid and blitz an "
                      "illegal move stands unless the opponent claims it before moving (FIDE "
                      "%3). A recorded game shows such a move as played.")
                .arg(articleNo(article_no::IllegalMoveReinstated),
                     articleNo(article_no::IllegalMovePenalty),
                     articleNo(article_no::RapidIllegalMove));
        case RuleTopic::Resignation:
            return tr("A player who resigns loses (FIDE %1), unless the opponent cannot checkmate "
                      "by "
                      "any series of "
                      "legal moves: then the game is drawn.")
                .arg(articleNo(article_no::Resignation));
        default:
            return {};
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
