#include "cli/args.h"

#include <algorithm>
#include <charconv>

namespace remis::cli {

Args::Args(const std::vector<std::string>& argv, const std::vector<std::string>& valueOptions,
           const std::vector<std::string>& flagOptions) {
    auto has = [](const std::vector<std::string>& v, const std::string& s) {
        return std::find(v.begin(), v.end(), s) != v.end();
    };
    for (size_t i = 0; i < argv.size(); ++i) {
        std::string a = argv[i];
        std::string inlineValue;
        bool hasInline = false;
        if (a.rfind("--", 0) == 0 && a.find('=') != std::string::npos) {
            inlineValue = a.substr(a.find('=') + 1);
            a = a.substr(0, a.find('='));
            hasInline = true;
        }
        if (has(valueOptions, a)) {
            if (hasInline)
                m_values[a] = inlineValue;
            else if (i + 1 < argv.size())
                m_values[a] = argv[++i];
            else
                throw BadInput{"option " + a + " needs a value"};
        } else if (has(flagOptions, a) && !hasInline) {
            m_flags[a] = true;
        } else if (a.size() > 1 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9')) {
            throw BadInput{"unknown option " + a};
        } else {
            m_positional.push_back(argv[i]);
        }
    }
}

std::optional<std::string> Args::value(const std::string& name) const {
    auto it = m_values.find(name);
    if (it == m_values.end()) return std::nullopt;
    return it->second;
}

int parseInt(const std::string& text, const std::string& what, int min, int max) {
    int value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size() || value < min || value > max)
        throw BadInput{what + " must be a whole number from " + std::to_string(min) + " to " +
                       std::to_string(max) + ", not \"" + text + "\""};
    return value;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
