#include "cli/json.h"

#include <cstdio>

#include "core/io/transcode.h"

namespace remis::cli {

std::string jsonString(std::string_view text) {
    // Output is always valid UTF-8 (cli.md): stray bytes (a Latin-1 argument) become
    // ISO 8859-1 characters.
    const std::string valid = io::hasInvalidUtf8(text, true) ? io::validUtf8(text) : std::string();
    const std::string_view s = valid.empty() ? text : std::string_view(valid);
    std::string out = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\')
            out += '\\', out += char(c);
        else if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c == '\r')
            out += "\\r";
        else if (c < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else
            out += char(c);
    }
    return out + "\"";
}

JsonObject& JsonObject::raw(std::string_view key, std::string_view json) {
    if (m_body.size() > 1) m_body += ", ";
    m_body += jsonString(key);
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
