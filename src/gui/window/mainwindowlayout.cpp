// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, its layout: the board column (clocks, board, move box), the middle column (moves,
// notation, help) and the arbiter panel, the board getting the room first.
#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

#include "gui/board/boardview.h"
#include "gui/board/moveentry.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/clockpair.h"
#include "gui/panels/clockwidget.h"
#include "gui/panels/helppane.h"
#include "gui/panels/movelistpanel.h"
#include "gui/panels/notationview.h"
#include "gui/window/boardfirstlayout.h"
#include "gui/window/displaymodes.h"
#include "gui/window/mainwindow.h"
#include "gui/window/statebanner.h"

namespace remis::gui {

namespace {

// The arbiter panel's scroll area. Its preferred width has room for the vertical scroll bar:
// QScrollArea asks for its widget's width alone, so when the panel grew taller than the
// window ("Claim with a move" with the teaching hint), the bar took its width from the panel,
// which was cut off at the right (a tester, at 1280 x 800). The panel's preferred width is
// asked afresh each time (QScrollArea keeps the first), so that a wider text widens the column.
class PanelScroll : public QScrollArea {
public:
    using QScrollArea::QScrollArea;

    QSize sizeHint() const override {
        const QSize hint = QScrollArea::sizeHint();
        if (!widget()) return hint;
        const int bar = verticalScrollBar()->sizeHint().width();
        return {widget()->sizeHint().width() + 2 * frameWidth() + bar, hint.height()};
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == widget() && event->type() == QEvent::LayoutRequest) updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};

}  // namespace

// The board column and the side panels (BoardFirstLayout: the board gets the room first), in
// a scroll area as the last resort, so that the window's minimum never exceeds a small screen.
void MainWindow::buildLayout() {
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("centralScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setFocusPolicy(Qt::NoFocus);
    auto* central = new QWidget(scroll);
    QWidget* column = buildBoardColumn();
    auto* layout = new BoardFirstLayout(central, column, m_board);
    layout->setContentsMargins(10, 8, 10, 6);
    layout->setSpacing(12);
    QWidget* middle = buildMiddleColumn();
    QWidget* arbiter = buildArbiterColumn();
    layout->addSidePanel(middle, 1);
    // No stretch: the arbiter panel keeps the width its buttons need, so they stand still
    // when the board's size changes with another game; the move list takes what is left.
    layout->addSidePanel(arbiter, 0);
    scroll->setWidget(central);
    setCentralWidget(scroll);
    m_modes = new DisplayModes(this, m_board, m_controller, m_settings.get());
    m_modes->setSidePanels({middle, arbiter});
}

// The status line, the two clocks with the board between them, and the move box.
QWidget* MainWindow::buildBoardColumn() {
    m_board = new BoardView(this);
    m_board->setBoard(m_boardModel, m_controller);
    m_topClock = new ClockWidget(Black, this);
    m_bottomClock = new ClockWidget(White, this);
    m_topClock->setObjectName(QStringLiteral("topClock"));
    m_bottomClock->setObjectName(QStringLiteral("bottomClock"));
    m_clocks = new ClockPair(m_topClock, m_bottomClock, m_controller, m_clockDriver, this);
    m_stateBanner = new StateBanner(this);
    m_entry = new MoveEntry(this);
    auto* column = new QWidget(this);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_stateBanner);
    layout->addWidget(m_topClock);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_bottomClock);
    layout->addWidget(m_entry);
    return column;
}

// The move list above the help pane.
QWidget* MainWindow::buildMiddleColumn() {
    m_moveList = new MoveListPanel(this);
    m_moveList->bind(m_moveListModel, m_controller);
    m_notation = new NotationView(this);
    m_notation->bind(m_controller);
    m_help = new HelpPane(this);
    m_help->showRules();
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_moveList);
    splitter->addWidget(m_notation);
    splitter->addWidget(m_help);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 2);
    return splitter;
}

QWidget* MainWindow::buildArbiterColumn() {
    m_arbiter = new ArbiterPanel(this);
    m_arbiter->bind(m_arbiterModel, m_controller);
    auto* scroll = new PanelScroll(this);
    scroll->setWidget(m_arbiter);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);  // the panel's controls are the Tab stops
    // The panel gives way to the board: below its own minimum it scrolls sideways too.
    scroll->setMinimumWidth(qMin(220, m_arbiter->minimumSizeHint().width() + 16));
    return scroll;
}

}  // namespace remis::gui
