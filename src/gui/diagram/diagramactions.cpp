#include "gui/diagram/diagramactions.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

#include "app/controller/gamecontroller.h"
#include "app/services/settings.h"
#include "app/text/occurrences.h"
#include "gui/board/boardview.h"
#include "gui/diagram/boardannotations.h"
#include "gui/diagram/diagramdialog.h"
#include "gui/diagram/diagramexport.h"
#include "gui/diagram/repetitionstrip.h"
#include "gui/diagram/worksheetdialog.h"

namespace remis::gui {

DiagramActions::DiagramActions(BoardView* board, app::GameController* controller, QWidget* window)
    : QObject(window),
      m_board(board),
      m_controller(controller),
      m_window(window),
      m_annotations(new BoardAnnotations(board, controller, this)) {
    exportDiagram =
        make(tr("&Export Diagram..."),
             tr("Save the position shown, with its arrows and marks, as SVG, PNG or PDF"));
    exportDiagram->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    copyDiagram = make(tr("&Copy Diagram"), tr("Copy the position shown as PNG and SVG"));
    clearAnnotations =
        make(tr("C&lear Arrows and Marks"),
             tr("Arrows and marks are drawn with the right mouse button: drag or click"));
    addToWorksheet = make(tr("&Add Position to Worksheet"),
                          tr("Add the position shown, with the arbiter's answer for the key"));
    addToWorksheet->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    repetitionStrip =
        make(tr("&Repetition Strip..."),
             tr("Every occurrence of the position shown, with ply and halfmove clock"));
    showWorksheet = make(tr("&Worksheet..."), tr("Print or save the worksheet as PDF"));
    connect(exportDiagram, &QAction::triggered, this, [this] {
        DiagramDialog dialog(m_annotations->diagram(), m_board->isFlipped(), m_window);
        dialog.setBoardTheme(m_board->theme().id);
        dialog.exec();
    });
    connect(copyDiagram, &QAction::triggered, this, [this] {
        DiagramOptions o;
        o.flipped = m_board->isFlipped();
        o.theme = m_board->theme().id;
        DiagramExport::copy(m_annotations->diagram(), o, 800);
        emit message(tr("Diagram copied as PNG and SVG"));
    });
    connect(clearAnnotations, &QAction::triggered, m_annotations, &BoardAnnotations::clear);
    connect(addToWorksheet, &QAction::triggered, this, [this] {
        m_worksheet << currentItem();
        emit message(tr("Added to the worksheet (%n diagram(s))", "", int(m_worksheet.size())));
    });
    connect(repetitionStrip, &QAction::triggered, this, [this] {
        RepetitionStrip strip(m_controller->game(), m_controller->navigator().shownPly(),
                              m_board->isFlipped(), m_window);
        connect(&strip, &RepetitionStrip::addToWorksheet, this,
                [this](const QList<WorksheetItem>& items) {
                    m_worksheet << items;
                    emit message(
                        tr("Added to the worksheet (%n diagram(s))", "", int(m_worksheet.size())));
                });
        strip.exec();
    });
    connect(showWorksheet, &QAction::triggered, this, [this] {
        WorksheetDialog dialog(&m_worksheet, m_window);
        dialog.exec();
    });
}

QAction* DiagramActions::make(const QString& text, const QString& tip) {
    auto* a = new QAction(text, m_window);
    a->setToolTip(tip);
    a->setStatusTip(tip);
    m_window->addAction(a);
    return a;
}

WorksheetItem DiagramActions::currentItem() const {
    WorksheetItem item;
    item.diagram = m_annotations->diagram();
    item.question = tr("Can the player to move claim a draw now? If so, by which article?");
    item.answered = item.question;
    const int ply = m_controller->navigator().shownPly();
    item.answer =
        app::Occurrences::answer(m_controller->game(), ply, app::Settings().notationStyle());
    item.moves = app::Occurrences::movesLeadingTo(m_controller->game(), ply,
                                                  app::Settings().notationStyle());
    return item;
}

void DiagramActions::addMenu(QMenuBar* bar) {
    auto* menu = new QMenu(tr("D&iagram"), bar);
    menu->addActions({exportDiagram, copyDiagram, clearAnnotations});
    menu->addSeparator();
    menu->addActions({addToWorksheet, repetitionStrip, showWorksheet});
    const QList<QAction*> menus = bar->actions();
    bar->insertMenu(menus.isEmpty() ? nullptr : menus.last(), menu);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
