#include "cli/names.h"

#include "cli/args.h"
#include "core/pgn/gamepgn.h"

namespace remis::cli {

std::string resultId(GameResult r) {
    return resultTag(r);
}  // the PGN spelling: "1-0", ...

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

std::optional<RuleSet> parseRuleSet(const std::string& text) {
    if (text == "fide") return RuleSet::Fide;
    if (text == "uscf") return RuleSet::Uscf;
    if (text == "casual") return RuleSet::Casual;
    return std::nullopt;
}

RuleSet ruleSetOption(const std::optional<std::string>& text) {
    if (!text) return RuleSet::Fide;
    auto r = parseRuleSet(*text);
    if (!r) throw BadInput{"--rules must be fide, uscf or casual, not \"" + *text + "\""};
    return *r;
}

}  // namespace remis::cli
