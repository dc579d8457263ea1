// remis-cli as a process, against the basic contract of docs/cli.md: --version,
// --help on every command, the perft output format, the basic fields of status as JSON, and
// bad input leaving with exit 2, nothing on stdout and one "remis-cli: " line on stderr
// naming what was wrong and where. (The arbiter fields of status are tested elsewhere.)
#include <QtTest>
#include "cli/clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>

#include "core/rules/vocabulary.h"

namespace {

QStringList lines(const QByteArray& text) {
    return QString::fromUtf8(text).split(u'\n', Qt::SkipEmptyParts);
}

const QString Kiwipete =
    QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");

}  // namespace

class TestCliBasic : public QObject {
    Q_OBJECT

private slots:
    void version();
    void help_data();
    void help();
    void helpArticles_data();
    void helpArticles();
    void perft_data();
    void perft();
    void perftDivide_data();
    void perftDivide();
    void status_data();
    void status();
    void badInput_data();
    void badInput();
};

void TestCliBasic::version() {
    const CliRun run = runCli({"--version"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(QRegularExpression("^remis-cli \\d+\\.\\d+\\.\\d+\\n$")
                 .match(QString::fromUtf8(run.out))
                 .hasMatch(),
             run.out.constData());
}

void TestCliBasic::help_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("usage");
    QTest::newRow("--help") << QStringList{"--help"} << "usage: remis-cli COMMAND";
    for (const char* command : {"status", "audit", "perft", "analyse"})
        QTest::addRow("%s --help", command)
            << QStringList{command, "--help"} << QStringLiteral("usage: remis-cli %1").arg(command);
    QTest::newRow("help after other options")
        << QStringList{"perft", "3", "--help"} << "usage: remis-cli perft";
}

void TestCliBasic::help() {
    QFETCH(QStringList, args);
    QFETCH(QString, usage);
    const CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(QString::fromUtf8(run.out).startsWith(usage), run.out.constData());
    QVERIFY(run.err.isEmpty());
}

// The help texts take their article numbers from core/rules/vocabulary.h: every number is
// filled in where the text cites it, and no placeholder is left over.
void TestCliBasic::helpArticles_data() {
    using namespace remis::article_no;
    const auto q = [](std::string_view a) { return QString::fromLatin1(a.data(), a.size()); };
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("cited");
    QTest::newRow("audit") << "audit"
                           << QStringList{"ruled by " + q(FlagFall) + " (" + q(UscfFlagFall),
                                          "(" + q(IllegalMoveReinstated) + ", " +
                                              q(IllegalMovePenalty) + ", " + q(RapidIllegalMove) +
                                              ")"};
    QTest::newRow("annotate") << "annotate" << QStringList{"the ruling by " + q(FlagFall) + "."};
    QTest::newRow("analyse") << "analyse"
                             << QStringList{"(FIDE " + q(DeadPosition) + ", " + q(FlagFall) + ", " +
                                            q(Resignation) + ")"};
    QTest::newRow("school") << "school"
                            << QStringList{
                                   "prevented, " + q(SameEnPassant) + ")",
                                   "castling rights, " + q(SameCastling) + ")",
                                   "(" + q(ThreefoldWithMove) + ", " + q(ThreefoldOnBoard) + ")",
                                   "fifty (" + q(Fifty) + ")",
                                   "is played (" + q(IncorrectClaim) + ")",
                                   "second illegal move (" + q(IllegalMovePenalty) + ")"};
}

void TestCliBasic::helpArticles() {
    QFETCH(QString, command);
    QFETCH(QStringList, cited);
    const CliRun run = runCli({command, "--help"});
    QCOMPARE(run.exitCode, 0);
    const QString help = QString::fromUtf8(run.out).simplified();
    QVERIFY2(!help.contains(QRegularExpression("%[0-9]")), qPrintable(help));
    for (const QString& c : cited) QVERIFY2(help.contains(c), qPrintable(c));
}

void TestCliBasic::perft_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("lastLine");
    QTest::newRow("start depth 0") << QStringList{"perft", "0"} << "nodes 1";
    QTest::newRow("start depth 1") << QStringList{"perft", "1"} << "nodes 20";
    QTest::newRow("start depth 4") << QStringList{"perft", "4"} << "nodes 197281";
    QTest::newRow("kiwipete depth 3")
        << QStringList{"perft", "--fen", Kiwipete, "3"} << "nodes 97862";
    QTest::newRow("--fen=FEN form")
        << QStringList{"perft", "--fen=" + Kiwipete, "2"} << "nodes 2039";
    QTest::newRow("depth before --fen")
        << QStringList{"perft", "2", "--fen", Kiwipete} << "nodes 2039";
}

void TestCliBasic::perft() {
    QFETCH(QStringList, args);
    QFETCH(QString, lastLine);
    const CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 0);
    const QStringList out = lines(run.out);
    QCOMPARE(out.size(), 1);
    QCOMPARE(out.last(), lastLine);
}

void TestCliBasic::perftDivide_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("rootMoves");
    QTest::addColumn<qulonglong>("nodes");
    QTest::newRow("start depth 3") << QString() << 3 << 20 << 8902ULL;
    QTest::newRow("kiwipete depth 2") << Kiwipete << 2 << 48 << 2039ULL;
    QTest::newRow("promotions depth 2")
        << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1" << 2 << 24 << 496ULL;
}

// One `uci: n` line per root move, sorted, whose counts add up to the `nodes N` last line.
void TestCliBasic::perftDivide() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(int, rootMoves);
    QFETCH(qulonglong, nodes);
    QStringList args{"perft", QString::number(depth), "--divide"};
    if (!fen.isEmpty()) args << "--fen" << fen;
    const CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 0);
    QStringList out = lines(run.out);
    QCOMPARE(out.size(), rootMoves + 1);
    QCOMPARE(out.takeLast(), QStringLiteral("nodes %1").arg(nodes));
    const QRegularExpression shape("^([a-h][1-8][a-h][1-8][qrbn]?): (\\d+)$");
    QStringList moves;
    qulonglong sum = 0;
    for (const QString& line : out) {
        const auto match = shape.match(line);
        QVERIFY2(match.hasMatch(), qPrintable(line));
        moves << match.captured(1);
        sum += match.captured(2).toULongLong();
    }
    QStringList sorted = moves;
    sorted.sort();
    QCOMPARE(moves, sorted);
    QCOMPARE(sum, nodes);
}

void TestCliBasic::status_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("halfmove");
    QTest::addColumn<int>("fullmove");
    QTest::addColumn<bool>("inCheck");
    QTest::addColumn<int>("legalCount");
    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("start") << QStringList{"status"} << start << "white" << 0 << 1 << false << 20;
    QTest::newRow("SAN moves") << QStringList{"status", "--moves", "e4 e5 Nf3"}
                               << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
                               << "black" << 1 << 2 << false << 29;
    QTest::newRow("UCI moves") << QStringList{"status", "--moves", "e2e4 e7e5 g1f3"}
                               << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
                               << "black" << 1 << 2 << false << 29;
    QTest::newRow("check") << QStringList{"status", "--moves", "e4 f5 Qh5+"}
                           << "rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2"
                           << "black" << 1 << 2 << true << 1;
    QTest::newRow("checkmate") << QStringList{"status", "--moves", "f3 e5 g4 Qh4#"}
                               << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
                               << "white" << 1 << 3 << true << 0;
    QTest::newRow("from FEN") << QStringList{"status", "--fen", Kiwipete} << Kiwipete << "white"
                              << 0 << 1 << false << 48;
}

void TestCliBasic::status() {
    QFETCH(QStringList, args);
    QFETCH(QString, fen);
    QFETCH(QString, side);
    QFETCH(int, halfmove);
    QFETCH(int, fullmove);
    QFETCH(bool, inCheck);
    QFETCH(int, legalCount);
    const CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(lines(run.out).size(), 1);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(doc.isObject());
    const QJsonObject o = doc.object();
    QCOMPARE(o.value("fen").toString(), fen);
    QCOMPARE(o.value("side_to_move").toString(), side);
    QCOMPARE(o.value("halfmove_clock").toInt(-1), halfmove);
    QCOMPARE(o.value("fullmove_number").toInt(-1), fullmove);
    QVERIFY(o.value("in_check").isBool());
    QCOMPARE(o.value("in_check").toBool(), inCheck);
    QVERIFY(o.value("legal_moves").isArray());
    QStringList legal;
    for (const QJsonValue& v : o.value("legal_moves").toArray()) legal << v.toString();
    QCOMPARE(legal.size(), legalCount);
    QStringList sorted = legal;
    sorted.sort();
    QCOMPARE(legal, sorted);
    for (const QString& m : legal)
        QVERIFY2(QRegularExpression("^[a-h][1-8][a-h][1-8][qrbn]?$").match(m).hasMatch(),
                 qPrintable(m));
}

void TestCliBasic::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("words");  // the stderr line, after "remis-cli: ", contains these
    QTest::newRow("bad FEN placement")
        << QStringList{"status", "--fen", "8/8 w - -"} << "FEN field 1 (placement)";
    QTest::newRow("bad FEN en passant")
        << QStringList{"status", "--fen",
                       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1"}
        << "FEN field 4 (en passant): e3 is impossible with White to move";
    QTest::newRow("bad FEN to perft")
        << QStringList{"perft", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                       "1"}
        << "FEN field 2 (side to move)";
    QTest::newRow("illegal move") << QStringList{"status", "--moves", "e4 e5 Nxe5"}
                                  << "move 3 \"Nxe5\" (2.Nxe5): ";
    QTest::newRow("unparseable move")
        << QStringList{"status", "--moves", "e4 xyz"} << "move 2 \"xyz\" (1...xyz): ";
    QTest::newRow("illegal UCI move")
        << QStringList{"status", "--moves", "e2e5"} << "move 1 \"e2e5\" (1.e2e5): ";
    QTest::newRow("unknown option") << QStringList{"status", "--bogus"} << "--bogus";
    QTest::newRow("option without value") << QStringList{"status", "--fen"} << "--fen";
    QTest::newRow("unknown command") << QStringList{"bogus"} << "bogus";
    QTest::newRow("no command") << QStringList{} << "command";
    QTest::newRow("depth not a number") << QStringList{"perft", "x"} << "DEPTH";
    QTest::newRow("depth negative") << QStringList{"perft", "-1"} << "DEPTH";
    QTest::newRow("depth too large") << QStringList{"perft", "99"} << "DEPTH";
    QTest::newRow("depth missing") << QStringList{"perft"} << "DEPTH";
}

void TestCliBasic::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, words);
    const CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.endsWith(u'\n') && err.count(u'\n') == 1, qPrintable(err));
    QVERIFY2(err.startsWith(QStringLiteral("remis-cli: ")), qPrintable(err));
    QVERIFY2(err.contains(words), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestCliBasic)
#include "tst_cli_basic.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
