// ClockWidget: one player's clock above or below the board: a colour chip and the player's
// name, the remaining time in big digits that grow with the widget, highlighted while it runs,
// red when time is low (tenths under 10 s), a pause sign and dimmed digits while the
// clocks are paused, and a short flash ("+2:00") when the arbiter adds time. It only displays
// what it is told (the low-time threshold too: ClockDriver::lowTimeMs).
#pragma once

#include <QString>
#include <QStringList>
#include <QTimer>
#include <QWidget>
#include <cstdint>

#include "core/base/types.h"

class QFontMetrics;

namespace remis::gui {

class ClockWidget : public QWidget {
    Q_OBJECT
public:
    explicit ClockWidget(Color side, QWidget* parent = nullptr);

    Color side() const { return m_side; }
    void setSide(Color side);
    void setName(const QString& name);
    void setTimed(bool timed);
    void setRemaining(int64_t ms);
    void setActive(bool active);    // this side is to move (its clock runs if timed)
    void setPaused(bool paused);    // the players paused the clocks (6.12)
    void setLowTimeMs(int64_t ms);  // under it the time is low
    // The clock starts with the first move played on the board; `movesBefore`: the game
    // has moves already (opened, resumed), so that is the next move.
    void setWaiting(bool waiting, bool movesBefore = false);
    // What each move adds ("+2 s per move, the first included"), shown while the clock waits.
    void setRule(const QString& rule);
    QString statusText() const;  // the words after the name: waiting, paused, flag fallen
    // What the clock shows beside its digits in a `width` x `height` room: the name and the
    // status parts that fit, on a second line where one is too short.
    QString nameLine(const QFontMetrics& metrics, int width, int height) const;
    void setFlagged(bool flagged);
    void flash(const QString& text);  // e.g. "+2:00", shown for a few seconds

    int64_t remaining() const { return m_remainingMs; }
    QString name() const { return m_name; }
    bool isTimed() const { return m_timed; }
    bool isFlagged() const { return m_flagged; }
    QString flashText() const { return m_flash; }
    bool isActive() const { return m_active; }
    bool isPaused() const { return m_paused && m_timed && !m_waiting; }
    int64_t lowTimeMs() const { return m_lowTimeMs; }
    QString timeText() const;
    bool isLowTime() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void paintChip(QPainter& p, const QRect& r) const;
    void paintName(QPainter& p, const QRect& r) const;
    void paintTime(QPainter& p, const QRect& r, bool running) const;
    void paintPauseSign(QPainter& p, const QRect& r, const QColor& colour) const;
    int digitsPixelSize() const;
    QStringList statusParts() const;

    Color m_side;
    QString m_name;
    QString m_rule;
    QString m_flash;
    QTimer m_flashTimer;
    int64_t m_remainingMs = 0;
    int64_t m_lowTimeMs = 20000;
    bool m_timed = false;
    bool m_active = false;
    bool m_paused = false;
    bool m_waiting = false;
    bool m_movesBefore = false;
    bool m_flagged = false;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
