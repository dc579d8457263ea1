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
        case ErrorCode::PgnFenTagNotRead:
            return PgnReadEffect::Noted;
        default:
            // A NAG above 255 or an unknown annotation is skipped: not written again.
            return PgnReadEffect::Unread;
    }
}

Error fenTagNotRead(long readLine) {
    return makeError(ErrorCode::PgnFenTagNotRead, {std::to_string(readLine)});
}

PgnError withLinesFrom(PgnError problem, long firstLine) {
    const long shift = firstLine - 1;
    if (problem.line > 0) problem.line += shift;
    if (problem.error.code == ErrorCode::PgnFenTagNotRead && !problem.error.args.empty()) {
        problem.error = fenTagNotRead(std::stol(problem.error.args[0]) + shift);
        problem.message = problem.error.message;
    }
    return problem;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
