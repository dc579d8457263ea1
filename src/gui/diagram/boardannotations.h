// BoardAnnotations: arrows and marked squares drawn on the main board with the right mouse
// button, as lichess does: a right click toggles a mark on a square, a right drag toggles an
// arrow. They belong to the position shown (by ply) and are kept in the game's record as
// [%cal]/[%csl] commands (annotationpgn.h), so they are saved and autosaved with the game,
// marked as unsaved changes, and read back with a PGN. A transparent overlay draws them over
// the board, and exported diagrams carry them. BoardView itself is not changed: an event
// filter on its viewport takes the right button.
#pragma once

#include <QObject>
#include <string>
#include <vector>

#include "gui/diagram/diagrampainter.h"

class QWidget;

namespace remis::app {
class GameController;
}

namespace remis::gui {

class BoardView;

struct Annotations {
    std::vector<Square> marks;
    std::vector<DiagramArrow> arrows;
    bool empty() const { return marks.empty() && arrows.empty(); }
};

class BoardAnnotations : public QObject {
    Q_OBJECT
public:
    BoardAnnotations(BoardView* board, app::GameController* controller, QObject* parent);

    // Of the main-line position the board shows (none while a variation is shown).
    Annotations shown() const;
    Annotations at(int ply) const;  // after `ply` main-line moves (0: the start position)
    void toggleMark(Square s);
    void toggleArrow(Square from, Square to);
    void clear();  // every ply's
    // The diagram of the position shown, with its arrows and marks and a caption.
    DiagramContent diagram() const;

signals:
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int shownPly() const;  // -1 while a variation is shown
    void toggle(const char* command, const std::string& squares);

    BoardView* m_board;
    app::GameController* m_controller;
    QWidget* m_overlay;
    Square m_rightPressed = NoSquare;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
