// SPDX-License-Identifier: GPL-3.0-or-later
// The URL source of `remis-cli watch`, on libcurl: a well-kept C library in Debian that keeps
// remis-cli free of Qt (the CLI links only the core). Each poll is a conditional GET: with the
// ETag or Last-Modified of the last answer, an unchanged PGN costs a 304 and no parsing. A
// Last-Modified in the second of its answer is not sent back (watch::lastModifiedUsable).
#include <curl/curl.h>

#include <cctype>
#include <optional>
#include <string_view>

#include "cli/watchsources.h"
#include "core/io/textinput.h"
#include "core/watch/httpdate.h"

namespace remis::cli {

namespace {

constexpr long TimeoutSeconds = 10;

struct Answer {
    std::string body, etag, lastModified, date;
};

size_t onBody(char* data, size_t size, size_t count, void* answer) {
    static_cast<Answer*>(answer)->body.append(data, size * count);
    return size * count;
}

// "ETag: \"x\"", "Last-Modified: ..." and "Date: ..." as sent, for the next request's
// conditions.
size_t onHeader(char* data, size_t size, size_t count, void* answer) {
    std::string_view line(data, size * count);
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
    const auto value = [&](std::string_view name) -> std::optional<std::string> {
        if (line.size() <= name.size()) return std::nullopt;
        for (size_t i = 0; i < name.size(); ++i)
            if (std::tolower(static_cast<unsigned char>(line[i])) != name[i]) return std::nullopt;
        std::string_view v = line.substr(name.size());
        while (!v.empty() && v.front() == ' ') v.remove_prefix(1);
        return std::string(v);
    };
    auto* a = static_cast<Answer*>(answer);
    if (auto v = value("etag:")) a->etag = *v;
    if (auto v = value("last-modified:")) a->lastModified = *v;
    if (auto v = value("date:")) a->date = *v;
    return size * count;
}

}  // namespace

HttpSource::HttpSource(std::string url) : m_url(std::move(url)) {
    static const bool initialised = curl_global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK;
    if (initialised) m_curl = curl_easy_init();
}

HttpSource::~HttpSource() {
    if (m_curl) curl_easy_cleanup(static_cast<CURL*>(m_curl));
}

namespace {

std::vector<SourceRead> failure(SourceRead read, std::string why) {
    read.ok = false;
    read.error = std::move(why);
    return {read};
}

}  // namespace

std::vector<SourceRead> HttpSource::poll(const ChangedNames* changed) {
    if (changed) return {};  // a URL is polled on its own schedule
    SourceRead read{m_url, 0, true, false, {}, {}};
    auto* curl = static_cast<CURL*>(m_curl);
    if (!curl) return failure(read, "cannot start an HTTP client");
    Answer answer;
    curl_slist* headers = nullptr;
    if (!m_etag.empty()) headers = curl_slist_append(headers, ("If-None-Match: " + m_etag).c_str());
    if (!m_lastModified.empty())
        headers = curl_slist_append(headers, ("If-Modified-Since: " + m_lastModified).c_str());
    curl_easy_setopt(curl, CURLOPT_URL, m_url.c_str());
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, TimeoutSeconds);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, "");  // gzip on the wire, decoded here
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, onBody);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &answer);
    curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, onHeader);
    curl_easy_setopt(curl, CURLOPT_HEADERDATA, &answer);
    const CURLcode rc = curl_easy_perform(curl);
    curl_slist_free_all(headers);
    long status = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
    if (rc != CURLE_OK) return failure(read, curl_easy_strerror(rc));
    if (status == 304) return {read};
    if (status != 200) return failure(read, "HTTP status " + std::to_string(status));
    m_etag = answer.etag;
    m_lastModified =
        watch::lastModifiedUsable(answer.lastModified, answer.date) ? answer.lastModified : "";
    auto input = io::TextInput::fromBytes(std::move(answer.body));
    read.text = input->readAll(std::size_t{256} << 20);
    if (input->failure() != io::Failure::None) return failure(read, input->error());
    // A whole GET of the same text (no condition could be sent) is no change: --stale holds.
    read.changed = read.text != m_lastText;
    if (read.changed) m_lastText = read.text;
    return {read};
}

}  // namespace remis::cli
