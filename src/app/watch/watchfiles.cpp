// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/watch/watchfiles.h"

#include <QDir>
#include <QFileInfo>
#include "app/watch/watchurl.h"

#include "core/io/textinput.h"
#include "core/watch/watch.h"

namespace remis::app {

namespace {

constexpr std::size_t MaxSourceText = std::size_t{256} << 20;
constexpr int DefaultPollMs = 1000;

}  // namespace

WatchFiles::WatchFiles(QObject* parent) : WatchSource(parent) {
    m_timer.setInterval(DefaultPollMs);
    connect(&m_timer, &QTimer::timeout, this, &WatchFiles::poll);
    // A write names its file: read it at once, whatever its size and time say.
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this,
            [this](const QString& file) { readFile(file, true); });
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &WatchFiles::poll);
}

WatchSource* makeWatchSource(const QString& path, QObject* parent) {
    if (path.startsWith(QLatin1String("http://")) || path.startsWith(QLatin1String("https://"))) {
        auto* url = new WatchUrl(parent);
        url->setUrl(path);
        return url;
    }
    auto* files = new WatchFiles(parent);
    files->setPath(path);
    return files;
}

void WatchFiles::setPath(const QString& path) {
    if (!m_watcher.files().isEmpty()) m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty()) m_watcher.removePaths(m_watcher.directories());
    m_seen.clear();
    m_path = path;
    m_folder = QFileInfo(path).isDir();
    if (path.isEmpty()) {
        m_timer.stop();
        return;
    }
    if (m_folder) m_watcher.addPath(path);
    m_timer.start();
}

QStringList WatchFiles::files(bool* ok) const {
    *ok = true;
    if (!m_folder) return {m_path};
    const QDir dir(m_path);
    if (!dir.exists()) {
        *ok = false;
        return {};
    }
    QStringList out;
    for (const QString& name : dir.entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

void WatchFiles::poll() {
    if (m_path.isEmpty()) return;
    bool ok = true;
    const QStringList list = files(&ok);
    if (m_folder) setFailed(m_path, !ok, tr("the folder cannot be read"));
    for (const QString& file : list) readFile(file, false);
}

// A file is read again when it changed; a file rewritten by rename is a new file to the
// system's watcher, so it is added again each time.
void WatchFiles::readFile(const QString& file, bool force) {
    const QFileInfo info(file);
    Seen& seen = m_seen[file];
    if (!info.exists()) {
        setFailed(file, true, tr("the file does not exist"));
        seen = Seen{-1, {}, true};
        return;
    }
    if (!m_watcher.files().contains(file)) m_watcher.addPath(file);
    if (!force && info.size() == seen.size && info.lastModified() == seen.modified) return;
    auto input = io::TextInput::open(file.toStdString());
    std::string text = input->readAll(MaxSourceText);
    if (input->failure() != io::Failure::None) {
        setFailed(file, true, QString::fromStdString(input->error()));
        return;
    }
    setFailed(file, false);
    seen.size = info.size();
    seen.modified = info.lastModified();
    emit fileRead(file, watch::boardOfFileName(file.toStdString()), QString::fromStdString(text));
}

void WatchFiles::setFailed(const QString& name, bool failed, const QString& error) {
    Seen& seen = m_seen[name];
    if (seen.failed == failed) return;
    seen.failed = failed;
    if (failed)
        emit this->failed(name, error);
    else
        emit recovered(name);
}

}  // namespace remis::app
