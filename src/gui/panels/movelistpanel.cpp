#include "gui/panels/movelistpanel.h"

#include <QAccessible>

#include <QApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/controller/gamecontroller.h"
#include "app/models/movelistmodel.h"
#include "app/text/localnotation.h"
#include "app/text/ruletexts.h"
#include "core/rules/vocabulary.h"
#include "gui/style/theme.h"

namespace remis::gui {

namespace {

class MoveCellDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        MoveListPanel::styleCell(option, index);
    }
};

}  // namespace

void MoveListPanel::styleCell(QStyleOptionViewItem* option, const QModelIndex& index) {
    if (!index.data(app::BeyondGameRole).toBool()) return;
    option->font.setItalic(true);
    option->palette.setColor(QPalette::Text, theme::colours(QApplication::palette()).muted);
}

MoveListPanel::MoveListPanel(QWidget* parent)
    : QWidget(parent), m_table(new QTableView(this)), m_banner(new QLabel(this)) {
    m_table->setObjectName(QStringLiteral("moveList"));
    m_table->setItemDelegate(new MoveCellDelegate(m_table));
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A Tab stop: Up and Down (and Left and Right, the window's shortcuts) go through the game.
    m_table->setFocusPolicy(Qt::StrongFocus);
    m_table->setTabKeyNavigation(false);  // Tab leaves the list instead of walking its cells
    m_table->setAccessibleName(tr("Moves"));
    m_table->installEventFilter(this);
    const ThemeColours colours = theme::colours(QApplication::palette());
    m_table->setStyleSheet(
        QStringLiteral("QTableView::item:selected { background: %1; color: %2; }")
            .arg(theme::css(colours.accent), theme::css(colours.onAccent)) +
        theme::focusFrame(QStringLiteral("QTableView"), colours));
    m_banner->setObjectName(QStringLiteral("browsingBanner"));
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: %1; border: 1px solid %2;"
                                           " border-radius: 4px; padding: 6px; color: %3; }")
                                .arg(theme::css(colours.alertBackground),
                                     theme::css(colours.alertBorder),
                                     theme::css(colours.alertText)));
    m_banner->hide();

    m_start = navButton(QStyle::SP_MediaSkipBackward, tr("Start position (Home)"));
    m_back = navButton(QStyle::SP_MediaSeekBackward, tr("Previous move (Left)"));
    m_forward = navButton(QStyle::SP_MediaSeekForward, tr("Next move (Right)"));
    m_end = navButton(QStyle::SP_MediaSkipForward, tr("Latest position (End)"));
    auto* nav = new QHBoxLayout;
    nav->setSpacing(2);
    for (QToolButton* b : {m_start, m_back, m_forward, m_end}) nav->addWidget(b);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    // The result ends the list as it ends a score sheet (and the PGN).
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("moveListResult"));
    m_result->setAlignment(Qt::AlignCenter);
    m_result->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; padding: 2px; }"));
    m_result->hide();
    layout->addWidget(m_result);
    layout->addWidget(m_banner);
    layout->addLayout(nav);
}

bool MoveListPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table && event->type() == QEvent::FocusIn && m_model && m_controller) {
        const QModelIndex index = m_model->indexForPly(m_controller->navigator().shownRecordPly());
        if (index.isValid() && index != m_table->currentIndex())
            m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
        // After the table's own focus event (Orca says "Moves, table with n rows"): the move
        // shown, so that Tab into the list says where it is.
        QMetaObject::invokeMethod(this, &MoveListPanel::reportCurrentCell, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

// The current cell as the focused child of the table, as QTableView reports it when the
// current cell changes (it does not on focus-in).
void MoveListPanel::reportCurrentCell() {
    const QModelIndex current = m_table->currentIndex();
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(m_table);
    if (!m_table->hasFocus() || !current.isValid() || !table || !table->tableInterface()) return;
    QAccessibleInterface* cell = table->tableInterface()->cellAt(current.row(), current.column());
    const int child = cell ? table->indexOfChild(cell) : -1;
    if (child < 0) return;
    QAccessibleEvent focus(m_table, QAccessible::Focus);
    focus.setChild(child);
    QAccessible::updateAccessibility(&focus);
    emit moveFocused(child);
}

QToolButton* MoveListPanel::navButton(QStyle::StandardPixmap icon, const QString& tip) {
    auto* b = new QToolButton(this);
    b->setIcon(style()->standardIcon(icon));
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    b->setFocusPolicy(Qt::TabFocus);  // reached by Tab; a click leaves the focus where it was
    return b;
}

void MoveListPanel::fitNumberColumn() {
    const int rows = m_model->rowCount();
    const QString widest =
        rows > 0 ? m_model->index(rows - 1, app::MoveListModel::NumberColumn).data().toString()
                 : QStringLiteral("1.");
    const QFontMetrics metrics(m_table->font());
    const int width = metrics.horizontalAdvance(widest + QStringLiteral("00")) + 8;
    m_table->setColumnWidth(app::MoveListModel::NumberColumn, width);
}

void MoveListPanel::bind(app::MoveListModel* model, app::GameController* controller) {
    m_model = model;
    m_controller = controller;
    m_table->setModel(model);
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(app::MoveListModel::NumberColumn, QHeaderView::Fixed);
    header->setSectionResizeMode(app::MoveListModel::WhiteColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(app::MoveListModel::BlackColumn, QHeaderView::Stretch);
    connect(m_table, &QTableView::clicked, this, &MoveListPanel::onClicked);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (m_table->hasFocus()) onClicked(current);  // keyboard: show that move
            });
    app::PlyNavigator* nav = &controller->navigator();
    connect(m_start, &QToolButton::clicked, nav, [nav] { nav->showPly(0); });
    connect(m_back, &QToolButton::clicked, nav, &app::PlyNavigator::showPrevious);
    connect(m_forward, &QToolButton::clicked, nav, &app::PlyNavigator::showNext);
    connect(m_end, &QToolButton::clicked, nav, &app::PlyNavigator::showLatest);
    connect(&controller->navigator(), &app::PlyNavigator::shownPlyChanged, this,
            &MoveListPanel::syncToShownPly);
    connect(controller, &app::GameController::stateChanged, this, &MoveListPanel::syncToShownPly);
    connect(model, &QAbstractItemModel::modelReset, this, &MoveListPanel::syncToShownPly);
    connect(model, &QAbstractItemModel::modelReset, this, &MoveListPanel::fitNumberColumn);
    connect(model, &QAbstractItemModel::rowsInserted, this, &MoveListPanel::fitNumberColumn);
    fitNumberColumn();
    syncToShownPly();
}

void MoveListPanel::onClicked(const QModelIndex& index) {
    const int ply = m_model->plyAt(index);
    if (ply >= 0)
        m_controller->navigator().showPly(ply);
    else
        syncToShownPly();  // a number cell: keep the selection on the shown move
}

QString MoveListPanel::browsingText() const {
    if (!m_controller || !m_controller->navigator().isBrowsing()) return {};
    const app::PlyNavigator& nav = m_controller->navigator();
    const int ply = nav.shownRecordPly();
    if (ply == 0) return tr("Viewing the start position: press End to return to the game");
    const QString move = app::LocalNotation::show(
        m_model->indexForPly(ply).data(app::SanRole).toString(), m_model->notationStyle());
    const QString number = m_model->index(m_model->indexForPly(ply).row(), 0).data().toString();
    const bool black = m_model->indexForPly(ply).column() == app::MoveListModel::BlackColumn;
    const QString label = number + (black ? QStringLiteral("..") : QString()) + move;
    if (nav.isBeyondGame() && !nav.isInVariation())  // pgn.md: the record goes on after the game
        return m_controller->rulingsStopped()
                   ? tr("Viewing move %1, after the null move: the arbiter's rulings stopped "
                        "there")
                         .arg(label)
                   : tr("Viewing move %1, played after the game ended: %2")
                         .arg(label, app::RuleTexts::banner(
                                         m_controller->outcome(), m_controller->game().position(),
                                         m_controller->game().rules(),
                                         m_controller->game().ruling().deadReason));
    return tr("Viewing move %1: press End to return to the game").arg(label);
}

void MoveListPanel::syncToShownPly() {
    if (!m_controller) return;
    const int ply = m_controller->navigator().shownRecordPly();
    const QModelIndex index = m_model->indexForPly(ply);
    if (index.isValid()) {
        // QTableView reports a new current cell to screen readers as the focus even when it
        // has none, which would cut off the announcement of the move: while the list is not
        // focused only the selection follows (the current cell catches up on focus-in).
        if (m_table->hasFocus())
            m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
        else
            m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect);
        m_table->scrollTo(index);
    } else {
        m_table->selectionModel()->clearSelection();
        m_table->scrollToTop();
    }
    const Outcome outcome = m_controller->outcome();
    m_result->setText(outcome.isOver() ? resultLine(outcome) : QString());
    m_result->setVisible(outcome.isOver());
    const QString text = browsingText();
    m_banner->setText(text);
    m_banner->setVisible(!text.isEmpty());
    const app::PlyNavigator& nav = m_controller->navigator();
    const bool later = nav.isInVariation() || ply < nav.recordPlies();
    m_start->setEnabled(ply > 0);
    m_back->setEnabled(ply > 0);
    m_forward->setEnabled(later);
    m_end->setEnabled(later);
}

// pgn.md: the recorded result is the record, shown as recorded; where the Laws rule
// otherwise, the ruling stands beside it (tester: the line said 1/2-1/2 for a game the file
// records as 1-0).
QString MoveListPanel::resultLine(const Outcome& outcome) const {
    const auto token = [](GameResult r) {
        const std::string_view t = resultToken(r);
        return QString::fromLatin1(t.data(), qsizetype(t.size()));
    };
    if (m_controller->isResultAgainstRules())
        return tr("Result: %1 as recorded; %2 by the Laws")
            .arg(token(m_controller->recordedResult()), token(m_controller->resultRuling()->ruled));
    return tr("Result: %1").arg(token(outcome.result));
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
