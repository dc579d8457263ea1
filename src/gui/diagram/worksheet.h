// Worksheet: diagrams for a lesson hand-out. Each item is a diagram, a question and its
// answer (the arbiter's, see Occurrences); pages hold 1, 2, 4 or 6 diagrams with numbered
// answer lines, on A4 or Letter, and an answer-key page follows. The same drawing goes to
// the printer (QPrintPreviewDialog) and to a PDF file.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPageSize>
#include <QString>

#include "gui/diagram/diagrampainter.h"

class QPagedPaintDevice;
class QPainter;

namespace remis::gui {

struct WorksheetItem {
    Q_DECLARE_TR_FUNCTIONS(remis::gui::WorksheetItem)
public:
    DiagramContent diagram;
    QString moves;  // the moves that led to the position, with its earlier occurrences marked
    QString question;
    QString answer;          // the arbiter's, to `answered`
    QString answered;        // the question `answer` answers (empty: `question`)
    QString teachersAnswer;  // for a question the teacher changed, written by the teacher
    // What the key prints: the arbiter's answer while the question is the one it answers;
    // after the teacher changed the question, the teacher's answer, or a note that it is
    // missing (never the arbiter's answer to another question).
    QString keyAnswer() const;
    bool questionChanged() const { return !answered.isEmpty() && question != answered; }
};

struct WorksheetLayout {
    QString title;
    int perPage = 4;  // 1, 2, 4 or 6
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    int answerLines = 2;
    bool answerKey = true;
    DiagramOptions diagram = blackAndWhiteOptions();
    static DiagramOptions blackAndWhiteOptions() {
        DiagramOptions o;
        o.blackAndWhite = true;
        return o;
    }
};

class Worksheet {
    Q_DECLARE_TR_FUNCTIONS(remis::gui::Worksheet)
public:
    static int pageCount(const QList<WorksheetItem>& items, const WorksheetLayout& layout);
    // Draws every page on a device already set to the page size (a QPrinter or QPdfWriter).
    static void render(QPagedPaintDevice& device, const QList<WorksheetItem>& items,
                       const WorksheetLayout& layout);
    static QByteArray pdf(const QList<WorksheetItem>& items, const WorksheetLayout& layout);
    // The answer key's lines, "1. answer", as printed.
    static QStringList keyLines(const QList<WorksheetItem>& items);

private:
    static void renderItem(QPainter& p, const QRectF& cell, int number, const WorksheetItem& item,
                           const WorksheetLayout& layout, qreal mm);
    static void renderAnswerKey(QPagedPaintDevice& device, QPainter& p, const QRectF& page,
                                const QList<WorksheetItem>& items, qreal mm);
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
