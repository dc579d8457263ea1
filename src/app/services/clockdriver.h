// ClockDriver: the chess clock's control and its display. It alone starts, pauses and resumes
// the game's clock, and applies the one clock rule on the controller's cues (ClockCue): a
// timed game's clock starts with the first move played on the board, whatever the game came
// from (6.5; set-up moves give no cue and use no time), and that move, as every move after
// it, earns the increment and counts towards the period (a claim starts it too, but not on a
// record read without clock readings, whose times are nobody's); a move or a claim on the
// board ends a pause (6.12); a take-back puts the clocks back as they read before the move taken
// back (its increment and its count towards the period go with it, 6.3.1). Before the first move
// there is nothing to pause: pause() does nothing then. A QTimer (100 ms, Qt::PreciseTimer) reads
// the controller's nowMs(), emits the remaining time of each side as display text ("1:29:58",
// "4:58", "0:09.7" under 10 seconds), and when a flag falls hands it to the controller so the
// arbiter judges it (6.9). The time is the core clock's, which the driver only tells the time.
// Untimed games: isActive() is false, the texts are empty and the controls do nothing.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <utility>
#include <vector>

#include "core/base/types.h"
#include "core/clock/clock.h"

namespace remis::app {

class GameController;
enum class ClockCue;

class ClockDriver : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString whiteText READ whiteText NOTIFY textsChanged)
    Q_PROPERTY(QString blackText READ blackText NOTIFY textsChanged)
    Q_PROPERTY(bool isActive READ isActive NOTIFY activeChanged)
    Q_PROPERTY(bool isPaused READ isPaused NOTIFY pausedChanged)
public:
    explicit ClockDriver(GameController* controller, QObject* parent = nullptr);

    bool isTimed() const;                       // the game has a time control
    bool isActive() const { return m_active; }  // a timed game in progress
    // Paused (6.12), or waiting for the first move: either way no clock runs.
    bool isPaused() const;
    // The user's pause alone (the P key): until resume(), a move or claim, or a new game.
    bool isPausedByUser() const { return m_pausedByUser; }
    // A timed game whose clock starts with the first move played on the board.
    bool isWaiting() const;
    int64_t remainingMs(Color side) const;  // at the controller's nowMs()
    // What the side's face shows: remainingMs(), or while browsing back through a game whose
    // clock stands, the side's reading at the shown move.
    int64_t shownMs(Color side) const;
    QString whiteText() const { return m_text[White]; }
    QString blackText() const { return m_text[Black]; }
    QString text(Color side) const { return m_text[side]; }
    // The side whose clock runs, for highlighting; meaningful only while isActive().
    Color runningSide() const;
    // Under this time a side is warned once and its clock shown red: a tenth of the first
    // period's base time, from 10 s to 1 min, and at most half the base (a display choice,
    // no rule: a 3+2 game warns at 18 s, 5+0 at 30 s, 15+10 and longer at 1 min).
    int64_t lowTimeMs() const;
    static int64_t lowTimeMs(const TimeControl& control);
    int intervalMs() const { return m_timer.interval(); }
    void setIntervalMs(int ms) { m_timer.setInterval(ms); }

public slots:
    // 6.12: paused time is not charged. pause() acts on a started clock of a game in progress;
    // resume() also starts a clock that waits for the first move, as pressing it would (6.5).
    void pause();
    void resume();
    // Asks the core whether a flag has fallen by now; if so the controller's arbiter judges it
    // (flagFell is emitted first). False when no flag fell or one is being judged.
    bool checkFlag();
    // One timer step: refresh the texts and judge a flag fall. Public so tests can drive it.
    void tick();

signals:
    // Emitted when either text changes; times in ms at the moment of the tick.
    void timesChanged(qint64 whiteMs, qint64 blackMs);
    void textsChanged();  // the same moment, for the properties
    void activeChanged(bool active);
    void pausedChanged(bool paused);
    void flagFell(remis::Color side);  // just before the controller ends the game
    // Once per side and game: its running time dropped under lowTimeMs() (not at a flag fall).
    void lowTime(remis::Color side, qint64 thresholdMs);

private:
    void onCue(ClockCue cue);
    void start();        // a waiting clock starts for the side to move
    void restartMove();  // after a take-back
    void keepClockBefore(bool timedMove);
    bool showsNoReadings() const;  // a record read without clock readings (clockreadings.h)
    void sync();                   // start/stop the timer to match the game
    void updateTexts();
    void checkLowTime(const int64_t (&ms)[2]);

    GameController* m_controller;
    QTimer m_timer;
    QString m_text[2];
    bool m_active = false;
    bool m_paused = false;               // isPaused() as last announced
    bool m_pausedByUser = false;         // 6.12, until resumed, a move or claim, or a new game
    bool m_lowSaid[2] = {false, false};  // lowTime emitted this game, by Color
    // The clock as it stood before each move timed on the board, by the ply the move was made
    // at, for a take-back; only the moves still on the board since the game was set up.
    std::vector<std::pair<int, ChessClock>> m_clockBefore;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
