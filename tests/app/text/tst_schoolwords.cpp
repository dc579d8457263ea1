// SPDX-License-Identifier: GPL-3.0-or-later
// The school's words say what the arbiter rules, no more: a side that cannot checkmate because
// it has only its king is told so (not "only kings are left" while the other side still has
// men), and a question under US Chess or casual rules says so, since its answer differs.
#include <QtTest>

#include "app/text/schooltexts.h"
#include "core/school/schoolanswer.h"
#include "core/school/schoolitem.h"

using namespace remis;
using app::SchoolTexts;

class TestSchoolWords : public QObject {
    Q_OBJECT
private slots:
    void aBareKingIsItsOwn();
    void theRuleSetIsAsked();
    void aWrittenMoveCompletesWhatItCompletes();
};

namespace {

school::Item onlyItem(const std::string& pgn) {
    const school::LessonRead read = school::readLesson(pgn);
    if (read.lesson.items.size() != 1)
        qFatal("no single item: %s", read.problems.empty() ? "" : read.problems[0].message.c_str());
    return read.lesson.items.front();
}

}  // namespace

void TestSchoolWords::aBareKingIsItsOwn() {
    // Black resigns with a queen and a rook against a bare king: White cannot checkmate, so a
    // draw.
    const school::Item item = onlyItem(
        "[Lesson \"t\"]\n[Item \"r\"]\n[Question \"resignation\"]\n[Resigned \"Black\"]\n"
        "[FEN \"k7/8/8/8/3q3r/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n*\n");
    const auto answer = school::answerOf(item);
    QVERIFY(answer);
    const QString why = SchoolTexts::reason(item, *answer);
    QVERIFY2(why.contains(QStringLiteral("it has nothing but its king")), qPrintable(why));
    QVERIFY2(!why.contains(QStringLiteral("only kings are left")), qPrintable(why));
}

void TestSchoolWords::theRuleSetIsAsked() {
    const char* flag =
        "[Lesson \"t\"]\n[Item \"f\"]\n[Question \"flag-fall\"]\n[Flagged \"Black\"]\n%1"
        "[FEN \"k7/8/8/8/8/8/8/K6N b - - 0 1\"]\n[SetUp \"1\"]\n\n*\n";
    const school::Item fide = onlyItem(QString::fromLatin1(flag).arg(QString()).toStdString());
    const school::Item uscf =
        onlyItem(QString::fromLatin1(flag).arg(QStringLiteral("[Rules \"USCF\"]\n")).toStdString());
    const auto fideAnswer = school::answerOf(fide);
    const auto uscfAnswer = school::answerOf(uscf);
    QVERIFY(fideAnswer && uscfAnswer);
    const QString asked = SchoolTexts::question(fide, *fideAnswer);
    QCOMPARE(SchoolTexts::question(uscf, *uscfAnswer),
             QStringLiteral("Under US Chess rules: %1").arg(asked));
    QVERIFY(!asked.contains(QStringLiteral("US Chess")));
}

// 9.2.1 alone when the halfmove clock is far from 99 (a tester read "the third time or the
// fifty moves would be complete" at a clock of 7); 9.3.1 alone at 99 with no repetition.
void TestSchoolWords::aWrittenMoveCompletesWhatItCompletes() {
    const school::Item threefold = onlyItem(
        "[Lesson \"t\"]\n[Item \"c\"]\n[Question \"claim\"]\n\n"
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n");
    const auto a = school::answerOf(threefold);
    QVERIFY(a);
    QCOMPARE(SchoolTexts::reason(threefold, *a),
             QStringLiteral("After Ng8, written and not played, the position would stand for the "
                            "third time (9.2.1)."));
    const school::Item fifty = onlyItem(
        "[Lesson \"t\"]\n[Item \"f\"]\n[Question \"claim\"]\n[SetUp \"1\"]\n"
        "[FEN \"8/8/8/8/8/5k2/3r4/4K3 w - - 99 120\"]\n\n*\n");
    const auto b = school::answerOf(fifty);
    QVERIFY(b);
    const QString why = SchoolTexts::reason(fifty, *b);
    QVERIFY2(why.endsWith(QStringLiteral("written and not played, the fifty moves would be "
                                         "complete (9.3.1).")),
             qPrintable(why));
}

QTEST_MAIN(TestSchoolWords)
#include "tst_schoolwords.moc"
