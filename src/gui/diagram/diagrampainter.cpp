#include "gui/diagram/diagrampainter.h"

#include <QFont>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <QTextLayout>
#include <QtMath>
#include <memory>

#include "core/board/fen.h"
#include "gui/board/boardpainter.h"

namespace remis::gui {

namespace {

// Margins in units of one square.
struct Layout {
    qreal left, right, top, bottom, caption;
    qreal width() const { return left + 8 + right; }
    qreal height() const { return top + 8 + bottom + caption; }
};

// Captions are laid out at this many pixels a square and drawn scaled, without hinting, so
// that they break into the same lines at every size: the PNG's, the PDF's, the preview's.
constexpr qreal CaptionUnit = 100;
constexpr qreal CaptionPadding = 0.15;  // a square's part, left and right of the text

QFont captionFont() {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(int(CaptionUnit * 0.3));
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

qreal captionLineHeight() {
    return QFontMetricsF(captionFont()).lineSpacing() / CaptionUnit;
}

Layout layoutOf(const DiagramContent& c, const DiagramOptions& o) {
    const bool outside = o.coordinates == CoordinateStyle::Outside;
    Layout l{outside ? 0.45 : 0.06, o.sideToMoveMarker ? 0.5 : 0.06, 0.06, outside ? 0.45 : 0.06,
             0.0};
    if (o.caption && !c.caption.isEmpty()) {
        const auto lines = DiagramPainter::captionLines(c.caption, l.width());
        l.caption = 0.1 + lines.size() * captionLineHeight() + 0.15;
    }
    return l;
}

const QColor ArrowColour(0x15, 0x78, 0x1e);

QSvgRenderer* pieceSvg(Piece piece) {
    static QHash<int, std::shared_ptr<QSvgRenderer>> cache;
    auto it = cache.find(piece);
    if (it == cache.end()) {
        const QString code = QString(QLatin1Char(colorOf(piece) == White ? 'w' : 'b')) +
                             QLatin1Char("PNBRQK"[typeOf(piece)]);
        it = cache.insert(
            piece, std::make_shared<QSvgRenderer>(QStringLiteral(":/pieces/%1.svg").arg(code)));
    }
    return it->get();
}

}  // namespace

qreal DiagramPainter::aspectRatio(const DiagramContent& c, const DiagramOptions& o) {
    const Layout l = layoutOf(c, o);
    return l.width() / l.height();
}

QRectF DiagramPainter::boardRect(const QRectF& area, const DiagramContent& c,
                                 const DiagramOptions& o) {
    const Layout l = layoutOf(c, o);
    const qreal unit = qMin(area.width() / l.width(), area.height() / l.height());
    const qreal x = area.left() + (area.width() - unit * l.width()) / 2 + l.left * unit;
    const qreal y = area.top() + (area.height() - unit * l.height()) / 2 + l.top * unit;
    return QRectF(x, y, 8 * unit, 8 * unit);
}

QRectF DiagramPainter::squareRect(const QRectF& board, Square s, bool flipped) {
    const qreal size = board.width() / 8;
    const int col = flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped ? rankOf(s) : 7 - rankOf(s);
    return QRectF(board.left() + col * size, board.top() + row * size, size, size);
}

void DiagramPainter::paint(QPainter& p, const QRectF& area, const DiagramContent& c,
                           const DiagramOptions& o) {
    const QRectF board = boardRect(area, c, o);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    paintSquares(p, board, o);
    paintCheck(p, board, c, o);
    paintPieces(p, board, c, o);
    paintMarks(p, board, c, o);
    paintArrows(p, board, c, o);
    paintCoordinates(p, board, o);
    if (o.sideToMoveMarker) paintMarker(p, board, c, o);
    if (o.caption && !c.caption.isEmpty()) paintCaption(p, board, c, o);
    p.restore();
}

QStringList DiagramPainter::captionLines(const QString& caption, qreal widthInSquares) {
    QTextLayout layout(caption, captionFont());
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    const qreal room = (widthInSquares - 2 * CaptionPadding) * CaptionUnit;
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(room);
        lines << caption.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    lines.removeAll(QString());
    return lines;
}

// Print theme: white and hatched squares, as in books, so that a photocopy keeps them apart.
void DiagramPainter::paintSquares(QPainter& p, const QRectF& board, const DiagramOptions& o) {
    const BoardTheme theme = BoardTheme::byId(o.theme);
    for (Square s = 0; s < 64; ++s) {
        const QRectF r = squareRect(board, s, o.flipped);
        if (!o.blackAndWhite) {
            p.fillRect(r, isLightSquare(s) ? theme.light : theme.dark);
            continue;
        }
        p.fillRect(r, Qt::white);
        if (!isLightSquare(s)) p.fillRect(r, QBrush(QColor(0x70, 0x70, 0x70), Qt::BDiagPattern));
    }
    p.setPen(QPen(Qt::black, qMax(1.0, board.width() / 320)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(board);
}

// The ring the board draws (BoardPainter::paintMark); in print black on a white ring, visible
// on any piece.
void DiagramPainter::paintMarks(QPainter& p, const QRectF& board, const DiagramContent& c,
                                const DiagramOptions& o) {
    const QColor colour = o.blackAndWhite ? QColor(Qt::black) : BoardTheme::byId(o.theme).mark;
    const QColor outline = o.blackAndWhite ? QColor(Qt::white) : QColor();
    for (Square s : c.marks)
        BoardPainter::paintMark(p, squareRect(board, s, o.flipped), colour, outline);
}

// The king of the side to move, when in check, as the board and the SVG (core/diagram) show
// it; the FEN says who is in check.
void DiagramPainter::paintCheck(QPainter& p, const QRectF& board, const DiagramContent& c,
                                const DiagramOptions& o) {
    const auto pos = parseFen(c.fen.toStdString());
    if (!pos || !pos->inCheck()) return;
    const QRectF r = squareRect(board, pos->kingSquare(pos->sideToMove()), o.flipped);
    if (!o.blackAndWhite) {
        BoardPainter::paintCheck(p, r.toRect());
        return;
    }
    const qreal w = r.width() * 0.06;  // a dashed black frame inside a white one
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::white, w * 2.2));
    p.drawRect(r.adjusted(w, w, -w, -w));
    p.setPen(QPen(Qt::black, w, Qt::DashLine));
    p.drawRect(r.adjusted(w, w, -w, -w));
}

void DiagramPainter::paintPieces(QPainter& p, const QRectF& board, const DiagramContent& c,
                                 const DiagramOptions& o) {
    for (Square s = 0; s < 64; ++s)
        if (c.board[s] != NoPiece)
            pieceSvg(c.board[s])->render(&p, squareRect(board, s, o.flipped));
}

void DiagramPainter::paintArrows(QPainter& p, const QRectF& board, const DiagramContent& c,
                                 const DiagramOptions& o) {
    const qreal size = board.width() / 8;
    for (const DiagramArrow& a : c.arrows) {
        const QPointF from = squareRect(board, a.from, o.flipped).center();
        const QPointF to = squareRect(board, a.to, o.flipped).center();
        const QLineF line(from, to);
        if (line.length() < 1) continue;
        const qreal head = size * 0.42;
        QLineF shaft(from, to);
        shaft.setLength(line.length() - head * 0.8);
        const QLineF unit = line.unitVector();
        const QPointF dir(unit.dx(), unit.dy()), normal(-unit.dy(), unit.dx());
        const QPointF base = to - dir * head;
        QPainterPath tip;
        tip.moveTo(to);
        tip.lineTo(base + normal * head * 0.6);
        tip.lineTo(base - normal * head * 0.6);
        tip.closeSubpath();
        const QColor colour = o.blackAndWhite ? Qt::black : ArrowColour;
        if (o.blackAndWhite) {  // a white outline keeps the arrow visible on dark pieces
            p.setPen(QPen(Qt::white, size * 0.26, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.drawLine(shaft);
            p.setBrush(Qt::NoBrush);
            p.drawPath(tip);
        }
        p.setPen(QPen(colour, size * 0.15, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(shaft);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawPath(tip);
    }
}

void DiagramPainter::paintCoordinates(QPainter& p, const QRectF& board, const DiagramOptions& o) {
    if (o.coordinates == CoordinateStyle::None) return;
    const qreal size = board.width() / 8;
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(qMax(6, int(size * (o.coordinates == CoordinateStyle::Inside ? 0.2 : 0.28))));
    f.setBold(o.coordinates == CoordinateStyle::Inside);
    p.setFont(f);
    const BoardTheme theme = BoardTheme::byId(o.theme);
    for (int i = 0; i < 8; ++i) {
        const int file = o.flipped ? 7 - i : i, rank = o.flipped ? i : 7 - i;
        const QString fileText(QChar(u'a' + file)), rankText = QString::number(rank + 1);
        if (o.coordinates == CoordinateStyle::Outside) {
            p.setPen(Qt::black);
            p.drawText(QRectF(board.left() + i * size, board.bottom(), size, size * 0.45),
                       Qt::AlignCenter, fileText);
            p.drawText(QRectF(board.left() - size * 0.45, board.top() + i * size, size * 0.4, size),
                       Qt::AlignCenter, rankText);
            continue;
        }
        const Square bottomSq = makeSquare(file, o.flipped ? 7 : 0);
        const Square leftSq = makeSquare(o.flipped ? 7 : 0, rank);
        const QRectF fr = squareRect(board, bottomSq, o.flipped).adjusted(2, 1, -3, -1);
        const QRectF rr = squareRect(board, leftSq, o.flipped).adjusted(3, 1, -2, -1);
        auto pen = [&](Square s) {
            if (o.blackAndWhite) return QColor(Qt::black);
            return theme.coordinateOn(isLightSquare(s));
        };
        paintCoordinate(p, fr, Qt::AlignBottom | Qt::AlignRight, fileText, pen(bottomSq),
                        o.blackAndWhite);
        paintCoordinate(p, rr, Qt::AlignTop | Qt::AlignLeft, rankText, pen(leftSq),
                        o.blackAndWhite);
    }
}

// A coordinate on a square; in print on a white box, so that it reads over the hatching.
void DiagramPainter::paintCoordinate(QPainter& p, const QRectF& r, int align, const QString& text,
                                     const QColor& colour, bool backed) {
    if (backed) {
        const QRectF ink = QFontMetricsF(p.font()).boundingRect(r, align, text);
        const qreal pad = qMax(2.0, ink.height() * 0.15);
        p.fillRect(ink.adjusted(-pad, -pad / 2, pad, pad / 2).intersected(r.adjusted(-2, -1, 3, 1)),
                   Qt::white);
    }
    p.setPen(colour);
    p.drawText(r, align, text);
}

// A disc beside the board on the side of the player to move, as diagrams in books show it.
void DiagramPainter::paintMarker(QPainter& p, const QRectF& board, const DiagramContent& c,
                                 const DiagramOptions& o) {
    const qreal size = board.width() / 8;
    const bool bottom = (c.sideToMove == White) != o.flipped;
    const qreal d = size * 0.3;
    const QRectF disc(board.right() + size * 0.12,
                      bottom ? board.bottom() - size / 2 - d / 2 : board.top() + size / 2 - d / 2,
                      d, d);
    p.setPen(QPen(Qt::black, qMax(1.0, size / 40)));
    p.setBrush(c.sideToMove == White ? Qt::white : Qt::black);
    p.drawEllipse(disc);
}

// The caption's lines centred under the board, within the diagram's width, drawn at the size
// they were laid out in (captionLines) and scaled to the board.
void DiagramPainter::paintCaption(QPainter& p, const QRectF& board, const DiagramContent& c,
                                  const DiagramOptions& o) {
    const Layout l = layoutOf(c, o);
    const qreal unit = board.width() / 8;
    const QStringList lines = captionLines(c.caption, l.width());
    const qreal lineHeight = captionLineHeight() * CaptionUnit;
    p.save();
    p.translate(board.left() - l.left * unit, board.bottom() + (l.bottom + 0.1) * unit);
    p.scale(unit / CaptionUnit, unit / CaptionUnit);
    p.setFont(captionFont());
    p.setPen(Qt::black);
    for (qsizetype i = 0; i < lines.size(); ++i)
        p.drawText(QRectF(0, i * lineHeight, l.width() * CaptionUnit, lineHeight),
                   Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextSingleLine, lines[i]);
    p.restore();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
