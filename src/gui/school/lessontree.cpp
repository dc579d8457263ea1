// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/school/lessontree.h"

#include <QSignalBlocker>
#include <QStyledItemDelegate>

namespace remis::gui {

namespace {

// A tree view asks its delegate for a row's height without telling it the column's width; this
// one wraps the text in the width the row has at its depth.
class WrappingDelegate : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(LessonTree* tree) : QStyledItemDelegate(tree), m_tree(tree) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        int depth = 0;
        for (QModelIndex up = index.parent(); up.isValid(); up = up.parent()) ++depth;
        QStyleOptionViewItem wrapped = option;
        wrapped.rect = QRect(0, 0, m_tree->textWidth(depth), 1);  // a valid rect: wrap in it
        wrapped.features |= QStyleOptionViewItem::WrapText;
        return QStyledItemDelegate::sizeHint(wrapped, index);
    }

private:
    LessonTree* m_tree;
};

}  // namespace

LessonTree::LessonTree(QWidget* parent) : QTreeWidget(parent) {
    setHeaderHidden(true);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setUniformRowHeights(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setItemDelegate(new WrappingDelegate(this));
}

int LessonTree::textWidth(int depth) const {
    // The branch column of every level above and at this one.
    return std::max(40, viewport()->width() - (depth + 1) * indentation());
}

void LessonTree::showRow(QTreeWidgetItem* row) {
    m_shown = indexFromItem(row);
    if (hasFocus()) {
        setCurrentItem(row);
        return;
    }
    selectionModel()->select(m_shown, QItemSelectionModel::ClearAndSelect);
    scrollToItem(row);
}

// Before the view's own focus handling, which would otherwise make the first row current. The
// row is the one already shown: no signal, so that it is not loaded again.
void LessonTree::focusInEvent(QFocusEvent* event) {
    if (m_shown.isValid() && currentIndex() != m_shown) {
        const QSignalBlocker quiet(this);
        selectionModel()->setCurrentIndex(m_shown, QItemSelectionModel::ClearAndSelect);
    }
    QTreeWidget::focusInEvent(event);
}

// The rows wrap anew at the new width.
void LessonTree::resizeEvent(QResizeEvent* event) {
    QTreeWidget::resizeEvent(event);
    scheduleDelayedItemsLayout();
}

}  // namespace remis::gui
