// SchoolWindow (Help > Rules School): the lessons on the left, the position (two, side by side,
// for "the same position?"), the question and its answer widgets, hints in three steps and
// feedback that cites the article, names the misconception and links the earlier
// occurrences. Three modes: practice (hints, feedback, progress saved), exam (no hints or
// feedback until the end, each answer locked once submitted, a pass mark, then a review of
// every item, a retake and a printable result sheet, besides the question sheet and answer
// key) and presenter (full screen, a large board, nothing recorded).
#pragma once

#include <QWidget>
#include <map>
#include <memory>

#include "app/school/examrecords.h"
#include "app/school/schoollibrary.h"
#include "app/school/schoolplace.h"
#include "app/school/schoolprogress.h"
#include "core/school/exam.h"
#include "core/school/schoolanswer.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QStackedLayout;
class QTextDocument;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QSplitter;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace remis::gui {

class LiveRegion;

class AnswerPanel;
class LessonTree;
class HistoryStrip;
class PositionPicture;

class SchoolWindow : public QWidget {
    Q_OBJECT
public:
    enum class Mode { Practice, Exam, Presenter };
    SchoolWindow(std::unique_ptr<app::SchoolLibrary> library,
                 std::unique_ptr<app::SchoolProgress> progress, QWidget* parent = nullptr);
    ~SchoolWindow() override;

    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    bool select(int lesson, int item);
    std::pair<int, int> currentIndex() const { return {m_lesson, m_item}; }  // lesson, item shown
    const app::SchoolLibrary& library() const { return *m_library; }
    app::SchoolProgress& progress() { return *m_progress; }
    AnswerPanel* answers() const { return m_answers; }
    HistoryStrip* history() const { return m_history; }
    PositionPicture* board() const { return m_left; }
    QString feedbackText() const;
    // Checks the answer given (as the Check button does); false when none is given.
    bool checkAnswer();
    void showHint();
    void focusAnswer();     // after Check: back on the answer widget
    int examScore() const;  // percent of the exam's items answered right so far, rounded
    // The exam of the lesson shown (started clean on first use).
    const school::Exam& exam() const;
    // Finish Exam: with items unanswered, the first press warns and names them and a second
    // finishes; returns true when the exam is finished and its review shown.
    bool finishExam();
    void retakeExam();           // a clean exam of the same lesson, from its first item
    QString reviewText() const;  // the review as shown, in plain text
    bool reviewShown() const;
    // The result sheet (name, score, every item with its diagram, moves, the pupil's answer,
    // the right one, the article and the explanation) written as a PDF.
    bool saveResultPdf(const QString& path) const;
    // The same, and the review page says where it went (or nothing, on failure).
    bool saveResult(const QString& path);
    void setPupilName(const QString& name);
    // The question sheet (or the answer key) of the lesson shown, as plain text.
    QString sheetText(bool withAnswers) const;
    // Loads a lesson file (its problems join the list shown) and shows its first item.
    bool openLessonFile(const QString& path);

protected:
    void resizeEvent(QResizeEvent* event) override;

signals:
    // A demonstration asks to be played on the main board (with a real clock for flag falls).
    void demonstrationRequested(const QString& id);

private:
    void build();
    QWidget* buildLessonPane();
    QWidget* buildQuestionPane();
    void fillTree();
    QString examCount(int lesson, const school::Lesson& l) const;  // the lesson list's count
    void showProblems();
    void applyTabOrder();
    void fitTextHeights();
    // The lesson list as wide as its longest name, up to a quarter of the window (longer
    // names wrap), until the user drags the divider.
    void fitLessonPane();
    void showItem();
    void showPly(int ply);
    void markDemonstrationDone(const school::Item& item);
    QWidget* buildExamButtons(QWidget* pane);
    QWidget* buildReviewPage();
    void printSheet(bool withAnswers);
    void printResult();
    QString sheetHtml(bool withAnswers, QList<QImage>& images) const;
    static QString itemTable(qsizetype image, const QString& cell);
    QString itemFactsHtml(const school::Item& item, QList<QImage>& images) const;
    QString resultHtml(bool forPrint, QList<QImage>& images) const;
    QString examItemHtml(size_t index, const school::Item& item, const school::Answer& answer,
                         bool forPrint, QList<QImage>& images) const;
    QString examSummary() const;
    school::Exam& currentExam();
    void restoreExams();  // the exams as they were left, from the exam records
    // The lesson files opened last time, the mode and the item shown, as they were left (the
    // presenter's full screen comes back as practice); false when there was no place kept.
    bool restorePlace();
    void keepPlace();  // the mode and the item shown, into the place file
    void restoreExam(int lesson);
    int questionCount() const;       // of the lesson shown
    QString resultFileName() const;  // the result sheet's suggested file name
    void storeExam();                // the exam shown, into the exam records
    void storeExamOf(int lesson);
    // Before leaving exam mode: asks, and finishes every exam in progress as it stands; false
    // when the pupil stays in the exam.
    bool leaveExams();
    std::optional<app::ExamRecord> finishedRecord() const;  // the exam shown, if finished
    int examPassMark() const;  // the finished exam's recorded mark, else the box's
    QDate examDate() const;    // the day the exam shown was finished, else today
    bool submitExamAnswer(const school::Item& item);
    void showExamState(const school::Item& item);
    void showReview();
    void showExamButtons();
    const school::Item* current() const;
    void markTreeItem(QTreeWidgetItem* row, const school::Item& item);
    QString examMark(int lesson, size_t index) const;

    std::unique_ptr<app::SchoolLibrary> m_library;
    std::unique_ptr<app::SchoolProgress> m_progress;
    std::unique_ptr<app::ExamRecords> m_examRecords;  // beside the progress file
    std::unique_ptr<app::SchoolPlace> m_place;        // beside it too
    Mode m_mode = Mode::Practice;
    int m_lesson = -1, m_item = -1, m_hints = 0;
    bool m_answerShown = false;  // the item's answer was shown (checked, or the last hint)
    std::optional<school::Answer> m_answer;
    QString m_feedbackHtml;  // the last check's feedback, kept above the hints
    // The exams, by lesson index (lessons are only ever added, so an index stays its lesson).
    std::map<int, school::Exam> m_exams;
    bool m_finishWarned = false;  // the unanswered items were named; the next press finishes
    QSplitter* m_split;
    bool m_lessonPaneDragged = false;
    LessonTree* m_tree;
    QLabel* m_problems;
    QComboBox* m_modeBox;
    QSpinBox* m_passMark;
    PositionPicture* m_left;
    PositionPicture* m_right;
    HistoryStrip* m_history;
    QLabel* m_question;
    QScrollArea *m_questionScroll, *m_answerScroll;
    QPlainTextEdit* m_text;  // the teacher's explanation
    AnswerPanel* m_answers;
    QTextBrowser* m_feedback;
    LiveRegion* m_region;     // the feedback and hints, spoken as they appear
    QStackedLayout* m_pages;  // the item, or the exam's review
    QTextBrowser* m_review;
    QLineEdit* m_pupil;
    QPushButton *m_finish, *m_showReview, *m_retake, *m_printResult, *m_saveResult;
    QLabel* m_resultSaved;  // "Result sheet saved to …" after Save Result as PDF
    QPushButton *m_hint, *m_check, *m_next, *m_prevPly, *m_nextPly, *m_play, *m_resetItem,
        *m_resetLesson, *m_printSheet, *m_printKey, *m_mockExam, *m_openLesson;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
