#include "gui/school/mockexam.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTextDocument>
#include <QVBoxLayout>

#include "app/text/plural.h"
#include "app/text/schooltexts.h"
#include "gui/school/sheetprint.h"

namespace remis::gui {

using app::SchoolTexts;
using school::QuestionKind;

namespace {

QString letter(size_t i) {
    return QStringLiteral("(%1)").arg(QChar(u'a' + char16_t(i)));
}

// The right answer's letters (for the key), as the paper lettered the options.
QString rightLetters(const school::Item& item, const school::Answer& a) {
    QStringList letters;
    if (item.kind == QuestionKind::Procedure) {
        for (school::Step s : a.correctSteps)
            for (size_t i = 0; i < a.offeredSteps.size(); ++i)
                if (a.offeredSteps[i] == s) letters << letter(i);
    } else if (!a.offered.empty()) {
        for (size_t i = 0; i < a.offered.size(); ++i)
            if (a.offered[i] == a.correct.front()) letters << letter(i);
    }
    return letters.join(QLatin1Char(' '));
}

}  // namespace

// The options of a multiple-choice question, or the steps to put in order, lettered; a line
// to write on for the position questions.
QString MockExamPaper::answerSpace(const school::Item& item, const school::Answer& a) {
    QStringList lines;
    if (item.kind == QuestionKind::Procedure) {
        for (size_t i = 0; i < a.offeredSteps.size(); ++i)
            lines << letter(i) + QLatin1Char(' ') + SchoolTexts::step(a.offeredSteps[i]);
        lines << tr("The letters in order: ______________");
    } else if (!a.offered.empty()) {
        for (size_t i = 0; i < a.offered.size(); ++i)
            lines << QStringLiteral("☐ ") + letter(i) + QLatin1Char(' ') +
                         SchoolTexts::choice(a.offered[i]);
    } else if (item.kind == QuestionKind::ClaimMoves) {
        lines << tr("Moves: ______________________________");
    } else {
        lines << tr("Answer: ______________");
    }
    QString html;
    for (const QString& l : lines) html += QStringLiteral("<p>%1</p>").arg(l.toHtmlEscaped());
    return html;
}

std::vector<const school::Item*> MockExamPaper::pool(const app::SchoolLibrary& library) {
    std::vector<const school::Item*> items;
    for (const app::LoadedLesson& l : library.lessons())
        for (const school::Item& item : l.lesson.items)
            if (item.kind != QuestionKind::Watch && school::answerOf(item)) items.push_back(&item);
    return items;
}

std::vector<const school::Item*> MockExamPaper::pick(const app::SchoolLibrary& library,
                                                     const school::MockExamSpec& spec) {
    const std::vector<const school::Item*> all = pool(library);
    std::vector<const school::Item*> paper;
    for (size_t i : school::pickMockExam(all, spec)) paper.push_back(all[i]);
    return paper;
}

QString MockExamPaper::html(const std::vector<const school::Item*>& items,
                            const school::MockExamSpec& spec, bool withAnswers,
                            QList<QImage>& images) {
    const size_t n = items.size();
    QString html =
        QStringLiteral("<h1>%1</h1>")
            .arg((withAnswers ? tr("Mock arbiters' exam: answer key") : tr("Mock arbiters' exam"))
                     .toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>")
                .arg(app::englishPlural(
                         tr("%n question(s). Pass mark: %1 % (%2 of %n right). Paper %3.", nullptr,
                            int(n))
                             .arg(spec.passMark)
                             .arg(school::passCount(n, spec.passMark))
                             .arg(spec.seed))
                         .toHtmlEscaped());
    if (!withAnswers)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Name: ______________________   Date: ____________").toHtmlEscaped());
    for (size_t i = 0; i < n; ++i) {
        const school::Item& item = *items[i];
        const school::Answer a = *school::answerOf(item);
        const QString head = QStringLiteral("<p><b>%1.</b> %2</p>")
                                 .arg(i + 1)
                                 .arg(SchoolTexts::question(item, a).toHtmlEscaped());
        // Issue 22: the moves that led to the position, on the paper and in the key. The paper
        // leaves the earlier occurrences unmarked, or they would answer the threefold
        // questions; the key marks them, as the lessons' answer keys do, for the one who marks.
        if (withAnswers) {
            const QString letters = rightLetters(item, a);
            html +=
                sheetItemBlock(item,
                               head + QStringLiteral("<p><b>%1</b> %2</p><p>%3</p>")
                                          .arg(letters.toHtmlEscaped(),
                                               SchoolTexts::rightAnswer(item, a).toHtmlEscaped(),
                                               SchoolTexts::reason(item, a).toHtmlEscaped()),
                               images, true);
            continue;
        }
        html += sheetItemBlock(item, head + answerSpace(item, a), images, false);
    }
    return html;
}

QString MockExamPaper::text(const std::vector<const school::Item*>& items,
                            const school::MockExamSpec& spec, bool withAnswers) {
    QList<QImage> images;
    QTextDocument doc;
    doc.setHtml(html(items, spec, withAnswers, images));
    return doc.toPlainText();
}

bool MockExamPaper::savePdf(const QString& path, const std::vector<const school::Item*>& items,
                            const school::MockExamSpec& spec, bool withAnswers) {
    QList<QImage> images;
    const QString page = html(items, spec, withAnswers, images);
    return writeSheetPdf(path, withAnswers ? tr("Answer key") : tr("Mock arbiters' exam"), page,
                         images);
}

MockExamDialog::MockExamDialog(const app::SchoolLibrary& library, QWidget* parent)
    : QDialog(parent), m_library(library) {
    setWindowTitle(tr("Mock Arbiters' Exam"));
    auto* form = new QFormLayout;
    m_items = new QSpinBox(this);
    m_items->setRange(1, int(MockExamPaper::pool(library).size()));
    m_items->setValue(std::min(20, m_items->maximum()));
    m_passMark = new QSpinBox(this);
    m_passMark->setRange(1, 100);
    m_passMark->setSuffix(QStringLiteral(" %"));
    m_passMark->setValue(80);
    m_seed = new QSpinBox(this);
    m_seed->setRange(1, 999999);
    m_seed->setValue(int(QRandomGenerator::global()->bounded(1, 1000000)));
    m_seed->setToolTip(tr("The same paper number gives the same paper again."));
    form->addRow(tr("&Questions:"), m_items);
    form->addRow(tr("Pass &mark:"), m_passMark);
    form->addRow(tr("Paper &number:"), m_seed);
    auto* topics = new QGroupBox(tr("Topics"), this);
    auto* grid = new QGridLayout(topics);
    std::vector<QuestionKind> kinds;
    for (const school::Item* item : MockExamPaper::pool(library))
        if (std::find(kinds.begin(), kinds.end(), item->kind) == kinds.end())
            kinds.push_back(item->kind);
    std::sort(kinds.begin(), kinds.end());
    for (QuestionKind k : kinds) {
        auto* box = new QCheckBox(SchoolTexts::kindName(k), topics);
        box->setChecked(true);
        grid->addWidget(box, int(m_topics.size()) / 2, int(m_topics.size()) % 2);
        m_topics.emplace_back(k, box);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_savePaper = buttons->addButton(tr("Save Question &Paper…"), QDialogButtonBox::ActionRole);
    m_saveKey = buttons->addButton(tr("Save Answer &Key…"), QDialogButtonBox::ActionRole);
    connect(m_savePaper, &QPushButton::clicked, this, [this] { saveAs(false); });
    connect(m_saveKey, &QPushButton::clicked, this, [this] { saveAs(true); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A paper with no question, or with fewer than asked, is never saved without a word.
    m_shortfall = new QLabel(this);
    m_shortfall->setWordWrap(true);
    for (const auto& [kind, box] : m_topics)
        connect(box, &QCheckBox::toggled, this, &MockExamDialog::showShortfall);
    connect(m_items, &QSpinBox::valueChanged, this, &MockExamDialog::showShortfall);
    m_saved = new QLabel(this);
    m_saved->setWordWrap(true);
    m_saved->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_saved->hide();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(topics);
    layout->addWidget(m_shortfall);
    layout->addWidget(m_saved);
    layout->addWidget(buttons);
    showShortfall();
}

bool MockExamDialog::canSave() const {
    return std::any_of(m_topics.begin(), m_topics.end(),
                       [](const auto& topic) { return topic.second->isChecked(); });
}

QString MockExamDialog::shortfall() const {
    if (!canSave()) return tr("Tick at least one topic.");
    const size_t available = paper().size();
    if (available < size_t(m_items->value()))
        return app::englishPlural(
            tr("The topics ticked have %n question(s): the paper will have no more.", nullptr,
               int(available)));
    return {};
}

void MockExamDialog::showShortfall() {
    m_shortfall->setText(shortfall());
    m_shortfall->setVisible(!m_shortfall->text().isEmpty());
    m_savePaper->setEnabled(canSave());
    m_saveKey->setEnabled(canSave());
}

school::MockExamSpec MockExamDialog::spec() const {
    school::MockExamSpec s;
    s.items = size_t(m_items->value());
    s.seed = uint64_t(m_seed->value());
    s.passMark = m_passMark->value();
    for (const auto& [kind, box] : m_topics)
        if (box->isChecked()) s.kinds.push_back(kind);
    if (s.kinds.empty()) s.kinds.push_back(QuestionKind::Watch);  // nothing asked: no question
    return s;
}

void MockExamDialog::setSpec(const school::MockExamSpec& spec) {
    m_items->setValue(int(spec.items));
    m_seed->setValue(int(spec.seed));
    m_passMark->setValue(spec.passMark);
    for (const auto& [kind, box] : m_topics)
        box->setChecked(spec.kinds.empty() ||
                        std::find(spec.kinds.begin(), spec.kinds.end(), kind) != spec.kinds.end());
    showShortfall();
}

std::vector<const school::Item*> MockExamDialog::paper() const {
    return MockExamPaper::pick(m_library, spec());
}

bool MockExamDialog::save(const QString& path, bool withAnswers) const {
    return MockExamPaper::savePdf(path, paper(), spec(), withAnswers);
}

void MockExamDialog::saveAs(bool withAnswers) {
    const QString suggested = withAnswers ? tr("mock-exam-%1-key.pdf").arg(m_seed->value())
                                          : tr("mock-exam-%1.pdf").arg(m_seed->value());
    const QString path = QFileDialog::getSaveFileName(
        this, withAnswers ? tr("Save Answer Key") : tr("Save Question Paper"), suggested,
        tr("PDF files (*.pdf)"));
    if (path.isEmpty() || !canSave()) return;
    saveTo(path, withAnswers);
}

// A teacher who saved twice (paper, then key) sees which file went where; without a word the
// save looked as if it had not happened.
bool MockExamDialog::saveTo(const QString& path, bool withAnswers) {
    const QString shown = QDir::toNativeSeparators(path);
    if (!save(path, withAnswers)) {
        m_saved->clear();
        m_saved->hide();
        QMessageBox::warning(this, windowTitle(), tr("Could not write %1.").arg(shown));
        return false;
    }
    m_saved->setText(withAnswers ? tr("Answer key saved to %1.").arg(shown)
                                 : tr("Question paper saved to %1.").arg(shown));
    m_saved->show();
    return true;
}

QString MockExamDialog::savedNote() const {
    return m_saved->text();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
