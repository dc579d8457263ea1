// SPDX-License-Identifier: GPL-3.0-or-later
// WatchBoardOrder: the order Tournament Watch lists the boards in: games with an urgent event
// first, the latest urgent one on top (it is the one the arbiter must go to now), then the
// others by board number. Sorting stays on: a new urgent event moves its board up at once.
#pragma once

#include <QSortFilterProxyModel>

namespace remis::app {

class WatchBoardOrder : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit WatchBoardOrder(QObject* parent = nullptr);

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
};

}  // namespace remis::app
