#include "gui/dialogs/gamechooser.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "app/files/pgnfile.h"
#include "app/models/gamelistmodel.h"

namespace remis::gui {

// Every word of the filter must occur somewhere in the row (players, result, date, event).
class GameFilterModel : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setWords(const QString& text) {
        m_words = text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex&) const override {
        if (m_words.isEmpty()) return true;
        const QString& text = static_cast<app::GameListModel*>(sourceModel())->searchText(row);
        for (const QString& w : m_words)
            if (!text.contains(w)) return false;
        return true;
    }

private:
    QStringList m_words;
};

GameChooser::GameChooser(const app::PgnFile* file, QWidget* parent)
    : QDialog(parent),
      m_model(new app::GameListModel(file, this)),
      m_proxy(new GameFilterModel(this)),
      m_filter(new QLineEdit(this)),
      m_table(new QTableView(this)),
      m_count(new QLabel(this)),
      m_total(file->gameCount()) {
    setObjectName(QStringLiteral("gameChooser"));
    setWindowTitle(tr("Choose a Game — %1").arg(QFileInfo(file->path()).fileName()));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::DisplayRole);
    m_filter->setObjectName(QStringLiteral("gameFilter"));
    m_filter->setPlaceholderText(tr("Filter by player, event, date or result"));
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
    m_table->setColumnWidth(app::GameListModel::NumberColumn, 60);
    m_table->setColumnWidth(app::GameListModel::WhiteColumn, 170);
    m_table->setColumnWidth(app::GameListModel::BlackColumn, 170);
    m_table->setColumnWidth(app::GameListModel::ResultColumn, 70);
    m_table->setColumnWidth(app::GameListModel::DateColumn, 95);
    m_table->setColumnWidth(app::GameListModel::MovesColumn, 60);
    m_table->installEventFilter(this);
    connect(m_table, &QTableView::doubleClicked, this, &GameChooser::accept);
    connect(m_filter, &QLineEdit::textChanged, this, &GameChooser::setFilterText);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &GameChooser::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &GameChooser::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_count, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
    resize(860, 520);
    m_table->selectRow(0);
    updateCount();
    m_filter->setFocus();
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

void GameChooser::updateCount() {
    const int shown = m_proxy->rowCount();
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
