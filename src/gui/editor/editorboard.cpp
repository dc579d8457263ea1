#include "gui/editor/editorboard.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

#include "app/text/localnotation.h"
#include "app/text/piecenames.h"
#include "gui/board/boardpainter.h"
#include "gui/window/liveregion.h"

namespace remis::gui {

const char* EditorBoard::MimeType = "application/x-remis-piece";

namespace {
const QColor Highlight(0xe0, 0x40, 0x30, 150);  // a square named by a problem
}  // namespace

EditorBoard::EditorBoard(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("editorBoard"));
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board being set up"));
    const QString letters = app::LocalNotation::pieceLetters();
    setAccessibleDescription(tr("Arrows move the cursor; the letters %1 place white pieces, %2 "
                                "black ones; Delete empties the square.")
                                 .arg(letters, letters.toLower()));
    m_region = new LiveRegion(this);
}

// The board is only painted: what the cursor is on, and what was placed, is said (a screen
// reader's focus stays on the board).
void EditorBoard::sayCursor(const QString& prefix) {
    if (m_cursor == NoSquare) return;
    const QString square = app::PieceNames::describeSquare(
        QString::fromStdString(squareName(m_cursor)), pieceCode(m_setup.board[size_t(m_cursor)]));
    m_region->say(prefix.isEmpty() ? square : tr("%1 Cursor: %2").arg(prefix, square));
}

QString EditorBoard::pieceCode(Piece p) {
    if (p == NoPiece) return {};
    return QString(QLatin1Char(colorOf(p) == White ? 'w' : 'b')) + QLatin1Char("PNBRQK"[typeOf(p)]);
}

Piece EditorBoard::pieceFromCode(const QString& code) {
    if (code.size() != 2 || (code[0] != QLatin1Char('w') && code[0] != QLatin1Char('b')))
        return NoPiece;
    const int t = QStringLiteral("PNBRQK").indexOf(code[1]);
    return t < 0 ? NoPiece : makePiece(code[0] == QLatin1Char('w') ? White : Black, PieceType(t));
}

Piece EditorBoard::pieceFromLetter(QChar letter, const QString& local) {
    if (!letter.isLetter()) return NoPiece;
    qsizetype t = local.size() == 6 ? local.indexOf(letter.toUpper()) : -1;
    if (t < 0) t = QStringLiteral("PNBRQK").indexOf(letter.toUpper());
    if (t < 0) return NoPiece;
    return makePiece(letter.isUpper() ? White : Black, PieceType(t));
}

void EditorBoard::setSetup(const setup::Setup& s) {
    m_setup = s;
    update();
}

void EditorBoard::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

void EditorBoard::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    update();
}

void EditorBoard::setHighlighted(const std::vector<Square>& squares) {
    m_highlighted = squares;
    update();
}

QRect EditorBoard::boardRect() const {
    const int side = (qMin(width(), height()) / 8) * 8;
    return QRect((width() - side) / 2, (height() - side) / 2, side, side);
}

QRect EditorBoard::squareRect(Square s) const {
    const QRect b = boardRect();
    const int size = b.width() / 8;
    const int col = m_flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = m_flipped ? rankOf(s) : 7 - rankOf(s);
    return QRect(b.left() + col * size, b.top() + row * size, size, size);
}

Square EditorBoard::squareAt(const QPoint& pos) const {
    const QRect b = boardRect();
    if (!b.contains(pos) || b.width() < 8) return NoSquare;
    const int size = b.width() / 8;
    const int col = (pos.x() - b.left()) / size, row = (pos.y() - b.top()) / size;
    if (col > 7 || row > 7) return NoSquare;
    return m_flipped ? makeSquare(7 - col, row) : makeSquare(col, 7 - row);
}

void EditorBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    for (Square s = 0; s < 64; ++s) {
        const QRect r = squareRect(s);
        p.fillRect(r, isLightSquare(s) ? m_theme.light : m_theme.dark);
        if (std::find(m_highlighted.begin(), m_highlighted.end(), s) != m_highlighted.end())
            p.fillRect(r, Highlight);
        paintCoordinates(p, s, r);
        if (m_dragging && s == m_pressed) continue;
        BoardPainter::paintPiece(p, r, pieceCode(m_setup.at(s)), devicePixelRatioF());
    }
    if (m_cursor != NoSquare && hasFocus())
        BoardPainter::paintCursor(p, squareRect(m_cursor), m_theme);
    if (m_dragging && m_pressed != NoSquare) {
        QRect r = squareRect(m_pressed);
        r.moveCenter(m_dragPos);
        BoardPainter::paintPiece(p, r, pieceCode(m_setup.at(m_pressed)), devicePixelRatioF());
    }
}

void EditorBoard::paintCoordinates(QPainter& p, Square s, const QRect& r) {
    const bool left = fileOf(s) == (m_flipped ? 7 : 0);
    const bool bottom = rankOf(s) == (m_flipped ? 7 : 0);
    if (!left && !bottom) return;
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(qMax(8, r.width() / 6));
    p.save();
    p.setFont(f);
    p.setPen(m_theme.coordinateOn(isLightSquare(s)));
    const QRect inner = r.adjusted(3, 1, -3, -1);
    if (left) p.drawText(inner, Qt::AlignTop | Qt::AlignLeft, QString::number(rankOf(s) + 1));
    if (bottom)
        p.drawText(inner, Qt::AlignBottom | Qt::AlignRight, QString(QChar(u'a' + fileOf(s))));
    p.restore();
}

void EditorBoard::put(Square s, Piece p) {
    if (s == NoSquare || m_setup.at(s) == p) return;
    setup::Setup next = m_setup;
    next.board[s] = p;
    emit edited(next);
}

// A second click with the same piece takes it away again, as a toggle.
void EditorBoard::clickSquare(Square s, bool otherColour) {
    Piece p = m_tool;
    if (p != NoPiece && otherColour) p = makePiece(~colorOf(p), typeOf(p));
    put(s, m_setup.at(s) == p ? NoPiece : p);
}

void EditorBoard::mousePressEvent(QMouseEvent* event) {
    setFocus(Qt::MouseFocusReason);
    const Square s = squareAt(event->position().toPoint());
    // The keyboard goes on from the square clicked, not from wherever the cursor was.
    if (s != NoSquare) {
        m_cursor = s;
        update();
    }
    if (event->button() == Qt::RightButton) {
        clickSquare(s, true);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    m_pressed = s;
    m_pressPos = event->position().toPoint();
    m_dragging = false;
}

void EditorBoard::mouseMoveEvent(QMouseEvent* event) {
    if (m_pressed == NoSquare || m_setup.at(m_pressed) == NoPiece) return;
    m_dragPos = event->position().toPoint();
    if (!m_dragging &&
        (m_dragPos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragging = true;
    update();
}

// A drag moves the piece; off the board it removes it. A click without a drag places.
void EditorBoard::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || m_pressed == NoSquare) return;
    const Square from = m_pressed;
    const bool dragged = m_dragging;
    m_pressed = NoSquare;
    m_dragging = false;
    update();
    const Square to = squareAt(event->position().toPoint());
    if (!dragged) {
        clickSquare(from, false);
        return;
    }
    if (to == from) return;
    setup::Setup next = m_setup;
    if (to != NoSquare) next.board[to] = m_setup.at(from);
    next.board[from] = NoPiece;
    emit edited(next);
}

void EditorBoard::moveCursor(int dx, int dy) {
    if (m_cursor == NoSquare) m_cursor = m_flipped ? 63 : 56;  // top-left, where a FEN starts
    if (m_flipped) dx = -dx, dy = -dy;
    const int file = qBound(0, fileOf(m_cursor) + dx, 7);
    const int rank = qBound(0, rankOf(m_cursor) + dy, 7);
    m_cursor = makeSquare(file, rank);
    update();
}

// Letters place a piece and step right, as a FEN is written, so a rank is typed in one go.
void EditorBoard::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Left:
            return moveCursor(-1, 0), sayCursor();
        case Qt::Key_Right:
            return moveCursor(1, 0), sayCursor();
        case Qt::Key_Up:
            return moveCursor(0, 1), sayCursor();
        case Qt::Key_Down:
            return moveCursor(0, -1), sayCursor();
        default:
            break;
    }
    const QString text = event->text();
    if (m_cursor == NoSquare && !text.isEmpty()) moveCursor(0, 0);
    const bool erase = event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace ||
                       event->key() == Qt::Key_Space || text == QLatin1String("x");
    const Piece p =
        text.size() == 1 ? pieceFromLetter(text[0], app::LocalNotation::pieceLetters()) : NoPiece;
    if (!erase && p == NoPiece) {
        QWidget::keyPressEvent(event);
        return;
    }
    const Square at = m_cursor;
    if (event->key() != Qt::Key_Backspace) moveCursor(1, 0);
    put(at, erase ? NoPiece : p);
    const QString done = app::PieceNames::describeSquare(QString::fromStdString(squareName(at)),
                                                         pieceCode(m_setup.board[size_t(at)]));
    sayCursor(done + QLatin1Char('.'));
}

void EditorBoard::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasFormat(QLatin1String(MimeType))) event->acceptProposedAction();
}

void EditorBoard::dragMoveEvent(QDragMoveEvent* event) {
    if (squareAt(event->position().toPoint()) != NoSquare)
        event->acceptProposedAction();
    else
        event->ignore();
}

void EditorBoard::dropEvent(QDropEvent* event) {
    const Piece p =
        pieceFromCode(QString::fromLatin1(event->mimeData()->data(QLatin1String(MimeType))));
    const Square s = squareAt(event->position().toPoint());
    if (s == NoSquare) return;
    event->acceptProposedAction();
    put(s, p);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
