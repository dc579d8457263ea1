// NotationView: the game as a chess book prints it: moves with their numbers, NAGs as glyphs
// (!, ?!, ±, ...), comments in italics, variations in parentheses, nested to any depth.
// Every move is a link: a click on a main-line move shows that position like the move list
// does, a click on a variation's move shows the position after it (nothing is played). Edit
// Comment (double-click, the context menu, or Ctrl+Shift+K) edits the free text after the
// shown move; [%clk]-style commands in the comment are kept as they were.
//
// For the keyboard the view is one Tab stop: the arrow keys step through the moves in the
// order they are printed (Left and Up back, Right and Down on, variations where they stand),
// Home goes to the start and End to the game's last move. A screen reader sees a list of the
// moves in words (NotationAccessible) and hears each step.
#pragma once

#include <QTextBrowser>

#include "app/text/localnotation.h"
#include "core/pgn/tree.h"

namespace remis::app {
class GameController;
}

namespace remis::gui {

class NotationView : public QTextBrowser {
    Q_OBJECT
public:
    explicit NotationView(QWidget* parent = nullptr);

    void bind(app::GameController* controller);
    // The node whose position the board shows (the root at the start position).
    NodeId shownNode() const;
    // Shows the position after `node` (a main-line or a variation move).
    void showNode(NodeId node);
    // Asks for the comment of the shown move; true if it was changed.
    bool editComment();
    // Sets the assessment NAG (1 to 6) of a move, 0 removes it: an undoable edit.
    void setAssessment(NodeId node, int nag);
    // The start (the root) and every move, in the order the notation prints them.
    const std::vector<NodeId>& moves() const { return m_moves; }
    int indexOfMove(NodeId node) const;  // in moves(), -1 if not there
    // "3. White bishop f1 to b5" and the comment after it; the root is the start position.
    QString spokenMove(NodeId node) const;
    QRect moveRect(NodeId node) const;  // in the viewport, empty if the move is not printed
    // How the moves are written (English or the user's letters, or figurines).
    void setNotationStyle(app::LocalNotation::Style style);
    app::LocalNotation::Style notationStyle() const { return m_style; }

signals:
    // The move at `index` of moves() was reported to the screen reader as the focused item.
    void moveFocused(int index);

protected:
    bool event(QEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    void render();
    void onAnchor(const QUrl& url);
    bool step(int key);  // an arrow, Home or End: shows that move; false for other keys
    void reportFocus();  // the shown move is the focused item, for a screen reader

    app::GameController* m_controller = nullptr;
    NodeId m_variationNode = NoNode;  // the variation move shown, if one is
    app::LocalNotation::Style m_style = app::LocalNotation::Style::Local;
    std::vector<NodeId> m_moves;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
