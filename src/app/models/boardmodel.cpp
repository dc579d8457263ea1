#include "app/models/boardmodel.h"

#include "app/controller/gamecontroller.h"
#include "app/text/piecenames.h"
#include "core/board/movegen.h"

namespace remis::app {

namespace {

QString pieceCode(Piece p) {
    if (p == NoPiece) return {};
    static const char letters[] = "PNBRQK";
    return QString(QLatin1Char(colorOf(p) == White ? 'w' : 'b')) + QLatin1Char(letters[typeOf(p)]);
}

}  // namespace

BoardModel::BoardModel(GameController* controller, QObject* parent)
    : QAbstractTableModel(parent), m_controller(controller) {
    for (Square s = 0; s < 64; ++s) m_cells[size_t(s)] = computeCell(s, 0, 0);
    connect(controller, &GameController::gameReset, this, &BoardModel::resetFromController);
    connect(&controller->navigator(), &PlyNavigator::shownPlyChanged, this, [this] {
        m_selected = NoSquare;  // a selection belongs to the position it was made in
        refresh();
    });
    connect(controller, &GameController::stateChanged, this, [this] {
        if (m_selected != NoSquare && !m_controller->canPlay()) clearSelection();
        refresh();
    });
}

int BoardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 8;
}
int BoardModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 8;
}

Square BoardModel::squareAt(int row, int column) {
    return makeSquare(column, 7 - row);
}

Square BoardModel::squareAt(const QModelIndex& index) {
    return index.isValid() ? squareAt(index.row(), index.column()) : NoSquare;
}

QModelIndex BoardModel::indexOf(Square square) const {
    if (square < 0 || square >= 64) return {};
    return index(7 - rankOf(square), fileOf(square));
}

Qt::ItemFlags BoardModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    Square s = squareAt(index);
    const Cell& c = m_cells[size_t(s)];
    switch (role) {
        case Qt::DisplayRole:
        case PieceRole:
            return c.piece;
        case Qt::AccessibleTextRole:  // what a screen reader says: "e4, white pawn"
            return PieceNames::describeSquare(QString::fromStdString(squareName(s)), c.piece);
        case Qt::ToolTipRole:
        case SquareNameRole:
            return QString::fromStdString(squareName(s));
        case SquareRole:
            return s;
        case IsLightSquareRole:
            return isLightSquare(s);
        case IsLastMoveRole:
            return c.lastMove;
        case IsSelectedRole:
            return c.selected;
        case IsLegalTargetRole:
            return c.target;
        case IsCaptureTargetRole:
            return c.capture;
        case IsCheckRole:
            return c.check;
        default:
            return {};
    }
}

QHash<int, QByteArray> BoardModel::roleNames() const {
    auto names = QAbstractTableModel::roleNames();
    names.insert({{PieceRole, "piece"},
                  {SquareRole, "square"},
                  {IsLightSquareRole, "isLight"},
                  {IsLastMoveRole, "isLastMove"},
                  {IsSelectedRole, "isSelected"},
                  {IsLegalTargetRole, "isLegalTarget"},
                  {IsCheckRole, "isCheck"},
                  {SquareNameRole, "squareName"},
                  {IsCaptureTargetRole, "isCaptureTarget"}});
    return names;
}

BoardModel::Cell BoardModel::computeCell(Square s, uint64_t targets, uint64_t captures) const {
    const Position& pos = m_controller->navigator().shownPosition();
    Cell c;
    c.piece = pieceCode(pos.pieceOn(s));
    Move last = m_controller->navigator().lastShownMove();
    c.lastMove = !last.isNone() && (last.from() == s || last.to() == s);
    c.selected = s == m_selected;
    c.target = (targets >> s) & 1;
    c.capture = (captures >> s) & 1;
    c.check = pos.inCheck() && s == pos.kingSquare(pos.sideToMove());
    return c;
}

const MoveList& BoardModel::shownMoves() const {
    const Position& pos = m_controller->navigator().shownPosition();
    if (!m_movesValid || m_movesKey != pos.key()) {
        m_moves = legalMoves(pos);
        m_movesKey = pos.key();
        m_movesValid = true;
        ++m_generated;
    }
    return m_moves;
}

void BoardModel::refresh(bool force) {
    const PlyNavigator& nav = m_controller->navigator();
    Stamp stamp{nav.shownPosition().key(), nav.shownPly(), m_selected, nav.lastShownMove().raw()};
    if (!force && stamp == m_refreshed) return;
    m_refreshed = stamp;
    uint64_t targets = 0, captures = 0;
    if (m_selected != NoSquare) {
        const Position& pos = nav.shownPosition();
        for (Move m : shownMoves()) {
            if (m.from() != m_selected) continue;
            targets |= uint64_t(1) << m.to();
            if (pos.isCapture(m)) captures |= uint64_t(1) << m.to();
        }
    }
    for (Square s = 0; s < 64; ++s) {
        Cell c = computeCell(s, targets, captures);
        if (c == m_cells[size_t(s)]) continue;
        m_cells[size_t(s)] = std::move(c);
        QModelIndex i = indexOf(s);
        emit dataChanged(i, i);
    }
}

void BoardModel::resetFromController() {
    bool hadSelection = m_selected != NoSquare;
    m_selected = NoSquare;
    refresh(true);  // a new game changes only some cells too; no model reset needed
    if (hadSelection) emit selectionChanged(NoSquare);
}

bool BoardModel::select(Square square) {
    const Position& pos = m_controller->navigator().shownPosition();
    bool ok = square >= 0 && square < 64 && m_controller->canPlay() &&
              pos.pieceOn(square) != NoPiece && colorOf(pos.pieceOn(square)) == pos.sideToMove() &&
              !legalTargets(square).isEmpty();
    Square wanted = ok ? square : NoSquare;
    if (wanted != m_selected) {
        m_selected = wanted;
        refresh();
        emit selectionChanged(m_selected);
    }
    return ok;
}

void BoardModel::clearSelection() {
    if (m_selected == NoSquare) return;
    m_selected = NoSquare;
    refresh();
    emit selectionChanged(NoSquare);
}

QList<Square> BoardModel::legalTargets(Square from) const {
    if (from == NoSquare) from = m_selected;
    QList<Square> targets;
    if (from < 0 || from >= 64) return targets;
    for (Move m : shownMoves())
        if (m.from() == from && !targets.contains(m.to())) targets.append(m.to());
    return targets;
}

bool BoardModel::isLegalTarget(Square from, Square to) const {
    return !moveFor(from, to).isNone();
}

bool BoardModel::needsPromotion(Square from, Square to) const {
    Move m = moveFor(from, to);
    return !m.isNone() && m.isPromotion();
}

Move BoardModel::moveFor(Square from, Square to, PieceType promotion) const {
    if (from < 0 || from >= 64 || to < 0 || to >= 64) return Move::none();
    for (Move m : shownMoves())
        if (m.from() == from && m.to() == to && (!m.isPromotion() || m.promotion() == promotion))
            return m;
    return Move::none();
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
