#include "gui/diagram/worksheetdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "app/text/errortexts.h"
#include "gui/diagram/diagramexport.h"

namespace remis::gui {

WorksheetDialog::WorksheetDialog(QList<WorksheetItem>* items, QWidget* parent)
    : QDialog(parent),
      m_items(items),
      m_list(new QListWidget(this)),
      m_answer(new QPlainTextEdit(this)),
      m_title(new QLineEdit(tr("Draw rules: worksheet"), this)),
      m_perPage(new QComboBox(this)),
      m_pageSize(new QComboBox(this)),
      m_lines(new QSpinBox(this)),
      m_answerKey(new QCheckBox(tr("Add an answer-key page"), this)) {
    setObjectName(QStringLiteral("worksheetDialog"));
    setWindowTitle(tr("Worksheet"));
    for (int n : {1, 2, 4, 6}) m_perPage->addItem(tr("%n diagram(s) per page", "", n), n);
    m_perPage->setCurrentIndex(2);
    m_pageSize->addItem(tr("A4"), int(QPageSize::A4));
    m_pageSize->addItem(tr("Letter"), int(QPageSize::Letter));
    if (QLocale().measurementSystem() == QLocale::ImperialUSSystem) m_pageSize->setCurrentIndex(1);
    m_lines->setRange(0, 6);
    m_lines->setValue(2);
    m_answerKey->setChecked(true);
    m_list->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Layout:"), m_perPage);
    form->addRow(tr("&Paper:"), m_pageSize);
    form->addRow(tr("Answer &lines:"), m_lines);
    form->addRow(m_answerKey);
    auto* remove = new QPushButton(tr("&Remove Selected"), this);
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0 || row >= m_items->size()) return;
        m_items->removeAt(row);
        fillList();
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* preview = buttons->addButton(tr("Print Pre&view..."), QDialogButtonBox::ActionRole);
    auto* pdf = buttons->addButton(tr("Save &PDF..."), QDialogButtonBox::ActionRole);
    connect(preview, &QPushButton::clicked, this, &WorksheetDialog::printPreview);
    connect(pdf, &QPushButton::clicked, this, &WorksheetDialog::saveAs);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        const int row = m_list->row(item);
        if (row >= 0 && row < m_items->size()) (*m_items)[row].question = item->text();
        showAnswer();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &WorksheetDialog::showAnswer);
    m_answer->setObjectName(QStringLiteral("worksheetAnswer"));
    m_answer->setAccessibleName(tr("Answer in the key"));
    m_answer->setMaximumHeight(m_answer->fontMetrics().lineSpacing() * 5);
    connect(m_answer, &QPlainTextEdit::textChanged, this, [this] {
        const int row = m_list->currentRow();
        if (row >= 0 && row < m_items->size() && (*m_items)[row].questionChanged())
            (*m_items)[row].teachersAnswer = m_answer->toPlainText();
    });
    auto* answerLabel = new QLabel(tr("&Answer in the key:"), this);
    answerLabel->setBuddy(m_answer);
    auto* v = new QVBoxLayout(this);
    v->addWidget(m_list, 1);
    v->addWidget(answerLabel);
    v->addWidget(m_answer);
    v->addWidget(remove);
    v->addLayout(form);
    v->addWidget(buttons);
    fillList();
    resize(560, 520);
}

void WorksheetDialog::fillList() {
    m_list->clear();
    for (const WorksheetItem& item : *m_items) {
        auto* row = new QListWidgetItem(item.question, m_list);
        row->setFlags(row->flags() | Qt::ItemIsEditable);
        row->setToolTip(tr("Answer: %1").arg(item.keyAnswer()));
    }
    m_list->setCurrentRow(m_list->count() > 0 ? 0 : -1);
    showAnswer();
}

void WorksheetDialog::showAnswer() {
    const int row = m_list->currentRow();
    const bool valid = row >= 0 && row < m_items->size();
    const bool own = valid && (*m_items)[row].questionChanged();
    const QSignalBlocker block(m_answer);
    m_answer->setPlainText(!valid ? QString()
                           : own  ? (*m_items)[row].teachersAnswer
                                  : (*m_items)[row].answer);
    m_answer->setReadOnly(!own);
    m_answer->setPlaceholderText(own ? tr("The question was changed: write its answer here")
                                     : QString());
    m_answer->setToolTip(own ? tr("Your answer to your question, printed in the answer key")
                             : tr("The arbiter's answer to this question, printed in the key"));
}

WorksheetLayout WorksheetDialog::layout() const {
    WorksheetLayout l;
    l.title = m_title->text();
    l.perPage = m_perPage->currentData().toInt();
    l.pageSize = QPageSize::PageSizeId(m_pageSize->currentData().toInt());
    l.answerLines = m_lines->value();
    l.answerKey = m_answerKey->isChecked();
    return l;
}

app::AppResult<> WorksheetDialog::savePdf(const QString& path) {
    return DiagramExport::save(path, Worksheet::pdf(*m_items, layout()));
}

void WorksheetDialog::saveAs() {
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save Worksheet"), {}, tr("PDF document (*.pdf)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pdf");
    exportPdf(path);
}

bool WorksheetDialog::exportPdf(const QString& path) {
    const auto saved = savePdf(path);
    if (saved) return true;
    QMessageBox::warning(
        this, tr("Save Worksheet"),
        tr("The worksheet was not saved to %1: %2")
            .arg(QFileInfo(path).fileName(), app::ErrorTexts::text(saved.error())));
    return false;
}

void WorksheetDialog::printPreview() {
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(layout().pageSize));
    QPrintPreviewDialog dialog(&printer, this);
    const WorksheetLayout l = layout();
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [this, l](QPrinter* p) { Worksheet::render(*p, *m_items, l); });
    dialog.exec();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
