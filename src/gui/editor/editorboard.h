// EditorBoard: the position editor's board. Anything may be put anywhere: it shows a
// setup::Setup and reports each edit as a new Setup (edited); the dialog keeps undo/redo.
// Input: a click places the chosen piece (the same piece again removes it), a right click
// places the same piece in the other colour, a piece dragged to another square moves and one
// dragged off the board is removed, pieces dropped from the palette are placed; the keyboard
// moves a cursor (arrows) and places pieces by letter (PNBRQK White, pnbrqk Black; Delete,
// Backspace, Space or x empties the square).
#pragma once

#include <QWidget>

#include "core/setup/setup.h"
#include "gui/board/boardtheme.h"

namespace remis::gui {

class LiveRegion;

class EditorBoard : public QWidget {
    Q_OBJECT
public:
    static const char* MimeType;  // "application/x-remis-piece", data: "wK", "bP", ...

    explicit EditorBoard(QWidget* parent = nullptr);

    const setup::Setup& setup() const { return m_setup; }
    void setSetup(const setup::Setup& s);
    // The piece a click places; NoPiece erases.
    void setTool(Piece p) { m_tool = p; }
    Piece tool() const { return m_tool; }
    bool isFlipped() const { return m_flipped; }
    void setFlipped(bool flipped);
    void setTheme(const BoardTheme& theme);
    void setHighlighted(const std::vector<Square>& squares);
    Square cursor() const { return m_cursor; }

    QRect boardRect() const;
    QRect squareRect(Square s) const;
    Square squareAt(const QPoint& pos) const;
    QSize sizeHint() const override { return {480, 480}; }
    QSize minimumSizeHint() const override { return {240, 240}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

    static QString pieceCode(Piece p);  // "wK"
    static Piece pieceFromCode(const QString& code);
    // 'K' white king, 'k' black king: the user's letters (`local`, pawn to king, as
    // LocalNotation::pieceLetters) first, then an English letter the language does not use.
    static Piece pieceFromLetter(QChar letter, const QString& local);

signals:
    void edited(const remis::setup::Setup& s);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void put(Square s, Piece p);
    void clickSquare(Square s, bool otherColour);
    void moveCursor(int dx, int dy);
    void paintCoordinates(QPainter& p, Square s, const QRect& r);

    setup::Setup m_setup;
    Piece m_tool = makePiece(White, Pawn);
    bool m_flipped = false;
    BoardTheme m_theme = BoardTheme::byId(BoardTheme::defaultId());
    std::vector<Square> m_highlighted;
    Square m_cursor = NoSquare;
    LiveRegion* m_region;  // the square under the cursor and each placement, spoken
    void sayCursor(const QString& prefix = {});
    Square m_pressed = NoSquare;
    QPoint m_pressPos;
    bool m_dragging = false;
    QPoint m_dragPos;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
