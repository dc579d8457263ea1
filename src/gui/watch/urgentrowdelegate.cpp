// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/watch/urgentrowdelegate.h"

#include <QApplication>

#include "app/watch/watchboardmodel.h"
#include "gui/style/theme.h"

namespace remis::gui {

void UrgentRowDelegate::initStyleOption(QStyleOptionViewItem* option,
                                        const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    if (!index.data(app::WatchBoardModel::UrgentRole).toBool()) return;
    const ThemeColours colours = theme::colours(QApplication::palette());
    option->backgroundBrush = colours.alertBackground;
    option->palette.setColor(QPalette::Text, colours.alertText);
    option->font.setBold(true);
}

}  // namespace remis::gui
