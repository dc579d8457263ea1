// PGN reading and writing: every nasty input in tests/data/pgn/ gives the expected games,
// move counts and problems (severity, game, line), and the same events whatever the chunk
// size the stream is read in; clock comments parse. Writing is tst_pgnwrite.
#include <QtTest>

#include <random>
#include <sstream>

#include "core/pgn/gamepgn.h"
#include "core/pgn/pgnformat.h"
#include "core/pgn/reader.h"
#include "core/pgn/treebuilder.h"

#ifndef REMIS_TEST_DATA
#define REMIS_TEST_DATA "tests/data"
#endif

using namespace remis;

namespace {

QByteArray bytes(std::string_view s) {
    return QByteArray(s.data(), qsizetype(s.size()));
}

// Records every event as text (with line numbers, so line counting is compared too).
class LogVisitor : public PgnVisitor {
public:
    QByteArrayList log;
    QList<int> moveCounts;
    QStringList problems;  // "E1:4": severity, game, line
    QByteArrayList sans, comments, tags;
    QList<int> nags;
    int variations = 0;
    int drawOffers = 0;
    int stopAfterMoves = -1;  // move() returns false after this many moves of a game

    void beginGame(int n, long line) override {
        log << "G" + QByteArray::number(n) + "@" + QByteArray::number(qlonglong(line));
        moveCounts << 0;
    }
    void tag(std::string_view name, std::string_view value) override {
        tags << bytes(name) + "=" + bytes(value);
        log << "T" + tags.last();
    }
    void untaggedLine(std::string_view text) override { log << "U" + bytes(text); }
    void beginMovetext() override { log << "M"; }
    bool move(std::string_view san, long line) override {
        sans << bytes(san);
        log << bytes(san) + "@" + QByteArray::number(qlonglong(line));
        return ++moveCounts.last() != stopAfterMoves;
    }
    void comment(std::string_view text) override {
        comments << bytes(text);
        log << "{" + comments.last() + "}";
    }
    void nag(int n) override {
        nags << n;
        log << "$" + QByteArray::number(n);
    }
    void drawOffer() override {
        ++drawOffers;
        log << "(=)";
    }
    void beginVariation() override {
        ++variations;
        log << "(";
    }
    void endVariation() override { log << ")"; }
    void result(std::string_view r) override { log << "R" + bytes(r); }
    void endGame() override { log << "E"; }
    void error(const PgnError& e) override {
        const char kind = e.severity == PgnError::Severity::Error ? 'E' : 'W';
        problems << QStringLiteral("%1%2:%3").arg(QLatin1Char(kind)).arg(e.game).arg(e.line);
        log << "!" + problems.last().toUtf8() + " " + QByteArray::fromStdString(e.message);
    }
};

QByteArrayList startingWith(const QByteArrayList& list, const char* prefix) {
    QByteArrayList out;
    for (const QByteArray& item : list) {
        if (item.startsWith(prefix)) out << item;
    }
    return out;
}

QString dataPath(const QString& name) {
    return QString(REMIS_TEST_DATA) + "/pgn/" + name;
}

std::string fileText(const QString& name) {
    QFile file(dataPath(name));
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(file.fileName()));
    return file.readAll().toStdString();
}

LogVisitor readText(std::string_view text, PgnReaderOptions options = {}) {
    LogVisitor v;
    PgnReader(v, options).readString(text);
    return v;
}

LogVisitor readChunked(const std::string& text, std::size_t bufferSize,
                       PgnReaderOptions options = {}) {
    LogVisitor v;
    options.bufferSize = bufferSize;
    std::istringstream in(text);
    const Result<PgnReadStats> stats = PgnReader(v, options).readStream(in);
    if (!stats) qFatal("stream failed: %s", stats.message().c_str());
    return v;
}

QString joined(const QList<int>& counts) {
    QStringList parts;
    for (int n : counts) parts << QString::number(n);
    return parts.join(u',');
}

}  // namespace

class TestPgn : public QObject {
    Q_OBJECT

private slots:
    void nastyFiles_data();
    void nastyFiles();
    void tagValues();
    void commentsAndEscapeLines();
    void variationsReported();
    void deepNestingReported();
    void passThroughTokens();
    void nagsAndSuffixes();
    void drawOffers();
    void skipRestOfGame();
    void stopReading();
    void tooLongTokens();
    void randomBytesNeverCrash();
    void statsAndFileErrors();
    void parseClock_data();
    void parseClock();
    void formatClock_data();
    void formatClock();
};

void TestPgn::nastyFiles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("moves");     // per game
    QTest::addColumn<QString>("problems");  // severity game:line, in order

    QTest::newRow("empty") << "empty.pgn" << 0 << ""
                           << "";
    QTest::newRow("whitespace only") << "whitespace-only.pgn" << 0 << ""
                                     << "";
    QTest::newRow("bom") << "bom.pgn" << 2 << "7,1"
                         << "";
    QTest::newRow("crlf") << "crlf.pgn" << 2 << "4,2"
                          << "E1:5";
    QTest::newRow("lone cr") << "cr-only.pgn" << 2 << "4,2"
                             << "E1:5";
    QTest::newRow("mixed line ends") << "mixed-line-ends.pgn" << 1 << "4"
                                     << "E1:8";
    QTest::newRow("comments") << "comments.pgn" << 2 << "7,1"
                              << "";
    QTest::newRow("nested variations") << "nested-variations.pgn" << 1 << "3"
                                       << "";
    QTest::newRow("escape lines") << "escape-lines.pgn" << 1 << "4"
                                  << "E1:8 E1:9";
    QTest::newRow("no tags") << "no-tags.pgn" << 3 << "3,2,1"
                             << "";
    QTest::newRow("no result") << "no-result.pgn" << 2 << "3,2"
                               << "W1:3 W2:7";
    QTest::newRow("eof without newline") << "eof-no-newline.pgn" << 1 << "2"
                                         << "";
    QTest::newRow("eof without result or newline") << "eof-no-result-no-newline.pgn" << 1 << "3"
                                                   << "W1:3";
    QTest::newRow("garbage") << "garbage.pgn" << 2 << "5,2"
                             << "E1:4 E1:4 E1:5 E1:5 E1:5 E0:7 E0:7 E2:11 E2:11";
    QTest::newRow("binary") << "binary.pgn" << 1 << "2"
                            << "E0:1 E1:2 E1:2 E1:2 W1:2";
    QTest::newRow("unterminated tag") << "unterminated-tag.pgn" << 2 << "2,1"
                                      << "W1:1 W1:5";
    QTest::newRow("unterminated comment") << "unterminated-comment.pgn" << 1 << "2"
                                          << "E1:4 W1:4";
    QTest::newRow("deep nesting") << "deep-nesting.pgn" << 3 << "2,1,2"
                                  << "E2:8 W2:8 E3:12 E3:12 E3:12";
    QTest::newRow("castling with zeros") << "castling-zeros.pgn" << 2 << "20,4"
                                         << "";
    QTest::newRow("nags and suffixes") << "nags-and-suffixes.pgn" << 1 << "14"
                                       << "W1:4 W1:4";
    QTest::newRow("multiple games") << "multiple-games.pgn" << 5 << "7,4,2,2,0"
                                    << "";
    QTest::newRow("no moves") << "no-moves.pgn" << 4 << "0,0,0,0"
                              << "W3:12 W4:15";
    QTest::newRow("move numbers") << "move-numbers.pgn" << 1 << "8"
                                  << "";
    QTest::newRow("tag escapes") << "tag-escapes.pgn" << 1 << "0"
                                 << "";
    QTest::newRow("en passant") << "en-passant.pgn" << 1 << "15"
                                << "";
    QTest::newRow("draw offers") << "draw-offer.pgn" << 1 << "6"
                                 << "";
}

// Also the chunk-boundary test: the file read whole, from a path, and as a stream in chunks
// of 1, 2, 3, 7 and 64 bytes gives exactly the same events.
void TestPgn::nastyFiles() {
    QFETCH(QString, file);
    QFETCH(int, games);
    QFETCH(QString, moves);
    QFETCH(QString, problems);

    const std::string text = fileText(file);
    const LogVisitor whole = readText(text);
    QCOMPARE(int(whole.moveCounts.size()), games);
    QCOMPARE(joined(whole.moveCounts), moves);
    QCOMPARE(whole.problems.join(u' '), problems);

    LogVisitor fromFile;
    const Result<PgnReadStats> stats = PgnReader(fromFile).readFile(dataPath(file).toStdString());
    QVERIFY(stats.ok());
    QCOMPARE(stats->games, games);
    QCOMPARE(fromFile.log, whole.log);
    for (std::size_t size : {1, 2, 3, 7, 64}) QCOMPARE(readChunked(text, size).log, whole.log);
}

void TestPgn::tagValues() {
    const LogVisitor v = readText(fileText("tag-escapes.pgn"));
    const QByteArrayList expected = {"Event=Quote \"inside\" and backslash \\ here",
                                     "Site=Trailing backslash \\",
                                     "White=He said \"hi\" loudly",
                                     "Black=Bracket ] inside",
                                     "Round=  spaced  ",
                                     "Date=2024.01.01",
                                     "Annotator=Two on a line",
                                     "Result=*"};
    QCOMPARE(v.tags, expected);
    QCOMPARE(readText(fileText("bom.pgn")).tags.first(), QByteArray("Event=BOM"));
    // Broken tags are read as the tags they evidently are, in their places (tst_pgntags).
    QCOMPARE(readText(fileText("unterminated-tag.pgn")).tags,
             (QByteArrayList{"Event=Unterminated value", "Site=Closed", "White=Missing bracket",
                             "Black=ok", "Round=5", "Result=1-0", "Event=Next game"}));
    // Tags in any order make one game; only a second Event tag starts another.
    QCOMPARE(readText("[Black \"b\"]\n[Event \"e\"]\n[White \"w\"]\n\n1. e4 *").moveCounts,
             QList<int>{1});
}

void TestPgn::commentsAndEscapeLines() {
    const LogVisitor v = readText(fileText("comments.pgn"));
    const QByteArrayList expected = {"Game comment before the first move",
                                     "A comment\nspanning\nthree lines",
                                     " rest of line comment 1-0 is not a result here",
                                     "[%clk 1:23:45]",
                                     "nested { brace is plain text",
                                     "",
                                     "; another line comment"};
    QCOMPARE(v.comments, expected);
    QCOMPARE(v.sans.join(' '), QByteArray("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 d4"));
    const LogVisitor escaped = readText(fileText("escape-lines.pgn"));
    QCOMPARE(escaped.tags, (QByteArrayList{"Event=Escape", "Result=*"}));
    QCOMPARE(escaped.sans.join(' '), QByteArray("e4 e5 Bc4 Nf6"));
}

void TestPgn::variationsReported() {
    PgnReaderOptions options;
    options.reportVariations = true;
    const std::string text = fileText("nested-variations.pgn");
    const LogVisitor v = readText(text, options);
    QCOMPARE(v.sans.join(' '), QByteArray("e4 d4 d5 Nf6 c4 Nf3 c4 e5 c5 Nf3 c3 Nf3"));
    QCOMPARE(v.variations, 5);
    QCOMPARE(v.log.count("("), v.log.count(")"));
    QVERIFY(v.problems.isEmpty());
    QCOMPARE(readChunked(text, 3, options).log, v.log);
}

void TestPgn::deepNestingReported() {
    PgnReaderOptions options;
    options.reportVariations = true;
    const LogVisitor v = readText(fileText("deep-nesting.pgn"), options);
    QCOMPARE(v.variations, 64 + 64);               // games 1 and 2; deeper levels skipped
    QCOMPARE(v.log.count("("), v.log.count(")"));  // closed even when the file never closes them
    QCOMPARE(joined(v.moveCounts), QString("2,1,2"));
    QCOMPARE(v.problems.join(u' '), QString("E1:4 E2:8 E2:8 W2:8 E3:12 E3:12 E3:12"));
}

void TestPgn::passThroughTokens() {
    const LogVisitor castling = readText(fileText("castling-zeros.pgn"));
    QVERIFY(castling.sans.contains("0-0") && castling.sans.contains("O-O"));
    QVERIFY(castling.sans.contains("O-O-O") && castling.sans.contains("0-0-0+"));
    QCOMPARE(readText(fileText("en-passant.pgn")).sans.join(' '),
             QByteArray("e4 a6 e5 d5 exd6 c6 a3 f5 exf6 g6 d4 b5 d5 e5 dxe6"));
    QCOMPARE(readText(fileText("move-numbers.pgn")).sans.join(' '),
             QByteArray("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6"));
    const LogVisitor results = readText(fileText("multiple-games.pgn"));
    QCOMPARE(startingWith(results.log, "R").join(' '), QByteArray("R1-0 R0-1 R1/2-1/2 R0-1 R*"));
}

void TestPgn::nagsAndSuffixes() {
    const LogVisitor v = readText(fileText("nags-and-suffixes.pgn"));
    QCOMPARE(v.nags, (QList<int>{1, 2, 3, 4, 5, 6, 1, 14, 1, 6, 14, 18}));
    QCOMPARE(v.sans.join(' '), QByteArray("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6"));
    const LogVisitor bare = readText("1. e4 $ $0 e5 *");
    QCOMPARE(bare.nags, QList<int>{0});
    QCOMPARE(bare.problems, QStringList{"E1:1"});
}

void TestPgn::drawOffers() {
    const std::vector<PgnGame> games = readPgnGames(fileText("draw-offer.pgn"));
    QCOMPARE(games.size(), std::size_t(1));
    const auto game = gameFromPgnTree(games[0]);
    QVERIFY(game.ok());
    QList<bool> offers;
    for (const PlyRecord& p : game->plies()) offers << p.drawOffered;
    QCOMPARE(offers, (QList<bool>{true, false, true, false, true, false}));
    QCOMPARE(games[0].result, std::string("1/2-1/2"));
}

void TestPgn::skipRestOfGame() {
    LogVisitor v;
    v.stopAfterMoves = 2;
    PgnReader(v).readString(fileText("multiple-games.pgn"));
    QCOMPARE(joined(v.moveCounts), QString("2,2,2,2,0"));
    QCOMPARE(startingWith(v.log, "R").size(), 5);  // results still reported
}

void TestPgn::stopReading() {
    const std::vector<PgnGame> first = readPgnGames(fileText("multiple-games.pgn"), nullptr, 2);
    QCOMPARE(first.size(), std::size_t(2));
    QCOMPARE(first[1].tag("Event"), std::string_view("Two"));
}

void TestPgn::tooLongTokens() {
    const std::string longComment(1000, 'x');
    const std::string text = "[Event \"Long\"]\n\n1. e4 {" + longComment + "\n} e5 " +
                             std::string(500, 'N') + " 2. Nf3 *\n[Event \"" + longComment +
                             "\"]\n1. d4 *";
    PgnReaderOptions options;
    options.maxTokenLength = 64;
    const LogVisitor v = readText(text, options);
    QCOMPARE(joined(v.moveCounts), QString("3,1"));
    QCOMPARE(v.problems.join(u' '), QString("E1:3 E1:4 E2:5"));
    for (std::size_t size : {1, 7, 100}) QCOMPARE(readChunked(text, size, options).log, v.log);
}

void TestPgn::randomBytesNeverCrash() {
    std::mt19937 random(20240601);
    static const char kAlphabet[] = "[]{}()\"\\;%$!?.*-+=/01259abeNOKx \n\r\t\xEF\xBB\xBF\x00";
    const std::string alphabet(kAlphabet, sizeof kAlphabet - 1);  // with the NUL
    for (int round = 0; round < 300; ++round) {
        std::string text(random() % 400, ' ');
        for (char& c : text) c = round % 2 ? char(random()) : alphabet[random() % alphabet.size()];
        PgnReaderOptions options;
        options.reportVariations = round % 3 == 0;
        options.maxTokenLength = 16 + random() % 64;
        const LogVisitor whole = readText(text, options);
        QCOMPARE(readChunked(text, 1 + random() % 9, options).log, whole.log);
    }
}

void TestPgn::statsAndFileErrors() {
    LogVisitor v;
    PgnReader reader(v);
    QCOMPARE(reader.readString("").lines, 0L);
    QCOMPARE(reader.readString("1. e4 *").lines, 1L);
    const PgnReadStats stats = reader.readString(fileText("garbage.pgn"));
    QCOMPARE(stats.games, 2);
    QCOMPARE(stats.lines, 11L);
    QCOMPARE(stats.errors, 9);
    QCOMPARE(stats.warnings, 0);
    const Result<PgnReadStats> missing =
        reader.readFile(dataPath("no-such-file.pgn").toStdString());
    QVERIFY(!missing.ok());
    QVERIFY(missing.message().find("no-such-file.pgn") != std::string::npos);
}

void TestPgn::parseClock_data() {
    QTest::addColumn<QString>("comment");
    QTest::addColumn<qlonglong>("ms");  // -1: no clock
    QTest::newRow("h:mm:ss") << "[%clk 1:23:45]" << 5025000LL;
    QTest::newRow("tenths") << "[%clk 0:00:05.3]" << 5300LL;
    QTest::newRow("hundredths") << "[%clk 0:00:01.25]" << 1250LL;
    QTest::newRow("extra digits cut") << "[%clk 0:00:01.2599]" << 1259LL;
    QTest::newRow("inside text") << "good move [%clk 0:04:58] [%eval 0.3]" << 298000LL;
    QTest::newRow("spaces") << "[%clk   0:04:58 ]" << 298000LL;
    QTest::newRow("many hours") << "[%clk 100:00:00]" << 360000000LL;
    QTest::newRow("m:ss") << "[%clk 5:07]" << 307000LL;
    QTest::newRow("no clock") << "just a comment" << -1LL;
    QTest::newRow("empty") << "[%clk]" << -1LL;
    QTest::newRow("negative") << "[%clk -1:00:00]" << -1LL;
    QTest::newRow("minutes 60") << "[%clk 0:60:00]" << -1LL;
    QTest::newRow("seconds 60") << "[%clk 0:00:60]" << -1LL;
    QTest::newRow("no bracket") << "[%clk 0:00:10" << -1LL;
    QTest::newRow("dot without digits") << "[%clk 0:00:10.]" << -1LL;
    QTest::newRow("four groups") << "[%clk 1:2:3:4]" << -1LL;
    QTest::newRow("other command") << "[%emt 0:00:10]" << -1LL;
}

void TestPgn::parseClock() {
    QFETCH(QString, comment);
    QFETCH(qlonglong, ms);
    const std::optional<int64_t> clock = parseClockComment(comment.toStdString());
    QCOMPARE(clock ? qlonglong(*clock) : -1LL, ms);
}

void TestPgn::formatClock_data() {
    QTest::addColumn<qlonglong>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0LL << "0:00:00";
    QTest::newRow("whole seconds") << 298000LL << "0:04:58";
    QTest::newRow("tenths") << 298300LL << "0:04:58.3";
    QTest::newRow("cut, not rounded") << 59999LL << "0:00:59.9";
    QTest::newRow("hours") << 5025000LL << "1:23:45";
    QTest::newRow("negative clamps") << -5LL << "0:00:00";
}

void TestPgn::formatClock() {
    QFETCH(qlonglong, ms);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(remis::formatClock(ms)), text);
}

QTEST_APPLESS_MAIN(TestPgn)
#include "tst_pgn.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
