// AnswerPanel: the widgets a pupil answers with, made for each kind of question: one choice
// (radio buttons), every move that makes a claim (a list of legal moves to tick), a number,
// or steps put in order (ticked and dragged). It reads the answer back as a core Response.
#pragma once

#include <QWidget>

#include "core/school/schoolanswer.h"

class QButtonGroup;
class QListWidget;
class QSpinBox;
class QVBoxLayout;

namespace remis::gui {

class AnswerPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnswerPanel(QWidget* parent = nullptr);
    void ask(const school::Item& item, const school::Answer& answer);
    school::Response response() const;
    // False while nothing is chosen: no option picked, no step ticked, no number given. A list
    // of moves with none ticked is an answer ("no move makes a claim").
    bool hasResponse() const;
    // Shows a response given before (an exam's submitted answer, shown again locked).
    void setResponse(const school::Response& response);
    void setLocked(bool locked);  // after an answer in exam mode, or while showing feedback

signals:
    void changed();

private:
    void clear();

    QVBoxLayout* m_layout;
    QButtonGroup* m_choices;
    QListWidget* m_list = nullptr;
    QSpinBox* m_number = nullptr;
    school::QuestionKind m_kind = school::QuestionKind::Watch;
    std::vector<school::Choice> m_offered;
    std::vector<Move> m_moves;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
