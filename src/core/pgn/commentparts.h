// The free text of each comment after a move, one entry a comment: where PgnGame::commentText
// runs them together, a view shows "{arbiter note} {Result corrected ...}" as two remarks.
#pragma once

#include <string>
#include <vector>

#include "core/pgn/tree.h"

namespace remis {

// Without [%...] commands, empty comments and those kept apart (a draw offer); in order.
[[nodiscard]] std::vector<std::string> commentParts(const PgnGame& game, NodeId id);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
