// SPDX-License-Identifier: GPL-3.0-or-later
// WatchUrl: Tournament Watch's source on the network, a URL with the round's PGN (a
// broadcast's live file), fetched every second with If-None-Match / If-Modified-Since so
// that an unchanged file costs a 304 and no reading (a Last-Modified in the second of its
// answer is not sent back: watch::lastModifiedUsable). Qt Network; one request at a time.
#pragma once

#include <QTimer>
#include <string>

#include "app/watch/watchsource.h"

class QNetworkAccessManager;
class QNetworkReply;

namespace remis::app {

class WatchUrl : public WatchSource {
    Q_OBJECT
public:
    explicit WatchUrl(QObject* parent = nullptr);

    void setUrl(const QString& url);  // polled on the timer from now on; empty: stops
    QString path() const override { return m_url; }
    void setPollInterval(int ms) { m_timer.setInterval(ms); }
    void poll() override;

private:
    void finished(QNetworkReply* reply);
    void setFailed(bool failed, const QString& error = {});

    QString m_url;
    QByteArray m_etag, m_lastModified;
    std::string m_lastText;  // the last text read, to tell a whole GET of the same apart
    QNetworkAccessManager* m_network;
    QNetworkReply* m_pending = nullptr;
    QTimer m_timer;
    bool m_failed = false;
};

}  // namespace remis::app
