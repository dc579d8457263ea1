#include "gui/window/boardfirstlayout.h"

#include <QWidget>
#include <algorithm>

namespace remis::gui {

BoardFirstLayout::BoardFirstLayout(QWidget* parent, QWidget* column, QWidget* board)
    : QLayout(parent), m_board(board) {
    addChildWidget(column);
    m_items.append({new QWidgetItem(column), 0});
}

BoardFirstLayout::~BoardFirstLayout() {
    for (const Entry& e : m_items) delete e.item;
}

void BoardFirstLayout::addSidePanel(QWidget* panel, int stretch) {
    addChildWidget(panel);
    m_items.append({new QWidgetItem(panel), stretch});
    invalidate();
}

void BoardFirstLayout::addItem(QLayoutItem* item) {
    m_items.append({item, 1});
}

QLayoutItem* BoardFirstLayout::itemAt(int index) const {
    return index >= 0 && index < m_items.size() ? m_items[index].item : nullptr;
}

QLayoutItem* BoardFirstLayout::takeAt(int index) {
    if (index < 0 || index >= m_items.size()) return nullptr;
    return m_items.takeAt(index).item;
}

QList<BoardFirstLayout::Entry> BoardFirstLayout::visibleSides() const {
    QList<Entry> sides;
    for (qsizetype i = 1; i < m_items.size(); ++i)
        if (!m_items[i].item->isEmpty()) sides.append(m_items[i]);
    return sides;
}

// The columns side by side: widths and spacing added, the tallest height.
QSize BoardFirstLayout::total(QSize (QLayoutItem::*size)() const) const {
    QSize sum = (m_items.front().item->*size)();
    for (const Entry& e : visibleSides()) {
        const QSize s = (e.item->*size)();
        sum = {sum.width() + spacing() + s.width(), qMax(sum.height(), s.height())};
    }
    const QMargins m = contentsMargins();
    return sum.grownBy(m);
}

QSize BoardFirstLayout::sizeHint() const {
    return total(&QLayoutItem::sizeHint);
}

QSize BoardFirstLayout::minimumSize() const {
    return total(&QLayoutItem::minimumSize);
}

// As wide as the board can be tall (the column's height less its clocks, banner and move box),
// but leaving the side panels their minimum.
int BoardFirstLayout::columnWidth(int width, int height, const QList<Entry>& sides) const {
    QLayoutItem* column = m_items.front().item;
    if (sides.isEmpty()) return width;
    int sidesMinimum = 0;
    for (const Entry& e : sides) sidesMinimum += e.item->minimumSize().width();
    const int chrome = column->sizeHint().height() - m_board->sizeHint().height();
    const int minimum = column->minimumSize().width();
    return std::clamp(height - chrome, minimum, qMax(minimum, width - sidesMinimum));
}

void BoardFirstLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    const QRect area = rect.marginsRemoved(contentsMargins());
    const QList<Entry> sides = visibleSides();
    const int width = area.width() - spacing() * int(sides.size());
    const int columnW = columnWidth(width, area.height(), sides);
    m_items.front().item->setGeometry(QRect(area.left(), area.top(), columnW, area.height()));
    const QList<int> widths = sideWidths(width - columnW, sides);
    int x = area.left() + columnW + spacing();
    for (qsizetype i = 0; i < sides.size(); ++i) {
        int w = widths[i];
        if (i == sides.size() - 1) w = qMax(w, area.right() + 1 - x);  // rounding: fill the row
        sides[i].item->setGeometry(QRect(x, area.top(), w, area.height()));
        x += w + spacing();
    }
}

// What is left after the board: every side gets its minimum; then the last panel (the arbiter
// panel: claims matter more than a wide move list) grows to its preferred width first, then
// the one before it; what is left over after that goes by stretch.
QList<int> BoardFirstLayout::sideWidths(int rest, const QList<Entry>& sides) {
    QList<int> widths;
    int stretch = 0;
    for (const Entry& e : sides) {
        widths << e.item->minimumSize().width();
        rest -= widths.back();
        stretch += e.stretch;
    }
    for (qsizetype i = sides.size() - 1; i >= 0 && rest > 0; --i) {
        const int grow = qMin(rest, qMax(0, sides[i].item->sizeHint().width() - widths[i]));
        widths[i] += grow;
        rest -= grow;
    }
    if (rest > 0 && stretch > 0)
        for (qsizetype i = 0; i < sides.size(); ++i) widths[i] += rest * sides[i].stretch / stretch;
    return widths;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
