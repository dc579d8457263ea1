// GameChooser: picks one game of a multi-game PGN file; the arbiter's table. A table (White,
// Black, Result, Date, Event, moves, and the audit of each game, filled in the background:
// claimable threefold and fifty-move moments, illegal moves that stood, the automatic
// ending, a flag fall, the result check, errors) under a filter line: a number finds that
// game, words filter the rows (every word must appear in the row), and "Show" keeps the
// games with events, with results against the rules, with illegal moves, with a flag fall
// or with errors. Enter or a double-click opens the selected game (the first shown if
// none is); the selected game's events are listed below, and opening one opens the game at
// that ply.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableView;

namespace remis::app {
class FileAudit;
class GameListModel;
class PgnFile;
}  // namespace remis::app

namespace remis::gui {

class GameFilterModel;

class GameChooser : public QDialog {
    Q_OBJECT
public:
    GameChooser(app::PgnFile* file, QWidget* parent = nullptr);
    ~GameChooser() override;

    // The chosen game (0-based in the file), or -1.
    int chosenGame() const { return m_chosen; }
    // The ply to show in it (an event was opened), or -1 for the game's last position.
    int chosenPly() const { return m_chosenPly; }
    void setFilterText(const QString& text);
    enum class Show { All, WithEvents, AgainstRules, IllegalMoves, FlagFalls, Errors };
    void setShow(Show show);
    const app::FileAudit* audit() const { return m_audit; }
    QListWidget* eventList() const { return m_events; }
    QLabel* progressLabel() const { return m_progress; }
    int visibleGames() const;
    QTableView* table() const { return m_table; }
    QLineEdit* filterEdit() const { return m_filter; }

    void accept() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void sizeColumns();
    void sizeNumberColumn();
    void updateCount();
    void updateEvents();
    void onAuditProgress(int audited, int total);
    bool indexStep();
    void showReadProgress();
    void startAudit();
    void openEvent();

    app::GameListModel* m_model;
    GameFilterModel* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_table;
    QLabel* m_count;
    QComboBox* m_show;
    QListWidget* m_events;
    QLabel* m_progress;
    app::FileAudit* m_audit;
    app::PgnFile* m_file;  // indexed further while the chooser is open
    int m_chosen = -1;
    int m_chosenPly = -1;
    int m_total = 0;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
