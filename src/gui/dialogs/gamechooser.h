// GameChooser: picks one game of a multi-game PGN file. A table (White, Black, Result, Date,
// Event, moves) under a filter line: typing filters the rows (every word must appear in the
// row), Enter or a double-click opens the selected game (the first shown if none is).
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QTableView;

namespace remis::app {
class GameListModel;
class PgnFile;
}  // namespace remis::app

namespace remis::gui {

class GameFilterModel;

class GameChooser : public QDialog {
    Q_OBJECT
public:
    GameChooser(const app::PgnFile* file, QWidget* parent = nullptr);

    // The chosen game (0-based in the file), or -1.
    int chosenGame() const { return m_chosen; }
    void setFilterText(const QString& text);
    int visibleGames() const;
    QTableView* table() const { return m_table; }
    QLineEdit* filterEdit() const { return m_filter; }

    void accept() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateCount();

    app::GameListModel* m_model;
    GameFilterModel* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_table;
    QLabel* m_count;
    int m_chosen = -1;
    int m_total = 0;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
