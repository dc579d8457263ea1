// The history marks: the earlier plies where the pieces stood as in the position the question
// turns on (the board's, or the one after a written move), with the same player to move.
#include <QtTest>

#include "core/school/schoolhistory.h"

using namespace remis;
using namespace remis::school;

namespace {

Item readOne(const std::string& pgn) {
    LessonRead read = readLesson(pgn);
    if (!read.problems.empty()) qWarning("%s", read.problems.front().message.c_str());
    return read.lesson.items.empty() ? Item{} : read.lesson.items.front();
}

}  // namespace

class TestSchoolHistory : public QObject {
    Q_OBJECT
private slots:
    void boardPositionMarksItsEarlierPlacements();
    void writtenMoveMarksThePositionAfterIt();
    void lookAlikesAreMarkedToo();
    void nothingRepeats();
};

void TestSchoolHistory::boardPositionMarksItsEarlierPlacements() {
    const Item item = readOne(
        "[Lesson \"t\"]\n[Item \"k\"]\n[Question \"claim\"]\n\n"
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n");
    const HistoryMarks marks = historyMarks(item);
    QVERIFY(!marks.written);
    QCOMPARE(marks.samePlies, (std::vector<int>{0, 4}));  // ply 8 is the board itself
}

// The e.p. trap: Black writes Ng8. After it the pieces would stand as after 1...d5 and 3...Ng8
// (White to move); whether 1...d5's position was the same (9.2.3.1) is for the pupil to see.
void TestSchoolHistory::writtenMoveMarksThePositionAfterIt() {
    const Item item = readOne(
        "[Lesson \"t\"]\n[Item \"trap\"]\n[Question \"written-claim\"]\n[SetUp \"1\"]\n"
        "[FEN \"4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1\"]\n[Intended \"Ng8\"]\n"
        "[Claim \"threefold\"]\n\n1... d5 2. Nf3 Nf6 3. Ng1 Ng8 4. Nf3 Nf6 5. Ng1 *\n");
    const HistoryMarks marks = historyMarks(item);
    QVERIFY(marks.written);
    QCOMPARE(*marks.written, *item.intended);
    QCOMPARE(marks.samePlies, (std::vector<int>{1, 5}));
}

// Castling rights lost in between: the same placement is marked all the same.
void TestSchoolHistory::lookAlikesAreMarkedToo() {
    const Item item = readOne(
        "[Lesson \"t\"]\n[Item \"c\"]\n[Question \"claim\"]\n[SetUp \"1\"]\n"
        "[FEN \"r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1\"]\n\n"
        "1. Kf1 Ke7 2. Ke1 Ke8 3. Kf1 Ke7 4. Ke1 Ke8 *\n");
    QCOMPARE(historyMarks(item).samePlies, (std::vector<int>{0, 4}));
}

void TestSchoolHistory::nothingRepeats() {
    const Item item =
        readOne("[Lesson \"t\"]\n[Item \"n\"]\n[Question \"claim\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
    QVERIFY(historyMarks(item).samePlies.empty());
}

QTEST_MAIN(TestSchoolHistory)
#include "tst_schoolhistory.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
