// SPDX-License-Identifier: GPL-3.0-or-later
// `remis-cli annotate` names where a repeated position stood (docs/cli.md: "this position
// occurs for the third time (after 12.Nf3, 16.Nf3, 20.Nf3)"), as an arbiter checks a claim
// under 9.2 on the scoresheet: the moves that reached each occurrence, counted from the
// game's own start, and the count itself (third, fourth, fifth).
#include <QtTest>

#include "cli/clirun.h"

class TestCliAnnotateRepetition : public QObject {
    Q_OBJECT
private slots:
    void occurrencesAfterAPawnMove();
    void occurrencesFromAFenStart();
};

namespace {

QString annotated(const QByteArray& pgn) {
    const CliRun run = runCli({"annotate", "-"}, pgn);
    if (run.exitCode != 0) return "exit " + QString::number(run.exitCode);
    return QString::fromUtf8(run.out).simplified();  // wherever the lines break
}

}  // namespace

// The position after 1...e5 stands again after 3...Nb8, 5...Nb8, 7...Nb8 and 9...Nb8: the
// pawn move starts the stretch in which positions can recur (9.2.3), and the fifth time ends
// the game (9.6.1).
void TestCliAnnotateRepetition::occurrencesAfterAPawnMove() {
    const QString out = annotated(
        "[Event \"Knights\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Ng1 Nb8 4. Nf3 "
        "Nc6 5. Ng1 Nb8 6. Nf3 Nc6 7. Ng1 Nb8 8. Nf3 Nc6 9. Ng1 Nb8 1/2-1/2\n");
    QVERIFY2(out.contains("5. Ng1 Nb8 {[%remis threefold_claimable_with_move] Black could have "
                          "claimed a draw by writing 5...Nb8 on the scoresheet first: it repeats "
                          "the position for the third time (after 1...e5, 3...Nb8, 5...Nb8) "
                          "(FIDE 9.2.1)}"),
             qPrintable(out));
    QVERIFY2(out.contains("White may claim a draw: this position has occurred for the fourth "
                          "time (after 1...e5, 3...Nb8, 5...Nb8, 7...Nb8) (FIDE 9.2.2)}"),
             qPrintable(out));
    QVERIFY2(out.contains("{[%remis fivefold_repetition] The same position for the fifth time "
                          "(after 1...e5, 3...Nb8, 5...Nb8, 7...Nb8, 9...Nb8): the game ended "
                          "here in a draw (FIDE 9.6.1)}"),
             qPrintable(out));
    // White's knight positions, after 2.Nf3 ... 6.Nf3: the first is before any repetition.
    QVERIFY2(out.contains("(after 2.Nf3, 4.Nf3, 6.Nf3)"), qPrintable(out));
}

// A game set up from a FEN with Black to move at move 30: the starting position is named as
// such, and the moves keep the game's own numbers.
void TestCliAnnotateRepetition::occurrencesFromAFenStart() {
    const QString out = annotated(
        "[Event \"Ending\"]\n[Result \"*\"]\n[SetUp \"1\"]\n"
        "[FEN \"4k3/8/8/8/8/8/4P3/R3K3 b - - 12 30\"]\n\n"
        "30... Kd7 31. Ra2 Ke8 32. Ra1 Kd7 33. Ra2 Ke8 34. Ra1 *\n");
    QVERIFY2(out.contains("this position has occurred for the third time (at the start, after "
                          "32.Ra1, 34.Ra1) (FIDE 9.2.2)}"),
             qPrintable(out));
    // After 30...Kd7 and 32...Kd7 the position stood twice only: no claim, no note.
    QVERIFY2(!out.contains("30...Kd7"), qPrintable(out));
    QCOMPARE(out.count("[%remis "), 2);
}

QTEST_GUILESS_MAIN(TestCliAnnotateRepetition)
#include "tst_cli_annotaterepetition.moc"
