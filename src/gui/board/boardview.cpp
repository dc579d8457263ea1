#include "gui/board/boardview.h"

#include <QAccessible>
#include <QApplication>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>
#include <utility>

#include "app/controller/gamecontroller.h"
#include "app/models/boardmodel.h"
#include "app/text/piecenames.h"
#include "app/text/ruletexts.h"
#include "gui/board/boardaccessible.h"
#include "gui/board/boardpainter.h"
#include "gui/board/promotionchooser.h"

namespace remis::gui {

namespace {
const QColor IntentFrame(0xf2, 0xb1, 0x34);
}

BoardView::BoardView(QWidget* parent)
    : QAbstractItemView(parent), m_chooser(new PromotionChooser(viewport())) {
    BoardAccessible::install();  // before anything asks for this widget's interface
    setObjectName(QStringLiteral("boardView"));
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSelectionMode(NoSelection);
    setEditTriggers(NoEditTriggers);
    setDragDropMode(NoDragDrop);
    setAutoScroll(false);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    viewport()->setAutoFillBackground(false);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setAccessibleName(tr("Chess board"));
    connect(m_chooser, &PromotionChooser::chosen, this, [this](PieceType type) {
        const Move m = m_board ? m_board->moveFor(m_promoFrom, m_promoTo, type) : Move::none();
        m_promoFrom = m_promoTo = NoSquare;
        setFocus();
        if (!m.isNone()) emit moveChosen(m);
    });
    connect(m_chooser, &PromotionChooser::cancelled, this, [this] {
        m_promoFrom = m_promoTo = NoSquare;
        if (m_board) m_board->clearSelection();
        setFocus();
    });
}

void BoardView::setBoard(app::BoardModel* board, app::GameController* controller) {
    m_board = board;
    m_controller = controller;
    setModel(board);
}

void BoardView::setFlipped(bool flipped) {
    if (flipped == m_flipped) return;
    cancelInput();
    m_flipped = flipped;
    viewport()->update();
    emit flippedChanged(flipped);
}

void BoardView::setShowCoordinates(bool show) {
    m_coordinates = show;
    viewport()->update();
}

void BoardView::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    viewport()->update();
}

void BoardView::setIntentMode(bool on) {
    m_intent = on;
    viewport()->update();
}

QRect BoardView::boardRect() const {
    const QRect area = viewport()->rect();
    const int side = qMax(8, qMin(area.width(), area.height())) / 8 * 8;
    return {area.left() + (area.width() - side) / 2, area.top() + (area.height() - side) / 2, side,
            side};
}

QRect BoardView::squareRect(Square s) const {
    if (s < 0 || s >= 64) return {};
    const QRect b = boardRect();
    const int size = b.width() / 8;
    const int column = m_flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = m_flipped ? rankOf(s) : 7 - rankOf(s);
    return {b.left() + column * size, b.top() + row * size, size, size};
}

Square BoardView::squareAt(const QPoint& pos) const {
    const QRect b = boardRect();
    if (!b.contains(pos)) return NoSquare;
    const int size = b.width() / 8;
    const int column = qBound(0, (pos.x() - b.left()) / size, 7);
    const int row = qBound(0, (pos.y() - b.top()) / size, 7);
    return m_flipped ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
}

QRect BoardView::visualRect(const QModelIndex& index) const {
    return squareRect(app::BoardModel::squareAt(index));
}

QModelIndex BoardView::indexAt(const QPoint& point) const {
    return cell(squareAt(point));
}

QModelIndex BoardView::cell(Square s) const {
    return m_board ? m_board->indexOf(s) : QModelIndex();
}

QString BoardView::pieceOn(Square s) const {
    return cell(s).data(app::PieceRole).toString();
}

QModelIndex BoardView::moveCursor(CursorAction, Qt::KeyboardModifiers) {
    return cell(m_cursor);
}

void BoardView::dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                            const QList<int>&) {
    QRect dirty;
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
        for (int column = topLeft.column(); column <= bottomRight.column(); ++column)
            dirty |= squareRect(app::BoardModel::squareAt(row, column));
    viewport()->update(dirty);
    // The square under the keyboard cursor is read again when what stands on it changes.
    if (m_cursor != NoSquare && hasFocus() && dirty.intersects(squareRect(m_cursor))) {
        QAccessibleEvent event(this, QAccessible::NameChanged);
        event.setChild(BoardAccessible::childIndex(m_cursor));
        QAccessible::updateAccessibility(&event);
    }
}

void BoardView::updateSquare(Square s) {
    viewport()->update(squareRect(s));
}

// ---- painting ----------------------------------------------------------------------------

void BoardView::paintEvent(QPaintEvent* event) {
    QPainter p(viewport());
    const QRect b = boardRect();
    if (!m_board) return;
    p.setPen(QPen(m_theme.border, 1));
    p.drawRect(b.adjusted(-1, -1, 0, 0));
    paintSquares(p, event->rect());
    if (hasFocus() && m_cursor == NoSquare) paintFocusFrame(p);
    if (m_intent) paintIntentFrame(p);
    if (m_dragging) paintDraggedPiece(p);
}

void BoardView::paintSquares(QPainter& p, const QRect& dirty) {
    const qreal dpr = viewport()->devicePixelRatioF();
    const QString files = QStringLiteral("abcdefgh");
    for (Square s = 0; s < 64; ++s) {
        const QRect r = squareRect(s);
        if (!r.intersects(dirty)) continue;
        const QModelIndex index = cell(s);
        SquareLabels labels;
        if (m_coordinates) {
            if (rankOf(s) == (m_flipped ? 7 : 0)) labels.file = files.at(fileOf(s));
            if (fileOf(s) == (m_flipped ? 7 : 0)) labels.rank = QString::number(rankOf(s) + 1);
        }
        BoardPainter::paintSquare(p, r, index, labels, m_theme);
        if (m_dragging && s == m_hover && index.data(app::IsLegalTargetRole).toBool())
            BoardPainter::paintDropTarget(p, r);
        const bool lifted = m_dragging && s == m_pressed;
        BoardPainter::paintPiece(p, r, index.data(app::PieceRole).toString(), dpr,
                                 lifted ? 0.3 : 1.0);
        BoardPainter::paintTargetMarker(p, r, index, m_theme);
        if (s == m_cursor && hasFocus()) BoardPainter::paintCursor(p, r, m_theme);
    }
}

void BoardView::paintDraggedPiece(QPainter& p) {
    const QRect from = squareRect(m_pressed);
    QRect r(QPoint(), from.size());
    r.moveCenter(m_dragPos);
    BoardPainter::paintPiece(p, r, pieceOn(m_pressed), viewport()->devicePixelRatioF());
}

// Where the focus is, before the keyboard cursor is started: a frame in the cursor's colour.
void BoardView::paintFocusFrame(QPainter& p) {
    const int w = qMax(2, boardRect().width() / 160);
    p.save();
    p.setPen(QPen(m_theme.cursor, w, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(boardRect()).adjusted(w / 2.0, w / 2.0, -w / 2.0, -w / 2.0));
    p.restore();
}

void BoardView::paintIntentFrame(QPainter& p) {
    const int w = qMax(3, boardRect().width() / 120);
    p.save();
    p.setPen(QPen(IntentFrame, w));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(boardRect()).adjusted(w / 2.0, w / 2.0, -w / 2.0, -w / 2.0));
    p.restore();
}

// ---- mouse ---------------------------------------------------------------------------------

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (m_chooser->isVisible()) {
        m_chooser->cancel();
        return;
    }
    if (event->button() == Qt::RightButton) {
        cancelInput();
        return;
    }
    if (event->button() != Qt::LeftButton || !m_board || !m_interactive) return;
    setFocus(Qt::MouseFocusReason);
    m_pressPos = event->position().toPoint();
    pressSquare(squareAt(m_pressPos));
}

void BoardView::pressSquare(Square s) {
    const Square selected = m_board->selectedSquare();
    m_pressed = NoSquare;
    if (s == NoSquare) {
        m_board->clearSelection();
        return;
    }
    if (selected != NoSquare && s != selected && m_board->isLegalTarget(selected, s)) {
        tryMove(selected, s);
        return;
    }
    m_reclicked = s == selected;
    if (m_board->select(s)) {
        m_pressed = s;
        return;
    }
    if (selected != NoSquare && !pieceOn(s).isEmpty() &&
        app::PieceNames::isWhite(pieceOn(s)) == app::PieceNames::isWhite(pieceOn(selected)))
        explainSelection(s);  // another own piece that cannot move
    else if (selected != NoSquare)
        explainRefusal(selected, s);
    else
        explainSelection(s);
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (m_pressed == NoSquare || !(event->buttons() & Qt::LeftButton)) return;
    const QPoint pos = event->position().toPoint();
    if (!m_dragging && (pos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragging = true;
    updateDrag(pos);
}

void BoardView::updateDrag(const QPoint& pos) {
    const int size = boardRect().width() / 8;
    QRect old(QPoint(), QSize(size, size));
    old.moveCenter(m_dragPos);
    QRect now = old;
    now.moveCenter(pos);
    const Square hover = squareAt(pos);
    QRect dirty = old.adjusted(-2, -2, 2, 2) | now.adjusted(-2, -2, 2, 2) | squareRect(m_pressed);
    if (hover != m_hover) dirty |= squareRect(m_hover) | squareRect(hover);
    m_hover = hover;
    m_dragPos = pos;
    viewport()->update(dirty);
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || m_pressed == NoSquare) return;
    releaseOn(squareAt(event->position().toPoint()));
}

void BoardView::releaseOn(Square s) {
    const Square from = m_pressed;
    const bool dragged = m_dragging;
    m_pressed = NoSquare;
    m_dragging = false;
    m_hover = NoSquare;
    viewport()->update();
    if (!dragged) {
        if (s == from && m_reclicked)
            m_board->clearSelection();  // a second click on the selected piece puts it down
        return;
    }
    if (s == from || s == NoSquare) {
        if (s == NoSquare) m_board->clearSelection();
        return;  // dropped back: stays selected for click-click
    }
    if (m_board->isLegalTarget(from, s)) {
        tryMove(from, s);
    } else {
        explainRefusal(from, s);
        m_board->clearSelection();
    }
}

void BoardView::mouseDoubleClickEvent(QMouseEvent* event) {
    event->accept();  // the press has already been handled; no editing, no doubleClicked()
}

void BoardView::tryMove(Square from, Square to) {
    if (m_board->needsPromotion(from, to)) {
        choosePromotion(from, to);
        return;
    }
    const Move m = m_board->moveFor(from, to);
    m_board->clearSelection();
    if (!m.isNone()) emit moveChosen(m);
}

void BoardView::choosePromotion(Square from, Square to) {
    m_promoFrom = from;
    m_promoTo = to;
    const bool white = app::PieceNames::isWhite(pieceOn(from));
    const QRect target = squareRect(to);
    m_chooser->popup(white ? White : Black, target, target.center().y() < boardRect().center().y());
}

void BoardView::cancelInput() {
    m_chooser->cancel();
    m_pressed = NoSquare;
    m_dragging = false;
    m_hover = NoSquare;
    if (m_board) m_board->clearSelection();
    viewport()->update();
}

void BoardView::explainRefusal(Square from, Square to) {
    const QString piece = app::PieceNames::name(pieceOn(from));
    const QString square = cell(to).data(app::SquareNameRole).toString();
    emit hint(tr("That %1 cannot reach %2").arg(piece, square));
}

void BoardView::explainSelection(Square s) {
    const QString code = pieceOn(s);
    if (!m_controller || !m_interactive) return;
    if (m_controller->hasEnded()) {
        emit hint(tr("The game is over."));
    } else if (m_controller->navigator().isBrowsing()) {
        emit hint(tr("You are viewing an earlier position: press End to return to the game."));
    } else if (code.isEmpty()) {
        return;
    } else if (app::PieceNames::isWhite(code) !=
               (m_controller->navigator().shownPosition().sideToMove() == White)) {
        emit hint(tr("It is %1's move.")
                      .arg(app::RuleTexts::colorName(
                          m_controller->navigator().shownPosition().sideToMove())));
    } else {
        emit hint(tr("That %1 has no legal move.").arg(app::PieceNames::name(code)));
    }
}

// ---- keyboard ------------------------------------------------------------------------------

bool BoardView::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride && m_cursor != NoSquare) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up ||
            key == Qt::Key_Down) {
            event->accept();  // the arrows move the cursor, not through the game
            return true;
        }
    }
    return QAbstractItemView::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Escape:
            if (m_board && (m_board->hasSelection() || m_chooser->isVisible()))
                putBack();
            else if (m_cursor != NoSquare)
                setKeyboardCursor(NoSquare);
            else if (m_intent)
                emit intentCancelled();
            else
                event->ignore();
            return;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            if (!m_board || !m_interactive) break;
            if (m_cursor == NoSquare) {
                setKeyboardCursor(m_board->hasSelection() ? m_board->selectedSquare()
                                                          : keyboardStart());
            } else {
                pressByKeyboard(m_cursor);
            }
            return;
        case Qt::Key_Left:
            moveKeyboardCursor(-1, 0);
            return;
        case Qt::Key_Right:
            moveKeyboardCursor(1, 0);
            return;
        case Qt::Key_Up:
            moveKeyboardCursor(0, 1);
            return;
        case Qt::Key_Down:
            moveKeyboardCursor(0, -1);
            return;
        default:
            break;
    }
    event->ignore();
}

// Where the keyboard cursor appears: on the king of the side to move.
Square BoardView::keyboardStart() const {
    const bool white =
        !m_controller || m_controller->navigator().shownPosition().sideToMove() == White;
    const QString king = white ? QStringLiteral("wK") : QStringLiteral("bK");
    for (Square s = 0; s < 64; ++s)
        if (pieceOn(s) == king) return s;
    return makeSquare(4, white ? 0 : 7);
}

void BoardView::moveKeyboardCursor(int dx, int dy) {
    if (m_cursor == NoSquare) return;
    // dx, dy are screen directions (right, up); the board may be flipped.
    const int sign = m_flipped ? -1 : 1;
    const int file = qBound(0, fileOf(m_cursor) + sign * dx, 7);
    const int rank = qBound(0, rankOf(m_cursor) + sign * dy, 7);
    setKeyboardCursor(makeSquare(file, rank));
}

void BoardView::setKeyboardCursor(Square s) {
    const Square old = std::exchange(m_cursor, s);
    viewport()->update(boardRect());  // the square, and the focus frame that the cursor replaces
    if (old == s || s == NoSquare || !hasFocus()) return;
    QAccessibleEvent event(this, QAccessible::Focus);
    event.setChild(BoardAccessible::childIndex(s));
    QAccessible::updateAccessibility(&event);
}

void BoardView::activateSquare(Square s) {
    if (!m_board || !m_interactive || s == NoSquare) return;
    pressByKeyboard(s);
}

// Esc while a piece is held: it goes back, and that is said, as picking it up was (the
// board cannot be seen).
void BoardView::putBack() {
    const Square held = m_board->hasSelection() ? m_board->selectedSquare() : NoSquare;
    cancelInput();
    if (held != NoSquare)
        emit hint(tr("Put the %1 back on %2.")
                      .arg(app::PieceNames::name(pieceOn(held)),
                           QString::fromStdString(squareName(held))));
}

// By keyboard or a screen reader's "press": the board cannot be seen, so picking a piece up
// says where it can go, and putting it down is said too (the move itself is announced).
void BoardView::pressByKeyboard(Square s) {
    const Square before = m_board->selectedSquare();
    const QString piece = app::PieceNames::name(pieceOn(s));
    const QString square = QString::fromStdString(squareName(s));
    if (before == s) {
        m_board->clearSelection();
        emit hint(tr("Put the %1 down on %2.").arg(piece, square));
        return;
    }
    pressSquare(s);
    m_pressed = NoSquare;  // no drag follows
    if (m_board->selectedSquare() != s || before == s) return;
    QStringList targets;
    for (Square to = 0; to < 64; ++to)
        if (m_board->isLegalTarget(s, to)) targets << QString::fromStdString(squareName(to));
    emit hint(tr("Picked up the %1 on %2; it can go to %3.")
                  .arg(piece, square, QLocale().createSeparatedList(targets)));
}

void BoardView::focusInEvent(QFocusEvent* event) {
    QAbstractItemView::focusInEvent(event);
    viewport()->update(boardRect());
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    QAbstractItemView::focusOutEvent(event);
    viewport()->update(boardRect());
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QAbstractItemView::resizeEvent(event);
    if (m_chooser->isVisible()) m_chooser->cancel();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
