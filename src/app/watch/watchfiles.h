// SPDX-License-Identifier: GPL-3.0-or-later
// WatchFiles: the app's source for Tournament Watch on disk, a PGN file that grows or is
// rewritten, or a folder in the layout e-board software writes (games.pgn, game-1.pgn, ...).
// QFileSystemWatcher wakes it the moment a file is written; a timer reads sizes and times
// as well (a rewrite by rename, a file system that tells nothing). Each file whose content
// changed is handed on whole, decoded as every other input (core/io); the rulings are the
// core's Watch (core/watch), fed by WatchBoardModel.
#pragma once

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QHash>
#include <QString>
#include <QTimer>

#include "app/watch/watchsource.h"

namespace remis::app {

class WatchFiles : public WatchSource {
    Q_OBJECT
public:
    explicit WatchFiles(QObject* parent = nullptr);

    // Follows `path` (a file or a folder) on the timer from now on; empty: stops.
    void setPath(const QString& path);
    QString path() const override { return m_path; }
    void setPollInterval(int ms) { m_timer.setInterval(ms); }
    // Reads every file whose size or time changed since the last read (also on a timer).
    void poll() override;

private:
    struct Seen {
        qint64 size = -1;
        QDateTime modified;
        bool failed = false;
    };
    QStringList files(bool* ok) const;
    void readFile(const QString& file, bool force);
    void setFailed(const QString& name, bool failed, const QString& error = {});

    QString m_path;
    bool m_folder = false;
    QFileSystemWatcher m_watcher;
    QTimer m_timer;
    QHash<QString, Seen> m_seen;
};

}  // namespace remis::app
