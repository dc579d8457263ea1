#include "core/pgn/readeffect.h"

namespace remis {

PgnReadEffect pgnReadEffect(const PgnError& problem) noexcept {
    // An error lost some input (reader.h); only warnings can be repairs.
    if (problem.severity == PgnError::Severity::Error) return PgnReadEffect::Unread;
    switch (problem.error.code) {
        case ErrorCode::PgnTagRepaired:
        case ErrorCode::PgnTagKeptAsComment:
        case ErrorCode::PgnFullmoveZero:
        case ErrorCode::PgnCastlingDropped:
        case ErrorCode::PgnNoResult:
            return PgnReadEffect::Repaired;
        default:
            // A NAG above 255 or an unknown annotation is skipped: not written again.
            return PgnReadEffect::Unread;
    }
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
