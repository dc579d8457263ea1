// MoveListModel: the score sheet as a table: column 0 the move number ("12."), column 1
// White's move, column 2 Black's move (SAN with " (=)" for a draw offer and " (claim)" for an
// incorrect claim made with the move; roles in movelistroles.h). A game starting with Black
// to move shows "…" in the first row's White cell. Rows are appended as moves are made and
// removed as moves are taken back; the model is reset only for a new game. Moves the record
// has after the game (after its automatic ending, or from a null move on: pgn.md) follow,
// set apart (BeyondGameRole: the view shows them in italics; a tooltip says why). The cells
// show the SAN in the chosen notation (English or the user's letters, or figurines); SanRole
// stays English; Qt::AccessibleTextRole has the move in words for a screen reader.
#pragma once

#include <QAbstractTableModel>

#include "app/models/movelistroles.h"
#include "app/text/localnotation.h"

namespace remis::app {

class GameController;

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NumberColumn = 0, WhiteColumn, BlackColumn, ColumnCount };

    explicit MoveListModel(GameController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // The cell showing ply `ply` (1-based), invalid for 0 or out of range; and back.
    QModelIndex indexForPly(int ply) const;
    int plyAt(const QModelIndex& index) const;  // -1 for the number column or an empty cell

    // How the moves are shown (default: the user's letters); every cell is redrawn.
    void setNotationStyle(LocalNotation::Style style);
    LocalNotation::Style notationStyle() const { return m_style; }

private:
    void onMoveMade(int ply);
    void onMoveUndone(int ply);
    void onShownPlyChanged(int ply);
    void onStateChanged();
    void onReset();
    int rowOfPly(int ply) const;
    int columnOfPly(int ply) const;
    int rowsFor(int plies) const;
    QString cellText(int ply) const;
    QString recordedSan(int ply) const;
    QString spokenText(int ply) const;
    bool isBeyondGame(int ply) const;
    QString beyondGameTip() const;

    GameController* m_controller;
    bool m_blackFirst = false;
    int m_firstMoveNumber = 1;
    int m_plies = 0;
    int m_shownPly = 0;
    LocalNotation::Style m_style = LocalNotation::Style::Local;
    std::vector<std::pair<bool, bool>> m_marks;  // per ply: (draw offer, claim) as last reported
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
