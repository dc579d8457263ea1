// PositionEditor: Edit -> Set Up Position (Ctrl+E). The board (EditorBoard) with a palette
// of both colours, the side to move, castling boxes that are enabled only while king and rook
// are at home (a disabled box says which piece is missing), the en passant squares a double
// push could have produced, both clocks, flip / clear / start / mirror / swap colours,
// undo/redo, and the FEN in and out, live (Enter in the FEN field applies it; it does not
// press Play from Here). Every problem the core's checker finds is listed at once in words
// that name the squares (clicking one marks its squares); OK stays disabled while any is an
// error. Play from Here starts the game with the time control chosen beside it. A FEN read in
// and written out without an edit is unchanged.
#pragma once

#include <QDialog>
#include <vector>

#include "core/clock/clock.h"
#include "core/setup/setupcheck.h"

class QCheckBox;
class QComboBox;
class QKeyEvent;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace remis::gui {

class EditorBoard;
class MessageLine;
class PiecePalette;
class TimeControlPicker;

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    explicit PositionEditor(QWidget* parent = nullptr);

    // Loads a FEN whatever its problems; false (and fenError()) only if it cannot be read.
    bool setFen(const QString& fen);
    QString fen() const;  // the text given to setFen() while nothing has been edited
    const setup::Setup& current() const { return m_history[m_index]; }
    void apply(const setup::Setup& s);  // one undoable edit
    const std::vector<setup::Problem>& problems() const { return m_problems; }
    QStringList problemTexts() const;
    bool isAcceptable() const;
    bool canUndo() const { return m_index > 0; }
    bool canRedo() const { return m_index + 1 < int(m_history.size()); }
    void undo();
    void redo();
    QString fenError() const;

    EditorBoard* board() const { return m_board; }
    PiecePalette* palette() const { return m_palette; }
    QCheckBox* castlingBox(CastlingRights right) const;
    QComboBox* epCombo() const { return m_ep; }
    QComboBox* sideCombo() const { return m_side; }
    QLineEdit* fenEdit() const { return m_fenEdit; }
    QPushButton* fixCastlingButton() const { return m_fixCastling; }
    QPushButton* okButton() const { return m_ok; }
    // The time control of the game that Play from Here starts.
    void setTimeControl(const TimeControl& control, const QList<TimeControl>& recent = {});
    TimeControl timeControl() const;

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    QWidget* buildSideColumn();
    QWidget* buildPositionFields();
    QWidget* buildButtons();
    QWidget* buildProblemList();
    void refresh();
    void refreshCastling();
    void refreshEnPassant();
    void refreshProblems();
    void fenTyped(const QString& text);
    void fenEntered();
    void setCastling(CastlingRights right, bool on);
    void showProblemSquares();

    EditorBoard* m_board;
    PiecePalette* m_palette;
    QComboBox* m_side = nullptr;
    QCheckBox* m_castling[4] = {};
    QComboBox* m_ep = nullptr;
    QSpinBox* m_halfmove = nullptr;
    QSpinBox* m_fullmove = nullptr;
    QLineEdit* m_fenEdit = nullptr;
    MessageLine* m_fenError = nullptr;
    QListWidget* m_problemList = nullptr;
    QLabel* m_verdict = nullptr;
    QPushButton* m_fixCastling = nullptr;
    QPushButton* m_undo = nullptr;
    QPushButton* m_redo = nullptr;
    TimeControlPicker* m_time = nullptr;
    QPushButton* m_ok = nullptr;
    std::vector<setup::Setup> m_history;
    int m_index = 0;
    std::vector<setup::Problem> m_problems;
    QString m_givenFen;  // returned unchanged while the setup is the one it gave
    setup::Setup m_given;
    bool m_refreshing = false;
    bool m_typing = false;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
