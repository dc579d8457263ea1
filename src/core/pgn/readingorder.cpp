#include "core/pgn/readingorder.h"

#include <algorithm>
#include <numeric>

namespace remis {

void putErrorsInReadingOrder(PgnGameRead& read, const std::vector<std::uint64_t>& order) {
    std::vector<std::size_t> byOrder(read.errors.size());
    std::iota(byOrder.begin(), byOrder.end(), std::size_t(0));
    std::stable_sort(byOrder.begin(), byOrder.end(),
                     [&order](std::size_t a, std::size_t b) { return order[a] < order[b]; });
    std::vector<std::size_t> newIndex(byOrder.size());
    std::vector<PgnError> errors;
    errors.reserve(byOrder.size());
    for (std::size_t i = 0; i < byOrder.size(); ++i) {
        newIndex[byOrder[i]] = i;
        errors.push_back(std::move(read.errors[byOrder[i]]));
    }
    read.errors = std::move(errors);
    if (read.stoppedAt != NoNode) read.stoppedAtError = newIndex[read.stoppedAtError];
    std::vector<PgnVariationStop>& stops = read.variationStops;
    for (PgnVariationStop& stop : stops) stop.error = newIndex[stop.error];
    std::stable_sort(
        stops.begin(), stops.end(),
        [](const PgnVariationStop& a, const PgnVariationStop& b) { return a.error < b.error; });
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
