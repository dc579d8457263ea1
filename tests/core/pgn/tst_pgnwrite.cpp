// SPDX-License-Identifier: GPL-3.0-or-later
// PGN writing: a Game goes into a PgnGame tree with its tags in order, clocks and draw
// offers (gamepgn.h), and the one writer (treewriter.h) wraps at 80 columns, numbers a
// Black-first game "12..." and reads back unchanged.
#include <QtTest>

#include <algorithm>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/pgn/claimnote.h"
#include "core/pgn/gamepgn.h"
#include "core/pgn/pgnformat.h"
#include "core/pgn/reader.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

#ifndef REMIS_TEST_DATA
#define REMIS_TEST_DATA "tests/data"
#endif

using namespace remis;

namespace {

std::string fileText(const QString& name) {
    QFile file(QString(REMIS_TEST_DATA) + "/pgn/" + name);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(file.fileName()));
    return file.readAll().toStdString();
}

// A move with what a record writes after it: {(=)}, {[%clk ...]}, then a free comment.
NodeId addRecordedMove(PgnGame& game, NodeId parent, const char* san,
                       std::optional<int64_t> clock = {}, bool draw = false,
                       const char* comment = "") {
    const NodeId id = game.addMove(parent, san);
    std::vector<PgnComment>& after = game.node(id).after;
    if (draw) after.push_back({"(=)", PgnComment::Kind::Brace});
    if (clock) after.push_back({"[%clk " + formatClock(*clock) + "]", PgnComment::Kind::Brace});
    if (*comment) after.push_back({comment, PgnComment::Kind::Brace});
    return id;
}

Game playedGame(std::initializer_list<const char*> sans, const Position& start = Position()) {
    Game game(start, RuleSet::Fide, *parseTimeControl("300+2"));
    for (const char* san : sans) {
        const auto m = parseSan(game.position(), san);
        if (m) (void)game.play(*m);
    }
    return game;
}

}  // namespace

class TestPgnWrite : public QObject {
    Q_OBJECT

private slots:
    void gameTreeTagOrder();
    void writerWrapsAt80();
    void writerBlackFirstFromFen();
    void writerEscapesAndNoMoves();
    void roundTrip_data();
    void roundTrip();
    void gameRoundTrip();
    void readTreesFromFile();
    void escapeLineKeepsTheResultOff();
    void percentWordNeverStartsALine();
    void claimNotes_data();
    void claimNotes();
    void incorrectClaimNamesClaimantAndTime();
    void claimWithoutAMoveStandsAsAnOffer();
    void aTextHeldWholeReadsLongCommentsWhole();
};

// toPgnTree: the user's tags first, then Remis's, then SetUp/FEN, Termination and the
// Result in its roster place.
void TestPgnWrite::gameTreeTagOrder() {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 5";
    Game game = playedGame({"f3", "e5", "g4", "Qh4#"}, *parseFen(fen));
    QVERIFY(game.isOver());
    const PgnGame tree = toPgnTree(game, {{"White", "Anna"}, {"Event", "Club"}});
    QStringList names;
    for (const PgnTag& t : tree.tags) names << QString::fromStdString(t.name);
    QCOMPARE(names, (QStringList{"White", "Event", "Result", "Ending", "Rules", "TimeControl",
                                 "SetUp", "FEN", "Termination"}));
    QCOMPARE(tree.tag("Result"), std::string_view("0-1"));
    QCOMPARE(tree.result, std::string("0-1"));
    QCOMPARE(tree.tag("FEN"), std::string_view(fen));
    QCOMPARE(tree.tag("Termination"), std::string_view("normal"));
    QCOMPARE(tree.mainline().size(), std::size_t(4));
    // The closing comment after the last move, nothing before the first.
    QVERIFY(tree.node(PgnGame::root()).after.empty());
    QVERIFY(tree.commentText(tree.mainlineEnd()).starts_with("Checkmate"));
}

void TestPgnWrite::writerWrapsAt80() {
    PgnGame game;
    NodeId last = PgnGame::root();
    for (int i = 0; i < 120; ++i)
        last = addRecordedMove(
            game, last, i % 2 ? "Nxf6+" : "Qxe7", 3600000 - 1700 * i, i % 7 == 0,
            i % 10 == 0 ? "a rather long comment that must be wrapped between words" : "");
    game.result = "*";
    std::string text = writePgnGame(game);
    const QStringList lines = QString::fromStdString(text).split(u'\n');
    for (const QString& line : lines) QVERIFY2(line.size() <= 80, qPrintable(line));
    QVERIFY(text.ends_with("*\n\n"));
    std::replace(text.begin(), text.end(), '\n', ' ');
    QVERIFY(text.find("1. Qxe7 {(=)} {[%clk 1:00:00]} {a rather") != std::string::npos);
    QVERIFY(text.find("1... Nxf6+ {[%clk 0:59:58.3]} 2. Qxe7") != std::string::npos);
    // A command inside a comment's words is one word: never split across two lines.
    for (int shift = 0; shift < 12; ++shift) {
        PgnGame commented;
        commented.node(PgnGame::root())
            .after.push_back({std::string(std::size_t(shift), 'x'), PgnComment::Kind::Brace});
        last = PgnGame::root();
        for (int i = 0; i < 40; ++i)
            last = addRecordedMove(commented, last, i % 2 ? "Nf6" : "Nf3", std::nullopt, false,
                                   "note [%emt 0:00:01] [%clk 0:02:59]");
        commented.result = "*";
        for (const QString& line : QString::fromStdString(writePgnGame(commented)).split(u'\n'))
            QCOMPARE(line.count(QStringLiteral("[%")), line.count(QStringLiteral("]")));
    }
}

// A comment's word that starts with '%' (a percentage, "%pct") is never wrapped to the start
// of a line: another reader would take that line for an escape line (8.2.4) and drop it.
void TestPgnWrite::percentWordNeverStartsALine() {
    for (std::size_t shift = 0; shift < 90; ++shift) {
        PgnGame game;
        game.node(PgnGame::root())
            .after.push_back(
                {std::string(shift + 1, 'x') + " %pct and more words", PgnComment::Kind::Brace});
        game.result = "*";
        const std::string text = writePgnGame(game);
        for (const QString& line : QString::fromStdString(text).split(u'\n'))
            QVERIFY2(!line.startsWith(u'%'), text.c_str());
        QVERIFY2(readPgnGames(text).front() == game, text.c_str());
    }
}

void TestPgnWrite::writerBlackFirstFromFen() {
    const std::string fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 3 12";
    const FenNumbering numbering = fenNumbering(fen);
    QCOMPARE(numbering.moveNumber, 12);
    QVERIFY(numbering.blackToMove);
    const Game game = playedGame({"Kd7", "e4", "Ke6"}, *parseFen(fen));
    QCOMPARE(game.ply(), 3);
    const std::string text = writePgnGame(toPgnTree(game));
    QVERIFY2(text.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 12\"]\n") !=
                 std::string::npos,
             text.c_str());
    QVERIFY2(text.find("\n\n12... Kd7 13. e4 Ke6 *") != std::string::npos, text.c_str());
    QVERIFY(text.ends_with(" *\n\n"));
    QCOMPARE(fenNumbering("8/8/8/8/8/8/8/8 w - -").moveNumber, 1);
    QCOMPARE(fenNumbering("garbage").moveNumber, 1);
}

void TestPgnWrite::writerEscapesAndNoMoves() {
    PgnGame game;
    game.setTag("Event", "The \"Big\" \\ Open");
    game.setTag("Event", "The \"Big\" \\ Open\nfinal");
    game.result = "*";
    game.setTag("Result", "*");
    const std::string text = writePgnGame(game);
    QVERIFY2(text.starts_with("[Event \"The \\\"Big\\\" \\\\ Open final\"]\n"), text.c_str());
    QVERIFY(text.ends_with("[Result \"*\"]\n\n*\n\n"));
    const std::vector<PgnGame> back = readPgnGames(text);
    QCOMPARE(back.size(), std::size_t(1));
    QCOMPARE(back[0].tag("Event"), std::string_view("The \"Big\" \\ Open final"));
}

// Found by fuzz_pgn (seed 1927711448): an escape line at the end of the movetext took the
// result token onto its line when written, and reading the file again lost the result.
void TestPgnWrite::escapeLineKeepsTheResultOff() {
    for (const char* text : {"b{[%}\n%]", "e4\n%x", "e4 {c}\n%x\n"}) {
        const std::vector<PgnGame> games = readPgnGames(text);
        const std::string written = writePgnGames(games);
        const std::vector<PgnGame> again = readPgnGames(written);
        QCOMPARE(again.size(), games.size());
        for (std::size_t i = 0; i < games.size(); ++i)
            QVERIFY2(again[i] == games[i], written.c_str());
        QCOMPARE(writePgnGames(again), written);
    }
}

void TestPgnWrite::roundTrip_data() {
    QTest::addColumn<int>("plies");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("result");
    QTest::newRow("standard start, decisive") << 81 << ""
                                              << "1-0";
    QTest::newRow("black first from FEN") << 40 << "4k3/8/8/8/8/8/4P3/4K3 b - - 0 37"
                                          << "1/2-1/2";
    QTest::newRow("no moves") << 0 << ""
                              << "*";
    QTest::newRow("one move") << 1 << ""
                              << "0-1";
}

// Tags, moves, clocks, draw offers and comments written and read back: the same tree, and
// writing what was read changes nothing. The knights' dance keeps every move legal.
void TestPgnWrite::roundTrip() {
    QFETCH(int, plies);
    QFETCH(QString, fen);
    QFETCH(QString, result);
    PgnGame game;
    for (const auto& [name, value] :
         std::vector<std::pair<std::string, std::string>>{{"Event", "Round trip"},
                                                          {"White", "A \"quoted\" name"},
                                                          {"Rules", "FIDE"},
                                                          {"TimeControl", "40/7200:3600"}})
        game.setTag(name, value);
    if (!fen.isEmpty()) {
        game.setTag("SetUp", "1");
        game.setTag("FEN", fen.toStdString());
    }
    game.setTag("Termination", "normal");
    game.result = result.toStdString();
    game.setTag("Result", game.result);
    static const char* kWhite[] = {"Nf3", "Ng1"};
    static const char* kBlack[] = {"Nf6", "Ng8"};
    const bool blackFirst = fenNumbering(fen.toStdString()).blackToMove;
    const bool knights = fen.isEmpty();
    NodeId last = PgnGame::root();
    for (int i = 0; i < plies; ++i) {
        const bool black = (i % 2 == 1) != blackFirst;
        const char* san = knights
                              ? (black ? kBlack : kWhite)[i / 2 % 2]
                              : (black ? (i / 2 % 2 ? "Ke8" : "Kd8") : (i / 2 % 2 ? "Ke1" : "Kd1"));
        last = addRecordedMove(game, last, san,
                               i % 3 ? std::optional<int64_t>(7200000 - 100 * i) : std::nullopt,
                               i % 5 == 4, i % 4 == 1 ? "keeps its words" : "");
    }
    std::vector<PgnError> errors;
    const std::string text = writePgnGame(game);
    const std::vector<PgnGame> back = readPgnGames(text + text, &errors);
    QVERIFY(errors.empty());
    QCOMPARE(back.size(), std::size_t(2));
    QVERIFY(back[1] == game);
    QCOMPARE(writePgnGame(back[1]), text);
}

// A Game written as a tree and read back replays to the same game: moves, clocks, draw
// offers, the ending.
void TestPgnWrite::gameRoundTrip() {
    Game game = playedGame({"e4", "e5", "Nf3", "Nc6"});
    game.offerDraw(game.position().sideToMove());
    (void)game.play(*parseSan(game.position(), "Bb5"));
    for (const char* san : {"a6", "Ba4", "Nf6"}) (void)game.play(*parseSan(game.position(), san));
    (void)game.resign(White);
    const std::string text = writePgnGame(toPgnTree(game, {{"Event", "Again"}}));
    const std::vector<PgnGame> back = readPgnGames(text);
    QCOMPARE(back.size(), std::size_t(1));
    const auto again = gameFromPgnTree(back[0]);
    QVERIFY(again.ok());
    QCOMPARE(again->ply(), game.ply());
    for (int i = 0; i < game.ply(); ++i) {
        QCOMPARE(again->plies()[std::size_t(i)].san, game.plies()[std::size_t(i)].san);
        QCOMPARE(again->plies()[std::size_t(i)].drawOffered,
                 game.plies()[std::size_t(i)].drawOffered);
        QCOMPARE(again->plies()[std::size_t(i)].clockAfterMs,
                 game.plies()[std::size_t(i)].clockAfterMs);
    }
    QVERIFY(again->plies()[4].drawOffered);
    QCOMPARE(back[0].result, std::string("0-1"));
    QCOMPARE(back[0].tag("Event"), std::string_view("Again"));
}

void TestPgnWrite::readTreesFromFile() {
    std::vector<PgnError> errors;
    const std::vector<PgnGame> games = readPgnGames(fileText("comments.pgn"), &errors);
    QCOMPARE(games.size(), std::size_t(2));
    const PgnGame& first = games.front();
    QCOMPARE(first.commentText(PgnGame::root()), std::string("Game comment before the first move"));
    const std::vector<NodeId> line = first.mainline();
    QCOMPARE(clockAfter(first.node(line[2])), std::optional<int64_t>(5025000));
    QCOMPARE(first.commentText(line[1]),
             std::string("rest of line comment 1-0 is not a result here"));
    QCOMPARE(first.result, std::string("1-0"));
    const std::vector<PgnGame> noResult = readPgnGames(fileText("no-result.pgn"), &errors);
    QCOMPARE(noResult[0].result, std::string("*"));
    QCOMPARE(errors.size(), std::size_t(2));
}

// 9.5.3 in the record: who claimed and what the opponent's clock got (claimnote.h).
void TestPgnWrite::claimNotes_data() {
    QTest::addColumn<QString>("comment");
    QTest::addColumn<int>("claimant");  // -1: none named
    QTest::addColumn<qint64>("addedMs");
    QTest::newRow("standard play") << "incorrect draw claim (FIDE 9.5.3) by White: 2 minutes "
                                      "added to Black's clock"
                                   << int(White) << qint64(120000);
    QTest::newRow("rapid") << "incorrect draw claim (FIDE 9.5.3) by Black: 1 minute added to "
                              "White's clock"
                           << int(Black) << qint64(60000);
    QTest::newRow("untimed") << "incorrect draw claim (FIDE 9.5.3) by Black" << int(Black)
                             << qint64(0);
    QTest::newRow("older note") << "incorrect draw claim (FIDE 9.5.3)" << -1 << qint64(0);
    QTest::newRow("time to the claimant's own clock is no 9.5.3 time")
        << "incorrect draw claim (FIDE 9.5.3) by White: 2 minutes added to White's clock"
        << int(White) << qint64(0);
}

void TestPgnWrite::claimNotes() {
    QFETCH(QString, comment);
    QFETCH(int, claimant);
    QFETCH(qint64, addedMs);
    const auto note = parseClaimNote(comment.toStdString());
    QVERIFY(note.has_value());
    QCOMPARE(note->claimant.has_value(), claimant >= 0);
    if (claimant >= 0) QCOMPARE(int(*note->claimant), claimant);
    QCOMPARE(note->addedMs, int64_t(addedMs));
    if (claimant >= 0 && addedMs > 0)  // written as read
        QCOMPARE(QString::fromStdString(claimNote(Color(claimant), addedMs)), comment);
    QVERIFY(!parseClaimNote("a draw claim").has_value());
}

// Tester: the saved game said only "incorrect draw claim (FIDE 9.5.3)", so the time Black got
// was lost on reopening. The note names the claimant and the time; read back, it marks the
// claimant's move only.
void TestPgnWrite::incorrectClaimNamesClaimantAndTime() {
    Game game(Position(), RuleSet::Fide, TimeControl::suddenDeath(600000));  // blitz: 1 min
    game.startClock(0);
    QVERIFY(game.play("e4", 1000));
    QVERIFY(game.play("e5", 4000));
    const ClaimVerdict v =
        game.claim(ClaimKind::Threefold, parseSan(game.position(), "Nf3").value(), 9000);
    QVERIFY(v.movePlayed);
    const PgnGame tree = toPgnTree(game);
    const std::vector<PgnComment> after = tree.node(tree.mainline()[2]).after;
    QCOMPARE(after.size(), std::size_t(3));  // (=) (9.1.2.3), the clock, the claim
    QCOMPARE(after[1].text, std::string("[%clk 0:09:54]"));
    QCOMPARE(after[2].text, std::string("incorrect draw claim (FIDE 9.5.3) by White: 1 minute "
                                        "added to Black's clock"));
    const std::string text = writePgnGame(tree);
    const auto again = gameFromPgnTree(readPgnGames(text).front());
    QVERIFY(again.ok());
    QVERIFY(again->plies()[2].claimMade);
    QVERIFY(!again->plies()[1].claimMade);
    // The older note is still read as the claim of the move it follows.
    const auto older = gameFromPgnTree(
        readPgnGames("1. e4 e5 2. Nf3 {incorrect draw claim (FIDE 9.5.3)} *").front());
    QVERIFY(older.ok());
    QVERIFY(older->plies()[2].claimMade);
}

// 9.1.2.3: a claim made without a move is the claimant's offer, standing while they think.
void TestPgnWrite::claimWithoutAMoveStandsAsAnOffer() {
    const auto game = gameFromPgnTree(
        readPgnGames("1. e4 e5 {incorrect draw claim (FIDE 9.5.3) by White: 1 minute added to "
                     "Black's clock} *")
            .front());
    QVERIFY(game.ok());
    QVERIFY(!game->plies()[1].claimMade);  // not Black's claim
    QVERIFY(game->pendingOffer().has_value());
    QCOMPARE(game->pendingOffer()->by, White);
}

// A text held whole (a game opened in the app) reads a comment over the streaming limit whole,
// with no error, and writes it back byte for byte: the limit bounds streamed reads only.
void TestPgnWrite::aTextHeldWholeReadsLongCommentsWhole() {
    const std::string comment(std::size_t{3} << 20, 'x');
    const std::string text = "[Event \"Long\"]\n[Result \"*\"]\n\n1. e4 {" + comment +
                             "} 1... e5 {[%clk 0:01:00]} 2. Nf3 *\n";
    QVERIFY(comment.size() > PgnReaderOptions{}.maxTokenLength);
    std::vector<PgnError> errors;
    const std::vector<PgnGame> games = readPgnGames(text, &errors);
    QCOMPARE(games.size(), std::size_t(1));
    QVERIFY(errors.empty());
    const std::vector<NodeId> line = games[0].mainline();
    QCOMPARE(line.size(), std::size_t(3));
    QCOMPARE(games[0].commentText(line[0]).size(), comment.size());
    QCOMPARE(clockAfter(games[0].node(line[1])), std::optional<int64_t>(60000));
    const std::string written = writePgnGames(games);
    QVERIFY(written.find("{" + comment + "}") != std::string::npos);
    QCOMPARE(writePgnGames(readPgnGames(written)), written);
}

QTEST_APPLESS_MAIN(TestPgnWrite)
#include "tst_pgnwrite.moc"
