// SPDX-License-Identifier: GPL-3.0-or-later
// A live game in the words the app shows it in: the PGN it opens on the board (read back, the
// same game), the last move as on a score sheet, the clocks its [%clk] comments give, the
// board it is played on and the key it is known by.
#include <QtTest>

#include "core/watch/livegame.h"
#include "core/watch/watch.h"

using namespace remis;
using namespace remis::watch;

class TestLiveGame : public QObject {
    Q_OBJECT
private slots:
    void livePgnReadsBackAsTheSameGame() {
        const std::string text =
            "[White \"A \\\"the\\\" B\"]\n[Black \"C\"]\n[Result \"*\"]\n\n{start} 1. e4 "
            "{[%clk 1:30:00]} e5 {[%clk 1:29:58]} 2. Nf3 *\n";
        const LiveGame game = readLiveGames(text).at(0);
        const std::string pgn = livePgn(game);
        const LiveGame again = readLiveGames(pgn).at(0);
        QCOMPARE(again.tags, game.tags);
        QCOMPARE(again.moves, game.moves);
        QCOMPARE(again.comments, game.comments);
        QCOMPARE(again.preComment, std::string("start"));
        QCOMPARE(again.result, std::string("*"));
        QVERIFY2(
            pgn.find("1. e4 {[%clk 1:30:00]} e5 {[%clk 1:29:58]} 2. Nf3 *") != std::string::npos,
            pgn.c_str());
    }

    // From a set-up position with Black to move at move 30 the numbers go on from there.
    void movesAreNumberedFromTheStartPosition() {
        const std::string text =
            "[White \"A\"]\n[Black \"B\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 30\"]\n"
            "[SetUp \"1\"]\n\n30... Kd7 {[%clk 0:05:00]} 31. Rh7+ {[%clk 0:04:10]} Kd6 *\n";
        const LiveGame game = readLiveGames(text).at(0);
        QCOMPARE(lastMoveLabel(game), std::string("31...Kd6"));
        QVERIFY(livePgn(game).find("30... Kd7 {[%clk 0:05:00]} 31. Rh7+") != std::string::npos);
        const LiveClocks clocks = lastClocks(game);
        QCOMPARE(clocks.black.value_or(-1), int64_t(300000));
        QCOMPARE(clocks.white.value_or(-1), int64_t(250000));
        LiveGame none = game;
        none.moves.clear();
        none.comments.clear();
        QCOMPARE(lastMoveLabel(none), std::string());
        QVERIFY(!lastClocks(none).white && !lastClocks(none).black);
    }

    void boardAndKey() {
        const LiveGame tagged = readLiveGames("[White \"A\"]\n[Board \"12\"]\n\n1. e4 *\n").at(0);
        QCOMPARE(boardOf(tagged, 7), 12);
        const LiveGame plain = readLiveGames("[White \"A\"]\n\n1. e4 *\n").at(0);
        QCOMPARE(boardOf(plain, 7), 7);
        QCOMPARE(boardOf(plain, 0), 1);
        // Named players: the same key wherever the game stands.
        QCOMPARE(gameKey("a.pgn", plain), gameKey("b.pgn", plain));
        const LiveGame anonymous = readLiveGames("\n1. e4 *\n").at(0);
        QVERIFY(gameKey("a.pgn", anonymous) != gameKey("b.pgn", anonymous));
    }
};

QTEST_MAIN(TestLiveGame)
#include "tst_livegame.moc"
