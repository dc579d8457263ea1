#include "app/models/gamelistmodel.h"

#include <QStringList>

#include "app/files/fileaudit.h"
#include "app/files/pgnfile.h"
#include "app/text/articles.h"
#include "app/text/audittexts.h"

namespace remis::app {

GameListModel::GameListModel(const PgnFile* file, QObject* parent)
    : QAbstractTableModel(parent), m_file(file), m_rows(file->gameCount()) {}

int GameListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rows;
}

void GameListModel::addIndexedGames() {
    const int count = m_file->gameCount();
    if (count <= m_rows) return;
    beginInsertRows({}, m_rows, count - 1);
    m_rows = count;
    endInsertRows();
}

int GameListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

void GameListModel::setAudit(const FileAudit* audit) {
    m_audit = audit;
    if (!audit) return;
    connect(audit, &FileAudit::progressed, this, [this](int, int, int first, int last) {
        emit dataChanged(index(first, ThreefoldColumn), index(last, ErrorColumn));
    });
}

// A count column: the number (empty when none), each event in the tooltip.
QVariant GameListModel::countData(const GameAudit& a, bool (*kind)(AuditEventKind), int role) {
    const int n = AuditTexts::count(a, kind);
    if (role == SortRole) return n;
    if (role == Qt::ToolTipRole) {
        QStringList lines;
        for (const AuditEvent& e : a.events)
            if (kind(e.kind)) lines << AuditTexts::eventLine(e);
        return lines.join(QLatin1Char('\n'));
    }
    return n > 0 ? QVariant(n) : QVariant(QString());
}

// A claim column counts two kinds of moment apart, as `remis-cli audit` names them: the
// position on the board could be claimed (threefold_claimable, 9.2.2; fifty_claimable,
// 9.3.2), and the move just played could have been written and claimed with (..._with_move,
// 9.2.1, 9.3.1). "8 + 9": eight of the first, nine of the second; not 17 moments of one kind.
QVariant GameListModel::claimData(const GameAudit& a, AuditEventKind onBoard,
                                  AuditEventKind withMove, int role) {
    int board = 0;
    int written = 0;
    QStringList lines;
    for (const AuditEvent& e : a.events) {
        if (e.kind != onBoard && e.kind != withMove) continue;
        ++(e.kind == onBoard ? board : written);
        lines << AuditTexts::eventLine(e);
    }
    if (role == SortRole) return board * 100000 + written;  // the moments on the board first
    if (role == Qt::ToolTipRole) {
        if (board + written == 0) return {};
        lines.prepend(tr("%1 claimable with the position on the board; %2 claimable by writing "
                         "the move played")
                          .arg(board)
                          .arg(written));
        return lines.join(QLatin1Char('\n'));
    }
    if (board + written == 0) return QString();
    return written == 0 ? QString::number(board)
                        : tr("%1 + %2").arg(QString::number(board), QString::number(written));
}

QVariant GameListModel::auditData(int row, int column, int role) const {
    if (!m_audit || row >= m_audit->gameCount() || !m_audit->isAudited(row)) {
        if (role == SortRole)
            return column == CheckColumn || column == FlagColumn ? QVariant(QString())
                                                                 : QVariant(-1);
        return role == Qt::DisplayRole ? QStringLiteral("…") : QVariant();
    }
    const GameAudit& a = m_audit->audit(row);
    switch (column) {
        case ThreefoldColumn:
            return claimData(a, AuditEventKind::ThreefoldClaimable,
                             AuditEventKind::ThreefoldClaimableWithMove, role);
        case FiftyColumn:
            return claimData(a, AuditEventKind::FiftyClaimable,
                             AuditEventKind::FiftyClaimableWithMove, role);
        case IllegalColumn:
            return countData(a, &AuditTexts::isIllegalMove, role);
        case EndingColumn:
            return AuditTexts::endingText(a);
        case FlagColumn:
            return AuditTexts::flagText(AuditTexts::firstFlagFall(a));
        case CheckColumn:
            if (role == Qt::ToolTipRole) return AuditTexts::resultCheck(a);
            if (!a.resultConsistent) return tr("against the rules");
            return a.error.empty() ? AuditTexts::resultCheck(a) : tr("not checked");
        case ErrorColumn:
            return QString::fromStdString(a.error);
        default:
            return {};
    }
}

// What a screen reader says for a cell: Orca reads a row cell by cell and skips empty cells,
// so "9. 1 + 1." left the blind arbiter guessing which count was which. The counts and the
// audit's verdicts say their column; an empty claim, illegal-move, flag or ending cell says
// "none".
QString GameListModel::accessibleText(const QModelIndex& index) const {
    const QString shown = data(index, Qt::DisplayRole).toString();
    const int column = index.column();
    const bool named = column == MovesColumn || column == CheckColumn ||
                       (column >= ThreefoldColumn && column <= FlagColumn);
    if (!named) return shown;
    if (column == EndingColumn && !shown.isEmpty()) return shown;  // "checkmate, ply 4 (...)"
    return tr("%1: %2").arg(headerData(column, Qt::Horizontal).toString(),
                            shown.isEmpty() ? tr("none") : shown);
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows) return {};
    if (role == Qt::AccessibleTextRole) return accessibleText(index);
    const PgnIndexEntry& e = m_file->entry(index.row());
    const int column = index.column();
    if (role == Qt::TextAlignmentRole &&
        (column == NumberColumn || column == MovesColumn || column == ThreefoldColumn ||
         column == FiftyColumn || column == IllegalColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (column >= ThreefoldColumn) {
        if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != SortRole) return {};
        return auditData(index.row(), column, role);
    }
    if (role == SortRole) {
        if (column == NumberColumn) return index.row() + 1;
        if (column == MovesColumn) return (e.plies + 1) / 2;
        role = Qt::DisplayRole;
    }
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
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case ThreefoldColumn:
                return tr("Moments a draw by threefold repetition could be claimed (FIDE %1). "
                          "\"8 + 9\": 8 moments with the position on the board; 9 moments "
                          "where a claim by writing the move played was possible. Often the "
                          "same repetition counted both ways, not 17 in all")
                    .arg(articleNo(article_no::Threefold));
            case FiftyColumn:
                return tr("Moments a draw under the fifty-move rule could be claimed (FIDE "
                          "%1). \"8 + 9\": 8 moments with the position on the board; 9 "
                          "moments where a claim by writing the move played was possible. "
                          "Often the same chance to claim counted both ways, not 17 in all")
                    .arg(articleNo(article_no::Fifty));
            case IllegalColumn:
                return tr("Illegal moves that stood: who made them, why, and the article "
                          "(FIDE %1)")
                    .arg(articleNo(article_no::IllegalMoves));
            case EndingColumn:
                return tr("Where the game ended by itself under the Laws");
            case FlagColumn:
                return tr("A flag fall the record shows, and the ruling by FIDE %1")
                    .arg(articleNo(article_no::FlagFall));
            case CheckColumn:
                return tr("Whether the recorded result agrees with the rules");
            default:
                return {};
        }
    }
    // The titles in column order (Column), translated where they are shown.
    static const char* const titles[ColumnCount] = {QT_TR_NOOP("#"),
                                                    QT_TR_NOOP("White"),
                                                    QT_TR_NOOP("Black"),
                                                    QT_TR_NOOP("Result"),
                                                    QT_TR_NOOP("Date"),
                                                    QT_TR_NOOP("Event"),
                                                    QT_TR_NOOP("Moves"),
                                                    QT_TR_NOOP("3-fold"),
                                                    QT_TR_NOOP("50 moves"),
                                                    QT_TR_NOOP("Illegal"),
                                                    QT_TR_NOOP("Ended by the rules"),
                                                    QT_TR_NOOP("Flag fall"),
                                                    QT_TR_NOOP("Result check"),
                                                    QT_TR_NOOP("Error")};
    if (role != Qt::DisplayRole || section < 0 || section >= ColumnCount) return {};
    return tr(titles[section]);
}

const QString& GameListModel::searchText(int row) const {
    if (std::size_t(row) >= m_search.size()) {
        m_search.reserve(std::size_t(m_rows));
        for (int r = int(m_search.size()); r < m_rows; ++r) {
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
