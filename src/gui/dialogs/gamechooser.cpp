#include "gui/dialogs/gamechooser.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include "app/files/fileaudit.h"
#include "app/files/pgnfile.h"
#include "app/models/gamelistmodel.h"
#include "app/text/audittexts.h"
#include "app/text/errortexts.h"

namespace remis::gui {

// A number alone ("37", "#37") finds the game with that number in the file (the first
// column); otherwise every word of the filter must occur somewhere in the row (players,
// result, date, event).
class GameFilterModel : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setWords(const QString& text) {
        m_words = text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        m_number = -1;
        if (m_words.size() == 1) {
            QString word = m_words.front();
            if (word.startsWith(QLatin1Char('#'))) word.remove(0, 1);
            bool ok = false;
            const int n = word.toInt(&ok);
            if (ok && n >= 1 && n <= sourceModel()->rowCount()) m_number = n;
        }
        invalidateFilter();
    }
    void setShow(GameChooser::Show show) {
        m_show = show;
        invalidateFilter();
    }
    GameChooser::Show show() const { return m_show; }

protected:
    bool filterAcceptsRow(int row, const QModelIndex&) const override {
        if (m_number > 0) return row + 1 == m_number;
        if (!showsAudit(row)) return false;
        if (m_words.isEmpty()) return true;
        const QString& text = static_cast<app::GameListModel*>(sourceModel())->searchText(row);
        for (const QString& w : m_words)
            if (!text.contains(w)) return false;
        return true;
    }

private:
    // "Show": a game not yet audited is shown only under "All games".
    bool showsAudit(int row) const {
        if (m_show == GameChooser::Show::All) return true;
        const app::FileAudit* audit = static_cast<app::GameListModel*>(sourceModel())->audit();
        if (!audit || row >= audit->gameCount() || !audit->isAudited(row)) return false;
        const GameAudit& a = audit->audit(row);
        switch (m_show) {
            case GameChooser::Show::WithEvents:
                return !a.events.empty();
            case GameChooser::Show::AgainstRules:
                return !a.resultConsistent;
            case GameChooser::Show::IllegalMoves:
                return app::AuditTexts::count(a, &app::AuditTexts::isIllegalMove) > 0;
            case GameChooser::Show::FlagFalls:
                return app::AuditTexts::firstFlagFall(a) != nullptr;
            case GameChooser::Show::Errors:
                return !a.error.empty();
            case GameChooser::Show::All:
                break;
        }
        return true;
    }

    QStringList m_words;
    int m_number = -1;  // a game number typed alone
    GameChooser::Show m_show = GameChooser::Show::All;
};

GameChooser::GameChooser(app::PgnFile* file, QWidget* parent)
    : QDialog(parent),
      m_model(new app::GameListModel(file, this)),
      m_proxy(new GameFilterModel(this)),
      m_filter(new QLineEdit(this)),
      m_table(new QTableView(this)),
      m_count(new QLabel(this)),
      m_show(new QComboBox(this)),
      m_events(new QListWidget(this)),
      m_progress(new QLabel(this)),
      m_audit(new app::FileAudit(this)),
      m_file(file),
      m_total(file->gameCount()) {
    setObjectName(QStringLiteral("gameChooser"));
    setWindowTitle(tr("Choose a Game — %1").arg(QFileInfo(file->path()).fileName()));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(app::GameListModel::SortRole);
    m_model->setAudit(m_audit);
    m_filter->setObjectName(QStringLiteral("gameFilter"));
    m_filter->setPlaceholderText(tr("Game number, or filter by player, event, date or result"));
    m_filter->setClearButtonEnabled(true);
    m_filter->installEventFilter(this);
    m_table->setObjectName(QStringLiteral("gameTable"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);  // file order until a header is clicked
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(app::GameListModel::EventColumn,
                                                      QHeaderView::Stretch);
    m_table->installEventFilter(this);
    connect(m_table, &QTableView::doubleClicked, this, &GameChooser::accept);
    connect(m_filter, &QLineEdit::textChanged, this, &GameChooser::setFilterText);
    m_show->setObjectName(QStringLiteral("gameShow"));
    // In the order of Show.
    m_show->addItems({tr("All games"), tr("Games with events"), tr("Results against the rules"),
                      tr("Games with illegal moves"), tr("Games with a flag fall"),
                      tr("Games with errors")});
    connect(m_show, &QComboBox::currentIndexChanged, this,
            [this](int i) { setShow(Show(std::max(0, i))); });
    m_events->setObjectName(QStringLiteral("gameEvents"));
    m_events->setMaximumHeight(110);
    // An event is a sentence ("ply 996 (498...Kh8): neither a resignation nor a flag fall
    // ..."): wrapped to the list's width and read whole, never scrolled sideways.
    m_events->setWordWrap(true);
    m_events->setUniformItemSizes(false);
    m_events->setResizeMode(QListView::Adjust);
    m_events->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_events->setToolTip(tr("The selected game's events: open one to see the game at that ply"));
    connect(m_events, &QListWidget::itemActivated, this, &GameChooser::openEvent);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &GameChooser::updateEvents);
    m_progress->setObjectName(QStringLiteral("auditProgress"));
    connect(m_audit, &app::FileAudit::progressed, this,
            [this](int audited, int total) { onAuditProgress(audited, total); });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &GameChooser::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &GameChooser::reject);
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    auto* showLabel = new QLabel(tr("&Show:"), this);
    showLabel->setBuddy(m_show);
    top->addWidget(showLabel);
    top->addWidget(m_show);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_events);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_count);
    bottom->addWidget(m_progress, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
    sizeColumns();
    m_table->selectRow(0);
    updateCount();
    m_filter->setFocus();
    // The table is usable at once: the rest of a large file is indexed in steps between
    // events, then the audit runs in its own thread.
    if (file->isComplete()) {
        startAudit();
    } else {
        auto* indexing = new QTimer(this);
        connect(indexing, &QTimer::timeout, this, [this, indexing] {
            if (!indexStep()) indexing->stop();
        });
        indexing->start(0);  // the first step after the dialog is shown
        showReadProgress();
    }
}

// A step of the index (about 8 ms on a quiet machine); false when the index is complete or stopped.
bool GameChooser::indexStep() {
    constexpr int64_t StepBytes = 512 << 10;
    const auto more = m_file->indexMore(StepBytes);
    m_model->addIndexedGames();
    m_total = m_file->gameCount();
    sizeNumberColumn();
    if (!more) {
        m_progress->setText(
            tr("The rest of the file cannot be read: %1").arg(app::ErrorTexts::text(more.error())));
        updateCount();
        return false;
    }
    if (m_file->isComplete()) {
        updateCount();
        startAudit();
        return false;
    }
    showReadProgress();
    return true;
}

void GameChooser::showReadProgress() {
    m_progress->setText(tr("Reading the file: %1 %…").arg(qRound(m_file->readFraction() * 100.0)));
    updateCount();
}

// The audit runs in its own thread (FileAudit), once every game is listed.
void GameChooser::startAudit() {
    m_audit->start(*m_file);
    onAuditProgress(0, m_total);
}

GameChooser::~GameChooser() = default;

void GameChooser::onAuditProgress(int audited, int total) {
    if (audited < total) {
        m_progress->setText(tr("Auditing the games: %1 of %2…").arg(audited).arg(total));
    } else {
        m_progress->setText(
            tr("Audit done: %n game(s) in %1 s", "", total)
                .arg(QString::number(double(m_audit->elapsedMs()) / 1000.0, 'f', 1)));
    }
    if (m_proxy->show() != Show::All) {
        m_proxy->invalidate();
        updateCount();
    }
    updateEvents();
}

void GameChooser::setShow(Show show) {
    if (m_show->currentIndex() != int(show)) m_show->setCurrentIndex(int(show));
    m_proxy->setShow(show);
    if (m_proxy->rowCount() > 0 && !m_table->selectionModel()->hasSelection())
        m_table->selectRow(0);
    updateCount();
    updateEvents();
}

// The events of the game at the table's current row: each opens the game at its ply.
void GameChooser::updateEvents() {
    const QModelIndex current = m_table->currentIndex();
    const int game = current.isValid() ? m_proxy->mapToSource(current).row() : -1;
    const int shownGame = m_events->property("game").toInt();
    const bool audited = game >= 0 && m_audit->isAudited(game);
    if (game == shownGame && m_events->property("audited").toBool() == audited &&
        m_events->count() > 0)
        return;
    m_events->clear();
    m_events->setProperty("game", game);
    m_events->setProperty("audited", audited);
    if (game < 0) return;
    if (!audited) {
        m_events->addItem(tr("Game %1: not audited yet").arg(game + 1));
        return;
    }
    const GameAudit& a = m_audit->audit(game);
    for (const AuditEvent& e : a.events) {
        auto* item = new QListWidgetItem(app::AuditTexts::eventLine(e), m_events);
        // A claim with a written move (9.2.1, 9.3.1) is made before that move: the position
        // before it, where the panel offers the claim with it.
        const bool withMove = e.kind == AuditEventKind::ThreefoldClaimableWithMove ||
                              e.kind == AuditEventKind::FiftyClaimableWithMove;
        item->setData(Qt::UserRole, withMove ? std::max(0, e.ply - 1) : e.ply);
    }
    if (!a.resultConsistent) m_events->addItem(app::AuditTexts::resultCheck(a));
    if (!a.error.empty()) m_events->addItem(tr("Error: %1").arg(QString::fromStdString(a.error)));
    if (m_events->count() == 0 && a.error.empty())
        m_events->addItem(
            tr("Game %1: no claims, no automatic ending, the result agrees").arg(game + 1));
}

void GameChooser::openEvent() {
    QListWidgetItem* item = m_events->currentItem();
    if (!item || !item->data(Qt::UserRole).isValid()) return;
    m_chosenPly = item->data(Qt::UserRole).toInt();
    accept();
}

void GameChooser::setFilterText(const QString& text) {
    if (m_filter->text() != text) m_filter->setText(text);  // comes back here once
    m_proxy->setWords(text);
    if (m_proxy->rowCount() > 0 && !m_table->selectionModel()->hasSelection())
        m_table->selectRow(0);
    updateCount();
}

int GameChooser::visibleGames() const {
    return m_proxy->rowCount();
}

// Every column in view at the default size (the audit's are what an arbiter opens the
// table for): widths from the font, not pixels, so that they hold at any DPI and in every
// language; the dialog as wide as they need, within the screen, the event taking the rest.
void GameChooser::sizeColumns() {
    using C = app::GameListModel;
    const std::pair<int, int> chars[] = {
        {C::NumberColumn, 5},  {C::WhiteColumn, 16},  {C::BlackColumn, 16},    {C::ResultColumn, 7},
        {C::DateColumn, 12},   {C::MovesColumn, 5},   {C::ThreefoldColumn, 7}, {C::FiftyColumn, 7},
        {C::IllegalColumn, 5}, {C::EndingColumn, 14}, {C::FlagColumn, 12},     {C::CheckColumn, 11},
        {C::ErrorColumn, 14}};
    const int ch = m_table->fontMetrics().averageCharWidth();
    const QFontMetrics header = m_table->horizontalHeader()->fontMetrics();
    int total = 0;
    for (const auto& [column, count] : chars) {
        const QString title = m_proxy->headerData(column, Qt::Horizontal).toString();
        const int width = std::max(ch * count, header.horizontalAdvance(title) + 3 * ch);
        m_table->setColumnWidth(column, width);
        total += width;
    }
    const int number = m_table->columnWidth(C::NumberColumn);
    sizeNumberColumn();
    total += m_table->columnWidth(C::NumberColumn) - number;
    total += 14 * ch;  // the event, at least
    const int frame = 2 * (layout()->contentsMargins().left() + m_table->frameWidth()) +
                      m_table->verticalScrollBar()->sizeHint().width() + 8;
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect();
    int width = total + frame;
    if (screen.isValid()) width = std::min(width, screen.width() * 19 / 20);
    resize(width, std::max(600, screen.isValid() ? std::min(720, screen.height() * 3 / 4) : 600));
}

// "#" holds the largest game number whole (22376, not "1…"), with the margins the item
// view draws text within; it widens as a large file's games are listed.
void GameChooser::sizeNumberColumn() {
    using C = app::GameListModel;
    const int margin =
        m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1;
    const QString largest = QString::number(std::max(1, m_total));
    const QString title = m_proxy->headerData(C::NumberColumn, Qt::Horizontal).toString();
    const int ch = m_table->fontMetrics().averageCharWidth();
    const int width = std::max(
        {m_table->fontMetrics().horizontalAdvance(largest) + 2 * margin + ch,
         m_table->horizontalHeader()->fontMetrics().horizontalAdvance(title) + 3 * ch, 3 * ch});
    if (width > m_table->columnWidth(C::NumberColumn))
        m_table->setColumnWidth(C::NumberColumn, width);
}

void GameChooser::updateCount() {
    const int shown = m_proxy->rowCount();
    if (!m_file->isComplete())
        m_count->setText(shown == m_total ? tr("%n game(s) so far", "", m_total)
                                          : tr("%1 of %2 games so far").arg(shown).arg(m_total));
    else
        m_count->setText(shown == m_total ? tr("%n game(s)", "", m_total)
                                          : tr("%1 of %2 games").arg(shown).arg(m_total));
}

void GameChooser::accept() {
    QModelIndex current = m_table->currentIndex();
    const auto selected = m_table->selectionModel()->selectedRows();
    if (!selected.isEmpty()) current = selected.first();
    if (!current.isValid() && m_proxy->rowCount() > 0) current = m_proxy->index(0, 0);
    if (!current.isValid()) return;  // nothing matches the filter: stay open
    m_chosen = m_proxy->mapToSource(current).row();
    m_audit->stop();
    QDialog::accept();
}

// Up/Down in the filter move through the table; Enter in the table opens the game.
bool GameChooser::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress) return QDialog::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (watched == m_filter && (key == Qt::Key_Down || key == Qt::Key_Up ||
                                key == Qt::Key_PageDown || key == Qt::Key_PageUp)) {
        QCoreApplication::sendEvent(m_table, event);
        return true;
    }
    if (watched == m_table && (key == Qt::Key_Return || key == Qt::Key_Enter)) {
        accept();
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
