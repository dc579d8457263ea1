// The PGN game tree: every file in tests/data/pgn/ reads, writes and reads back to the same
// tree (and a canonical file to the same bytes); the annotated collection keeps every row of
// docs/pgn.md's table (comments, commands, NAGs, nested variations, % lines, null moves, the FEN
// repairs with their warnings, the illegal move named "2...Qxh7" with the rest kept); the
// editing API keeps commands and the roster order.
#include <QtTest>
#include <algorithm>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/pgn/commentparts.h"
#include "core/pgn/ending.h"
#include "core/pgn/gamepgn.h"
#include "core/pgn/pgnformat.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

#ifndef REMIS_TEST_DATA
#define REMIS_TEST_DATA "tests/data"
#endif

using namespace remis;

namespace {

QString dataPath(const QString& name) {
    return QStringLiteral(REMIS_TEST_DATA "/pgn/") + name;
}

std::string fileText(const QString& name) {
    QFile file(dataPath(name));
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(name));
    return file.readAll().toStdString();
}

QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QStringList sans(const PgnGame& game, const std::vector<NodeId>& ids) {
    QStringList out;
    for (NodeId id : ids) out << q(game.node(id).san);
    return out;
}

const PgnGameRead& gameNamed(const std::vector<PgnGameRead>& games, std::string_view event) {
    for (const PgnGameRead& g : games) {
        if (g.game.tag("Event") == event) return g;
    }
    qFatal("no game %s", std::string(event).c_str());
}

QStringList messages(const PgnGameRead& g) {
    QStringList out;
    for (const PgnError& e : g.errors) out << q(describePgnError(e));
    return out;
}

}  // namespace

class TestPgnTree : public QObject {
    Q_OBJECT

private slots:
    void gameBytesSpanEachGameAsRead();
    void roundTrip_data();
    void roundTrip();
    void canonicalIsByteIdentical();
    void annotations();
    void variations();
    void fenRepairs();
    void nullMoves();
    void sloppyText();
    void illegalMoveKeepsTheRest();
    void impossiblePositionIsAnError();
    void editing();
    void commands();
    void commandsAreNeverBrokenAcrossLines();
    void escapeLinesBetweenGames();
    void lineCommentWithBraceAfterTheLastGame();
    void escapeLinesAfterALeadingComment();
    void theOfferWordsAreNoComment();
    void commentsBeforeAnUnreadableFen();
    void escapeLinesInTheUnreadRest();
    void moveNumberBeforeAnUnreadableMove();
    void endingsUseStandardWords();
    void recordedEndingInventsNothing();
};

void TestPgnTree::roundTrip_data() {
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(dataPath({})).entryList({"*.pgn"}, QDir::Files);
    QVERIFY(files.size() > 20);
    for (const QString& f : files) QTest::newRow(qPrintable(f)) << f;
}

// Read -> write -> read is the identity on the trees; writing again changes no byte.
void TestPgnTree::roundTrip() {
    QFETCH(QString, file);
    const std::vector<PgnGame> games = readPgnGames(fileText(file));
    const std::string written = writePgnGames(games);
    std::vector<PgnError> errors;
    const std::vector<PgnGame> again = readPgnGames(written, &errors);
    QCOMPARE(again.size(), games.size());
    for (std::size_t i = 0; i < games.size(); ++i)
        QVERIFY2(again[i] == games[i], qPrintable(QString("game %1 differs").arg(i + 1)));
    QCOMPARE(q(writePgnGames(again)), q(written));
}

void TestPgnTree::canonicalIsByteIdentical() {
    const std::string text = fileText("canonical.pgn");
    std::vector<PgnError> errors;
    const std::vector<PgnGame> games = readPgnGames(text, &errors);
    QCOMPARE(games.size(), std::size_t(2));
    QVERIFY(errors.empty());
    QCOMPARE(q(writePgnGames(games)), q(text));
}

void TestPgnTree::annotations() {
    const auto games = readPgnGamesDetailed(fileText("annotated-collection.pgn"));
    QCOMPARE(games.size(), std::size_t(9));
    const PgnGame& g = games.front().game;
    QCOMPARE(g.preamble.size(), std::size_t(1));
    QVERIFY(g.preamble.front().starts_with(" Remis test collection"));
    QCOMPARE(g.tags.size(), std::size_t(9));
    QCOMPARE(q(g.tags[7].name), QString("Annotator"));  // tags in the file's order
    QCOMPARE(q(g.result), QString("1/2-1/2"));
    QCOMPARE(q(g.commentText(PgnGame::root())), QString("A game with every kind of annotation."));
    const std::vector<NodeId> line = g.mainline();
    QCOMPARE(sans(g, line).join(' '), QString("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7"));
    QCOMPARE(g.node(line[0]).nags, std::vector<int>{1});  // "e4!" glued
    QCOMPARE(g.node(line[1]).nags, std::vector<int>{6});  // "e5?!"
    QCOMPARE(q(g.node(line[0]).after.at(0).text), QString("[%clk 0:05:00] [%cal Ge2e4]"));
    QCOMPARE(q(g.commentText(line[0])), QString());  // commands are not free text
    QCOMPARE(g.node(line[3]).after.at(0).kind, PgnComment::Kind::Line);
    QCOMPARE(q(g.node(line[3]).after.at(0).text),
             QString(" a line comment after Black's second move"));
    QCOMPARE(q(g.node(line[4]).after.at(0).text), QString("[%csl Rb5][%clk 0:04:51]"));
    QCOMPARE(q(g.node(line[5]).after.at(0).text), QString("(=)"));  // a draw offer
    QCOMPARE(g.node(line[7]).after.at(0).kind, PgnComment::Kind::Escape);
    QCOMPARE(q(g.node(line[7]).after.at(0).text), QString("an escape line inside the movetext"));
    QVERIFY(games.front().errors.empty());
}

void TestPgnTree::variations() {
    const PgnGame g = readPgnGames(fileText("annotated-collection.pgn")).front();
    const PgnNode& e4 = g.node(g.mainline()[0]);
    QCOMPARE(e4.children.size(), std::size_t(2));  // 1... e5 and the variation 1... c5
    const NodeId c5 = e4.children[1];
    QCOMPARE(q(g.node(c5).san), QString("c5"));
    QCOMPARE(q(g.commentText(c5)), QString("The Sicilian"));
    const NodeId nf3 = g.node(c5).children[0];
    QCOMPARE(g.node(nf3).children.size(), std::size_t(1));
    const PgnNode& c5Node = g.node(c5);
    QCOMPARE(c5Node.children.size(), std::size_t(2));  // 2. Nf3 and 2. c3
    const NodeId c3 = c5Node.children[1];
    const NodeId d5 = g.node(c3).children[0];
    QCOMPARE(q(g.node(d5).san), QString("d5"));
    QCOMPARE(g.node(c3).children.size(), std::size_t(2));  // 2... d5 and 2... Nf6 (depth 3)
    const NodeId nf6 = g.node(c3).children[1];
    QCOMPARE(q(g.node(nf6).san), QString("Nf6"));
    QCOMPARE(g.node(nf6).nags, std::vector<int>{5});
    QCOMPARE(g.depth(nf6), 4);
    const Result<Position> pos = positionAt(g, nf6);
    QVERIFY(pos.ok());
    QCOMPARE(q(toFen(*pos)),
             QString("rnbqkb1r/pp1ppppp/5n2/2p5/4P3/2P5/PP1P1PPP/RNBQKBNR w KQkq - 1 3"));
}

void TestPgnTree::fenRepairs() {
    const auto games = readPgnGamesDetailed(fileText("annotated-collection.pgn"));
    const PgnGameRead& zero = gameNamed(games, "Fullmove zero");
    QCOMPARE(messages(zero), QStringList{"game 2, line 23: FEN tag: fullmove number 0 read as 1"});
    QCOMPARE(zero.errors.front().severity, PgnError::Severity::Warning);
    QCOMPARE(sans(zero.game, zero.game.mainline()).join(' '), QString("d4 d5"));

    const PgnGameRead& castling = gameNamed(games, "Castling rights without a king");
    QCOMPARE(castling.errors.size(), std::size_t(1));
    QVERIFY(messages(castling).front().contains("castling rights KQ dropped"));
    QCOMPARE(sans(castling.game, castling.game.mainline()).join(' '), QString("Kg1 O-O-O"));
    // The record keeps its FEN as written; the repair is made when replaying.
    QVERIFY(castling.game.tag("FEN").find("KQkq") != std::string_view::npos);

    const PgnGameRead& ep = gameNamed(games, "En passant square without a capture");
    QVERIFY(ep.errors.empty());  // dropped silently: it changes nothing (9.2.3.1)
    QCOMPARE(ep.game.mainline().size(), std::size_t(2));

    std::vector<Error> repairs;
    QVERIFY(parsePgnFen("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", &repairs).ok());
    QVERIFY(repairs.empty());
    QVERIFY(!parseFen("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 0").ok());  // strict stays strict
}

void TestPgnTree::nullMoves() {
    const auto games = readPgnGamesDetailed(fileText("annotated-collection.pgn"));
    const PgnGameRead& g = gameNamed(games, "Null moves");
    QVERIFY(g.errors.empty());
    const std::vector<NodeId> line = g.game.mainline();
    QCOMPARE(sans(g.game, line).join(' '), QString("e4 -- d4 Z0 c4 e5"));
    QVERIFY(g.game.node(line[1]).isNull());
    QVERIFY(g.game.node(line[3]).isNull());  // "Z0" is kept as "Z0" (what was read, as read)
    QVERIFY(writePgnGame(g.game).find("2. d4 Z0 3. c4") != std::string::npos);
    const Result<Position> pos = positionAt(g.game, line.back());
    QVERIFY(pos.ok());
    QCOMPARE(q(toFen(*pos)),
             QString("rnbqkbnr/pppp1ppp/8/4p3/2PPP3/8/PP3PPP/RNBQKBNR w KQkq - 0 4"));
}

void TestPgnTree::sloppyText() {
    const auto games = readPgnGamesDetailed(fileText("annotated-collection.pgn"));
    const PgnGameRead& quotes = gameNamed(games, "Quotes");
    QVERIFY(quotes.errors.empty());
    QCOMPARE(q(quotes.game.tag("White")), QString("\"Mirage\""));
    QCOMPARE(q(quotes.game.tag("Black")), QString("Plain \"escaped\""));
    QCOMPARE(quotes.game.mainline().size(), std::size_t(15));

    const PgnGameRead& sloppy = gameNamed(games, "Sloppy movetext");
    QVERIFY(sloppy.errors.empty());
    const std::vector<NodeId> line = sloppy.game.mainline();
    QCOMPARE(sans(sloppy.game, line).join(' '), QString("O-O Kd7 e8=Q+ Kd6 Qd8+ Kc5 Qc7+ Kb4"));
    QCOMPARE(sloppy.game.node(line[4]).nags, std::vector<int>{4});
    QVERIFY(writePgnGame(sloppy.game).find("40. O-O Kd7 41. e8=Q+") != std::string::npos);
}

void TestPgnTree::illegalMoveKeepsTheRest() {
    const auto games = readPgnGamesDetailed(fileText("annotated-collection.pgn"));
    const PgnGameRead& g = gameNamed(games, "Illegal move");
    QCOMPARE(messages(g),
             QStringList{"game 8, line 57: 2...Qxh7: no queen can legally move to h7"});
    QCOMPARE(sans(g.game, g.game.mainline()).join(' '), QString("e4 e5 Nf3"));
    QCOMPARE(g.stoppedAt, g.game.mainline().back());
    QCOMPARE(q(g.game.node(g.stoppedAt).unread),
             QString("Qxh7 {unreadable from here} 3. d4 (3. Bc4) exd4"));
    QCOMPARE(q(g.game.result), QString("0-1"));
    QVERIFY(writePgnGame(g.game).find("2. Nf3 Qxh7 {unreadable from here} 3. d4 (3. Bc4) exd4 "
                                      "0-1") != std::string::npos);
}

void TestPgnTree::impossiblePositionIsAnError() {
    const auto games = readPgnGamesDetailed(fileText("annotated-collection.pgn"));
    const PgnGameRead& g = gameNamed(games, "Impossible position");
    QCOMPARE(g.errors.size(), std::size_t(1));
    QCOMPARE(g.errors.front().severity, PgnError::Severity::Error);
    QVERIFY(messages(g).front().contains("2 kings"));
    QVERIFY(g.game.mainline().empty());
    QCOMPARE(q(g.game.node(PgnGame::root()).unread), QString("1. Kc2 Kd7"));
}

void TestPgnTree::editing() {
    PgnGame g =
        readPgnGames("[Event \"E\"]\n[Custom \"x\"]\n\n1. e4 {[%clk 0:01:00] old} e5 *").front();
    const NodeId e4 = g.mainline().front();
    QCOMPARE(q(g.commentText(e4)), QString("old"));
    g.setCommentText(e4, "new words");
    QCOMPARE(q(g.commentText(e4)), QString("new words"));
    QCOMPARE(q(g.node(e4).after.front().text), QString("[%clk 0:01:00] new words"));
    g.setCommentText(e4, "");
    QCOMPARE(q(g.node(e4).after.front().text), QString("[%clk 0:01:00]"));

    const NodeId d4 = g.addMove(PgnGame::root(), "d4");
    QCOMPARE(g.node(PgnGame::root()).children.size(), std::size_t(2));
    QCOMPARE(g.addMove(PgnGame::root(), "d4"), d4);  // no duplicate
    g.addMove(d4, "d5");
    g.setTag("White", "W");
    g.setTag("Site", "S");
    g.setTag("Result", "*");
    QStringList names;
    for (const PgnTag& t : g.tags) names << q(t.name);
    QCOMPARE(names.join(' '), QString("Event Site White Result Custom"));
    QCOMPARE(q(writePgnGame(g)), QString("[Event \"E\"]\n[Site \"S\"]\n[White \"W\"]\n"
                                         "[Result \"*\"]\n[Custom \"x\"]\n\n"
                                         "1. e4 {[%clk 0:01:00]} (1. d4 d5) 1... e5 *\n\n"));
    QVERIFY(readPgnGames(writePgnGame(g)).front() == g);
}

// [%cal]/[%csl] (the board's arrows and marks) are set in place: the free text around them,
// other commands and other comments stay as they were; a comment that held only the
// command goes with it; a new command gets a comment of its own before the others.
void TestPgnTree::commands() {
    PgnGame g = readPgnGames(
                    "{Start [%csl Rd4]} 1. e4 {Good [%cal Ge2e4,Rd1h5] [%clk 0:01:00] "
                    "line} {[%cal Ya1a8]} e5 {plain} *")
                    .front();
    const NodeId root = PgnGame::root();
    const NodeId e4 = g.mainline()[0];
    const NodeId e5 = g.mainline()[1];
    QCOMPARE(g.commands(e4, "cal"), (std::vector<std::string>{"Ge2e4,Rd1h5", "Ya1a8"}));
    QCOMPARE(g.commands(e4, "clk"), std::vector<std::string>{"0:01:00"});
    QCOMPARE(g.commands(root, "csl"), std::vector<std::string>{"Rd4"});
    QVERIFY(g.commands(e5, "cal").empty());
    QVERIFY(g.commands(e4, "ca").empty());  // a prefix is not the name

    g.setCommand(e4, "cal", "Rd1h5,Gg1f3");
    QCOMPARE(g.node(e4).after.size(), std::size_t(1));  // {[%cal Ya1a8]} held nothing else
    QCOMPARE(q(g.node(e4).after[0].text), QString("Good [%cal Rd1h5,Gg1f3] [%clk 0:01:00] line"));
    g.setCommand(e4, "cal", "");
    QCOMPARE(q(g.node(e4).after[0].text), QString("Good [%clk 0:01:00] line"));
    g.setCommand(root, "csl", "");
    QCOMPARE(q(g.node(root).after[0].text), QString("Start"));
    g.setCommand(e5, "csl", "Gf7");
    QCOMPARE(g.node(e5).after.size(), std::size_t(2));
    QCOMPARE(q(g.node(e5).after[0].text), QString("[%csl Gf7]"));
    QCOMPARE(q(g.node(e5).after[1].text), QString("plain"));
    QCOMPARE(q(g.commentText(e5)), QString("plain"));
    QCOMPARE(
        q(writePgnGame(g)),
        QString("{Start} 1. e4 {Good [%clk 0:01:00] line} 1... e5 {[%csl Gf7]} {plain} *\n\n"));
    QVERIFY(readPgnGames(writePgnGame(g)).front() == g);
}

// A line is broken between words, never inside a command: "[%clk" and its value stay on one
// line wherever the 80 columns fall (issue 20), in a comment of its own and among words.
void TestPgnTree::commandsAreNeverBrokenAcrossLines() {
    for (int shift = 0; shift < 12; ++shift) {
        std::string text = "{" + std::string(std::size_t(shift), 'x') + "} ";
        const char* moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
        for (int i = 0; i < 40; ++i) {
            if (i % 2 == 0) text += std::to_string(i / 2 + 1) + ". ";
            text += moves[i % 4];
            text += i % 3 == 0 ? " {[%clk 0:03:00]} " : " {a note [%clk 0:02:59] [%emt 0:00:01]} ";
        }
        text += "*";
        const PgnGame g = readPgnGames(text).front();
        const std::string written = writePgnGame(g);
        for (const QString& line : q(written).split(u'\n')) {
            QVERIFY2(line.size() <= 80, qPrintable(line));
            QCOMPARE(line.count(QStringLiteral("[%")), line.count(QStringLiteral("]")));
        }
        QVERIFY(readPgnGames(written).front() == g);
    }
}

void TestPgnTree::escapeLinesBetweenGames() {
    const std::string text =
        "%first\n[Event \"A\"]\n\n1. e4 *\n\n%between\n[Event \"B\"]\n\n"
        "1. d4 *\n\n%after the last game\n";
    const std::vector<PgnGame> games = readPgnGames(text);
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[0].preamble, std::vector<std::string>{"first"});
    QCOMPARE(games[1].preamble, std::vector<std::string>{"between"});
    QCOMPARE(games[1].trailer, std::vector<std::string>{"after the last game"});
    QCOMPARE(q(writePgnGames(games)), q("%first\n[Event \"A\"]\n\n1. e4 *\n\n%between\n"
                                        "[Event \"B\"]\n\n1. d4 *\n%after the last game\n\n"));
}

// fuzz_pgn found this: a ';' comment holding '}' after the last game of a game whose rest is
// unread was written as "{}}", which reads back differently. It is written as "{)}".
void TestPgnTree::lineCommentWithBraceAfterTheLastGame() {
    const std::vector<PgnGame> games = readPgnGames("A*}];\v}");
    const std::string written = writePgnGames(games);
    QVERIFY2(written.find("{}}") == std::string::npos, written.c_str());
    QVERIFY(readPgnGames(written) == games);
    // and "eee.pe.p" lost its "e.p" as if it were an en passant mark after a square.
    const std::vector<PgnGame> word = readPgnGames("eee.pe.p");
    QVERIFY(readPgnGames(writePgnGames(word)) == word);
    const std::string played = writePgnGames(readPgnGames("1. e4 d5 2. e5 f5 3. exf6e.p. *"));
    QVERIFY2(
        played.find("3. exf6 *") != std::string::npos && played.find("e.p") == std::string::npos,
        played.c_str());
}

// pgn.md: Remis records an offer as "(=)" and the side that offered (9.1.2.2). Read back
// (a resume, a saved file), the words are part of the offer, not the user's comment (a
// tester saw them in green after a resume), and they are written back as they were.
void TestPgnTree::theOfferWordsAreNoComment() {
    Game game;
    for (const char* san : {"e4", "e5", "Nf3"}) QVERIFY(bool(game.play(san)));
    QVERIFY(game.offerDraw(Black));  // made by the side to move: it goes with 2...Nc6
    QVERIFY(bool(game.play("Nc6")));
    const std::string written = writePgnGame(toPgnTree(game, {}));
    QVERIFY2(written.find("{Black offers a draw (FIDE 9.1.2)}") != std::string::npos,
             written.c_str());
    const PgnGame read = readPgnGames(written).front();
    const NodeId nc6 = read.mainline()[3];
    QCOMPARE(q(read.commentText(nc6)), QString());
    QVERIFY(commentParts(read, nc6).empty());
    QCOMPARE(q(writePgnGame(read)), q(written));
    // A remark of the user's that only mentions an offer stays a remark.
    const PgnGame remark =
        readPgnGames("1. e4 {White offers a draw (FIDE 9.1.2), wrongly} *").front();
    QCOMPARE(q(remark.commentText(remark.mainline()[0])),
             QString("White offers a draw (FIDE 9.1.2), wrongly"));
}

// fuzz_pgn found this: a game without tags whose movetext begins with a draw offer and then
// escape lines was written as "{(=)}" and '%' lines, which read back as a comment between
// games followed by a preamble. Escape lines after a comment between games follow it.
void TestPgnTree::escapeLinesAfterALeadingComment() {
    const std::vector<PgnGame> games = readPgnGames("2(=)!?\n%%\n%\n%o%%+\n");
    const std::string written = writePgnGames(games);
    QVERIFY2(readPgnGames(written) == games, written.c_str());
    const std::vector<PgnGame> between = readPgnGames("{before}\n%esc\n[Event \"E\"]\n\n1. e4 *\n");
    QCOMPARE(between.size(), std::size_t(1));
    QVERIFY(between[0].preamble.empty());
    QCOMPARE(between[0].node(PgnGame::root()).after.size(), std::size_t(2));
    QVERIFY(readPgnGames(writePgnGames(between)) == between);
}

// fuzz_pgn found this: a comment before a game whose FEN tag cannot be read was kept before
// the first move, written there, and read back into the unread rest. What comes before the
// first word of the rest stays before the first move, in the tree, every time it is read.
void TestPgnTree::commentsBeforeAnUnreadableFen() {
    const std::string bad = "[FEN \"8/8/8/8/8/8/8/K6x w - - 0 1\"]\n";
    const std::vector<PgnGame> games = readPgnGames("{a}\n" + bad + "1. Kb1 *\n");
    QCOMPARE(games.size(), std::size_t(1));
    const PgnNode& root = games[0].node(PgnGame::root());
    QCOMPARE(root.after, (std::vector<PgnComment>{{"a", PgnComment::Kind::Brace}}));
    QCOMPARE(q(root.unread), QString("1. Kb1"));
    const std::string first = writePgnGames(games);
    QCOMPARE(q(first), q(bad + "\n{a} 1. Kb1 *\n\n"));
    QVERIFY(readPgnGames(first) == games);
    QCOMPARE(q(writePgnGames(readPgnGames(first))), q(first));
    // Every kind of annotation there, and the ones after the first word stay in the rest.
    for (const std::string& text :
         {"{a}\n;b\n" + bad + "{c} ;d\n%e\n$1 (=) 1. Kb1 {f} *", bad + "\n%e\n{c} 1. Kb1 *",
          "{a}\n" + bad + "[]\n{c} 1. Kb1 *", bad + "{c} ( 1. Kb1 ) *"}) {
        const std::vector<PgnGame> read = readPgnGames(text);
        const std::string written = writePgnGames(read);
        QVERIFY2(readPgnGames(written) == read, written.c_str());
        QCOMPARE(q(writePgnGames(readPgnGames(written))), q(written));
        QVERIFY2(read[0].node(PgnGame::root()).unread.find("{c}") == std::string::npos,
                 written.c_str());
    }
}

// docs/pgn.md: keep everything. An escape line after an illegal move was dropped (the rest is one
// line of words); it stays in the rest, written on a line of its own, and so do escape lines
// after a comment after the last game (they were turned into a { } comment).
void TestPgnTree::escapeLinesInTheUnreadRest() {
    const std::vector<PgnGame> games = readPgnGames("[Event \"e\"]\n\n1. e4 Zz\n%esc one\ne5 *\n");
    QCOMPARE(q(games[0].node(games[0].mainline().back()).unread), QString("Zz\n%esc one\ne5"));
    QCOMPARE(q(writePgnGames(games)), QString("[Event \"e\"]\n\n1. e4 Zz\n%esc one\ne5 *\n\n"));
    for (const char* text :
         {"1. e4 Zz {c}\n%a\n%\n( e5\n%b\n) Nf3 *", "1. e4 Zz *\n{after}\n%tail\n",
          "[FEN \"bad\"]\n\n1. e4\n%x\n*", "1. e4 (1. d4 Zz\n%y\n) e5 *"}) {
        const std::vector<PgnGame> read = readPgnGames(text);
        const std::string written = writePgnGames(read);
        for (const char* line : {"\n%a\n", "\n%\n", "\n%b\n", "\n%tail\n", "\n%x\n", "\n%y\n"})
            QVERIFY2(std::string_view(text).find(line) == std::string::npos ||
                         written.find(line) != std::string::npos,
                     written.c_str());
        QVERIFY2(readPgnGames(written) == read, written.c_str());
        QCOMPARE(q(writePgnGames(readPgnGames(written))), q(written));
    }
}

// docs/pgn.md: after an illegal move "the rest of the text is kept exactly as written"; the
// move number written before it ("2.", "3...") starts that rest (it was dropped:
// "1. e4 e5 Ke3 Nf6").
void TestPgnTree::moveNumberBeforeAnUnreadableMove() {
    const struct {
        const char* movetext;
        const char* unread;
    } cases[] = {{"1. e4 e5 2. Ke3 Nf6 *", "2. Ke3 Nf6"},
                 {"1. e4 e5 2. Nf3 Ke7 3... Kd6 *", "3... Kd6"},
                 {"1. e4 e5 2. Nf3 Qxh7 3. d4 *", "Qxh7 3. d4"},
                 {"1. e4 (1. d4 d5) e5 2. Kd3 *", "2. Kd3"}};
    for (const auto& c : cases) {
        const std::string text = std::string("[Event \"e\"]\n\n") + c.movetext + "\n";
        const auto read = readPgnGamesDetailed(text);
        QCOMPARE(read.size(), std::size_t(1));
        const PgnGameRead& g = read.front();
        QCOMPARE(q(g.game.node(g.stoppedAt).unread), QString(c.unread));
        const std::vector<PgnGame> games{g.game};
        const std::string written = writePgnGames(games);
        QVERIFY2(written.find(c.unread) != std::string::npos, written.c_str());
        QCOMPARE(q(writePgnGames(readPgnGames(written))), q(written));
    }
}

// docs/pgn.md: Termination holds only standard values; the ruling goes in the Ending tag and a
// closing comment, and the Ending tag restores it.
void TestPgnTree::endingsUseStandardWords() {
    Game game;
    for (const char* san : {"f3", "e5", "g4", "Qh4#"}) {
        const auto m = parseSan(game.position(), san);
        QVERIFY(m.ok());
        QVERIFY(game.play(*m));
    }
    const std::string pgn = writePgnGame(toPgnTree(game));
    QVERIFY2(pgn.find("[Termination \"normal\"]") != std::string::npos, pgn.c_str());
    QVERIFY2(pgn.find("[Ending \"checkmate (FIDE 5.1.1)\"]") != std::string::npos, pgn.c_str());
    QVERIFY2(pgn.find("Qh4# {Checkmate (FIDE 5.1.1). Black wins.} 0-1") != std::string::npos,
             pgn.c_str());
    const PgnGame read = readPgnGames(pgn).front();
    const RecordedEnding ending =
        recordedEnding(read.tag("Result"), read.tag("Termination"), read.tag("Ending"));
    QCOMPARE(ending.reason, Termination::Checkmate);
    QCOMPARE(ending.result, GameResult::BlackWins);
    QCOMPARE(ending.standard, std::optional(PgnTermination::Normal));

    for (int t = int(Termination::Checkmate); t <= int(Termination::Timeout); ++t) {
        const Outcome o{Termination(t), GameResult::Draw, 3};
        QVERIFY(parsePgnTermination(terminationTag(o)).has_value());
        QCOMPARE(terminationFromEndingTag(endingTagValue(Termination(t))),
                 std::optional(Termination(t)));
    }
    QCOMPARE(terminationTag(Outcome{Termination::Timeout, GameResult::WhiteWins, 9}),
             std::string("time forfeit"));
    QCOMPARE(terminationFromEndingTag("threefold repetition claimed by Black with the written "
                                      "move 4...Ng8 (FIDE 9.2.1)"),
             std::optional(Termination::ThreefoldRepetition));
    // 5.1.2: a resignation names the side, also when it is a draw, and reads back.
    Outcome resigned{Termination::Resignation, GameResult::Draw, 7};
    resigned.resigned = Black;
    QCOMPARE(endingTagValue(resigned), std::string("resignation by Black (FIDE 5.1.2)"));
    QCOMPARE(endingComment(resigned),
             std::string("Resignation by Black (FIDE 5.1.2), but White cannot checkmate. Draw."));
    QCOMPARE(resignedSideFromEndingTag(endingTagValue(resigned)), std::optional(Black));
    QCOMPARE(terminationFromEndingTag(endingTagValue(resigned)),
             std::optional(Termination::Resignation));
    QVERIFY(!resignedSideFromEndingTag("resignation (FIDE 5.1.2)").has_value());
    // 5.2.3 ends an agreed game; the comment says "Draw" once.
    const Outcome agreed{Termination::Agreement, GameResult::Draw, 9};
    QCOMPARE(endingTagValue(agreed), std::string("draw agreed (FIDE 5.2.3)"));
    QCOMPARE(endingComment(agreed), std::string("Draw agreed (FIDE 5.2.3)."));
    // pgn.md, the exact ruling: whose flag fell or who moved illegally, and why a draw is one
    // (tester: "Flag fall (FIDE 6.9). Draw." said neither).
    QCOMPARE(endingComment({Termination::Timeout, GameResult::Draw, 20}, White),
             std::string("Flag fall by White (FIDE 6.9), but Black cannot checkmate. Draw."));
    QCOMPARE(endingComment({Termination::Timeout, GameResult::BlackWins, 20}, White),
             std::string("Flag fall by White (FIDE 6.9). Black wins."));
    QCOMPARE(endingComment({Termination::IllegalMove, GameResult::WhiteWins, 10}, Black),
             std::string("Second illegal move by Black (FIDE 7.5.5). White wins."));
    QCOMPARE(terminationFromEndingTag(endingTagValue(Termination::IllegalMove)),
             std::optional(Termination::IllegalMove));
}

void TestPgnTree::recordedEndingInventsNothing() {
    const RecordedEnding bare = recordedEnding("0-1", "", "");
    QCOMPARE(bare.result, GameResult::BlackWins);
    QVERIFY(!bare.reasonGiven());
    const RecordedEnding normal = recordedEnding("1/2-1/2", "normal", "");
    QVERIFY(!normal.reasonGiven());  // "normal" may be mate, agreement, resignation...
    QCOMPARE(normal.standard, std::optional(PgnTermination::Normal));
    QCOMPARE(recordedEnding("1-0", "Time forfeit", "").reason, Termination::Timeout);
    QCOMPARE(recordedEnding("1-0", "normal", "resignation (FIDE 5.1.2)").reason,
             Termination::Resignation);
    QVERIFY(!recordedEnding("1-0", "resigned", "").standard.has_value());
    // Words are not read as a reason; Remis's exact phrase is, where older files put it.
    QVERIFY(!recordedEnding("1-0", "resigned", "").reasonGiven());
    QVERIFY(!recordedEnding("1/2-1/2", "Game drawn by agreement", "").reasonGiven());
    QCOMPARE(recordedEnding("0-1", "resignation (FIDE 5.1.2)", "").reason,
             Termination::Resignation);
}

// PgnGameBytes: each game's text from the end of the one before (comments between games go
// with the game after them) to its result token, or to where the next game begins, or to the
// end; the same spans however the input is cut into reads (annotate copies games through by
// them).
void TestPgnTree::gameBytesSpanEachGameAsRead() {
    const std::string text =
        "\xEF\xBB\xBF[Event \"a\"]\n\n1. e4 {x} e5 1-0\n\n"  // a BOM, a result token
        "{between} [Event \"b\"]\n1. d4\n"                   // no result: ends at the next tag
        "[Event \"c\"]\n1. c4 *\n%trailing\n";
    const auto spans = [&](std::size_t chunk) {
        std::vector<PgnGameBytes> out;
        PgnTreeBuilder builder([&out](PgnGameRead& read) { out.push_back(read.bytes); });
        PgnReader reader(builder, PgnTreeBuilder::readerOptions());
        std::size_t at = 0;
        if (chunk == 0) {
            (void)reader.readString(text);
        } else {
            (void)reader.readChunks([&](char* dst, std::size_t max) {
                const std::size_t n = std::min({chunk, max, text.size() - at});
                std::copy_n(text.data() + at, n, dst);
                at += n;
                return n;
            });
        }
        builder.finish();
        return out;
    };
    const std::vector<PgnGameBytes> whole = spans(0);
    QCOMPARE(whole.size(), std::size_t{3});
    const auto piece = [&](std::uint64_t from, std::uint64_t to) {
        return text.substr(std::size_t(from), std::size_t(to - from));
    };
    QCOMPARE(piece(whole[0].begin, whole[0].end),
             std::string("\xEF\xBB\xBF[Event \"a\"]\n\n1. e4 {x} e5 1-0"));
    QCOMPARE(piece(whole[0].result, whole[0].end), std::string("1-0"));
    QCOMPARE(piece(whole[1].begin, whole[1].end),
             std::string("\n\n{between} [Event \"b\"]\n1. d4\n"));
    QCOMPARE(whole[1].result, whole[1].end);  // no result token
    QCOMPARE(piece(whole[2].begin, whole[2].end), std::string("[Event \"c\"]\n1. c4 *"));
    for (std::size_t chunk : {std::size_t{1}, std::size_t{3}, std::size_t{7}, std::size_t{64}}) {
        const std::vector<PgnGameBytes> cut = spans(chunk);
        QCOMPARE(cut.size(), whole.size());
        for (std::size_t i = 0; i < cut.size(); ++i) {
            QCOMPARE(cut[i].begin, whole[i].begin);
            QCOMPARE(cut[i].result, whole[i].result);
            QCOMPARE(cut[i].end, whole[i].end);
        }
    }
}

QTEST_GUILESS_MAIN(TestPgnTree)
#include "tst_pgntree.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
