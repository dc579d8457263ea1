#include "gui/diagram/diagramdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>

#include "app/text/errortexts.h"
#include "gui/diagram/diagramexport.h"

namespace remis::gui {

DiagramDialog::DiagramDialog(const DiagramContent& content, bool flipped, QWidget* parent)
    : QDialog(parent),
      m_content(content),
      m_preview(new QLabel(this)),
      m_flip(new QCheckBox(tr("&Flip (Black at the bottom)"), this)),
      m_coordinates(new QComboBox(this)),
      m_marker(new QCheckBox(tr("Side-to-move &marker"), this)),
      m_blackAndWhite(new QCheckBox(tr("&Black and white (for printing)"), this)),
      m_caption(new QLineEdit(content.caption, this)),
      m_width(new QSpinBox(this)) {
    setObjectName(QStringLiteral("diagramDialog"));
    setWindowTitle(tr("Export Diagram"));
    m_preview->setMinimumSize(360, 380);
    m_preview->setAlignment(Qt::AlignCenter);
    m_flip->setChecked(flipped);
    m_coordinates->addItem(tr("Outside the board"), int(CoordinateStyle::Outside));
    m_coordinates->addItem(tr("Inside the board"), int(CoordinateStyle::Inside));
    m_coordinates->addItem(tr("None"), int(CoordinateStyle::None));
    m_marker->setChecked(true);
    m_width->setRange(120, 4000);
    m_width->setValue(800);
    m_width->setSuffix(tr(" px"));
    auto* form = new QFormLayout;
    form->addRow(m_flip);
    form->addRow(tr("&Coordinates:"), m_coordinates);
    form->addRow(m_marker);
    form->addRow(m_blackAndWhite);
    form->addRow(tr("C&aption:"), m_caption);
    form->addRow(tr("PNG &width:"), m_width);
    auto* note = new QLabel(tr("Arrows and marks are those drawn on the board with the right "
                               "mouse button (drag for an arrow, click for a mark)."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* save = buttons->addButton(tr("&Save As..."), QDialogButtonBox::ActionRole);
    auto* copyButton = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copyButton->setToolTip(tr("Copy as PNG and SVG"));
    connect(save, &QPushButton::clicked, this, &DiagramDialog::saveAs);
    connect(copyButton, &QPushButton::clicked, this, &DiagramDialog::copy);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_preview, 1);
    layout->addLayout(form);
    for (QCheckBox* box : {m_flip, m_marker, m_blackAndWhite})
        connect(box, &QCheckBox::toggled, this, &DiagramDialog::updatePreview);
    connect(m_coordinates, &QComboBox::currentIndexChanged, this, &DiagramDialog::updatePreview);
    connect(m_caption, &QLineEdit::textChanged, this, &DiagramDialog::updatePreview);
    updatePreview();
}

DiagramContent DiagramDialog::content() const {
    DiagramContent c = m_content;
    c.caption = m_caption->text();
    return c;
}

DiagramOptions DiagramDialog::options() const {
    DiagramOptions o;
    o.flipped = m_flip->isChecked();
    o.coordinates = CoordinateStyle(m_coordinates->currentData().toInt());
    o.sideToMoveMarker = m_marker->isChecked();
    o.blackAndWhite = m_blackAndWhite->isChecked();
    o.caption = !m_caption->text().isEmpty();
    o.theme = m_theme;
    return o;
}

void DiagramDialog::setBoardTheme(const QString& id) {
    m_theme = id;
    updatePreview();
}

int DiagramDialog::pngWidth() const {
    return m_width->value();
}

void DiagramDialog::updatePreview() {
    m_preview->setPixmap(QPixmap::fromImage(DiagramExport::png(content(), options(), 360)));
}

app::AppResult<> DiagramDialog::saveTo(const QString& path) {
    const auto format = DiagramExport::formatForPath(path);
    return DiagramExport::save(path,
                               DiagramExport::bytes(format, content(), options(), pngWidth()));
}

void DiagramDialog::saveAs() {
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Diagram"), {},
        tr("SVG image (*.svg);;PNG image (*.png);;PDF document (*.pdf)"), &filter);
    if (!path.isEmpty()) exportTo(path);
}

bool DiagramDialog::exportTo(const QString& path) {
    const auto saved = saveTo(path);
    if (saved) return true;
    QMessageBox::warning(
        this, tr("Export Diagram"),
        tr("The diagram was not saved to %1: %2")
            .arg(QFileInfo(path).fileName(), app::ErrorTexts::text(saved.error())));
    return false;
}

void DiagramDialog::copy() {
    DiagramExport::copy(content(), options(), pngWidth());
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
