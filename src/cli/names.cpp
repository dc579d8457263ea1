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

std::string withArticles(std::string_view text, std::initializer_list<std::string_view> articles) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        size_t digits = 0, n = 0;
        while (text[i] == '%' && digits < 2 && i + 1 + digits < text.size() &&
               text[i + 1 + digits] >= '0' && text[i + 1 + digits] <= '9')
            n = n * 10 + size_t(text[i + 1 + digits++] - '0');
        if (n >= 1 && n <= articles.size()) {
            out += articles.begin()[n - 1];
            i += digits;
        } else {
            out += text[i];
        }
    }
    return out;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
