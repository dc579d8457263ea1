// The mock arbiters' exam (School window, "Mock Exam…"): the teacher picks the number of
// questions, the topics and a seed, and saves the question paper and its answer key as PDFs.
// The paper lists each question with its diagram, the moves and facts it rests on and, for a
// multiple-choice question, its options lettered (a), (b), ...; position questions (moves to
// write, a number, steps in order) leave a line; the earlier occurrences of a repeated position
// are not marked on it (they would answer the question). The key gives each question with its
// diagram and moves, the occurrences marked (issue 22), its answer's letter and words with its
// article and the reason, and the pass mark (80 % by default).
#pragma once

#include <QCoreApplication>
#include <QDialog>
#include <QImage>
#include <QList>
#include <vector>

#include "app/school/schoollibrary.h"
#include "core/school/mockexam.h"
#include "core/school/schoolanswer.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace remis::gui {

class MockExamPaper {
    Q_DECLARE_TR_FUNCTIONS(remis::gui::MockExamPaper)
public:
    // Every question of the library's lessons that the arbiter can answer.
    static std::vector<const school::Item*> pool(const app::SchoolLibrary& library);
    static std::vector<const school::Item*> pick(const app::SchoolLibrary& library,
                                                 const school::MockExamSpec& spec);
    // The question paper (withAnswers false) or the answer key, as HTML with its diagrams.
    static QString html(const std::vector<const school::Item*>& items,
                        const school::MockExamSpec& spec, bool withAnswers, QList<QImage>& images);
    static QString text(const std::vector<const school::Item*>& items,
                        const school::MockExamSpec& spec, bool withAnswers);
    static bool savePdf(const QString& path, const std::vector<const school::Item*>& items,
                        const school::MockExamSpec& spec, bool withAnswers);
    // Where the pupil answers on paper, as HTML: the options lettered with a box to tick, the
    // steps lettered to put in order, or a line to write on.
    static QString answerSpace(const school::Item& item, const school::Answer& a);
};

class MockExamDialog : public QDialog {
    Q_OBJECT
public:
    explicit MockExamDialog(const app::SchoolLibrary& library, QWidget* parent = nullptr);
    school::MockExamSpec spec() const;
    void setSpec(const school::MockExamSpec& spec);
    std::vector<const school::Item*> paper() const;
    // Writes the question paper or the answer key of the paper set now.
    bool save(const QString& path, bool withAnswers) const;
    // save(), then the dialog says where the file went, or warns that it could not be written.
    bool saveTo(const QString& path, bool withAnswers);
    QString savedNote() const;  // "Question paper saved to ...", empty before a save

    // What the paper set now is short of ("Tick at least one topic.", or fewer questions than
    // asked); empty when it is as asked.
    QString shortfall() const;
    bool canSave() const;  // at least one topic ticked

private:
    void saveAs(bool withAnswers);
    void showShortfall();

    const app::SchoolLibrary& m_library;
    QSpinBox *m_items, *m_seed, *m_passMark;
    QLabel* m_shortfall;
    QLabel* m_saved;
    QPushButton *m_savePaper, *m_saveKey;
    std::vector<std::pair<school::QuestionKind, QCheckBox*>> m_topics;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
