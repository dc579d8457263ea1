// One diagram, one look: a marked square is the same ring on the board, in the PNG (and so the
// PDF, drawn by the same painter) and in the SVG; a long caption shows whole, wrapped within
// the image, in the PNG and the SVG; coordinates inside a black-and-white diagram stand on
// white, not on the hatching. Read back from the pixels (the SVG rendered by Qt SVG).
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include "core/board/fen.h"
#include "gui/board/boardview.h"
#include "gui/diagram/boardannotations.h"
#include "gui/diagram/diagramactions.h"
#include "gui/diagram/diagramexport.h"
#include "gui/guitestutil.h"

using namespace remis;
using namespace remis::gui;
using test::sq;

namespace {

const char* const LongCaption =
    "Move 41, White to move: the third occurrence of this position, with the same castling "
    "rights and no en passant capture, so White may claim a draw (FIDE 9.2.2) "
    "Unterbrechungsfreie-Wortkette-die-breiter-ist-als-das-Bild";

DiagramContent contentOf(const Position& pos) {
    DiagramContent c;
    for (Square s = 0; s < 64; ++s) c.board[s] = pos.pieceOn(s);
    c.fen = QString::fromStdString(toFen(pos));
    return c;
}

bool near(const QColor& a, const QColor& b, int tolerance = 60) {
    return qAbs(a.red() - b.red()) + qAbs(a.green() - b.green()) + qAbs(a.blue() - b.blue()) <=
           tolerance;
}

QImage renderSvg(const QByteArray& svg) {
    QSvgRenderer renderer(svg);
    QImage image(renderer.defaultSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    renderer.render(&p);
    return image;
}

// Pixels that are not white in columns [x0, x1) and rows [y0, image bottom).
int inkIn(const QImage& image, int x0, int x1, int y0) {
    int n = 0;
    for (int y = qMax(0, y0); y < image.height(); ++y)
        for (int x = qMax(0, x0); x < qMin(x1, image.width()); ++x)
            n += !near(image.pixelColor(x, y), Qt::white, 30);
    return n;
}

// The ring of a mark: on the circle at 0.42 of the square from its centre, not in the middle
// of the square nor in its corner.
void checkRing(const QImage& image, const QRectF& square, const QColor& mark, const char* where) {
    const QPointF c = square.center();
    const qreal r = square.width() * 0.42;
    for (QPointF on : {c + QPointF(-r, 0), c + QPointF(0, r), c + QPointF(r * 0.7071, -r * 0.7071)})
        QVERIFY2(near(image.pixelColor(on.toPoint()), mark), where);
    for (QPointF off :
         {c, square.topLeft() + QPointF(2, 2) + QPointF(1, 1) * square.width() * 0.04})
        QVERIFY2(!near(image.pixelColor(off.toPoint()), mark, 120), where);
}

QRectF svgSquare(const QByteArray& svg, const char* name) {
    const QRegularExpression rect(
        QStringLiteral("data-square=\"%1\" x=\"([\\d.]+)\" y=\"([\\d.]+)\" width=\"([\\d.]+)\"")
            .arg(QLatin1String(name)));
    const auto m = rect.match(QString::fromUtf8(svg));
    // A square is as high as it is wide: the width serves for both.
    return QRectF(m.captured(1).toDouble(), m.captured(2).toDouble(), m.captured(3).toDouble(),
                  m.captured(3).toDouble());
}

}  // namespace

class TestDiagramLook : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void aMarkLooksTheSameOnTheBoardAndInPngAndSvg() {
        const BoardTheme theme = BoardTheme::byId(QStringLiteral("default"));
        QCOMPARE(theme.mark, QColor(0xd0, 0x30, 0x20));
        // The board: a right click marks e4.
        auto w = test::shownMainWindow();
        BoardView* board = w->findChild<BoardView*>(QStringLiteral("boardView"));
        w->diagrams()->annotations()->toggleMark(sq("e4"));
        QCoreApplication::processEvents();
        const QImage screen = board->viewport()->grab().toImage();
        checkRing(screen, QRectF(board->squareRect(sq("e4"))), theme.mark, "board");
        // The PNG (the PDF is drawn by the same painter) and the SVG of the same diagram.
        DiagramContent c = contentOf(Position::startPosition());
        c.marks = {sq("e4")};
        DiagramOptions o;
        const QImage png = DiagramExport::png(c, o, 800);
        const QRectF area = DiagramPainter::boardRect(QRectF(png.rect()), c, o);
        checkRing(png, DiagramPainter::squareRect(area, sq("e4"), false), theme.mark, "png");
        const QByteArray svg = DiagramExport::svg(c, o, 800);
        checkRing(renderSvg(svg), svgSquare(svg, "e4"), theme.mark, "svg");
    }

    void aLongCaptionShowsWholeInPngAndSvg() {
        DiagramContent c = contentOf(Position::startPosition());
        c.caption = QString::fromLatin1(LongCaption);
        DiagramOptions o;
        for (int width : {240, 480, 1200}) {
            const QImage png = DiagramExport::png(c, o, width);
            const QRectF board = DiagramPainter::boardRect(QRectF(png.rect()), c, o);
            const int below = int(board.bottom() + board.width() / 8 * 0.45) + 1;
            QVERIFY(inkIn(png, 0, png.width(), below) > 0);                // the caption
            QCOMPARE(inkIn(png, 0, 3, below), 0);                          // nothing cut left
            QCOMPARE(inkIn(png, png.width() - 3, png.width(), below), 0);  // nor right
            QCOMPARE(inkIn(png, 0, png.width(), png.height() - 2), 0);     // nor below
            // Every character is drawn, in order; only spaces where lines break are gone.
            const QStringList lines = DiagramPainter::captionLines(c.caption, 8.95);
            QVERIFY(lines.size() >= 3);
            QString words = c.caption;
            QCOMPARE(lines.join(QString()).remove(QLatin1Char(' ')),
                     words.remove(QLatin1Char(' ')));

            const QByteArray svg = DiagramExport::svg(c, o, width);
            const QImage picture = renderSvg(svg);
            const QRectF a1 = svgSquare(svg, "a1");
            const int svgBelow = int(a1.bottom() + a1.width() * 0.45) + 1;
            QVERIFY(inkIn(picture, 0, picture.width(), svgBelow) > 0);
            QCOMPARE(inkIn(picture, 0, 3, svgBelow), 0);
            QCOMPARE(inkIn(picture, picture.width() - 3, picture.width(), svgBelow), 0);
            QCOMPARE(inkIn(picture, 0, picture.width(), picture.height() - 2), 0);
        }
    }

    // Black and white, coordinates inside: the hatching stops around each label.
    void insideCoordinatesStandOnWhiteInBlackAndWhite() {
        const DiagramContent c = contentOf(*parseFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
        DiagramOptions o;
        o.blackAndWhite = true;
        o.coordinates = CoordinateStyle::Inside;
        const QImage png = DiagramExport::png(c, o, 800);
        const QRectF board = DiagramPainter::boardRect(QRectF(png.rect()), c, o);
        const QRectF a1 = DiagramPainter::squareRect(board, sq("a1"), false);
        // The file letter sits in a1's bottom-right corner and the rank digit in its top-left:
        // no grey of the hatching right around them.
        const qreal q = a1.width();
        auto hatchPixels = [&](const QRectF& box) {
            int n = 0;
            for (int y = int(box.top()); y < int(box.bottom()); ++y)
                for (int x = int(box.left()); x < int(box.right()); ++x)
                    n += png.pixelColor(x, y) == QColor(0x70, 0x70, 0x70);
            return n;
        };
        QVERIFY(hatchPixels(QRectF(a1.center(), QSizeF(q * 0.3, q * 0.3))) > 20);  // hatched
        QVERIFY(hatchPixels(
                    QRectF(a1.right() - q * 0.17, a1.bottom() - q * 0.2, q * 0.12, q * 0.17)) < 4);
        QVERIFY(hatchPixels(QRectF(a1.left() + q * 0.05, a1.top() + q * 0.03, q * 0.1, q * 0.17)) <
                4);
    }
};

QTEST_MAIN(TestDiagramLook)
#include "tst_diagramlook.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
