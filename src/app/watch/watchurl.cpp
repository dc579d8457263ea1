// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/watch/watchurl.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include "core/io/textinput.h"
#include "core/watch/httpdate.h"

namespace remis::app {

namespace {

constexpr int DefaultPollMs = 1000;
constexpr int TimeoutMs = 10000;
constexpr std::size_t MaxSourceText = std::size_t{256} << 20;

}  // namespace

WatchUrl::WatchUrl(QObject* parent)
    : WatchSource(parent), m_network(new QNetworkAccessManager(this)) {
    m_timer.setInterval(DefaultPollMs);
    connect(&m_timer, &QTimer::timeout, this, &WatchUrl::poll);
    connect(m_network, &QNetworkAccessManager::finished, this, &WatchUrl::finished);
}

void WatchUrl::setUrl(const QString& url) {
    m_url = url;
    m_etag.clear();
    m_lastModified.clear();
    m_lastText.clear();
    if (url.isEmpty()) {
        m_timer.stop();
        return;
    }
    m_timer.start();
}

void WatchUrl::poll() {
    if (m_url.isEmpty() || m_pending) return;
    QNetworkRequest request{QUrl(m_url)};
    request.setTransferTimeout(TimeoutMs);
    if (!m_etag.isEmpty()) request.setRawHeader("If-None-Match", m_etag);
    if (!m_lastModified.isEmpty()) request.setRawHeader("If-Modified-Since", m_lastModified);
    m_pending = m_network->get(request);
}

// 304 is "no change"; anything else but 200 is a failure, told once until it recovers.
void WatchUrl::finished(QNetworkReply* reply) {
    reply->deleteLater();
    if (reply != m_pending) return;
    m_pending = nullptr;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 304) return setFailed(false);
    if (reply->error() != QNetworkReply::NoError || status != 200)
        return setFailed(true, reply->errorString());
    m_etag = reply->rawHeader("ETag");
    // A Last-Modified in the second of its answer is not sent back: a second write within
    // that second would get 304 for good (watch::lastModifiedUsable).
    const QByteArray modified = reply->rawHeader("Last-Modified");
    const bool usable =
        watch::lastModifiedUsable(modified.toStdString(), reply->rawHeader("Date").toStdString());
    m_lastModified = usable ? modified : QByteArray();
    auto input = io::TextInput::fromBytes(reply->readAll().toStdString());
    std::string text = input->readAll(MaxSourceText);
    if (input->failure() != io::Failure::None)
        return setFailed(true, QString::fromStdString(input->error()));
    setFailed(false);
    if (text == m_lastText) return;  // a whole GET of the same text: nothing new
    m_lastText = std::move(text);
    emit fileRead(m_url, 0, QString::fromStdString(m_lastText));
}

void WatchUrl::setFailed(bool failed, const QString& error) {
    if (m_failed == failed) return;
    m_failed = failed;
    if (failed)
        emit this->failed(m_url, error);
    else
        emit recovered(m_url);
}

}  // namespace remis::app
