// How `remis-cli audit` reads a file (docs/cli.md, docs/pgn.md): what reading repaired or
// skipped is said on stderr with the game and the line of the file, with any number of jobs;
// a game that cannot be replayed gives its error and the audit goes on; bad arguments.
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "cli/auditrun.h"

using namespace audittest;
using Run = CliRun;

class TestCliAuditReading : public QObject {
    Q_OBJECT

private slots:
    void repairsOnReadingAreSaid();
    void aHugeCommentIsNoError();
    void aSecondFenTagIsSaidAndNotRead();
    void illegalMoveGivesErrorAndAuditContinues();
    void syntaxErrorNamesTheLineOfTheFile();
    void badInput_data();
    void badInput();
};

// What reading repaired is said on stderr as annotate says it (docs/cli.md), with the game
// and the line of the file, in file order with any number of jobs; the JSON is unchanged.
void TestCliAuditReading::repairsOnReadingAreSaid() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray sample = readAll(Sample);
    const QByteArray repaired =
        "[Event \"r\"]\n[White Foo]\n[SetUp \"1\"]\n"
        "[FEN \"4k3/8/8/8/8/8/8/R3K3 w Kk - 0 0\"]\n\n1. Ra2 Kd7\n";
    const QByteArray big = sample + "\n" + sample + "\n" + repaired;
    const long firstLine = long(big.left(big.indexOf("[Event \"r\"]")).count('\n')) + 1;
    const QString path = dir.filePath("repairs.pgn");
    QVERIFY(writeFile(path, big));
    const auto at = [&](long line) { return QString("audit: game 601, line %1: ").arg(line); };
    const QString said = at(firstLine + 1) + "malformed tag White read as \"Foo\"\n" +
                         at(firstLine + 3) + "FEN tag: fullmove number 0 read as 1\n" +
                         at(firstLine + 3) +
                         "FEN tag: castling rights Kk dropped: the king or rook is not on its "
                         "home square\n" +
                         at(firstLine + 5) + "game has no result\n";
    const Run one = audit({path});
    QCOMPARE(one.exitCode, 0);
    QVERIFY2(QString::fromUtf8(one.err).startsWith(said), one.err.constData());
    const Run many = audit({path, "--jobs", "2"});
    QCOMPARE(many.out, one.out);
    QVERIFY2(QString::fromUtf8(many.err).startsWith(said), many.err.constData());
    QCOMPARE(one.jsonLines().last()["error"], QJsonValue());  // repairs are not errors
}

// Tester: a legal game with a 30 MB comment was an error to audit ("comment too long"), and
// fine in the app. The comment is skipped whole and said on stderr; the game is ruled to its
// end, with 1 and 2 jobs.
void TestCliAuditReading::aHugeCommentIsNoError() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray game = "[Event \"big\"]\n[Result \"*\"]\n\n1. Nf3 {" +
                            QByteArray(3 << 20, 'x') +
                            "} Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n"
                            "[Event \"next\"]\n[Result \"*\"]\n\n1. e4 *\n";
    const QString path = dir.filePath("huge.pgn");
    QVERIFY(writeFile(path, game));
    const Run one = audit({path});
    QCOMPARE(one.exitCode, 0);
    const QList<QJsonObject> lines = one.jsonLines();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0]["error"], QJsonValue());
    QCOMPARE(lines[0]["plies"].toInt(), 8);
    const QJsonArray events = lines[0]["events"].toArray();
    QVERIFY(!events.isEmpty());
    QCOMPARE(events.last().toObject()["kind"].toString(), QStringLiteral("threefold_claimable"));
    QVERIFY2(one.err.contains("audit: game 1, line 4: comment too long"), one.err.constData());
    const Run many = audit({path, "--jobs", "2"});
    QCOMPARE(many.out, one.out);
}

// Two FEN tags: the audit starts from the first, as the app's tree does (readeffect.h; it
// ruled from the last), and says so naming both tags' lines in the file, with 1 and 2 jobs
// (a chunk's lines counted from its own start).
void TestCliAuditReading::aSecondFenTagIsSaidAndNotRead() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray sample = readAll(Sample);
    const QByteArray two =
        "[Event \"two FEN\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/4K3/8/8/8/8/7R w - - 0 1\"]\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[Result \"1-0\"]\n\n"
        "1. Rh8# 1-0\n";
    const QByteArray big = sample + "\n" + sample + "\n" + two;
    const long firstLine = long(big.left(big.indexOf("[Event \"two FEN\"]")).count('\n')) + 1;
    const QString path = dir.filePath("twofen.pgn");
    QVERIFY(writeFile(path, big));
    const QString said = QString(
                             "audit: game 601, line %1: a second FEN tag, kept as written but "
                             "not read: the game starts from the FEN tag on line %2\n")
                             .arg(firstLine + 3)
                             .arg(firstLine + 2);
    for (const QStringList& args : {QStringList{path}, QStringList{path, "--jobs", "2"}}) {
        const Run r = audit(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(QString::fromUtf8(r.err).startsWith(said), r.err.constData());
        const QJsonObject game = r.jsonLines().last();
        QCOMPARE(game["error"], QJsonValue());
        QCOMPARE(events(game), QStringList{"1:Rh8#:checkmate"});  // mate from the first FEN only
    }
}

void TestCliAuditReading::illegalMoveGivesErrorAndAuditContinues() {
    QTemporaryDir dir;
    const QString path = dir.filePath("errors.pgn");
    QVERIFY(writeFile(path,
                      "[Event \"one\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n"
                      "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n\n"
                      "[Event \"two\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n"
                      "1. e4 e5 2. Nf3 Nc6 3. Ke3 Nf6 4. Bc4 1-0\n\n"
                      "[Event \"three\"]\n[White \"E\"]\n[Black \"F\"]\n[Result \"0-1\"]\n\n"
                      "1. f3 e5 2. g4 Qh4# 0-1\n"));
    const Run r = audit({path});
    QCOMPARE(r.exitCode, 0);  // only an unreadable file is exit 2
    const QList<QJsonObject> games = r.jsonLines();
    QCOMPARE(games.size(), 3);
    QVERIFY(games[0]["error"].isNull());
    QCOMPARE(events(games[0]),
             (QStringList{"8:Ng8:threefold_claimable_with_move", "8:Ng8:threefold_claimable"}));
    const QString error = games[1]["error"].toString();
    QVERIFY2(error.contains("Ke3") && error.contains("move 3") && !error.contains('\n'),
             qPrintable(error));
    QCOMPARE(games[1]["plies"].toInt(), 4);  // the moves before the error
    QCOMPARE(games[1]["white"].toString(), QString("C"));
    QVERIFY(games[2]["error"].isNull());
    QCOMPARE(events(games[2]), (QStringList{"4:Qh4#:checkmate"}));
    QCOMPARE(games[2]["game"].toInt(), 3);
    QVERIFY2(r.err.startsWith("audit: 3 games, 16 plies, 1 errors, 0 results inconsistent"),
             r.err.constData());
}

// An error found by the PGN reader names the line of the FILE, also past the first chunk.
void TestCliAuditReading::syntaxErrorNamesTheLineOfTheFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath("syntax.pgn");
    QByteArray data;
    for (int i = 0; i < 3; ++i) data += readAll(Sample);
    const int badLine = int(data.count('\n')) + 4;
    data += "[Event \"bad\"]\n[Result \"*\"]\n\n1. e4 ] e5 *\n";
    QVERIFY(writeFile(path, data));
    for (const char* jobs : {"1", "2"}) {
        const Run r = audit({path, "--jobs", jobs});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject last = r.jsonLines().last();
        QCOMPARE(last["game"].toInt(), 901);
        QVERIFY2(last["error"].toString().startsWith(QString("line %1:").arg(badLine)),
                 qPrintable(last["error"].toString()));
    }
}

void TestCliAuditReading::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("missing file") << QStringList{"/nonexistent/remis-test.pgn"}
                                  << "/nonexistent/remis-test.pgn";
    QTest::newRow("a directory") << QStringList{REMIS_TEST_DATA} << "read";
    QTest::newRow("no file") << QStringList{} << "FILE";
    QTest::newRow("two files") << QStringList{Sample, Sample} << "FILE";
    QTest::newRow("bad rules") << QStringList{Sample, "--rules", "fischer"} << "--rules";
    QTest::newRow("bad jobs") << QStringList{Sample, "--jobs", "0"} << "--jobs";
    QTest::newRow("unknown option") << QStringList{Sample, "--fast"} << "--fast";
}

void TestCliAuditReading::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = audit(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.startsWith("remis-cli: ") && QString::fromUtf8(r.err).contains(mentions),
             r.err.constData());
}

QTEST_APPLESS_MAIN(TestCliAuditReading)
#include "tst_cli_auditreading.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
