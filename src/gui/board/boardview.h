// BoardView: the chess board, a QAbstractItemView over app::BoardModel. Paints the squares,
// coordinates, SVG pieces and highlights from the model's roles, and turns input into moves:
// click-click, drag and drop (the piece follows the cursor), the promotion chooser, and the
// keyboard (Enter starts a cursor, arrows move it, Enter/Space picks up and puts down, Esc
// cancels). A chosen move is only emitted (moveChosen): whoever listens plays it or claims
// with it. Legality comes from the model; refusals are explained through hint().
#pragma once

#include <QAbstractItemView>

#include "core/base/types.h"
#include "gui/board/boardtheme.h"

namespace remis::app {
class BoardModel;
class GameController;
}  // namespace remis::app

namespace remis::gui {

class PromotionChooser;

class BoardView : public QAbstractItemView {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setBoard(app::BoardModel* board, app::GameController* controller);
    app::BoardModel* board() const { return m_board; }

    bool isFlipped() const { return m_flipped; }  // Black at the bottom
    void setFlipped(bool flipped);
    void flip() { setFlipped(!m_flipped); }
    bool showsCoordinates() const { return m_coordinates; }
    void setShowCoordinates(bool show);
    const BoardTheme& theme() const { return m_theme; }
    void setTheme(const BoardTheme& theme);
    // Off for a preview: no selection, no moves, no hints.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    // "Claim with a move": a gold frame says the next move is shown to the arbiter.
    void setIntentMode(bool on);
    bool isIntentMode() const { return m_intent; }

    QRect boardRect() const;           // viewport coordinates
    QRect squareRect(Square s) const;  // viewport coordinates
    Square squareAt(const QPoint& viewportPos) const;
    PromotionChooser* promotionChooser() const { return m_chooser; }
    void cancelInput();  // drop the selection, the drag and the promotion chooser
    Square keyboardCursor() const { return m_cursor; }  // NoSquare when not in use
    // As a click on the square (select, move, explain a refusal): the accessible "press".
    void activateSquare(Square s);

    QRect visualRect(const QModelIndex& index) const override;
    void scrollTo(const QModelIndex&, ScrollHint = EnsureVisible) override {}
    QModelIndex indexAt(const QPoint& point) const override;
    void keyboardSearch(const QString&) override {}
    // Small hints with an expanding policy: the board takes whatever room is left, and the
    // clocks and the move box keep their preferred height until the board is at its minimum.
    QSize sizeHint() const override { return minimumSizeHint(); }
    QSize minimumSizeHint() const override { return {160, 160}; }

signals:
    void moveChosen(remis::Move move);
    void hint(const QString& text);
    void flippedChanged(bool flipped);
    void intentCancelled();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                     const QList<int>& roles = {}) override;

    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
    int horizontalOffset() const override { return 0; }
    int verticalOffset() const override { return 0; }
    bool isIndexHidden(const QModelIndex&) const override { return false; }
    void setSelection(const QRect&, QItemSelectionModel::SelectionFlags) override {}
    QRegion visualRegionForSelection(const QItemSelection&) const override { return {}; }

private:
    QModelIndex cell(Square s) const;
    QString pieceOn(Square s) const;
    void paintSquares(QPainter& p, const QRect& dirty);
    void paintDraggedPiece(QPainter& p);
    void paintIntentFrame(QPainter& p);
    void pressSquare(Square s);
    void releaseOn(Square s);
    void tryMove(Square from, Square to);
    void choosePromotion(Square from, Square to);
    void explainRefusal(Square from, Square to);
    void explainSelection(Square s);
    void moveKeyboardCursor(int dx, int dy);
    Square keyboardStart() const;
    void updateSquare(Square s);
    void setKeyboardCursor(Square s);  // moves it and tells assistive technology
    void putBack();                    // Esc: the piece held goes back to its square
    void pressByKeyboard(Square s);    // pressSquare, with the pick-up and put-down said
    void paintFocusFrame(QPainter& p);
    void updateDrag(const QPoint& pos);

    app::BoardModel* m_board = nullptr;
    app::GameController* m_controller = nullptr;
    PromotionChooser* m_chooser = nullptr;
    bool m_flipped = false;
    bool m_coordinates = true;
    BoardTheme m_theme = BoardTheme::byId(BoardTheme::defaultId());
    bool m_interactive = true;
    bool m_intent = false;
    // Mouse: the square pressed, whether it was already selected, the drag in progress.
    Square m_pressed = NoSquare;
    bool m_reclicked = false;
    QPoint m_pressPos;
    bool m_dragging = false;
    QPoint m_dragPos;
    Square m_hover = NoSquare;
    Square m_cursor = NoSquare;  // the keyboard cursor, NoSquare when not in use
    Square m_promoFrom = NoSquare, m_promoTo = NoSquare;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
