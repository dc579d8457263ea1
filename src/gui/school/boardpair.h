// BoardPair: the rules school's one or two still boards ("then" and "now" when two positions
// are compared, 9.2.3). Two boards side by side in a narrow pane come out tiny, so the pair
// stands side by side or one above the other, whichever gives each board the larger square.
#pragma once

#include <QBoxLayout>
#include <QWidget>

namespace remis::gui {

class PositionPicture;

class BoardPair : public QWidget {
    Q_OBJECT
public:
    explicit BoardPair(QWidget* parent = nullptr);
    PositionPicture* first() const { return m_first; }
    PositionPicture* second() const { return m_second; }

    // The direction that gives two boards, each with a caption line of `caption` pixels under
    // it and `spacing` between them, the larger square in `area`.
    static QBoxLayout::Direction bestDirection(QSize area, int caption, int spacing);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    PositionPicture* m_first;
    PositionPicture* m_second;
    QBoxLayout* m_layout;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
