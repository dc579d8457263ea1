// ClockDriver: makes the core ChessClock visible. A QTimer (100 ms, Qt::PreciseTimer) reads
// the controller's nowMs(), emits the remaining time of each side as display text ("1:29:58",
// "4:58", "0:19.7" under 20 seconds), and when a flag falls hands it to the controller so the
// arbiter judges it (6.9). The driver owns no time itself: pause/resume go to the controller's
// clock (6.12). Untimed games: isActive() is false and the texts are empty.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include "core/base/types.h"

namespace remis::app {

class GameController;

class ClockDriver : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString whiteText READ whiteText NOTIFY textsChanged)
    Q_PROPERTY(QString blackText READ blackText NOTIFY textsChanged)
    Q_PROPERTY(bool isActive READ isActive NOTIFY activeChanged)
    Q_PROPERTY(bool isPaused READ isPaused NOTIFY pausedChanged)
public:
    explicit ClockDriver(GameController* controller, QObject* parent = nullptr);

    bool isActive() const { return m_active; }  // a timed game in progress
    // Paused (6.12), or waiting for the first move: either way no clock runs.
    bool isPaused() const;
    bool isWaiting() const;  // a timed game whose clock starts with the first move
    int64_t remainingMs(Color side) const;
    QString whiteText() const { return m_text[White]; }
    QString blackText() const { return m_text[Black]; }
    QString text(Color side) const { return m_text[side]; }
    // The side whose clock runs, for highlighting; meaningful only while isActive().
    Color runningSide() const;
    int intervalMs() const { return m_timer.interval(); }
    void setIntervalMs(int ms) { m_timer.setInterval(ms); }

public slots:
    void pause();
    void resume();
    // One timer step: refresh the texts and judge a flag fall. Public so tests can drive it.
    void tick();

signals:
    // Emitted when either text changes; times in ms at the moment of the tick.
    void timesChanged(qint64 whiteMs, qint64 blackMs);
    void textsChanged();  // the same moment, for the properties
    void activeChanged(bool active);
    void pausedChanged(bool paused);
    void flagFell(remis::Color side);  // just before the controller ends the game

private:
    void sync();  // start/stop the timer to match the game
    void updateTexts();

    GameController* m_controller;
    QTimer m_timer;
    QString m_text[2];
    bool m_active = false;
    bool m_paused = false;
};

}  // namespace remis::app
