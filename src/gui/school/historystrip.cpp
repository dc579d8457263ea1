#include "gui/school/historystrip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/text/schooltexts.h"

namespace remis::gui {

using app::SchoolTexts;

HistoryStrip::HistoryStrip(QWidget* parent)
    : QWidget(parent),
      m_list(new QListWidget(this)),
      m_legend(new QLabel(this)),
      m_prev(new QPushButton(tr("◀ Move"), this)),
      m_next(new QPushButton(tr("Move ▶"), this)) {
    // The moves flow as in a book, wrapping at the width, so a long history takes lines, not
    // a scroll bar to the side.
    m_list->setFlow(QListView::LeftToRight);
    m_list->setWrapping(true);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setSpacing(2);
    m_list->setAccessibleName(tr("Moves that led to the position"));
    m_list->setFixedHeight(fontMetrics().lineSpacing() * 5);
    m_legend->setWordWrap(true);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_ply) choose(row);
    });
    connect(m_prev, &QPushButton::clicked, this, [this] { choose(m_ply - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { choose(m_ply + 1); });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_prev);
    buttons->addWidget(m_next);
    buttons->addStretch();
    auto* col = new QVBoxLayout(this);
    col->setContentsMargins(0, 0, 0, 0);
    col->addWidget(m_list);
    col->addWidget(m_legend);
    col->addLayout(buttons);
}

void HistoryStrip::setItem(const school::Item& item, bool marked) {
    const QSignalBlocker block(m_list);
    m_list->clear();
    const school::HistoryMarks marks = marked ? school::historyMarks(item) : school::HistoryMarks{};
    const QStringList labels = SchoolTexts::plyLabels(item);
    new QListWidgetItem(tr("Start"), m_list);
    for (const QString& label : labels) new QListWidgetItem(label, m_list);
    for (int ply : marks.samePlies) {
        QListWidgetItem* row = m_list->item(ply);
        row->setText(QStringLiteral("● ") + row->text());
        QFont bold = row->font();
        bold.setBold(true);
        row->setFont(bold);
        row->setData(Qt::UserRole, true);
    }
    m_last = int(labels.size());
    m_legend->setText(marks.samePlies.empty() ? QString()
                                              : SchoolTexts::historyLegend(item, marks));
    m_legend->setVisible(!marks.samePlies.empty());
    setVisible(m_last > 0);
    setPly(m_last);
}

void HistoryStrip::setPly(int ply) {
    m_ply = std::clamp(ply, 0, m_last);
    const QSignalBlocker block(m_list);
    m_list->setCurrentRow(m_ply);
    m_list->scrollToItem(m_list->currentItem());
    m_prev->setEnabled(m_ply > 0);
    m_next->setEnabled(m_ply < m_last);
}

void HistoryStrip::choose(int ply) {
    setPly(ply);
    emit plyChosen(m_ply);
}

QList<int> HistoryStrip::markedPlies() const {
    QList<int> plies;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toBool()) plies << i;
    return plies;
}

QString HistoryStrip::legend() const {
    return m_legend->text();
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
