// PositionPicture: a still board (no moves) for the rules school, drawn by the diagram painter:
// a position with marked squares, e.g. the squares where two positions differ (9.2.3). It is a
// Tab stop whose name describes the position in words, so a screen reader reads the board a
// question is about; the focus shows as a frame round it.
#pragma once

#include <QWidget>
#include <vector>

#include "core/board/position.h"
#include "gui/diagram/diagrampainter.h"

namespace remis::gui {

class PositionPicture : public QWidget {
    Q_OBJECT
public:
    explicit PositionPicture(QWidget* parent = nullptr);
    void setPosition(const Position& pos, const std::vector<Square>& marks = {},
                     const QString& caption = {});
    QSize sizeHint() const override { return {320, 340}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w + 24; }
    // The diagram `width` pixels wide on screen; `scale` times as many pixels for print (the
    // image says so by its device pixel ratio, so a sheet lays it out `width` wide and a
    // 300 dpi page gets its detail).
    QImage render(int width, int scale = 1) const;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    DiagramContent m_content;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
