#include "cli/json.h"

#include <cstdio>

#include "core/io/transcode.h"

namespace remis::cli {

namespace {

// Appends s quoted, with JSON escapes; runs of plain characters are copied at once (every
// line of `remis-cli audit` is made of these).
void appendEscaped(std::string& out, std::string_view s) {
    out += '"';
    std::size_t plain = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\') continue;
        out.append(s, plain, i - plain);
        plain = i + 1;
        if (c == '"' || c == '\\') {
            out += '\\';
            out += char(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        }
    }
    out.append(s, plain);
    out += '"';
}

// Output is always valid UTF-8 (docs/cli.md): stray bytes (a Latin-1 argument) become ISO 8859-1
// characters.
void appendJsonString(std::string& out, std::string_view text) {
    if (io::hasInvalidUtf8(text, true))
        appendEscaped(out, io::validUtf8(text));
    else
        appendEscaped(out, text);
}

}  // namespace

std::string jsonString(std::string_view text) {
    std::string out;
    appendJsonString(out, text);
    return out;
}

JsonObject& JsonObject::raw(std::string_view key, std::string_view json) {
    if (m_body.size() > 1) m_body += ", ";
    appendJsonString(m_body, key);
    m_body += ": ";
    m_body += json;
    return *this;
}

std::string jsonStringArray(const std::vector<std::string>& items) {
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + jsonString(items[i]);
    return out + "]";
}

std::string jsonIntArray(const std::vector<int>& items) {
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + std::to_string(items[i]);
    return out + "]";
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
