#include "app/models/gamelistmodel.h"

#include "app/files/pgnfile.h"

namespace remis::app {

GameListModel::GameListModel(const PgnFile* file, QObject* parent)
    : QAbstractTableModel(parent), m_file(file) {}

int GameListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_file->gameCount();
}

int GameListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_file->gameCount()) return {};
    const PgnIndexEntry& e = m_file->entry(index.row());
    if (role == Qt::TextAlignmentRole &&
        (index.column() == NumberColumn || index.column() == MovesColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    switch (index.column()) {
        case NumberColumn:
            return index.row() + 1;
        case WhiteColumn:
            return m_file->decode(e.white);
        case BlackColumn:
            return m_file->decode(e.black);
        case ResultColumn:
            return m_file->decode(e.result);
        case DateColumn:
            return m_file->decode(e.date);
        case EventColumn:
            return m_file->decode(e.event);
        case MovesColumn:
            return (e.plies + 1) / 2;
        default:
            return {};
    }
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case NumberColumn:
            return tr("#");
        case WhiteColumn:
            return tr("White");
        case BlackColumn:
            return tr("Black");
        case ResultColumn:
            return tr("Result");
        case DateColumn:
            return tr("Date");
        case EventColumn:
            return tr("Event");
        case MovesColumn:
            return tr("Moves");
        default:
            return {};
    }
}

const QString& GameListModel::searchText(int row) const {
    if (m_search.empty()) {
        m_search.reserve(std::size_t(m_file->gameCount()));
        for (int r = 0; r < m_file->gameCount(); ++r) {
            const PgnIndexEntry& e = m_file->entry(r);
            m_search.push_back(m_file
                                   ->decode(e.white + '\n' + e.black + '\n' + e.result + '\n' +
                                            e.date + '\n' + e.event)
                                   .toLower());
        }
    }
    return m_search[std::size_t(row)];
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
