// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/watch/watchboardmodel.h"

#include <map>

#include "app/text/watchtexts.h"

namespace remis::app {

namespace {

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

bool sameRecord(const watch::LiveGame& a, const watch::LiveGame& b) {
    return a.moves == b.moves && a.comments == b.comments && a.result == b.result &&
           a.tags == b.tags;
}

}  // namespace

WatchBoardModel::WatchBoardModel(RuleSet rules, QObject* parent)
    : QAbstractTableModel(parent), m_watch(rules) {}

void WatchBoardModel::reset(RuleSet rules) {
    beginResetModel();
    m_watch = watch::Watch(rules);
    m_rows.clear();
    endResetModel();
}

int WatchBoardModel::rowOf(const QString& key) const {
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].key == key) return int(i);
    return -1;
}

// The row of `game`, made when the game is new; its record as read now. Returns the row.
int WatchBoardModel::updateRow(const QString& source, int fileBoard, const watch::LiveGame& game) {
    const QString key = qs(watch::gameKey(source.toStdString(), game));
    int row = rowOf(key);
    if (row < 0) {
        row = int(m_rows.size());
        beginInsertRows({}, row, row);
        m_rows.push_back({key, source, 0, game, {}, 0});
        m_rows.back().board = watch::boardOf(game, fileBoard);
        endInsertRows();
        emit gameChanged(key);
        return row;
    }
    Row& r = m_rows[size_t(row)];
    if (sameRecord(r.game, game)) return row;
    r.game = game;
    r.source = source;
    r.board = watch::boardOf(game, fileBoard);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit gameChanged(key);
    return row;
}

void WatchBoardModel::take(const QString& source, int fileBoard, const QString& text) {
    const std::string bytes = text.toStdString();
    std::map<int, int> rowOfGame;  // the game's place in this read -> its row
    for (const watch::LiveGame& game : watch::readLiveGames(bytes))
        rowOfGame[game.number] = updateRow(source, fileBoard, game);
    for (const watch::LocatedEvent& e : m_watch.read(source.toStdString(), fileBoard, bytes)) {
        const auto it = rowOfGame.find(e.game);
        if (it != rowOfGame.end()) noteEvent(it->second, e);
    }
}

void WatchBoardModel::noteEvent(int row, const watch::LocatedEvent& e) {
    Row& r = m_rows[size_t(row)];
    r.lastEvent = WatchTexts::eventText(e.event);
    if (e.event.urgent) r.urgentOrder = ++m_urgentCount;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    if (e.event.urgent)
        emit urgentEvent(WatchTexts::sentence(r.board, qs(e.white), qs(e.black), r.lastEvent),
                         r.key);
}

bool WatchBoardModel::acknowledge(const QString& key) {
    const int row = rowOf(key);
    if (row < 0 || m_rows[size_t(row)].urgentOrder == 0) return false;
    m_rows[size_t(row)].urgentOrder = 0;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    return true;
}

int WatchBoardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WatchBoardModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString WatchBoardModel::moveText(const Row& row) const {
    const std::string label = watch::lastMoveLabel(row.game);
    return label.empty() ? WatchTexts::noMove() : qs(label);
}

QString WatchBoardModel::clockText(const Row& row) const {
    const watch::LiveClocks clocks = watch::lastClocks(row.game);
    if (!clocks.white && !clocks.black) return {};
    const auto one = [](const std::optional<int64_t>& ms) {
        return ms ? WatchTexts::clock(*ms) : QStringLiteral("–");
    };
    return QStringLiteral("%1 | %2").arg(one(clocks.white), one(clocks.black));
}

QVariant WatchBoardModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Row& r = m_rows[size_t(index.row())];
    switch (role) {
        case UrgentRole:
            return r.urgentOrder > 0;
        case UrgentOrderRole:
            return r.urgentOrder;
        case BoardRole:
            return r.board;
        case KeyRole:
            return r.key;
        case PliesRole:
            return int(r.game.moves.size());
        case Qt::DisplayRole:
            break;
        default:
            return {};
    }
    switch (Column(index.column())) {
        case BoardColumn:
            return r.board;
        case WhiteColumn:
            return qs(r.game.tag("White"));
        case BlackColumn:
            return qs(r.game.tag("Black"));
        case MoveColumn:
            return moveText(r);
        case ClockColumn:
            return clockText(r);
        case EventColumn:
            return r.lastEvent;
        case ColumnCount:
            break;
    }
    return {};
}

QVariant WatchBoardModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return WatchTexts::columnTitle(section);
}

QString WatchBoardModel::gameText(const QString& key) const {
    const int row = rowOf(key);
    return row < 0 ? QString() : qs(watch::livePgn(m_rows[size_t(row)].game));
}

}  // namespace remis::app
