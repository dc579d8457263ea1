// The exact ruling of a correct draw claim in Remis's own "Ending" tag and in the closing
// comment (docs/pgn.md, "Recording an ending"), and back. The written move of a claim with an
// intended move (9.2.1, 9.3.1) is recorded although it was not played, so that reopening
// the file restores the same ending by judging the same claim again.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/rules/game.h"

namespace remis {

// [Ending "threefold repetition claimed by Black with the written move 4...Ng8 (FIDE 9.2.1)"]
std::string claimEndingTag(const ClaimVerdict& claim);
// { Draw claimed by Black: 4...Ng8 would repeat the position a third time (FIDE 9.2.1). }
std::string claimEndingComment(const ClaimVerdict& claim);

struct RecordedClaim {
    ClaimKind kind = ClaimKind::Threefold;
    std::string writtenSan;  // empty: the claim was made on the board (9.2.2, 9.3.2)
};
// Reads what claimEndingTag wrote; nullopt for any other Ending value.
std::optional<RecordedClaim> parseClaimEndingTag(std::string_view tag);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
