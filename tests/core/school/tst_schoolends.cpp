// How the arbiter's ruling ends the game, as `remis-cli school check` prints it ("ends";
// "then" is the part of it that a move played in the ruling causes):
// a flag fall (6.9), a resignation (5.1.2), the ending the last move brought, a second
// illegal move (7.5.5), a written claim, right or wrong (9.2.1, 9.5.3); and a flag fall in a
// position whose play is forced into stalemate: the game was drawn already (5.2.2).
#include <QDir>
#include <QFile>
#include <QtTest>

#include "core/board/movegen.h"
#include "core/rules/vocabulary.h"
#include "core/school/schoolanswer.h"

using namespace remis;
using namespace remis::school;

namespace {

Item readOne(const std::string& tags, const std::string& moves = {}) {
    LessonRead read = readLesson("[Lesson \"t\"]\n[Item \"x\"]\n" + tags + "\n" + moves + " *\n");
    if (!read.problems.empty()) qWarning("%s", read.problems.front().message.c_str());
    return read.lesson.items.empty() ? Item{} : read.lesson.items.front();
}

std::string fenTags(const std::string& fen) {
    return "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n";
}

// "termination result article" of the ruling's end, or "null".
std::string endOf(const Item& item) {
    const auto a = answerOf(item);
    if (!a) return "error: " + a.message();
    const auto end = rulingEnd(item, *a);
    if (!end) return "null";
    return end->termination + " " + std::string(resultToken(end->result)) + " " + end->article;
}

}  // namespace

class TestSchoolEnds : public QObject {
    Q_OBJECT
private slots:
    // White must play g7+, Black must answer Kg8 (or take with the rook): stalemate. Neither
    // side can checkmate, so the game was over when the position arose (5.2.2): a draw, even
    // though Black has a queen.
    void aFlagFallIntoAForcedStalemateIsADraw_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("flagged");
        QTest::newRow("queen") << "7k/8/6PK/5q2/8/8/8/8 w - - 0 60"
                               << "White";
        QTest::newRow("black flagged") << "8/8/8/8/5Q2/6pk/8/7K b - - 0 60"
                                       << "Black";
        QTest::newRow("two rooks") << "7k/8/6PK/5r2/6r1/8/8/8 w - - 0 60"
                                   << "White";
    }
    void aFlagFallIntoAForcedStalemateIsADraw() {
        QFETCH(QString, fen);
        QFETCH(QString, flagged);
        const Item item = readOne("[Question \"flag-fall\"]\n[Flagged \"" + flagged.toStdString() +
                                  "\"]\n" + fenTags(fen.toStdString()));
        QCOMPARE(item.kind, QuestionKind::FlagFall);
        const auto a = answerOf(item);
        QVERIFY(a.ok());
        QCOMPARE(a->key, std::string("1/2-1/2"));
        QCOMPARE(a->article, std::string("5.2.2"));
        QVERIFY(a->correct == std::vector{Choice::Draw});
        // The line shown is legal and ends in stalemate.
        QVERIFY(!a->stalemateLine.empty());
        Position pos = item.position();
        for (Move m : a->stalemateLine) {
            QVERIFY(legalMoves(pos).contains(m));
            pos = pos.after(m);
        }
        QVERIFY(legalMoves(pos).empty() && !pos.inCheck());
        QCOMPARE(endOf(item), std::string("dead_position 1/2-1/2 5.2.2"));
        // The opponent's win is a misconception with a reason, not a silent wrong.
        const Choice win = item.flagged == White ? Choice::BlackWins : Choice::WhiteWins;
        QVERIFY(!check(item, *a, Response{{win}, {}, -1, {}}).correct);
    }

    void theRulingEndsTheGameForEachKind() {
        const std::string knightRook = fenTags("8/8/4k3/r7/8/3NK3/8/8 b - - 0 60");
        QCOMPARE(endOf(readOne("[Question \"flag-fall\"]\n[Flagged \"Black\"]\n" + knightRook)),
                 std::string("timeout 1-0 6.9"));
        QCOMPARE(endOf(readOne("[Question \"flag-fall\"]\n[Flagged \"Black\"]\n[Rules "
                               "\"USCF\"]\n" +
                               knightRook)),
                 std::string("timeout 1/2-1/2 14E"));
        QCOMPARE(endOf(readOne("[Question \"resignation\"]\n[Resigned \"Black\"]\n" + knightRook)),
                 std::string("resignation 1-0 5.1.2"));
        QCOMPARE(endOf(readOne("[Question \"ending\"]", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#")),
                 std::string("checkmate 1-0 5.1.1"));
        QCOMPARE(endOf(readOne("[Question \"ending\"]", "1. e4 e5")), std::string("null"));
        const std::string rook = fenTags("3rk3/8/8/8/8/8/P7/4K3 w - - 0 40");
        QCOMPARE(endOf(readOne("[Question \"illegal-move\"]\n" + rook, "40. Kd2 Ke7 41. Kd1")),
                 std::string("illegal_move 0-1 7.5.5"));
        QCOMPARE(endOf(readOne("[Question \"illegal-move\"]", "1. d4 e5 2. Nc3 Bb4 3. Nd5")),
                 std::string("null"));  // a first illegal move: two minutes, play goes on
        // A written claim: right, the game is drawn; wrong, the move is played and may end it.
        const std::string knights = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1";
        QCOMPARE(endOf(readOne("[Question \"written-claim\"]\n[Intended \"Ng8\"]\n[Claim "
                               "\"threefold\"]",
                               knights)),
                 std::string("threefold_repetition 1/2-1/2 9.2.1"));
        QCOMPARE(endOf(readOne("[Question \"written-claim\"]\n[Intended \"Nh5\"]\n[Claim "
                               "\"threefold\"]",
                               knights)),
                 std::string("null"));
        QCOMPARE(endOf(readOne("[Question \"claim\"]", knights)), std::string("null"));
    }

    // The shipped flag-fall lesson has such items, and every flag fall and resignation there
    // has its end.
    void theShippedFlagFallsIncludeForcedStalemates() {
        QFile file(QStringLiteral(REMIS_SCHOOL_DIR "/06-flag-fall.pgn"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        const LessonRead read = readLesson(std::string_view(text.constData(), size_t(text.size())));
        QVERIFY(read.problems.empty());
        int stalemates = 0;
        for (const Item& item : read.lesson.items) {
            if (item.kind != QuestionKind::FlagFall) continue;
            const auto a = answerOf(item);
            QVERIFY(a.ok());
            stalemates += !a->stalemateLine.empty();
            QVERIFY2(rulingEnd(item, *a).has_value(), item.id.c_str());
        }
        QVERIFY2(stalemates >= 3, qPrintable(QString::number(stalemates)));
    }
};

QTEST_GUILESS_MAIN(TestSchoolEnds)
#include "tst_schoolends.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
