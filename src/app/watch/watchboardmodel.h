// SPDX-License-Identifier: GPL-3.0-or-later
// WatchBoardModel: Tournament Watch's list of boards, one row per game the sources show
// (players, the last move, the clocks if recorded, the last event), fed with each read of a
// source. What is an event, once, and what is urgent is the core's Watch (core/watch), the
// same that `remis-cli watch` prints; this keeps a row per game (known by its tags, as the
// core knows it) and says which rows changed. WatchBoardOrder puts urgent rows first.
#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <vector>

#include "core/rules/outcome.h"
#include "core/watch/livegame.h"
#include "core/watch/watch.h"

namespace remis::app {

class WatchBoardModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        BoardColumn,
        WhiteColumn,
        BlackColumn,
        MoveColumn,
        ClockColumn,
        EventColumn,
        ColumnCount
    };
    enum Role {
        UrgentRole = Qt::UserRole + 1,  // bool: an urgent event not yet acknowledged
        UrgentOrderRole,                // qint64: later urgent events are larger (0: none)
        BoardRole,                      // int: the board number
        KeyRole,                        // QString: the game's key (gameText, gameChanged)
        PliesRole,                      // int: the plies as far as written
    };

    explicit WatchBoardModel(RuleSet rules = RuleSet::Fide, QObject* parent = nullptr);

    // Forgets every board (a new source, or other rules).
    void reset(RuleSet rules);
    // One read of `source` (a file's path, or a URL): its whole text as it stands now.
    void take(const QString& source, int fileBoard, const QString& text);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The arbiter has seen the game's urgent event: the row is no longer urgent (nor listed
    // first) until another urgent event comes in that game. False if it was not urgent.
    bool acknowledge(const QString& key);

    // The game as the watch read it last, as PGN (tags, moves, clock comments, result), to
    // open on the board; empty for an unknown key.
    QString gameText(const QString& key) const;

signals:
    // An urgent event, with the plain sentence that tells it (WatchTexts::sentence).
    void urgentEvent(const QString& sentence, const QString& key);
    // The game's moves, comments or result changed (a board following it reloads).
    void gameChanged(const QString& key);

private:
    struct Row {
        QString key;
        QString source;
        int board = 0;
        watch::LiveGame game;
        QString lastEvent;
        qint64 urgentOrder = 0;
    };
    int rowOf(const QString& key) const;
    int updateRow(const QString& source, int fileBoard, const watch::LiveGame& game);
    void noteEvent(int row, const watch::LocatedEvent& event);
    QString moveText(const Row& row) const;
    QString clockText(const Row& row) const;

    watch::Watch m_watch;
    std::vector<Row> m_rows;
    qint64 m_urgentCount = 0;
};

}  // namespace remis::app
