// GameListModel: the games of a PgnFile as a table for the game chooser: number, White,
// Black, Result, Date, Event, length in moves. Text is decoded from the index only when a
// row is shown, so 50,000 games cost no more than their index.
#pragma once

#include <QAbstractTableModel>

namespace remis::app {

class PgnFile;

class GameListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        WhiteColumn,
        BlackColumn,
        ResultColumn,
        DateColumn,
        EventColumn,
        MovesColumn,
        ColumnCount
    };

    explicit GameListModel(const PgnFile* file, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // The text the filter matches: every column of the row, lower-case. Built for all rows
    // at the first call, so that filtering as one types does not decode 50,000 rows again
    // for every key.
    const QString& searchText(int row) const;

private:
    const PgnFile* m_file;
    mutable std::vector<QString> m_search;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
