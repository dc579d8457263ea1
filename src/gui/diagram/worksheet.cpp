#include "gui/diagram/worksheet.h"

#include <QBuffer>
#include <QFont>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>

namespace remis::gui {

namespace {
// Rows and columns for n diagrams per page.
QSize gridFor(int perPage) {
    switch (perPage) {
        case 1:
            return {1, 1};
        case 2:
            return {1, 2};
        case 6:
            return {2, 3};
        default:
            return {2, 2};
    }
}
QFont fontOf(qreal pixels, bool bold = false) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(qMax(6, int(pixels)));
    f.setBold(bold);
    return f;
}
}  // namespace

int Worksheet::pageCount(const QList<WorksheetItem>& items, const WorksheetLayout& layout) {
    const int per = qMax(1, layout.perPage);
    const int diagrams = int((items.size() + per - 1) / per);
    return qMax(1, diagrams) + (layout.answerKey && !items.isEmpty() ? 1 : 0);
}

void Worksheet::render(QPagedPaintDevice& device, const QList<WorksheetItem>& items,
                       const WorksheetLayout& layout) {
    QPainter p(&device);
    const qreal mm = device.logicalDpiX() / 25.4;
    const QRectF page(15 * mm, 12 * mm, device.width() - 30 * mm, device.height() - 24 * mm);
    const QSize grid = gridFor(layout.perPage);
    const int per = grid.width() * grid.height();
    const qreal titleHeight = 10 * mm;
    const QRectF body = page.adjusted(0, titleHeight, 0, 0);
    const qreal cellW = body.width() / grid.width(), cellH = body.height() / grid.height();
    for (int start = 0; start < qMax(1, int(items.size())); start += per) {
        if (start > 0) device.newPage();
        p.setFont(fontOf(5 * mm, true));
        p.setPen(Qt::black);
        p.drawText(QRectF(page.left(), page.top(), page.width(), titleHeight),
                   Qt::AlignLeft | Qt::AlignTop, layout.title);
        for (int i = start; i < qMin(int(items.size()), start + per); ++i) {
            const int slot = i - start;
            const QRectF cell(body.left() + (slot % grid.width()) * cellW,
                              body.top() + (slot / grid.width()) * cellH, cellW, cellH);
            renderItem(p, cell.adjusted(3 * mm, 2 * mm, -3 * mm, -2 * mm), i + 1, items[i], layout,
                       mm);
        }
    }
    if (layout.answerKey && !items.isEmpty()) {
        device.newPage();
        renderAnswerKey(device, p, page, items, mm);
    }
}

// The number, the diagram, the moves that led to it (a repetition or fifty-move question cannot
// be answered from the diagram alone), the question and ruled lines for the pupil's answer.
void Worksheet::renderItem(QPainter& p, const QRectF& cell, int number, const WorksheetItem& item,
                           const WorksheetLayout& layout, qreal mm) {
    const qreal lineGap = 8 * mm;
    const qreal textBlock = 12 * mm + layout.answerLines * lineGap;
    p.setFont(fontOf(2.8 * mm));
    const qreal movesHeight =
        item.moves.isEmpty() ? 0
                             : std::min(p.boundingRect(QRectF(0, 0, cell.width(), cell.height()),
                                                       Qt::TextWordWrap, item.moves)
                                                .height() +
                                            1 * mm,
                                        (cell.height() - textBlock) / 2);
    p.setFont(fontOf(4.2 * mm, true));
    p.drawText(QRectF(cell.left(), cell.top(), 10 * mm, 6 * mm), Qt::AlignLeft | Qt::AlignTop,
               QStringLiteral("%1.").arg(number));
    const QRectF diagramArea(cell.left() + 8 * mm, cell.top(), cell.width() - 8 * mm,
                             cell.height() - textBlock - movesHeight);
    DiagramPainter::paint(p, diagramArea, item.diagram, layout.diagram);
    qreal y = diagramArea.bottom() + 1 * mm;
    p.setPen(Qt::black);
    if (!item.moves.isEmpty()) {
        p.setFont(fontOf(2.8 * mm));
        p.drawText(QRectF(cell.left(), y, cell.width(), movesHeight),
                   Qt::TextWordWrap | Qt::AlignLeft, item.moves);
        y += movesHeight;
    }
    p.setFont(fontOf(3.4 * mm));
    p.drawText(QRectF(cell.left(), y, cell.width(), 11 * mm), Qt::TextWordWrap | Qt::AlignLeft,
               item.question);
    p.setPen(QPen(QColor(0x80, 0x80, 0x80), 0.25 * mm));
    for (int i = 1; i <= layout.answerLines; ++i) {
        const qreal ly = y + 11 * mm + i * lineGap - 1 * mm;
        p.drawLine(QPointF(cell.left(), ly), QPointF(cell.right(), ly));
    }
    p.setPen(Qt::black);
}

void Worksheet::renderAnswerKey(QPagedPaintDevice& device, QPainter& p, const QRectF& page,
                                const QList<WorksheetItem>& items, qreal mm) {
    p.setFont(fontOf(5 * mm, true));
    p.drawText(QRectF(page.left(), page.top(), page.width(), 10 * mm), Qt::AlignLeft,
               tr("Answer key"));
    qreal y = page.top() + 12 * mm;
    p.setFont(fontOf(3.6 * mm));
    const QStringList lines = keyLines(items);
    for (const QString& text : lines) {
        const QRectF bound = p.boundingRect(QRectF(page.left(), y, page.width(), page.height()),
                                            Qt::TextWordWrap, text);
        if (y + bound.height() > page.bottom()) {
            device.newPage();
            y = page.top();
        }
        p.drawText(QRectF(page.left(), y, page.width(), bound.height()), Qt::TextWordWrap, text);
        y += bound.height() + 3 * mm;
    }
}

QString WorksheetItem::keyAnswer() const {
    if (!questionChanged()) return answer;
    if (!teachersAnswer.trimmed().isEmpty()) return teachersAnswer.trimmed();
    return tr(
        "(no answer yet: the question was changed, and its answer is written in the "
        "worksheet dialog)");
}

QStringList Worksheet::keyLines(const QList<WorksheetItem>& items) {
    QStringList lines;
    for (int i = 0; i < items.size(); ++i)
        lines << QStringLiteral("%1. %2").arg(i + 1).arg(items[i].keyAnswer());
    return lines;
}

QByteArray Worksheet::pdf(const QList<WorksheetItem>& items, const WorksheetLayout& layout) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(layout.pageSize));
    writer.setResolution(300);
    writer.setTitle(layout.title);
    writer.setCreator(QStringLiteral("Remis"));
    render(writer, items, layout);
    return buffer.data();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
