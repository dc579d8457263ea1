#include "gui/panels/clockwidget.h"

#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <algorithm>

#include "app/text/ruletexts.h"
#include "gui/style/theme.h"

namespace remis::gui {

namespace {
const QString StatusSeparator = QStringLiteral("  ·  ");
}  // namespace

ClockWidget::ClockWidget(Color side, QWidget* parent) : QWidget(parent), m_side(side) {
    // Shorter than its preferred height only when the window is too short for the board.
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    m_flashTimer.setSingleShot(true);
    m_flashTimer.setInterval(3000);
    connect(&m_flashTimer, &QTimer::timeout, this, [this] {
        m_flash.clear();
        update();
    });
    setAccessibleName(tr("Clock"));
    if (parent) parent->window()->installEventFilter(this);
}

bool ClockWidget::eventFilter(QObject* watched, QEvent* event) {
    // The preferred height follows the window's (sizeHint): the layout asks again.
    if (watched == window() && event->type() == QEvent::Resize) updateGeometry();
    return QWidget::eventFilter(watched, event);
}

void ClockWidget::setSide(Color side) {
    if (side != m_side) {
        m_side = side;
        update();
    }
}

void ClockWidget::setName(const QString& name) {
    if (name != m_name) {
        m_name = name;
        update();
    }
}

void ClockWidget::setTimed(bool timed) {
    if (timed != m_timed) {
        m_timed = timed;
        update();
    }
}

void ClockWidget::setRemaining(int64_t ms) {
    // Repaint only when the text or the low-time state would change.
    const bool wasLow = isLowTime();
    const QString before = timeText();
    m_remainingMs = ms;
    if (before != timeText() || wasLow != isLowTime()) update();
}

void ClockWidget::setActive(bool active) {
    if (active != m_active) {
        m_active = active;
        update();
    }
}

void ClockWidget::setPaused(bool paused) {
    if (paused != m_paused) {
        m_paused = paused;
        update();
    }
}

void ClockWidget::setLowTimeMs(int64_t ms) {
    if (ms != m_lowTimeMs) {
        m_lowTimeMs = ms;
        update();
    }
}

void ClockWidget::setWaiting(bool waiting, bool movesBefore) {
    if (waiting != m_waiting || movesBefore != m_movesBefore) {
        m_waiting = waiting;
        m_movesBefore = movesBefore;
        update();
    }
}

void ClockWidget::setRule(const QString& rule) {
    if (rule != m_rule) {
        m_rule = rule;
        update();
    }
}

QStringList ClockWidget::statusParts() const {
    QStringList parts;
    if (m_waiting && m_timed) {
        // A resumed or opened game's clock waits for the next move (tester: "first" after a
        // resume mid-game).
        parts << (m_movesBefore ? tr("starts with the next move")
                                : tr("starts with the first move"));
        if (!m_rule.isEmpty()) parts << m_rule;
    } else if (isPaused()) {
        parts << tr("paused");
    }
    // Low time is shown by the digits themselves, red and in tenths under 10 s, as on a
    // tournament clock: words beside them ("under 6 s") read as a second, wrong time (tester).
    // The screen reader still says it (ClockAccessible).
    if (m_flagged) parts << tr("flag fallen");
    return parts;
}

QString ClockWidget::statusText() const {
    return statusParts().join(StatusSeparator);
}

// The name with as many of the status words as fit whole: the first part is the one that
// matters (waiting, paused, flag fallen), and a last part cut to "·…" says nothing. Where the
// name and the first part do not fit on one line, and the clock is tall enough, the status
// goes on a second line.
QString ClockWidget::nameLine(const QFontMetrics& metrics, int width, int height) const {
    const QStringList parts = statusParts();
    const auto fits = [&](const QString& text) { return metrics.horizontalAdvance(text) <= width; };
    const auto cut = [&](const QString& text) {
        return fits(text) ? text : metrics.elidedText(text, Qt::ElideRight, width);
    };
    // The most parts, from the first, that fit after `lead` (or the first part cut).
    const auto fitting = [&](const QString& lead) {
        for (qsizetype shown = parts.size(); shown > 1; --shown) {
            const QString line = lead + parts.mid(0, shown).join(StatusSeparator);
            if (fits(line)) return line;
        }
        return lead + parts.value(0);
    };
    if (parts.isEmpty()) return cut(m_name);
    const QString oneLine = fitting(m_name + StatusSeparator);
    if (fits(oneLine) || 2 * metrics.lineSpacing() > height) return cut(oneLine);
    return cut(m_name) + QLatin1Char('\n') + cut(fitting(QString()));
}

void ClockWidget::setFlagged(bool flagged) {
    if (flagged != m_flagged) {
        m_flagged = flagged;
        update();
    }
}

void ClockWidget::flash(const QString& text) {
    m_flash = text;
    m_flashTimer.start();
    update();
}

QString ClockWidget::timeText() const {
    return m_timed ? app::RuleTexts::clockText(m_remainingMs) : QString();
}

bool ClockWidget::isLowTime() const {
    return m_timed && m_remainingMs < m_lowTimeMs;
}

QSize ClockWidget::sizeHint() const {
    // Tall enough for digits that can be read across the table (about 40 px), and taller in a
    // taller window (a thirteenth of its height, up to 120 px): 50 px digits on a full HD
    // screen.
    const int windowHeight = window() != this ? window()->height() : 0;
    return {360, std::clamp(windowHeight / 13, qMax(64, fontMetrics().height() * 4), 120)};
}

QSize ClockWidget::minimumSizeHint() const {
    return {160, fontMetrics().height() + 14};
}

namespace {
QFont digitsFont(int pixelSize) {
    QFont digits(QStringLiteral("DejaVu Sans Mono"));
    digits.setStyleHint(QFont::Monospace);
    digits.setBold(true);
    digits.setPixelSize(pixelSize);
    return digits;
}
}  // namespace

void ClockWidget::paintChip(QPainter& p, const QRect& r) const {
    // The chip is the side's colour, like the pieces: white or black in every palette.
    p.setPen(QPen(theme::colours(palette()).chipBorder, 1.5));
    p.setBrush(m_side == White ? QColor(0xfa, 0xfa, 0xfa) : QColor(0x1a, 0x1a, 0x1a));
    p.drawEllipse(QRectF(r).adjusted(1, 1, -1, -1));
}

// Running: the clock's own colours; idle: a shade of the window in its text colour; paused:
// idle, with a dashed frame and a pause sign before the digits on both clocks.
void ClockWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const bool low = isLowTime() || m_flagged;
    const bool running = m_active && !m_paused && !m_waiting;
    const ThemeColours c = theme::colours(palette());
    QColor text = c.text;
    QColor background = c.clockIdleBackground;
    if (running || m_flagged) {
        background = low ? c.clockLowBackground : c.clockRunningBackground;
        text = low ? c.clockLowText : c.clockRunningText;
    } else if (low) {
        text = theme::readable(c.errorText, background);
    }
    QPen frame(isPaused() ? text : background.darker(115), isPaused() ? 2 : 1);
    if (isPaused()) frame.setStyle(Qt::DashLine);
    p.setPen(frame);
    p.setBrush(background);
    p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 6, 6);
    const int h = height();
    const int chip = h * 2 / 5;
    paintChip(p, QRect(h / 3, (h - chip) / 2, chip, chip));
    p.setPen(text);
    // The name takes what the time, the pause sign and a penalty flash leave; it is cut, they
    // never are.
    const int nameLeft = h / 3 + chip + 12;
    int nameRight = width() - h / 3;
    const int timeWidth =
        m_timed ? QFontMetrics(digitsFont(digitsPixelSize())).horizontalAdvance(timeText()) : 0;
    if (m_timed) nameRight -= timeWidth + 12;
    if (isPaused()) nameRight -= digitsPixelSize() * 2 / 3 + 12;
    if (m_timed && !m_flash.isEmpty())
        nameRight -= QFontMetrics(digitsFont(qMax(12, h * 2 / 5))).horizontalAdvance(m_flash) + 14;
    paintName(p, QRect(nameLeft, 0, qMax(0, nameRight - nameLeft), h));
    const QRect timeArea = rect().adjusted(0, 0, -h / 3, 0);
    paintTime(p, timeArea, running);
    if (isPaused()) paintPauseSign(p, timeArea.adjusted(0, 0, -timeWidth - 12, 0), text);
}

// The digits fill most of the clock's height: read from across the table.
int ClockWidget::digitsPixelSize() const {
    return qMax(14, height() * 3 / 5);
}

// Two upright bars, as on a player's pause button, right-aligned in `r` at digit height.
void ClockWidget::paintPauseSign(QPainter& p, const QRect& r, const QColor& colour) const {
    const int size = digitsPixelSize() * 2 / 3;
    const int bar = qMax(3, size / 3);
    const QRect sign(r.right() - size, r.center().y() - size / 2, size, size);
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawRect(QRect(sign.left(), sign.top(), bar, size));
    p.drawRect(QRect(sign.right() - bar + 1, sign.top(), bar, size));
    p.restore();
}

void ClockWidget::paintName(QPainter& p, const QRect& r) const {
    QFont nameFont = font();
    nameFont.setPointSizeF(font().pointSizeF() * 1.15);
    nameFont.setBold(m_active);
    p.setFont(nameFont);
    p.drawText(r, Qt::AlignVCenter | Qt::AlignLeft,
               nameLine(p.fontMetrics(), r.width(), r.height()));
}

void ClockWidget::paintTime(QPainter& p, const QRect& r, bool running) const {
    if (!m_timed) return;
    QFont digits = digitsFont(digitsPixelSize());
    p.setFont(digits);
    p.drawText(r, Qt::AlignVCenter | Qt::AlignRight, timeText());
    if (m_flash.isEmpty()) return;
    int left = QFontMetrics(digits).horizontalAdvance(timeText()) + 14;
    if (isPaused()) left += digitsPixelSize() * 2 / 3 + 12;
    digits.setPixelSize(qMax(12, height() * 2 / 5));
    p.setFont(digits);
    const ThemeColours c = theme::colours(palette());
    p.setPen(running ? c.clockFlashRunning : c.clockFlashIdle);
    p.drawText(r.adjusted(0, 0, -left, 0), Qt::AlignVCenter | Qt::AlignRight, m_flash);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
