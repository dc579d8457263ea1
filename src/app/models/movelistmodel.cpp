#include "app/models/movelistmodel.h"

#include "app/controller/gamecontroller.h"
#include "app/text/articles.h"
#include "app/text/movewords.h"
#include "app/text/ruletexts.h"

namespace remis::app {

MoveListModel::MoveListModel(GameController* controller, QObject* parent)
    : QAbstractTableModel(parent), m_controller(controller) {
    onReset();
    connect(controller, &GameController::gameReset, this, &MoveListModel::onReset);
    connect(controller, &GameController::moveMade, this, &MoveListModel::onMoveMade);
    connect(controller, &GameController::moveUndone, this, &MoveListModel::onMoveUndone);
    connect(&controller->navigator(), &PlyNavigator::shownPlyChanged, this,
            &MoveListModel::onShownPlyChanged);
    connect(controller, &GameController::stateChanged, this, &MoveListModel::onStateChanged);
}

int MoveListModel::rowsFor(int plies) const {
    return plies == 0 ? 0 : (plies - 1 + (m_blackFirst ? 1 : 0)) / 2 + 1;
}
int MoveListModel::rowOfPly(int ply) const {
    return (ply - 1 + (m_blackFirst ? 1 : 0)) / 2;
}
int MoveListModel::columnOfPly(int ply) const {
    return WhiteColumn + (ply - 1 + (m_blackFirst ? 1 : 0)) % 2;
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rowsFor(m_plies);
}
int MoveListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QModelIndex MoveListModel::indexForPly(int ply) const {
    if (ply < 1 || ply > m_plies) return {};
    return index(rowOfPly(ply), columnOfPly(ply));
}

int MoveListModel::plyAt(const QModelIndex& index) const {
    if (!index.isValid() || index.column() == NumberColumn) return -1;
    int ply = index.row() * 2 + (index.column() - WhiteColumn) + 1 - (m_blackFirst ? 1 : 0);
    return ply >= 1 && ply <= m_plies ? ply : -1;
}

Qt::ItemFlags MoveListModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    if (plyAt(index) < 0) return Qt::ItemIsEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

bool MoveListModel::isBeyondGame(int ply) const {
    return ply > m_controller->game().ply();
}

QString MoveListModel::beyondGameTip() const {
    if (m_controller->rulingsStopped())
        return tr(
            "Not part of the game under the Laws: the arbiter's rulings stop at the null "
            "move");
    return tr("Played after the game ended: %1")
        .arg(m_controller->hasEnded()
                 ? RuleTexts::banner(m_controller->outcome(), m_controller->game().position(),
                                     m_controller->game().rules(),
                                     m_controller->game().ruling().deadReason)
                 : QString());
}

void MoveListModel::setNotationStyle(LocalNotation::Style style) {
    if (style == m_style) return;
    m_style = style;
    if (m_plies > 0)
        emit dataChanged(index(0, WhiteColumn), index(rowCount() - 1, BlackColumn),
                         {Qt::DisplayRole});
}

// A move recorded after the game is only in the record's tree.
QString MoveListModel::recordedSan(int ply) const {
    const NodeId node = m_controller->record().nodeOfPly(ply);
    return node == NoNode ? QString()
                          : QString::fromStdString(m_controller->record().tree().node(node).san);
}

QString MoveListModel::cellText(int ply) const {
    if (isBeyondGame(ply)) return LocalNotation::show(recordedSan(ply), m_style);
    const PlyRecord& rec = m_controller->game().plies()[size_t(ply - 1)];
    QString text = LocalNotation::show(QString::fromStdString(rec.san), m_style);
    if (rec.drawOffered) text += QStringLiteral(" (=)");
    if (rec.claimMade) text += QLatin1Char(' ') + tr("(claim)");
    if (rec.stoodIllegal) text += QLatin1Char(' ') + tr("(illegal)");  // 7.5: it stood
    return text;
}

// What a screen reader says for the cell: "2. White knight g1 to f3", and the marks in words.
QString MoveListModel::spokenText(int ply) const {
    const Game& game = m_controller->game();
    const PlyRecord& rec = game.plies()[size_t(ply - 1)];
    const Position before = game.positionAt(ply - 1);
    // Without its number: the row's first cell says it, and Orca reads a whole row when the
    // row changes (it would say the number twice).
    QString text = MoveWords::spoken(before, rec.move, rec.san);
    if (rec.drawOffered) text = tr("%1, with a draw offer").arg(text);
    if (rec.claimMade) text = tr("%1, with an incorrect draw claim").arg(text);
    return text;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    if (index.column() == NumberColumn) {
        if (role == Qt::DisplayRole)
            return QStringLiteral("%1.").arg(m_firstMoveNumber + index.row());
        if (role == Qt::AccessibleTextRole)
            return tr("Move %1").arg(m_firstMoveNumber + index.row());
        if (role == PlyRole) return -1;
        return {};
    }
    int ply = plyAt(index);
    if (ply < 0) {
        bool ellipsis = m_blackFirst && index.row() == 0 && index.column() == WhiteColumn;
        if (role == Qt::DisplayRole) return ellipsis ? QStringLiteral("…") : QString();
        return role == PlyRole ? QVariant(-1) : QVariant();
    }
    if (isBeyondGame(ply)) {
        switch (role) {
            case Qt::DisplayRole:
                return cellText(ply);
            case SanRole:
                return recordedSan(ply);
            case PlyRole:
                return ply;
            case BeyondGameRole:
                return true;
            case IsCurrentRole:
                return ply == m_shownPly;
            case Qt::AccessibleTextRole:
                return MoveWords::spoken(m_controller->record().tree(),
                                         m_controller->record().nodeOfPly(ply),
                                         MoveWords::Number::Left);
            case Qt::ToolTipRole:
                return beyondGameTip();
            case DrawOfferRole:
            case ClaimRole:
                return false;
            default:
                return {};
        }
    }
    const PlyRecord& rec = m_controller->game().plies()[size_t(ply - 1)];
    switch (role) {
        case Qt::DisplayRole:
            return cellText(ply);
        case PlyRole:
            return ply;
        case SanRole:
            return QString::fromStdString(rec.san);
        case DrawOfferRole:
            return rec.drawOffered;
        case ClaimRole:
            return rec.claimMade;
        case IsCurrentRole:
            return ply == m_shownPly;
        case BeyondGameRole:
            return false;
        case Qt::AccessibleTextRole:
            return spokenText(ply);
        case Qt::ToolTipRole:
            if (rec.stoodIllegal) return RuleTexts::stoodIllegalText(m_controller->game(), ply);
            if (rec.claimMade)
                return tr("An incorrect draw claim was made with this move (FIDE %1)")
                    .arg(articleNo(article_no::IncorrectClaim));
            if (rec.drawOffered)
                return tr("A draw was offered with this move (FIDE %1)")
                    .arg(articleNo(article_no::OfferRecorded));
            return {};
        default:
            return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case NumberColumn:
            return tr("#");
        case WhiteColumn:
            return tr("White");
        case BlackColumn:
            return tr("Black");
        default:
            return {};
    }
}

QHash<int, QByteArray> MoveListModel::roleNames() const {
    auto names = QAbstractTableModel::roleNames();
    names.insert({{PlyRole, "ply"},
                  {SanRole, "san"},
                  {DrawOfferRole, "drawOffer"},
                  {ClaimRole, "claim"},
                  {IsCurrentRole, "isCurrent"},
                  {BeyondGameRole, "beyondGame"}});
    return names;
}

void MoveListModel::onReset() {
    beginResetModel();
    const Game& game = m_controller->game();
    m_blackFirst = game.startPosition().sideToMove() == Black;
    m_firstMoveNumber = game.startPosition().fullmoveNumber();
    m_plies = m_controller->navigator().recordPlies();
    m_shownPly = m_controller->navigator().shownRecordPly();
    m_marks.clear();
    for (const PlyRecord& rec : game.plies()) m_marks.emplace_back(rec.drawOffered, rec.claimMade);
    endResetModel();
}

void MoveListModel::onMoveMade(int ply) {
    while (m_plies < ply && m_plies < m_controller->game().ply()) {
        int next = m_plies + 1;
        const PlyRecord& rec = m_controller->game().plies()[size_t(next - 1)];
        if (rowsFor(next) > rowsFor(m_plies)) {
            int row = rowsFor(next) - 1;
            beginInsertRows({}, row, row);
            m_plies = next;
            m_marks.emplace_back(rec.drawOffered, rec.claimMade);
            endInsertRows();
        } else {
            m_plies = next;
            m_marks.emplace_back(rec.drawOffered, rec.claimMade);
            QModelIndex cell = indexForPly(next);
            emit dataChanged(cell, cell);
        }
    }
}

void MoveListModel::onMoveUndone(int ply) {
    // A dead position proven after moves read from the file keeps them, after the end.
    const int recorded = m_controller->navigator().recordPlies();
    if (recorded > ply) {
        onReset();
        return;
    }
    while (m_plies > ply && m_plies > 0) {
        int removed = m_plies;
        if (rowsFor(removed - 1) < rowsFor(removed)) {
            int row = rowsFor(removed) - 1;
            beginRemoveRows({}, row, row);
            m_plies = removed - 1;
            m_marks.pop_back();
            endRemoveRows();
        } else {
            QModelIndex cell = index(rowOfPly(removed), columnOfPly(removed));
            m_plies = removed - 1;
            m_marks.pop_back();
            emit dataChanged(cell, cell);
        }
    }
}

void MoveListModel::onShownPlyChanged(int) {
    int old = m_shownPly;
    const int ply = m_controller->navigator().shownRecordPly();
    m_shownPly = ply;
    for (int p : {old, ply}) {
        QModelIndex cell = indexForPly(p);
        if (cell.isValid()) emit dataChanged(cell, cell, {IsCurrentRole});
    }
}

// Draw offers are marked on a ply after it was made (9.1.2.2: the offer follows the move),
// and only ever on the last two plies, so only those are compared.
void MoveListModel::onStateChanged() {
    const auto& plies = m_controller->game().plies();
    for (int p = std::max(1, m_plies - 1); p <= m_plies && p <= int(plies.size()); ++p) {
        const PlyRecord& rec = plies[size_t(p - 1)];
        auto marks = std::make_pair(rec.drawOffered, rec.claimMade);
        if (m_marks[size_t(p - 1)] == marks) continue;
        m_marks[size_t(p - 1)] = marks;
        QModelIndex cell = indexForPly(p);
        emit dataChanged(cell, cell);
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
