// SPDX-License-Identifier: GPL-3.0-or-later
// The English line of a result reason (resultreason.h), as `remis-cli audit` writes it.
#include "core/audit/resultreason.h"

#include "core/rules/vocabulary.h"

namespace remis {

namespace {

std::string colorName(Color c) {
    return c == White ? "White" : "Black";
}

// A side's men: "bare king", or "K+N", "K+B+P+P".
std::string menWords(const std::vector<PieceType>& men) {
    if (men.empty()) return "bare king";
    std::string words = "K";
    for (PieceType t : men) {
        words += '+';
        words += "PNBRQK"[t];
    }
    return words;
}

std::string label(const ReasonPly& p) {
    return plyLabel(p.moveNumber, p.mover, p.san);
}

// "ply 57 (29.Qh7#)": where a reason's ruling holds.
std::string plyWords(const ReasonPly& p) {
    std::string words = "ply " + std::to_string(p.ply);
    if (p.ply > 0 && !p.san.empty()) words += " (" + label(p) + ")";
    return words;
}

// Neither a resignation (5.1.2) nor a flag fall (6.9) loses against a side that cannot
// checkmate, nor a second illegal move in standard play (7.5.5).
std::string cannotCheckmate(const ResultReason& r) {
    std::string articles =
        std::string(article_no::Resignation) + " and " + std::string(article_no::FlagFall);
    std::string ways = "neither a resignation nor a flag fall loses";
    if (r.ways == LossWays::IllegalMoveTermination) {
        articles = std::string(article_no::IllegalMovePenalty);
        ways =
            "a loss for an illegal move (the recorded Termination) is a draw against such a "
            "side";
    } else if (r.ways == LossWays::WithSecondIllegalMove) {
        articles = std::string(article_no::Resignation) + ", " + std::string(article_no::FlagFall) +
                   " and " + std::string(article_no::IllegalMovePenalty);
        ways = "neither a resignation, a flag fall nor " + colorName(~r.side) +
               "'s second illegal move " + label(r.penalty) + " loses";
    }
    return "ruled 1/2-1/2: " + articles + ", " + colorName(r.side) + " (" + menWords(r.men) +
           ") cannot checkmate by any series of legal moves at the end, " + plyWords(r.at) + ": " +
           ways;
}

std::string endingWords(const ResultReason& r) {
    switch (r.ending) {
        case Termination::Checkmate:
            return colorName(r.side) + " checkmated at ";
        case Termination::Stalemate:
            return "stalemate at ";
        case Termination::DeadPosition:
            return "a dead position arose at ";
        case Termination::SeventyFiveMoves:
            return "75 moves by each side without a capture or a pawn move at ";
        case Termination::FivefoldRepetition:
            return "the same position for the fifth time at ";
        case Termination::ThreefoldRepetition:
            return "the same position for the third time (casual rules) at ";
        default:
            return "50 moves by each side without a capture or a pawn move (casual rules) at ";
    }
}

// A flag that fell before the ending on the board while play went on (6.8).
std::string automaticEnding(const ResultReason& r) {
    std::string text = "ruled " + std::string(resultToken(r.ruled)) + ": " +
                       std::string(r.article) + ", " + endingWords(r) + plyWords(r.at);
    if (r.flagPassedOver)
        text += "; " + colorName(r.flagSide) + "'s flag had fallen at " + plyWords(r.flagAt) +
                ", but play went on (6.8: a flag counts once seen or claimed)";
    return text;
}

// 6.9 asks whether the opponent can checkmate at all; USCF 14E about material only.
std::string flagFall(const ResultReason& r) {
    const bool wins = r.ruled != GameResult::Draw;
    const char* why =
        r.uscf ? (wins ? "has enough material to win on time"
                       : "has insufficient material to win on time")
               : (wins ? "can checkmate by some series of legal moves" : "cannot checkmate");
    return "ruled " + std::string(resultToken(r.ruled)) + ": " +
           std::string(r.uscf ? article_no::UscfFlagFall : article_no::FlagFall) + ", " +
           colorName(r.side) + "'s flag fell and " + colorName(~r.side) + " (" + menWords(r.men) +
           ") " + why + ", at " + plyWords(r.at);
}

}  // namespace

std::string resultReasonText(const ResultReason& reason) {
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

}  // namespace remis
