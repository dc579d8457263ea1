// The rules school as a pupil uses it: the shipped lessons load without a problem and hold at
// least 40 items, an answer is checked by the arbiter with the misconception named, progress
// is saved per item and reset per item and lesson, the presenter records nothing, and the
// exam scores against its pass mark.
#include <QRadioButton>
#include <QTemporaryDir>
#include <QtTest>

#include "app/school/schoollibrary.h"
#include "app/school/schoolprogress.h"
#include "gui/school/answerpanel.h"
#include "gui/school/schoolwindow.h"

using namespace remis;
using namespace remis::gui;

namespace {

// The lesson and item index of an item by id.
std::pair<int, int> find(const app::SchoolLibrary& lib, const std::string& id) {
    for (size_t l = 0; l < lib.lessons().size(); ++l)
        for (size_t i = 0; i < lib.lessons()[l].lesson.items.size(); ++i)
            if (lib.lessons()[l].lesson.items[i].id == id) return {int(l), int(i)};
    return {-1, -1};
}

void pick(SchoolWindow& w, const QString& label) {
    for (QRadioButton* b : w.answers()->findChildren<QRadioButton*>())
        if (b->text() == label) return b->click();
    QFAIL(qPrintable("no choice " + label));
}

}  // namespace

class TestSchoolWindow : public QObject {
    Q_OBJECT
private slots:
    void shippedLessonsLoad();
    void answerCheckedAndProgressSaved();
    void presenterRecordsNothing();
    void examScores();
    void badLessonFileNamesTheLine();
    void teacherOpensALessonFile();
    void answerIsTheWholeRuling();

private:
    std::unique_ptr<SchoolWindow> makeWindow(const QString& progressFile) {
        auto lib = std::make_unique<app::SchoolLibrary>();
        lib->loadStandard(m_dir.path() + QStringLiteral("/nolessons"));
        return std::make_unique<SchoolWindow>(std::move(lib),
                                              std::make_unique<app::SchoolProgress>(progressFile));
    }
    QTemporaryDir m_dir;
};

void TestSchoolWindow::shippedLessonsLoad() {
    app::SchoolLibrary lib;
    lib.loadStandard(m_dir.path() + QStringLiteral("/nolessons"));
    QVERIFY2(lib.problems().isEmpty(), qPrintable(lib.problems().join('\n')));
    QVERIFY(lib.lessons().size() >= 8);
    QVERIFY(lib.itemCount() >= 40);
    for (const auto& l : lib.lessons())
        for (const auto& item : l.lesson.items) QVERIFY2(!item.source.empty(), item.id.c_str());
}

void TestSchoolWindow::answerCheckedAndProgressSaved() {
    const QString file = m_dir.path() + QStringLiteral("/progress.json");
    auto w = makeWindow(file);
    const auto [lesson, item] = find(w->library(), "rep-two-times");
    QVERIFY(w->select(lesson, item));
    pick(*w, QStringLiteral("Threefold repetition (9.2.2)"));
    QVERIFY(w->checkAnswer());
    QVERIFY2(w->feedbackText().contains(QStringLiteral("Not right")),
             qPrintable(w->feedbackText()));
    QVERIFY(w->feedbackText().contains(QStringLiteral("not on the board yet")));
    QVERIFY(
        w->feedbackText().contains(QStringLiteral("writing Ng8")));  // the answer names the move
    pick(*w, QStringLiteral("No claim is possible"));
    QVERIFY(w->checkAnswer());
    QVERIFY(w->feedbackText().contains(QStringLiteral("with a written move")));
    pick(*w, QStringLiteral("Threefold repetition, with a written move (9.2.1)"));
    QVERIFY(w->checkAnswer());
    QVERIFY(w->feedbackText().startsWith(QStringLiteral("Right")));
    QVERIFY(!w->feedbackText().contains(QStringLiteral("(9.2.1) (9.2.1)")));  // the article once
    app::SchoolProgress again(file);  // what a restart reads
    QCOMPARE(again.item(QStringLiteral("repetition"), QStringLiteral("rep-two-times")).attempts, 3);
    QVERIFY(again.item(QStringLiteral("repetition"), QStringLiteral("rep-two-times")).solved);
    QCOMPARE(again.solvedIn(QStringLiteral("repetition")), 1);
    QVERIFY(again.resetItem(QStringLiteral("repetition"), QStringLiteral("rep-two-times")));
    QCOMPARE(app::SchoolProgress(file)
                 .item(QStringLiteral("repetition"), QStringLiteral("rep-two-times"))
                 .attempts,
             0);
    QVERIFY(again.record(QStringLiteral("fifty"), QStringLiteral("fifty-sixty"), true, 1));
    QVERIFY(again.record(QStringLiteral("repetition"), QStringLiteral("rep-knights"), true, 0));
    QVERIFY(again.resetLesson(QStringLiteral("repetition")));
    app::SchoolProgress after(file);
    QCOMPARE(after.solvedIn(QStringLiteral("repetition")), 0);
    QCOMPARE(after.solvedIn(QStringLiteral("fifty")), 1);
}

void TestSchoolWindow::presenterRecordsNothing() {
    const QString file = m_dir.path() + QStringLiteral("/presenter.json");
    auto w = makeWindow(file);
    w->setMode(SchoolWindow::Mode::Presenter);
    const auto [lesson, item] = find(w->library(), "rep-knights");
    QVERIFY(w->select(lesson, item));
    pick(*w, QStringLiteral("Threefold repetition (9.2.2)"));
    QVERIFY(w->checkAnswer());
    QVERIFY(w->feedbackText().startsWith(QStringLiteral("Right")));
    QVERIFY(!QFile::exists(file));
}

void TestSchoolWindow::examScores() {
    auto w = makeWindow(m_dir.path() + QStringLiteral("/exam.json"));
    w->setMode(SchoolWindow::Mode::Exam);
    const auto [lesson, item] = find(w->library(), "offer-after-move");
    QVERIFY(w->select(lesson, item));
    pick(*w, QStringLiteral("Only Black"));
    QVERIFY(w->checkAnswer());
    QCOMPARE(w->feedbackText(), QStringLiteral("Answer recorded."));  // no feedback in an exam
    QVERIFY(w->select(lesson, item + 1));
    pick(*w, QStringLiteral("Only Black"));  // wrong: Black offered, White accepts
    QVERIFY(w->checkAnswer());
    const int items = int(w->library().lessons()[size_t(lesson)].lesson.items.size());
    QCOMPARE(w->examScore(), 100 / items);
}

void TestSchoolWindow::badLessonFileNamesTheLine() {
    const QString folder = m_dir.path() + QStringLiteral("/lessons");
    QDir().mkpath(folder);
    QFile f(folder + QStringLiteral("/mine.pgn"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "[Lesson \"mine\"]\n[Item \"a\"]\n[Question \"claim\"]\n[Answer \"fifty\"]\n\n1. e4 *\n");
    f.close();
    app::SchoolLibrary lib;
    lib.loadStandard(folder);
    QCOMPARE(lib.problems().size(), 1);
    QVERIFY2(lib.problems()[0].startsWith(QStringLiteral("mine.pgn: line 4, item a:")),
             qPrintable(lib.problems()[0]));
}

// Open Lesson File: the good items load and are shown, the bad one is listed with its line.
void TestSchoolWindow::teacherOpensALessonFile() {
    auto w = makeWindow(m_dir.path() + QStringLiteral("/teacher.json"));
    const size_t before = w->library().lessons().size();
    const QString path = m_dir.path() + QStringLiteral("/class.pgn");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "[Lesson \"class\"]\n[LessonTitle \"My class\"]\n[Item \"k\"]\n[Question \"claim\"]\n\n"
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n"
        "[Item \"bad\"]\n[Question \"claim\"]\n\n1. e4 e5 2. Ke3 *\n");
    f.close();
    QVERIFY(w->openLessonFile(path));
    QCOMPARE(w->library().lessons().size(), before + 1);
    QCOMPARE(w->library().lessons().back().lesson.title, std::string("My class"));
    QCOMPARE(w->library().lessons().back().lesson.items.size(), size_t(1));
    QVERIFY(w->library().problems().last().startsWith(
        QStringLiteral("class.pgn: line 11, item bad: 2. Ke3")));
    pick(*w, QStringLiteral("Threefold repetition (9.2.2)"));  // the new lesson's item is shown
    QVERIFY(w->checkAnswer());
    QVERIFY(w->feedbackText().startsWith(QStringLiteral("Right")));
}

// fifty-written-capture: the claim is incorrect (Kxd2 is a capture, 9.3.1), the written move is
// played (9.5.3) and leaves king against king, so the game is drawn at once (5.2.2). The answer
// says all of it, right or wrong.
void TestSchoolWindow::answerIsTheWholeRuling() {
    auto w = makeWindow(m_dir.path() + QStringLiteral("/whole.json"));
    const auto [lesson, item] = find(w->library(), "fifty-written-capture");
    QVERIFY(w->select(lesson, item));
    const QString ending = QStringLiteral(
        "The written move is played and ends the game: Draw: dead position (FIDE 5.2.2)");
    pick(*w, QStringLiteral("Correct: a draw; the written move is not played"));
    QVERIFY(w->checkAnswer());
    QVERIFY2(w->feedbackText().contains(ending), qPrintable(w->feedbackText()));
    pick(*w,
         QStringLiteral("Incorrect: the opponent gets 2 minutes and the written move is played"));
    QVERIFY(w->checkAnswer());
    QVERIFY(w->feedbackText().startsWith(QStringLiteral("Right")));
    QVERIFY2(w->feedbackText().contains(ending), qPrintable(w->feedbackText()));
}

QTEST_MAIN(TestSchoolWindow)
#include "tst_schoolwindow.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
