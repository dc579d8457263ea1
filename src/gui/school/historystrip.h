// HistoryStrip: the moves that led to an item's position, under its board, to step through
// (a click, the arrow keys or the two buttons show the position after any move). The earlier
// plies where the pieces stood as in the position the question turns on are marked "●", with
// a line saying what the mark means, so that a repetition can be answered from the screen.
// Unmarked while an exam question is open: the marks count the occurrences, which answers a
// threefold question for the pupil.
#pragma once

#include <QWidget>

#include "core/school/schoolhistory.h"

class QLabel;
class QListWidget;
class QPushButton;

namespace remis::gui {

class HistoryStrip : public QWidget {
    Q_OBJECT
public:
    explicit HistoryStrip(QWidget* parent = nullptr);
    void setItem(const school::Item& item, bool marked = true);
    void setPly(int ply);  // shows it as the current ply; emits nothing
    int ply() const { return m_ply; }
    QList<int> markedPlies() const;
    QString legend() const;
    QPushButton* previousButton() const { return m_prev; }
    QPushButton* nextButton() const { return m_next; }
    QListWidget* list() const { return m_list; }

signals:
    void plyChosen(int ply);

private:
    void choose(int ply);

    QListWidget* m_list;
    QLabel* m_legend;
    QPushButton *m_prev, *m_next;
    int m_ply = 0;
    int m_last = 0;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
