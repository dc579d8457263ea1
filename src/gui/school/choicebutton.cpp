#include "gui/school/choicebutton.h"

#include <QPainter>
#include <QStyleOptionButton>
#include <QStylePainter>

namespace remis::gui {

namespace {

constexpr int TextFlags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;

}  // namespace

ChoiceButton::ChoiceButton(const QString& text, QWidget* parent) : QRadioButton(text, parent) {
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

int ChoiceButton::indicatorWidth() const {
    return style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth, nullptr, this) +
           style()->pixelMetric(QStyle::PM_RadioButtonLabelSpacing, nullptr, this);
}

QRect ChoiceButton::textRect(int width) const {
    const int left = indicatorWidth();
    const QRect bounds = fontMetrics().boundingRect(
        QRect(0, 0, std::max(1, width - left - 2), 100000), TextFlags, text());
    return {left, 0, std::max(1, width - left), bounds.height()};
}

int ChoiceButton::heightForWidth(int width) const {
    const int indicator = style()->pixelMetric(QStyle::PM_ExclusiveIndicatorHeight, nullptr, this);
    return std::max(indicator, textRect(width).height()) + 2;
}

// As wide as the text on one line would like, but content with far less: it wraps.
QSize ChoiceButton::sizeHint() const {
    const int oneLine = indicatorWidth() + fontMetrics().horizontalAdvance(text()) + 4;
    return {oneLine, heightForWidth(oneLine)};
}

QSize ChoiceButton::minimumSizeHint() const {
    const int narrow = indicatorWidth() + fontMetrics().averageCharWidth() * 12;
    return {narrow, heightForWidth(narrow)};
}

void ChoiceButton::paintEvent(QPaintEvent*) {
    QStylePainter p(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text.clear();  // the indicator and focus frame by the style, the text wrapped by us
    const int indicator = style()->pixelMetric(QStyle::PM_ExclusiveIndicatorHeight, nullptr, this);
    const int lineHeight = fontMetrics().height();
    option.rect =
        QRect(0, std::max(0, (lineHeight - indicator) / 2),
              style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth, nullptr, this), indicator);
    p.drawPrimitive(QStyle::PE_IndicatorRadioButton, option);
    const QRect text = textRect(width());
    p.setPen(
        palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    p.drawText(text, TextFlags, this->text());
    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = text.adjusted(-1, 0, 1, 0);
        p.drawPrimitive(QStyle::PE_FrameFocusRect, focus);
    }
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
