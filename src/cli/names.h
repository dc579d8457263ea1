// The contract's identifiers for core enums (docs/cli.md): machine-readable, never translated.
#pragma once

#include <optional>
#include <string>

#include "core/analysis/mateability.h"
#include "core/rules/outcome.h"
#include "core/rules/vocabulary.h"

namespace remis::cli {

// Termination and result ids come from the core's vocabulary (one home for them).
inline std::string resultId(GameResult r) {
    return std::string(resultToken(r));
}
const char* mateabilityId(Mateability m);                       // "yes", "no", "unknown"
RuleSet ruleSetOption(const std::optional<std::string>& text);  // BadInput if unknown

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
