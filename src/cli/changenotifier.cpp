// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/changenotifier.h"

#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <filesystem>
#include <system_error>

namespace remis::cli {

namespace {
constexpr int CoalesceMs = 50;  // well inside the 0.5 s an arbiter may wait for an event
}  // namespace

ChangeNotifier::ChangeNotifier() : m_fd(inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) {}

ChangeNotifier::~ChangeNotifier() {
    if (m_fd >= 0) close(m_fd);
}

void ChangeNotifier::watchPath(const std::string& path) {
    if (m_fd < 0) return;
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path folder = fs::is_directory(path, ec) ? fs::path(path) : fs::path(path).parent_path();
    if (folder.empty()) folder = ".";
    inotify_add_watch(m_fd, folder.c_str(),
                      IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE);
}

std::optional<std::set<std::string>> ChangeNotifier::wait(int64_t timeoutMs) {
    if (m_fd < 0) {
        usleep(useconds_t(timeoutMs * 1000));
        return std::nullopt;
    }
    std::set<std::string> names;
    pollfd p{m_fd, POLLIN, 0};
    if (poll(&p, 1, int(timeoutMs)) <= 0) return names;  // timed out, or a signal (Ctrl+C)
    // A hall of boards writes all the time: gather what else is written in the next moment
    // and read it in one pass, rather than one pass after each single write.
    usleep(CoalesceMs * 1000);
    alignas(inotify_event) char buffer[8192];
    for (ssize_t n; (n = read(m_fd, buffer, sizeof buffer)) > 0;) {
        for (ssize_t at = 0; at < n;) {
            const auto* e = reinterpret_cast<const inotify_event*>(buffer + at);
            if (e->mask & IN_Q_OVERFLOW) return std::nullopt;
            if (e->len > 0) names.insert(e->name);
            at += ssize_t(sizeof(inotify_event) + e->len);
        }
    }
    return names;
}

}  // namespace remis::cli
