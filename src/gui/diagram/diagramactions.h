// DiagramActions: the Diagram menu and what it does: Export Diagram (SVG, PNG, PDF), Copy
// Diagram (PNG and SVG), Clear Arrows and Marks, Add Position to Worksheet, Repetition
// Strip, Worksheet (print preview, PDF). Owns the board's arrows and marks and the worksheet
// being prepared, so the main window only creates it and adds its menu.
#pragma once

#include <QList>
#include <QObject>

#include "gui/diagram/worksheet.h"

class QAction;
class QMenu;
class QMenuBar;
class QWidget;

namespace remis::app {
class GameController;
}

namespace remis::gui {

class BoardAnnotations;
class BoardView;

class DiagramActions : public QObject {
    Q_OBJECT
public:
    DiagramActions(BoardView* board, app::GameController* controller, QWidget* window);

    // Adds the Diagram menu before the last menu (Help).
    void addMenu(QMenuBar* bar);
    BoardAnnotations* annotations() const { return m_annotations; }
    QList<WorksheetItem>& worksheet() { return m_worksheet; }
    WorksheetItem currentItem() const;  // the position shown, with the arbiter's answer

    QAction* exportDiagram;
    QAction* copyDiagram;
    QAction* clearAnnotations;
    QAction* addToWorksheet;
    QAction* repetitionStrip;
    QAction* showWorksheet;

signals:
    void message(const QString& text);

private:
    QAction* make(const QString& text, const QString& tip);

    BoardView* m_board;
    app::GameController* m_controller;
    QWidget* m_window;
    BoardAnnotations* m_annotations;
    QList<WorksheetItem> m_worksheet;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
