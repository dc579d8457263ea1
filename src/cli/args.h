// Command-line parsing shared by every remis-cli command, and the contract's error exits.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace remis::cli {

constexpr int ExitOk = 0;
constexpr int ExitInternal = 1;
constexpr int ExitBadInput = 2;

// Thrown inside the CLI only (never by the core) to leave with exit 2 and one line.
struct BadInput {
    std::string message;
};

class Args {
public:
    // valueOptions take a value (--fen X); flagOptions do not (--divide).
    Args(const std::vector<std::string>& argv, const std::vector<std::string>& valueOptions,
         const std::vector<std::string>& flagOptions);
    std::optional<std::string> value(const std::string& name) const;
    bool flag(const std::string& name) const { return m_flags.count(name) > 0; }
    const std::vector<std::string>& positional() const { return m_positional; }

private:
    std::map<std::string, std::string> m_values;
    std::map<std::string, bool> m_flags;
    std::vector<std::string> m_positional;
};

int parseInt(const std::string& text, const std::string& what, int min, int max);

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
