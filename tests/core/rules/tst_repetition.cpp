// The repetition history (FIDE 9.2, 9.6.1): the occurrences it counts after each move are
// those of a full count over the positions since the last capture or pawn move, also after
// moves are taken back (pop) across such a move; its quick filter of the positions seen
// never hides an occurrence.
#include <QtTest>

#include <cstdint>
#include <vector>

#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/rules/repetition.h"

using namespace remis;

namespace {

Position positionFrom(const char* fen) {
    auto pos = parseFen(fen);
    if (!pos) qFatal("bad FEN in a test: %s", fen);
    return *pos;
}

// Plays a move on the position and the history, keeping what a take-back needs.
struct Played {
    Move move;
    Position::Undo undo;
};

Played play(Position& pos, RepetitionHistory& history, Move m) {
    Played p{m, {}};
    const bool zeroing = pos.isZeroing(m);
    pos.makeMove(m, p.undo);
    history.push(pos, zeroing);
    return p;
}

Played play(Position& pos, RepetitionHistory& history, const char* san) {
    auto m = parseSan(pos, san);
    if (!m) qFatal("bad move in a test: %s", san);
    return play(pos, history, *m);
}

void takeBack(Position& pos, RepetitionHistory& history, const Played& p) {
    pos.unmakeMove(p.move, p.undo);
    history.pop();
}

}  // namespace

class TestRepetition : public QObject {
    Q_OBJECT

private slots:
    void knightDance();
    void takeBackAcrossPawnMove();
    void countsAsAFullCount();
};

// The start position occurs a first, second and third time.
void TestRepetition::knightDance() {
    Position pos = Position::startPosition();
    RepetitionHistory history;
    history.reset(pos);
    QCOMPARE(history.count(), 1);
    for (int round = 2; round <= 3; ++round) {
        for (const char* san : {"Nf3", "Nf6", "Ng1", "Ng8"}) play(pos, history, san);
        QCOMPARE(history.count(), round);
        QCOMPARE(history.occurrencePlies().size(), std::size_t(round));
    }
}

// A pawn move taken back: the positions before it count again (the window reaches back past
// it), so the knights' dance after it makes the start position occur a third time.
void TestRepetition::takeBackAcrossPawnMove() {
    Position pos = Position::startPosition();
    RepetitionHistory history;
    history.reset(pos);
    for (const char* san : {"Nf3", "Nf6", "Ng1", "Ng8"}) play(pos, history, san);
    const Played pawn = play(pos, history, "e4");
    QCOMPARE(history.count(), 1);
    QCOMPARE(history.windowStart(), 5);
    takeBack(pos, history, pawn);
    QCOMPARE(history.windowStart(), 0);
    QCOMPARE(history.count(), 2);
    play(pos, history, "Nf3");
    QCOMPARE(history.count(), 2);  // as after the first 1.Nf3
    for (const char* san : {"Nf6", "Ng1", "Ng8"}) play(pos, history, san);
    QCOMPARE(history.count(), 3);
}

// A long walk of kings and rooks (hundreds of positions recur) with moves
// taken back now and then, a capture or two on the way: after every move, the count equals
// a full count of the position among the plies since the last capture or pawn move.
void TestRepetition::countsAsAFullCount() {
    Position pos = positionFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    RepetitionHistory history;
    history.reset(pos);
    std::vector<Played> line;
    std::uint32_t seed = 12345;
    const auto next = [&seed](std::uint32_t n) {
        seed = seed * 1664525u + 1013904223u;
        return (seed >> 8) % n;
    };
    int checked = 0, repeated = 0;
    for (int step = 0; step < 6000; ++step) {
        const MoveList moves = legalMoves(pos);
        if (!line.empty() && (moves.empty() || next(7) == 0)) {  // mate or stalemate: back
            takeBack(pos, history, line.back());
            line.pop_back();
        } else {
            // Captures are rare: a capture ends the window, and the rooks would soon be gone.
            Move m = moves.moves[next(std::uint32_t(moves.size()))];
            for (int tries = 0; tries < 20 && pos.isZeroing(m); ++tries)
                m = moves.moves[next(std::uint32_t(moves.size()))];
            line.push_back(play(pos, history, m));
        }
        QCOMPARE(history.count(), history.countOf(pos.identity(), pos.key()));
        ++checked;
        if (history.count() > 1) ++repeated;
    }
    QVERIFY2(checked > 5000, qPrintable(QString::number(checked)));
    QVERIFY2(repeated > 300, qPrintable(QString::number(repeated)));
}

QTEST_GUILESS_MAIN(TestRepetition)
#include "tst_repetition.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
