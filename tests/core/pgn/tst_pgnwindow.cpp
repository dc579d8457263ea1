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

struct Windowed {
    std::string out;
    std::size_t mostNodes = 0;  // the largest tree held, at a flush or at the game's end
    int flushes = 0;
};

Windowed windowed(const std::string& text, std::size_t window) {
    Windowed w;
    PgnWindowWriter writer([&w](std::string_view piece) { w.out += piece; });
    PgnTreeBuilder builder([&](PgnGameRead& read) {
        w.mostNodes = std::max(w.mostNodes, read.game.nodes.size());
        writer.finish(read.game);
    });
    builder.setWindow(window, [&](PgnGameRead& read, NodeId complete) {
        w.mostNodes = std::max(w.mostNodes, read.game.nodes.size());
        ++w.flushes;
        writer.write(read.game, complete);
    });
    PgnReader reader(builder, PgnTreeBuilder::readerOptions());
    (void)reader.readString(text);
    builder.finish();
    return w;
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

}  // namespace

class TestPgnWindow : public QObject {
    Q_OBJECT

private slots:
    void sameBytesAsTheWholeTree_data();
    void sameBytesAsTheWholeTree();
    void fixturesSameBytes();
    void treeStaysWithinTheWindow();
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

QTEST_GUILESS_MAIN(TestPgnWindow)
#include "tst_pgnwindow.moc"
