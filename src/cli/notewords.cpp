// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/notewords.h"

#include <algorithm>

#include "core/rules/vocabulary.h"

namespace remis::cli {

const char* sideName(Color c) {
    return c == White ? "White" : "Black";
}

namespace {

// "(FIDE 9.2.2)", as every note cites its article.
std::string fide(std::string_view article) {
    return "(FIDE " + std::string(article) + ")";
}

// "for the fourth time (after 2...Ng8, 4...Ng8, 6...Ng8, 8...Ng8)": how often and where the
// position stood, as the arbiter checks a claim on the scoresheet (9.2). Without the
// occurrences (an auditor that does not keep them) the count the kind stands for: `least`.
std::string timesWords(const std::vector<std::string>& occurrences, std::size_t least) {
    static constexpr const char* ordinals[] = {"third", "fourth", "fifth"};
    const std::size_t n = std::max(occurrences.size(), least);
    std::string words = "for the ";
    words += n <= 5 ? ordinals[n - 3] : std::to_string(n) + "th";
    words += " time";
    if (occurrences.size() < least) return words;
    words += " (";
    for (std::size_t i = 0; i < occurrences.size(); ++i) {
        if (i > 0) words += ", ";
        if (occurrences[i].empty())
            words += "at the start";
        else
            words += (i == 0 || occurrences[i - 1].empty() ? "after " : "") + occurrences[i];
    }
    return words + ")";
}

}  // namespace

// Plain words for a reader; the mover made the move at the event's ply, the other side is
// to move after it.
std::string noteWords(AuditEventKind kind, Color toMove, const std::string& move,
                      const std::vector<std::string>& occurrences) {
    const std::string mover = sideName(~toMove);
    const std::string side = sideName(toMove);
    switch (kind) {
        case AuditEventKind::ThreefoldClaimable:
            return side + " may claim a draw: this position has occurred " +
                   timesWords(occurrences, 3) + " " + fide(article_no::ThreefoldOnBoard);
        case AuditEventKind::ThreefoldClaimableWithMove:
            return mover + " could have claimed a draw by writing " + move +
                   " on the scoresheet first: it repeats the position " +
                   timesWords(occurrences, 3) + " " + fide(article_no::ThreefoldWithMove);
        case AuditEventKind::FiftyClaimable:
            return side +
                   " may claim a draw: each side has made 50 moves without a capture or a "
                   "pawn move " +
                   fide(article_no::FiftyOnBoard);
        case AuditEventKind::FiftyClaimableWithMove:
            return mover + " could have claimed a draw by writing " + move +
                   " on the scoresheet first: it completes 50 moves by each side without a "
                   "capture or a pawn move " +
                   fide(article_no::FiftyWithMove);
        case AuditEventKind::Checkmate:
            return "Checkmate: the game ended here, " + mover + " won " +
                   fide(article_no::Checkmate);
        case AuditEventKind::Stalemate:
            return "Stalemate: the game ended here in a draw " + fide(article_no::Stalemate);
        case AuditEventKind::DeadPosition:
            return "Dead position: neither side can checkmate by any series of legal moves; the "
                   "game ended here in a draw " +
                   fide(article_no::DeadPosition);
        case AuditEventKind::SeventyFiveMoves:
            return "75 moves by each side without a capture or a pawn move: the game ended here "
                   "in a draw " +
                   fide(article_no::SeventyFive);
        case AuditEventKind::FivefoldRepetition:
            return "The same position " + timesWords(occurrences, 5) +
                   ": the game ended here in a draw " + fide(article_no::Fivefold);
        case AuditEventKind::FlagFall:
            return "A flag fell " + fide(article_no::FlagFall);
        case AuditEventKind::IllegalMove:
            return "Illegal move " + move + ": it stood " + fide(article_no::IllegalMoves);
    }
    return {};
}

namespace {

// A flag fall and 6.9's (or 14E's) ruling on it.
std::string flagFallWords(const AuditEvent& e, RuleSet rules) {
    const std::string flagged = sideName(e.side), opponent = sideName(~e.side);
    const std::string rule = rules == RuleSet::Uscf
                                 ? "USCF " + std::string(article_no::UscfFlagFall)
                                 : "FIDE " + std::string(article_no::FlagFall);
    std::string words = flagged + "'s flag fell: ";
    if (e.ruling == "unknown")
        return words + "whether " + opponent +
               " could still checkmate was not decided; the arbiter rules (" + rule + ")";
    if (e.ruling == "1/2-1/2") return words + "a draw (" + rule + ")";
    return words + opponent + " wins (" + rule + ")";
}

// An illegal move that stood, what it broke and what the article says. A second one in
// standard play is said as 7.5.5 rules it, had the arbiter seen it (a tester: "it stood; the
// game went on (FIDE 7.5.5); ... the game is lost" contradicted itself); a third or later one
// as what it is: the second had already lost the game, had the arbiter seen it (a tester: a
// third was called the second).
std::string illegalMoveWords(const AuditEvent& e, const std::string& move) {
    std::string words = "Illegal move " + move + ": " + e.why + ". It stood; the game went on " +
                        "from the position as played";
    if (e.article != article_no::IllegalMovePenalty) return words + " (FIDE " + e.article + ")";
    const std::string rule = " (FIDE " + std::string(article_no::IllegalMovePenalty) + ")";
    if (e.nth > 2) {
        static constexpr const char* ordinals[] = {"third", "fourth", "fifth"};
        const std::string nth = e.nth <= 5 ? ordinals[e.nth - 3] : std::to_string(e.nth) + "th";
        return words + ". It was " + sideName(e.side) + "'s " + nth +
               " illegal move: had the arbiter seen the second, the game was decided there" + rule;
    }
    words += ". It was " + std::string(sideName(e.side)) + "'s second illegal move";
    if (e.ruling == "1/2-1/2")
        return words + ": had the arbiter seen it, a draw, as the opponent cannot checkmate" + rule;
    if (e.ruling == "unknown")
        return words + ": had the arbiter seen it, a loss unless the opponent cannot checkmate" +
               rule;
    return words + ": had the arbiter seen it, the game was lost there (" + e.ruling + ")" + rule;
}

}  // namespace

std::string noteWords(const AuditEvent& e, Color toMove, const std::string& move, RuleSet rules) {
    if (e.kind == AuditEventKind::FlagFall) return flagFallWords(e, rules);
    if (e.kind == AuditEventKind::IllegalMove) return illegalMoveWords(e, move);
    return noteWords(e.kind, toMove, move, e.occurrences);
}

// The position's fullmove number and side before the mainline's ply (1-based) is played.
std::string numbered(const Position& start, int ply, std::string_view san) {
    const int half = ply - 1 + (start.sideToMove() == Black ? 1 : 0);
    std::string out = std::to_string(start.fullmoveNumber() + half / 2);
    out += half % 2 == 0 ? ". " : "...";
    out += san;
    return out;
}

}  // namespace remis::cli
