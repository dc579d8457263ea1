// An exam: an answer is locked once submitted (a second submission changes nothing), the
// unanswered items are listed and count as wrong, the score is rounded (10 of 13 is 77 %),
// passing is decided on the exact fraction, and a retake starts clean.
#include <QtTest>

#include "core/school/exam.h"

using namespace remis;
using namespace remis::school;

namespace {

// "Can White claim?" after the knights went out and back twice: threefold on the board.
Item knights() {
    LessonRead read = readLesson(
        "[Lesson \"t\"]\n[Item \"k\"]\n[Question \"claim\"]\n\n"
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n");
    return read.lesson.items.at(0);
}

// `n` copies of the knights question.
std::vector<Item> questions(size_t n) {
    return std::vector<Item>(n, knights());
}

Response choose(Choice c) {
    return Response{{c}, {}, -1, {}};
}

}  // namespace

class TestExam : public QObject {
    Q_OBJECT
private slots:
    void answerIsLockedOnceSubmitted();
    void finishingLocksEverythingAndCountsUnansweredWrong();
    void scoreIsRounded_data();
    void scoreIsRounded();
    void passIsDecidedExactly();
    void retakeStartsClean();
    void demonstrationsDoNotCount();
};

void TestExam::answerIsLockedOnceSubmitted() {
    const Item item = knights();
    const Answer a = *answerOf(item);
    Exam exam;
    exam.start(questions(3));
    QVERIFY(!exam.isLocked(0));
    QVERIFY(exam.submit(0, item, a, choose(Choice::NoClaim)));
    QVERIFY(exam.isLocked(0));
    QVERIFY(!exam.isLocked(1));
    // The right answer clicked after the wrong one was recorded changes nothing.
    QVERIFY(!exam.submit(0, item, a, choose(Choice::ClaimThreefold)));
    QVERIFY(!exam.entry(0).feedback.correct);
    QCOMPARE(exam.entry(0).response.choices, std::vector<Choice>{Choice::NoClaim});
    QCOMPARE(exam.right(), size_t(0));
    QVERIFY(!exam.submit(7, item, a, choose(Choice::ClaimThreefold)));  // no such item
}

void TestExam::finishingLocksEverythingAndCountsUnansweredWrong() {
    const Item item = knights();
    const Answer a = *answerOf(item);
    Exam exam;
    exam.start(questions(4));
    QVERIFY(exam.submit(1, item, a, choose(Choice::ClaimThreefold)));
    QVERIFY(exam.submit(3, item, a, choose(Choice::ClaimThreefold)));
    QCOMPARE(exam.unanswered(), (std::vector<size_t>{0, 2}));
    exam.finish();
    QVERIFY(exam.finished());
    QVERIFY(exam.isLocked(0));
    QVERIFY(!exam.submit(0, item, a, choose(Choice::ClaimThreefold)));  // too late
    QCOMPARE(exam.answered(), size_t(2));
    QCOMPARE(exam.right(), size_t(2));
    QCOMPARE(exam.percent(), 50);
}

void TestExam::scoreIsRounded_data() {
    QTest::addColumn<int>("right");
    QTest::addColumn<int>("items");
    QTest::addColumn<int>("percent");
    QTest::newRow("10 of 13") << 10 << 13 << 77;  // 76.9
    QTest::newRow("2 of 3") << 2 << 3 << 67;      // 66.7
    QTest::newRow("1 of 3") << 1 << 3 << 33;      // 33.3
    QTest::newRow("1 of 8") << 1 << 8 << 13;      // 12.5, half up
    QTest::newRow("all") << 5 << 5 << 100;
    QTest::newRow("none") << 0 << 5 << 0;
}

void TestExam::scoreIsRounded() {
    QFETCH(int, right);
    QFETCH(int, items);
    QFETCH(int, percent);
    const Item item = knights();
    const Answer a = *answerOf(item);
    Exam exam;
    exam.start(questions(size_t(items)));
    for (int i = 0; i < items; ++i)
        QVERIFY(exam.submit(size_t(i), item, a,
                            choose(i < right ? Choice::ClaimThreefold : Choice::NoClaim)));
    QCOMPARE(exam.right(), size_t(right));
    QCOMPARE(exam.percent(), percent);
}

void TestExam::passIsDecidedExactly() {
    const Item item = knights();
    const Answer a = *answerOf(item);
    Exam exam;
    exam.start(questions(49));
    for (size_t i = 0; i < 49; ++i)  // 39 of 49 is 79.6 %: shown as 80 %, not a pass at 80
        QVERIFY(exam.submit(i, item, a, choose(i < 39 ? Choice::ClaimThreefold : Choice::NoClaim)));
    QCOMPARE(exam.percent(), 80);
    QVERIFY(!exam.passed(80));
    QVERIFY(exam.passed(79));
    Exam empty;
    QVERIFY(!empty.passed(0));
    QCOMPARE(empty.percent(), 0);
}

void TestExam::retakeStartsClean() {
    const Item item = knights();
    const Answer a = *answerOf(item);
    Exam exam;
    exam.start(questions(2));
    QVERIFY(exam.submit(0, item, a, choose(Choice::NoClaim)));
    exam.finish();
    exam.start(questions(2));
    QVERIFY(!exam.finished());
    QVERIFY(!exam.isLocked(0));
    QCOMPARE(exam.answered(), size_t(0));
    QVERIFY(exam.submit(0, item, a, choose(Choice::ClaimThreefold)));
    QVERIFY(exam.entry(0).feedback.correct);
}

void TestExam::demonstrationsDoNotCount() {
    const Item item = knights();
    const Answer a = *answerOf(item);
    std::vector<Item> items = questions(3);
    items[1].kind = QuestionKind::Watch;
    Exam exam;
    exam.start(items);
    QCOMPARE(exam.size(), size_t(2));
    QVERIFY(!exam.submit(1, items[1], a, choose(Choice::ClaimThreefold)));
    QVERIFY(exam.submit(0, item, a, choose(Choice::ClaimThreefold)));
    QCOMPARE(exam.unanswered(), std::vector<size_t>{2});
    QVERIFY(exam.submit(2, item, a, choose(Choice::ClaimThreefold)));
    QCOMPARE(exam.percent(), 100);
    QVERIFY(exam.passed(100));
}

QTEST_MAIN(TestExam)
#include "tst_exam.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
