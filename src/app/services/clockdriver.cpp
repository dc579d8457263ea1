#include "app/services/clockdriver.h"

#include "app/controller/gamecontroller.h"
#include "app/text/ruletexts.h"

namespace remis::app {

ClockDriver::ClockDriver(GameController* controller, QObject* parent)
    : QObject(parent), m_controller(controller) {
    m_timer.setInterval(100);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &ClockDriver::tick);
    connect(controller, &GameController::gameReset, this, &ClockDriver::sync);
    connect(controller, &GameController::clockChanged, this, &ClockDriver::sync);
    connect(controller, &GameController::stateChanged, this, &ClockDriver::sync);
    sync();
}

bool ClockDriver::isPaused() const {
    return m_controller->isClockPaused() || isWaiting();
}

bool ClockDriver::isWaiting() const {
    return m_controller->isClockWaiting();
}

int64_t ClockDriver::remainingMs(Color side) const {
    return m_controller->remainingMs(side);
}

Color ClockDriver::runningSide() const {
    return m_controller->game().position().sideToMove();
}

void ClockDriver::pause() {
    m_controller->pauseClock();
}
void ClockDriver::resume() {
    m_controller->resumeClock();
}

void ClockDriver::sync() {
    bool active = m_controller->isTimed() && !m_controller->isOver();
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
void ClockDriver::tick() {
    if (m_controller->isTimed() && !m_controller->isOver()) {
        auto flagged = m_controller->game().clock().firstFlag(m_controller->nowMs());
        if (flagged) {
            emit flagFell(*flagged);
            m_controller->checkFlag();  // ends the game; sync() follows from its signals
        }
    }
    updateTexts();
}

void ClockDriver::updateTexts() {
    QString texts[2];
    int64_t ms[2] = {0, 0};
    if (m_controller->isTimed()) {
        for (Color c : {White, Black}) {
            ms[c] = m_controller->remainingMs(c);
            texts[c] = RuleTexts::clockText(ms[c]);
        }
    }
    if (texts[White] == m_text[White] && texts[Black] == m_text[Black]) return;
    m_text[White] = texts[White];
    m_text[Black] = texts[Black];
    emit timesChanged(ms[White], ms[Black]);
    emit textsChanged();
}

}  // namespace remis::app
