// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/watch/httpdate.h"

#include <array>
#include <charconv>

namespace remis::watch {

namespace {

std::optional<int> number(std::string_view text, size_t at, size_t digits) {
    if (at + digits > text.size()) return std::nullopt;
    int n = 0;
    const char* first = text.data() + at;
    const auto [end, ec] = std::from_chars(first, first + digits, n);
    if (ec != std::errc{} || end != first + digits) return std::nullopt;
    return n;
}

std::optional<int> monthOf(std::string_view name) {
    constexpr std::array<std::string_view, 12> months = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    for (size_t m = 0; m < months.size(); ++m)
        if (name == months[m]) return int(m) + 1;
    return std::nullopt;
}

// Days since 1970-01-01 of a date in the proleptic Gregorian calendar.
int64_t daysFromCivil(int64_t y, int m, int d) {
    y -= m <= 2;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const int64_t yoe = y - era * 400;
    const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

}  // namespace

// "Www, DD Mon YYYY HH:MM:SS GMT": 29 characters, every field at its place.
std::optional<int64_t> parseHttpDate(std::string_view text) {
    while (!text.empty() && (text.back() == ' ' || text.back() == '\r')) text.remove_suffix(1);
    if (text.size() != 29 || text.substr(3, 2) != ", " || text[7] != ' ' || text[11] != ' ' ||
        text[16] != ' ' || text[19] != ':' || text[22] != ':' || text.substr(25) != " GMT")
        return std::nullopt;
    const auto day = number(text, 5, 2), year = number(text, 12, 4);
    const auto hour = number(text, 17, 2), minute = number(text, 20, 2);
    const auto second = number(text, 23, 2);
    const auto month = monthOf(text.substr(8, 3));
    if (!day || !year || !hour || !minute || !second || !month || *day < 1 || *day > 31 ||
        *hour > 23 || *minute > 59 || *second > 60)
        return std::nullopt;
    return daysFromCivil(*year, *month, *day) * 86400 + int64_t(*hour) * 3600 +
           int64_t(*minute) * 60 + *second;
}

bool lastModifiedUsable(std::string_view lastModified, std::string_view date) {
    const auto modified = parseHttpDate(lastModified), answered = parseHttpDate(date);
    return modified && answered && *modified < *answered;
}

}  // namespace remis::watch
