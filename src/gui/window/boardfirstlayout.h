// BoardFirstLayout: the main window's row of columns, the board column first and then the
// side panels. The board gets the space first: its column is made as wide as the height lets
// the (square) board grow, and the side panels share what is left: each its minimum, then
// the later panels first up to their preferred width, and what remains by stretch. Hidden panels
// (F9) take no room. A plain QHBoxLayout takes the same number of pixels from every column when the
// window is too small, so the board shrank first while the arbiter panel kept its width.
#pragma once

#include <QLayout>
#include <QList>

namespace remis::gui {

class BoardFirstLayout : public QLayout {
    Q_OBJECT
public:
    // `board` is the square widget inside `column`; the rest of the column is its chrome.
    BoardFirstLayout(QWidget* parent, QWidget* column, QWidget* board);
    ~BoardFirstLayout() override;

    void addSidePanel(QWidget* panel, int stretch);

    void addItem(QLayoutItem* item) override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    int count() const override { return int(m_items.size()); }
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    Qt::Orientations expandingDirections() const override { return Qt::Horizontal | Qt::Vertical; }
    void setGeometry(const QRect& rect) override;

private:
    struct Entry {
        QLayoutItem* item;
        int stretch;
    };
    QList<Entry> visibleSides() const;
    QSize total(QSize (QLayoutItem::*size)() const) const;
    int columnWidth(int width, int height, const QList<Entry>& sides) const;
    static QList<int> sideWidths(int rest, const QList<Entry>& sides);

    QList<Entry> m_items;  // the board column first
    QWidget* m_board;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
