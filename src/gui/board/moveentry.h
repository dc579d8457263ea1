// MoveEntry: a line edit for typing a move in SAN or UCI ("Nf3", "e7e8q", "O-O"), with the
// reason shown underneath when the move is refused (in a line kept free for it, so that the
// board above does not move). What the text means is decided by
// whoever handles submitted(); a refusal comes back through showError().
#pragma once

#include <QWidget>

class QLineEdit;

namespace remis::gui {

class MessageLine;

class MoveEntry : public QWidget {
    Q_OBJECT
public:
    explicit MoveEntry(QWidget* parent = nullptr);

    QLineEdit* lineEdit() const { return m_edit; }
    QString errorText() const;
    // Keeps the text so it can be corrected, selected so that typing replaces it.
    void showError(const QString& message);
    void accepted();    // clears text and error
    void clearError();  // another game: its refusal no longer holds

signals:
    void submitted(const QString& text);
    void escapePressed();  // e.g. to leave "claim with a move" while typing

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QLineEdit* m_edit;
    MessageLine* m_error;  // one line, reserved: a refusal never moves the board
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
