// SPDX-License-Identifier: GPL-3.0-or-later
// `remis-cli audit` on how games end where records go wrong most often (docs/cli.md): flag
// falls ruled by 6.9 (and 14E), a recorded win where neither side can mate, and moves that
// broke the rules but stood (7.5.1, 7.5.5, A.4.2).
#include <QtTest>

#include <QJsonArray>
#include <QJsonObject>

#include "cli/clirun.h"

namespace {

using Run = CliRun;

Run audit(const QStringList& args) {
    return runCli(QStringList{"audit"} + args);
}

}  // namespace

class TestCliAuditEndings : public QObject {
    Q_OBJECT
private slots:
    void flagFalls();
    void aRecordedWinWhereNeitherCanMate();
    void illegalMovesThatStood();
    void illegalFirstMoveIsStillAGame();
};

// cli.md flag_fall: "side" and "ruling" (6.9; 14E under --rules uscf), and a recorded win
// that 6.9 makes a draw is result_consistent false with its reason.
void TestCliAuditEndings::flagFalls() {
    const QString path = REMIS_TEST_DATA "/audit/flag-falls.pgn";
    const Run r = audit({path});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> games = r.jsonLines();
    QCOMPARE(games.size(), 6);
    const QJsonObject lone = games[0]["events"].toArray()[0].toObject();
    QCOMPARE(lone.keys(), (QStringList{"kind", "move", "ply", "ruling", "side"}));
    QCOMPARE(lone["kind"].toString(), QString("flag_fall"));
    QCOMPARE(lone["side"].toString(), QString("white"));
    QCOMPARE(lone["ruling"].toString(), QString("1/2-1/2"));
    QCOMPARE(games[0]["result_consistent"].toBool(true), false);
    QCOMPARE(games[0]["result_reason"].toString(),
             QString("ruled 1/2-1/2: 6.9, White's flag fell and Black (bare king) cannot "
                     "checkmate, at ply 2 (60...Kd5)"));
    QCOMPARE(games[1]["events"].toArray()[0].toObject()["ruling"].toString(), QString("0-1"));
    QVERIFY(games[1]["result_consistent"].toBool());
    QCOMPARE(games[3]["events"].toArray()[0].toObject()["side"].toString(), QString("black"));
    QVERIFY(games[5]["events"].toArray().isEmpty());
    QVERIFY2(r.err.contains("  flag_fall: 5 games\n"), r.err.constData());
    const Run uscf = audit({path, "--rules", "uscf"});
    QCOMPARE(uscf.jsonLines()[1]["events"].toArray()[0].toObject()["ruling"].toString(),
             QString("1/2-1/2"));  // 14E: K+N, no forced win
    QCOMPARE(audit({path, "--jobs", "2", "--chunk-size", "200"}).out, r.out);
}

// 5.2.2: a recorded win in a position where neither side can checkmate, proven only by both
// sides' full analyses (walls whose world does not look closed), is a dead position there, as
// `status` rules it; the recorded result contradicts it. A recorded draw is not analysed (the
// analyses at every game's end cost a fifth of the audit).
void TestCliAuditEndings::aRecordedWinWhereNeitherCanMate() {
    const QString path = REMIS_TEST_DATA "/audit/dead-walls.pgn";
    const Run r = audit({path});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> games = r.jsonLines();
    QCOMPARE(games.size(), 3);
    QCOMPARE(games[0]["ended_by_rules"].toObject()["termination"].toString(),
             QString("dead_position"));
    QCOMPARE(games[0]["ended_by_rules"].toObject()["ply"].toInt(-1), 0);
    QCOMPARE(games[0]["result_consistent"].toBool(true), false);
    QCOMPARE(games[0]["result_reason"].toString(),
             QString("ruled 1/2-1/2: 5.2.2, a dead position arose at ply 0"));
    QCOMPARE(games[1]["ended_by_rules"].toObject()["termination"].toString(),
             QString("dead_position"));
    QCOMPARE(games[1]["result_consistent"].toBool(true), false);
    // Dead already before the moves played after it (1... h6 2. h3): dated at ply 0.
    QCOMPARE(games[1]["ended_by_rules"].toObject()["ply"].toInt(-1), 0);
    QCOMPARE(games[1]["result_reason"].toString(),
             QString("ruled 1/2-1/2: 5.2.2, a dead position arose at ply 0"));
    // Recorded as drawn: consistent, and the dead position is reported all the same.
    QVERIFY(games[2]["result_consistent"].toBool(false));
    QCOMPARE(games[2]["ended_by_rules"].toObject()["ply"].toInt(-1), 0);
    QCOMPARE(games[2]["events"].toArray()[0].toObject()["kind"].toString(),
             QString("dead_position"));
    QCOMPARE(audit({path, "--jobs", "2", "--chunk-size", "200"}).out, r.out);
}

// cli.md illegal_move: "move", "why" and "article" by the TimeControl tag; a second one by
// the same player in standard play is 7.5.5 with its ruling. The replay goes on.
void TestCliAuditEndings::illegalMovesThatStood() {
    const QString path = REMIS_TEST_DATA "/audit/illegal-moves.pgn";
    const Run r = audit({path});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> games = r.jsonLines();
    QCOMPARE(games.size(), 12);
    const QJsonObject first = games[0]["events"].toArray()[0].toObject();
    QCOMPARE(first.keys(), (QStringList{"article", "kind", "move", "ply", "side", "why"}));
    QCOMPARE(first["kind"].toString(), QString("illegal_move"));
    QCOMPARE(first["move"].toString(), QString("a6"));
    QCOMPARE(first["why"].toString(), QString("the king was left in check"));
    QCOMPARE(first["article"].toString(), QString("7.5.1"));
    QVERIFY(games[0]["error"].isNull());
    QCOMPARE(games[0]["plies"].toInt(), 7);
    const QJsonObject second = games[7]["events"].toArray()[1].toObject();
    QCOMPARE(second["article"].toString(), QString("7.5.5"));
    QCOMPARE(second["ruling"].toString(), QString("1-0"));
    QCOMPARE(games[9]["events"].toArray()[1].toObject()["article"].toString(), QString("A.4.2"));
    QCOMPARE(games[10]["events"].toArray()[0].toObject()["why"].toString(),
             QString("castling through check"));
    QVERIFY(games[11]["error"].toString().contains("Ke3"));  // no piece could make it
    QVERIFY2(r.err.contains("  illegal_move: 11 games\n"), r.err.constData());
    QCOMPARE(audit({path, "--jobs", "2", "--chunk-size", "300"}).out, r.out);
    // annotate says the first as 7.5.1 and the second as 7.5.5 rules it had it been seen, in
    // words that do not contradict each other (a tester).
    const QByteArray notes = runCli({"annotate", path}).out.replace('\n', ' ');
    QVERIFY(
        notes.contains("It stood; the game went on from the position as played (FIDE "
                       "7.5.1)}"));
    QVERIFY2(notes.contains("It was Black's second illegal move: had the arbiter seen it, the "
                            "game was lost there (1-0) (FIDE 7.5.5)}"),
             notes.constData());
    QVERIFY(!notes.contains("as played (FIDE 7.5.5)"));
    // A third is called the third: the second had decided the game, had it been seen.
    const QByteArray third = runCli({"annotate", "-"},
                                    "[TimeControl \"5400+30\"]\n\n1. e4 f5 2. Qh5+ Nf6 3. Nc3 e6 "
                                    "4. Nf3 Be7 *\n")
                                 .out.replace('\n', ' ');
    QVERIFY2(third.contains("It was Black's second illegal move: had the arbiter seen it, the "
                            "game was lost there (1-0) (FIDE 7.5.5)} 4. Nf3 Be7"),
             third.constData());
    QVERIFY2(third.contains("It was Black's third illegal move: had the arbiter seen the second, "
                            "the game was decided there (FIDE 7.5.5)} *"),
             third.constData());
}

// Issue 19.11: a file with tags and moves is a PGN file even when its only game's first
// move is illegal: the game gets its error and the exit code is 0.
void TestCliAuditEndings::illegalFirstMoveIsStillAGame() {
    for (const QByteArray& pgn :
         {QByteArray("[Event \"x\"]\n\n1. e5 e4 *\n"),
          QByteArray("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. Ke2 *\n")}) {
        const Run r = runCli({"audit", "-"}, pgn);
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> games = r.jsonLines();
        QCOMPARE(games.size(), 1);
        QVERIFY2(games[0]["error"].toString().contains("move 1."),
                 qPrintable(games[0]["error"].toString()));
        QCOMPARE(games[0]["plies"].toInt(), 0);
    }
    // Text without any tag and without one legal move is still no game.
    const Run none = runCli({"audit", "-"}, "hello world\n");
    QCOMPARE(none.exitCode, 2);
    QVERIFY(none.out.isEmpty());
}

QTEST_APPLESS_MAIN(TestCliAuditEndings)
#include "tst_cli_auditendings.moc"
