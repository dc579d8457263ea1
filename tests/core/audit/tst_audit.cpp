// The game auditor (core/audit.h) on small PGN texts: which events it reports and when (ply
// and move), the first automatic ending, moves read after the end, whether the Result tag
// agrees with the rules, errors that stop one game but not the next, and the rule sets.
#include <QtTest>

#include "audittestutil.h"
#include "core/audit/audit.h"
#include "core/pgn/reader.h"

using namespace remis;
using namespace audittest;

namespace {

// "ply:move:kind" for each event, in order.
QStringList events(const GameAudit& a) {
    static const char* names[] = {"threefold_claimable", "threefold_claimable_with_move",
                                  "fifty_claimable",     "fifty_claimable_with_move",
                                  "checkmate",           "stalemate",
                                  "dead_position",       "seventyfive_moves",
                                  "fivefold_repetition", "flag_fall",
                                  "illegal_move"};
    QStringList out;
    for (const AuditEvent& e : a.events)
        out << QString("%1:%2:%3")
                   .arg(e.ply)
                   .arg(QString::fromStdString(e.move), names[int(e.kind)]);
    return out;
}

constexpr const char* KnightDance = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";

}  // namespace

class TestAudit : public QObject {
    Q_OBJECT

private slots:
    void threefold();
    void threefoldAfterIrrelevantEnPassant();
    void fivefoldEndsTheGame();
    void movesAfterTheEndHoldNoMemory();
    void fifty();
    void fiftyFromTheFen();
    void checkmateAndResultConsistency_data();
    void checkmateAndResultConsistency();
    void stalemate();
    void deadPositionAndMovesAfterTheEnd();
    void winnerWhoCannotMate();
    void lockedWallEndsWhereItArose();
    void deadPositionProvenByTheFullAnalysis();
    void illegalMoveStopsOnlyThatGame();
    void badFenTag();
    void gameNumbersAndTags();
    void casualRulesEndTheGame();
    void warningsAreNotErrors();
    void lenientFenTags();
    void nullMoveStopsTheRulings();
    void everyClaimMoment();
    void everyThirdOrLaterOccurrence();
    void resultReason();
    void illegalMovesThatStood();
    void pinnedEnPassantThatStood();
    void rulingsGoOnAfterAnIllegalMove();
};

void TestAudit::threefold() {
    const auto a = audit(game(tagged("1/2-1/2"), std::string(KnightDance) + " 1/2-1/2"));
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(a[0].plies, 8);
    QCOMPARE(events(a[0]),
             (QStringList{"8:Ng8:threefold_claimable_with_move", "8:Ng8:threefold_claimable"}));
    QVERIFY(!a[0].endedByRules.isOver());
    QVERIFY(a[0].resultConsistent);
    QVERIFY(a[0].error.empty());

    // One ply short: the side to move could claim with a move, but nothing holds yet.
    const auto b = audit(game(tagged("*"), "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *"));
    QVERIFY(b[0].events.empty());
}

// 9.2.3.1: the position after 1...e5 has no legal en passant capture; it is the first of three.
void TestAudit::threefoldAfterIrrelevantEnPassant() {
    const auto a = audit(
        game(tagged("1/2-1/2"), "1. e4 e5 2. Nf3 Nc6 3. Ng1 Nb8 4. Nf3 Nc6 5. Ng1 Nb8 1/2-1/2"));
    QCOMPARE(events(a[0]),
             (QStringList{"10:Nb8:threefold_claimable_with_move", "10:Nb8:threefold_claimable"}));
    // With a legal capture (exd6 e.p.) the first position differs: only two.
    const auto b = audit(
        game(tagged("*"), "1. e4 Nf6 2. e5 d5 3. Nf3 Nc6 4. Ng1 Nb8 5. Nf3 Nc6 6. Ng1 Nb8 *"));
    QVERIFY(b[0].events.empty());
}

void TestAudit::fivefoldEndsTheGame() {
    const std::string moves =
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 "
        "9. e4 1/2-1/2";
    const auto a = audit(game(tagged("1/2-1/2"), moves));
    // Every ply from 8 on stands for the third or later time; at 16 the fifth ends the game.
    QStringList expected;
    const QStringList sans = {"Ng8", "Nf3", "Nf6", "Ng1"};
    for (int ply = 8; ply < 16; ++ply)
        expected << QString("%1:%2:threefold_claimable_with_move").arg(ply).arg(sans[ply % 4])
                 << QString("%1:%2:threefold_claimable").arg(ply).arg(sans[ply % 4]);
    expected << "16:Ng8:threefold_claimable_with_move"
             << "16:Ng8:fivefold_repetition";
    QCOMPARE(events(a[0]), expected);
    QCOMPARE(a[0].endedByRules.termination, Termination::FivefoldRepetition);
    QCOMPARE(a[0].endedByRules.ply, 16);
    QCOMPARE(a[0].plies, 17);  // moves after the end are still counted
    QVERIFY(a[0].resultConsistent);
    const auto b = audit(game(tagged("1-0"), moves));
    QVERIFY(!b[0].resultConsistent);
}

// A game played on for 200,000 plies after its fivefold (audit once held 193 MB for such a
// game of 2 M plies): the plies after the end are replayed and counted, but nothing is kept
// for them.
void TestAudit::movesAfterTheEndHoldNoMemory() {
    std::string moves;
    const char* dance[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < 200000; ++ply) {
        if (ply % 2 == 0) moves += std::to_string(ply / 2 + 1) + ". ";
        moves += dance[ply % 4];
        moves += ' ';
    }
    std::size_t held = 0;
    std::vector<GameAudit> out;
    const GameAuditor* self = nullptr;
    GameAuditor auditor(RuleSet::Fide, [&](const GameAudit& a) {
        out.push_back(a);
        held = self->heldPlies();  // at the end of the game, before the next one
    });
    self = &auditor;
    PgnReader reader(auditor);
    (void)reader.readString(game(tagged("1/2-1/2"), moves + "1/2-1/2"));
    QCOMPARE(int(out.size()), 1);
    QCOMPARE(out[0].plies, 200000);
    QCOMPARE(out[0].endedByRules.termination, Termination::FivefoldRepetition);
    QCOMPARE(out[0].endedByRules.ply, 16);
    QVERIFY2(held <= 17 + 16, qPrintable(QString::number(held)));
}

void TestAudit::fifty() {
    const auto a = audit(game(tagged("1/2-1/2", "7k/8/8/8/8/8/4K3/R7 w - - 97 80"),
                              "80. Ke3 Kg8 81. Kf4 Kh8 82. Kg5 1/2-1/2"));
    // 98 after Ke3, 99 after Kg8 (only a claim naming the next move), 100 after Kf4.
    QCOMPARE(events(a[0]),
             (QStringList{"3:Kf4:fifty_claimable_with_move", "3:Kf4:fifty_claimable"}));
    QCOMPARE(a[0].plies, 5);
    QVERIFY(!a[0].endedByRules.isOver());
}

void TestAudit::fiftyFromTheFen() {
    // The clock is already at 100 in the FEN: claimable at ply 0, no move to name.
    const auto a =
        audit(game(tagged("1/2-1/2", "7k/8/8/8/8/8/4K3/R7 w - - 100 80"), "80. Ke3 1/2-1/2"));
    QCOMPARE(events(a[0]), (QStringList{"0::fifty_claimable", "1:Ke3:fifty_claimable_with_move"}));
    // 75 moves: automatic.
    const auto b =
        audit(game(tagged("1/2-1/2", "7k/8/8/8/8/8/4K3/R7 w - - 149 80"), "80. Ke3 1/2-1/2"));
    QCOMPARE(events(b[0]), (QStringList{"0::fifty_claimable", "1:Ke3:fifty_claimable_with_move",
                                        "1:Ke3:seventyfive_moves"}));
    QCOMPARE(b[0].endedByRules.termination, Termination::SeventyFiveMoves);
}

void TestAudit::checkmateAndResultConsistency_data() {
    QTest::addColumn<QString>("result");
    QTest::addColumn<bool>("consistent");
    QTest::newRow("0-1") << "0-1" << true;
    QTest::newRow("1-0") << "1-0" << false;
    QTest::newRow("draw") << "1/2-1/2" << false;
}

void TestAudit::checkmateAndResultConsistency() {
    QFETCH(QString, result);
    QFETCH(bool, consistent);
    const std::string r = result.toStdString();
    const auto a = audit(game(tagged(r.c_str()), "1. f3 e5 2. g4 Qh4# " + r));
    QCOMPARE(events(a[0]), (QStringList{"4:Qh4#:checkmate"}));
    QCOMPARE(a[0].endedByRules.termination, Termination::Checkmate);
    QCOMPARE(a[0].endedByRules.result, GameResult::BlackWins);
    QCOMPARE(a[0].endedByRules.ply, 4);
    QCOMPARE(a[0].resultConsistent, consistent);
}

void TestAudit::stalemate() {
    const auto a =
        audit(game(tagged("1/2-1/2", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"), "1. Qc7 1/2-1/2"));
    QCOMPARE(events(a[0]), (QStringList{"1:Qc7:stalemate"}));
    QVERIFY(a[0].resultConsistent);
    const auto b = audit(game(tagged("1-0", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"), "1. Qc7 1-0"));
    QVERIFY(!b[0].resultConsistent);
}

void TestAudit::deadPositionAndMovesAfterTheEnd() {
    // The last pawn falls: K+N v K. The players went on; the moves are counted, not ruled.
    const auto a =
        audit(game(tagged("1-0", "8/8/8/8/8/2k5/3p4/3K1N2 w - - 0 1"),
                   "1. Nxd2 Kd3 2. Nb3 Kc3 3. Nd2 Kd3 4. Nb3 Kc3 5. Nd2 Kd3 6. Nb3 Kc3 1-0"));
    QCOMPARE(events(a[0]), (QStringList{"1:Nxd2:dead_position"}));
    QCOMPARE(a[0].endedByRules.termination, Termination::DeadPosition);
    QCOMPARE(a[0].endedByRules.ply, 1);
    QCOMPARE(a[0].plies, 12);
    QVERIFY(!a[0].resultConsistent);  // 1-0 after a dead position
    QVERIFY(a[0].error.empty());

    // Dead from the start (same-coloured bishops).
    const auto b =
        audit(game(tagged("1/2-1/2", "8/8/4k3/8/8/4K3/7b/B7 w - - 0 1"), "1. Kd2 1/2-1/2"));
    QCOMPARE(events(b[0]), (QStringList{"0::dead_position"}));
    QCOMPARE(b[0].endedByRules.ply, 0);
    QVERIFY(b[0].resultConsistent);
}

// TCEC S24 Cup 11 testing, Stash v Stockfish, 225 plies: after 56.g5 (ply 111) the pawn
// walls are locked for good, although the a3 pawn may still step to a4 (63.a4, ply 125).
void TestAudit::lockedWallEndsWhereItArose() {
    QFile file(REMIS_TEST_DATA "/tcec-locked-wall.pgn");
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const auto a = audit(file.readAll().toStdString());
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(a[0].plies, 225);
    QCOMPARE(a[0].endedByRules.termination, Termination::DeadPosition);
    QCOMPARE(a[0].endedByRules.ply, 111);
    QCOMPARE(events(a[0]), (QStringList{"111:g5:dead_position"}));
}

// Dead by the closure of the full analysis only, from the start: the audit looks back from
// the last position to where the dead position arose, as `status` and the app do.
void TestAudit::deadPositionProvenByTheFullAnalysis() {
    const auto a = audit(
        game(tagged("1/2-1/2", "8/8/7p/5p1P/5p1K/5Pp1/6P1/5kb1 w - - 0 1"), "1. Kh3 Ke2 2. Kh4"));
    QCOMPARE(events(a[0]), (QStringList{"0::dead_position"}));
    QCOMPARE(a[0].endedByRules.ply, 0);
    QCOMPARE(a[0].plies, 3);
    QVERIFY(a[0].resultConsistent);
}

// 6.9 / 5.1.2: a side that cannot checkmate cannot be scored a win without an ending on the
// board (TCEC 2025 games 17362 and 17366 of tcec22k.pgn: 0-1 for a bare king).
void TestAudit::winnerWhoCannotMate() {
    const char* fen = "8/6kP/8/8/6K1/8/8/1B6 w - - 49 506";
    QVERIFY(!audit(game(tagged("0-1", fen), "0-1"))[0].resultConsistent);
    QVERIFY(audit(game(tagged("1-0", fen), "1-0"))[0].resultConsistent);
    QVERIFY(audit(game(tagged("1/2-1/2", fen), "1/2-1/2"))[0].resultConsistent);
}

void TestAudit::illegalMoveStopsOnlyThatGame() {
    const std::string pgn =
        game(tagged("1/2-1/2"), std::string(KnightDance) + " 5. Ke3 Nf6 1/2-1/2") +
        game(tagged("0-1"), "1. f3 e5 2. g4 Qh4# 0-1");
    const auto a = audit(pgn);
    QCOMPARE(a.size(), size_t(2));
    QCOMPARE(a[0].plies, 8);
    QCOMPARE(events(a[0]),
             (QStringList{"8:Ng8:threefold_claimable_with_move", "8:Ng8:threefold_claimable"}));
    const QString error = QString::fromStdString(a[0].error);
    QVERIFY2(error.contains("Ke3") && error.contains("move 5") && error.contains("ply 9"),
             qPrintable(error));
    QVERIFY(!error.contains('\n'));
    QCOMPARE(a[1].game, 2);
    QVERIFY(a[1].error.empty());
    QCOMPARE(events(a[1]), (QStringList{"4:Qh4#:checkmate"}));
}

void TestAudit::badFenTag() {
    const auto a = audit(game(tagged("*", "8/8/8/8/8/8/8/8 w - - 0 1"), "1. e4 *") +
                         game(tagged("*"), "1. e4 *"));
    QCOMPARE(a.size(), size_t(2));
    QVERIFY2(QString::fromStdString(a[0].error).startsWith("FEN tag"), a[0].error.c_str());
    QCOMPARE(a[0].plies, 0);
    QVERIFY(a[1].error.empty());
    QCOMPARE(a[1].plies, 1);
}

void TestAudit::gameNumbersAndTags() {
    const auto a =
        audit(game(tagged("1-0"), "1. e4 1-0") +
                  game("[White \"X\"]\n[Black \"Y\"]\n[Result \"0-1\"]\n", "1. d4 d5 0-1"),
              RuleSet::Fide, 41);
    QCOMPARE(a.size(), size_t(2));
    QCOMPARE(a[0].game, 41);
    QCOMPARE(a[1].game, 42);
    QCOMPARE(a[1].white, std::string("X"));
    QCOMPARE(a[1].black, std::string("Y"));
    QCOMPARE(a[1].resultTag, std::string("0-1"));
    QCOMPARE(a[1].plies, 2);
}

// Under the casual rule set threefold and fifty moves end the game: the ending is recorded as
// such, and the event is the claimable condition (not "fivefold").
void TestAudit::casualRulesEndTheGame() {
    const auto a = audit(game(tagged("1/2-1/2"), std::string(KnightDance) + " 5. e4 1/2-1/2"),
                         RuleSet::Casual);
    QCOMPARE(a[0].endedByRules.termination, Termination::ThreefoldRepetition);
    QCOMPARE(a[0].endedByRules.ply, 8);
    QCOMPARE(a[0].plies, 9);
    QCOMPARE(events(a[0]),
             (QStringList{"8:Ng8:threefold_claimable_with_move", "8:Ng8:threefold_claimable"}));
    const auto b =
        audit(game(tagged("1/2-1/2", "7k/8/8/8/8/8/4K3/R7 w - - 99 80"), "80. Ke3 1/2-1/2"),
              RuleSet::Casual);
    QCOMPARE(b[0].endedByRules.termination, Termination::FiftyMoves);
    QCOMPARE(events(b[0]),
             (QStringList{"1:Ke3:fifty_claimable_with_move", "1:Ke3:fifty_claimable"}));
    // The same games under FIDE: nothing ends.
    QVERIFY(!audit(game(tagged("1/2-1/2"), std::string(KnightDance) + " 5. e4 1/2-1/2"))[0]
                 .endedByRules.isOver());
}

// A missing result token is a tolerated defect, not an error of the game.
void TestAudit::warningsAreNotErrors() {
    const auto a = audit("[Event \"x\"]\n\n1. e4 e5\n\n[Event \"y\"]\n\n1. d4 *\n");
    QCOMPARE(a.size(), size_t(2));
    QVERIFY2(a[0].error.empty(), a[0].error.c_str());
    QCOMPARE(a[0].plies, 2);
    QCOMPARE(a[1].plies, 1);
}

// docs/pgn.md: fullmove 0 (pychess) and castling rights without their king (lichess studies)
// are repaired, not errors.
void TestAudit::lenientFenTags() {
    const auto a =
        audit(game(tagged("*", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0"),
                   "1. e4 e5 *") +
              game(tagged("*", "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 12"), "12. Kg1 O-O-O *"));
    QCOMPARE(a.size(), size_t(2));
    QVERIFY2(a[0].error.empty(), a[0].error.c_str());
    QCOMPARE(a[0].plies, 2);
    QVERIFY2(a[1].error.empty(), a[1].error.c_str());
    QCOMPARE(a[1].plies, 2);
}

// A null move leaves the Laws: no ruling after it, but the moves are replayed and counted.
void TestAudit::nullMoveStopsTheRulings() {
    const auto a = audit(game(tagged("1-0"),
                              "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 -- 4. Ng1 Z0 "
                              "5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 1-0") +
                         game(tagged("*"), "1. e4 -- 2. Qxd7 *"));
    QCOMPARE(a.size(), size_t(2));
    QVERIFY2(a[0].error.empty(), a[0].error.c_str());
    QCOMPARE(a[0].plies, 16);
    QCOMPARE(a[0].rulingsStopPly, 6);
    QVERIFY(events(a[0]).isEmpty());
    QVERIFY(a[0].resultConsistent);
    QVERIFY2(QString::fromStdString(a[1].error).contains("Qxd7"), a[1].error.c_str());
    QCOMPARE(a[1].plies, 2);
}

// docs/cli.md: a claim kind at every ply where it newly holds, not only the first time. Two
// separate threefold moments (the start position at ply 8, the one after 5...e5 at ply 18),
// and two stretches of a complete fifty-move count (ply 2 from the FEN's 98, ply 103 after
// 81.h3), each reported at its first ply only.
void TestAudit::everyClaimMoment() {
    const auto a = auditFile("claim-moments.pgn");
    QCOMPARE(a.size(), size_t(2));
    QCOMPARE(a[0].plies, 19);
    QCOMPARE(events(a[0]),
             (QStringList{"8:Ng8:threefold_claimable_with_move", "8:Ng8:threefold_claimable",
                          "18:Ng8:threefold_claimable_with_move", "18:Ng8:threefold_claimable"}));
    QVERIFY2(a[1].error.empty(), a[1].error.c_str());
    QCOMPARE(a[1].plies, 106);
    QCOMPARE(events(a[1]),
             (QStringList{"2:Kg8:fifty_claimable_with_move", "2:Kg8:fifty_claimable",
                          "103:Kd5:fifty_claimable_with_move", "103:Kd5:fifty_claimable"}));
}

// Each third or later occurrence is a moment of its own, also on consecutive plies.
void TestAudit::everyThirdOrLaterOccurrence() {
    const auto a = audit(game(tagged("*"), std::string(KnightDance) + " 5. Nf3 Nf6 6. e4 *"));
    QCOMPARE(events(a[0]),
             (QStringList{"8:Ng8:threefold_claimable_with_move", "8:Ng8:threefold_claimable",
                          "9:Nf3:threefold_claimable_with_move", "9:Nf3:threefold_claimable",
                          "10:Nf6:threefold_claimable_with_move", "10:Nf6:threefold_claimable"}));
}

// result_reason: one line naming the ruling, the rule and the ply; empty when consistent.
void TestAudit::resultReason() {
    const auto mate = audit(game(tagged("1-0"), "1. f3 e5 2. g4 Qh4# 1-0"));
    QVERIFY(!mate[0].resultConsistent);
    QCOMPARE(mate[0].resultReason,
             std::string("ruled 0-1: 5.1.1, Black checkmated at ply 4 (2...Qh4#)"));
    QVERIFY(audit(game(tagged("0-1"), "1. f3 e5 2. g4 Qh4# 0-1"))[0].resultReason.empty());
    const auto five = audit(game(tagged("1-0"),
                                 "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 "
                                 "5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 1-0"));
    QCOMPARE(five[0].resultReason,
             std::string("ruled 1/2-1/2: 9.6.1, the same position for the fifth time at ply 16 "
                         "(8...Ng8)"));
    const auto dead =
        audit(game(tagged("1-0", "8/8/8/8/8/2k5/3p4/3K1N2 w - - 0 1"), "1. Nxd2 Kd3 1-0"));
    QCOMPARE(dead[0].resultReason,
             std::string("ruled 1/2-1/2: 5.2.2, a dead position arose at ply 1 (1.Nxd2)"));
    const auto bare =
        audit(game(tagged("0-1", "8/6kP/8/8/6K1/8/8/1B6 w - - 49 506"), "506. Kf4 0-1"));
    QVERIFY(!bare[0].resultConsistent);
    QCOMPARE(bare[0].resultReason,
             std::string("ruled 1/2-1/2: 5.1.2 and 6.9, Black (bare king) cannot checkmate by any "
                         "series of legal moves at the end, ply 1 (506.Kf4): neither a resignation "
                         "nor a flag fall loses"));
}

// "ply:move:why:article[:ruling]" for each illegal_move event.
QStringList illegalMovesOf(const GameAudit& a) {
    QStringList out;
    for (const AuditEvent& e : a.events) {
        if (e.kind != AuditEventKind::IllegalMove) continue;
        QString s = QString("%1:%2:%3:%4")
                        .arg(e.ply)
                        .arg(QString::fromStdString(e.move), QString::fromStdString(e.why),
                             QString::fromStdString(e.article));
        if (!e.ruling.empty()) s += ":" + QString::fromStdString(e.ruling);
        out << s;
    }
    return out;
}

// pgn.md, cli.md illegal_move (issue 23.2): a move that broke the rules but that a piece
// could physically make stood; the replay follows the board as played, and the event names
// the move, why, and the article by the TimeControl tag (7.5.1 standard, A.4.2 rapid and
// blitz; 7.5.5 for a player's second one in standard play).
void TestAudit::illegalMovesThatStood() {
    const auto a = auditFile("illegal-moves.pgn");
    QCOMPARE(a.size(), size_t(12));
    const QList<QStringList> expected = {
        {"4:a6:the king was left in check:7.5.1"},
        {"5:Kd2:the king moved into check:7.5.1"},
        {"7:Nd5:a pinned piece moved, leaving the king in check:7.5.1"},
        {"9:O-O:castling out of check:7.5.1"},
        {"9:O-O:castling through check:7.5.1"},
        {"9:O-O:castling into check:7.5.1"},
        {"11:O-O:castling after the king or that rook had moved:7.5.1",
         "12:O-O:castling after the king or that rook had moved:7.5.1"},
        {"4:a6:the king was left in check:7.5.1", "6:a5:the king was left in check:7.5.5:1-0"},
        {"4:a6:the king was left in check:A.4.2"},
        {"4:a6:the king was left in check:A.4.2", "6:a5:the king was left in check:A.4.2"},
        {"9:O-O:castling through check:A.4.2"},
        {}};
    const QList<int> plies = {7, 7, 9, 11, 10, 11, 12, 8, 7, 8, 10, 2};
    for (int i = 0; i < 12; ++i) {
        QVERIFY2(i == 11 || a[size_t(i)].error.empty(), a[size_t(i)].error.c_str());
        QCOMPARE(illegalMovesOf(a[size_t(i)]), expected[i]);
        QCOMPARE(a[size_t(i)].plies, plies[i]);  // read to the end, following the board
    }
    // A move no piece could make stays an error.
    QVERIFY2(QString::fromStdString(a[11].error).contains("Ke3"), a[11].error.c_str());
}

// An en passant capture that exposes the capturer's king along the rank of both pawns: the
// position keeps no e.p. square for it (9.2.3.1), yet the pawn could make it; it stood. An
// e.p.-shaped capture with no pin stays an error (nothing says the pawn just stepped twice).
void TestAudit::pinnedEnPassantThatStood() {
    const auto a = audit(
        game(tagged("*", "4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1"), "1... c5 2. bxc6 Kd7 *") +
        game(tagged("*", "4k3/8/8/KPp4r/8/8/8/8 w - - 0 2"), "2. bxc6 *") +
        game(tagged("*", "4k3/2p5/8/1P5r/8/8/8/K7 b - - 0 1"), "1... c5 2. Kb1 Kd7 3. bxc6 *"));
    QCOMPARE(a.size(), size_t(3));
    QVERIFY2(a[0].error.empty(), a[0].error.c_str());
    QCOMPARE(a[0].plies, 3);
    QCOMPARE(illegalMovesOf(a[0]),
             (QStringList{"2:bxc6:a pinned piece moved, leaving the king in check:7.5.1",
                          "3:Kd7:the king moved into check:7.5.1"}));
    // Read from a FEN with no e.p. square: the same board, the same physical capture.
    QCOMPARE(illegalMovesOf(a[1]),
             (QStringList{"1:bxc6:a pinned piece moved, leaving the king in check:7.5.1"}));
    QVERIFY2(!a[2].error.empty(), "an unpinned e.p. capture two moves late is an error");
}

// The rulings go on from the position as played: after 6.O-O O-O without the right (the
// king had moved), the position after 6...O-O repeats by a knight dance, and the castled
// kings give a threefold that counts the castling rights as lost.
void TestAudit::rulingsGoOnAfterAnIllegalMove() {
    const auto a = audit(game(tagged("*"),
                              "1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Nf3 Nf6 5. Be2 Be7 "
                              "6. O-O O-O 7. Ne1 Ne8 8. Nf3 Nf6 9. Ne1 Ne8 "
                              "10. Nf3 Nf6 *"));
    QVERIFY2(a[0].error.empty(), a[0].error.c_str());
    QCOMPARE(events(a[0]).filter("threefold"),
             (QStringList{"20:Nf6:threefold_claimable_with_move", "20:Nf6:threefold_claimable"}));
    // After a move that left the king in check nothing is ruled until the next move, and the
    // king is never taken.
    const auto b = audit(game(tagged("*"), "1. e4 f6 2. Qh5+ a6 3. Qxe8 *"));
    QVERIFY2(QString::fromStdString(b[0].error).contains("a king cannot be taken"),
             b[0].error.c_str());
    QCOMPARE(b[0].plies, 4);
}

QTEST_APPLESS_MAIN(TestAudit)
#include "tst_audit.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
