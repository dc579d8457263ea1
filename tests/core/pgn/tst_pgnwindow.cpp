// SPDX-License-Identifier: GPL-3.0-or-later
// A game read as a window of its tree (PgnTreeBuilder::setWindow) and written as it is read
// (PgnWindowWriter): the same bytes as the whole tree written at once, for every fixture and
// for the places where a later token changes an earlier node (a NAG before a variation's
// first move, an error inside a variation, lines after the last game); and the tree holds
// about as many nodes as the window, however long the game, so that `remis-cli annotate`
// stays in bounded memory (docs/cli.md).
#include <QtTest>

#include <QDirIterator>

#include <algorithm>
#include <string>

#include "core/pgn/reader.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

#ifndef REMIS_TEST_DATA
#define REMIS_TEST_DATA "tests/data"
#endif

using namespace remis;

namespace {

std::string wholeTrees(const std::string& text) {
    std::string out;
    for (const PgnGameRead& read : readPgnGamesDetailed(text)) out += writePgnGame(read.game);
    return out;
}

using Scope = PgnTreeBuilder::WindowScope;

struct Windowed {
    std::string out;
    std::size_t mostNodes = 0;         // the largest tree held, at a flush or at the game's end
    std::size_t mostCommentBytes = 0;  // the most comment text held, likewise
    int flushes = 0;
    bool changed = false;  // a game's flushed part was changed later (flushedThenChanged)
    std::vector<PgnLateAnnotation> late;  // of every game (PgnGameRead::late)
    bool readTwice = false;               // linesWindowed read it again with `late`
    std::vector<std::string> errors;      // of every game, in order, as the CLI says them
    std::vector<std::size_t> stops;       // of every game: PgnGameRead::variationStops' errors
};

// What a read of the whole text found wrong: the errors and the variations they stopped.
std::pair<std::vector<std::string>, std::vector<std::size_t>> wholeErrors(const std::string& text) {
    std::vector<std::string> errors;
    std::vector<std::size_t> stops;
    for (const PgnGameRead& read : readPgnGamesDetailed(text)) {
        for (const PgnError& e : read.errors) errors.push_back(describePgnError(e));
        for (const PgnVariationStop& stop : read.variationStops) stops.push_back(stop.error);
    }
    return {errors, stops};
}

std::size_t commentBytes(const PgnGame& game) {
    std::size_t bytes = 0;
    for (const PgnNode& node : game.nodes)
        for (const PgnComment& c : node.after) bytes += c.text.size();
    return bytes;
}

Windowed windowed(const std::string& text, std::size_t window, Scope scope = Scope::Mainline,
                  std::vector<PgnLateAnnotation> late = {}) {
    Windowed w;
    PgnWindowWriter writer([&w](std::string_view piece) { w.out += piece; });
    PgnTreeBuilder builder([&](PgnGameRead& read) {
        w.mostNodes = std::max(w.mostNodes, read.game.nodes.size());
        w.changed = w.changed || read.flushedThenChanged;
        w.late.insert(w.late.end(), read.late.begin(), read.late.end());
        for (const PgnError& e : read.errors) w.errors.push_back(describePgnError(e));
        for (const PgnVariationStop& stop : read.variationStops) w.stops.push_back(stop.error);
        writer.finish(read.game);
    });
    builder.setWindow(
        window,
        [&](PgnGameRead& read, NodeId complete) {
            w.mostNodes = std::max(w.mostNodes, read.game.nodes.size());
            w.mostCommentBytes = std::max(w.mostCommentBytes, commentBytes(read.game));
            ++w.flushes;
            writer.write(read.game, complete);
        },
        scope);
    if (!late.empty()) builder.setLateAnnotations(std::move(late));
    PgnReader reader(builder, PgnTreeBuilder::readerOptions());
    (void)reader.readString(text);
    builder.finish();
    return w;
}

// One game with Scope::Lines, read again with what the first read found late, as annotate
// does; that second read is what counts.
Windowed linesWindowed(const std::string& game, std::size_t window) {
    Windowed first = windowed(game, window, Scope::Lines);
    if (first.changed || first.late.empty()) return first;
    Windowed second = windowed(game, window, Scope::Lines, first.late);
    second.readTwice = true;
    return second;
}

// Nf3 Nf6 Ng1 Ng8 over and over, `plies` long, with a variation, a comment and NAGs now and
// then (one before a variation's first move).
std::string longGame(int plies) {
    std::string g = "[Event \"long\"]\n[Result \"1/2-1/2\"]\n\n";
    const char* dance[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < plies; ++ply) {
        if (ply % 2 == 0) g += std::to_string(ply / 2 + 1) + ". ";
        g += dance[ply % 4];
        g += ' ';
        if (ply % 40 == 0) g += "(1. Nc3 $1 Nc6 {x} 2. Nb1) ";
        if (ply % 40 == 10) g += "($2 Nc3 {[%clk 0:01:00]} Nc6) ";
        if (ply % 40 == 20) g += "$4 {a comment} ";
    }
    return g + "1/2-1/2\n\n";
}

// Nf3 Nf6 Ng1 Ng8 from move `number` on, `plies` long, as the movetext of a variation.
std::string dance(int number, int plies) {
    const char* moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    std::string line;
    for (int ply = 0; ply < plies; ++ply) {
        if (ply % 2 == 0) line += std::to_string(number + ply / 2) + ". ";
        line += moves[ply % 4];
        line += ' ';
    }
    return line;
}

// A game whose moves are nearly all in one variation, or in variations nested in it, or in
// many variations of one move (of up to three moves, or of one or two).
std::string longVariation(std::string_view shape, int plies) {
    std::string g = "[Event \"variation\"]\n[Result \"*\"]\n\n1. e4 ";
    if (shape == "long") g += "(" + dance(1, plies) + ") ";
    if (shape == "nested")
        g += "(" + dance(1, plies / 2) + "(" + dance(plies / 4, plies / 2) + ") " +
             dance(plies / 4 + 1, 8) + ") ";
    if (shape == "many")
        for (int i = 0; i < plies / 4; ++i) g += "(1. d4 d5 2. c4) (1. c4 e5) ";
    // No line of three moves, where a window could slide: written as each one closes.
    if (shape == "short")
        for (int i = 0; i < plies / 3; ++i) g += "(1. d4 d5) (1. c4) ";
    // A long variation at the first move of another: written after the whole of the other.
    if (shape == "first move")
        g += "(1. d4 (" + dance(1, plies) + ") (1. c4 e5) 1... d5 2. c4 e6 " + dance(3, 40) + ") ";
    // And in it, one at its own first move, and a long line after them.
    if (shape == "first moves")
        g += "(1. d4 (1. Nf3 (1. Nc3 Nc6 2. Nb1 Nb8 " + dance(3, plies / 2) +
             ") 1... Nf6 2. Ng1 Ng8 " + dance(3, plies / 4) + ") 1... d5 2. c4 e6 " +
             dance(3, plies / 4) + ") ";
    return g + "1... e5 2. Nf3 *\n\n";
}

}  // namespace

class TestPgnWindow : public QObject {
    Q_OBJECT

private slots:
    void sameBytesAsTheWholeTree_data();
    void sameBytesAsTheWholeTree();
    void fixturesSameBytes();
    void treeStaysWithinTheWindow();
    void linesSameBytes_data();
    void linesSameBytes();
    void longVariationWithinTheWindow_data();
    void longVariationWithinTheWindow();
    void commentsFillTheWindow();
    void lateAnnotationsWithinTheWindow();
};

void TestPgnWindow::sameBytesAsTheWholeTree_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("mainline") << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 1-0";
    QTest::newRow("NAG before a variation's first move")
        << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 ($10 3... a5 (=)) 4. Ba4 ($4 4. Bc4) Nf6 *";
    QTest::newRow("nested variations")
        << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6)) d6) 2. Nf3 (2. f4 exf4 (2... d5)) "
           "Nc6 3. Bb5 {c} (3. Bc4 Bc5) a6 *";
    QTest::newRow("error inside a variation")
        << "1. e4 e5 2. Nf3 (2. Nc3 Nc6 (2... Nf6 3. Qh8) 3. f4) Nc6 3. Bb5 *";
    QTest::newRow("error on the mainline") << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Kxe8 Nf6 *";
    QTest::newRow("comments and escape lines")
        << "{before} 1. e4 {a} ;line\n e5 $1 $2\n%escape\n 2. Nf3 {b} {c} Nc6 3. Bb5 *\n"
           "{after the last game}\n%trailer\n";
    QTest::newRow("two games")
        << "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n{between}\n%esc\n"
           "[Event \"b\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 (3. Nf3 Nf6) Nf6 0-1\n";
    QTest::newRow("null moves and a FEN")
        << "[FEN \"8/8/4k3/8/8/4K3/8/R7 w - - 0 1\"]\n\n1. Ra2 -- 2. Ra3 Kd6 3. Ra4 (3. Ra5 Ke6) "
           "Ke6 *";
}

// Every window size, down to one node: the same bytes as writePgnGame on the whole tree.
void TestPgnWindow::sameBytesAsTheWholeTree() {
    QFETCH(QString, text);
    const std::string pgn = text.toStdString();
    const std::string whole = wholeTrees(pgn);
    for (std::size_t window = 1; window <= 12; ++window) {
        const Windowed w = windowed(pgn, window);
        QVERIFY2(w.out == whole, qPrintable(QString("window %1:\n%2\nwhole:\n%3")
                                                .arg(window)
                                                .arg(QString::fromStdString(w.out))
                                                .arg(QString::fromStdString(whole))));
    }
}

void TestPgnWindow::fixturesSameBytes() {
    QDirIterator it(REMIS_TEST_DATA, {"*.pgn"}, QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string text = file.readAll().toStdString();
        const std::string whole = wholeTrees(text);
        for (std::size_t window : {1, 2, 3, 5, 64})
            QVERIFY2(windowed(text, window).out == whole,
                     qPrintable(file.fileName() + QString(", window %1").arg(window)));
        ++files;
    }
    QVERIFY(files >= 40);
}

// The structure that keeps annotate's memory bounded: a game of 200,000 plies with variations
// is held as a tree of at most the window and the nodes of a few moves, and written the same.
void TestPgnWindow::treeStaysWithinTheWindow() {
    const std::string text = longGame(200'000);
    const Windowed w = windowed(text, 256);
    QVERIFY(w.flushes > 200'000 / 256);
    QVERIFY2(w.mostNodes <= 256 + 16, qPrintable(QString::number(w.mostNodes)));
    const std::string small = longGame(2'000);
    QVERIFY(windowed(small, 7).out == wholeTrees(small));
}

// WindowScope::Lines: a flush may come inside a variation, and the writer stops there. A
// comment or NAG for a move flushed before is listed as late and added in a second read;
// where a later token changes what was flushed otherwise, the game says so
// (flushedThenChanged) and must be read again with Scope::Mainline; every other game is
// written the same as the whole tree.
void TestPgnWindow::linesSameBytes_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("changed");  // at window 1, at least
    QTest::addColumn<bool>("late");     // likewise
    QTest::newRow("nested variations")
        << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 3. exd5 Qxd5 (3... Nf6 4. Nf3)) d6 3. d4) 2. Nf3 "
           "(2. f4 exf4 3. Nf3 g5 (3... d5 4. exd5)) Nc6 3. Bb5 {c} (3. Bc4 Bc5) a6 *"
        << false << false;
    QTest::newRow("variation at a variation's first move")
        << "1. e4 e5 (1... c5 (1... e6 2. d4 d5 3. Nc3) 2. Nf3 d6 3. d4) 2. Nf3 *" << false
        << false;
    QTest::newRow("comments, NAGs and escape lines in variations")
        << "1. e4 e5 (1... c5 {a} 2. Nf3 $1 d6 ;line\n 3. d4\n%esc\n cxd4 4. Nxd4) 2. Nf3 *"
        << false << false;
    QTest::newRow("short variations")
        << "1. e4 (1. d4 d5) (1. c4 {a} e5 $1) (1. Nf3 (1. g3) Nf6) e5 (1... c5) (1... e6 {b}) "
           "2. Nf3 (2. d4 (2. c4) exd4) ({c} 2. Nc3) Nc6 *"
        << false << false;
    QTest::newRow("short variations at a variation's first move")
        << "1. e4 e5 (1... c5 (1... e6) (1... d6 2. d4) 2. Nf3 (2. c3) d6) (1... d5) 2. Nf3 *"
        << false << false;
    QTest::newRow("comment after a short variation")
        << "1. e4 (1. d4) {late} 1... e5 *" << false << true;
    QTest::newRow("comment after a variation")
        << "1. e4 e5 (1... c5 2. Nf3 d6 3. d4) {late} 2. Nf3 *" << false << true;
    QTest::newRow("comments and NAGs after variations")
        << "1. e4 e5 (1... c5 2. Nf3 d6 3. d4) {late} $1 ( {in an empty one} ) (1... d5 2. exd5) "
           "$2 {later} 2. Nf3 (2. f4 exf4 3. Nf3) ($3 2. Nc3 Nc6 3. f4) ; line\n Nc6 *"
        << false << true;
    QTest::newRow("NAG at the start of a later variation")
        << "1. e4 e5 2. Nf3 (2. f4 exf4 3. Nf3 g5) ($2 2. Nc3 Nc6 3. f4) Nc6 *" << false << true;
    QTest::newRow("error inside a variation")
        << "1. e4 e5 2. Nf3 (2. Nc3 Nc6 3. f4 exf4 4. Qh8) Nc6 3. Bb5 *" << false << false;
    QTest::newRow("error at a variation's first move")
        << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 3. Qh8) d6 3. d4) 2. Nf3 *" << false << false;
    QTest::newRow("error after a variation at a variation's first move")
        << "1. e4 e5 (1... c5 (1... e6 2. d4 d5 3. Nc3) 2. Nf3 d6 3. Qh8) 2. Nf3 *" << false
        << false;
    QTest::newRow("errors in variations, the mainline read on")
        << "1. e4 e5 (1... c5 2. Nf3 d6 3. Qh8 {x} 4. d4) 2. Nf3 (2. Bc4 Nc6 3. Ke3) (2. Qh5 "
           "(2. Qg4 Zz) 2... Nc6 3. Bc4) (2. Kd3) 2... Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O *"
        << false << false;
    QTest::newRow("comment after the last game") << "1. e4 (1. d4 d5 2. c4 e6 3. Nc3) *\n{after}\n"
                                                 << true << false;
    // A variation at a variation's first move is read after that one's ')' (where it is
    // written), unless it is text of the move it follows: the same tree and errors.
    QTest::newRow("variations at a variation's first move, errors in them")
        << "1. e4 e5 (1... c5 (1... e6 2. d4 d5 3. Ke3 Nf6) {a} $1 (1... d6 2. Qh5 (2. Ke2)) 2. "
           "Nf3 d6 3. Qh8 x) 2. Nf3 *"
        << false << false;
    QTest::newRow("at a variation's first move, an illegal first move")
        << "1. e4 e5 (1... c5 (1... Qh4 {slip} 2. Qh5) (1... d6) 2. Nf3 d6) (1... d5) 2. Nf3 *"
        << false << false;
    QTest::newRow("at a variation's first move, no first move")
        << "1. e4 e5 (1... c5 ( {empty} ) ( (1... e6) 1... d6) 2. Nf3 d6) 2. Nf3 *" << false
        << false;
    QTest::newRow("at first moves, one in another")
        << "1. e4 e5 (1... c5 (1... e6 (1... d6 2. d4 (2. Qh5) Nf6) 2. d4 d5 3. Nc3) 2. Nf3 d6) "
           "2. Nf3 *"
        << false << false;
    QTest::newRow("comments before and after one at a variation's first move")
        << "1. e4 e5 (1... c5 {a} ( {b} 1... e6 {c} 2. d4) {d} $3 2. Nf3) {e} 2. Nf3 *" << false
        << true;
    QTest::newRow("a NAG before the first move of one at a variation's first move")
        << "1. e4 e5 (1... c5 {a} ( {b} $2 1... e6 {c} 2. d4) {d} $3 2. Nf3) {e} 2. Nf3 *" << true
        << false;
    QTest::newRow("NAGs before the first move of variations at a variation's first move")
        << "1. e4 (1. d4 ($10 1. c4) ($2 1. Qh5) ($4 (1. g3) 1. b3) $1 1... d5) ($5 1. f4) *"
        << true << false;
    QTest::newRow("the game ends inside one at a variation's first move")
        << "1. e4 e5 (1... c5 (1... e6 2. d4 d5 3. Ke3 Nf6" << false << false;
    QTest::newRow("the game ends after one at a variation's first move")
        << "1. e4 e5 (1... c5 (1... e6 2. d4 d5) 2. Nf3 d6 3. Qh8" << false << false;
}

void TestPgnWindow::linesSameBytes() {
    QFETCH(QString, text);
    QFETCH(bool, changed);
    QFETCH(bool, late);
    const std::string pgn = text.toStdString();
    const std::string whole = wholeTrees(pgn);
    for (std::size_t window = 1; window <= 12; ++window) {
        const Windowed w = linesWindowed(pgn, window);
        if (window == 1) QCOMPARE(w.changed, changed);
        if (window == 1) QCOMPARE(w.readTwice, late);
        const auto [errors, stops] = wholeErrors(pgn);
        QCOMPARE(w.errors, errors);
        QCOMPARE(w.stops, stops);
        if (w.changed) continue;
        QVERIFY2(w.out == whole, qPrintable(QString("window %1:\n%2\nwhole:\n%3")
                                                .arg(window)
                                                .arg(QString::fromStdString(w.out))
                                                .arg(QString::fromStdString(whole))));
    }
    // A window no game fills (annotate's first read of a short game) records the same way
    // and gives the whole tree's bytes and errors, with nothing to excuse.
    const Windowed large = windowed(pgn, std::size_t(1) << 30, Scope::Lines);
    QVERIFY2(large.out == whole, qPrintable(QString::fromStdString(large.out)));
    QCOMPARE(large.errors, wholeErrors(pgn).first);
    // Mainline scope never sets it.
    QVERIFY(!windowed(pgn, 1).changed);
    QVERIFY(windowed(pgn, 1).late.empty());
}

// The structure that keeps annotate's memory bounded in a game held in its variations: a
// variation of 200,000 plies (or two nested, or 100,000 short ones of one move) is held in
// about the window and written the same. With Scope::Mainline the long variation is held whole.
void TestPgnWindow::longVariationWithinTheWindow_data() {
    QTest::addColumn<QString>("shape");
    QTest::newRow("one long variation") << "long";
    QTest::newRow("nested variations") << "nested";
    QTest::newRow("many variations of one move") << "many";
    QTest::newRow("many variations of one or two moves") << "short";
    QTest::newRow("a variation at the first move of another") << "first move";
    QTest::newRow("variations at first moves, one in another") << "first moves";
}

void TestPgnWindow::longVariationWithinTheWindow() {
    QFETCH(QString, shape);
    const std::string text = longVariation(shape.toStdString(), 200'000);
    const Windowed w = windowed(text, 256, Scope::Lines);
    QVERIFY(!w.changed);
    QVERIFY2(w.mostNodes <= 256 + 16, qPrintable(QString::number(w.mostNodes)));
    QVERIFY(w.out == wholeTrees(text));
    if (shape == "long" || shape == "first move") QVERIFY(windowed(text, 256).mostNodes > 200'000);
    // Every fixture, at a few windows: the same bytes, or the game says it was changed.
    QDirIterator it(REMIS_TEST_DATA, {"*.pgn"}, QDir::Files, QDirIterator::Subdirectories);
    while (shape == "long" && it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string fixture = file.readAll().toStdString();
        const std::string fixtureWhole = wholeTrees(fixture);
        for (std::size_t window : {1, 2, 3, 5, 64}) {
            const Windowed lines = windowed(fixture, window, Scope::Lines);
            QVERIFY2(lines.changed || !lines.late.empty() || lines.out == fixtureWhole,
                     qPrintable(file.fileName() + QString(", window %1").arg(window)));
        }
    }
}

// A window is full when its comments reach 256 bytes a node, whatever the number of nodes:
// 2,000 plies with a comment of 1,000 bytes each, in a window of 4,096 nodes, are held a
// megabyte at a time (and the nodes of the mainline or of a variation alike).
void TestPgnWindow::commentsFillTheWindow() {
    const std::string comment = " {" + std::string(999, 'c') + "} ";
    std::string line;
    const char* moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < 2'000; ++ply)
        line += (ply % 2 == 0 ? std::to_string(ply / 2 + 1) + ". " : "") + moves[ply % 4] + comment;
    for (const std::string& text : {line + "*", "1. e4 (" + line + ") 1... e5 *"}) {
        const Windowed w = windowed(text, 4'096, Scope::Lines);
        QVERIFY(w.flushes > 0);
        QVERIFY2(w.mostCommentBytes <= 4'096 * 256 + 3 * 1'000,
                 qPrintable(QString::number(w.mostCommentBytes)));
        QVERIFY(w.out == wholeTrees(text));
    }
}

// A comment and a NAG after a variation of 200,000 plies belong to the move before it, which
// the first window wrote: the first read lists them (PgnGameRead::late), the second adds them
// to that move before it is written, holding no more than the window, and writes the same
// bytes as the whole tree.
void TestPgnWindow::lateAnnotationsWithinTheWindow() {
    const std::string text = "[Event \"late\"]\n[Result \"*\"]\n\n1. e4 {early} (" +
                             dance(1, 200'000) + ") {late} $1 (1. d4 d5) {later} 1... e5 *\n\n";
    const Windowed first = windowed(text, 256, Scope::Lines);
    QVERIFY(!first.changed);
    QCOMPARE(first.late.size(), std::size_t(3));
    const Windowed w = linesWindowed(text, 256);
    QVERIFY(w.readTwice);
    QVERIFY2(w.mostNodes <= 256 + 16, qPrintable(QString::number(w.mostNodes)));
    QVERIFY(w.out == wholeTrees(text));
}

QTEST_GUILESS_MAIN(TestPgnWindow)
#include "tst_pgnwindow.moc"
