// How an ending is recorded in PGN (docs/pgn.md, "Recording an ending"): the Termination tag holds
// only the PGN standard's values; the exact ruling goes in Remis's own Ending tag (and a
// closing comment); reading restores the exact ending from the Ending tag, and without it a
// result is only "as recorded, no reason given". The one home of these words in the core.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/rules/outcome.h"

namespace remis {

// The Termination tag's standard values (PGN standard 9.8.1).
enum class PgnTermination : uint8_t {
    Normal,  // a decision on the board: mate, a draw agreed or claimed, resignation...
    TimeForfeit,
    Abandoned,
    Adjudication,
    RulesInfraction,
    Unterminated,
};

[[nodiscard]] std::string_view pgnTerminationValue(PgnTermination t);  // "time forfeit"
[[nodiscard]] std::optional<PgnTermination> parsePgnTermination(std::string_view value);
[[nodiscard]] PgnTermination pgnTerminationFor(Termination t);  // Timeout -> TimeForfeit

// The Ending tag: "checkmate (FIDE 5.1.1)", "threefold repetition claimed (FIDE 9.2)"...;
// empty for Termination::None. Reading accepts anything that starts with one of these
// phrases (details may follow, e.g. who claimed and with which written move).
[[nodiscard]] std::string endingTagValue(Termination t);
// As above, with the side that resigned: "resignation by White (FIDE 5.1.2)".
[[nodiscard]] std::string endingTagValue(const Outcome& o);
[[nodiscard]] std::optional<Termination> terminationFromEndingTag(std::string_view value);
// The side named in "resignation by White (FIDE 5.1.2)", if any.
[[nodiscard]] std::optional<Color> resignedSideFromEndingTag(std::string_view value);
// The closing comment: "Checkmate (FIDE 5.1.1). Black wins." (English: it goes in the file).
// `about`: the side a flag fall or a second illegal move is about (whose flag fell, who moved
// illegally), named in the comment with why a draw is a draw (pgn.md: the exact ruling).
[[nodiscard]] std::string endingComment(const Outcome& o,
                                        std::optional<Color> about = std::nullopt);

// The closing comment of a recorded result the user corrected to the arbiter's ruling
// (docs/pgn.md): "Result corrected from 0-1 to 1/2-1/2, the arbiter's ruling: time forfeit
// (FIDE 6.9), but Black cannot checkmate by any series of legal moves." `cannotMate`: the
// side whose inability to mate made the draw (a flag fall, a resignation), if that is why.
[[nodiscard]] std::string correctedResultComment(GameResult recorded, const Outcome& ruled,
                                                 std::optional<Color> cannotMate);

// What a file records about its end. reason is Termination::None when the file gives no
// reason: show "White won (recorded result; no reason given)", never a guessed one.
struct RecordedEnding {
    GameResult result = GameResult::Ongoing;  // from the Result tag ("*": Ongoing)
    Termination reason = Termination::None;   // from the Ending tag, or "time forfeit"
    std::optional<PgnTermination> standard;   // the Termination tag, if it is a standard value
    std::optional<Color> resigned;            // "resignation by White" (5.1.2)
    bool reasonGiven() const { return reason != Termination::None; }
};
[[nodiscard]] RecordedEnding recordedEnding(std::string_view resultTag,
                                            std::string_view terminationTag,
                                            std::string_view endingTag);
[[nodiscard]] std::optional<GameResult> gameResultFromTag(std::string_view tag);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
