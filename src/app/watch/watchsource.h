// SPDX-License-Identifier: GPL-3.0-or-later
// WatchSource: where Tournament Watch reads the boards, as a small adapter that hands on each
// text that changed: WatchFiles (a file or an e-board folder) or WatchUrl (a URL polled with
// a conditional GET). makeWatchSource picks one by what the arbiter named.
#pragma once

#include <QObject>
#include <QString>

namespace remis::app {

class WatchSource : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    virtual QString path() const = 0;
    // Reads what changed now (also done on the source's own timer and wake-ups).
    virtual void poll() = 0;

signals:
    // `name`: the file's path or the URL; `fileBoard`: the board its name gives
    // (game-7.pgn: 7) or 0; `text`: the whole text as it stands now.
    void fileRead(const QString& name, int fileBoard, const QString& text);
    // Once when a file, the folder or the URL cannot be read, and again only after recovery.
    void failed(const QString& name, const QString& error);
    void recovered(const QString& name);
};

// A WatchUrl for http:// and https://, else a WatchFiles, polling on its timer from now on
// (call poll() for the first read at once, once its signals are connected).
WatchSource* makeWatchSource(const QString& path, QObject* parent);

}  // namespace remis::app
