// What a claim ruling carries so it can be explained (the rule claimed, with the count) and
// recorded (the written move, the exact article); the one vocabulary of endings.
#include <QtTest>

#include <set>

#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/pgn/claimending.h"
#include "core/pgn/gamepgn.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"
#include "core/rules/game.h"
#include "core/rules/laws.h"
#include "core/rules/vocabulary.h"

using namespace remis;

namespace {

Position positionFrom(const char* fen) {
    auto pos = parseFen(fen);
    if (!pos) qFatal("bad FEN in a test: %s: %s", fen, pos.message().c_str());
    return *pos;
}

Move move(const Position& pos, const char* text) {
    auto m = parseMove(pos, text);
    if (!m) qFatal("bad move in a test: %s", text);
    return *m;
}

void play(Game& game, const char* moves) {
    for (const QString& token : QString::fromLatin1(moves).split(u' ', Qt::SkipEmptyParts))
        if (!game.play(token.toStdString()).ok()) qFatal("bad move %s", qPrintable(token));
}

// Black to move; ...Ng8 would make the start position's knights occur a third time.
Game knightDanceBeforeNg8() {
    Game game;
    play(game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    return game;
}

}  // namespace

class TestClaims : public QObject {
    Q_OBJECT
private slots:
    // 9.2.1 / 9.3.1 asked before the move (the arbiter's lists, isThreefoldClaimMove) and
    // after it (laws.h, as the audit asks) agree on every legal move, near both counts.
    void claimWithAMoveBeforeAndAfterAgree() {
        Game fifty(positionFrom("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119"));
        for (const Game& game : {knightDanceBeforeNg8(), fifty}) {
            const Position& pos = game.position();
            int threefold = 0, fiftyMoves = 0;
            for (Move m : legalMoves(pos)) {
                Game after = game;
                QVERIFY(after.play(m).ok());
                const bool zeroing = pos.isZeroing(m);
                const bool byThreefold =
                    completesThreefold(after.ruling().repetitionCount, zeroing);
                const bool byFifty = completesFifty(after.position().halfmoveClock(), zeroing);
                QCOMPARE(isThreefoldClaimMove(pos, game.history(), m), byThreefold);
                QCOMPARE(isFiftyClaimMove(pos, m), byFifty);
                const auto& listed = game.ruling().threefoldClaimMoves;
                QCOMPARE(std::find(listed.begin(), listed.end(), m) != listed.end(), byThreefold);
                threefold += byThreefold;
                fiftyMoves += byFifty;
            }
            QVERIFY(threefold + fiftyMoves > 0);  // each position has claims with a move
        }
    }

    // A claim of either rule with a written move at 98 plies: the counts of both rules.
    void rejectedClaimCarriesTheCounts() {
        Game game(positionFrom("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 98 119"));
        const ClaimVerdict v = game.claim(ClaimKind::Any, move(game.position(), "f3e3"));
        QVERIFY(!v.correct);
        QCOMPARE(int(v.rejection), int(ClaimRejection::Neither));
        QCOMPARE(v.halfmoveClock, 99);  // "the move makes 99 of 100"
        QCOMPARE(v.occurrences, 1);
        QCOMPARE(v.intendedSan, std::string("Ke3"));
        QVERIFY(!v.zeroing);
    }

    void rejectedThreefoldCountsOccurrences() {
        Game game;
        play(game, "g1f3 g8f6 f3g1");
        const ClaimVerdict v = game.claim(ClaimKind::Threefold, move(game.position(), "f6g8"));
        QCOMPARE(int(v.rejection), int(ClaimRejection::NotRepeated));
        QCOMPARE(v.occurrences, 2);  // ...Ng8 would give the start position its 2nd time
    }

    // The exact article: 9.2.1 with a written move, 9.2.2 on the board, everywhere.
    void endingCarriesTheExactArticle() {
        Game written = knightDanceBeforeNg8();
        QVERIFY(written.claim(ClaimKind::Threefold, move(written.position(), "f6g8")).correct);
        QVERIFY(written.outcome().byWrittenMove);
        QCOMPARE(ruleReference(written.outcome()), std::string("FIDE 9.2.1"));
        QVERIFY(written.endingClaim().has_value());
        QCOMPARE(written.endingClaim()->intendedSan, std::string("Ng8"));

        Game board;
        play(board, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
        QVERIFY(board.claim(ClaimKind::Threefold).correct);
        QCOMPARE(ruleReference(board.outcome()), std::string("FIDE 9.2.2"));
    }

    // docs/pgn.md: the written move and the exact ruling are recorded and restored on reopening.
    void claimWithWrittenMoveRoundTrip() {
        Game game = knightDanceBeforeNg8();
        QVERIFY(game.claim(ClaimKind::Threefold, move(game.position(), "f6g8")).correct);
        const PgnGame record = toPgnTree(game);
        QCOMPARE(std::string(record.tag("Ending")),
                 std::string("threefold repetition claimed by Black with the written move 4...Ng8 "
                             "(FIDE 9.2.1)"));
        const std::string pgn = writePgnGame(record);
        const QString flat = QString::fromStdString(pgn).simplified();
        QVERIFY2(flat.contains("Draw claimed by Black: 4...Ng8 would repeat the position a third "
                               "time (FIDE 9.2.1)."),
                 pgn.c_str());
        auto records = readPgnGames(pgn);
        QCOMPARE(records.size(), size_t(1));
        auto reopened = gameFromPgnTree(records.front());
        QVERIFY(reopened.ok());
        QCOMPARE(reopened->ply(), 7);  // the written move was not played
        QCOMPARE(reopened->outcome(), game.outcome());
        QCOMPARE(reopened->endingClaim()->intendedSan, std::string("Ng8"));
    }

    void fiftyClaimTagReadsBack() {
        Game game(positionFrom("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119"));
        QVERIFY(game.claim(ClaimKind::FiftyMoves, move(game.position(), "f3e3")).correct);
        const std::string tag = claimEndingTag(*game.endingClaim());
        QCOMPARE(tag, std::string("fifty-move rule claimed by White with the written move "
                                  "119.Ke3 (FIDE 9.3.1)"));
        auto parsed = parseClaimEndingTag(tag);
        QVERIFY(parsed.has_value());
        QCOMPARE(int(parsed->kind), int(ClaimKind::FiftyMoves));
        QCOMPARE(parsed->writtenSan, std::string("Ke3"));
        QVERIFY(!parseClaimEndingTag("White resigned").has_value());
    }

    // One vocabulary: every ending has one id, read back to itself.
    void terminationIdsRoundTrip() {
        std::set<std::string_view> seen;
        for (Termination t : AllTerminations) {
            QVERIFY(!terminationId(t).empty());
            QVERIFY(seen.insert(terminationId(t)).second);
            QCOMPARE(terminationFromId(terminationId(t)), std::optional<Termination>(t));
            QVERIFY(!article({t, GameResult::Draw, 0}).empty());
        }
        for (GameResult r : {GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw})
            QCOMPARE(resultFromToken(resultToken(r)), std::optional<GameResult>(r));
        QCOMPARE(plyLabel(23, Black, "Qxh7"), std::string("23...Qxh7"));
        const Position fen = positionFrom("4k3/8/8/8/8/8/4P3/4K3 b - - 0 120");
        QCOMPARE(moveNumberOfPly(fen, 1), 120);
        QCOMPARE(moverOfPly(fen, 1), Black);
        QCOMPARE(moveNumberOfPly(fen, 2), 121);
    }
};

QTEST_APPLESS_MAIN(TestClaims)
#include "tst_claims.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
