// The contract's identifiers for core enums (docs/cli.md): machine-readable, never translated.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

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
// A help text with its article numbers filled in: %1 is the first of `articles`, %2 the
// second..., so that the numbers come from core/rules/vocabulary.h ("[%clk]" stays as it is).
std::string withArticles(std::string_view text, std::initializer_list<std::string_view> articles);

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
