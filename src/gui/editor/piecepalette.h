// PiecePalette: both colours' pieces and an eraser. A click chooses the piece the board
// places (toolChosen); dragging a piece onto the board places it there (EditorBoard accepts
// the drop).
#pragma once

#include <QWidget>

#include "core/base/types.h"
#include "gui/board/boardtheme.h"

namespace remis::gui {

class PiecePalette : public QWidget {
    Q_OBJECT
public:
    explicit PiecePalette(QWidget* parent = nullptr);

    Piece tool() const { return m_tool; }
    void setTool(Piece p);
    void setTheme(const BoardTheme& theme);  // the pieces stand on light squares of the theme
    QRect cellRect(Piece p) const;           // NoPiece: the eraser
    QSize sizeHint() const override { return {7 * 44, 2 * 44}; }
    QSize minimumSizeHint() const override { return {7 * 28, 2 * 28}; }

signals:
    void toolChosen(remis::Piece p);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    int cellSize() const;
    Piece pieceAt(const QPoint& pos, bool* hit) const;

    Piece m_tool;
    BoardTheme m_theme = BoardTheme::byId(BoardTheme::defaultId());
    Piece m_pressed = NoPiece;
    bool m_pressedHit = false;
    QPoint m_pressPos;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
