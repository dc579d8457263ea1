// The ids of the school's choices, steps and misconceptions (lesson files' Answer tags, the
// CLI's JSON), and reading an Answer key back into a response.
#include <algorithm>
#include <array>
#include <sstream>
#include <utility>

#include "core/board/notation.h"
#include "core/rules/vocabulary.h"
#include "core/school/schoolanswer.h"

namespace remis::school {

namespace {

constexpr std::array<std::string_view, 35> ChoiceIds{"none",
                                                     "threefold",
                                                     "fifty",
                                                     "over",
                                                     "same",
                                                     "side-to-move",
                                                     "pieces",
                                                     "castling-rights",
                                                     "en-passant",
                                                     "1-0",
                                                     "0-1",
                                                     "1/2-1/2",
                                                     "correct",
                                                     "two-minutes",
                                                     "one-minute",
                                                     "no-time",
                                                     "any-move",
                                                     "white",
                                                     "black",
                                                     "nobody",
                                                     "threefold-move",
                                                     "fifty-move",
                                                     "both-can-mate",
                                                     "only-white-can-mate",
                                                     "only-black-can-mate",
                                                     "neither-can-mate",
                                                     "goes-on",
                                                     "checkmate",
                                                     "stalemate",
                                                     "dead-position",
                                                     "fivefold",
                                                     "seventy-five",
                                                     article_no::IllegalMoveReinstated,
                                                     article_no::IllegalMovePenalty,
                                                     article_no::RapidIllegalMove};

constexpr std::array<std::string_view, 4> StepIds{"write-move", "play-move", "press-clock",
                                                  "claim"};

constexpr std::array<std::string_view, 57> MisconceptionIds{"none",
                                                            "counted-moves-not-positions",
                                                            "too-few-occurrences",
                                                            "look-alike-castling",
                                                            "look-alike-en-passant",
                                                            "counted-plies-as-moves",
                                                            "fifty-not-reached",
                                                            "missed-fifty",
                                                            "already-over",
                                                            "not-over",
                                                            "en-passant-not-legal",
                                                            "legal-en-passant-counts",
                                                            "rights-lost-on-return",
                                                            "temporary-inability",
                                                            "side-to-move-counts",
                                                            "pieces-differ",
                                                            "helpmate-counts",
                                                            "opponent-cannot-mate",
                                                            "uscf-insufficient",
                                                            "flagged-side-cannot-win",
                                                            "zeroing-move-counts",
                                                            "move-does-not-repeat",
                                                            "missed-claim-move",
                                                            "counted-one-players-moves",
                                                            "counted-to-fifty",
                                                            "played-before-claiming",
                                                            "pressed-clock",
                                                            "write-first",
                                                            "written-move-missing",
                                                            "nothing-to-write",
                                                            "claim-is-correct",
                                                            "claim-is-incorrect",
                                                            "written-move-must-be-played",
                                                            "penalty-by-time-control",
                                                            "own-offer-cannot-be-accepted",
                                                            "claim-is-an-offer",
                                                            "both-must-have-moved",
                                                            "no-offer-stands",
                                                            "missed-written-claim",
                                                            "not-yet-on-the-board",
                                                            "same-pieces",
                                                            "same-side-to-move",
                                                            "offer-stands",
                                                            "miscounted-half-moves",
                                                            "claim-not-made",
                                                            "resigner-cannot-win",
                                                            "resignation-no-mate-draws",
                                                            "resignation-helpmate-loses",
                                                            "helpmate-means-can-mate",
                                                            "no-mate-at-all",
                                                            "ended-by-itself",
                                                            "checkmate-first",
                                                            "no-such-ending",
                                                            "first-illegal-move",
                                                            "second-illegal-move",
                                                            "rapid-blitz-appendix",
                                                            "standard-play-article"};
static_assert(MisconceptionIds.size() == size_t(Misconception::StandardPlayArticle) + 1);
static_assert(ChoiceIds.size() == size_t(Choice::IllegalRapidBlitz) + 1);

std::vector<std::string> words(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

}  // namespace

std::string_view choiceId(Choice c) {
    return ChoiceIds[size_t(c)];
}
std::string_view stepId(Step s) {
    return StepIds[size_t(s)];
}
std::string_view misconceptionId(Misconception m) {
    return MisconceptionIds[size_t(m)];
}

std::string responseKey(const Item& item, const Response& r) {
    std::string key;
    auto add = [&key](std::string_view word) {
        if (!key.empty()) key += ' ';
        key += word;
    };
    switch (item.kind) {
        case QuestionKind::Watch:
            return {};
        case QuestionKind::ClaimMoves: {
            if (r.moves.empty()) return "none";
            const Position pos = item.position();
            for (Move m : r.moves) add(toSan(pos, m));
            return key;
        }
        case QuestionKind::MovesUntilClaim:
            return std::to_string(r.number);
        case QuestionKind::Procedure:
            for (Step s : r.steps) add(stepId(s));
            return key;
        default:
            return r.choices.empty() ? std::string() : std::string(choiceId(r.choices.front()));
    }
}

std::optional<Response> responseFromKey(const Item& item, const Answer& answer,
                                        std::string_view key) {
    Response r;
    switch (item.kind) {
        case QuestionKind::Watch:
            return r;
        case QuestionKind::ClaimMoves: {
            if (key == "none") return r;
            const Position pos = item.position();
            for (const std::string& san : words(key)) {
                auto m = parseSan(pos, san);
                if (!m) return std::nullopt;
                r.moves.push_back(*m);
            }
            return r;
        }
        case QuestionKind::MovesUntilClaim: {
            const std::string text(key);
            char* end = nullptr;
            const long n = std::strtol(text.c_str(), &end, 10);
            if (text.empty() || *end != '\0' || n < 0) return std::nullopt;
            r.number = int(n);
            return r;
        }
        case QuestionKind::Procedure:
            for (const std::string& w : words(key)) {
                auto it = std::find(StepIds.begin(), StepIds.end(), w);
                if (it == StepIds.end()) return std::nullopt;
                r.steps.push_back(Step(it - StepIds.begin()));
            }
            return r;
        default:
            for (Choice c : answer.offered)
                if (choiceId(c) == key) return Response{{c}, {}, -1, {}};
            return std::nullopt;
    }
}

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
