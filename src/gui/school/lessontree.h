// SPDX-License-Identifier: GPL-3.0-or-later
// LessonTree: the Rules School's list of lessons and their items, in which a name longer than
// the list is wide wraps onto more lines instead of being cut (a demonstration's title, a
// lesson's name in German or in the presenter's list): a row is as high as its wrapped text.
#pragma once

#include <QPersistentModelIndex>
#include <QTreeWidget>

namespace remis::gui {

class LessonTree : public QTreeWidget {
    Q_OBJECT
public:
    explicit LessonTree(QWidget* parent = nullptr);
    // The width the text of a row at this depth (0 for a lesson) has to wrap in.
    int textWidth(int depth) const;
    // Marks the row of the item shown. QTreeView reports a new current row to screen readers
    // as the focus even when it does not have it: after Check the list was rebuilt and Orca
    // said "Lessons tree, ✓ 1. Claim or not?" over the feedback. While the list is not
    // focused only the selection moves; the current row catches up when it gets the focus.
    void showRow(QTreeWidgetItem* row);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    QPersistentModelIndex m_shown;  // invalid once the list is cleared
};

}  // namespace remis::gui
