// `remis-cli audit` against its contract (docs/cli.md) on real games and on made-up ones. The
// data and where Remis and pgn-extract differ are described in tst_cli_pgnextract.cpp.
#include <QtTest>
#include "cli/auditrun.h"
#include "cli/clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

using namespace audittest;

const QString Handmade = REMIS_TEST_DATA "/audit-vs-pgn-extract.pgn";

const QStringList Kinds = {"threefold_claimable", "threefold_claimable_with_move",
                           "fifty_claimable",     "fifty_claimable_with_move",
                           "checkmate",           "stalemate",
                           "dead_position",       "seventyfive_moves",
                           "fivefold_repetition", "flag_fall",
                           "illegal_move"};

using Run = CliRun;

QString ended(const QJsonObject& game) {
    const QJsonValue e = game["ended_by_rules"];
    if (e.isNull()) return "null";
    return QString("%1:%2")
        .arg(e.toObject()["ply"].toInt())
        .arg(e.toObject()["termination"].toString());
}

// Games (1-based) in which each kind holds.
QMap<QString, QSet<int>> gamesByKind(const QList<QJsonObject>& games) {
    QMap<QString, QSet<int>> m;
    for (const QJsonObject& g : games)
        for (const QJsonValue& e : g["events"].toArray())
            m[e.toObject()["kind"].toString()].insert(g["game"].toInt());
    return m;
}

}  // namespace

class TestCliAudit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sampleSummary();
    void sampleCounts();
    void sampleLineShape();
    void sampleNotableGames_data();
    void sampleNotableGames();
    void handmade_data();
    void handmade();
    void casualRules();
    void anIllegalMoveForfeitIsLimitedBy755();
    void jobsKeepFileOrder();
    void everyClaimMoment();
    void resultReason();

private:
    Run m_sample;
};

void TestCliAudit::initTestCase() {
    QVERIFY2(QFile::exists(Sample), qPrintable(Sample));
    m_sample = audit({Sample});
    QVERIFY2(m_sample.exitCode == 0, m_sample.err.constData());
}

// The stderr summary: games, plies, errors, inconsistent results, then one line per kind.
void TestCliAudit::sampleSummary() {
    const QStringList lines = QString::fromUtf8(m_sample.err).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + Kinds.size());
    static const QRegularExpression head(
        R"(^audit: 300 games, 56850 plies, 0 errors, 1 results inconsistent, [0-9.]+ s \([0-9]+ games/s\)$)");
    QVERIFY2(head.match(lines[0]).hasMatch(), qPrintable(lines[0]));
    const QStringList expected = {
        "  threefold_claimable: 68 games", "  threefold_claimable_with_move: 68 games",
        "  fifty_claimable: 21 games",     "  fifty_claimable_with_move: 24 games",
        "  checkmate: 52 games",           "  stalemate: 12 games",
        "  dead_position: 33 games",       "  seventyfive_moves: 0 games",
        "  fivefold_repetition: 0 games",  "  flag_fall: 1 games",
        "  illegal_move: 0 games"};
    QCOMPARE(lines.mid(1), expected);
}

// The same counts from the JSON lines, and which games end how.
void TestCliAudit::sampleCounts() {
    const QList<QJsonObject> games = m_sample.jsonLines();
    QCOMPARE(games.size(), 300);
    const auto byKind = gamesByKind(games);
    const QMap<QString, int> expected = {
        {"threefold_claimable", 68}, {"threefold_claimable_with_move", 68},
        {"fifty_claimable", 21},     {"fifty_claimable_with_move", 24},
        {"checkmate", 52},           {"stalemate", 12},
        {"dead_position", 33},       {"flag_fall", 1}};
    for (const QString& kind : Kinds)
        QVERIFY2(byKind.value(kind).size() == expected.value(kind), qPrintable(kind));
    // The third occurrence is reached by a move, so both threefold kinds hold in the same games.
    QCOMPARE(byKind["threefold_claimable"], byKind["threefold_claimable_with_move"]);
    QCOMPARE(byKind["fifty_claimable_with_move"] - byKind["fifty_claimable"],
             (QSet<int>{136, 181, 256}));
    QVERIFY((byKind["fifty_claimable"] - byKind["fifty_claimable_with_move"]).isEmpty());

    QMap<QString, int> endings;
    int plies = 0;
    QSet<int> inconsistent;
    for (const QJsonObject& g : games) {
        endings[g["ended_by_rules"].isNull()
                    ? "none"
                    : g["ended_by_rules"].toObject()["termination"].toString()]++;
        plies += g["plies"].toInt();
        if (!g["result_consistent"].toBool()) inconsistent.insert(g["game"].toInt());
        QVERIFY(g["error"].isNull());
    }
    QCOMPARE(endings["checkmate"], 52);
    QCOMPARE(endings["stalemate"], 12);
    QCOMPARE(endings["dead_position"], 33);
    QCOMPARE(endings["none"], 300 - 52 - 12 - 33);
    QCOMPARE(plies, 56850);
    // tcec22k 17362, a time forfeit won by a bare king (6.9). 17366, 17368 and 17591 are won
    // by a bare king too, but [Termination "abandoned"]: a forfeit stands whatever the material.
    QCOMPARE(inconsistent, (QSet<int>{228}));
}

// One JSON object per line, in file order, with exactly the contract's fields and types.
void TestCliAudit::sampleLineShape() {
    const QList<QByteArray> lines = m_sample.lines();
    QCOMPARE(lines.size(), 300);
    static const QRegularExpression order(
        R"(^\{"game": \d+, "white": ".*", "black": ".*", "result_tag": ".*", "plies": \d+, "events": \[.*\], "ended_by_rules": .*, "result_consistent": (true|false), "error": .*, "result_reason": .*\}$)");
    const QStringList keys = {"black", "ended_by_rules",    "error",         "events",     "game",
                              "plies", "result_consistent", "result_reason", "result_tag", "white"};
    for (int i = 0; i < lines.size(); ++i) {
        const QString where = QString("line %1").arg(i + 1);
        QVERIFY2(order.match(QString::fromUtf8(lines[i])).hasMatch(), qPrintable(where));
        QJsonParseError error;
        const QJsonObject g = QJsonDocument::fromJson(lines[i], &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(where));
        QCOMPARE(g.keys(), keys);
        QCOMPARE(g["game"].toInt(), i + 1);
        QVERIFY(g["white"].isString() && g["black"].isString() && g["result_tag"].isString());
        QVERIFY(!g["white"].toString().isEmpty() && !g["black"].toString().isEmpty());
        QVERIFY(QStringList({"1-0", "0-1", "1/2-1/2"}).contains(g["result_tag"].toString()));
        const int plies = g["plies"].toInt(-1);
        QVERIFY(plies > 0);
        int last = 0;
        QSet<QString> seen, moments;
        for (const QJsonValue& v : g["events"].toArray()) {
            const QJsonObject e = v.toObject();
            const QString kind = e["kind"].toString();
            QCOMPARE(e.keys(), kind == "flag_fall"
                                   ? (QStringList{"kind", "move", "ply", "ruling", "side"})
                                   : (QStringList{"kind", "move", "ply"}));
            QVERIFY2(Kinds.contains(kind), qPrintable(where));
            // An ending once; a claim kind at every moment, each moment once.
            if (!kind.contains("claimable")) QVERIFY2(!seen.contains(kind), qPrintable(where));
            const QString moment = kind + ":" + QString::number(e["ply"].toInt());
            QVERIFY2(!moments.contains(moment), qPrintable(where));
            moments.insert(moment);
            seen.insert(kind);
            QVERIFY(e["ply"].toInt() >= last && e["ply"].toInt() <= plies);
            QVERIFY(e["move"].isString());
            last = e["ply"].toInt();
        }
        if (!g["ended_by_rules"].isNull()) {
            const QJsonObject end = g["ended_by_rules"].toObject();
            QCOMPARE(end.keys(), (QStringList{"ply", "termination"}));
            QVERIFY(end["ply"].toInt() <= plies);
            QVERIFY(seen.contains(end["termination"].toString()));  // the ending is also an event
        }
        QVERIFY(g["result_consistent"].isBool());
        // A reason exactly when the result is against the rules, one line.
        QCOMPARE(g["result_reason"].isString(), !g["result_consistent"].toBool());
        QVERIFY(g["result_reason"].isNull() ||
                (g["result_reason"].toString().startsWith("ruled ") &&
                 !g["result_reason"].toString().contains('\n')));
        QVERIFY(g["error"].isNull() || g["error"].isString());
    }
}

void TestCliAudit::sampleNotableGames_data() {
    QTest::addColumn<int>("game");
    QTest::addColumn<QStringList>("events");
    QTest::addColumn<QString>("ended");
    QTest::addColumn<bool>("consistent");
    QTest::newRow("1939 threefold after a4 (pgn-extract misses it)")
        << 23 << QStringList{"111:Kf1:threefold_claimable_with_move", "111:Kf1:threefold_claimable"}
        << "null" << true;
    QTest::newRow("11960 mate on the 100th ply")
        << 136 << QStringList{"295:Qe8#:fifty_claimable_with_move", "295:Qe8#:checkmate"}
        << "295:checkmate" << true;
    QTest::newRow("14700 stalemate on the 100th ply")
        << 181 << QStringList{"212:Bd6:fifty_claimable_with_move", "212:Bd6:stalemate"}
        << "212:stalemate" << true;
    QTest::newRow("18490 stalemate on the 100th ply, ply 1061")
        << 256 << QStringList{"1061:Kf6:fifty_claimable_with_move", "1061:Kf6:stalemate"}
        << "1061:stalemate" << true;
    QTest::newRow("17362 0-1 with a bare king, time forfeit")
        << 228 << QStringList{"1010:Kg7:flag_fall"} << "null" << false;
    QTest::newRow("17366 0-1 by forfeit, bare king") << 229 << QStringList{} << "null" << true;
    QTest::newRow("19673 h8=B+ dead by a promotion")
        << 274 << QStringList{"159:h8=B+:dead_position"} << "159:dead_position" << true;
    QTest::newRow("2425 forced stalemate")
        << 30 << QStringList{"94:Qh5+:dead_position"} << "94:dead_position" << true;
    QTest::newRow("15139 a7, Kxa7 forced")
        << 192 << QStringList{"159:a7:dead_position"} << "159:dead_position" << true;
    QTest::newRow("16572 Qxc2+, Kxc2 forced")
        << 213 << QStringList{"271:Qxc2+:dead_position"} << "271:dead_position" << true;
    QTest::newRow("14589 locked pawn wall")
        << 175 << QStringList{"90:hxg5:dead_position"} << "90:dead_position" << true;
}

void TestCliAudit::sampleNotableGames() {
    QFETCH(int, game);
    QFETCH(QStringList, events);
    QFETCH(QString, ended);
    QFETCH(bool, consistent);
    const QJsonObject g = m_sample.jsonLines().value(game - 1);
    QCOMPARE(g["game"].toInt(), game);
    QCOMPARE(::events(g), events);
    QCOMPARE(::ended(g), ended);
    QCOMPARE(g["result_consistent"].toBool(), consistent);
}

void TestCliAudit::handmade_data() {
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("plies");
    QTest::addColumn<QStringList>("events");
    QTest::addColumn<QString>("ended");
    const QStringList none;
    QTest::newRow("A irrelevant ep")
        << 1 << 10
        << QStringList{"10:Nb8:threefold_claimable_with_move", "10:Nb8:threefold_claimable"}
        << "null";
    QTest::newRow("B pinned ep") << 2 << 9
                                 << QStringList{"9:Rg7:threefold_claimable_with_move",
                                                "9:Rg7:threefold_claimable"}
                                 << "null";
    QTest::newRow("C legal ep") << 3 << 12 << none << "null";
    QTest::newRow("D king walk") << 4 << 14 << none << "null";
    QTest::newRow("E rook walk") << 5 << 12 << none << "null";
    QTest::newRow("F side to move") << 6 << 12 << none << "null";
    QTest::newRow("G FEN start") << 7 << 8
                                 << QStringList{"8:Ke8:threefold_claimable_with_move",
                                                "8:Ke8:threefold_claimable"}
                                 << "null";
    QTest::newRow("H repetition after the end")
        << 8 << 9 << QStringList{"1:Nxd2:dead_position"} << "1:dead_position";
    QTest::newRow("I fifty after the end")
        << 9 << 2 << QStringList{"0::dead_position"} << "0:dead_position";
    QTest::newRow("J mate on the 100th ply")
        << 10 << 1 << QStringList{"1:Ra8#:fifty_claimable_with_move", "1:Ra8#:checkmate"}
        << "1:checkmate";
    QTest::newRow("K castling") << 11 << 1
                                << QStringList{"1:O-O:fifty_claimable_with_move",
                                               "1:O-O:fifty_claimable"}
                                << "null";
    QTest::newRow("L clock 100 in the FEN")
        << 12 << 0 << QStringList{"0::fifty_claimable"} << "null";
    QTest::newRow("M fifty plies") << 13 << 2 << none << "null";
    QTest::newRow("N forced stalemate")
        << 14 << 2 << QStringList{"1:Qh5+:dead_position"} << "1:dead_position";
    QTest::newRow("O promotion to a bishop")
        << 15 << 1 << QStringList{"1:h8=B+:dead_position"} << "1:dead_position";
    QTest::newRow("P stalemate") << 16 << 1 << QStringList{"1:Qc7:stalemate"} << "1:stalemate";
    QTest::newRow("Q checkmate") << 17 << 4 << QStringList{"4:Qh4#:checkmate"} << "4:checkmate";
}

void TestCliAudit::handmade() {
    QFETCH(int, game);
    QFETCH(int, plies);
    QFETCH(QStringList, events);
    QFETCH(QString, ended);
    const Run r = audit({Handmade});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> games = r.jsonLines();
    QCOMPARE(games.size(), 17);
    const QJsonObject g = games[game - 1];
    QCOMPARE(g["plies"].toInt(), plies);
    QCOMPARE(::events(g), events);
    QCOMPARE(::ended(g), ended);
    QVERIFY(g["result_consistent"].toBool());
    QVERIFY(g["error"].isNull());
}

// TCEC's [Termination "illegal move"]: a loss for an illegal move, which 7.5.5 limits: a bare
// king wins nothing, and the reason names that article alone (testers: first 5.1.2 and 6.9
// alone were named, for tcec22k 17410, then all three, which read as if each applied).
void TestCliAudit::anIllegalMoveForfeitIsLimitedBy755() {
    const Run r = runCli({"audit", "-"},
                         "[Result \"0-1\"]\n[Termination \"illegal move\"]\n"
                         "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/2k5/8/K6R w - - 0 60\"]"
                         "\n\n60. Rh2 0-1\n");
    QCOMPARE(r.exitCode, 0);
    const QJsonObject g = r.jsonLines().value(0);
    QVERIFY(!g["result_consistent"].toBool());
    const QString reason = g["result_reason"].toString();
    QVERIFY2(reason.startsWith(QLatin1String("ruled 1/2-1/2: 7.5.5, Black (bare king) cannot "
                                             "checkmate")) &&
                 reason.endsWith(QLatin1String("a loss for an illegal move (the recorded "
                                               "Termination) is a draw against such a side")),
             qPrintable(reason));
}

// Under the casual rule set threefold and fifty moves end the game.
void TestCliAudit::casualRules() {
    const Run r = audit({Handmade, "--rules", "casual"});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> games = r.jsonLines();
    QCOMPARE(ended(games[0]), QString("10:threefold_repetition"));
    QCOMPARE(events(games[0]),
             (QStringList{"10:Nb8:threefold_claimable_with_move", "10:Nb8:threefold_claimable"}));
    QCOMPARE(ended(games[10]), QString("1:fifty_moves"));
    QCOMPARE(ended(games[11]), QString("0:fifty_moves"));
    QCOMPARE(ended(games[9]), QString("1:checkmate"));  // mate still comes first
    QVERIFY2(r.err.contains("  fivefold_repetition: 0 games"), r.err.constData());
    const Run uscf = audit({Handmade, "--rules", "uscf"});
    QCOMPARE(uscf.exitCode, 0);
    QCOMPARE(uscf.out, audit({Handmade}).out);  // USCF differs only on flag fall
}

// --jobs N audits chunks in parallel and still writes in file order. The file is the sample
// four times and the made-up games (several 1 MB chunks).
void TestCliAudit::jobsKeepFileOrder() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray sample = readAll(Sample);
    QByteArray big;
    for (int i = 0; i < 4; ++i) big += sample + "\n";
    big += readAll(Handmade);
    const QString path = dir.filePath("big.pgn");
    QVERIFY(writeFile(path, big));
    const Run one = audit({path});
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(one.lines().size(), 4 * 300 + 17);
    for (const char* jobs : {"2", "3"}) {
        const Run many = audit({path, "--jobs", jobs});
        QCOMPARE(many.exitCode, 0);
        QVERIFY2(many.out == one.out, jobs);
    }
    // Each copy of the sample gives the sample's lines, renumbered.
    const QList<QJsonObject> games = one.jsonLines();
    const QList<QJsonObject> reference = m_sample.jsonLines();
    for (int copy = 0; copy < 4; ++copy)
        for (int i = 0; i < 300; i += 37) {
            QJsonObject g = games[copy * 300 + i];
            QCOMPARE(g["game"].toInt(), copy * 300 + i + 1);
            g["game"] = i + 1;
            QCOMPARE(g, reference[i]);
        }
    QVERIFY2(one.err.contains("audit: 1217 games"), one.err.constData());
}

// docs/cli.md: a claim kind at every ply where it newly holds (two separate threefold moments;
// two stretches of a complete fifty-move count, each at its first ply), with 1 and 2 jobs.
void TestCliAudit::everyClaimMoment() {
    const QString path = REMIS_TEST_DATA "/audit/claim-moments.pgn";
    const Run r = audit({path});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> games = r.jsonLines();
    QCOMPARE(games.size(), 2);
    QCOMPARE(events(games[0]),
             (QStringList{"8:Ng8:threefold_claimable_with_move", "8:Ng8:threefold_claimable",
                          "18:Ng8:threefold_claimable_with_move", "18:Ng8:threefold_claimable"}));
    QCOMPARE(events(games[1]),
             (QStringList{"2:Kg8:fifty_claimable_with_move", "2:Kg8:fifty_claimable",
                          "103:Kd5:fifty_claimable_with_move", "103:Kd5:fifty_claimable"}));
    for (const QJsonObject& g : games) QVERIFY(g["result_reason"].isNull());
    // The summary counts games per kind, not moments.
    QVERIFY2(r.err.contains("  threefold_claimable: 1 games\n"), r.err.constData());
    QVERIFY2(r.err.contains("  fifty_claimable: 1 games\n"), r.err.constData());
    QCOMPARE(audit({path, "--jobs", "2", "--chunk-size", "100"}).out, r.out);
}

// result_consistent false comes with a reason naming the ruling, the rule and the ply.
void TestCliAudit::resultReason() {
    const QList<QJsonObject> games = m_sample.jsonLines();
    // tcec22k 17362: [Termination "time forfeit"], 0-1, Black has a bare king (issue 19.2).
    QCOMPARE(games[227]["result_reason"].toString(),
             QString("ruled 1/2-1/2: 6.9, White's flag fell and Black (bare king) cannot "
                     "checkmate, at ply 1010 (505...Kg7)"));
    // 17366 was abandoned: a forfeit (6.7; 11.3) stands whatever the winner's material.
    QVERIFY(games[228]["result_reason"].isNull());
    QVERIFY(games[228]["result_consistent"].toBool());
    // Without a Termination tag: neither a resignation nor a flag fall makes a bare king win.
    const QString bareKing =
        "[Result \"0-1\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4KB2 w - "
        "- 0 1\"]\n%1\n1. e3 0-1\n";
    const Run unstated = runCli({"audit", "-"}, bareKing.arg(QString()).toUtf8());
    QCOMPARE(unstated.jsonLines().value(0)["result_reason"].toString(),
             QString("ruled 1/2-1/2: 5.1.2 and 6.9, Black (bare king) cannot checkmate by any "
                     "series of legal moves at the end, ply 1 (1.e3): neither a resignation nor "
                     "a flag fall loses"));
    for (const char* forfeit : {"abandoned", "rules infraction", "Adjudication"}) {
        const Run run =
            runCli({"audit", "-"},
                   bareKing.arg(QStringLiteral("[Termination \"%1\"]\n").arg(forfeit)).toUtf8());
        QVERIFY2(run.jsonLines().value(0)["result_consistent"].toBool(), forfeit);
    }
    const Run mate = runCli({"audit", "-"},
                            "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
                            "1. f3 e5 2. g4 Qh4# 1-0\n");
    QCOMPARE(mate.exitCode, 0);
    const QJsonObject g = mate.jsonLines().value(0);
    QCOMPARE(g["result_consistent"].toBool(true), false);
    QCOMPARE(g["result_reason"].toString(),
             QString("ruled 0-1: 5.1.1, Black checkmated at ply 4 (2...Qh4#)"));
    // A second illegal move in standard play loses too (7.5.5), but not against a side that
    // cannot checkmate: the reason names it (tester: only 5.1.2 and 6.9 were named).
    const Run second =
        runCli({"audit", "-"},
               "[Result \"0-1\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/5k2/8/3r4/R3K3 w Q - 0 30\"]\n\n"
               "30. O-O-O Ke4 31. Rxd2 Ke3 32. Rd8 Ke2 33. Kd2 Kf3 0-1\n");
    QCOMPARE(second.jsonLines().value(0)["result_reason"].toString(),
             QString("ruled 1/2-1/2: 5.1.2, 6.9 and 7.5.5, Black (bare king) cannot checkmate by "
                     "any series of legal moves at the end, ply 8 (33...Kf3): neither a "
                     "resignation, a flag fall nor White's second illegal move 33.Kd2 loses"));
    // Black's second illegal move would have lost had it been seen during the game; seen in
    // the record, the recorded result stands (7.5.1 acts during the game; docs/cli.md), and
    // the event carries the ruling.
    const QString ill =
        "[Result \"%1\"]\n\n1. e4 e5 2. Nf3 d6 3. Bb5+ Nc6 4. O-O Nd4 5. Nxd4 "
        "exd4 %2%1\n";
    for (const auto& [result, more] : {std::pair{"0-1", "6. c3 "}, std::pair{"*", ""}}) {
        const QJsonObject g =
            runCli({"audit", "-"}, ill.arg(QLatin1String(result), QLatin1String(more)).toUtf8())
                .jsonLines()
                .value(0);
        QVERIFY(g["result_consistent"].toBool());
        QCOMPARE(g["events"].toArray().last().toObject()["ruling"].toString(), QString("1-0"));
    }
    QVERIFY(runCli({"audit", "-"}, ill.arg(QStringLiteral("1-0"), QString()).toUtf8())
                .jsonLines()
                .value(0)["result_consistent"]
                .toBool());
}

QTEST_APPLESS_MAIN(TestCliAudit)
#include "tst_cli_audit.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
