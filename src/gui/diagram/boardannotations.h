// BoardAnnotations: arrows and marked squares drawn on the main board with the right mouse
// button, as lichess does: a right click toggles a mark on a square, a right drag toggles an
// arrow. They belong to the position shown (by ply), are drawn over the board by a
// transparent overlay, go into exported diagrams, and are cleared with a new game. BoardView
// itself is not changed: an event filter on its viewport takes the right button.
#pragma once

#include <QHash>
#include <QObject>
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

    Annotations shown() const;  // of the ply the board shows
    Annotations at(int ply) const { return m_byPly.value(ply); }
    void toggleMark(Square s);
    void toggleArrow(Square from, Square to);
    void clear();
    // The diagram of the position shown, with its arrows and marks and a caption.
    DiagramContent diagram() const;

signals:
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int shownPly() const;

    BoardView* m_board;
    app::GameController* m_controller;
    QWidget* m_overlay;
    QHash<int, Annotations> m_byPly;
    Square m_rightPressed = NoSquare;
};

}  // namespace remis::gui
