#include "gui/panels/messageline.h"

#include <QEvent>
#include <QFontMetrics>
#include <QStringList>

namespace remis::gui {

MessageLine::MessageLine(QWidget* parent, int lines) : QLabel(parent), m_lines(qMax(1, lines)) {
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);  // never widens the window
    setFixedHeight(reservedHeight());
}

void MessageLine::setLines(int lines) {
    m_lines = qMax(1, lines);
    setFixedHeight(reservedHeight());
    fit();
}

void MessageLine::setMessage(const QString& message) {
    m_message = message;
    setToolTip(message);
    setAccessibleDescription(message);
    fit();
}

// The height Qt lays out `m_lines` lines of this font in, measured as fit() measures a
// message: with some fonts and sizes that is a pixel more than lineSpacing() * lines (the
// rounding of ascent and descent), and a reserve of lineSpacing() * lines held no line at
// all: a refusal showed as a lone "…" in "Sans Serif 10".
int MessageLine::textHeight() const {
    QStringList lines;
    for (int i = 0; i < m_lines; ++i) lines << QStringLiteral("Xg");
    return fontMetrics()
        .boundingRect(QRect(0, 0, 1 << 20, 1 << 20), Qt::TextWordWrap, lines.join(u'\n'))
        .height();
}

int MessageLine::reservedHeight() const {
    const QMargins m = contentsMargins();
    return qMax(textHeight(), fontMetrics().lineSpacing() * m_lines) + m.top() + m.bottom() +
           2 * margin();
}

QSize MessageLine::sizeHint() const {
    return {QLabel::sizeHint().width(), reservedHeight()};
}

QSize MessageLine::minimumSizeHint() const {
    return {0, reservedHeight()};
}

// The longest start of the message that fits the reserved lines, with an ellipsis if cut.
void MessageLine::fit() {
    const QRect area = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    const QFontMetrics fm = fontMetrics();
    const int room = qMax(textHeight(), fm.lineSpacing() * m_lines);
    const auto fits = [&](const QString& text) {
        return area.width() <= 0 ||
               fm.boundingRect(QRect(0, 0, area.width(), 1 << 20), Qt::TextWordWrap, text)
                       .height() <= room;
    };
    if (fits(m_message)) {
        setText(m_message);
        return;
    }
    int low = 0, high = int(m_message.size());  // fits(low) holds, fits(high) does not
    while (high - low > 1) {
        const int mid = (low + high) / 2;
        (fits(m_message.left(mid) + QChar(0x2026)) ? low : high) = mid;
    }
    setText(m_message.left(low).trimmed() + QChar(0x2026));
}

void MessageLine::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    fit();
}

void MessageLine::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) setFixedHeight(reservedHeight());
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
