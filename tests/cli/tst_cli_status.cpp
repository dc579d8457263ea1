// `remis-cli status` against its contract (docs/cli.md): every case of
// tests/data/rulings-examples.jsonl through the real binary (QProcess), its JSON checked
// field by field as tests/core/tst_rulings.cpp checks the core; then the rule sets (casual
// endings, USCF flag fall), repetition_plies, and the exit-2 errors.
//
// Rows that expect can_checkmate "yes"/"no" beyond the material rules need the full
// dead-position analyser and fail until it answers them.
#include <QtTest>
#include "cli/clirun.h"
#include "rulingsexpect.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace {

using Run = CliRun;

Run cli(const QStringList& args) {
    return runCli(args);
}

Run status(const QString& fen, const QString& moves, const QString& rules = {}) {
    QStringList args{"status"};
    if (!fen.isEmpty()) args << "--fen" << fen;
    if (!moves.isEmpty()) args << "--moves" << moves;
    if (!rules.isEmpty()) args << "--rules" << rules;
    return cli(args);
}

using rulings::mismatches;

QJsonArray ints(std::initializer_list<int> values) {
    QJsonArray a;
    for (int v : values) a.append(v);
    return a;
}

constexpr const char* KnightDance = "g1f3 g8f6 f3g1 f6g8";

}  // namespace

class TestCliStatus : public QObject {
    Q_OBJECT

private slots:
    void table_data();
    void table();
    void contractShape();
    void sanAndUciBothAccepted();
    void repetitionPlies_data();
    void repetitionPlies();
    void movesAfterTheGameEnded();
    void provenDeadPositionEndsTheGame();
    void deadOneMoveAhead();
    void neitherCanMateIsDead_data();
    void neitherCanMateIsDead();
    void casualRulesEndTheGame();
    void uscfFlagFall();
    void badInput_data();
    void badInput();
};

void TestCliStatus::table_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QJsonObject>("expect");
    QFile file(REMIS_TEST_DATA "/rulings-examples.jsonl");
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    while (!file.atEnd()) {
        const QByteArray text = file.readLine().trimmed();
        if (text.isEmpty()) continue;
        QJsonParseError error;
        const QJsonObject c = QJsonDocument::fromJson(text, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QStringList moves;
        for (const QJsonValue& m : c["moves"].toArray()) moves << m.toString();
        QTest::newRow(qPrintable(c["id"].toString()))
            << c["fen"].toString() << moves.join(' ') << c["expect"].toObject();
    }
}

void TestCliStatus::table() {
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QJsonObject, expect);
    const Run r = status(fen, moves);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.isEmpty());
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(r.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, r.out.constData());
    const QStringList bad = mismatches(expect, json);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join("; ")));
}

// Every field of the contract, with its type, for a game going on and one that is over.
void TestCliStatus::contractShape() {
    const Run r = status({}, "g1f3 g8f6 f3g1");
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.count('\n'), 1);  // one JSON object, one line
    const QJsonObject o = r.json();
    QCOMPARE(o["fen"].toString(),
             QString("rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 3 2"));
    QCOMPARE(o["side_to_move"].toString(), QString("black"));
    QCOMPARE(o["halfmove_clock"].toInt(), 3);
    QCOMPARE(o["fullmove_number"].toInt(), 2);
    QCOMPARE(o["in_check"].toBool(true), false);
    const QJsonArray legal = o["legal_moves"].toArray();
    QCOMPARE(legal.size(), 22);
    QStringList uci;
    for (const QJsonValue& m : legal) uci << m.toString();
    QStringList sorted = uci;
    sorted.sort();
    QCOMPARE(uci, sorted);
    QCOMPARE(o["repetition_count"].toInt(), 1);
    QCOMPARE(o["repetition_plies"].toArray(), ints({3}));
    QCOMPARE(o["game_over"].toBool(true), false);
    QVERIFY(o["result"].isNull());
    QVERIFY(o["termination"].isNull());
    const QJsonObject claims = o["claims"].toObject();
    QCOMPARE(claims["threefold"].toBool(true), false);
    QCOMPARE(claims["fifty_moves"].toBool(true), false);
    QCOMPARE(claims["threefold_with_move"].toArray(), QJsonArray());
    QCOMPARE(claims["fifty_moves_with_move"].toArray(), QJsonArray());
    QCOMPARE(o["can_checkmate"].toObject().keys(), (QStringList{"black", "white"}));
    QCOMPARE(o["flag_fall"].toObject()["white"].toString(), QString("0-1"));
    QCOMPARE(o["flag_fall"].toObject()["black"].toString(), QString("1-0"));

    const QJsonObject over = status({}, "f2f3 e7e5 g2g4 d8h4").json();
    QCOMPARE(over["game_over"].toBool(), true);
    QCOMPARE(over["result"].toString(), QString("0-1"));
    QCOMPARE(over["termination"].toString(), QString("checkmate"));
    QCOMPARE(over["in_check"].toBool(), true);
    QCOMPARE(over["legal_moves"].toArray(), QJsonArray());
    QVERIFY(over["flag_fall"].isNull());
    QCOMPARE(over["claims"].toObject()["threefold"].toBool(true), false);
}

void TestCliStatus::sanAndUciBothAccepted() {
    const QJsonObject uci = status({}, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 e1g1").json();
    const QJsonObject san = status({}, "e4 e5 Nf3 Nc6 Bb5 a6 O-O").json();
    QVERIFY(!uci.isEmpty());
    QCOMPARE(uci, san);
    QCOMPARE(san["halfmove_clock"].toInt(), 1);  // castling does not reset it (9.3)
}

void TestCliStatus::repetitionPlies_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QJsonArray>("plies");
    QTest::newRow("start") << ""
                           << "" << ints({0});
    QTest::newRow("knights twice") << "" << QString("%1 %1").arg(KnightDance) << ints({0, 4, 8});
    QTest::newRow("irrelevant ep")
        << ""
        << "e2e4 e7e5 g1f3 b8c6 f3g1 c6b8 g1f3 b8c6 f3g1 c6b8" << ints({2, 6, 10});
    QTest::newRow("legal ep") << ""
                              << "e2e4 g8f6 e4e5 d7d5 g1f3 b8c6 f3g1 c6b8 g1f3 b8c6 f3g1 c6b8"
                              << ints({8, 12});
    QTest::newRow("king walk")
        << ""
        << "e2e4 e7e5 g1f3 g8f6 f3g1 f6g8 e1e2 e8e7 e2e1 e7e8 b1a3 b8a6 a3b1 a6b8"
        << ints({10, 14});
    QTest::newRow("fen start") << "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1"
                               << "e1d2 e8d7 d2e1 d7e8 e1f2 e8f7 f2e1 f7e8" << ints({0, 4, 8});
    QTest::newRow("pinned ep") << "6k1/1p2p1rp/rP1pR3/2pP1pP1/p1P2P1P/R5K1/8/8 b - - 0 1"
                               << "h7h5 e6h6 g7h7 h6e6 h7g7 e6h6 g7h7 h6e6 h7g7" << ints({1, 5, 9});
}

void TestCliStatus::repetitionPlies() {
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QJsonArray, plies);
    const Run r = status(fen, moves);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = r.json();
    QCOMPARE(o["repetition_plies"].toArray(), plies);
    QCOMPARE(o["repetition_count"].toInt(), int(plies.size()));
}

// docs/cli.md: moves after the end are an error, exit 2, one line on stderr, nothing on stdout.
void TestCliStatus::movesAfterTheGameEnded() {
    const Run r = status({}, "f2f3 e7e5 g2g4 d8h4 e2e4");
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.contains("the game ended at ply 4"), r.err.constData());
    QVERIFY2(r.err.contains("checkmate"), r.err.constData());
    QVERIFY2(r.err.contains("e2e4"), r.err.constData());

    // Fivefold ends the game under FIDE too.
    const Run five = status({}, QString("%1 %1 %1 %1 e2e4").arg(KnightDance));
    QCOMPARE(five.exitCode, 2);
    QVERIFY2(five.err.contains("the game ended at ply 16"), five.err.constData());
    // The move is named as the game numbers it, beside its place in --moves (a tester took
    // "move 11" for the game's eleventh move).
    const Run late = status("8/8/8/4k3/8/8/2Q5/4K3 w - - 140 80",
                            "Qc3 Kd5 Qb3+ Kc5 Qa3+ Kb5 Qd3+ Ka4 Qd4+ Ka3 Qc4");
    QVERIFY2(late.err.contains("move 11 \"Qc4\" (85.Qc4): the game ended at ply 10 by "
                               "seventyfive_moves"),
             late.err.constData());

    // Threefold under FIDE does not end it: the moves go on.
    QCOMPARE(status({}, QString("%1 %1 e2e4").arg(KnightDance)).exitCode, 0);

    // 5.2.2 proven by the full analysis only (the closure; the per-move check cannot see
    // it): the game ended at the start, the three moves came after it.
    const QString closed = "8/8/7p/5p1P/5p1K/5Pp1/6P1/5kb1 w - - 0 1";
    const Run dead = status(closed, "Kh3 Ke2 Kh4");
    QCOMPARE(dead.exitCode, 2);
    QVERIFY2(dead.err.contains("move 1 \"Kh3\" (1.Kh3): the game ended at ply 0 by dead_position"),
             dead.err.constData());

    // The check after every move ends the game when the pawns lock (ply 10), but neither side
    // could mate from the start (both sides' full analyses): the moves are refused from the
    // first, not from the eleventh.
    const Run locked = status("1k6/1P5p/BP3p2/1P6/8/8/5PKP/8 b - - 0 1",
                              "f6f5 g2g1 f5f4 g1g2 h7h6 g2g1 h6h5 g1g2 h5h4 g2g1 f4f3 g1h1");
    QCOMPARE(locked.exitCode, 2);
    QVERIFY2(
        locked.err.contains("move 1 \"f6f5\" (1...f6f5): the game ended at ply 0 by dead_position"),
        locked.err.constData());
}

// 5.2.2: when the full analysis proves that neither side can mate, the game is over: never
// "can_checkmate" no / no with game_over false.
void TestCliStatus::provenDeadPositionEndsTheGame() {
    const QJsonObject o = status("8/8/7p/5p1P/5p1K/5Pp1/6P1/5kb1 w - - 0 1", {}).json();
    QCOMPARE(o["can_checkmate"].toObject()["white"].toString(), "no");
    QCOMPARE(o["can_checkmate"].toObject()["black"].toString(), "no");
    QCOMPARE(o["game_over"].toBool(), true);
    QCOMPARE(o["termination"].toString(), "dead_position");
    QCOMPARE(o["result"].toString(), "1/2-1/2");
}

// 5.2.2 one move ahead: a position whose every legal move stalemates (b8=Q, R, B, N, Kg8) is
// dead, so the stalemate after it never comes; and a forced move into walls makes the
// position before it dead.
void TestCliStatus::deadOneMoveAhead() {
    const QString stalemates = "7K/1P6/6pk/6p1/6P1/8/8/8 w - - 0 1";
    const QJsonObject o = status(stalemates, {}).json();
    QCOMPARE(o["game_over"].toBool(), true);
    QCOMPARE(o["termination"].toString(), "dead_position");
    const Run after = status(stalemates, "Kg8");
    QCOMPARE(after.exitCode, 2);
    QVERIFY2(after.err.contains("move 1 \"Kg8\" (1.Kg8): the game ended at ply 0 by dead_position"),
             after.err.constData());

    const QString forced = "8/8/8/1k3p1p/3p1P2/1p1P1PpP/1P4P1/rK6 w - - 0 1";
    QCOMPARE(status(forced, {}).json()["termination"].toString(), "dead_position");
}

void TestCliStatus::neitherCanMateIsDead_data() {
    QTest::addColumn<QString>("fen");
    // Walls not closed enough for isDeadPosition(Full)'s closure probe; the per-side analyses
    // behind can_checkmate walk every position reachable and find no mate for either side.
    QTest::newRow("bishop behind pawns") << "8/p1p5/2P5/P7/4k3/6p1/6Pp/4b2K b - - 0 1";
    QTest::newRow("pawns locked on b") << "1k6/1P5p/BP3p2/1P6/8/8/5PKP/8 b - - 0 1";
}

// 5.2.2: can_checkmate "no" for both sides is a dead position, so the game is over at once,
// reported as every dead position is.
void TestCliStatus::neitherCanMateIsDead() {
    QFETCH(QString, fen);
    const QJsonObject o = status(fen, {}).json();
    QCOMPARE(o["can_checkmate"].toObject()["white"].toString(), "no");
    QCOMPARE(o["can_checkmate"].toObject()["black"].toString(), "no");
    QCOMPARE(o["game_over"].toBool(), true);
    QCOMPARE(o["result"].toString(), "1/2-1/2");
    QCOMPARE(o["termination"].toString(), "dead_position");
    QCOMPARE(o["legal_moves"].toArray().size(), 0);
    QVERIFY(o["flag_fall"].isNull());
}

void TestCliStatus::casualRulesEndTheGame() {
    const QJsonObject three = status({}, QString("%1 %1").arg(KnightDance), "casual").json();
    QCOMPARE(three["game_over"].toBool(), true);
    QCOMPARE(three["termination"].toString(), QString("threefold_repetition"));
    QCOMPARE(three["result"].toString(), QString("1/2-1/2"));
    QCOMPARE(three["claims"].toObject()["threefold"].toBool(true), false);  // nothing left to claim
    QVERIFY(three["flag_fall"].isNull());

    const QJsonObject fifty = status("7k/8/8/8/8/8/4K3/R7 w - - 99 80", "e2e3", "casual").json();
    QCOMPARE(fifty["termination"].toString(), QString("fifty_moves"));
    QCOMPARE(fifty["result"].toString(), QString("1/2-1/2"));

    const Run after = status({}, QString("%1 %1 e2e4").arg(KnightDance), "casual");
    QCOMPARE(after.exitCode, 2);
    QVERIFY2(after.err.contains("the game ended at ply 8"), after.err.constData());

    // The same under FIDE and USCF: only claims.
    for (const char* rules : {"fide", "uscf"}) {
        const QJsonObject o = status({}, QString("%1 %1").arg(KnightDance), rules).json();
        QCOMPARE(o["game_over"].toBool(true), false);
        QCOMPARE(o["claims"].toObject()["threefold"].toBool(), true);
        const QJsonObject f = status("7k/8/8/8/8/8/4K3/R7 w - - 99 80", "e2e3", rules).json();
        QCOMPARE(f["game_over"].toBool(true), false);
        QCOMPARE(f["claims"].toObject()["fifty_moves"].toBool(), true);
    }
}

// USCF 14E: K+N against K+R: if Black (the rook) flags, White has only K+N: a draw. Under
// FIDE 6.9 a helpmate exists, so it is 1-0.
void TestCliStatus::uscfFlagFall() {
    const QString fen = "8/8/4k3/r7/8/3NK3/8/8 w - - 0 60";
    const QJsonObject uscf = status(fen, {}, "uscf").json()["flag_fall"].toObject();
    QCOMPARE(uscf["black"].toString(), QString("1/2-1/2"));
    QCOMPARE(uscf["white"].toString(), QString("0-1"));
    const QJsonObject fide = status(fen, {}, "fide").json()["flag_fall"].toObject();
    QCOMPARE(fide["black"].toString(), QString("1-0"));
    QCOMPARE(fide["white"].toString(), QString("0-1"));
    QCOMPARE(status(fen, {}).json()["flag_fall"].toObject(), fide);  // FIDE is the default

    // Against a bare king every rule set draws.
    for (const char* rules : {"fide", "uscf"}) {
        const QJsonObject bare = status("8/8/4k3/8/8/3NK3/8/8 w - - 0 60", {}, rules).json();
        QCOMPARE(bare["game_over"].toBool(), true);  // K+N v K is dead: no flag to judge
        const QJsonObject q =
            status("8/8/4k3/8/8/3QK3/8/8 w - - 0 60", {}, rules).json()["flag_fall"].toObject();
        QCOMPARE(q["white"].toString(), QString("1/2-1/2"));
        QCOMPARE(q["black"].toString(), QString("1-0"));
    }
}

void TestCliStatus::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("rules") << QStringList{"status", "--rules", "blitz"} << "--rules";
    QTest::newRow("rules empty") << QStringList{"status", "--rules", ""} << "--rules";
    QTest::newRow("illegal move") << QStringList{"status", "--moves", "e2e4 e7e5 e1e3"} << "e1e3";
    QTest::newRow("bad SAN") << QStringList{"status", "--moves", "e4 Nxe5"} << "Nxe5";
    QTest::newRow("pinned piece, and why")
        << QStringList{"status", "--fen", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "--moves", "Nc3"}
        << "move 1 \"Nc3\" (1.Nc3): no knight can legally move to c3 (the move would expose its "
           "king to "
           "check; "
           "FIDE 3.9)";
    QTest::newRow("castling through check, and why")
        << QStringList{"status", "--fen", "4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "--moves", "e1g1"}
        << "(the king would cross a square that is attacked; FIDE 3.8.2.2)";
    QTest::newRow("bad FEN") << QStringList{"status", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}
                             << "FEN";
    QTest::newRow("unknown option") << QStringList{"status", "--frobnicate"} << "frobnicate";
}

void TestCliStatus::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.startsWith("remis-cli: "), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
}

QTEST_APPLESS_MAIN(TestCliStatus)
#include "tst_cli_status.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
