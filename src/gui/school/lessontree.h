// SPDX-License-Identifier: GPL-3.0-or-later
// LessonTree: the Rules School's list of lessons and their items, in which a name longer than
// the list is wide wraps onto more lines instead of being cut (a demonstration's title, a
// lesson's name in German or in the presenter's list): a row is as high as its wrapped text.
#pragma once

#include <QTreeWidget>

namespace remis::gui {

class LessonTree : public QTreeWidget {
    Q_OBJECT
public:
    explicit LessonTree(QWidget* parent = nullptr);
    // The width the text of a row at this depth (0 for a lesson) has to wrap in.
    int textWidth(int depth) const;

protected:
    void resizeEvent(QResizeEvent* event) override;
};

}  // namespace remis::gui
