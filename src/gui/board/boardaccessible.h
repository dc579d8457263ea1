// BoardAccessible: what a screen reader sees of the BoardView: a table of 8 x 8 cells, rows
// from rank 8 to rank 1 and columns from a to h as in a FEN (whichever way the board is
// turned), each cell named from the model's Qt::AccessibleTextRole ("e4, white pawn",
// "e4, empty"), with its place on screen, whether it is the selected piece, and a "press"
// action that acts like a click; a screen reader's table commands move by rank and file. The
// keyboard cursor is the focused cell: BoardView reports its moves as focus events, so that
// the screen reader says the square the cursor is on.
#pragma once

#include <QAccessibleWidget>
#include <QHash>

#include "core/base/types.h"

namespace remis::gui {

class BoardView;

class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
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
    void* interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableInterface: ranks are rows (8 first), files are columns (a first).
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override { return int(selectedCells().size()); }
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override { return 8; }
    int rowCount() const override { return 8; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}  // always 8 x 8

private:
    BoardView* board() const;

    mutable QHash<int, QAccessible::Id> m_children;  // created when first asked for
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
