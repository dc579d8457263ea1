// SchoolWindow (Help > Rules School): the lessons on the left, the position (two, side by side,
// for "the same position?"), the question and its answer widgets, hints in three steps and
// feedback that cites the article, names the misconception and links the earlier
// occurrences. Three modes: practice (hints, feedback, progress saved), exam (no hints or
// feedback until the end, a pass mark, a printable question sheet and answer key) and
// presenter (full screen, a large board, nothing recorded).
#pragma once

#include <QWidget>
#include <memory>

#include "app/school/schoollibrary.h"
#include "app/school/schoolprogress.h"
#include "core/school/schoolanswer.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace remis::gui {

class LiveRegion;

class AnswerPanel;
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
    const app::SchoolLibrary& library() const { return *m_library; }
    app::SchoolProgress& progress() { return *m_progress; }
    AnswerPanel* answers() const { return m_answers; }
    QString feedbackText() const;
    // Checks the answer given (as the Check button does); false when none is given.
    bool checkAnswer();
    void showHint();
    void focusAnswer();     // after Check: back on the answer widget
    int examScore() const;  // percent of the exam's items answered right so far
    // Loads a lesson file (its problems join the list shown) and shows its first item.
    bool openLessonFile(const QString& path);

signals:
    // A demonstration asks to be played on the main board (with a real clock for flag falls).
    void demonstrationRequested(const QString& id);

private:
    void build();
    QWidget* buildLessonPane();
    QWidget* buildQuestionPane();
    void fillTree();
    void showProblems();
    void applyTabOrder();
    void showItem();
    void showPly(int ply);
    void finishExam();
    void printSheet(bool withAnswers);
    QString sheetHtml(bool withAnswers, QList<QImage>& images) const;
    const school::Item* current() const;
    void markTreeItem(QTreeWidgetItem* row, const school::Item& item);

    std::unique_ptr<app::SchoolLibrary> m_library;
    std::unique_ptr<app::SchoolProgress> m_progress;
    Mode m_mode = Mode::Practice;
    int m_lesson = -1, m_item = -1, m_hints = 0, m_watchPly = 0;
    std::optional<school::Answer> m_answer;
    QString m_feedbackHtml;         // the last check's feedback, kept above the hints
    std::vector<bool> m_examRight;  // per item of the lesson, in exam mode
    QTreeWidget* m_tree;
    QLabel* m_problems;
    QComboBox* m_modeBox;
    QSpinBox* m_passMark;
    PositionPicture* m_left;
    PositionPicture* m_right;
    QLabel* m_question;
    QLabel* m_text;
    AnswerPanel* m_answers;
    QTextBrowser* m_feedback;
    LiveRegion* m_region;  // the feedback and hints, spoken as they appear
    QPushButton *m_hint, *m_check, *m_next, *m_prevPly, *m_nextPly, *m_play, *m_resetItem,
        *m_resetLesson, *m_printSheet, *m_printKey, *m_openLesson;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
