// SPDX-License-Identifier: GPL-3.0-or-later
// Tournament Watch's URL source (WatchUrl, Qt Network) against a loopback server: a
// conditional GET that costs a 304 while nothing changed, each new text handed on once, a
// file written twice in one second under a Last-Modified-only server (python3 -m
// http.server), and a server that cannot be reached, told once.
#include <QSignalSpy>
#include <QtTest>

#include "app/watch/watchurl.h"
#include "pgnserver.h"

using remis::app::WatchUrl;
using remis::test::PgnServer;

namespace {

const QByteArray Tags = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";

}  // namespace

class TestWatchUrl : public QObject {
    Q_OBJECT
private slots:
    void unchangedCostsA304();
    void writtenTwiceInOneSecond();
    void anUnreachableServerIsToldOnce();
};

void TestWatchUrl::unchangedCostsA304() {
    PgnServer server;
    QVERIFY(server.listen());
    server.body = Tags + "1. e4 *\n";
    WatchUrl url;
    url.setPollInterval(50);
    QSignalSpy read(&url, &WatchUrl::fileRead);
    url.setUrl(server.url());
    QTRY_COMPARE(read.size(), 1);
    QCOMPARE(read[0][0].toString(), server.url());
    QTRY_VERIFY(server.notModified >= 3);
    QCOMPARE(read.size(), 1);
    server.body = Tags + "1. e4 e5 *\n";
    QTRY_COMPARE(read.size(), 2);
    QVERIFY(read[1][2].toString().contains(QLatin1String("e5")));
}

// The Last-Modified of the first answer is that answer's own second: sent back, the server
// would answer 304 to the second write for good and the mate would never be read.
void TestWatchUrl::writtenTwiceInOneSecond() {
    PgnServer server;
    server.lastModifiedOnly = true;
    QVERIFY(server.listen());
    server.body = Tags + "1. f3 e5 *\n";
    WatchUrl url;
    url.setPollInterval(50);
    QSignalSpy read(&url, &WatchUrl::fileRead);
    url.setUrl(server.url());
    QTRY_COMPARE(read.size(), 1);
    server.body = Tags + "1. f3 e5 2. g4 Qh4# *\n";  // the same Last-Modified
    QTRY_COMPARE(read.size(), 2);
    QVERIFY(read[1][2].toString().contains(QLatin1String("Qh4#")));
    // The same text fetched whole again is not handed on again.
    const int before = server.requests;
    QTRY_VERIFY(server.requests >= before + 3);
    QCOMPARE(read.size(), 2);
}

void TestWatchUrl::anUnreachableServerIsToldOnce() {
    WatchUrl url;
    url.setPollInterval(50);
    QSignalSpy failed(&url, &WatchUrl::failed);
    url.setUrl(QStringLiteral("http://127.0.0.1:9/round.pgn"));
    url.poll();
    QTRY_COMPARE(failed.size(), 1);
    QTest::qWait(300);
    QCOMPARE(failed.size(), 1);
}

QTEST_MAIN(TestWatchUrl)
#include "tst_watchurl.moc"
