// SPDX-License-Identifier: GPL-3.0-or-later
// SchoolWindow, the exam: each answer is submitted once and locked (school::Exam keeps it),
// Finish names the unanswered items before it counts them wrong, and the review lists every
// item with the pupil's answer, the right answer, its article and the explanation. A retake
// starts a clean exam of the same lesson.
#include <QDate>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedLayout>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "app/text/plural.h"
#include "app/text/schooltexts.h"
#include "gui/school/answerpanel.h"
#include "gui/school/schoolwindow.h"
#include "gui/school/sheetprint.h"
#include "gui/window/liveregion.h"

namespace remis::gui {

using app::SchoolTexts;
using school::QuestionKind;

QWidget* SchoolWindow::buildExamButtons(QWidget* pane) {
    auto* row = new QWidget(pane);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_finish = new QPushButton(tr("&Finish Exam"), row);
    m_showReview = new QPushButton(tr("Back to the &Review"), row);
    connect(m_finish, &QPushButton::clicked, this, &SchoolWindow::finishExam);
    connect(m_showReview, &QPushButton::clicked, this, &SchoolWindow::showReview);
    layout->addWidget(m_finish);
    layout->addWidget(m_showReview);
    layout->addStretch();
    return row;
}

QWidget* SchoolWindow::buildReviewPage() {
    auto* page = new QWidget(this);
    auto* col = new QVBoxLayout(page);
    m_review = new QTextBrowser(page);
    m_review->setOpenLinks(false);
    m_review->setAccessibleName(tr("Exam review"));
    // An item's number opens it, locked, with its answer and the full feedback.
    connect(m_review, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("item")) select(m_lesson, url.path().toInt());
    });
    m_retake = new QPushButton(tr("Re&take Exam"), page);
    m_printResult = new QPushButton(tr("&Print Result Sheet…"), page);
    m_saveResult = new QPushButton(tr("Save Result as P&DF…"), page);
    // A retake throws the marked result away: asked first, and the result can be printed before.
    connect(m_retake, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("Retake Exam"),
                                  tr("Start the exam again? The answers and the result of this "
                                     "exam are cleared.")) == QMessageBox::Yes)
            retakeExam();
    });
    connect(m_printResult, &QPushButton::clicked, this, &SchoolWindow::printResult);
    connect(m_saveResult, &QPushButton::clicked, this, [this] {
        QString path = QFileDialog::getSaveFileName(this, tr("Save Result as PDF"),
                                                    resultFileName(), tr("PDF files (*.pdf)"));
        if (!path.isEmpty() && !path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            path += QStringLiteral(".pdf");
        if (!path.isEmpty() && !saveResult(path))
            QMessageBox::warning(this, tr("Save Result as PDF"),
                                 tr("The result sheet could not be written to %1.")
                                     .arg(QDir::toNativeSeparators(path)));
    });
    m_resultSaved = new QLabel(page);
    m_resultSaved->setObjectName(QStringLiteral("resultSaved"));
    m_resultSaved->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_printResult, m_saveResult, m_retake}) buttons->addWidget(b);
    buttons->addStretch();
    col->addWidget(m_review, 1);
    col->addWidget(m_resultSaved);
    col->addLayout(buttons);
    return page;
}

// A tester saw nothing after the PDF was written: the page now says where it went.
bool SchoolWindow::saveResult(const QString& path) {
    const bool saved = saveResultPdf(path);
    m_resultSaved->setText(
        saved ? tr("Result sheet saved to %1.").arg(QDir::toNativeSeparators(path)) : QString());
    return saved;
}

void SchoolWindow::restoreExams() {
    for (size_t i = 0; i < m_library->lessons().size(); ++i) restoreExam(int(i));
    m_pupil->setText(m_examRecords->pupil());
}

// The exam of lesson `index` as recorded, if one was (a lesson file opened again too).
void SchoolWindow::restoreExam(int index) {
    const school::Lesson& lesson = m_library->lessons()[size_t(index)].lesson;
    if (const auto record = m_examRecords->find(QString::fromStdString(lesson.id)))
        m_exams[index] = app::ExamRecords::rebuild(lesson, *record);
}

void SchoolWindow::storeExam() {
    if (m_lesson >= 0) currentExam();  // made if new
    storeExamOf(m_lesson);
}

void SchoolWindow::storeExamOf(int lesson) {
    const auto it = m_exams.find(lesson);
    if (lesson < 0 || it == m_exams.end()) return;
    m_examRecords->store(m_library->lessons()[size_t(lesson)].lesson, it->second,
                         {m_passMark->value(), QDate::currentDate(), m_pupil->text().trimmed()});
}

// Practice shows answers and hints: an exam left for practice would be open to them, so
// leaving ends it. Asked first; exams not begun are left alone.
bool SchoolWindow::leaveExams() {
    std::vector<int> running;
    for (const auto& [lesson, exam] : m_exams)
        if (!exam.finished() && exam.answered() > 0) running.push_back(lesson);
    if (running.empty()) return true;
    if (QMessageBox::question(this, tr("Leave the Exam"),
                              tr("Leaving exam mode finishes the exam as it stands: questions "
                                 "not answered count as wrong. Leave the exam?")) !=
        QMessageBox::Yes)
        return false;
    for (int lesson : running) {
        m_exams[lesson].finish();
        storeExamOf(lesson);
    }
    return true;
}

// The questions of the lesson shown: an exam of demonstrations alone has nothing to finish.
int SchoolWindow::questionCount() const {
    if (m_lesson < 0) return 0;
    int n = 0;
    for (const school::Item& item : m_library->lessons()[size_t(m_lesson)].lesson.items)
        n += item.kind != QuestionKind::Watch;
    return n;
}

QString SchoolWindow::resultFileName() const {
    if (m_lesson < 0) return {};
    QString name = QString::fromStdString(m_library->lessons()[size_t(m_lesson)].lesson.id);
    if (const QString pupil = m_pupil->text().trimmed(); !pupil.isEmpty())
        name += QLatin1Char('-') + pupil;
    return sheetFileName(name);
}

// A finished exam is marked as it was on the day: its pass mark and date come from the record,
// and the pass mark cannot be changed until a retake.
std::optional<app::ExamRecord> SchoolWindow::finishedRecord() const {
    if (m_lesson < 0 || !exam().finished()) return std::nullopt;
    auto record = m_examRecords->find(
        QString::fromStdString(m_library->lessons()[size_t(m_lesson)].lesson.id));
    if (!record || !record->finished || record->passMark <= 0) return std::nullopt;
    return record;
}

int SchoolWindow::examPassMark() const {
    const auto record = finishedRecord();
    return record ? record->passMark : m_passMark->value();
}

QDate SchoolWindow::examDate() const {
    const auto record = finishedRecord();
    return record && record->finishedOn.isValid() ? record->finishedOn : QDate::currentDate();
}

school::Exam& SchoolWindow::currentExam() {
    auto [it, made] = m_exams.try_emplace(m_lesson);
    if (made && m_lesson >= 0)
        it->second.start(m_library->lessons()[size_t(m_lesson)].lesson.items);
    return it->second;
}

const school::Exam& SchoolWindow::exam() const {
    static const school::Exam none;
    const auto it = m_exams.find(m_lesson);
    return it == m_exams.end() ? none : it->second;
}

int SchoolWindow::examScore() const {
    return exam().percent();
}

void SchoolWindow::setPupilName(const QString& name) {
    m_pupil->setText(name);
    m_examRecords->setPupil(name.trimmed());
}

// The answer is checked and kept once; the progress file gets this one result, which no later
// click can change.
bool SchoolWindow::submitExamAnswer(const school::Item& item) {
    school::Exam& e = currentExam();
    if (!e.submit(size_t(m_item), item, *m_answer, m_answers->response())) return false;
    m_progress->record(QString::fromStdString(item.lessonId), QString::fromStdString(item.id),
                       e.entry(size_t(m_item)).feedback.correct, 0);
    storeExam();  // kept across a restart, locked as it is now
    m_finishWarned = false;
    showExamState(item);
    showExamButtons();
    m_region->say(m_feedback->toPlainText());
    fillTree();
    m_check->isEnabled() ? focusAnswer() : m_next->setFocus(Qt::OtherFocusReason);
    return true;
}

// A submitted item shows its answer again, locked; after the exam, with the full feedback.
void SchoolWindow::showExamState(const school::Item& item) {
    const school::Exam& e = currentExam();
    const size_t i = size_t(m_item);
    if (!e.isLocked(i)) return;
    const school::ExamEntry& entry = e.entry(i);
    if (entry.submitted) m_answers->setResponse(entry.response);
    m_answers->setLocked(true);
    m_check->setEnabled(false);
    if (!e.finished()) {
        m_feedback->setHtml(tr("Answer recorded (%1 of %2 answered). It cannot be changed.")
                                .arg(e.answered())
                                .arg(e.size())
                                .toHtmlEscaped());
        return;
    }
    QList<QImage> none;
    m_feedback->setHtml(examItemHtml(i, item, *m_answer, false, none));
}

void SchoolWindow::showExamButtons() {
    const bool exam = m_mode == Mode::Exam;
    const bool finished = exam && this->exam().finished();
    m_finish->setVisible(exam && !finished && questionCount() > 0);
    // While the pupil sits the exam, no answer key is printed from this window.
    const bool sitting = exam && !finished;
    m_printKey->setEnabled(!sitting);
    m_mockExam->setEnabled(!sitting);
    m_finish->setText(m_finishWarned ? tr("&Finish Anyway") : tr("&Finish Exam"));
    m_showReview->setVisible(finished);
    const auto record = finishedRecord();
    if (record) m_passMark->setValue(record->passMark);
    m_passMark->setEnabled(!record);
}

bool SchoolWindow::finishExam() {
    if (m_mode != Mode::Exam || m_lesson < 0 || questionCount() == 0) return false;
    school::Exam& e = currentExam();
    if (!e.finished()) {
        const std::vector<size_t> open = e.unanswered();
        if (!open.empty() && !m_finishWarned) {
            // Said before it counts: an unanswered item is wrong, and the pupil may have missed it.
            QStringList links;
            for (size_t i : open)
                links << QStringLiteral("<a href=\"item:%1\">%2</a>").arg(i).arg(i + 1);
            m_finishWarned = true;
            m_feedback->setHtml(
                app::englishPlural(tr("No answer for %n item(s): %1. They count as wrong. Press "
                                      "Finish Anyway to finish the exam.",
                                      "", int(open.size())))
                    .arg(links.join(QStringLiteral(", "))));
            m_region->say(m_feedback->toPlainText());
            showExamButtons();
            return false;
        }
        e.finish();
        storeExam();
    }
    m_finishWarned = false;
    showExamButtons();  // the pass mark is locked from now on
    showReview();
    return true;
}

void SchoolWindow::retakeExam() {
    if (m_lesson < 0) return;
    currentExam().start(m_library->lessons()[size_t(m_lesson)].lesson.items);
    storeExam();
    m_finishWarned = false;
    select(m_lesson, 0);
}

void SchoolWindow::showReview() {
    QList<QImage> none;
    m_review->setHtml(resultHtml(false, none));
    m_pages->setCurrentIndex(1);
    fillTree();
    m_region->say(examSummary());
    m_review->setFocus(Qt::OtherFocusReason);
}

bool SchoolWindow::reviewShown() const {
    return m_pages->currentIndex() == 1;
}

QString SchoolWindow::reviewText() const {
    return m_review->toPlainText();
}

QString SchoolWindow::examSummary() const {
    const school::Exam& e = exam();
    const bool passed = e.passed(examPassMark());
    QString text = tr("%1 of %2 right: %3 %. The pass mark is %4 %: %5.")
                       .arg(e.right())
                       .arg(e.size())
                       .arg(e.percent())
                       .arg(examPassMark())
                       .arg(passed ? tr("passed") : tr("not passed"));
    if (const size_t open = e.size() - e.answered(); open > 0)
        text +=
            QLatin1Char(' ') + app::englishPlural(tr("No answer for %n item(s).", "", int(open)));
    return text;
}

// One item of the review: the question, the pupil's answer marked right or wrong, the right
// answer with its article and the rest of the ruling, and why a wrong answer is wrong.
QString SchoolWindow::examItemHtml(size_t index, const school::Item& item,
                                   const school::Answer& answer, bool forPrint,
                                   QList<QImage>& images) const {
    const school::ExamEntry& entry = exam().entry(index);
    const QString number =
        forPrint ? QString::number(index + 1)
                 : QStringLiteral("<a href=\"item:%1\">%2</a>").arg(index).arg(index + 1);
    QString cell = QStringLiteral("<p><b>%1.</b> %2</p>")
                       .arg(number, SchoolTexts::question(item, answer).toHtmlEscaped());
    const QString given =
        entry.submitted ? SchoolTexts::response(item, entry.response) : tr("no answer");
    const QString verdict = entry.feedback.correct ? tr("✓ right") : tr("✗ wrong");
    cell += QStringLiteral("<p>%1 <b>%2</b></p>")
                .arg(tr("Your answer: %1.").arg(given).toHtmlEscaped(), verdict.toHtmlEscaped());
    cell += QStringLiteral("<p>%1</p>").arg(SchoolTexts::rightAnswer(item, answer).toHtmlEscaped());
    if (!entry.feedback.correct)
        cell += QStringLiteral("<p>%1</p>")
                    .arg(tr("What decides it: %1")
                             .arg(SchoolTexts::reason(item, answer))
                             .toHtmlEscaped());
    for (school::Misconception m : entry.feedback.misconceptions)
        cell +=
            QStringLiteral("<p>%1</p>").arg(SchoolTexts::misconception(m, answer).toHtmlEscaped());
    if (!forPrint) return cell;
    return sheetItemBlock(item, cell, images);
}

QString SchoolWindow::resultHtml(bool forPrint, QList<QImage>& images) const {
    if (m_lesson < 0) return {};
    const school::Lesson& lesson = m_library->lessons()[size_t(m_lesson)].lesson;
    QString html =
        QStringLiteral("<h1>%1</h1>")
            .arg(tr("Exam: %1").arg(QString::fromStdString(lesson.title)).toHtmlEscaped());
    const auto record = finishedRecord();
    const QString name =
        record && !record->pupil.isEmpty() ? record->pupil : m_pupil->text().trimmed();
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Pupil: %1 · %2")
                         .arg(name.isEmpty() ? QStringLiteral("______________________") : name,
                              QLocale().toString(examDate(), QLocale::LongFormat))
                         .toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b></p>").arg(examSummary().toHtmlEscaped());
    for (size_t i = 0; i < lesson.items.size(); ++i) {
        const school::Item& item = lesson.items[i];
        if (item.kind == QuestionKind::Watch) continue;
        const auto answer = school::answerOf(item);
        if (!answer) continue;
        html += examItemHtml(i, item, *answer, forPrint, images);
        if (!forPrint) html += QStringLiteral("<hr>");
    }
    return html;
}

}  // namespace remis::gui
