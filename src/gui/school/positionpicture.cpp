#include "gui/school/positionpicture.h"

#include <QPainter>

#include "app/text/piecenames.h"
#include "app/text/positionwords.h"
#include "core/board/fen.h"

namespace remis::gui {

PositionPicture::PositionPicture(QWidget* parent) : QWidget(parent) {
    setMinimumSize(160, 180);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::TabFocus);
}

void PositionPicture::setPosition(const Position& pos, const std::vector<Square>& marks,
                                  const QString& caption) {
    for (int s = 0; s < 64; ++s) m_content.board[size_t(s)] = pos.pieceOn(Square(s));
    m_content.sideToMove = pos.sideToMove();
    m_content.marks = marks;
    m_content.caption = caption;
    m_content.fen = QString::fromStdString(toFen(pos));
    // Described in words, not as a FEN, which a screen reader spells out.
    std::array<Piece, 64> board;
    for (int s = 0; s < 64; ++s) board[size_t(s)] = pos.pieceOn(Square(s));
    const QString words = app::PositionWords::describe(board, pos.sideToMove());
    setAccessibleName(caption.isEmpty() ? words : caption + QStringLiteral(": ") + words);
    update();
}

QImage PositionPicture::render(int width, int scale) const {
    DiagramOptions o;
    const int height = int(width / DiagramPainter::aspectRatio(m_content, o));
    QImage image(width * scale, height * scale, QImage::Format_ARGB32);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    DiagramPainter::paint(p, QRectF(0, 0, width, height), m_content, o);
    return image;
}

void PositionPicture::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // A diagram is drawn as on paper (dark coordinates and captions), so it sits on a light
    // card that keeps them readable under a dark palette too.
    p.fillRect(rect(), QColor(0xfb, 0xfa, 0xf6));
    DiagramOptions o;
    o.caption = !m_content.caption.isEmpty();
    DiagramPainter::paint(p, QRectF(rect()), m_content, o);
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5));
    }
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
