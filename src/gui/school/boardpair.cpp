#include "gui/school/boardpair.h"

#include <QResizeEvent>
#include <algorithm>

#include "gui/school/positionpicture.h"

namespace remis::gui {

namespace {
constexpr int kCaptionHeight = 24;  // PositionPicture's height beyond its width
}

BoardPair::BoardPair(QWidget* parent) : QWidget(parent) {
    m_layout = new QBoxLayout(QBoxLayout::LeftToRight, this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_first = new PositionPicture(this);
    m_second = new PositionPicture(this);
    m_layout->addWidget(m_first);
    m_layout->addWidget(m_second);
}

QBoxLayout::Direction BoardPair::bestDirection(QSize area, int caption, int spacing) {
    const int sideBySide = std::min((area.width() - spacing) / 2, area.height() - caption);
    const int stacked = std::min(area.width(), (area.height() - spacing) / 2 - caption);
    return stacked > sideBySide ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
}

void BoardPair::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    const auto direction = bestDirection(event->size(), kCaptionHeight, m_layout->spacing());
    if (direction != m_layout->direction()) m_layout->setDirection(direction);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
