// remis-cli analyse as a process (docs/cli.md, "analyse"): the JSON shape, every
// "yes" line replayed here with the core to a checkmate by that side, dead positions, the
// quick mode, --batch (classes, comments, blank lines, a bad line reported in place), and
// bad input leaving with exit 2, nothing on stdout and one "remis-cli: " line on stderr.
#include <QtTest>
#include "cli/clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"

using namespace remis;

namespace {

QList<QByteArray> lines(const QByteArray& text) {
    QList<QByteArray> out;
    for (const QByteArray& l : text.split('\n'))
        if (!l.trimmed().isEmpty()) out << l;
    return out;
}

QJsonObject parseObject(const QByteArray& line) {
    QJsonParseError error;
    QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) return {};
    return doc.object();
}

// Replays a side's line from fen with the core: legal moves ending in mate by that side.
QString checkLine(const QString& fen, const char* side, const QJsonArray& line) {
    auto start = parseFen(fen.toStdString());
    if (!start) return "bad fen in output";
    Position pos = *start;
    for (const QJsonValue& v : line) {
        auto m = parseUci(pos, v.toString().toStdString());
        if (!m) return "illegal move " + v.toString();
        pos = pos.after(*m);
    }
    Color mated = QByteArray(side) == "white" ? Black : White;
    if (!isCheckmate(pos) || pos.sideToMove() != mated)
        return "the line does not end in mate by " + QString(side);
    return {};
}

// The contract's shape for one analysed position; returns the problems found.
QStringList checkShape(const QJsonObject& o) {
    QStringList bad;
    if (!o["fen"].isString()) bad << "fen";
    for (const char* side : {"white", "black"}) {
        const QJsonObject s = o[side].toObject();
        const QString verdict = s["can_checkmate"].toString();
        if (verdict != "yes" && verdict != "no" && verdict != "unknown")
            bad << QString(side) + ".can_checkmate";
        if (!s["reason"].isString()) bad << QString(side) + ".reason";
        if (verdict == "yes") {
            const QString why = checkLine(o["fen"].toString(), side, s["line"].toArray());
            if (!why.isEmpty()) bad << QString(side) + ": " + why;
        } else if (s.contains("line")) {
            bad << QString(side) + ": a line without yes";
        }
    }
    if (!o["dead"].isBool()) bad << "dead";
    if (!o["nodes"].isDouble()) bad << "nodes";
    if (!o["micros"].isDouble()) bad << "micros";
    return bad;
}

}  // namespace

class TestCliAnalyse : public QObject {
    Q_OBJECT

private slots:
    void positions_data();
    void positions();
    void quickMode();
    void budget();
    void batch();
    void badInput_data();
    void badInput();
    void help();
};

void TestCliAnalyse::positions_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("black");
    QTest::addColumn<bool>("dead");
    QTest::newRow("initial position") << QString() << "yes"
                                      << "yes" << false;
    QTest::newRow("A01 bare kings") << "8/8/4k3/8/8/4K3/8/8 w - - 0 1"
                                    << "no"
                                    << "no" << true;
    QTest::newRow("B02 K+N v K+N") << "8/8/4k3/8/3n4/4K3/8/6N1 w - - 0 1"
                                   << "yes"
                                   << "yes" << false;
    QTest::newRow("B03 K+N+N v K") << "8/8/4k3/8/8/4K3/8/5NN1 w - - 0 1"
                                   << "yes"
                                   << "no" << false;
    QTest::newRow("C01 locked wall") << "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1"
                                     << "no"
                                     << "no" << true;
    QTest::newRow("C13 rook entombed") << "2k5/6p1/6P1/6PK/6P1/6PR/7P/8 b - - 0 1"
                                       << "no"
                                       << "no" << true;
    QTest::newRow("D01 forced recapture") << "3k4/3Q4/8/8/8/2K5/8/8 b - - 0 1"
                                          << "no"
                                          << "no" << true;
    QTest::newRow("E02 Black can still promote") << "8/8/8/8/8/2k5/p7/K7 b - - 0 1"
                                                 << "no"
                                                 << "yes" << false;
    QTest::newRow("F02 underpromotion helpmate") << "8/4K2k/4P2p/8/3b1q2/8/8/8 b - - 0 1"
                                                 << "yes"
                                                 << "yes" << false;
    QTest::newRow("checkmate on the board") << "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"
                                            << "yes"
                                            << "no" << false;
    QTest::newRow("stalemate is not dead") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
                                           << "no"
                                           << "no" << false;
}

void TestCliAnalyse::positions() {
    QFETCH(QString, fen);
    QFETCH(QString, white);
    QFETCH(QString, black);
    QFETCH(bool, dead);
    QStringList args{"analyse"};
    if (!fen.isEmpty()) args << "--fen" << fen;
    CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(lines(run.out).size(), 1);
    const QJsonObject o = parseObject(run.out);
    QVERIFY2(!o.isEmpty(), run.out.constData());
    const QStringList bad = checkShape(o);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join("; ")));
    QCOMPARE(o["white"].toObject()["can_checkmate"].toString(), white);
    QCOMPARE(o["black"].toObject()["can_checkmate"].toString(), black);
    QCOMPARE(o["dead"].toBool(), dead);
    if (!fen.isEmpty()) QCOMPARE(o["fen"].toString(), fen);
}

void TestCliAnalyse::quickMode() {
    CliRun run = runCli({"analyse", "--quick"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = parseObject(run.out);
    QCOMPARE(o["white"].toObject()["can_checkmate"].toString(), QString("unknown"));
    QCOMPARE(o["white"].toObject()["reason"].toString(), QString("not_examined"));
    run = runCli({"analyse", "--quick", "--fen", "3k4/3Q4/8/8/8/2K5/8/8 b - - 0 1"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(parseObject(run.out)["dead"].toBool(), true);
    QCOMPARE(parseObject(run.out)["white"].toObject()["reason"].toString(), QString("forced_line"));
}

// A tiny budget may leave a side unknown, never wrong.
void TestCliAnalyse::budget() {
    CliRun run = runCli({"analyse", "--budget", "5", "--fen", "8/8/4k3/8/3n4/4K3/8/6N1 w - - 0 1"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = parseObject(run.out);
    QVERIFY(checkShape(o).isEmpty());
    QVERIFY(o["white"].toObject()["can_checkmate"].toString() != "no");
    QVERIFY(o["nodes"].toInt() <= 10 + 2 * 5);
}

void TestCliAnalyse::batch() {
    const QByteArray input =
        "# a comment\n"
        "\n"
        "WB 8/8/4k3/8/3b4/4K3/8/5B2 w - - 0 1\n"
        "-- 4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1\r\n"
        "W- 8/8/3K4/Q7/8/6k1/P7/8 b - - 0 40\n"
        "   \n"
        "-B 8/8/8/8/8/8/8/8 w - - 0 1\n"
        "8/8/8/8/8/2k5/p7/K7 b - - 0 1\n";
    CliRun run = runCli({"analyse", "--batch"}, input);
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> out = lines(run.out);
    QCOMPARE(out.size(), 5);
    const char* expect[5][2] = {
        {"yes", "yes"}, {"no", "no"}, {"yes", "no"}, {nullptr, nullptr}, {"no", "yes"}};
    for (int i = 0; i < 5; ++i) {
        const QJsonObject o = parseObject(out[i]);
        QVERIFY2(!o.isEmpty(), out[i].constData());
        if (!expect[i][0]) {
            QCOMPARE(o["line"].toInt(), 7);
            QVERIFY(o["error"].toString().contains("FEN field 1"));
            QVERIFY(o["input"].toString().startsWith("8/8/8"));
            continue;
        }
        const QStringList bad = checkShape(o);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join("; ")));
        QCOMPARE(o["white"].toObject()["can_checkmate"].toString(), QString(expect[i][0]));
        QCOMPARE(o["black"].toObject()["can_checkmate"].toString(), QString(expect[i][1]));
    }
    QCOMPARE(parseObject(out[1])["dead"].toBool(), true);
    // The alias and an empty input.
    run = runCli({"analyze", "--batch"}, "");
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.isEmpty());
}

void TestCliAnalyse::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mention");
    QTest::newRow("bad placement")
        << QStringList{"analyse", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"} << "FEN field 1";
    QTest::newRow("bad side") << QStringList{"analyse", "--fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"}
                              << "FEN field 2";
    QTest::newRow("budget not a number")
        << QStringList{"analyse", "--budget", "lots"} << "--budget";
    QTest::newRow("budget zero") << QStringList{"analyse", "--budget", "0"} << "--budget";
    QTest::newRow("budget missing") << QStringList{"analyse", "--budget"} << "--budget";
    QTest::newRow("unknown option") << QStringList{"analyse", "--deep"} << "--deep";
    QTest::newRow("stray argument") << QStringList{"analyse", "e4"} << "e4";
    QTest::newRow("fen with batch")
        << QStringList{"analyse", "--batch", "--fen", "8/8/4k3/8/8/4K3/8/8 w - - 0 1"} << "--batch";
}

void TestCliAnalyse::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, mention);
    CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QList<QByteArray> err = lines(run.err);
    QCOMPARE(err.size(), 1);
    QVERIFY2(err[0].startsWith("remis-cli: "), err[0].constData());
    QVERIFY2(err[0].contains(mention.toUtf8()), err[0].constData());
}

void TestCliAnalyse::help() {
    CliRun run = runCli({"analyse", "--help"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("usage: remis-cli analyse"));
    QVERIFY(run.out.contains("--batch"));
    QVERIFY(run.out.contains("--budget"));
}

QTEST_APPLESS_MAIN(TestCliAnalyse)
#include "tst_cli_analyse.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
