// SchoolWindow, second part: showing an item, checking answers, hints, the modes, and the
// printed exam sheets.
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QTextDocument>

#include "app/text/schooltexts.h"
#include "gui/school/answerpanel.h"
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
    m_feedback->clear();
    const bool watch = item->kind == QuestionKind::Watch;
    m_watchPly = watch ? 0 : item->ply();
    const bool same = item->kind == QuestionKind::SamePosition;
    m_right->setVisible(same);
    if (same) {
        const std::vector<Square> marks = m_answer ? m_answer->differences : std::vector<Square>{};
        m_left->setPosition(item->positionAt(item->compareWithPly), marks,
                            SchoolTexts::plyName(*item, item->compareWithPly));
        m_right->setPosition(item->position(), marks, tr("now"));
    } else {
        showPly(m_watchPly);
    }
    m_question->setText(m_answer ? SchoolTexts::question(*item, *m_answer)
                                 : tr("This item cannot be asked."));
    QString text = QString::fromStdString(item->text);
    if (!item->source.empty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) +
                tr("Source: %1").arg(QString::fromStdString(item->source));
    m_text->setText(text);
    if (m_answer) m_answers->ask(*item, *m_answer);
    applyTabOrder();
    for (QPushButton* b : {m_prevPly, m_nextPly, m_play}) b->setVisible(watch);
    m_check->setVisible(!watch);
    m_hint->setVisible(!watch && m_mode == Mode::Practice);
    m_hint->setEnabled(true);
    m_feedbackHtml.clear();
    if (watch && m_mode == Mode::Practice)  // a demonstration counts as done once seen
        m_progress->record(QString::fromStdString(item->lessonId), QString::fromStdString(item->id),
                           true, 0);
}

void SchoolWindow::showPly(int ply) {
    const school::Item* item = current();
    if (!item) return;
    ply = std::clamp(ply, 0, item->ply());
    m_watchPly = ply;
    // A caption, not a phrase inside a sentence ("compared with the start"): its own words.
    m_left->setPosition(item->positionAt(ply), {},
                        ply <= 0 ? tr("Start position") : SchoolTexts::plyName(*item, ply));
    m_left->show();
}

QString SchoolWindow::feedbackText() const {
    return m_feedback->toPlainText();
}

bool SchoolWindow::checkAnswer() {
    const school::Item* item = current();
    if (!item || !m_answer || !m_answers->hasResponse()) return false;
    const school::Feedback f = school::check(*item, *m_answer, m_answers->response());
    if (m_mode != Mode::Presenter)
        m_progress->record(QString::fromStdString(item->lessonId), QString::fromStdString(item->id),
                           f.correct, m_hints);
    if (m_mode == Mode::Exam) {
        m_examRight[size_t(m_item)] = f.correct;
        m_feedback->setHtml(tr("Answer recorded.").toHtmlEscaped());
        m_region->say(m_feedback->toPlainText());
        fillTree();
        focusAnswer();
        return true;
    }
    QStringList lines{f.correct ? tr("<b>Right.</b>") : tr("<b>Not right.</b>")};
    for (school::Misconception m : f.misconceptions)
        lines << SchoolTexts::misconception(m, *m_answer).toHtmlEscaped();
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

int SchoolWindow::examScore() const {
    if (m_examRight.empty()) return 0;
    const auto right = std::count(m_examRight.begin(), m_examRight.end(), true);
    return int(right * 100 / qsizetype(m_examRight.size()));
}

void SchoolWindow::finishExam() {
    const int score = examScore();
    const bool passed = score >= m_passMark->value();
    QMessageBox::information(this, tr("Exam"),
                             tr("%1 % right; the pass mark is %2 %: %3.")
                                 .arg(score)
                                 .arg(m_passMark->value())
                                 .arg(passed ? tr("passed") : tr("not passed")));
}

void SchoolWindow::setMode(Mode mode) {
    m_mode = mode;
    m_modeBox->setCurrentIndex(int(mode));
    m_passMark->setVisible(mode == Mode::Exam);
    QFont f = font();
    f.setPointSizeF(mode == Mode::Presenter ? QWidget::font().pointSizeF() * 1.6
                                            : QFont().pointSizeF());
    setFont(f);
    if (mode == Mode::Presenter)
        showFullScreen();
    else if (isFullScreen())
        showNormal();
    if (m_lesson >= 0)
        m_examRight.assign(m_library->lessons()[size_t(m_lesson)].lesson.items.size(), false);
    showItem();
    fillTree();
}

QString SchoolWindow::sheetHtml(bool withAnswers, QList<QImage>& images) const {
    if (m_lesson < 0) return {};
    const app::LoadedLesson& l = m_library->lessons()[size_t(m_lesson)];
    QString html =
        QStringLiteral("<h1>%1</h1>").arg(QString::fromStdString(l.lesson.title).toHtmlEscaped());
    if (withAnswers) html += tr("<p><b>Answer key</b></p>");
    int n = 0;
    PositionPicture picture;
    for (const school::Item& item : l.lesson.items) {
        auto answer = school::answerOf(item);
        if (!answer || item.kind == QuestionKind::Watch) continue;
        ++n;
        // Everything the question rests on goes on paper: the moves played (for repetitions),
        // the halfmove clock and move number (for fifty moves), the teacher's text, the source.
        const Position pos = item.position();
        picture.setPosition(pos);
        images << picture.render(220);
        QStringList facts;
        if (!item.moves.empty()) facts << tr("Moves: %1").arg(SchoolTexts::history(item));
        facts
            << tr("Halfmove clock %1, move %2.").arg(pos.halfmoveClock()).arg(pos.fullmoveNumber());
        if (!item.text.empty()) facts << QString::fromStdString(item.text);
        if (!item.source.empty())
            facts << tr("Source: %1").arg(QString::fromStdString(item.source));
        QString cell = QStringLiteral("<p><b>%1.</b> %2</p>")
                           .arg(n)
                           .arg(SchoolTexts::question(item, *answer).toHtmlEscaped());
        for (const QString& f : facts) cell += QStringLiteral("<p>%1</p>").arg(f.toHtmlEscaped());
        cell += withAnswers ? QStringLiteral("<p><b>%1</b></p>")
                                  .arg(SchoolTexts::rightAnswer(item, *answer).toHtmlEscaped())
                            : tr("<p>Answer: ______________________________</p>");
        // One table per question: the diagram and its question stay side by side.
        html +=
            QStringLiteral(
                "<table width=\"100%\" cellpadding=\"6\" style=\"page-break-inside: avoid\"><tr>"
                "<td width=\"230\" valign=\"top\"><img src=\"diagram%1\"></td><td "
                "valign=\"top\">%2</td>"
                "</tr></table>")
                .arg(images.size() - 1)
                .arg(cell);
    }
    if (n == 0) html += tr("<p>This lesson has no questions: it only shows positions.</p>");
    return html;
}

void SchoolWindow::printSheet(bool withAnswers) {
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, this);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this, withAnswers](QPrinter* p) {
        QList<QImage> images;
        QTextDocument doc;
        const QString html = sheetHtml(withAnswers, images);
        for (int i = 0; i < images.size(); ++i)
            doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("diagram%1").arg(i)),
                            images[i]);
        doc.setHtml(html);
        doc.print(p);
    });
    preview.exec();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
