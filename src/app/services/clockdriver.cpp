#include "app/services/clockdriver.h"

#include <algorithm>

#include "app/controller/clockreadings.h"
#include "app/controller/gamecontroller.h"
#include "app/text/ruletexts.h"

namespace remis::app {

ClockDriver::ClockDriver(GameController* controller, QObject* parent)
    : QObject(parent), m_controller(controller) {
    m_timer.setInterval(100);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &ClockDriver::tick);
    connect(controller, &GameController::clockCue, this, &ClockDriver::onCue);
    connect(controller, &GameController::gameReset, this, [this] {
        m_clockBefore.clear();
        m_pausedByUser = false;  // a new game's clock waits for its first move
        m_lowSaid[White] = m_lowSaid[Black] = false;
        sync();
    });
    connect(controller, &GameController::clockChanged, this, &ClockDriver::sync);
    connect(controller, &GameController::stateChanged, this, &ClockDriver::sync);
    connect(&controller->navigator(), &PlyNavigator::shownPlyChanged, this,
            &ClockDriver::updateTexts);
    sync();
}

bool ClockDriver::isTimed() const {
    return !m_controller->game().clock().timeControl().isUntimed();
}

bool ClockDriver::isPaused() const {
    return m_pausedByUser || isWaiting();
}

bool ClockDriver::showsNoReadings() const {
    return m_controller->isReadFromFile() &&
           !clockReadingsKnown(m_controller->game(), m_controller->record().loadedPlies());
}

bool ClockDriver::isWaiting() const {
    return isTimed() && !m_controller->hasEnded() && !m_controller->game().clock().isStarted();
}

int64_t ClockDriver::remainingMs(Color side) const {
    if (!isTimed()) return 0;
    return m_controller->game().clock().remainingMs(side, m_controller->nowMs());
}

// Browsing back through a game whose clock stands (a record read, a game over), each face
// shows what it read then: the side's reading after its last move up to the shown ply (the
// record's [%clk], or the app's clock), or the control's time before it moved (a tester: the
// final times stayed while the arbiter looked at the move where a flag fell). While a game
// goes on, the faces keep the live times: the players need them whatever move is shown.
int64_t ClockDriver::shownMs(Color side) const {
    const Game& game = m_controller->game();
    const int shown = m_controller->navigator().shownRecordPly();
    const bool standing = m_controller->hasEnded() || !game.clock().isStarted();
    if (!standing || shown >= game.ply()) return remainingMs(side);
    int64_t reading = game.clock().timeControl().periods.front().baseMs;
    Color mover = game.startPosition().sideToMove();
    for (int i = 0; i < shown; ++i, mover = ~mover)
        if (mover == side && game.plies()[std::size_t(i)].clockAfterMs >= 0)
            reading = game.plies()[std::size_t(i)].clockAfterMs;
    return reading;
}

// A tenth of the base time, from 10 s to 1 minute, and never more than half of it: a base of
// 12 s warns at 6 s, not at 10 s, two seconds into the game (README, "Clocks").
int64_t ClockDriver::lowTimeMs(const TimeControl& control) {
    if (control.isUntimed()) return 0;
    const int64_t base = control.periods.front().baseMs;
    return std::min(std::clamp<int64_t>(base / 10, 10000, 60000), base / 2);
}

int64_t ClockDriver::lowTimeMs() const {
    return lowTimeMs(m_controller->game().clock().timeControl());
}

Color ClockDriver::runningSide() const {
    return m_controller->game().position().sideToMove();
}

// The one clock rule, on the controller's cues: whatever comes onto the board is timed from
// the moment it does.
void ClockDriver::onCue(ClockCue cue) {
    switch (cue) {
        case ClockCue::MoveComing:  // the move is timed: it earns the increment (6.3)
            keepClockBefore(true);
            if (m_pausedByUser) resume();
            start();
            return;
        case ClockCue::MovePlayed:
            sync();
            return;
        case ClockCue::ClaimComing:
            keepClockBefore(false);  // a move played with an incorrect claim keeps its time
            if (m_pausedByUser) resume();
            // The times of a record read without clock readings are nobody's: a claim tried
            // on it starts no clock (tester: they ran, and the 9.5.3 minute was written into
            // the record). A move played on it does.
            if (!showsNoReadings()) start();
            return;
        case ClockCue::MoveTakenBack:
            restartMove();
            return;
    }
}

void ClockDriver::start() {
    if (!isWaiting()) return;
    m_controller->startClock();
    m_pausedByUser = false;
    sync();
}

void ClockDriver::pause() {
    if (!isTimed() || m_pausedByUser || m_controller->hasEnded() ||
        !m_controller->game().clock().isStarted())
        return;
    m_controller->clock().pause(m_controller->nowMs());
    m_pausedByUser = true;
    sync();
}

void ClockDriver::resume() {
    if (isWaiting()) return start();  // as pressing the clock before the first move
    if (!isTimed() || !m_pausedByUser) return;
    m_pausedByUser = false;
    if (!m_controller->hasEnded()) m_controller->clock().resume(m_controller->nowMs());
    sync();
}

// The clocks before a move made at the game's current ply: what a take-back of it puts back.
// A move made there before replaces what was kept for that ply and after it.
void ClockDriver::keepClockBefore(bool timedMove) {
    const int ply = m_controller->ply();
    std::erase_if(m_clockBefore, [ply](const auto& kept) { return kept.first >= ply; });
    if (!timedMove || !isTimed()) return;
    ChessClock before = m_controller->clock();
    before.pause(m_controller->nowMs());  // what the mover had used of the move stays used
    m_clockBefore.emplace_back(ply, std::move(before));
}

// 6.3.1: the increment is earned by a move made. A casual take-back leaves the clock as the
// move left it: it is put back as it stood when the move was made (tester: the mover kept
// the increment), so that the clocks read as before the move and the mover's clock runs on
// from there; before the first move the clock waits again. An undo of the record put the
// clock back itself (recordedits.h): the player to move thinks afresh from now, in the
// pause still if the clock was paused.
void ClockDriver::restartMove() {
    ChessClock& clock = m_controller->clock();
    const int ply = m_controller->ply();
    const Color mover = m_controller->game().position().sideToMove();
    const auto kept = std::find_if(m_clockBefore.begin(), m_clockBefore.end(),
                                   [ply](const auto& k) { return k.first == ply; });
    const int64_t now = m_controller->nowMs();
    if (kept != m_clockBefore.end() && clock.movesMade(mover) > kept->second.movesMade(mover)) {
        clock = kept->second;
        if (!m_pausedByUser) clock.resume(now);
    } else if (isTimed() && clock.isStarted()) {
        clock.start(mover, now);
        if (m_pausedByUser) clock.pause(now);
    }
    std::erase_if(m_clockBefore, [ply](const auto& k) { return k.first >= ply; });
    sync();
}

void ClockDriver::sync() {
    bool active = isTimed() && !m_controller->hasEnded();
    bool paused = isPaused();
    bool running = active && !paused && m_controller->game().clock().isRunning();
    if (running && !m_timer.isActive()) m_timer.start();
    if (!running && m_timer.isActive()) m_timer.stop();
    updateTexts();
    if (active != m_active) {
        m_active = active;
        emit activeChanged(active);
    }
    if (paused != m_paused) {
        m_paused = paused;
        emit pausedChanged(paused);
    }
}

// 6.9: the flag is checked on every tick; the core knows the exact moment it fell.
bool ClockDriver::checkFlag() {
    if (!isTimed() || m_controller->hasEnded()) return false;
    const auto flagged = m_controller->game().fallenFlag(m_controller->nowMs());
    if (!flagged) return false;
    emit flagFell(*flagged);
    return m_controller->flagFell(*flagged);  // ends the game; sync() follows from its signals
}

void ClockDriver::tick() {
    checkFlag();
    updateTexts();
}

void ClockDriver::updateTexts() {
    QString texts[2];
    int64_t ms[2] = {0, 0};
    if (isTimed()) {
        for (Color c : {White, Black}) {
            ms[c] = shownMs(c);
            texts[c] = RuleTexts::clockText(ms[c]);
        }
        checkLowTime(ms);
    }
    if (texts[White] == m_text[White] && texts[Black] == m_text[Black]) return;
    m_text[White] = texts[White];
    m_text[Black] = texts[Black];
    emit timesChanged(ms[White], ms[Black]);
    emit textsChanged();
}

// Said once per side and game, while its clock is started and the game goes on; a fallen
// flag (0) is the arbiter's to announce.
void ClockDriver::checkLowTime(const int64_t (&ms)[2]) {
    if (m_controller->hasEnded() || !m_controller->game().clock().isStarted()) return;
    const int64_t threshold = lowTimeMs();
    for (Color c : {White, Black}) {
        if (ms[c] <= 0 || ms[c] >= threshold || m_lowSaid[c]) continue;
        m_lowSaid[c] = true;
        emit lowTime(c, threshold);
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
