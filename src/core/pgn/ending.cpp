#include "core/pgn/ending.h"

#include <cctype>

#include "core/rules/vocabulary.h"

namespace remis {
namespace {

struct EndingWords {
    Termination termination;
    std::string_view tag;      // the Ending tag's phrase
    std::string_view article;  // FIDE Laws of Chess
    std::string_view comment;  // the closing comment's first sentence
};

// A claim is recorded under its rule (9.2, 9.3): claimending.h adds the exact article.
constexpr EndingWords kEndings[] = {
    {Termination::Checkmate, "checkmate", article_no::Checkmate, "Checkmate"},
    {Termination::Stalemate, "stalemate", article_no::Stalemate, "Stalemate"},
    {Termination::DeadPosition, "dead position", article_no::DeadPosition, "Dead position"},
    {Termination::SeventyFiveMoves, "75-move rule", article_no::SeventyFive,
     "75 moves without a capture or pawn move"},
    {Termination::FivefoldRepetition, "fivefold repetition", article_no::Fivefold,
     "Fivefold repetition"},
    {Termination::ThreefoldRepetition, "threefold repetition claimed", article_no::Threefold,
     "Draw claimed by threefold repetition"},
    {Termination::FiftyMoves, "fifty-move rule claimed", article_no::Fifty,
     "Draw claimed by the fifty-move rule"},
    {Termination::Agreement, "draw agreed", article_no::Agreement, "Draw agreed"},
    {Termination::Resignation, "resignation", article_no::Resignation, "Resignation"},
    {Termination::Timeout, "time forfeit", article_no::FlagFall, "Flag fall"},
    {Termination::IllegalMove, "second illegal move", article_no::IllegalMovePenalty,
     "Second illegal move"},
};

constexpr std::string_view kStandard[] = {"normal",       "time forfeit",     "abandoned",
                                          "adjudication", "rules infraction", "unterminated"};

std::string lowered(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    while (!out.empty() && out.back() == ' ') out.pop_back();
    while (!out.empty() && out.front() == ' ') out.erase(out.begin());
    return out;
}

const EndingWords* wordsFor(Termination t) {
    for (const EndingWords& e : kEndings) {
        if (e.termination == t) return &e;
    }
    return nullptr;
}

std::string_view resultSentence(GameResult r) {
    switch (r) {
        case GameResult::WhiteWins:
            return "White wins.";
        case GameResult::BlackWins:
            return "Black wins.";
        case GameResult::Draw:
            return "Draw.";
        case GameResult::Ongoing:
            break;
    }
    return "";
}

}  // namespace

std::string_view pgnTerminationValue(PgnTermination t) {
    return kStandard[static_cast<int>(t)];
}

std::optional<PgnTermination> parsePgnTermination(std::string_view value) {
    const std::string v = lowered(value);
    for (int i = 0; i < 6; ++i) {
        if (v == kStandard[i]) return PgnTermination(i);
    }
    return std::nullopt;
}

PgnTermination pgnTerminationFor(Termination t) {
    switch (t) {
        case Termination::None:
            return PgnTermination::Unterminated;
        case Termination::Timeout:
            return PgnTermination::TimeForfeit;
        case Termination::IllegalMove:  // the arbiter declares the game lost (7.5.5)
            return PgnTermination::RulesInfraction;
        default:
            return PgnTermination::Normal;
    }
}

std::string endingTagValue(Termination t) {
    return endingTagValue(Outcome{t, GameResult::Ongoing});
}

// A resignation names the side that resigned: a draw by 5.1.2 gives it no other way.
std::string endingTagValue(const Outcome& o) {
    const EndingWords* w = wordsFor(o.termination);
    if (!w) return {};
    std::string out(w->tag);
    if (o.termination == Termination::Resignation && o.resigned)
        out += *o.resigned == White ? " by White" : " by Black";
    out += " (FIDE ";
    out += w->article;
    out += ')';
    return out;
}

std::optional<Termination> terminationFromEndingTag(std::string_view value) {
    const std::string v = lowered(value);
    for (const EndingWords& e : kEndings) {
        if (v.starts_with(e.tag)) return e.termination;
    }
    return std::nullopt;
}

std::optional<Color> resignedSideFromEndingTag(std::string_view value) {
    const std::string v = lowered(value);
    if (!v.starts_with("resignation")) return std::nullopt;
    if (v.starts_with("resignation by white")) return White;
    if (v.starts_with("resignation by black")) return Black;
    return std::nullopt;
}

// "Resignation by White (FIDE 5.1.2). Black wins."; a comment that already says "Draw"
// ("Draw agreed (FIDE 5.2.3).") does not say it again.
std::string endingComment(const Outcome& o, std::optional<Color> about) {
    const EndingWords* w = wordsFor(o.termination);
    if (!w) return {};
    std::string out(w->comment);
    if (o.termination == Termination::Resignation && o.resigned) about = o.resigned;
    const bool namesSide = o.termination == Termination::Resignation ||
                           o.termination == Termination::Timeout ||
                           o.termination == Termination::IllegalMove;
    if (namesSide && about) out += *about == White ? " by White" : " by Black";
    out += " (FIDE ";
    out += w->article;
    out += ")";
    // 5.1.2, 6.9, 7.5.5: the loss of a side whose opponent cannot checkmate is a draw.
    if (namesSide && about && o.result == GameResult::Draw)
        out += *about == White ? ", but Black cannot checkmate" : ", but White cannot checkmate";
    out += '.';
    if (o.result == GameResult::Draw && out.starts_with("Draw")) return out;
    out += ' ';
    out += resultSentence(o.result);
    return out;
}

namespace {

// Why a recorded win is a draw against `side`: "White cannot checkmate by any series of legal
// moves, and <what> against such a side (FIDE <articles>)."
std::string cannotMateComment(Color side, std::string_view what, const std::string& articles) {
    std::string out = side == White ? "White" : "Black";
    out += " cannot checkmate by any series of legal moves, and ";
    out += what;
    out += " against such a side (FIDE " + articles + ").";
    return out;
}

}  // namespace

std::string correctedResultComment(GameResult recorded, const Outcome& ruled,
                                   std::optional<Color> cannotMate) {
    std::string out = "Result corrected from ";
    out += resultToken(recorded);
    out += " to ";
    out += resultToken(ruled.result);
    out += ", the arbiter's ruling: ";
    if (ruled.termination == Termination::IllegalMove && cannotMate)  // recorded so (TCEC)
        return out + cannotMateComment(*cannotMate,
                                       "a loss for an illegal move (the recorded Termination) is "
                                       "a draw",
                                       std::string(article_no::IllegalMovePenalty));
    const std::string ending = endingTagValue(ruled);
    if (ending.empty() && cannotMate)  // a win recorded without a reason (5.1.2, 6.9)
        return out + cannotMateComment(*cannotMate, "neither a resignation nor a flag fall loses",
                                       std::string(article_no::Resignation) + ", " +
                                           std::string(article_no::FlagFall));
    out += ending;
    if (cannotMate) {
        out += *cannotMate == White ? ", but White" : ", but Black";
        out += " cannot checkmate by any series of legal moves";
    }
    out += '.';
    return out;
}

std::optional<GameResult> gameResultFromTag(std::string_view tag) {
    return resultFromToken(tag);  // the one home of result tokens
}

RecordedEnding recordedEnding(std::string_view resultTag, std::string_view terminationTag,
                              std::string_view endingTag) {
    RecordedEnding r;
    r.result = gameResultFromTag(resultTag).value_or(GameResult::Ongoing);
    r.standard = parsePgnTermination(terminationTag);
    r.resigned = resignedSideFromEndingTag(endingTag);
    if (const auto exact = terminationFromEndingTag(endingTag))
        r.reason = *exact;
    else if (r.standard == PgnTermination::TimeForfeit)
        r.reason = Termination::Timeout;  // the file states it; "normal" says no more than that
    else if (const auto older = terminationFromEndingTag(terminationTag))
        r.reason = *older;  // Remis's exact phrase, written in Termination before the Ending tag
    return r;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
