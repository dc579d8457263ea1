// SPDX-License-Identifier: GPL-3.0-or-later
// Flag falls in the audit (issue 23.1, FIDE 6.9, USCF 14E): from the Termination tag and from
// [%clk] readings of 0:00:00, the ruling by whether the opponent could still checkmate, where
// the flag fell when the clock stayed at zero, and the ending on the board that came first.
#include <QtTest>

#include "audittestutil.h"

using namespace remis;
using namespace audittest;

namespace {

// "ply:move:side:ruling" for each flag_fall event.
QStringList flagFallsOf(const GameAudit& a) {
    QStringList out;
    for (const AuditEvent& e : a.events)
        if (e.kind == AuditEventKind::FlagFall)
            out << QString("%1:%2:%3:%4")
                       .arg(e.ply)
                       .arg(QString::fromStdString(e.move), e.side == White ? "white" : "black",
                            QString::fromStdString(e.ruling));
    return out;
}

}  // namespace

class TestAuditFlags : public QObject {
    Q_OBJECT

private slots:
    void flagFalls();
    void flagFallWhereTheClockFirstReadZero();
    void flagFallBeforeADeadPositionIsNamed();
};

// cli.md flag_fall (issue 23.1): from a Termination that says time forfeit (any case; the
// side to move at the end) or a side's last [%clk] reading 0:00:00, ruled by 6.9: the
// opponent wins only if it could checkmate by some series of legal moves.
void TestAuditFlags::flagFalls() {
    const auto a = auditFile("flag-falls.pgn");
    QCOMPARE(a.size(), size_t(6));
    // A lone king cannot checkmate: a draw, and the recorded 0-1 is against the rules.
    QCOMPARE(flagFallsOf(a[0]), (QStringList{"2:Kd5:white:1/2-1/2"}));
    QVERIFY(!a[0].resultConsistent);
    QCOMPARE(a[0].resultReason, std::string("ruled 1/2-1/2: 6.9, White's flag fell and Black "
                                            "(bare king) cannot checkmate, at ply 2 (60...Kd5)"));
    // K+N against K+R: a helpmate exists, so Black wins (rules.md 4: K+N v K+R loses on time).
    QCOMPARE(flagFallsOf(a[1]), (QStringList{"2:Kd4:white:0-1"}));
    QVERIFY(a[1].resultConsistent);
    QVERIFY(a[1].resultReason.empty());
    // The locked wall was dead from the start: 5.2.2 ended the game before the flag fell.
    QCOMPARE(flagFallsOf(a[2]), (QStringList{"2:Kd7:white:1/2-1/2"}));
    QCOMPARE(a[2].endedByRules.termination, Termination::DeadPosition);
    QVERIFY(!a[2].resultConsistent);
    QCOMPARE(a[2].resultReason,
             std::string("ruled 1/2-1/2: 5.2.2, a dead position arose at ply 0"));
    // [%clk 0:00:00] as a side's last reading, also after another command in the comment.
    QCOMPARE(flagFallsOf(a[3]), (QStringList{"4:Nc6:black:1-0"}));
    QVERIFY(a[3].resultConsistent);
    QCOMPARE(flagFallsOf(a[4]), (QStringList{"1:Kd2:white:1/2-1/2"}));
    QVERIFY(!a[4].resultConsistent);
    QCOMPARE(a[4].resultReason, std::string("ruled 1/2-1/2: 6.9, White's flag fell and Black "
                                            "(bare king) cannot checkmate, at ply 1 (60.Kd2)"));
    // A clock that read 0:00:00 and later more, or 0:00:00.4: no flag fell.
    QVERIFY(flagFallsOf(a[5]).isEmpty());
    // USCF 14E: K+N has insufficient losing chances without a forced win: a draw.
    const auto uscf = auditFile("flag-falls.pgn", RuleSet::Uscf);
    QCOMPARE(flagFallsOf(uscf[1]), (QStringList{"2:Kd4:white:1/2-1/2"}));
    // ... said as 14E says it: material, not "cannot checkmate" (a tester).
    QCOMPARE(uscf[1].resultReason,
             std::string("ruled 1/2-1/2: 14E, White's flag fell and Black (K+N) has insufficient "
                         "material to win on time, at ply 2 (70...Kd4)"));
}

// A side's clock that stays at 0:00:00 while the game goes on: the flag fell at the first
// zero reading of that last run, and 6.9 rules on the position there (what the live watch
// reports at that moment, so the final file's audit agrees with it).
void TestAuditFlags::flagFallWhereTheClockFirstReadZero() {
    const auto a = auditFile("live-flag-falls.pgn");
    QCOMPARE(a.size(), size_t(6));
    QCOMPARE(flagFallsOf(a[0]), (QStringList{"4:Nc6:black:1-0"}));      // zero again at ply 6
    QCOMPARE(flagFallsOf(a[1]), (QStringList{"1:Kd2:white:1/2-1/2"}));  // and at ply 3
    QVERIFY(a[1].resultConsistent);
    QCOMPARE(flagFallsOf(a[2]), (QStringList{"3:c4:white:0-1", "6:Nf6:black:1-0"}));
    QVERIFY(a[2].resultConsistent);  // judged by the first flag to fall
    QCOMPARE(flagFallsOf(a[3]), (QStringList{"1:Kd2:white:1/2-1/2"}));  // dead at ply 0
    QCOMPARE(flagFallsOf(a[4]), (QStringList{"2:c5:black:1-0"}));
    // A time forfeit of the side to move whose clock read zero earlier: the flag fell there.
    QCOMPARE(flagFallsOf(a[5]), (QStringList{"2:e5:black:1-0"}));
    QVERIFY(a[5].resultConsistent);
}

// White's clock read zero after 71.Kf4 and play went on to 71...Nxd4, a dead position: the
// draw by 5.2.2 stands (6.8), and the reason names the flag that was passed over, whose own
// event keeps the ruling it would have had (Black could mate with the knight).
void TestAuditFlags::flagFallBeforeADeadPositionIsNamed() {
    const auto a = audit(
        game(tagged("0-1", "8/8/3nk3/8/8/3RK3/8/8 w - - 0 70") + "[Termination \"time forfeit\"]\n",
             "70. Rd4 {[%clk 0:00:01]} 70... Nf5+ {[%clk 0:00:09]} 71. Kf4 "
             "{[%clk 0:00:00]} 71... Nxd4 {[%clk 0:00:08]} 0-1"));
    QCOMPARE(a.size(), size_t(1));
    QCOMPARE(flagFallsOf(a[0]), (QStringList{"3:Kf4:white:0-1"}));
    QCOMPARE(a[0].endedByRules.ply, 4);
    QVERIFY(!a[0].resultConsistent);
    QCOMPARE(QString::fromStdString(a[0].resultReason),
             QString("ruled 1/2-1/2: 5.2.2, a dead position arose at ply 4 (71...Nxd4); White's "
                     "flag had fallen at ply 3 (71.Kf4), but play went on (6.8: a flag counts "
                     "once seen or claimed)"));
}

QTEST_APPLESS_MAIN(TestAuditFlags)
#include "tst_auditflags.moc"
