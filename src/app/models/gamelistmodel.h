// GameListModel: the games of a PgnFile as a table for the game chooser (the arbiter's table):
// number, White, Black, Result, Date, Event, length in moves, and, as the FileAudit fills
// them in the background, each game's audit: claimable threefold and fifty-move moments,
// illegal moves that stood, the automatic ending, a flag fall, whether the recorded result agrees
// with the rules (the reason in the tooltip) and errors. Text is decoded from the index only when a
// row is shown, so 50,000 games cost no more than their index.
#pragma once

#include <QAbstractTableModel>

#include "core/audit/audit.h"

namespace remis::app {

class FileAudit;
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
        ThreefoldColumn,  // claimable threefold moments (9.2)
        FiftyColumn,      // claimable fifty-move moments (9.3)
        IllegalColumn,    // illegal moves that stood (7.5)
        EndingColumn,     // the automatic ending (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2)
        FlagColumn,       // the first flag fall recorded, with the ruling (6.9)
        CheckColumn,      // the recorded result against the rules
        ErrorColumn,      // what could not be read or played
        ColumnCount
    };
    // Sort keys: numbers for the counts, the text for the rest; rows not yet audited last.
    static constexpr int SortRole = Qt::UserRole;

    // The audit shown in the audit columns (none: they stay empty); rows update as it goes.
    void setAudit(const FileAudit* audit);
    const FileAudit* audit() const { return m_audit; }

    explicit GameListModel(const PgnFile* file, QObject* parent = nullptr);
    // The file's index grew (PgnFile::indexMore): its new games become rows.
    void addIndexedGames();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // The text the filter matches: every column of the row, lower-case. Built for all rows
    // as they are first asked for, so that filtering as one types does not decode 50,000 rows again
    // for every key.
    const QString& searchText(int row) const;

private:
    QString accessibleText(const QModelIndex& index) const;
    QVariant auditData(int row, int column, int role) const;
    static QVariant countData(const GameAudit& audit, bool (*kind)(AuditEventKind), int role);
    static QVariant claimData(const GameAudit& audit, AuditEventKind onBoard,
                              AuditEventKind withMove, int role);

    const PgnFile* m_file;
    int m_rows = 0;  // the file's games when last counted
    const FileAudit* m_audit = nullptr;
    mutable std::vector<QString> m_search;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
