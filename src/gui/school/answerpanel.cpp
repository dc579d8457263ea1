#include "gui/school/answerpanel.h"

#include <QButtonGroup>
#include <QLabel>
#include <QListWidget>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "app/text/schooltexts.h"
#include "core/board/notation.h"
#include "gui/school/choicebutton.h"

namespace remis::gui {

using app::SchoolTexts;
using school::QuestionKind;

AnswerPanel::AnswerPanel(QWidget* parent)
    : QWidget(parent), m_layout(new QVBoxLayout(this)), m_choices(new QButtonGroup(this)) {
    m_layout->setContentsMargins(0, 0, 0, 0);
    connect(m_choices, &QButtonGroup::idClicked, this, &AnswerPanel::changed);
}

void AnswerPanel::clear() {
    for (QAbstractButton* b : m_choices->buttons()) m_choices->removeButton(b);
    while (QLayoutItem* child = m_layout->takeAt(0)) {
        delete child->widget();
        delete child;
    }
    m_list = nullptr;
    m_number = nullptr;
    m_offered.clear();
    m_moves.clear();
}

void AnswerPanel::ask(const school::Item& item, const school::Answer& answer) {
    clear();
    m_kind = item.kind;
    switch (item.kind) {
        case QuestionKind::Watch:
            break;
        case QuestionKind::ClaimMoves: {
            m_list = new QListWidget(this);
            m_list->setAccessibleName(tr("Moves that make a correct claim"));
            const Position pos = item.position();
            for (Move m : answer.legalMoves) {
                auto* row = new QListWidgetItem(app::SchoolTexts::moveText(pos, m), m_list);
                row->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                row->setCheckState(Qt::Unchecked);
                m_moves.push_back(m);
            }
            connect(m_list, &QListWidget::itemChanged, this, &AnswerPanel::changed);
            m_layout->addWidget(m_list);
            break;
        }
        case QuestionKind::MovesUntilClaim:
            m_number = new QSpinBox(this);
            // -1 is "no number yet", shown blank, so that Check can tell a pupil who gave no
            // answer from one who answered 0.
            m_number->setRange(-1, 200);
            m_number->setSpecialValueText(QStringLiteral(" "));
            m_number->setValue(-1);
            m_number->setSuffix(tr(" half-moves"));
            m_number->setAccessibleName(tr("Number of half-moves"));
            connect(m_number, &QSpinBox::valueChanged, this, &AnswerPanel::changed);
            m_layout->addWidget(m_number);
            break;
        case QuestionKind::Procedure: {
            m_layout->addWidget(new QLabel(
                tr("Tick the steps the player must take and drag them into order:"), this));
            m_list = new QListWidget(this);
            m_list->setDragDropMode(QAbstractItemView::InternalMove);
            m_list->setAccessibleName(tr("Steps, in order"));
            for (school::Step s : answer.offeredSteps) {
                auto* row = new QListWidgetItem(SchoolTexts::step(s), m_list);
                row->setData(Qt::UserRole, int(s));
                row->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsDragEnabled |
                              Qt::ItemIsSelectable);
                row->setCheckState(Qt::Unchecked);
            }
            connect(m_list, &QListWidget::itemChanged, this, &AnswerPanel::changed);
            m_layout->addWidget(m_list);
            break;
        }
        default:
            m_offered = answer.offered;
            for (size_t i = 0; i < m_offered.size(); ++i) {
                auto* b = new ChoiceButton(SchoolTexts::choice(m_offered[i]), this);
                m_choices->addButton(b, int(i));
                m_layout->addWidget(b);
            }
    }
    m_layout->addStretch();
}

school::Response AnswerPanel::response() const {
    school::Response r;
    switch (m_kind) {
        case QuestionKind::ClaimMoves:
            for (int i = 0; i < m_list->count(); ++i)
                if (m_list->item(i)->checkState() == Qt::Checked)
                    r.moves.push_back(m_moves[size_t(i)]);
            break;
        case QuestionKind::MovesUntilClaim:
            r.number = m_number->value();
            break;
        case QuestionKind::Procedure:
            for (int i = 0; i < m_list->count(); ++i)
                if (m_list->item(i)->checkState() == Qt::Checked)
                    r.steps.push_back(school::Step(m_list->item(i)->data(Qt::UserRole).toInt()));
            break;
        case QuestionKind::Watch:
            break;
        default:
            if (m_choices->checkedId() >= 0)
                r.choices = {m_offered[size_t(m_choices->checkedId())]};
    }
    return r;
}

bool AnswerPanel::hasResponse() const {
    switch (m_kind) {
        case QuestionKind::ClaimMoves:
            return true;
        case QuestionKind::MovesUntilClaim:
            return m_number->value() >= 0;
        case QuestionKind::Procedure:
            return !response().steps.empty();
        case QuestionKind::Watch:
            return false;
        default:
            return m_choices->checkedId() >= 0;
    }
}

void AnswerPanel::setResponse(const school::Response& r) {
    switch (m_kind) {
        case QuestionKind::ClaimMoves:
            for (int i = 0; i < m_list->count(); ++i)
                m_list->item(i)->setCheckState(std::ranges::find(r.moves, m_moves[size_t(i)]) !=
                                                       r.moves.end()
                                                   ? Qt::Checked
                                                   : Qt::Unchecked);
            break;
        case QuestionKind::MovesUntilClaim:
            m_number->setValue(r.number);
            break;
        case QuestionKind::Procedure:
            // The ticked steps first, in the order given, then the others unticked.
            for (size_t pos = 0; pos < r.steps.size(); ++pos)
                for (int i = 0; i < m_list->count(); ++i)
                    if (m_list->item(i)->data(Qt::UserRole).toInt() == int(r.steps[pos])) {
                        QListWidgetItem* row = m_list->takeItem(i);
                        m_list->insertItem(int(pos), row);
                        break;
                    }
            for (int i = 0; i < m_list->count(); ++i)
                m_list->item(i)->setCheckState(i < int(r.steps.size()) ? Qt::Checked
                                                                       : Qt::Unchecked);
            break;
        case QuestionKind::Watch:
            break;
        default:
            for (size_t i = 0; i < m_offered.size(); ++i)
                if (!r.choices.empty() && m_offered[i] == r.choices.front())
                    m_choices->button(int(i))->setChecked(true);
    }
}

void AnswerPanel::setLocked(bool locked) {
    for (QWidget* w : findChildren<QWidget*>()) w->setEnabled(!locked);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
