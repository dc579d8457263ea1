// WorksheetDialog: the worksheet being prepared: its items (question editable, answer from
// the arbiter), diagrams per page, A4 or Letter, answer lines, the answer-key page, then
// Print Preview (QPrintPreviewDialog) or Save PDF. Under the list, the answer the key prints
// for the selected item: the arbiter's, read only, for its own question; once the teacher
// changes the question, the teacher writes its answer there.
#pragma once

#include <QDialog>

#include "app/base/apperror.h"
#include "gui/diagram/worksheet.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;

namespace remis::gui {

class WorksheetDialog : public QDialog {
    Q_OBJECT
public:
    WorksheetDialog(QList<WorksheetItem>* items, QWidget* parent = nullptr);

    WorksheetLayout layout() const;
    app::AppResult<> savePdf(const QString& path);
    // savePdf(), and on failure a message box that names the file and the reason.
    bool exportPdf(const QString& path);
    void printPreview();

private:
    void fillList();
    void saveAs();
    void showAnswer();  // of the current row

    QList<WorksheetItem>* m_items;
    QListWidget* m_list;
    QPlainTextEdit* m_answer;
    QLineEdit* m_title;
    QComboBox* m_perPage;
    QComboBox* m_pageSize;
    QSpinBox* m_lines;
    QCheckBox* m_answerKey;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
