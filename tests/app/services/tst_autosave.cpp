// Autosave round trip in a temporary directory, resumability, and Settings over an INI file.
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/controller/gamecontroller.h"
#include "app/models/movelistmodel.h"
#include "app/services/autosave.h"
#include "app/services/clockdriver.h"
#include "app/services/settings.h"

using namespace remis;
using namespace remis::app;

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void finishedGameIsNotResumable();
    void environmentOverride();
    void timedGameKeepsClocks();
    void settings();
};

void TestAutosave::roundTrip() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString fen, pgn;
    {
        GameController c;
        Autosave save(&c, dir.path());
        QSignalSpy saved(&save, &Autosave::saved);
        QVERIFY(c.playMoves({"e4", "c5", "Nf3", "d6"}).ok());
        c.offerDraw(Black);
        QVERIFY(saved.count() >= 4);  // after every move
        QVERIFY(QFile::exists(save.filePath()));
        fen = c.navigator().fen();
        pgn = c.pgnText();
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
             QStringList{"autosave.pgn"});  // no temporaries left
    GameController d;
    MoveListModel moves(&d);
    Autosave resume(&d, dir.path());
    QVERIFY(resume.hasResumableGame());
    QVERIFY(resume.resume().ok());
    QCOMPARE(d.navigator().fen(), fen);
    QCOMPARE(d.ply(), 4);
    QCOMPARE(moves.rowCount(), 2);
    QCOMPARE(moves.data(moves.index(1, 2)).toString(), QStringLiteral("d6 (=)"));
    QCOMPARE(d.pgnText(), pgn);
}

void TestAutosave::finishedGameIsNotResumable() {
    QTemporaryDir dir;
    GameController c;
    Autosave save(&c, dir.path());
    QVERIFY(!save.hasResumableGame());  // nothing saved yet
    QVERIFY(c.playMoves({"e4", "e5"}).ok());
    QVERIFY(save.hasResumableGame());
    c.resign(White);
    QVERIFY(!save.hasResumableGame());
    c.newGame();
    QVERIFY(!save.hasResumableGame());  // a fresh game has nothing to resume
    QVERIFY(save.discard());
    QVERIFY(!QFile::exists(save.filePath()));
}

void TestAutosave::environmentOverride() {
    QTemporaryDir dir;
    qputenv("REMIS_DATA_DIR", dir.path().toUtf8());
    GameController c;
    Autosave save(&c);
    QCOMPARE(save.filePath(), QDir(dir.path()).filePath("autosave.pgn"));
    qunsetenv("REMIS_DATA_DIR");
}

void TestAutosave::timedGameKeepsClocks() {
    QTemporaryDir dir;
    int64_t now = 0;
    {
        GameController c;
        c.setTimeSource([&now] { return now; });
        Autosave save(&c, dir.path());
        ClockDriver clock(&c);  // starts the clock with the first move, as in the app
        c.newGame(RuleSet::Fide, TimeControl::suddenDeath(300000));
        now = 7000;
        QVERIFY(c.playText("e4").ok());
        now = 10000;
        QVERIFY(c.playText("e5").ok());
    }
    GameController d;
    d.setTimeSource([&now] { return now; });
    Autosave resume(&d, dir.path());
    ClockDriver clock(&d);
    QVERIFY(resume.resume().ok());
    QVERIFY(clock.isTimed());
    // 1.e4 started the clock (it used no time); Black then thought 3 s. Resumed, the clocks
    // show the saved times and stand still until the next move, as in every game.
    QCOMPARE(clock.remainingMs(White), int64_t(300000));
    QCOMPARE(clock.remainingMs(Black), int64_t(297000));
    QVERIFY(clock.isWaiting());
    now = 50000;
    QCOMPARE(clock.remainingMs(White), int64_t(300000));
    const auto saved = resume.resumableGame();
    QVERIFY(saved.has_value());
    QCOMPARE(saved->plies, 2);
}

void TestAutosave::settings() {
    QTemporaryDir dir;
    QString ini = QDir(dir.path()).filePath("remis.ini");
    {
        Settings s(ini);
        QCOMPARE(s.ruleSet(), RuleSet::Fide);
        QCOMPARE(s.timeControlText(), QStringLiteral("-"));
        QVERIFY(s.showCoordinates());
        QVERIFY(s.showClaimHints());
        QVERIFY(!s.isFlipped());
        s.setWindowGeometry(QByteArray("\x01\x02\x00geom", 7));
        s.setFlipped(true);
        s.setRuleSet(RuleSet::Uscf);
        s.setTimeControlText("300+3");
        s.setPieceSet("classic");
        s.setShowCoordinates(false);
        s.setShowClaimHints(false);
        s.sync();
    }
    Settings s(ini);
    QCOMPARE(s.windowGeometry(), QByteArray("\x01\x02\x00geom", 7));
    QVERIFY(s.isFlipped());
    QCOMPARE(s.ruleSet(), RuleSet::Uscf);
    QCOMPARE(s.timeControl(), TimeControl::fischer(300000, 3000));
    QCOMPARE(s.pieceSet(), QStringLiteral("classic"));
    QVERIFY(!s.showCoordinates());
    QVERIFY(!s.showClaimHints());
    s.setTimeControlText("nonsense");
    QVERIFY(s.timeControl().isUntimed());
}

QTEST_GUILESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
