// PromotionChooser: the small popup over the promotion square offering queen, rook, bishop
// and knight, stacked from the last rank towards the centre of the board. Click a piece or
// press Q, R, B or N, or Up/Down and Enter or Space; Esc, a right click or a click elsewhere
// cancels.
#pragma once

#include <QFrame>
#include <QList>

#include "core/base/types.h"

class QToolButton;

namespace remis::gui {

class PromotionChooser : public QFrame {
    Q_OBJECT
public:
    explicit PromotionChooser(QWidget* parent = nullptr);

    // Shows the four pieces of `color`, each squareSize big, starting at `firstSquare`
    // (the promotion square, in parent coordinates), going down or up.
    void popup(Color color, const QRect& firstSquare, bool downwards);
    void cancel();
    QToolButton* button(PieceType type) const;

signals:
    void chosen(remis::PieceType type);
    void cancelled();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QList<QToolButton*> m_buttons;  // queen, rook, bishop, knight
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
