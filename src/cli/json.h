// A small JSON writer for the CLI's one-object-per-line output.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace remis::cli {

std::string jsonString(std::string_view s);

// Builds {"a": 1, "b": "x"} in insertion order.
class JsonObject {
public:
    JsonObject() = default;
    // With room for `bytes` of text: one allocation for a long line (an audit line per game).
    explicit JsonObject(std::size_t bytes) { m_body.reserve(bytes); }
    JsonObject& raw(std::string_view key, std::string_view json);
    JsonObject& str(std::string_view key, std::string_view value) {
        return raw(key, jsonString(value));
    }
    JsonObject& num(std::string_view key, long long value) {
        return raw(key, std::to_string(value));
    }
    JsonObject& boolean(std::string_view key, bool value) {
        return raw(key, value ? "true" : "false");
    }
    JsonObject& null(std::string_view key) { return raw(key, "null"); }
    JsonObject& strOrNull(std::string_view key, std::string_view value) {
        return value.empty() ? null(key) : str(key, value);
    }
    std::string text() const { return m_body + "}"; }
    std::string take() && {  // the text, without copying it
        m_body += '}';
        return std::move(m_body);
    }

private:
    std::string m_body = "{";
};

std::string jsonStringArray(const std::vector<std::string>& items);
std::string jsonIntArray(const std::vector<int>& items);

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
