// SPDX-License-Identifier: GPL-3.0-or-later
// A loopback HTTP server for one PGN, for the tests of the watched URL (remis-cli watch, the
// app's WatchUrl). It answers as the servers met in practice do: with an ETag and 304 for a
// matching If-None-Match, or (lastModifiedOnly) as python3 -m http.server does, with only a
// Last-Modified, to the second, and 304 for an If-Modified-Since not earlier than it.
#pragma once

#include <QObject>
#include <QTcpServer>
#include <QTcpSocket>

namespace remis::test {

class PgnServer : public QObject {
public:
    QByteArray body;
    bool lastModifiedOnly = false;
    // The Last-Modified and Date sent (lastModifiedOnly): the same second, as when the file was
    // written in the second it was read.
    QByteArray lastModified = "Fri, 27 Nov 2026 14:09:03 GMT";
    int requests = 0, notModified = 0;

    bool listen() {
        connect(&m_server, &QTcpServer::newConnection, this, [this] { serve(); });
        return m_server.listen(QHostAddress::LocalHost);
    }
    QString url() const {
        return QStringLiteral("http://127.0.0.1:%1/round.pgn").arg(m_server.serverPort());
    }

private:
    QByteArray answer(const QByteArray& request) {
        ++requests;
        const QByteArray etag = "\"" + QByteArray::number(qHash(body)) + "\"";
        const QByteArray validator = lastModifiedOnly ? "Last-Modified: " + lastModified +
                                                            "\r\nDate: " + lastModified + "\r\n"
                                                      : "ETag: " + etag + "\r\n";
        const bool unchanged = lastModifiedOnly
                                   ? request.contains("If-Modified-Since: " + lastModified)
                                   : request.contains("If-None-Match: " + etag);
        if (unchanged) {
            ++notModified;
            return "HTTP/1.1 304 Not Modified\r\n" + validator + "Connection: close\r\n\r\n";
        }
        return "HTTP/1.1 200 OK\r\nContent-Type: application/x-chess-pgn\r\n" + validator +
               "Content-Length: " + QByteArray::number(body.size()) +
               "\r\nConnection: close\r\n\r\n" + body;
    }
    void serve() {
        QTcpSocket* s = m_server.nextPendingConnection();
        connect(s, &QTcpSocket::readyRead, this, [this, s] {
            s->write(answer(s->readAll()));
            s->disconnectFromHost();
        });
        connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
    }
    QTcpServer m_server;
};

}  // namespace remis::test
