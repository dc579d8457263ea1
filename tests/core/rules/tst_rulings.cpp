// The rulings table (tests/data/rulings-examples.jsonl) replayed through the core API: each
// case starts a Game from its FEN under the FIDE rules, plays its UCI moves and checks every
// field of "expect" against what the arbiter rules. The same table drives the CLI test
// (tests/cli/tst_cli_status.cpp); here the fields are taken from Game, Ruling and the
// analyser directly, mapped to the ids of the status contract (docs/cli.md).
//
// Rows that expect can_checkmate "yes" or "no" beyond the material rules (helpmates, pawn
// walls, forced recaptures) need the full dead-position analyser; they are kept as they are
// and fail until it answers them.
#include <QtTest>
#include "rulingsexpect.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

#include "core/analysis/mateability.h"
#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/rules/arbiter.h"
#include "core/rules/game.h"
#include "core/rules/vocabulary.h"

using namespace remis;

namespace {

// The ids of docs/cli.md's status contract, from the core's one vocabulary.
QJsonValue terminationJson(Termination t) {
    if (t == Termination::None) return QJsonValue::Null;
    return QString::fromLatin1(remis::terminationId(t));
}

QJsonValue resultJson(GameResult r) {
    if (r == GameResult::Ongoing) return QJsonValue::Null;
    return QString::fromLatin1(resultToken(r));
}

QString mateabilityId(Mateability m) {
    switch (m) {
        case Mateability::Yes:
            return "yes";
        case Mateability::No:
            return "no";
        case Mateability::Unknown:
            return "unknown";
    }
    return "unknown";
}

QJsonArray sortedUci(const std::vector<Move>& moves) {
    QStringList uci;
    for (Move m : moves) uci << QString::fromStdString(toUci(m));
    uci.sort();
    return QJsonArray::fromStringList(uci);
}

// The game's state in the shape of `remis-cli status` output, built from the core API.
QJsonObject describe(const Game& game) {
    const Position& pos = game.position();
    const Ruling& r = game.ruling();
    QJsonObject o;
    o["side_to_move"] = pos.sideToMove() == White ? "white" : "black";
    o["halfmove_clock"] = pos.halfmoveClock();
    o["repetition_count"] = r.repetitionCount;
    QJsonArray plies;
    for (int p : r.repetitionPlies) plies.append(p);
    o["repetition_plies"] = plies;
    o["game_over"] = game.isOver();
    o["result"] = game.isOver() ? resultJson(game.outcome().result) : QJsonValue::Null;
    o["termination"] = terminationJson(game.outcome().termination);
    QJsonObject claims;
    claims["threefold"] = r.canClaimThreefold;
    claims["fifty_moves"] = r.canClaimFifty;
    claims["threefold_with_move"] = sortedUci(r.threefoldClaimMoves);
    claims["fifty_moves_with_move"] = sortedUci(r.fiftyClaimMoves);
    o["claims"] = claims;
    QJsonObject mate, flag;
    for (Color c : {White, Black}) {
        const char* side = c == White ? "white" : "black";
        mate[side] = mateabilityId(analyseMateability(pos, c, AnalysisMode::Full).verdict);
        flag[side] = resultJson(flagFallResult(pos, c, game.rules()));
    }
    o["can_checkmate"] = mate;
    o["flag_fall"] = game.isOver() ? QJsonValue(QJsonValue::Null) : QJsonValue(flag);
    return o;
}

using rulings::mismatches;

}  // namespace

class TestRulings : public QObject {
    Q_OBJECT

private slots:
    void table_data();
    void table();
    void tableCoversEveryCase();
};

void TestRulings::table_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QJsonObject>("expect");
    QFile file(REMIS_TEST_DATA "/rulings-examples.jsonl");
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    int line = 0;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine().trimmed();
        ++line;
        if (text.isEmpty()) continue;
        QJsonParseError error;
        const QJsonObject c = QJsonDocument::fromJson(text, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError,
                 qPrintable(QString("line %1: %2").arg(line).arg(error.errorString())));
        QStringList moves;
        for (const QJsonValue& m : c["moves"].toArray()) moves << m.toString();
        QTest::newRow(qPrintable(c["id"].toString()))
            << c["fen"].toString() << moves << c["expect"].toObject();
    }
}

void TestRulings::table() {
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QFETCH(QJsonObject, expect);
    auto start = parseFen(fen.toStdString());
    QVERIFY2(start, start ? "" : start.message().c_str());
    Game game(*start, RuleSet::Fide);
    for (const QString& text : moves) {
        auto m = parseMove(game.position(), text.toStdString());
        QVERIFY2(m, qPrintable(text + ": " + QString::fromStdString(m ? "" : m.message())));
        auto played = game.play(*m);
        QVERIFY2(played,
                 qPrintable(text + ": " + QString::fromStdString(played ? "" : played.message())));
    }
    const QStringList bad = mismatches(expect, describe(game));
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join("; ")));
}

// Guards against a table that silently lost rows (a parse problem above would skip them).
void TestRulings::tableCoversEveryCase() {
    QFile file(REMIS_TEST_DATA "/rulings-examples.jsonl");
    QVERIFY(file.open(QIODevice::ReadOnly));
    QSet<QString> ids;
    int rows = 0;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine().trimmed();
        if (text.isEmpty()) continue;
        ++rows;
        const QJsonObject c = QJsonDocument::fromJson(text).object();
        QVERIFY2(c.contains("id") && c.contains("fen") && c.contains("expect"), text.constData());
        ids.insert(c["id"].toString());
    }
    QVERIFY(rows >= 30);
    QCOMPARE(ids.size(), rows);  // ids are unique: one data row per case
}

QTEST_APPLESS_MAIN(TestRulings)
#include "tst_rulings.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
