// SPDX-License-Identifier: GPL-3.0-or-later
// Wakes `remis-cli watch` the moment a watched file or folder changes (Linux inotify), so an
// event is printed within milliseconds of the write instead of at the next poll. The poll
// stays the truth (sizes and times are compared); this only shortens the wait, and where
// inotify is not available the wait is simply the poll interval.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>

namespace remis::cli {

class ChangeNotifier {
public:
    ChangeNotifier();
    ~ChangeNotifier();
    ChangeNotifier(const ChangeNotifier&) = delete;
    ChangeNotifier& operator=(const ChangeNotifier&) = delete;

    // A folder, or the folder a file is in (writers often replace a file by renaming).
    void watchPath(const std::string& path);
    // Until something watched changes, a signal arrives, or timeoutMs has passed. Returns the
    // names of the files written (without their folder); empty when it timed out, and
    // nullopt when it cannot tell (no inotify, or the kernel's queue overflowed): then every
    // source is to be examined.
    std::optional<std::set<std::string>> wait(int64_t timeoutMs);

private:
    int m_fd = -1;
};

}  // namespace remis::cli
