// NotationView: the game as a chess book prints it: moves with their numbers, NAGs as glyphs
// (!, ?!, ±, ...), comments in italics, variations in parentheses, nested to any depth.
// Every move is a link: a click on a main-line move shows that position like the move list
// does, a click on a variation's move shows the position after it (nothing is played). Edit
// Comment (double-click, the context menu, or Ctrl+Shift+K) edits the free text after the
// shown move; [%clk]-style commands in the comment are kept as they were.
#pragma once

#include <QTextBrowser>

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

protected:
    void changeEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    void render();
    void onAnchor(const QUrl& url);

    app::GameController* m_controller = nullptr;
    NodeId m_variationNode = NoNode;  // the variation move shown, if one is
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
