// PgnTreeBuilder may read a variation after text that follows it (a variation at the first
// move of another, read after that one's ')' where the writer puts it): the errors it finds
// there are then put back in the order of the text, as reading it in place gives them.
#pragma once

#include <cstdint>
#include <vector>

#include "core/pgn/treebuilder.h"

namespace remis {

// `order`: each error's place in the reading order of the text (ties keep their order). The
// indices of PgnGameRead::stoppedAtError and variationStops follow their errors, and the
// stops are listed in the order of their errors.
void putErrorsInReadingOrder(PgnGameRead& read, const std::vector<std::uint64_t>& order);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
