// SPDX-License-Identifier: GPL-3.0-or-later
// The mock arbiters' exam's paper: the same seed gives the same paper, the topics are taken in
// turn so that a short paper covers each, no item twice, never a demonstration, and the pass
// mark rounds up (16 of 20 at 80 %).
#include <QtTest>

#include <set>

#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/school/mockexam.h"

using namespace remis::school;

namespace {

std::vector<Item> makePool() {
    std::vector<Item> items;
    const QuestionKind kinds[] = {QuestionKind::Claim, QuestionKind::FlagFall,
                                  QuestionKind::Resignation, QuestionKind::Watch};
    for (int i = 0; i < 40; ++i) {
        Item it;
        it.kind = kinds[i % 4];
        it.id = "item-" + std::to_string(i);
        items.push_back(it);
    }
    return items;
}

std::vector<const Item*> pointers(const std::vector<Item>& items) {
    std::vector<const Item*> p;
    for (const Item& it : items) p.push_back(&it);
    return p;
}

}  // namespace

class TestMockExam : public QObject {
    Q_OBJECT
private slots:
    void sameSeedSamePaper() {
        const std::vector<Item> items = makePool();
        const auto pool = pointers(items);
        MockExamSpec spec;
        spec.items = 12;
        spec.seed = 4711;
        const std::vector<size_t> a = pickMockExam(pool, spec), b = pickMockExam(pool, spec);
        QCOMPARE(a.size(), size_t(12));
        QVERIFY(a == b);
        spec.seed = 4712;
        QVERIFY(pickMockExam(pool, spec) != a);
    }

    void topicsInTurnNoRepeatsNoDemonstrations() {
        const std::vector<Item> items = makePool();
        const auto pool = pointers(items);
        MockExamSpec spec;
        spec.items = 3;
        std::set<QuestionKind> kinds;
        for (size_t i : pickMockExam(pool, spec)) kinds.insert(items[i].kind);
        QCOMPARE(kinds.size(), size_t(3));  // claim, flag fall, resignation: one of each
        spec.items = 100;
        const std::vector<size_t> all = pickMockExam(pool, spec);
        QCOMPARE(all.size(), size_t(30));  // the 10 demonstrations are never asked
        QCOMPARE(std::set<size_t>(all.begin(), all.end()).size(), all.size());
        for (size_t i : all) QVERIFY(items[i].kind != QuestionKind::Watch);
        spec.kinds = {QuestionKind::Resignation};
        spec.items = 5;
        for (size_t i : pickMockExam(pool, spec))
            QVERIFY(items[i].kind == QuestionKind::Resignation);
        spec.kinds = {QuestionKind::Watch};
        QVERIFY(pickMockExam(pool, spec).empty());
    }

    // Items on one position wait until the paper cannot be filled otherwise.
    void onePositionOnce() {
        std::vector<Item> items = makePool();
        for (size_t i = 0; i < items.size(); ++i)  // a position of its own for every third
            if (i % 3 == 0)
                items[i].start = items[i].start.after(legalMoves(items[i].start).begin()[i % 20]);
        const auto pool = pointers(items);
        MockExamSpec spec;
        spec.items = 8;
        std::set<std::string> fens;
        for (size_t i : pickMockExam(pool, spec)) fens.insert(toFen(items[i].position()));
        QCOMPARE(fens.size(), size_t(8));  // 11 positions asked about: the start and 10 more
        spec.items = 100;
        QCOMPARE(pickMockExam(pool, spec).size(), size_t(30));  // repeats fill a long paper
    }

    void passMarkRoundsUp() {
        QCOMPARE(passCount(20, 80), size_t(16));
        QCOMPARE(passCount(13, 80), size_t(11));  // 10.4 right is not enough: 11
        QCOMPARE(passCount(10, 80), size_t(8));
        QCOMPARE(passCount(0, 80), size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestMockExam)
#include "tst_mockexam.moc"
