// The contract's identifiers for core enums (cli.md): machine-readable, never translated.
#pragma once

#include <optional>
#include <string>

#include "core/analysis/mateability.h"
#include "core/rules/outcome.h"

namespace remis::cli {

std::string resultId(GameResult r);        // "1-0", "0-1", "1/2-1/2", "*"
const char* mateabilityId(Mateability m);  // "yes", "no", "unknown"
std::optional<RuleSet> parseRuleSet(const std::string& text);
RuleSet ruleSetOption(const std::optional<std::string>& text);  // BadInput if unknown

}  // namespace remis::cli
