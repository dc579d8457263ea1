// SPDX-License-Identifier: GPL-3.0-or-later
// WatchWebhook: each urgent event of Tournament Watch as an HTTP POST to a URL the arbiter
// sets, with the plain sentence as the body (text/plain; UTF-8): what phone push services
// such as ntfy take. A failure is told once, until a post succeeds again.
#pragma once

#include <QObject>
#include <QString>

class QNetworkAccessManager;

namespace remis::app {

class WatchWebhook : public QObject {
    Q_OBJECT
public:
    explicit WatchWebhook(QObject* parent = nullptr);

    void setUrl(const QString& url);  // empty: none
    QString url() const { return m_url; }
    // An http(s) URL with a host: the only kind posted to.
    static bool isUsable(const QString& url);
    void post(const QString& sentence);

signals:
    void failed(const QString& error);
    void posted();

private:
    QString m_url;
    QNetworkAccessManager* m_network;
    bool m_failed = false;
};

}  // namespace remis::app
