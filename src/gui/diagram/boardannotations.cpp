#include "gui/diagram/boardannotations.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include "app/controller/gamecontroller.h"
#include "app/text/ruletexts.h"
#include "core/board/fen.h"
#include "gui/board/boardpainter.h"
#include "gui/board/boardview.h"
#include "gui/diagram/annotationpgn.h"

namespace remis::gui {

namespace {

const QColor ArrowColour(0x15, 0x78, 0x1e, 190);

// Draws the shown ply's arrows and marks over the board; never takes the mouse.
class Overlay : public QWidget {
public:
    Overlay(BoardView* board, const BoardAnnotations* annotations)
        : QWidget(board->viewport()), m_board(board), m_annotations(annotations) {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setObjectName(QStringLiteral("annotationOverlay"));
    }

protected:
    void paintEvent(QPaintEvent*) override {
        const Annotations a = m_annotations->shown();
        if (a.empty()) return;
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const qreal size = m_board->squareRect(0).width();
        for (Square s : a.marks)
            BoardPainter::paintMark(p, QRectF(m_board->squareRect(s)), m_board->theme().mark);
        for (const DiagramArrow& arrow : a.arrows) paintArrow(p, arrow, size);
    }

private:
    void paintArrow(QPainter& p, const DiagramArrow& a, qreal size) {
        const QPointF from = QRectF(m_board->squareRect(a.from)).center();
        const QPointF to = QRectF(m_board->squareRect(a.to)).center();
        const QLineF line(from, to);
        const QLineF unit = line.unitVector();
        const QPointF dir(unit.dx(), unit.dy()), normal(-unit.dy(), unit.dx());
        const qreal head = size * 0.4;
        QLineF shaft(from, to);
        shaft.setLength(qMax(0.0, line.length() - head * 0.8));
        p.setPen(QPen(ArrowColour, size * 0.16, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(shaft);
        QPainterPath tip;
        tip.moveTo(to);
        tip.lineTo(to - dir * head + normal * head * 0.6);
        tip.lineTo(to - dir * head - normal * head * 0.6);
        tip.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(ArrowColour);
        p.drawPath(tip);
    }

    BoardView* m_board;
    const BoardAnnotations* m_annotations;
};

}  // namespace

BoardAnnotations::BoardAnnotations(BoardView* board, app::GameController* controller,
                                   QObject* parent)
    : QObject(parent),
      m_board(board),
      m_controller(controller),
      m_overlay(new Overlay(board, this)) {
    m_overlay->setGeometry(board->viewport()->rect());
    m_overlay->show();
    board->viewport()->installEventFilter(this);
    connect(&controller->navigator(), &app::PlyNavigator::shownPlyChanged, m_overlay,
            qOverload<>(&QWidget::update));
    connect(controller, &app::GameController::gameReset, this, &BoardAnnotations::changed);
    connect(controller, &app::GameController::annotationsChanged, this, &BoardAnnotations::changed);
    connect(board, &BoardView::flippedChanged, m_overlay, qOverload<>(&QWidget::update));
    connect(this, &BoardAnnotations::changed, m_overlay, qOverload<>(&QWidget::update));
}

int BoardAnnotations::shownPly() const {
    const app::PlyNavigator& nav = m_controller->navigator();
    return nav.isInVariation() ? -1 : nav.shownRecordPly();
}

Annotations BoardAnnotations::shown() const {
    return at(shownPly());
}

Annotations BoardAnnotations::at(int ply) const {
    const NodeId node = ply < 0 ? NoNode : m_controller->record().nodeOfPly(ply);
    if (node == NoNode) return {};
    return AnnotationPgn::parse(m_controller->command(node, QStringLiteral("csl")).toStdString(),
                                m_controller->command(node, QStringLiteral("cal")).toStdString());
}

void BoardAnnotations::toggle(const char* command, const std::string& squares) {
    const int ply = shownPly();
    const NodeId node = ply < 0 ? NoNode : m_controller->record().nodeOfPly(ply);
    if (node == NoNode) return;  // a variation's position: its arrows are not kept
    const QString name = QString::fromLatin1(command);
    const std::string value = m_controller->command(node, name).toStdString();
    m_controller->setCommand(node, name,
                             QString::fromStdString(AnnotationPgn::toggled(value, squares)));
}

void BoardAnnotations::toggleMark(Square s) {
    toggle("csl", squareName(s));
}

void BoardAnnotations::toggleArrow(Square from, Square to) {
    toggle("cal", squareName(from) + squareName(to));
}

void BoardAnnotations::clear() {
    const app::AnnotatedRecord& record = m_controller->record();
    for (int ply = 0;; ++ply) {
        const NodeId node = record.nodeOfPly(ply);
        if (node == NoNode) break;
        m_controller->setCommand(node, QStringLiteral("csl"), {});
        m_controller->setCommand(node, QStringLiteral("cal"), {});
    }
}

DiagramContent BoardAnnotations::diagram() const {
    const Position& pos = m_controller->navigator().shownPosition();
    DiagramContent c;
    for (Square s = 0; s < 64; ++s) c.board[s] = pos.pieceOn(s);
    c.sideToMove = pos.sideToMove();
    const Annotations a = shown();
    c.marks = a.marks;
    c.arrows = a.arrows;
    c.fen = QString::fromStdString(toFen(pos));
    c.caption = tr("Move %1, %2 to move")
                    .arg(pos.fullmoveNumber())
                    .arg(app::RuleTexts::colorName(pos.sideToMove()));
    return c;
}

bool BoardAnnotations::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize) m_overlay->setGeometry(m_board->viewport()->rect());
    if (event->type() != QEvent::MouseButtonPress && event->type() != QEvent::MouseButtonRelease)
        return QObject::eventFilter(watched, event);
    auto* mouse = static_cast<QMouseEvent*>(event);
    if (mouse->button() != Qt::RightButton) return false;
    const Square s = m_board->squareAt(mouse->position().toPoint());
    if (event->type() == QEvent::MouseButtonPress) {
        m_board->cancelInput();  // what a right click did before
        m_rightPressed = s;
        return true;
    }
    const Square from = m_rightPressed;
    m_rightPressed = NoSquare;
    if (from == NoSquare || s == NoSquare) return true;
    if (from == s)
        toggleMark(s);
    else
        toggleArrow(from, s);
    return true;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
