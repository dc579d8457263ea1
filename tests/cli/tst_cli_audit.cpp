// `remis-cli audit` against its contract (cli.md) on real games and on made-up ones.
//
// Data
// ----
// tests/data/tcec-sample.pgn: 300 games copied unchanged, in their order, from
// ../shared/data/tcec22k.pgn.xz (22,376 TCEC games). Chosen for the rulings they contain: the
// 16 games where Remis and pgn-extract disagree on threefold repetition (tcec22k numbers 1939,
// 2195, 2379, 2534, 2884, 5288, 5364, 5392, 9521, 10392, 10436, 14351, 15018, 20044, 20790,
// 20863), 50 more threefold games, the fifty-move games 11960 (mate on the 100th ply), 14700
// and 18490 (stalemate on the 100th ply), 13260 and 14589 (locked pawn walls), 20 more fifty
// games, 50 checkmates, 10 stalemates, the forced stalemates 2425, 6778, 16413, the forced
// captures 15139 and 16572, 25 dead positions by material (among them 19673, h8=B+), the
// bare-king "wins" 17362, 17366, 17368, 17591, 6 games from a FEN, and plain games.
// tests/data/audit-vs-pgn-extract.pgn: 17 made-up games, one per point where the two tools
// could differ (named A..Q in their Event tags).
//
// Counts on tcec-sample.pgn (Remis with the full dead-position analyser; pgn-extract 19-04,
// Debian's, with --repetition, --fifty, --checkmate, --stalemate; games selected):
//
//   kind                             Remis   pgn-extract
//   threefold_claimable                 68   52 (--repetition)
//   threefold_claimable_with_move       68
//   fifty_claimable                     21   26 (--fifty)
//   fifty_claimable_with_move           24
//   checkmate                           52   52 (--checkmate)
//   stalemate                           12   15 (--stalemate)
//   dead_position                       33   -  (no such notion)
//   seventyfive_moves, fivefold          0   -
//   results inconsistent                 4   0 (it only checks the Result tag against
//   mate/stalemate) 300 games, 56,850 plies, 0 errors on both sides.
// On the whole tcec22k file the same comparison gives threefold 2223 v 2207, fifty 414 / 417
// v 419, checkmate 3494 v 3494, stalemate 25 v 30, dead positions 166, 19 results
// inconsistent, and every difference falls in one of the classes below.
//
// Every difference explained
// --------------------------
// pgn-extract 19-04 counts, per game, the positions reached after each main-line move (and
// the start position) by a hash of: piece placement, side to move, castling rights, and an
// en passant square after EVERY double pawn push, whether or not a capture is possible;
// three equal hashes make --repetition match. --fifty matches when the halfmove clock
// reaches 100 after any main-line move (castling does not reset it; the start position is
// not looked at). It has no notion of a game being over except checkmate and stalemate at
// the end, and none of dead positions. Probed with the made-up games of
// audit-vs-pgn-extract.pgn, it matches --repetition: G, H; --fifty: I, J, K; --checkmate:
// J, Q; --stalemate: N, P.
//
// 1. Threefold, 68 v 52: the 16 games listed above. In each, the first of the three
//    occurrences is the position right after a double pawn push (a4, f5, g4, h4, b5, a5,
//    h5) with no enemy pawn beside the pushed pawn, so no en passant capture was possible.
//    FIDE 9.2.3.1 counts the en passant possibility only when the capture is legal, so the
//    position equals the two later ones (rules.md pitfall 5); pgn-extract keeps the square in
//    its hash and sees only two. All 16 games end at that very ply, and the TCEC server's
//    TerminationDetails tag says "3-Fold repetition" for 15 of them (20044 has none). Made-up
//    games A (no capture possible) and B (a pinned pawn, rules.md pitfall 6): Remis yes,
//    pgn-extract no. No game is matched by pgn-extract alone: both treat castling rights
//    (games D, E: king and rook walks, neither matches), the side to move (F) and the FEN
//    start as an occurrence (G) alike, and an en passant capture that IS legal (C) makes the
//    positions differ for both.
// 2. Fifty, claim with a move 24 v --fifty 26: 13260 and 14589 reached a dead position
//    (locked pawn walls; the game is over by 5.2.2) long before the clock reached 100; TCEC
//    played on until its fifty-move adjudication. pgn-extract reads on and matches; Remis
//    rules nothing after the end (moves are only counted in `plies`). Made-up game I is the
//    same after a dead position by material. With only the material rules (the analyser
//    before the rewrite) both games count, 26 = 26.
// 3. fifty_claimable 21 v fifty_claimable_with_move 24: in 11960 (Qe8#), 14700 (Bd6) and
//    18490 (Kf6) the 100th ply is itself mate or stalemate. The mover could have claimed
//    naming that move (9.3.1; the mating case is the disputed one Remis accepts), but the
//    game is over after it, so 9.3.2 never held for a player having the move. pgn-extract
//    counts them (made-up J). Made-up L is the reverse: the FEN already has clock 100 and no
//    move is played; Remis: fifty_claimable at ply 0; pgn-extract looks only after moves.
//    Made-up K: castling does not reset the count, both agree; M (50 plies) neither.
// 4. Stalemate, 12 v 15: 2425 (...Qh5+), 6778 (...Qg2+) and 16413 (Qb7+): a check whose
//    only legal reply stalemates. The position after the check is already dead (no series
//    of legal moves leads to a mate), so 5.2.2 ends the game one ply before the stalemate
//    pgn-extract sees (made-up N). Same idea with a capture: 15139 (a7, Kxa7 forced) and
//    16572 (Qxc2+, Kxc2 forced) are dead one ply before the bare material.
// 5. Checkmate, 52 = 52: the same games.
// 6. Dead positions (33; pgn-extract has none): 26 by material after a capture or, in
//    19673, a promotion to a bishop (h8=B+, made-up O; rules.md pitfall 10), 5 forced lines
//    (item 4) and the 2 pawn walls. In 13260 the quick analysis that runs after every move
//    proves the wall after 63.a4 (ply 125); the full analysis proves it already from ply 111
//    (56...g5, the a3 pawn can only go to a4), so only the kind is asserted for that game.
// 7. Results inconsistent (4): 17362 (time forfeit), 17366, 17368, 17591 (disconnections),
//    all scored 0-1 although Black had a bare king against K+B+P: by 6.9 (and 5.1.2) a
//    side that cannot checkmate by any series of legal moves cannot win; pgn-extract only
//    compares the Result tag with a final mate or stalemate.
// 8. Repetitions after the end: pgn-extract also counts positions after the game ended
//    (made-up H: a repetition after a dead position matches --repetition; Remis reports only
//    the dead position). No TCEC game has one.
//
// Rows that depend on the full dead-position analyser (forced lines, pawn walls): games 30,
// 157, 175, 192, 213 of the sample, made-up N, and the per-kind totals of dead_position (33),
// stalemate (12) and fifty_* (21, 24). With only the material rules they read stalemate 15,
// dead_position 28, fifty 23 / 26.
#include <QtTest>
#include "cli/clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

const QString Sample = REMIS_TEST_DATA "/tcec-sample.pgn";
const QString Handmade = REMIS_TEST_DATA "/audit-vs-pgn-extract.pgn";

const QStringList Kinds = {"threefold_claimable", "threefold_claimable_with_move",
                           "fifty_claimable",     "fifty_claimable_with_move",
                           "checkmate",           "stalemate",
                           "dead_position",       "seventyfive_moves",
                           "fivefold_repetition"};

using Run = CliRun;

Run run(const QString& program, const QStringList& args) {
    return runProgram(program, args);
}

Run audit(const QStringList& args) {
    return run(REMIS_CLI_PATH, QStringList{"audit"} + args);
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// "ply:move:kind" for each event.
QStringList events(const QJsonObject& game) {
    QStringList out;
    for (const QJsonValue& v : game["events"].toArray()) {
        const QJsonObject e = v.toObject();
        out << QString("%1:%2:%3")
                   .arg(e["ply"].toInt())
                   .arg(e["move"].toString(), e["kind"].toString());
    }
    return out;
}

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

QString pgnExtract() {
    for (const char* p : {"/usr/games/pgn-extract", "/usr/bin/pgn-extract"})
        if (QFile::exists(p)) return p;
    return {};
}

// The games of `file` (1-based) that pgn-extract selects with `flag`, identified by their tags.
QSet<int> pgnExtractSelects(const QString& file, const QString& flag, const QString& tmp) {
    static const QRegularExpression tagLine(R"re(^\[(\w+) "(.*)"\]\s*$)re",
                                            QRegularExpression::MultilineOption);
    auto identities = [](const QByteArray& pgn) {
        QList<QString> ids;
        QMap<QString, QString> tags;
        auto flush = [&] {
            // pgn-extract writes "?" for a missing tag of the Seven Tag Roster.
            for (const char* t : {"Round", "White", "Black"})
                if (tags.value(t) == "?") tags.remove(t);
            if (!tags.isEmpty())
                ids << QStringList{tags["Event"], tags["Round"], tags["White"], tags["Black"]}.join(
                    '|');
            tags.clear();
        };
        for (const QByteArray& raw : pgn.split('\n')) {
            const QString line = QString::fromUtf8(raw).trimmed();
            const auto m = tagLine.match(line);
            if (!m.hasMatch()) continue;
            if (m.captured(1) == "Event") flush();
            tags[m.captured(1)] = m.captured(2);
        }
        flush();
        return ids;
    };
    const QList<QString> all = identities(readAll(file));
    const QString out = tmp + "/selected.pgn";
    QFile::remove(out);
    run(pgnExtract(), {flag, "-s", "-o", out, file});
    QSet<int> selected;
    for (const QString& id : identities(readAll(out))) selected.insert(int(all.indexOf(id)) + 1);
    return selected;
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
    void jobsKeepFileOrder();
    void illegalMoveGivesErrorAndAuditContinues();
    void syntaxErrorNamesTheLineOfTheFile();
    void badInput_data();
    void badInput();
    void pgnExtractDifferences();

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
        R"(^audit: 300 games, 56850 plies, 0 errors, 4 results inconsistent, [0-9.]+ s \([0-9]+ games/s\)$)");
    QVERIFY2(head.match(lines[0]).hasMatch(), qPrintable(lines[0]));
    const QStringList expected = {
        "  threefold_claimable: 68 games", "  threefold_claimable_with_move: 68 games",
        "  fifty_claimable: 21 games",     "  fifty_claimable_with_move: 24 games",
        "  checkmate: 52 games",           "  stalemate: 12 games",
        "  dead_position: 33 games",       "  seventyfive_moves: 0 games",
        "  fivefold_repetition: 0 games"};
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
        {"dead_position", 33}};
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
    QCOMPARE(inconsistent, (QSet<int>{228, 229, 230, 238}));  // tcec22k 17362, 17366, 17368, 17591
}

// One JSON object per line, in file order, with exactly the contract's fields and types.
void TestCliAudit::sampleLineShape() {
    const QList<QByteArray> lines = m_sample.lines();
    QCOMPARE(lines.size(), 300);
    static const QRegularExpression order(
        R"(^\{"game": \d+, "white": ".*", "black": ".*", "result_tag": ".*", "plies": \d+, "events": \[.*\], "ended_by_rules": .*, "result_consistent": (true|false), "error": .*\}$)");
    const QStringList keys = {"black", "ended_by_rules",    "error",      "events", "game",
                              "plies", "result_consistent", "result_tag", "white"};
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
        QSet<QString> seen;
        for (const QJsonValue& v : g["events"].toArray()) {
            const QJsonObject e = v.toObject();
            QCOMPARE(e.keys(), (QStringList{"kind", "move", "ply"}));
            QVERIFY2(Kinds.contains(e["kind"].toString()), qPrintable(where));
            QVERIFY2(!seen.contains(e["kind"].toString()), qPrintable(where));  // each kind once
            seen.insert(e["kind"].toString());
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
    QTest::newRow("17362 0-1 with a bare king") << 228 << QStringList{} << "null" << false;
    QTest::newRow("17366 0-1 with a bare king") << 229 << QStringList{} << "null" << false;
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

void TestCliAudit::illegalMoveGivesErrorAndAuditContinues() {
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
void TestCliAudit::syntaxErrorNamesTheLineOfTheFile() {
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

void TestCliAudit::badInput_data() {
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

void TestCliAudit::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = audit(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.startsWith("remis-cli: ") && QString::fromUtf8(r.err).contains(mentions),
             r.err.constData());
}

// The differences explained at the top, checked against pgn-extract itself when installed.
void TestCliAudit::pgnExtractDifferences() {
    QVERIFY2(!pgnExtract().isEmpty(),
             "pgn-extract is missing (Debian package pgn-extract; scripts/test installs it)");
    QTemporaryDir dir;
    const auto remis = gamesByKind(m_sample.jsonLines());
    const QSet<int> epGames = {23,  27,  29,  32,  39,  62,  63,  64,
                               109, 119, 120, 168, 189, 279, 287, 288};
    QCOMPARE(pgnExtractSelects(Sample, "--repetition", dir.path()),
             remis["threefold_claimable"] - epGames);
    QVERIFY(remis["threefold_claimable"].contains(epGames));
    QCOMPARE(pgnExtractSelects(Sample, "--fifty", dir.path()),
             (remis["fifty_claimable_with_move"] + QSet<int>{157, 175}));
    QCOMPARE(pgnExtractSelects(Sample, "--checkmate", dir.path()), remis["checkmate"]);
    QCOMPARE(pgnExtractSelects(Sample, "--stalemate", dir.path()),
             (remis["stalemate"] + QSet<int>{30, 82, 209}));

    QCOMPARE(pgnExtractSelects(Handmade, "--repetition", dir.path()), (QSet<int>{7, 8}));  // G, H
    QCOMPARE(pgnExtractSelects(Handmade, "--fifty", dir.path()),
             (QSet<int>{9, 10, 11}));  // I, J, K
    QCOMPARE(pgnExtractSelects(Handmade, "--checkmate", dir.path()), (QSet<int>{10, 17}));  // J, Q
    QCOMPARE(pgnExtractSelects(Handmade, "--stalemate", dir.path()), (QSet<int>{14, 16}));  // N, P
}

QTEST_APPLESS_MAIN(TestCliAudit)
#include "tst_cli_audit.moc"
