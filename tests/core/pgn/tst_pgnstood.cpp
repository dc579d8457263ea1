// SPDX-License-Identifier: GPL-3.0-or-later
// Reading records with moves that broke the rules but stood (pgn.md, FIDE 7.5): the tree
// builder and playRecordedMove follow the board as it was played.
#include <QtTest>

#include "core/board/fen.h"
#include "core/pgn/treebuilder.h"

using namespace remis;

class TestPgnStood : public QObject {
    Q_OBJECT
private slots:
    void stoodIllegalMovesAreFollowedAsPlayed();
};

// pgn.md, FIDE 7.5: a move that broke the rules but that a piece could make stood; the tree
// follows the board as played and keeps every move as written. A king is never taken, and a
// move no piece could make stays the game's error.
void TestPgnStood::stoodIllegalMovesAreFollowedAsPlayed() {
    const std::string text =
        "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 f6 2. Qh5+ a6 3. d4 g6 4. Qf3 *\n\n"
        "[Event \"b\"]\n[Result \"*\"]\n\n1. e4 e5 2. d4 Bb4+ 3. Kd2 Nf6 4. c3 *\n\n"
        "[Event \"c\"]\n[Result \"*\"]\n\n1. e4 f6 2. Qh5+ a6 3. Qxe8 *\n";
    std::vector<PgnError> errors;
    const std::vector<PgnGame> games = readPgnGames(text, &errors);
    QCOMPARE(games.size(), std::size_t(3));
    QCOMPARE(games[0].mainline().size(), std::size_t(7));
    QCOMPARE(games[1].mainline().size(), std::size_t(7));
    // Written as read: "3. d4" and "3... Nf6" gain no "+" from the check left standing.
    QCOMPARE(games[0].node(games[0].mainline()[4]).san, std::string("d4"));
    QCOMPARE(games[1].node(games[1].mainline()[5]).san, std::string("Nf6"));
    const Result<Position> end = positionAt(games[1], games[1].mainline().back());
    QVERIFY(end.ok());
    QCOMPARE(toFen(*end),
             std::string("rnbqk2r/pppp1ppp/5n2/4p3/1b1PP3/2P5/PP1K1PPP/RNBQ1BNR b kq - "
                         "0 4"));
    // 3.Qxe8 would take the king left in check: no move of chess.
    QCOMPARE(games[2].mainline().size(), std::size_t(4));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors.front().game, 3);
    std::optional<IllegalMoveKind> why;
    Position pos = *parseFen("rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
    QVERIFY(playRecordedMove(pos, "a6", &why).ok());
    QCOMPARE(why, std::optional(IllegalMoveKind::KingLeftInCheck));
    QVERIFY(!playRecordedMove(pos, "Qxe8").ok());
}

QTEST_GUILESS_MAIN(TestPgnStood)
#include "tst_pgnstood.moc"
