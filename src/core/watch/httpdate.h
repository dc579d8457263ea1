// SPDX-License-Identifier: GPL-3.0-or-later
// The conditional GET of a watched URL (remis-cli watch on libcurl, the app's Tournament
// Watch on Qt Network): when a Last-Modified may be sent back as If-Modified-Since. HTTP dates
// have whole seconds, so a file written again within the second of the answer that was read
// keeps its Last-Modified, and the server answers 304 to that date for as long as nothing
// else is written: the move (a flag fall, a mate) would never be seen. Both adapters ask this.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace remis::watch {

// "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110's IMF-fixdate) -> seconds since 1970; nullopt for
// anything else (the obsolete forms included: then the date is not relied on).
std::optional<int64_t> parseHttpDate(std::string_view text);

// A Last-Modified strictly earlier than the answer's Date: any later write has a later
// second, so If-Modified-Since with it is safe. Not so in the same second, or where either
// date is missing or unreadable: the next request then goes without it (a whole GET; an
// ETag, where the server sends one, is still used).
bool lastModifiedUsable(std::string_view lastModified, std::string_view date);

}  // namespace remis::watch
