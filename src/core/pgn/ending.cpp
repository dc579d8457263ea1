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

constexpr EndingWords kEndings[] = {
    {Termination::Checkmate, "checkmate", "5.1.1", "Checkmate"},
    {Termination::Stalemate, "stalemate", "5.2.1", "Stalemate"},
    {Termination::DeadPosition, "dead position", "5.2.2", "Dead position"},
    {Termination::SeventyFiveMoves, "75-move rule", "9.6.2",
     "75 moves without a capture or pawn move"},
    {Termination::FivefoldRepetition, "fivefold repetition", "9.6.1", "Fivefold repetition"},
    {Termination::ThreefoldRepetition, "threefold repetition claimed", "9.2",
     "Draw claimed by threefold repetition"},
    {Termination::FiftyMoves, "fifty-move rule claimed", "9.3",
     "Draw claimed by the fifty-move rule"},
    {Termination::Agreement, "draw agreed", "9.1.2", "Draw agreed"},
    {Termination::Resignation, "resignation", "5.1.2", "Resignation"},
    {Termination::Timeout, "time forfeit", "6.9", "Flag fall"},
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
        default:
            return PgnTermination::Normal;
    }
}

std::string endingTagValue(Termination t) {
    const EndingWords* w = wordsFor(t);
    if (!w) return {};
    std::string out(w->tag);
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

std::string endingComment(const Outcome& o) {
    const EndingWords* w = wordsFor(o.termination);
    if (!w) return {};
    std::string out(w->comment);
    out += " (FIDE ";
    out += w->article;
    out += "). ";
    out += resultSentence(o.result);
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
    if (const auto exact = terminationFromEndingTag(endingTag))
        r.reason = *exact;
    else if (r.standard == PgnTermination::TimeForfeit)
        r.reason = Termination::Timeout;  // the file states it; "normal" says no more than that
    return r;
}

}  // namespace remis
