// DiagramDialog: Diagram -> Export Diagram. A preview of the position shown with its arrows and
// marks, the options (flip, coordinates inside / outside / none, side-to-move marker,
// caption, black-and-white print theme, PNG width), Save As (SVG, PNG or PDF by the chosen
// filter) and Copy (PNG and SVG at once).
#pragma once

#include <QDialog>

#include "app/base/apperror.h"
#include "gui/diagram/diagrampainter.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace remis::gui {

class DiagramDialog : public QDialog {
    Q_OBJECT
public:
    DiagramDialog(const DiagramContent& content, bool flipped, QWidget* parent = nullptr);

    DiagramContent content() const;
    DiagramOptions options() const;
    int pngWidth() const;
    void setBoardTheme(const QString& id);  // the colours when not black and white
    app::AppResult<> saveTo(const QString& path);
    // saveTo(), and on failure a message box that names the file and the reason.
    bool exportTo(const QString& path);
    void saveAs();  // asks for the path, then exportTo()
    void copy();

private:
    void updatePreview();

    DiagramContent m_content;
    QString m_theme = QStringLiteral("default");
    QLabel* m_preview;
    QCheckBox* m_flip;
    QComboBox* m_coordinates;
    QCheckBox* m_marker;
    QCheckBox* m_blackAndWhite;
    QLineEdit* m_caption;
    QSpinBox* m_width;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
