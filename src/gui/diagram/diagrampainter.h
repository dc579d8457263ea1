// DiagramPainter: a board diagram for export and print, drawn with QPainter so that one
// drawing serves the screen preview, PNG, PDF and the printer (SVG comes from the core's
// writer, which draws the same choices): the squares, the project's SVG pieces (as vectors),
// marked squares and arrows, a king in check, coordinates inside or outside the board, a
// side-to-move marker and a caption. The black-and-white print theme draws dark squares as
// hatching and gives marks and arrows a white outline so that they stay visible on dark
// pieces.
#pragma once

#include <QColor>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <array>
#include <vector>

#include "core/base/types.h"

class QPainter;

namespace remis::gui {

struct DiagramArrow {
    Square from = NoSquare;
    Square to = NoSquare;
    bool operator==(const DiagramArrow&) const = default;
};

struct DiagramContent {
    std::array<Piece, 64> board{};
    Color sideToMove = White;
    std::vector<Square> marks;
    std::vector<DiagramArrow> arrows;
    QString caption;
    QString fen;  // written into the SVG title and description
    DiagramContent() { board.fill(NoPiece); }
};

enum class CoordinateStyle { None, Inside, Outside };

struct DiagramOptions {
    bool flipped = false;
    CoordinateStyle coordinates = CoordinateStyle::Outside;
    bool sideToMoveMarker = true;
    bool blackAndWhite = false;
    bool caption = true;
    QString theme = QStringLiteral("default");  // a BoardTheme id (a core diagram style)
};

class DiagramPainter {
public:
    // Width / height of the whole diagram (board, margins, marker, caption).
    static qreal aspectRatio(const DiagramContent& c, const DiagramOptions& o);
    // Draws into `area`, keeping the aspect ratio, centred.
    static void paint(QPainter& p, const QRectF& area, const DiagramContent& c,
                      const DiagramOptions& o);
    // The board's own rectangle inside `area` (for tests and hit testing).
    static QRectF boardRect(const QRectF& area, const DiagramContent& c, const DiagramOptions& o);
    static QRectF squareRect(const QRectF& board, Square s, bool flipped);
    // The caption broken into the lines drawn under a diagram `widthInSquares` wide (board and
    // margins): every line fits, so the whole caption shows; the diagram grows by its lines.
    static QStringList captionLines(const QString& caption, qreal widthInSquares);

private:
    static void paintSquares(QPainter& p, const QRectF& board, const DiagramOptions& o);
    static void paintMarks(QPainter& p, const QRectF& board, const DiagramContent& c,
                           const DiagramOptions& o);
    static void paintCheck(QPainter& p, const QRectF& board, const DiagramContent& c,
                           const DiagramOptions& o);
    static void paintPieces(QPainter& p, const QRectF& board, const DiagramContent& c,
                            const DiagramOptions& o);
    static void paintArrows(QPainter& p, const QRectF& board, const DiagramContent& c,
                            const DiagramOptions& o);
    static void paintCoordinates(QPainter& p, const QRectF& board, const DiagramOptions& o);
    static void paintMarker(QPainter& p, const QRectF& board, const DiagramContent& c,
                            const DiagramOptions& o);
    static void paintCoordinate(QPainter& p, const QRectF& r, int align, const QString& text,
                                const QColor& colour, bool backed);
    static void paintCaption(QPainter& p, const QRectF& board, const DiagramContent& c,
                             const DiagramOptions& o);
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
