// MoveListPanel: the score sheet (a QTableView on app::MoveListModel) with buttons to browse
// earlier positions and a clear "Viewing move N" banner while an earlier position is shown.
// Clicking a move shows the position after it; the current position is the selected cell.
#pragma once

#include <QStyle>
#include <QStyleOptionViewItem>
#include <QWidget>

class QLabel;
class QTableView;
class QToolButton;

namespace remis {
struct Outcome;
}  // namespace remis

namespace remis::app {
class GameController;
class MoveListModel;
}  // namespace remis::app

namespace remis::gui {

class MoveListPanel : public QWidget {
    Q_OBJECT
public:
    explicit MoveListPanel(QWidget* parent = nullptr);

    void bind(app::MoveListModel* model, app::GameController* controller);
    QTableView* table() const { return m_table; }
    QLabel* browsingBanner() const { return m_banner; }
    // "Viewing move 12...Nf6: press End to return", empty at the latest position.
    QString browsingText() const;
    // How a cell is drawn: a move recorded after the game (after its automatic ending, or
    // from a null move on: pgn.md) is set apart in italics and the muted colour.
    static void styleCell(QStyleOptionViewItem* option, const QModelIndex& index);

signals:
    // The table's child `child` (the current move) was reported to the screen reader as the
    // focused item, on Tab into the list.
    void moveFocused(int child);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QString resultLine(const Outcome& outcome) const;
    QToolButton* navButton(QStyle::StandardPixmap icon, const QString& tip);
    void onClicked(const QModelIndex& index);
    void syncToShownPly();
    void reportCurrentCell();
    // The number column fits the widest move number ("120."), so none is cut to "1…".
    void fitNumberColumn();

    QTableView* m_table;
    QLabel* m_banner;
    QLabel* m_result = nullptr;  // "Result: 1-0" below the last move once the game is over
    QToolButton* m_start;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_end;
    app::MoveListModel* m_model = nullptr;
    app::GameController* m_controller = nullptr;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
