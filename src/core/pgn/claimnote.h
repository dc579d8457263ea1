// The note of an incorrect draw claim in a game's record (9.5.3), written and read back:
//   { incorrect draw claim (FIDE 9.5.3) by White: 2 minutes added to Black's clock }
// It follows the claimant's move when the claim came with a written move (the move is then
// played), else the move after which the claim was made (the game's first comment when no
// move had been made). Reading it back gives the opponent's clock the time added, so that a
// saved and reopened game keeps it. Records written before the claimant and the time were
// named say only "incorrect draw claim (FIDE 9.5.3)" after the claimant's move: read as a
// claim, with no time known.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/base/types.h"

namespace remis {

struct ClaimNote {
    std::optional<Color> claimant;  // nullopt: the older note, which names nobody
    int64_t addedMs = 0;            // to the claimant's opponent's clock (0: none, or unknown)
};

// `addedMs` 0 (an untimed game, or a clock not yet started): the time part is left out.
std::string claimNote(Color claimant, int64_t addedMs);
// The note in a comment's text, if the comment holds one.
std::optional<ClaimNote> parseClaimNote(std::string_view comment);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
