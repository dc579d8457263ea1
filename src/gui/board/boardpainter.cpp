#include "gui/board/boardpainter.h"

#include <QPainter>
#include <QRadialGradient>

#include "app/models/boardroles.h"
#include "core/diagram/diagramstyle.h"
#include "gui/board/piecerenderer.h"

namespace remis::gui {

void BoardPainter::paintSquare(QPainter& p, const QRect& r, const QModelIndex& cell,
                               const SquareLabels& labels, const BoardTheme& theme) {
    const bool light = cell.data(app::IsLightSquareRole).toBool();
    p.fillRect(r, light ? theme.light : theme.dark);
    if (cell.data(app::IsLastMoveRole).toBool()) p.fillRect(r, theme.lastMove);
    if (cell.data(app::IsSelectedRole).toBool()) p.fillRect(r, theme.selected);
    if (cell.data(app::IsCheckRole).toBool()) paintCheck(p, r);
    paintLabels(p, r, light, labels, theme);
}

void BoardPainter::paintCheck(QPainter& p, const QRect& r) {
    QRadialGradient g(QRectF(r).center(), r.width() * 0.62);
    g.setColorAt(0.0, QColor(255, 0, 0, 255));
    g.setColorAt(0.25, QColor(231, 0, 0, 255));
    g.setColorAt(0.89, QColor(169, 0, 0, 0));
    g.setColorAt(1.0, QColor(158, 0, 0, 0));
    p.fillRect(r, g);
}

void BoardPainter::paintMark(QPainter& p, const QRectF& square, const QColor& colour,
                             const QColor& outline) {
    using diagram::MarkRing;
    const qreal size = square.width(), r = size * MarkRing::radius;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    if (outline.isValid()) {
        p.setPen(QPen(outline, size * MarkRing::outlineWidth));
        p.drawEllipse(square.center(), r, r);
    }
    p.setPen(QPen(colour, size * MarkRing::width));
    p.drawEllipse(square.center(), r, r);
    p.restore();
}

void BoardPainter::paintLabels(QPainter& p, const QRect& r, bool light, const SquareLabels& labels,
                               const BoardTheme& theme) {
    if (labels.file.isEmpty() && labels.rank.isEmpty()) return;
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(qMax(8, r.width() / 6));
    p.save();
    p.setFont(f);
    p.setPen(theme.coordinateOn(light));
    const int pad = qMax(2, r.width() / 24);
    const QRect inner = r.adjusted(pad, pad / 2, -pad, -pad / 2);
    if (!labels.rank.isEmpty()) p.drawText(inner, Qt::AlignTop | Qt::AlignLeft, labels.rank);
    if (!labels.file.isEmpty()) p.drawText(inner, Qt::AlignBottom | Qt::AlignRight, labels.file);
    p.restore();
}

void BoardPainter::paintPiece(QPainter& p, const QRect& r, const QString& code, qreal dpr,
                              qreal opacity) {
    if (code.isEmpty()) return;
    const QPixmap pm = PieceRenderer::shared().pixmap(code, r.width(), dpr);
    if (pm.isNull()) return;
    const qreal old = p.opacity();
    p.setOpacity(old * opacity);
    p.drawPixmap(r.topLeft(), pm);
    p.setOpacity(old);
}

void BoardPainter::paintTargetMarker(QPainter& p, const QRect& r, const QModelIndex& cell,
                                     const BoardTheme& theme) {
    if (!cell.data(app::IsLegalTargetRole).toBool()) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF box(r);
    if (cell.data(app::IsCaptureTargetRole).toBool() ||
        !cell.data(app::PieceRole).toString().isEmpty()) {
        const qreal w = box.width() * 0.085;
        p.setPen(QPen(theme.target, w));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(box.adjusted(w / 2 + 1, w / 2 + 1, -w / 2 - 1, -w / 2 - 1));
    } else {
        const qreal radius = box.width() * 0.16;
        p.setPen(Qt::NoPen);
        p.setBrush(theme.target);
        p.drawEllipse(box.center(), radius, radius);
    }
    p.restore();
}

void BoardPainter::paintCursor(QPainter& p, const QRect& r, const BoardTheme& theme) {
    p.save();
    const int w = qMax(2, r.width() / 20);
    p.setPen(QPen(theme.cursor, w));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(r).adjusted(w / 2.0, w / 2.0, -w / 2.0, -w / 2.0));
    p.restore();
}

void BoardPainter::paintDropTarget(QPainter& p, const QRect& r) {
    p.save();
    const int w = qMax(2, r.width() / 16);
    p.setPen(QPen(QColor(255, 255, 255, 170), w));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(r).adjusted(w / 2.0, w / 2.0, -w / 2.0, -w / 2.0));
    p.restore();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
