// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/watch/watchboardorder.h"

#include "app/watch/watchboardmodel.h"

namespace remis::app {

WatchBoardOrder::WatchBoardOrder(QObject* parent) : QSortFilterProxyModel(parent) {
    setDynamicSortFilter(true);
    sort(0, Qt::AscendingOrder);
}

bool WatchBoardOrder::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const auto value = [](const QModelIndex& i, int role) { return i.data(role).toLongLong(); };
    const qint64 urgentLeft = value(left, WatchBoardModel::UrgentOrderRole);
    const qint64 urgentRight = value(right, WatchBoardModel::UrgentOrderRole);
    if (urgentLeft != urgentRight) return urgentLeft > urgentRight;
    const qint64 boardLeft = value(left, WatchBoardModel::BoardRole);
    const qint64 boardRight = value(right, WatchBoardModel::BoardRole);
    if (boardLeft != boardRight) return boardLeft < boardRight;
    return left.data(WatchBoardModel::KeyRole).toString() <
           right.data(WatchBoardModel::KeyRole).toString();
}

}  // namespace remis::app
