// BoardPainter: draws one square of the board from BoardModel's roles: the square colour,
// last-move / selection / check highlights, the coordinates on the board edge, the piece
// (PieceRenderer) and the legal-target markers (a dot on an empty square, a ring around a
// capture), in the colours of a BoardTheme. Knows nothing of chess: everything comes from the
// model's roles.
#pragma once

#include <QColor>
#include <QModelIndex>
#include <QRect>

#include "gui/board/boardtheme.h"

class QPainter;

namespace remis::gui {

struct SquareLabels {
    QString file;  // drawn bottom-right when the square is on the bottom edge
    QString rank;  // drawn top-left when the square is on the left edge
};

class BoardPainter {
public:
    // The whole square except the piece, which may be hidden while dragged.
    static void paintSquare(QPainter& p, const QRect& r, const QModelIndex& cell,
                            const SquareLabels& labels, const BoardTheme& theme);
    static void paintPiece(QPainter& p, const QRect& r, const QString& code, qreal dpr,
                           qreal opacity = 1.0);
    static void paintTargetMarker(QPainter& p, const QRect& r, const QModelIndex& cell,
                                  const BoardTheme& theme);
    static void paintCursor(QPainter& p, const QRect& r, const BoardTheme& theme);
    static void paintDropTarget(QPainter& p, const QRect& r);
    static void paintCheck(QPainter& p, const QRect& r);  // also used by exported diagrams
    // A marked square: the one look of core/diagram's MarkRing, on the board and in every
    // exported diagram; `outline`, when valid, is a wider ring drawn under it (print).
    static void paintMark(QPainter& p, const QRectF& square, const QColor& colour,
                          const QColor& outline = {});

private:
    static void paintLabels(QPainter& p, const QRect& r, bool light, const SquareLabels& labels,
                            const BoardTheme& theme);
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
