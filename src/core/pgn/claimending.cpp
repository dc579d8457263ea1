#include "core/pgn/claimending.h"

#include "core/rules/vocabulary.h"

namespace remis {

namespace {

constexpr std::string_view ThreefoldWords = "threefold repetition";
constexpr std::string_view FiftyWords = "fifty-move rule";
constexpr std::string_view ClaimedBy = " claimed by ";
constexpr std::string_view WithMove = " with the written move ";

std::string_view colorWord(Color c) {
    return c == White ? "White" : "Black";
}

std::string writtenMove(const ClaimVerdict& v) {
    return plyLabel(v.intendedMoveNumber, v.claimant, v.intendedSan);
}

std::string reference(const ClaimVerdict& v) {
    return "(FIDE " + std::string(claimArticle(v.rule, v.byWrittenMove)) + ")";
}

}  // namespace

std::string claimEndingTag(const ClaimVerdict& v) {
    std::string text(v.rule == Termination::FiftyMoves ? FiftyWords : ThreefoldWords);
    text += std::string(ClaimedBy) + std::string(colorWord(v.claimant));
    if (v.intended) text += std::string(WithMove) + writtenMove(v);
    return text + " " + reference(v);
}

std::string claimEndingComment(const ClaimVerdict& v) {
    std::string text = "Draw claimed by " + std::string(colorWord(v.claimant)) + ": ";
    const bool fifty = v.rule == Termination::FiftyMoves;
    if (v.byWrittenMove)
        text += writtenMove(v) + (fifty ? " would complete 50 moves by each player without a "
                                          "capture or a pawn move"
                                        : " would repeat the position a third time");
    else
        text += fifty ? "50 moves by each player without a capture or a pawn move"
                      : "the position on the board occurs for the third time";
    return text + " " + reference(v) + ".";
}

std::optional<RecordedClaim> parseClaimEndingTag(std::string_view tag) {
    RecordedClaim claim;
    if (tag.substr(0, ThreefoldWords.size()) == ThreefoldWords)
        claim.kind = ClaimKind::Threefold, tag.remove_prefix(ThreefoldWords.size());
    else if (tag.substr(0, FiftyWords.size()) == FiftyWords)
        claim.kind = ClaimKind::FiftyMoves, tag.remove_prefix(FiftyWords.size());
    else
        return std::nullopt;
    if (tag.substr(0, ClaimedBy.size()) != ClaimedBy) return std::nullopt;
    const size_t with = tag.find(WithMove);
    if (with == std::string_view::npos) return claim;
    std::string_view move = tag.substr(with + WithMove.size());
    move = move.substr(0, move.find(' '));
    const size_t dot = move.find_last_of('.');
    if (dot == std::string_view::npos || dot + 1 >= move.size()) return std::nullopt;
    claim.writtenSan = std::string(move.substr(dot + 1));
    return claim;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
