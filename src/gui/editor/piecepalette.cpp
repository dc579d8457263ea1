#include "gui/editor/piecepalette.h"

#include <QApplication>
#include <QDrag>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

#include "app/text/piecenames.h"
#include "app/text/ruletexts.h"
#include "gui/board/boardpainter.h"
#include "gui/board/piecerenderer.h"
#include "gui/editor/editorboard.h"
#include "gui/style/theme.h"

namespace remis::gui {

namespace {
// King to pawn, as boards in books list them.
constexpr PieceType Order[6] = {King, Queen, Rook, Bishop, Knight, Pawn};
}  // namespace

PiecePalette::PiecePalette(QWidget* parent) : QWidget(parent), m_tool(makePiece(White, Pawn)) {
    setObjectName(QStringLiteral("piecePalette"));
    setToolTip(
        tr("Click a piece, then click squares to place it (right click: the other "
           "colour). Or drag a piece onto the board."));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setFixedHeight(2 * 44);
}

void PiecePalette::setTool(Piece p) {
    m_tool = p;
    update();
}

int PiecePalette::cellSize() const {
    return qMax(20, qMin(width() / 7, 44));
}

QRect PiecePalette::cellRect(Piece p) const {
    const int size = cellSize();
    if (p == NoPiece) return QRect(6 * size, 0, size, 2 * size);
    int column = 0;
    while (Order[column] != typeOf(p)) ++column;
    return QRect(column * size, colorOf(p) == White ? 0 : size, size, size);
}

Piece PiecePalette::pieceAt(const QPoint& pos, bool* hit) const {
    *hit = true;
    for (Color c : {White, Black})
        for (PieceType t : Order)
            if (cellRect(makePiece(c, t)).contains(pos)) return makePiece(c, t);
    *hit = cellRect(NoPiece).contains(pos);
    return NoPiece;
}

void PiecePalette::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    update();
}

void PiecePalette::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor selected = palette().color(QPalette::Highlight);
    for (Color c : {White, Black})
        for (PieceType t : Order) {
            const QRect r = cellRect(makePiece(c, t));
            p.fillRect(r, (r.x() / r.width() + c) % 2 ? m_theme.light.lighter(104) : m_theme.light);
            if (m_tool == makePiece(c, t)) p.fillRect(r, selected.lighter(150));
            BoardPainter::paintPiece(p, r.adjusted(2, 2, -2, -2),
                                     EditorBoard::pieceCode(makePiece(c, t)), devicePixelRatioF());
        }
    const QRect eraser = cellRect(NoPiece);
    const QColor back =
        m_tool == NoPiece ? selected.lighter(150) : palette().color(QPalette::Button);
    p.fillRect(eraser, back);
    const int m = eraser.width() / 4;
    const QRect x(eraser.center().x() - m, eraser.center().y() - m, 2 * m, 2 * m);
    // The eraser's cross in the error colour, readable on the button or the selection.
    p.setPen(QPen(theme::readable(theme::colours(palette()).errorText, back, 3.0), qMax(2, m / 4),
                  Qt::SolidLine, Qt::RoundCap));
    p.drawLine(x.topLeft(), x.bottomRight());
    p.drawLine(x.topRight(), x.bottomLeft());
}

void PiecePalette::mousePressEvent(QMouseEvent* event) {
    m_pressed = pieceAt(event->position().toPoint(), &m_pressedHit);
    m_pressPos = event->position().toPoint();
    if (!m_pressedHit) return;
    setTool(m_pressed);
    emit toolChosen(m_pressed);
}

void PiecePalette::mouseMoveEvent(QMouseEvent* event) {
    if (!(event->buttons() & Qt::LeftButton) || !m_pressedHit || m_pressed == NoPiece) return;
    if ((event->position().toPoint() - m_pressPos).manhattanLength() <
        QApplication::startDragDistance())
        return;
    auto* mime = new QMimeData;
    mime->setData(QLatin1String(EditorBoard::MimeType),
                  EditorBoard::pieceCode(m_pressed).toLatin1());
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->setPixmap(
        PieceRenderer::shared().pixmap(EditorBoard::pieceCode(m_pressed), 48, devicePixelRatioF()));
    drag->setHotSpot(QPoint(24, 24));
    m_pressedHit = false;
    drag->exec(Qt::CopyAction);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
