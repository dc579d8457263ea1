// The exam survives a restart: the answers given stay locked, a finished exam keeps its
// score and its review marked as on the day (its pass mark and date), the pupil's name is kept, and
// a retake after the restart starts clean; the exam file is written atomically beside the progress
// file. The lesson list shows the item on screen in bold, highlighted even while the focus is
// elsewhere.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include "app/school/examrecords.h"
#include "app/school/schoollibrary.h"
#include "app/school/schoolprogress.h"
#include "core/school/schoolanswer.h"
#include "gui/school/answerpanel.h"
#include "gui/school/schooltestutil.h"
#include "gui/school/schoolwindow.h"

using namespace remis;
using namespace remis::gui;

using schooltest::find;
using schooltest::pick;

class TestSchoolExamKept : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::unique_ptr<SchoolWindow> makeWindow(const QString& progressFile) {
        auto lib = std::make_unique<app::SchoolLibrary>();
        lib->loadStandard(m_dir.path() + QStringLiteral("/nolessons"));
        return std::make_unique<SchoolWindow>(std::move(lib),
                                              std::make_unique<app::SchoolProgress>(progressFile));
    }

    static QSpinBox* passMarkBox(SchoolWindow& w) {
        for (QSpinBox* box : w.findChildren<QSpinBox*>())
            if (box->prefix().startsWith(QStringLiteral("Pass mark"))) return box;
        return nullptr;
    }

    static void rewriteFinishedOn(const QString& path, const QDate& day) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        QJsonObject exams = root.value(QStringLiteral("exams")).toObject();
        QCOMPARE(exams.size(), 1);
        QJsonObject exam = exams.begin().value().toObject();
        QCOMPARE(exam.value(QStringLiteral("finishedOn")).toString(),
                 QDate::currentDate().toString(Qt::ISODate));
        exam.insert(QStringLiteral("finishedOn"), day.toString(Qt::ISODate));
        exams.insert(exams.begin().key(), exam);
        root.insert(QStringLiteral("exams"), exams);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(root).toJson());
    }

private slots:
    void aFinishedExamAndItsReviewSurviveARestart() {
        const QString file = m_dir.filePath(QStringLiteral("kept.json"));
        QString review;
        int lesson = -1, item = -1;
        {
            auto w = makeWindow(file);
            w->setMode(SchoolWindow::Mode::Exam);
            w->setPupilName(QStringLiteral("Ada"));
            std::tie(lesson, item) = find(w->library(), "offer-after-move");
            QVERIFY(w->select(lesson, item));
            pick(*w, QStringLiteral("Only Black"));  // right
            QVERIFY(w->checkAnswer());
            QVERIFY(w->select(lesson, item + 1));
            pick(*w, QStringLiteral("Only Black"));  // wrong
            QVERIFY(w->checkAnswer());
            QVERIFY(!w->finishExam());
            QVERIFY(w->finishExam());
            review = w->reviewText();
        }
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("kept-exams.json"))));
        auto w = makeWindow(file);  // the restart
        w->setMode(SchoolWindow::Mode::Exam);
        QVERIFY(w->select(lesson, item + 1));
        QVERIFY(w->exam().finished());
        QCOMPARE(w->exam().answered(), size_t(2));
        QCOMPARE(w->exam().right(), size_t(1));
        // Locked with its answer and the full feedback, as before the restart.
        QVERIFY(!w->checkAnswer());
        QVERIFY(w->feedbackText().contains(QStringLiteral("The answer: Only White")));
        QVERIFY(w->finishExam());  // shows the review again
        QVERIFY(w->reviewShown());
        QCOMPARE(w->reviewText(), review);
        QVERIFY(review.contains(QStringLiteral("Pupil: Ada · ")));
        // A retake after the restart starts clean, and stays clean after another one.
        w->retakeExam();
        QCOMPARE(w->exam().answered(), size_t(0));
        w.reset();
        auto again = makeWindow(file);
        again->setMode(SchoolWindow::Mode::Exam);
        QVERIFY(again->select(lesson, item));
        QVERIFY(!again->exam().finished());
        QCOMPARE(again->exam().answered(), size_t(0));
    }

    // 1 of 6 right (17 %) passes a 10 % mark. After a restart the box would say 80 % again; the
    // result must still be marked against 10 % and dated the day it was finished, and the mark
    // cannot be changed until a retake.
    void aFinishedExamKeepsItsPassMarkAndDate() {
        const QString file = m_dir.filePath(QStringLiteral("marked.json"));
        int lesson = -1, item = -1;
        {
            auto w = makeWindow(file);
            w->setMode(SchoolWindow::Mode::Exam);
            passMarkBox(*w)->setValue(10);
            std::tie(lesson, item) = find(w->library(), "offer-after-move");
            QVERIFY(w->select(lesson, item));
            pick(*w, QStringLiteral("Only Black"));  // right
            QVERIFY(w->checkAnswer());
            QVERIFY(w->select(lesson, item + 1));
            pick(*w, QStringLiteral("Only Black"));  // wrong
            QVERIFY(w->checkAnswer());
            QVERIFY(!w->finishExam());
            QVERIFY(w->finishExam());
            QVERIFY2(w->reviewText().contains(QStringLiteral("The pass mark is 10 %: passed")),
                     qPrintable(w->reviewText().left(300)));
        }
        const QString records = m_dir.filePath(QStringLiteral("marked-exams.json"));
        const QDate day(2026, 1, 15);  // as if the exam had been finished that day
        rewriteFinishedOn(records, day);
        auto w = makeWindow(file);
        w->setMode(SchoolWindow::Mode::Exam);
        QVERIFY(w->select(lesson, item));
        QCOMPARE(passMarkBox(*w)->value(), 10);
        QVERIFY(!passMarkBox(*w)->isEnabled());
        QVERIFY(w->finishExam());  // the review again
        const QString review = w->reviewText();
        QVERIFY2(review.contains(QStringLiteral("The pass mark is 10 %: passed")),
                 qPrintable(review));
        QVERIFY(review.contains(QLocale().toString(day, QLocale::LongFormat)));
        w->retakeExam();
        QVERIFY(passMarkBox(*w)->isEnabled());
    }

    void anAnswerGivenStaysLockedAfterARestart() {
        const QString file = m_dir.filePath(QStringLiteral("locked.json"));
        const auto [lesson, item] = [&] {
            auto w = makeWindow(file);
            w->setMode(SchoolWindow::Mode::Exam);
            const auto at = find(w->library(), "offer-after-move");
            w->select(at.first, at.second);
            pick(*w, QStringLiteral("Only White"));
            w->checkAnswer();
            return at;
        }();
        auto w = makeWindow(file);
        w->setMode(SchoolWindow::Mode::Exam);
        QVERIFY(w->select(lesson, item));
        QVERIFY(!w->exam().finished());
        QCOMPARE(w->exam().answered(), size_t(1));
        QVERIFY(w->exam().isLocked(size_t(item)));
        pick(*w, QStringLiteral("Only Black"));  // locked: the click changes nothing
        QVERIFY(!w->checkAnswer());
        QCOMPARE(w->exam().right(), size_t(0));
    }

    // Every kind of answer is kept as its key and read back as the same answer.
    void everyAnswerKeyReadsBack() {
        app::SchoolLibrary lib;
        lib.loadStandard(m_dir.path() + QStringLiteral("/nolessons"));
        int checked = 0;
        for (const app::LoadedLesson& l : lib.lessons())
            for (const school::Item& item : l.lesson.items) {
                if (item.kind == school::QuestionKind::Watch) continue;
                const auto answer = school::answerOf(item);
                QVERIFY(answer.ok());
                const auto right = school::responseFromKey(item, *answer, answer->key);
                QVERIFY2(right, item.id.c_str());
                const std::string key = school::responseKey(item, *right);
                const auto back = school::responseFromKey(item, *answer, key);
                QVERIFY2(back, item.id.c_str());
                QCOMPARE(school::check(item, *answer, *back).correct, true);
                ++checked;
            }
        QVERIFY(checked > 150);
    }

    void theItemShownIsHighlightedInTheList() {
        auto w = makeWindow(m_dir.filePath(QStringLiteral("list.json")));
        QVERIFY(w->select(1, 3));
        auto* tree = w->findChild<QTreeWidget*>();
        QTreeWidgetItem* shown = tree->topLevelItem(1)->child(3);
        QCOMPARE(tree->currentItem(), shown);
        QVERIFY(shown->font(0).bold());
        QVERIFY(!tree->topLevelItem(1)->child(2)->font(0).bold());
        const QPalette p = tree->palette();
        QCOMPARE(p.color(QPalette::Inactive, QPalette::Highlight),
                 p.color(QPalette::Active, QPalette::Highlight));
        QVERIFY(w->select(1, 2));
        QVERIFY(!tree->topLevelItem(1)->child(3)->font(0).bold());
        QVERIFY(tree->topLevelItem(1)->child(2)->font(0).bold());
    }
};

QTEST_MAIN(TestSchoolExamKept)
#include "tst_schoolexamkept.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
