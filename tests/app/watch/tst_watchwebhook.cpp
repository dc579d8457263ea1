// SPDX-License-Identifier: GPL-3.0-or-later
// Tournament Watch's webhook (WatchWebhook) against a loopback listener: each urgent event is
// one POST with the plain sentence as a UTF-8 text body (what ntfy and the like take); a
// listener that cannot be reached is told once; what is no http(s) URL is not posted to.
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

#include "app/watch/watchwebhook.h"

using remis::app::WatchWebhook;

namespace {

// Keeps each request whole (headers and body) and answers 200.
class Listener : public QObject {
public:
    QList<QByteArray> requests;

    bool listen() {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            QTcpSocket* s = m_server.nextPendingConnection();
            connect(s, &QTcpSocket::readyRead, this, [this, s] { take(s); });
            connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
        });
        return m_server.listen(QHostAddress::LocalHost);
    }
    QString url() const {
        return QStringLiteral("http://127.0.0.1:%1/hall").arg(m_server.serverPort());
    }

private:
    void take(QTcpSocket* s) {
        m_pending[s] += s->readAll();
        const QByteArray& r = m_pending[s];
        const qsizetype end = r.indexOf("\r\n\r\n");
        if (end < 0) return;
        const QByteArray head = r.left(end).toLower();
        const qsizetype at = head.indexOf("content-length:");
        const int length = at < 0 ? 0 : head.mid(at + 15).split('\r').first().trimmed().toInt();
        if (r.size() < end + 4 + length) return;
        requests << m_pending.take(s);
        s->write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        s->disconnectFromHost();
    }
    QTcpServer m_server;
    QHash<QTcpSocket*, QByteArray> m_pending;
};

}  // namespace

class TestWatchWebhook : public QObject {
    Q_OBJECT
private slots:
    void postsThePlainSentence();
    void anUnreachableListenerIsToldOnce();
    void onlyHttpUrls();
};

void TestWatchWebhook::postsThePlainSentence() {
    Listener listener;
    QVERIFY(listener.listen());
    WatchWebhook hook;
    QSignalSpy posted(&hook, &WatchWebhook::posted);
    hook.setUrl(listener.url());
    const QString sentence = QStringLiteral(
        "Board 2, Gamma – Delta: ply 3 (c4): flag fall, White's flag fell; ruled 0-1 (FIDE 6.9)");
    hook.post(sentence);
    QTRY_COMPARE(posted.size(), 1);
    QCOMPARE(listener.requests.size(), 1);
    const QByteArray request = listener.requests.first();
    QVERIFY(request.startsWith("POST /hall HTTP/1.1\r\n"));
    QVERIFY(request.toLower().contains("content-type: text/plain; charset=utf-8\r\n"));
    QVERIFY(request.endsWith("\r\n\r\n" + sentence.toUtf8()));
}

void TestWatchWebhook::anUnreachableListenerIsToldOnce() {
    WatchWebhook hook;
    QSignalSpy failed(&hook, &WatchWebhook::failed);
    hook.setUrl(QStringLiteral("http://127.0.0.1:9/hall"));
    hook.post(QStringLiteral("one"));
    QTRY_COMPARE(failed.size(), 1);
    hook.post(QStringLiteral("two"));
    QTest::qWait(300);
    QCOMPARE(failed.size(), 1);
}

void TestWatchWebhook::onlyHttpUrls() {
    QVERIFY(WatchWebhook::isUsable(QStringLiteral("https://ntfy.sh/hall")));
    QVERIFY(WatchWebhook::isUsable(QStringLiteral(" http://127.0.0.1:8080/x ")));
    QVERIFY(!WatchWebhook::isUsable(QStringLiteral("ntfy.sh/hall")));
    QVERIFY(!WatchWebhook::isUsable(QStringLiteral("ftp://example.org/x")));
    QVERIFY(!WatchWebhook::isUsable(QString()));
}

QTEST_MAIN(TestWatchWebhook)
#include "tst_watchwebhook.moc"
