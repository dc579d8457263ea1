#include "cli/names.h"

#include "cli/args.h"

namespace remis::cli {

const char* mateabilityId(Mateability m) {
    switch (m) {
        case Mateability::Yes:
            return "yes";
        case Mateability::No:
            return "no";
        case Mateability::Unknown:
            return "unknown";
    }
    return "unknown";
}

RuleSet ruleSetOption(const std::optional<std::string>& text) {
    if (!text) return RuleSet::Fide;
    auto r = ruleSetFromId(*text);
    if (!r) throw BadInput{"--rules must be fide, uscf or casual, not \"" + *text + "\""};
    return *r;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
