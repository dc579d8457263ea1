// SPDX-License-Identifier: GPL-3.0-or-later
// UrgentRowDelegate: Tournament Watch's board list shows each board with an urgent event the
// arbiter has not acknowledged in the theme's alert colours and in bold, so that it stands
// out even where the list is long; acknowledged, the row looks like any other.
#pragma once

#include <QStyledItemDelegate>

namespace remis::gui {

class UrgentRowDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

}  // namespace remis::gui
