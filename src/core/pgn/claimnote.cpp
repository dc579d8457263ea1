#include "core/pgn/claimnote.h"

#include "core/rules/vocabulary.h"

namespace remis {

namespace {

constexpr int64_t Second = 1000;
constexpr int64_t Minute = 60 * Second;
constexpr std::string_view By = " by ";
constexpr std::string_view AddedTo = " added to ";
constexpr std::string_view OwnClock = "'s clock";

const std::string& claimWords() {
    static const std::string words =
        "incorrect draw claim (FIDE " + std::string(article_no::IncorrectClaim) + ")";
    return words;
}

std::string_view colorWord(Color c) {
    return c == White ? "White" : "Black";
}

// "2 minutes", "1 minute", "30 seconds": the 9.5.3 penalty is whole minutes.
std::string duration(int64_t ms) {
    const bool minutes = ms % Minute == 0;
    const int64_t count = minutes ? ms / Minute : ms / Second;
    std::string text = std::to_string(count) + (minutes ? " minute" : " second");
    return count == 1 ? text : text + "s";
}

// Removes a leading "White" or "Black" from `text`.
std::optional<Color> takeColor(std::string_view& text) {
    for (const Color c : {White, Black}) {
        if (text.starts_with(colorWord(c))) {
            text.remove_prefix(colorWord(c).size());
            return c;
        }
    }
    return std::nullopt;
}

// ": 2 minutes added to Black's clock" -> 120000, when the colour is `to`; 0 otherwise.
int64_t readAdded(std::string_view text, Color to) {
    if (!text.starts_with(": ")) return 0;
    text.remove_prefix(2);
    int64_t count = 0;
    std::size_t i = 0;
    for (; i < text.size() && i < 6 && text[i] >= '0' && text[i] <= '9'; ++i)
        count = count * 10 + (text[i] - '0');
    if (i == 0) return 0;
    text.remove_prefix(i);
    int64_t unit = 0;
    for (const auto& [word, ms] : {std::pair{std::string_view(" minute"), Minute},
                                   std::pair{std::string_view(" second"), Second}}) {
        if (text.starts_with(word)) {
            text.remove_prefix(word.size());
            unit = ms;
        }
    }
    if (unit == 0) return 0;
    if (text.starts_with("s")) text.remove_prefix(1);
    if (!text.starts_with(AddedTo)) return 0;
    text.remove_prefix(AddedTo.size());
    const auto owner = takeColor(text);
    return owner == to && text.starts_with(OwnClock) ? count * unit : 0;
}

}  // namespace

std::string claimNote(Color claimant, int64_t addedMs) {
    std::string note = claimWords() + std::string(By) + std::string(colorWord(claimant));
    if (addedMs > 0)
        note += ": " + duration(addedMs) + std::string(AddedTo) +
                std::string(colorWord(~claimant)) + std::string(OwnClock);
    return note;
}

std::optional<ClaimNote> parseClaimNote(std::string_view comment) {
    const std::size_t at = comment.find(claimWords());
    if (at == std::string_view::npos) return std::nullopt;
    std::string_view rest = comment.substr(at + claimWords().size());
    ClaimNote note;
    if (!rest.starts_with(By)) return note;
    rest.remove_prefix(By.size());
    note.claimant = takeColor(rest);
    if (note.claimant) note.addedMs = readAdded(rest, ~*note.claimant);
    return note;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
