// The Game API as the arbiter uses it: claims (9.2, 9.3, 9.5), draw offers and agreement
// (5.2.3, 9.1.2), resignation (5.1.2), flag fall through the clock (6.9, USCF 14E), take-back,
// the classic teaching positions, and the explanation data the arbiter panel shows
// (repetition plies, last zeroing ply, look-alike positions).
#include <QtTest>

#include "core/analysis/mateability.h"
#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/clock/clock.h"
#include "core/rules/arbiter.h"
#include "core/rules/game.h"
#include "testutil.h"

using namespace remis;

Q_DECLARE_METATYPE(remis::TimeControl)

namespace {

constexpr int64_t operator""_s(unsigned long long seconds) {
    return int64_t(seconds) * 1000;
}
constexpr int64_t operator""_min(unsigned long long minutes) {
    return int64_t(minutes) * 60'000;
}
constexpr int64_t T0 = 5'000'000;  // an arbitrary start on the caller's timeline

Position positionFrom(const char* fen) {
    return testutil::position(QString::fromLatin1(fen));
}

Move move(const Position& pos, const char* text) {
    auto m = parseMove(pos, text);
    if (!m) qFatal("bad move in a test: %s: %s", text, m.message().c_str());
    return *m;
}

// Plays space-separated moves; an empty string when all were played, else why not.
QString play(Game& game, const QString& moves, int64_t nowMs = 0) {
    for (const QString& token : moves.split(u' ', Qt::SkipEmptyParts)) {
        auto m = parseMove(game.position(), token.toStdString());
        if (!m) return token + ": " + QString::fromStdString(m.message());
        auto r = game.play(*m, nowMs);
        if (!r) return token + ": " + QString::fromStdString(r.message());
    }
    return {};
}

// What the app's clock driver does on each tick (6.9): the core says whose flag fell by
// nowMs, and the fall is judged at that moment.
std::optional<Outcome> judgeFallenFlag(Game& game, int64_t nowMs) {
    const auto flagged = game.fallenFlag(nowMs);
    if (!flagged) return std::nullopt;
    return game.flagFall(*flagged, nowMs);
}

bool contains(const std::vector<Move>& moves, Move m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// The knights' dance: the initial position recurs every 4 plies.
constexpr const char* KnightDance = "g1f3 g8f6 f3g1 f6g8";

// The king walk of rulings-examples.jsonl: the kings lose their castling rights.
constexpr const char* KingWalk =
    "e2e4 e7e5 g1f3 g8f6 f3g1 f6g8 e1e2 e8e7 e2e1 e7e8 b1a3 b8a6 a3b1 a6b8";

}  // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void stoodIllegalMoveIsPlayedAndNotRuledOn();
    // claims
    void correctThreefoldClaimEndsTheGame();
    void correctClaimWithMoveDoesNotPlayIt();
    void incorrectClaimClassical();
    void incorrectClaimRapidAndBlitz_data();
    void incorrectClaimRapidAndBlitz();
    void incorrectClaimIsADrawOffer();
    void fiftyClaimWithMoveAtNinetyNine();
    void fiftyClaimWithZeroingMoveIsIncorrect();
    void fiftyClaimWithMatingMoveIsAccepted();
    void claimsRefusedWhenOverOrIllegal();
    // offers, resignation, flag
    void drawOfferAndAgreement();
    void drawOfferLapsesAndCanBeDeclined();
    void resignation();
    void flagFallFide();
    void flagFallUscf();
    // take-back
    void undoRestoresCounts();
    void undoReopensAFinishedGame();
    // teaching positions
    void mateOnTheHundredthPlyStands();
    void oppositeBishopsAndKnightsAreNotDead_data();
    void oppositeBishopsAndKnightsAreNotDead();
    // explanation data
    void repetitionPliesAndLastZeroingPly();
    void lookAlikeCastlingRights();
    void lookAlikeEnPassant();
};

void TestGame::correctThreefoldClaimEndsTheGame() {
    Game game;
    QCOMPARE(play(game, QString("%1 %1").arg(KnightDance)), QString());
    QVERIFY(game.ruling().canClaimThreefold);
    const ClaimVerdict v = game.claim(ClaimKind::Threefold);
    QVERIFY(v.correct);
    QCOMPARE(v.rule, Termination::ThreefoldRepetition);
    QCOMPARE(v.penaltyMs, int64_t(0));
    QVERIFY(!v.movePlayed);
    QVERIFY(game.isOver());
    QCOMPARE(game.outcome().termination, Termination::ThreefoldRepetition);  // 9.5.2
    QCOMPARE(game.outcome().result, GameResult::Draw);
    QCOMPARE(game.outcome().ply, 8);

    Game any;  // "any claim" finds the threefold as well
    QCOMPARE(play(any, QString("%1 %1").arg(KnightDance)), QString());
    QCOMPARE(any.claim(ClaimKind::Any).rule, Termination::ThreefoldRepetition);
}

void TestGame::correctClaimWithMoveDoesNotPlayIt() {
    Game game;
    QCOMPARE(play(game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1"), QString());
    const Position before = game.position();
    const ClaimVerdict v = game.claim(ClaimKind::Threefold, move(before, "f6g8"));  // 9.2.1
    QVERIFY(v.correct);
    QCOMPARE(v.rule, Termination::ThreefoldRepetition);
    QVERIFY(!v.movePlayed);
    QCOMPARE(game.ply(), 7);  // 9.5.2: the intended move is NOT played
    QVERIFY(game.position().identity() == before.identity());
    QCOMPARE(game.outcome().termination, Termination::ThreefoldRepetition);
    QCOMPARE(game.outcome().result, GameResult::Draw);
    QCOMPARE(game.outcome().ply, 7);
}

// 9.5.3: the opponent gets two more minutes, the game goes on and the intended move is played.
void TestGame::incorrectClaimClassical() {
    for (const TimeControl& control :
         {TimeControl::fideClassical(), TimeControl::suddenDeath(90_min)}) {
        QCOMPARE(claimPenaltyMs(control), 2_min);
        Game game(Position::startPosition(), RuleSet::Fide, control);
        game.startClock(T0);
        QCOMPARE(play(game, "e2e4", T0 + 10_s), QString());
        QCOMPARE(play(game, "e7e5", T0 + 20_s), QString());
        const int64_t now = T0 + 30_s;
        const int64_t blackBefore = game.clock().remainingMs(Black, now);
        const ClaimVerdict v = game.claim(ClaimKind::Threefold, move(game.position(), "g1f3"), now);
        QVERIFY(!v.correct);
        QCOMPARE(int(v.rejection), int(ClaimRejection::NotRepeated));
        QCOMPARE(v.penaltyMs, 2_min);
        QVERIFY(v.movePlayed);
        QVERIFY(!game.isOver());
        QCOMPARE(game.ply(), 3);
        QCOMPARE(game.plies().back().san, std::string("Nf3"));
        QVERIFY(game.plies().back().claimMade);
        QCOMPARE(game.clock().remainingMs(Black, now), blackBefore + 2_min);
    }
}

void TestGame::incorrectClaimRapidAndBlitz_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::newRow("rapid 15+10") << TimeControl::fischer(15_min, 10_s);
    QTest::newRow("rapid 25") << TimeControl::suddenDeath(25_min);
    QTest::newRow("blitz 3+2") << TimeControl::fischer(3_min, 2_s);
    QTest::newRow("blitz 5 delay 3") << TimeControl::simpleDelay(5_min, 3_s);
}

// A.3 / B.3: one minute in rapid and blitz.
void TestGame::incorrectClaimRapidAndBlitz() {
    QFETCH(TimeControl, control);
    QVERIFY(gameSpeed(control) == GameSpeed::Rapid || gameSpeed(control) == GameSpeed::Blitz);
    Game game(Position::startPosition(), RuleSet::Fide, control);
    game.startClock(T0);
    QCOMPARE(play(game, "e2e4", T0 + 2_s), QString());
    const int64_t now = T0 + 5_s;
    const int64_t whiteBefore = game.clock().remainingMs(White, now);
    const ClaimVerdict v = game.claim(ClaimKind::FiftyMoves, move(game.position(), "g8f6"), now);
    QVERIFY(!v.correct);
    QCOMPARE(int(v.rejection), int(ClaimRejection::FiftyIncomplete));
    QCOMPARE(v.penaltyMs, 1_min);
    QVERIFY(v.movePlayed);
    QCOMPARE(game.clock().remainingMs(White, now), whiteBefore + 1_min);
}

// 9.1.2.3: a claim is also a draw offer, which the opponent may accept.
void TestGame::incorrectClaimIsADrawOffer() {
    Game game;  // untimed: no clock to add to
    QCOMPARE(play(game, "e2e4 e7e5"), QString());
    const ClaimVerdict v = game.claim(ClaimKind::Threefold, move(game.position(), "g1f3"));
    QVERIFY(!v.correct);
    QCOMPARE(v.penaltyMs, int64_t(0));
    QVERIFY(v.movePlayed);
    QVERIFY(game.pendingOffer().has_value());
    QCOMPARE(game.pendingOffer()->by, White);
    QVERIFY(game.plies().back().drawOffered);
    QVERIFY(!game.acceptDraw(White));  // not by the claimant
    QVERIFY(game.acceptDraw(Black));
    QCOMPARE(game.outcome().termination, Termination::Agreement);
    QCOMPARE(game.outcome().result, GameResult::Draw);

    Game onBoard;  // a claim without a move: the claimant still has to move, the offer stands
    QCOMPARE(play(onBoard, "e2e4 e7e5"), QString());
    QVERIFY(!onBoard.claim(ClaimKind::Threefold).correct);
    QCOMPARE(onBoard.ply(), 2);
    QVERIFY(onBoard.pendingOffer().has_value());
    QCOMPARE(play(onBoard, "g1f3"), QString());
    QVERIFY(onBoard.plies().back().drawOffered);
    QVERIFY(onBoard.acceptDraw(Black));
}

// 9.3.1: clock at 99, a move that is neither a capture nor a pawn move.
void TestGame::fiftyClaimWithMoveAtNinetyNine() {
    Game game(positionFrom("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119"));
    QVERIFY(!game.ruling().canClaimFifty);
    const Move ke3 = move(game.position(), "f3e3");
    QVERIFY(contains(game.ruling().fiftyClaimMoves, ke3));
    const ClaimVerdict v = game.claim(ClaimKind::FiftyMoves, ke3);
    QVERIFY(v.correct);
    QCOMPARE(v.rule, Termination::FiftyMoves);
    QVERIFY(!v.movePlayed);
    QCOMPARE(game.ply(), 0);
    QCOMPARE(game.position().halfmoveClock(), 99);
    QCOMPARE(game.outcome().termination, Termination::FiftyMoves);
    QCOMPARE(game.outcome().result, GameResult::Draw);

    Game early(positionFrom("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 98 119"));  // one ply short
    const ClaimVerdict no = early.claim(ClaimKind::FiftyMoves, move(early.position(), "f3e3"));
    QVERIFY(!no.correct);
    QCOMPARE(int(no.rejection), int(ClaimRejection::FiftyIncomplete));
    QVERIFY(no.movePlayed);
    QCOMPARE(early.position().halfmoveClock(), 99);
    QVERIFY(!early.isOver());
}

void TestGame::fiftyClaimWithZeroingMoveIsIncorrect() {
    Game game(positionFrom("6R1/7k/8/8/1r6/5K2/3B4/8 w - - 99 119"));
    const Move capture = move(game.position(), "d2b4");
    QVERIFY(!contains(game.ruling().fiftyClaimMoves, capture));
    const ClaimVerdict v = game.claim(ClaimKind::FiftyMoves, capture);
    QVERIFY(!v.correct);
    QCOMPARE(int(v.rejection), int(ClaimRejection::FiftyIncomplete));
    QVERIFY(v.movePlayed);
    QCOMPARE(game.position().halfmoveClock(), 0);
    QVERIFY(!game.isOver());
}

// The disputed case (docs/rules.md 2): a claim naming a move that mates. Remis accepts it.
void TestGame::fiftyClaimWithMatingMoveIsAccepted() {
    Game game(positionFrom("7k/8/6K1/8/8/8/8/R7 w - - 99 80"));
    const Move mate = move(game.position(), "a1a8");
    QVERIFY(isCheckmate(game.position().after(mate)));
    QVERIFY(contains(game.ruling().fiftyClaimMoves, mate));
    QVERIFY(isFiftyClaimMove(game.position(), mate));
    const ClaimVerdict v = game.claim(ClaimKind::FiftyMoves, mate);
    QVERIFY(v.correct);
    QVERIFY(!v.movePlayed);
    QCOMPARE(game.outcome().termination, Termination::FiftyMoves);
    QCOMPARE(game.outcome().result, GameResult::Draw);
}

void TestGame::claimsRefusedWhenOverOrIllegal() {
    Game game;
    QCOMPARE(play(game, "f2f3 e7e5 g2g4 d8h4"), QString());
    QVERIFY(game.isOver());
    QCOMPARE(int(game.claim(ClaimKind::Any).rejection), int(ClaimRejection::GameOver));

    Game illegal;
    const ClaimVerdict v =
        illegal.claim(ClaimKind::Threefold, Move(parseSquare('e', '2'), parseSquare('e', '5')));
    QVERIFY(!v.correct);
    QCOMPARE(int(v.rejection), int(ClaimRejection::IllegalMove));
    QVERIFY(!v.movePlayed);
    QCOMPARE(illegal.ply(), 0);
    QVERIFY(!illegal.pendingOffer().has_value());
}

// 5.2.3 / 9.1.2: the offer is made with a move, recorded as (=), and agreement needs both
// players to have moved.
void TestGame::drawOfferAndAgreement() {
    Game game;
    QVERIFY(!game.canAgreeDraw());
    game.offerDraw(White);  // before moving: it goes with White's next move (9.1.2.1)
    QCOMPARE(play(game, "e2e4"), QString());
    QVERIFY(game.plies()[0].drawOffered);
    QVERIFY(game.pendingOffer().has_value());
    QVERIFY(!game.canAgreeDraw());  // Black has not moved yet
    QVERIFY(!game.acceptDraw(Black));
    QVERIFY(!game.isOver());

    QCOMPARE(play(game, "e7e5 g1f3"), QString());
    game.offerDraw(White);  // after moving: recorded on that move
    QVERIFY(game.plies()[2].drawOffered);
    QVERIFY(!game.plies()[1].drawOffered);
    QVERIFY(game.canAgreeDraw());
    QVERIFY(!game.acceptDraw(White));  // not one's own offer
    QVERIFY(game.acceptDraw(Black));
    QCOMPARE(game.outcome().termination, Termination::Agreement);
    QCOMPARE(game.outcome().result, GameResult::Draw);
    QCOMPARE(game.outcome().ply, 3);
}

void TestGame::drawOfferLapsesAndCanBeDeclined() {
    Game game;
    QCOMPARE(play(game, "e2e4 e7e5 g1f3"), QString());
    game.offerDraw(White);
    QVERIFY(game.pendingOffer().has_value());
    QCOMPARE(play(game, "b8c6"), QString());  // Black moves instead of answering: it lapses
    QVERIFY(!game.pendingOffer().has_value());
    QVERIFY(!game.acceptDraw(Black));

    game.offerDraw(Black);
    QVERIFY(game.plies().back().drawOffered);
    game.declineDraw();
    QVERIFY(!game.pendingOffer().has_value());
    QVERIFY(!game.acceptDraw(White));
    QVERIFY(!game.isOver());
}

// 5.1.2: a loss, unless the opponent cannot checkmate by any series of legal moves.
void TestGame::resignation() {
    Game game;
    QCOMPARE(play(game, "e2e4 e7e5"), QString());
    const Outcome o = game.resign(White);
    QCOMPARE(o.termination, Termination::Resignation);
    QCOMPARE(o.result, GameResult::BlackWins);
    QCOMPARE(o.ply, 2);

    Game bare(positionFrom("8/8/4k3/8/8/4K3/4Q3/8 w - - 0 1"));
    QCOMPARE(bare.resign(White).result, GameResult::Draw);  // Black has a bare king
    QCOMPARE(bare.outcome().termination, Termination::Resignation);
    Game bare2(positionFrom("8/8/4k3/8/8/4K3/4Q3/8 w - - 0 1"));
    QCOMPARE(bare2.resign(Black).result, GameResult::WhiteWins);
    QCOMPARE(resignationResult(bare2.startPosition(), White), GameResult::Draw);
}

// 6.9 under FIDE: the flag is judged from the clock the game is told.
void TestGame::flagFallFide() {
    Game game(Position::startPosition(), RuleSet::Fide, TimeControl::suddenDeath(1_min));
    QVERIFY(!game.fallenFlag(T0 + 2_min).has_value());  // the clock has not started
    game.startClock(T0);
    QVERIFY(!game.fallenFlag(T0 + 30_s).has_value());
    QCOMPARE(game.fallenFlag(T0 + 61_s), std::optional(White));  // seen, not judged
    QVERIFY(!game.isOver());
    QVERIFY(!judgeFallenFlag(game, T0 + 30_s).has_value());
    const auto o = judgeFallenFlag(game, T0 + 61_s);
    QVERIFY(o.has_value());
    QCOMPARE(o->termination, Termination::Timeout);
    QCOMPARE(o->result, GameResult::BlackWins);
    QVERIFY(game.isOver());
    QVERIFY(!game.clock().isRunning());  // stopped at the fall

    // K+N v K+R: Black's flag falls; the knight can still mate (a helpmate): 1-0.
    Game knight(positionFrom("8/8/4k3/r7/8/3NK3/8/8 w - - 0 60"), RuleSet::Fide,
                TimeControl::suddenDeath(1_min));
    knight.startClock(T0);
    QCOMPARE(play(knight, "e3e2", T0 + 1_s), QString());
    QVERIFY(!judgeFallenFlag(knight, T0 + 31_s).has_value());
    const auto k = judgeFallenFlag(knight, T0 + 62_s);
    QVERIFY(k.has_value());
    QCOMPARE(k->termination, Termination::Timeout);
    QCOMPARE(k->result, GameResult::WhiteWins);
    // The judgement's helpmate comes with the ending, a line that replays to White's mate.
    QVERIFY(!knight.flagFallHelpmate().empty());
    QVERIFY(isHelpmateLine(knight.position(), White, knight.flagFallHelpmate()));
    QVERIFY(!knight.fallenFlag(T0 + 70_s).has_value());  // over: nothing more to see

    // A mated game has no flag to judge.
    Game mated(Position::startPosition(), RuleSet::Fide, TimeControl::suddenDeath(1_min));
    mated.startClock(T0);
    QCOMPARE(play(mated, "f2f3", T0 + 1_s), QString());
    QCOMPARE(play(mated, "e7e5", T0 + 2_s), QString());
    QCOMPARE(play(mated, "g2g4", T0 + 3_s), QString());
    QCOMPARE(play(mated, "d8h4", T0 + 4_s), QString());
    QVERIFY(!judgeFallenFlag(mated, T0 + 10_min).has_value());
    QCOMPARE(mated.outcome().termination, Termination::Checkmate);
}

// USCF 14E: a draw when the opponent has only K+N (and no forced win).
void TestGame::flagFallUscf() {
    Game knight(positionFrom("8/8/4k3/r7/8/3NK3/8/8 w - - 0 60"), RuleSet::Uscf,
                TimeControl::suddenDeath(1_min));
    knight.startClock(T0);
    QCOMPARE(play(knight, "e3e2", T0 + 1_s), QString());
    const auto k = judgeFallenFlag(knight, T0 + 62_s);
    QVERIFY(k.has_value());
    QCOMPARE(k->termination, Termination::Timeout);
    QCOMPARE(k->result, GameResult::Draw);
    QVERIFY(knight.flagFallHelpmate().empty());  // a draw needs no line

    Game rook(positionFrom("8/8/4k3/r7/8/3NK3/8/8 w - - 0 60"), RuleSet::Uscf,
              TimeControl::suddenDeath(1_min));
    rook.startClock(T0);
    const auto r = judgeFallenFlag(rook, T0 + 61_s);  // White (facing the rook) flags
    QVERIFY(r.has_value());
    QCOMPARE(r->result, GameResult::BlackWins);
}

void TestGame::undoRestoresCounts() {
    Game game;
    QVERIFY(!game.undo());
    QCOMPARE(play(game, QString("%1 %1").arg(KnightDance)), QString());
    QCOMPARE(game.ruling().repetitionCount, 3);
    QVERIFY(game.ruling().canClaimThreefold);
    QVERIFY(game.undo());
    QCOMPARE(game.ply(), 7);
    QCOMPARE(game.ruling().repetitionCount, 2);
    QCOMPARE(game.ruling().repetitionPlies, (std::vector<int>{3, 7}));
    QVERIFY(!game.ruling().canClaimThreefold);
    QCOMPARE(game.ruling().threefoldClaimMoves, (std::vector<Move>{move(game.position(), "f6g8")}));
    QCOMPARE(game.ruling().halfmoveClock, 7);
    while (game.undo()) {}
    QCOMPARE(game.ply(), 0);
    QCOMPARE(game.ruling().repetitionCount, 1);
    QVERIFY(game.position().identity() == Position::startPosition().identity());
    QCOMPARE(play(game, QString("%1 %1").arg(KnightDance)), QString());
    QCOMPARE(game.ruling().repetitionPlies, (std::vector<int>{0, 4, 8}));
}

void TestGame::undoReopensAFinishedGame() {
    Game game;
    QCOMPARE(play(game, "f2f3 e7e5 g2g4 d8h4"), QString());
    QCOMPARE(game.outcome().termination, Termination::Checkmate);
    QVERIFY(!game.play(move(Position::startPosition(), "e2e4")));  // the game is over
    QVERIFY(game.undo());
    QVERIFY(!game.isOver());
    QCOMPARE(game.ply(), 3);
    QCOMPARE(play(game, "d8h4"), QString());
    QCOMPARE(game.outcome().result, GameResult::BlackWins);
}

// The mate comes with the 100th ply: the 50 moves were never complete while White had a move
// before it (only the disputed claim naming the mating move was there), so the mate stands.
void TestGame::mateOnTheHundredthPlyStands() {
    Game game(positionFrom("6R1/8/8/8/4K3/4N3/4r2k/8 b - - 96 147"));
    const QStringList moves = {"h2h3", "e4f3", "e2h2", "g8h8"};
    for (const QString& m : moves) {
        QVERIFY2(!game.ruling().canClaimFifty, qPrintable(m));
        QCOMPARE(play(game, m), QString());
        if (m == "e2h2")
            QVERIFY(contains(game.ruling().fiftyClaimMoves, move(game.position(), "g8h8")));
    }
    QCOMPARE(game.position().halfmoveClock(), 100);
    QCOMPARE(game.outcome().termination, Termination::Checkmate);
    QCOMPARE(game.outcome().result, GameResult::WhiteWins);
    QCOMPARE(game.outcome().ply, 4);
    QVERIFY(!game.ruling().canClaimFifty);
    QCOMPARE(int(game.claim(ClaimKind::FiftyMoves).rejection), int(ClaimRejection::GameOver));
}

void TestGame::oppositeBishopsAndKnightsAreNotDead_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("K+B v K+B, opposite colours") << "8/8/4k3/8/3b4/4K3/8/5B2 w - - 0 1";
    QTest::newRow("K+N v K+N") << "8/8/4k3/8/3n4/4K3/8/6N1 w - - 0 1";
}

// Not dead (docs/rules.md 1): each side has a helpmate. The analyser's line must replay legally
// to a checkmate by that side.
void TestGame::oppositeBishopsAndKnightsAreNotDead() {
    QFETCH(QString, fen);
    const Position start = positionFrom(qPrintable(fen));
    Game game(start);
    QVERIFY(!game.isOver());
    for (Color side : {White, Black}) {
        const MateAnalysis a = analyseMateability(start, side, AnalysisMode::Full);
        QVERIFY2(a.verdict == Mateability::Yes, side == White ? "white" : "black");
        QVERIFY(!a.line.empty());
        Position pos = start;
        for (Move m : a.line) {
            QVERIFY2(isLegal(pos, m), toUci(m).c_str());
            pos = pos.after(m);
        }
        QVERIFY(isCheckmate(pos));
        QCOMPARE(pos.sideToMove(), ~side);
    }
}

void TestGame::repetitionPliesAndLastZeroingPly() {
    Game game;
    QCOMPARE(game.lastZeroingPly(), 0);
    QCOMPARE(play(game, "e2e4 e7e5 g1f3 g8f6 f3g1 f6g8"), QString());
    QCOMPARE(game.lastZeroingPly(), 2);
    QCOMPARE(game.ruling().repetitionPlies, (std::vector<int>{2, 6}));
    QCOMPARE(game.ruling().repetitionCount, 2);
    QCOMPARE(play(game, "b1c3"), QString());
    QCOMPARE(game.lastZeroingPly(), 2);
    QCOMPARE(game.ruling().repetitionPlies, (std::vector<int>{7}));
    QCOMPARE(play(game, "d7d5 e4d5"), QString());
    QCOMPARE(game.lastZeroingPly(), 9);
    QCOMPARE(game.ruling().halfmoveClock, 0);

    Game fromFen(positionFrom("4k3/8/8/8/8/4P3/8/4K3 w - - 40 60"));
    QCOMPARE(play(fromFen, "e1d2 e8d7"), QString());
    QCOMPARE(fromFen.lastZeroingPly(), 0);  // none since the start
    QCOMPARE(fromFen.ruling().halfmoveClock, 42);
}

void TestGame::lookAlikeCastlingRights() {
    Game game;
    QCOMPARE(play(game, KingWalk), QString());
    const Ruling& r = game.ruling();
    QCOMPARE(r.repetitionCount, 2);
    QCOMPARE(r.repetitionPlies, (std::vector<int>{10, 14}));
    QVERIFY(!r.canClaimThreefold);
    QCOMPARE(r.lookAlikes.size(), size_t(2));
    QCOMPARE(r.lookAlikes[0].ply, 2);
    QCOMPARE(r.lookAlikes[0].reason, LookAlikeReason::CastlingRights);
    QCOMPARE(r.lookAlikes[1].ply, 6);
    QCOMPARE(r.lookAlikes[1].reason, LookAlikeReason::CastlingRights);
}

void TestGame::lookAlikeEnPassant() {
    Game game;
    QCOMPARE(play(game, "e2e4 g8f6 e4e5 d7d5 g1f3 b8c6 f3g1 c6b8"), QString());
    const Ruling& r = game.ruling();
    QCOMPARE(r.repetitionCount, 1);
    QCOMPARE(r.repetitionPlies, (std::vector<int>{8}));
    QCOMPARE(r.lookAlikes.size(), size_t(1));
    QCOMPARE(r.lookAlikes[0].ply, 4);
    QCOMPARE(r.lookAlikes[0].reason, LookAlikeReason::EnPassant);
    QVERIFY(game.positionAt(4).epSquare() != NoSquare);
}

QTEST_APPLESS_MAIN(TestGame)
// 7.5 (pgn.md): a recorded move that broke the rules stood; the board is as played, nothing
// is ruled on a position where the side not to move is in check, the king is never taken,
// and the article follows the time control and the player's count (7.5.1, 7.5.5, A.4.2).
void TestGame::stoodIllegalMoveIsPlayedAndNotRuledOn() {
    auto standard = parseTimeControl("5400+30");
    QVERIFY(standard.ok());
    Game game(Position::startPosition(), RuleSet::Fide, *standard);
    for (const char* san : {"e4", "f6", "Qh5+"}) QVERIFY(game.play(san).ok());
    const auto a6 = findPhysicalMove(game.position(), "a6");
    QVERIFY(a6.has_value());
    QVERIFY(!game.play(a6->move).ok());  // play() takes legal moves only
    QVERIFY(game.playStood(*a6, "a6").ok());
    QCOMPARE(game.ply(), 4);
    QCOMPARE(game.plies().back().san, std::string("a6"));
    QVERIFY(!game.isOver());
    QVERIFY(!game.ruling().canClaimThreefold && !game.ruling().canClaimFifty);
    QCOMPARE(game.ruling().halfmoveClock, 0);
    QCOMPARE(game.stoodIllegalArticle(4), std::string_view("7.5.1"));
    QCOMPARE(game.stoodIllegalArticle(3), std::string_view());
    // The king left in check is not taken.
    const auto take = parseSan(game.position(), "Qxe8");
    if (take) QVERIFY(!game.play(*take).ok());
    QVERIFY(game.play("d4").ok());
    QCOMPARE(game.plies().back().san, std::string("d4"));  // the check was left, not given
    const auto a5 = findPhysicalMove(game.position(), "a5");
    QVERIFY(a5.has_value());
    QVERIFY(game.playStood(*a5, "a5").ok());
    QCOMPARE(game.stoodIllegalArticle(6), std::string_view("7.5.5"));  // Black's second
    auto blitz = parseTimeControl("180+2");
    QVERIFY(blitz.ok());
    Game quick(Position::startPosition(), RuleSet::Fide, *blitz);
    for (const char* san : {"e4", "f6", "Qh5+"}) QVERIFY(quick.play(san).ok());
    QVERIFY(quick.playStood(*findPhysicalMove(quick.position(), "a6"), "a6").ok());
    QCOMPARE(quick.stoodIllegalArticle(4), std::string_view("A.4.2"));
    QVERIFY(quick.undo());
    QCOMPARE(quick.ply(), 3);
}

#include "tst_game.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
