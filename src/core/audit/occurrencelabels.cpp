#include "core/audit/occurrencelabels.h"

#include "core/rules/vocabulary.h"

namespace remis {

void OccurrenceLabels::reset(const Position& start) {
    m_start = start;
    m_firstPly = 1;
    m_sans.clear();
}

void OccurrenceLabels::moved(int ply, std::string_view san, bool zeroing) {
    // The position after a capture or pawn move can recur, the ones before it cannot.
    if (zeroing || m_sans.empty()) {
        m_sans.clear();
        m_firstPly = ply;
    }
    m_sans.emplace_back(san);
}

std::vector<std::string> OccurrenceLabels::labels(const std::vector<int>& plies) const {
    std::vector<std::string> out;
    out.reserve(plies.size());
    for (int ply : plies) {
        const int at = ply - m_firstPly;
        if (ply == 0 || at < 0 || at >= int(m_sans.size())) {
            out.emplace_back(ply == 0 ? "" : "ply " + std::to_string(ply));
            continue;
        }
        out.push_back(plyLabel(moveNumberOfPly(m_start, ply), moverOfPly(m_start, ply),
                               m_sans[std::size_t(at)]));
    }
    return out;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
