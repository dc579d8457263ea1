// BoardModel: the shown position of a GameController as an 8x8 table for BoardView, with
// the highlights the view paints (last move, selection, legal targets, check) as roles (see
// boardroles.h; row 0 = rank 8, column 0 = file a), plus the selection the user is making.
// Only cells whose data changed are reported (dataChanged), even for a new game: the table
// is always 8x8, so the model is never reset.
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <array>

#include "app/models/boardroles.h"
#include "core/board/movegen.h"
#include "core/board/position.h"

namespace remis::app {

class GameController;

class BoardModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit BoardModel(GameController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // Square <-> cell: a1 = 0 is row 7, column 0.
    static Square squareAt(const QModelIndex& index);
    static Square squareAt(int row, int column);
    QModelIndex indexOf(Square square) const;

    // Selection: select() picks a piece of the side to move at the latest position (returns
    // false, clearing the selection, for an empty square, the opponent's piece, a piece with
    // no legal move, while browsing or after the game ended).
    bool select(Square square);
    void clearSelection();
    Square selectedSquare() const { return m_selected; }
    bool hasSelection() const { return m_selected != NoSquare; }
    // Legal target squares of the piece on `from` (of the selected piece by default).
    QList<Square> legalTargets(Square from = NoSquare) const;
    bool isLegalTarget(Square from, Square to) const;
    // Does moving from `from` to `to` need a promotion choice (a pawn reaching the last rank)?
    bool needsPromotion(Square from, Square to) const;
    // The legal move from -> to (with `promotion` for a promoting pawn), or Move::none().
    Move moveFor(Square from, Square to, PieceType promotion = Queen) const;

    // The shown position's legal moves: generated once per position shown, whatever asks.
    const MoveList& shownMoves() const;
    // How many times shownMoves() had to generate the list (tests check the "once").
    int moveListsGenerated() const { return m_generated; }

signals:
    void selectionChanged(int square);  // NoSquare (64) when cleared

private:
    struct Cell {
        QString piece;
        bool lastMove = false;
        bool selected = false;
        bool target = false;
        bool capture = false;
        bool check = false;
        bool operator==(const Cell&) const = default;
    };
    Cell computeCell(Square s, uint64_t targets, uint64_t captures) const;
    // Recompute the cells and emit dataChanged for those that differ; does nothing when
    // neither the shown position, the shown ply nor the selection changed since last time.
    void refresh(bool force = false);
    void resetFromController();

    GameController* m_controller;
    std::array<Cell, 64> m_cells;
    Square m_selected = NoSquare;
    struct Stamp {
        uint64_t key = 0;
        int shownPly = -1;
        Square selected = NoSquare;
        uint16_t lastMove = 0;
        bool operator==(const Stamp&) const = default;
    };
    Stamp m_refreshed;
    mutable MoveList m_moves;
    mutable uint64_t m_movesKey = 0;
    mutable bool m_movesValid = false;
    mutable int m_generated = 0;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
