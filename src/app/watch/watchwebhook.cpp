// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/watch/watchwebhook.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QUrl>

namespace remis::app {

namespace {

constexpr int TimeoutMs = 10000;

}  // namespace

WatchWebhook::WatchWebhook(QObject* parent)
    : QObject(parent), m_network(new QNetworkAccessManager(this)) {}

void WatchWebhook::setUrl(const QString& url) {
    m_url = url.trimmed();
    m_failed = false;
}

bool WatchWebhook::isUsable(const QString& url) {
    const QUrl u(url.trimmed(), QUrl::StrictMode);
    return u.isValid() && !u.host().isEmpty() &&
           (u.scheme() == QLatin1String("http") || u.scheme() == QLatin1String("https"));
}

void WatchWebhook::post(const QString& sentence) {
    if (!isUsable(m_url)) return;
    QNetworkRequest request{QUrl(m_url)};
    request.setTransferTimeout(TimeoutMs);
    request.setHeader(QNetworkRequest::ContentTypeHeader,
                      QStringLiteral("text/plain; charset=utf-8"));
    QNetworkReply* reply = m_network->post(request, sentence.toUtf8());
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        const bool ok = reply->error() == QNetworkReply::NoError;
        if (ok) emit posted();
        if (ok == !m_failed) return;
        m_failed = !ok;
        if (!ok) emit failed(reply->errorString());
    });
}

}  // namespace remis::app
