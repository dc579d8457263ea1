// SchoolWindow, second part: showing an item, checking answers, hints, the modes, and the
// printed exam sheets.
#include <QApplication>
#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedLayout>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QTreeWidget>

#include "app/text/schooltexts.h"
#include "gui/school/answerpanel.h"
#include "gui/school/historystrip.h"
#include "gui/school/lessontree.h"
#include "gui/school/positionpicture.h"
#include "gui/school/schoolwindow.h"
#include "gui/window/liveregion.h"

namespace remis::gui {

using app::SchoolTexts;
using school::QuestionKind;

void SchoolWindow::showItem() {
    const school::Item* item = current();
    if (!item) return;
    auto answer = school::answerOf(*item);
    m_answer = answer ? std::optional<school::Answer>(*answer) : std::nullopt;
    m_hints = 0;
    m_answerShown = false;
    m_feedback->clear();
    const bool watch = item->kind == QuestionKind::Watch;
    const bool same = item->kind == QuestionKind::SamePosition;
    m_right->setVisible(same);
    if (same) {
        const std::vector<Square> marks = m_answer ? m_answer->differences : std::vector<Square>{};
        m_right->setPosition(item->position(), marks, tr("now"));
    }
    // Issue 22's occurrence marks teach; in an exam they would count the repetitions for the
    // pupil, so they come back only with the review, once the exam is finished.
    m_history->setItem(*item, m_mode != Mode::Exam || exam().finished());
    // A demonstration starts from its beginning; "the same position?" at the earlier position
    // it compares; every other question at the position asked about.
    showPly(watch ? 0 : same ? item->compareWithPly : item->ply());
    m_question->setText(m_answer ? SchoolTexts::question(*item, *m_answer)
                                 : tr("This item cannot be asked."));
    QString text = QString::fromStdString(item->text);
    if (!item->source.empty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) +
                tr("Source: %1").arg(QString::fromStdString(item->source));
    m_text->setPlainText(text);
    // Read whole when the focus comes to it; an item without text takes no Tab stop.
    m_text->setAccessibleDescription(text);
    m_text->setFocusPolicy(text.isEmpty() ? Qt::NoFocus : Qt::StrongFocus);
    if (m_answer) m_answers->ask(*item, *m_answer);
    applyTabOrder();
    m_play->setVisible(watch);
    fitTextHeights();
    // Again once the new options are polished (their font and style settle when shown).
    QTimer::singleShot(0, this, &SchoolWindow::fitTextHeights);
    m_check->setVisible(!watch);
    m_check->setText(m_mode == Mode::Exam ? tr("&Submit") : tr("&Check"));
    m_check->setEnabled(true);
    m_answers->setLocked(false);
    m_hint->setVisible(!watch && m_mode == Mode::Practice);
    m_hint->setEnabled(true);
    m_feedbackHtml.clear();
    if (m_mode == Mode::Exam) showExamState(*item);
    showExamButtons();
    // A screen reader reads the new question (the list only names the item's kind); the
    // position is read on the diagram, a Tab stop.
    if (isVisible()) m_region->say(m_question->text());
}

// The question keeps four lines and the teacher's text seven of the current font (larger in
// presenter mode), so the answers stay in place from one item to the next; a demonstration,
// with no answers, gives its text the room (most of the pane's height). Longer texts scroll.
void SchoolWindow::fitTextHeights() {
    const school::Item* item = current();
    const bool watch = item && item->kind == QuestionKind::Watch;
    const int line = QFontMetrics(m_question->font()).lineSpacing();
    m_questionScroll->setFixedHeight(line * 4 + 4);
    const int frame = 2 * m_text->frameWidth() + 2 * int(m_text->document()->documentMargin());
    m_text->setMinimumHeight(line * 7 + frame);
    m_text->setMaximumHeight(watch ? QWIDGETSIZE_MAX : line * 7 + frame);
    if (auto* col = qobject_cast<QBoxLayout*>(m_text->parentWidget()->layout()))
        col->setStretchFactor(m_text, watch ? 4 : 0);
    m_answerScroll->setVisible(!watch);
    // The options' wrapped height at the width there is; the scroll area scrolls beyond it.
    // (-1: the answers do not wrap, as a list of moves; their own minimum holds.)
    m_answers->setMinimumHeight(
        std::max(0, m_answers->heightForWidth(m_answerScroll->viewport()->width())));
}

void SchoolWindow::showPly(int ply) {
    const school::Item* item = current();
    if (!item) return;
    ply = std::clamp(ply, 0, item->ply());
    m_history->setPly(ply);
    // "The same position?" keeps the position now on the right; the left steps through the
    // moves, with the differences marked at the ply it asks about.
    const bool compared = item->kind == QuestionKind::SamePosition && ply == item->compareWithPly;
    const std::vector<Square> marks =
        compared && m_answer ? m_answer->differences : std::vector<Square>{};
    // A caption, not a phrase inside a sentence ("compared with the start"): its own words.
    const QString caption = ply <= 0 ? tr("Start position") : SchoolTexts::plyName(*item, ply);
    m_left->setPosition(item->positionAt(ply), marks, caption);
    m_left->show();
    // A demonstration counts as done once its last move is shown, not when the pupil arrows
    // past it in the lesson list.
    if (item->kind == QuestionKind::Watch && ply == item->ply()) markDemonstrationDone(*item);
}

void SchoolWindow::markDemonstrationDone(const school::Item& item) {
    if (m_mode != Mode::Practice) return;
    const QString lesson = QString::fromStdString(item.lessonId);
    const QString id = QString::fromStdString(item.id);
    if (m_progress->item(lesson, id).solved) return;
    m_progress->record(lesson, id, true, 0);
    fillTree();
}

QString SchoolWindow::feedbackText() const {
    return m_feedback->toPlainText();
}

bool SchoolWindow::checkAnswer() {
    const school::Item* item = current();
    if (!item || !m_answer || item->kind == QuestionKind::Watch) return false;
    if (m_mode == Mode::Exam && currentExam().isLocked(size_t(m_item))) return false;
    if (!m_answers->hasResponse()) {
        // Said, not silently ignored: the pupil may think the button is broken.
        m_feedback->setHtml(tr("Choose an answer first.").toHtmlEscaped());
        m_region->say(m_feedback->toPlainText());
        return false;
    }
    if (m_mode == Mode::Exam) return submitExamAnswer(*item);
    const school::Feedback f = school::check(*item, *m_answer, m_answers->response());
    // Once the answer has been shown (after a wrong answer, or by the last hint), choosing it
    // is no longer solving the item: the progress keeps what the pupil found alone.
    if (m_mode != Mode::Presenter && !m_answerShown)
        m_progress->record(QString::fromStdString(item->lessonId), QString::fromStdString(item->id),
                           f.correct, m_hints);
    m_answerShown = true;  // every checked answer is followed by the right one
    QStringList lines{f.correct ? tr("<b>Right.</b>") : tr("<b>Not right.</b>")};
    for (school::Misconception m : f.misconceptions)
        lines << SchoolTexts::misconception(m, *m_answer).toHtmlEscaped();
    // Every wrong answer names the fact of the position the rule turns on.
    if (!f.correct)
        lines
            << tr("What decides it: %1").arg(SchoolTexts::reason(*item, *m_answer)).toHtmlEscaped();
    lines << SchoolTexts::rightAnswer(*item, *m_answer).toHtmlEscaped();
    const bool aboutThisPosition =
        item->kind == QuestionKind::Claim || item->kind == QuestionKind::SamePosition;
    if (aboutThisPosition && m_answer->occurrencePlies.size() > 1)
        lines << tr("This position stood at: %1").arg(SchoolTexts::occurrenceLinks(*m_answer));
    m_feedbackHtml = lines.join(QStringLiteral("<br>"));
    m_feedback->setHtml(m_feedbackHtml);
    m_region->say(m_feedback->toPlainText());
    fillTree();
    focusAnswer();
    return true;
}

void SchoolWindow::showHint() {
    const school::Item* item = current();
    if (!item || !m_answer || m_mode != Mode::Practice || m_hints >= 3) return;
    ++m_hints;
    m_hint->setEnabled(m_hints < 3);
    if (m_hints == 3) m_answerShown = true;  // the last hint nearly gives the answer
    // The hints go under any feedback already shown, which stays.
    QStringList lines;
    if (!m_feedbackHtml.isEmpty()) lines << m_feedbackHtml;
    for (int level = 1; level <= m_hints; ++level)
        lines << tr("Hint %1: %2")
                     .arg(level)
                     .arg(SchoolTexts::hint(*item, *m_answer, level))
                     .toHtmlEscaped();
    m_feedback->setHtml(lines.join(QStringLiteral("<br>")));
    m_region->say(tr("Hint %1: %2").arg(m_hints).arg(SchoolTexts::hint(*item, *m_answer, m_hints)));
}

// After Check the focus goes back to the answer (the Check button keeps it otherwise), so that
// the pupil can change it and check again without searching for it.
void SchoolWindow::focusAnswer() {
    QWidget* focused = QApplication::focusWidget();
    if (focused && m_answers->isAncestorOf(focused)) return;
    for (QWidget* w : m_answers->findChildren<QWidget*>()) {
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)) {
            w->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
}

void SchoolWindow::setMode(Mode mode) {
    m_mode = mode;
    m_modeBox->setCurrentIndex(int(mode));
    m_passMark->setVisible(mode == Mode::Exam);
    m_pupil->setVisible(mode == Mode::Exam);
    m_finishWarned = false;
    QFont f = font();
    f.setPointSizeF(mode == Mode::Presenter ? QWidget::font().pointSizeF() * 1.6
                                            : QFont().pointSizeF());
    setFont(f);
    // The list is the teacher's way around, not what the class reads: it keeps its size,
    // and the buttons for preparing and printing give the board the room.
    QFont normal = QApplication::font();
    normal.setPointSizeF(normal.pointSizeF());  // set, not inherited from the window's
    m_tree->setFont(normal);
    for (QWidget* w :
         {m_resetItem, m_resetLesson, m_printSheet, m_printKey, m_mockExam, m_openLesson})
        w->setVisible(mode != Mode::Presenter);
    showProblems();
    if (mode == Mode::Presenter)
        showFullScreen();
    else if (isFullScreen())
        showNormal();
    m_pages->setCurrentIndex(0);
    showItem();
    fillTree();
    keepPlace();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
