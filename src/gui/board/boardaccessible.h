// BoardAccessible: what a screen reader sees of the BoardView: 64 cells from a8 to h1 as in a
// FEN (whichever way the board is turned), each named from the model's Qt::AccessibleTextRole
// ("e4, white pawn", "e4, empty"), with its place on screen, whether it is the selected piece,
// and a "press" action that acts like a click. The keyboard cursor is the focused cell:
// BoardView reports its moves as focus events, so that the screen reader says the square the
// cursor is on, and that square alone. No table interface: Orca reads a table's whole row
// each time the row changes, eight squares for every Up or Down (a blind tester).
#pragma once

#include <QAccessibleWidget>
#include <QHash>

#include "core/base/types.h"

namespace remis::gui {

class BoardView;

class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardView* board);
    ~BoardAccessible() override;

    static void install();            // the factory that gives every BoardView this interface
    static int childIndex(Square s);  // the child that stands for a square
    static Square squareOf(int index);

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    QString text(QAccessible::Text t) const override;

private:
    BoardView* board() const;

    mutable QHash<int, QAccessible::Id> m_children;  // created when first asked for
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
