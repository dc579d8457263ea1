// SPDX-License-Identifier: GPL-3.0-or-later
// remis-cli watch as an arbiter runs it (docs/cli.md watch): a folder in the e-board layout, a
// board's file rewritten after every move while the watch runs, a file cut off mid-write, a
// URL served on loopback with conditional GETs, and the source errors. Each event once, the
// moment the source shows it; Ctrl+C ends it with exit 0.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

#include "cli/clirun.h"
#include "pgnserver.h"

namespace {

const QByteArray Tags = "[Event \"Live\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";
const QStringList Knights = {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"};

void writeFile(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

QByteArray gameText(int plies, const QByteArray& result = "*") {
    QByteArray text = Tags;
    for (int i = 0; i < plies; ++i) text += Knights[i].toLatin1() + ' ';
    return text + result + '\n';
}

// Lines the watch printed so far, as JSON.
QList<QJsonObject> linesOf(QByteArray& buffer, QProcess& p) {
    buffer += p.readAllStandardOutput();
    CliRun run;
    run.out = buffer;
    return run.jsonLines();
}

}  // namespace

class TestCliWatch : public QObject {
    Q_OBJECT
private slots:
    void folderInTheEboardLayout();
    void boardFileRewrittenAfterEveryMove();
    void fileCutOffMidWrite();
    void flagFallWhileTheGameGoesOn();
    void aMoveNoPieceCouldMakeIsUrgent();
    void urlPolledWithConditionalGet();
    void urlWrittenTwiceInOneSecond();
    void sourceErrorsAndBadArguments();
};

void TestCliWatch::folderInTheEboardLayout() {
    QTemporaryDir dir;
    writeFile(dir.filePath("game-3.pgn"), gameText(8));
    writeFile(dir.filePath("game-4.pgn"),
              "[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. f3 e5 2. g4 Qh4# *\n");
    // The round's file holds the same games: each is still reported once.
    writeFile(
        dir.filePath("games.pgn"),
        gameText(8) + "\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. f3 e5 2. g4 Qh4# *\n");
    const CliRun run = runCli({"watch", dir.path(), "--once"});
    QCOMPARE(run.exitCode, 0);
    const QList<QJsonObject> lines = run.jsonLines();
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0]["board"].toInt(), 3);
    QCOMPARE(lines[0]["kind"].toString(), QStringLiteral("threefold_claimable_with_move"));
    QCOMPARE(lines[0]["ply"].toInt(), 8);
    QCOMPARE(lines[1]["kind"].toString(), QStringLiteral("threefold_claimable"));
    QVERIFY(!lines[1]["urgent"].toBool());
    QCOMPARE(lines[2]["board"].toInt(), 4);
    QCOMPARE(lines[2]["kind"].toString(), QStringLiteral("checkmate"));
    QVERIFY(lines[2]["urgent"].toBool());  // no result recorded yet
    QVERIFY(lines[2]["text"].toString().contains(QStringLiteral("5.1.1")));
    QVERIFY(lines[2]["source"].toString().endsWith(QStringLiteral("game-4.pgn")));
}

// E-board software rewrites the board's file after each move; the event comes with the move
// that makes it, and nothing is printed twice.
void TestCliWatch::boardFileRewrittenAfterEveryMove() {
    QTemporaryDir dir;
    const QString file = dir.filePath("game-1.pgn");
    writeFile(file, gameText(0));
    QProcess p;
    p.start(QStringLiteral(REMIS_CLI_PATH), {"watch", file, "--poll", "0.05"});
    QVERIFY(p.waitForStarted());
    QByteArray out;
    for (int plies = 1; plies <= 8; ++plies) {
        QTest::qWait(150);
        writeFile(file, gameText(plies));
        QTest::qWait(150);
        const int expected = plies < 8 ? 0 : 2;
        QTRY_COMPARE_WITH_TIMEOUT(linesOf(out, p).size(), expected, 5000);
    }
    writeFile(file, gameText(8));  // rewritten the same
    writeFile(file, gameText(7));  // a move taken back
    QTest::qWait(300);
    writeFile(file, gameText(8));  // and played again
    QTest::qWait(300);
    QCOMPARE(linesOf(out, p).size(), 2);
    ::kill(pid_t(p.processId()), SIGINT);  // Ctrl+C
    QVERIFY(p.waitForFinished(5000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
}

void TestCliWatch::fileCutOffMidWrite() {
    QTemporaryDir dir;
    const QString file = dir.filePath("game-1.pgn");
    writeFile(file, Tags + "1. f3 e5 2. g4 Qh");  // the writer is still writing "Qh4#"
    CliRun run = runCli({"watch", file, "--once"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray());  // no error for half a move, and no event yet
}

// 6.9 the moment Black's clock shows 0:00:00, with no result written yet: one urgent line with
// the side and the ruling `audit` gives; the moves played on and the result add nothing.
void TestCliWatch::flagFallWhileTheGameGoesOn() {
    QTemporaryDir dir;
    const QString file = dir.filePath("game-5.pgn");
    const QByteArray moves[] = {"1. e4 {[%clk 0:02:00]} ", "c5 {[%clk 0:00:00]} ",
                                "2. Nf3 {[%clk 0:01:55]} ", "Nc6 {[%clk 0:00:00]} "};
    QByteArray record = Tags;
    writeFile(file, record + "*\n");
    QProcess p;
    p.start(QStringLiteral(REMIS_CLI_PATH), {"watch", file, "--poll", "0.05"});
    QVERIFY(p.waitForStarted());
    QByteArray out;
    int expected = 0;
    for (const QByteArray& move : moves) {
        QTest::qWait(150);
        record += move;
        writeFile(file, record + "*\n");
        if (move.startsWith("c5")) expected = 1;  // the flag line comes with this move
        QTRY_COMPARE_WITH_TIMEOUT(linesOf(out, p).size(), expected, 5000);
    }
    writeFile(file, record.replace("[Result \"*\"]", "[Result \"1-0\"]") + "1-0\n");
    QTest::qWait(400);
    const QList<QJsonObject> lines = linesOf(out, p);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0]["kind"].toString(), QStringLiteral("flag_fall"));
    QCOMPARE(lines[0]["ply"].toInt(), 2);
    QCOMPARE(lines[0]["board"].toInt(), 5);
    QCOMPARE(lines[0]["side"].toString(), QStringLiteral("black"));
    QCOMPARE(lines[0]["ruling"].toString(), QStringLiteral("1-0"));
    QVERIFY(lines[0]["urgent"].toBool());
    QVERIFY2(lines[0]["text"].toString().contains(QStringLiteral("Black's flag fell")),
             qPrintable(lines[0]["text"].toString()));
    p.terminate();
    QVERIFY(p.waitForFinished(5000));
    // The same as `audit` rules on the final file.
    const QJsonObject audit = runCli({"audit", file}).jsonLines().at(0);
    const QJsonObject event = audit["events"].toArray().at(0).toObject();
    QCOMPARE(audit["events"].toArray().size(), 1);
    QCOMPARE(event["ply"].toInt(), 2);
    QCOMPARE(event["ruling"].toString(), lines[0]["ruling"].toString());
}

// A misread move on an e-board (no piece could make it) stops every later ruling: the arbiter
// is told at once, with the move and why, and not again while the record still shows it.
void TestCliWatch::aMoveNoPieceCouldMakeIsUrgent() {
    QTemporaryDir dir;
    const QString file = dir.filePath("game-2.pgn");
    writeFile(file, Tags + "1. e4 e5 2. Ke2 Ke7 3. Kxe5 *\n");
    const CliRun run = runCli({"watch", file, "--once"});
    QCOMPARE(run.exitCode, 0);
    const QList<QJsonObject> lines = run.jsonLines();
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0]["kind"].toString(), QStringLiteral("record_error"));
    QCOMPARE(lines[0]["board"].toInt(), 2);
    QCOMPARE(lines[0]["ply"].toInt(), 5);
    QCOMPARE(lines[0]["move"].toString(), QStringLiteral("Kxe5"));
    QVERIFY(lines[0]["urgent"].toBool());
    const QString text = lines[0]["text"].toString();
    QVERIFY2(text.contains(QStringLiteral("3. Kxe5")) && text.contains(QStringLiteral("e5")) &&
                 text.contains(QStringLiteral("Check the board")),
             qPrintable(text));
}

void TestCliWatch::urlPolledWithConditionalGet() {
    remis::test::PgnServer server;
    QVERIFY(server.listen());
    server.body = gameText(8);
    QProcess p;
    p.start(QStringLiteral(REMIS_CLI_PATH), {"watch", server.url(), "--poll", "0.1"});
    QVERIFY(p.waitForStarted());
    QByteArray out;
    QTRY_COMPARE_WITH_TIMEOUT(linesOf(out, p).size(), 2, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(server.notModified >= 2, 5000);  // unchanged: 304, not re-read
    server.body = Tags + "1. f3 e5 2. g4 Qh4# *\n";           // the board's next game
    QTRY_COMPARE_WITH_TIMEOUT(linesOf(out, p).size(), 3, 5000);
    QCOMPARE(linesOf(out, p)[2]["kind"].toString(), QStringLiteral("checkmate"));
    QCOMPARE(linesOf(out, p)[2]["source"].toString(), server.url());
    p.terminate();
    QVERIFY(p.waitForFinished(5000));
    QCOMPARE(p.exitCode(), 0);
}

// A server with only a Last-Modified, to the second (python3 -m http.server): the file read
// in the second it was written and written again in that second keeps its Last-Modified.
// The watch must not send it back, or the server answers 304 for good and the mate is lost.
void TestCliWatch::urlWrittenTwiceInOneSecond() {
    remis::test::PgnServer server;
    server.lastModifiedOnly = true;
    QVERIFY(server.listen());
    server.body = Tags + "1. f3 e5 *\n";
    QProcess p;
    p.start(QStringLiteral(REMIS_CLI_PATH),
            {"watch", server.url(), "--poll", "0.1", "--stale", "1"});
    QVERIFY(p.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(server.requests >= 2, 5000);
    server.body = Tags + "1. f3 e5 2. g4 Qh4# *\n";  // the same Last-Modified
    QByteArray out;
    QTRY_COMPARE_WITH_TIMEOUT(linesOf(out, p).size(), 1, 5000);
    QCOMPARE(linesOf(out, p)[0]["kind"].toString(), QStringLiteral("checkmate"));
    // Whole GETs of the same text are no change: after a second the source is stale.
    QTRY_COMPARE_WITH_TIMEOUT(linesOf(out, p).size(), 2, 5000);
    QCOMPARE(linesOf(out, p)[1]["kind"].toString(), QStringLiteral("source_stale"));
    QVERIFY(server.notModified == 0);  // nothing could be asked conditionally
    p.terminate();
    QVERIFY(p.waitForFinished(5000));
}

void TestCliWatch::sourceErrorsAndBadArguments() {
    QTemporaryDir dir;
    const CliRun missing = runCli({"watch", dir.filePath("nothere.pgn"), "--once"});
    QCOMPARE(missing.exitCode, 0);
    QCOMPARE(missing.jsonLines().size(), 1);
    QCOMPARE(missing.jsonLines()[0]["kind"].toString(), QStringLiteral("source_error"));
    const CliRun refused = runCli({"watch", "http://127.0.0.1:9/round.pgn", "--once"});
    QCOMPARE(refused.jsonLines().size(), 1);
    QCOMPARE(refused.jsonLines()[0]["kind"].toString(), QStringLiteral("source_error"));
    const CliRun badPoll = runCli({"watch", dir.path(), "--poll", "soon"});
    QCOMPARE(badPoll.exitCode, 2);
    QVERIFY(badPoll.out.isEmpty());
    QVERIFY(badPoll.err.contains("--poll"));
    QCOMPARE(runCli({"watch"}).exitCode, 2);
    QCOMPARE(runCli({"watch", dir.path(), "--rules", "blitz", "--once"}).exitCode, 2);
}

QTEST_MAIN(TestCliWatch)
#include "tst_cli_watch.moc"
