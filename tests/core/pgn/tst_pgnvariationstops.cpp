// An illegal or unreadable move inside a variation (docs/pgn.md): the rest of that variation,
// up to its ')', is kept as written, and the line around it is read on, so that the mainline
// is read whole. Only a stop in the mainline ends the reading of the game.
#include <QtTest>

#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

using namespace remis;

namespace {

QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString sans(const PgnGame& game) {
    QStringList out;
    for (NodeId id : game.mainline()) out << q(game.node(id).san);
    return out.join(' ');
}

PgnGameRead readOne(const std::string& movetext) {
    auto reads = readPgnGamesDetailed("[Event \"e\"]\n\n" + movetext + "\n");
    if (reads.size() != 1) qFatal("not one game: %s", movetext.c_str());
    return std::move(reads.front());
}

// The movetext as the writer writes it (the tags and the blank lines left out).
std::string movetextOf(const PgnGame& game) {
    std::string written = writePgnGame(game);
    written.erase(0, written.find("\n\n") + 2);
    while (!written.empty() && written.back() == '\n') written.pop_back();
    return written;
}

}  // namespace

class TestPgnVariationStops : public QObject {
    Q_OBJECT

private slots:
    void mainlineIsReadOn();
    void canonicalTextIsKept_data();
    void canonicalTextIsKept();
    void mainlineStopAfterAVariationStop();
    void writtenAndReadAgainIsTheSame();
    void windowForgetsWrittenStops();
};

void TestPgnVariationStops::mainlineIsReadOn() {
    const PgnGameRead g = readOne("1. e4 (1. d4 d5 2. Kd3 Nf6) e5 2. Nf3 *");
    QCOMPARE(sans(g.game), QString("e4 e5 Nf3"));
    QCOMPARE(g.stoppedAt, NoNode);
    QCOMPARE(g.errors.size(), std::size_t(1));
    QCOMPARE(q(describePgnError(g.errors.front())),
             QString("game 1, line 3: 2. Kd3: no king can legally move to d3"));
    QCOMPARE(g.variationStops.size(), std::size_t(1));
    QCOMPARE(g.variationStops.front().error, std::size_t(0));
    const PgnNode& at = g.game.node(g.variationStops.front().at);
    QCOMPARE(q(at.san), QString("d5"));
    QCOMPARE(q(at.unread), QString("2. Kd3 Nf6"));
    QVERIFY(at.children.empty());
    QCOMPARE(q(movetextOf(g.game)), QString("1. e4 (1. d4 d5 2. Kd3 Nf6) 1... e5 2. Nf3 *"));
}

// Text the writer writes this way is written back byte for byte, the stopped variation's
// rest where it stood, and every move around it read.
void TestPgnVariationStops::canonicalTextIsKept_data() {
    QTest::addColumn<QString>("movetext");
    QTest::addColumn<QString>("mainline");
    QTest::addColumn<int>("stops");
    QTest::newRow("a variation's later move")
        << "1. e4 e5 (1... c5 2. Nf3 d6 3. Qh8 {x} 4. d4) 2. Nf3 Nc6 *"
        << "e4 e5 Nf3 Nc6" << 1;
    QTest::newRow("a variation's first move, with annotations")
        << "1. e4 e5 (1... Qh4 $1 {bad}) 2. Nf3 *"
        << "e4 e5 Nf3" << 1;
    QTest::newRow("a first move, a variation after it and annotations after both")
        << "1. e4 e5 (1... Qh4) (1... c5 2. Nf3) {after} $2 2. Nf3 *"
        << "e4 e5 Nf3" << 1;
    QTest::newRow("a variation inside a variation")
        << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 3. Qh8) 2... d6 3. d4) 2. Nf3 *"
        << "e4 e5 Nf3" << 1;
    QTest::newRow("a first move inside a variation, which is read on")
        << "1. e4 e5 2. Nf3 (2. Qh5 (2. Zz) 2... Nc6 3. Bc4) 2... Nc6 *"
        << "e4 e5 Nf3 Nc6" << 1;
    QTest::newRow("Black's move after the rest is numbered") << "1. e4 (1. Qh5) 1... e5 2. Nf3 *"
                                                             << "e4 e5 Nf3" << 1;
    QTest::newRow("a variation opened before any move of the one around it")
        << "1. e4 e5 ((1... c5)) 2. Nf3 *"
        << "e4 e5 Nf3" << 1;
    QTest::newRow("a ';' comment in the rest, '}' and all")
        << "1. e4 e5 (1... c5 2. Ke3 ; slip } here (\nNf6) 2. Nf3 *"
        << "e4 e5 Nf3" << 1;
    QTest::newRow("a result at the end of a variation, no error")
        << "1. e4 e5 (1... c5 2. Nf3 1-0) 2. Nf3 (2. Ke2 1/2-1/2) *"
        << "e4 e5 Nf3" << 0;
    // The variation at the first move is text of that move; the line then stops at the same
    // move: its rest follows that text (the text was lost before: tester's generated games).
    QTest::newRow("a first move's text, then its own line's stop")
        << "1. e4 e5 (1... c5 (1... Qh4 2. Nf3) 1... Ke7 2. Nf3) 2. Nf3 *"
        << "e4 e5 Nf3" << 2;
    QTest::newRow("a result in a variation, then a stop there")
        << "1. e4 e5 (1... c5 2. Nf3 1-0 2... Ke7 3. d4) 2. Nf3 *"
        << "e4 e5 Nf3" << 1;
    QTest::newRow("many variations, each stopped")
        << "1. e4 e5 (1... c5 2. Ke3) 2. Nf3 (2. Bc4 Nc6 3. Ke3) (2. Kd3) 2... Nc6 *"
        << "e4 e5 Nf3 Nc6" << 3;
}

void TestPgnVariationStops::canonicalTextIsKept() {
    QFETCH(QString, movetext);
    QFETCH(QString, mainline);
    QFETCH(int, stops);
    const PgnGameRead g = readOne(movetext.toStdString());
    QCOMPARE(sans(g.game), mainline);
    QCOMPARE(g.stoppedAt, NoNode);
    QCOMPARE(int(g.variationStops.size()), stops);
    QCOMPARE(int(g.errors.size()), stops);
    QCOMPARE(q(movetextOf(g.game)), movetext);
}

// A stop in the mainline ends the game's reading there, after the variations that stopped.
void TestPgnVariationStops::mainlineStopAfterAVariationStop() {
    const PgnGameRead g = readOne("1. e4 (1. d4 Ke3) e5 2. Kf3 (2. Nf3) Nc6 *");
    QCOMPARE(sans(g.game), QString("e4 e5"));
    QCOMPARE(g.errors.size(), std::size_t(2));
    QCOMPARE(g.variationStops.size(), std::size_t(1));
    QCOMPARE(g.stoppedAt, g.game.mainlineEnd());
    QCOMPARE(q(g.game.node(g.stoppedAt).unread), QString("2. Kf3 (2. Nf3) Nc6"));
    QCOMPARE(q(movetextOf(g.game)), QString("1. e4 (1. d4 Ke3) 1... e5 2. Kf3 (2. Nf3) Nc6 *"));
}

// Damaged structure around a stop: whatever the text, what is written reads back to the same
// tree and is written the same again, with its parentheses balanced. fuzz_pgn found the first
// five (once in tst_pgntree): a variation opened at the first move of another is written
// beside it, and the unread rest closes only what the writer opens.
void TestPgnVariationStops::writtenAndReadAgainIsTheSame() {
    for (const char* text :
         {"1. e4 (1. d4 (1. c4 Zz ( Zy ) e5 *", "1. e4 (1. d4 Zz (1... e5) Nf3) e5 2. Nf3 *",
          "Z0$([]--($Z0[]A([]AA[$Ao$", "1. e4 (1. d4 (1. c4) d5 Zz) *", "--(;}\rA",
          "1. e4 e5 (1... Qh4 (2. x *", "1. e4 (1. Zz ( ( ) e5 *", "1. e4 (1. d4 Zz ;c\n) e5 *",
          "1. e4 (1. d4 Zz\n%y\n) e5 *", "1. e4 e5 (1... Qh4) ( {c} ) 2. Nf3 *",
          "1. e4 (1. d4 (1. c4 Zz) d5) e5 *", "1. e4 (1. Zz) (1. Zy) (1. d4 Zx) e5 *",
          "1. e4 e5 ( (1... Zz) 1... c5 2. Ke3 ) 2. Nf3 *", "1. e4 ( $1 {a} 1. Zz {b} ) {c} e5 *",
          "(1. e4) 1. d4 *", "1. e4 (1. d4 d5 (1... Ke7)) (1. Zz) e5 2. Zq *"}) {
        const std::vector<PgnGame> games = readPgnGames(text);
        const std::string written = writePgnGames(games);
        int depth = 0;  // parentheses outside comments balance
        bool inComment = false;
        for (char c : written) {
            if (c == '{' || c == '}') inComment = c == '{';
            if (!inComment) depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            QVERIFY2(depth >= 0, written.c_str());
        }
        QVERIFY2(depth == 0, written.c_str());
        QVERIFY2(readPgnGames(written) == games, written.c_str());
        QCOMPARE(q(writePgnGames(readPgnGames(written))), q(written));
    }
}

// A window that wrote and dropped a stopped variation's node no longer names it: the slot
// may hold another node by then.
void TestPgnVariationStops::windowForgetsWrittenStops() {
    std::string text = "[Event \"e\"]\n\n1. Nf3 (1. e4 e5 2. Ke3) 1... Nf6 ";
    for (int i = 2; i < 40; ++i)
        text += std::to_string(i) + (i % 2 == 0 ? ". Ng1 Ng8 " : ". Nf3 Nf6 ");
    text += "*\n";
    std::vector<PgnVariationStop> stops;
    std::string written;
    PgnWindowWriter writer([&written](std::string_view s) { written += s; });
    PgnTreeBuilder builder([&](PgnGameRead& g) {
        stops = g.variationStops;
        writer.finish(g.game);
    });
    builder.setWindow(
        4, [&writer](PgnGameRead& g, NodeId complete) { writer.write(g.game, complete); },
        PgnTreeBuilder::WindowScope::Lines);
    PgnReader reader(builder, PgnTreeBuilder::readerOptions());
    (void)reader.readString(text);
    builder.finish();
    QCOMPARE(stops.size(), std::size_t(1));
    QCOMPARE(stops.front().at, NoNode);
    QCOMPARE(q(written), q(writePgnGames(readPgnGames(text))));
}

QTEST_GUILESS_MAIN(TestPgnVariationStops)
#include "tst_pgnvariationstops.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
