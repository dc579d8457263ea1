// The chess clock: time controls and a two-sided clock that is TOLD the time.
//
// Every function that depends on time takes `nowMs`, a monotonic milliseconds value chosen by
// the caller (the app's QTimer driver, a test, a PGN replayer). The core never reads a timer,
// so every clock behaviour is deterministic and testable to the millisecond. A `nowMs` earlier
// than the last one seen counts as "no time has passed".
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/error.h"
#include "core/base/types.h"

namespace remis {

// How a period's delayMs is applied (FIDE 6.3.2 describes both kinds of extra time).
enum class DelayMode : uint8_t {
    Simple,     // US delay: the main time does not run until the delay has passed
    Bronstein,  // the main time runs at once; after the move the time used is given back,
                // at most the delay
};

// One period of a control (6.3.1): `moves` moves (0 = the rest of the game) to be made in the
// period's time. baseMs is added to the player's clock when the period starts; time saved in
// one period carries over to the next (6.3.2). incrementMs (Fischer) is added after every
// move made in the period, delayMs is that move's delay (see DelayMode).
struct TimePeriod {
    int moves = 0;
    int64_t baseMs = 0;
    int64_t incrementMs = 0;
    int64_t delayMs = 0;

    bool operator==(const TimePeriod&) const = default;
};

// A complete time control: the periods in order plus the kind of delay they use. No periods
// means untimed (the clock is off). A last period with a move count repeats
// ("40/7200" = 40 moves in 2 hours, again and again), as in Cute Chess.
struct TimeControl {
    std::vector<TimePeriod> periods;
    DelayMode delayMode = DelayMode::Simple;

    bool isUntimed() const noexcept { return periods.empty(); }
    // The period that follows `index`: the next one, or the same one if it is the last.
    int nextPeriod(int index) const noexcept;

    // PGN TimeControl tag form, see parseTimeControl().
    std::string toPgnTag() const;

    static TimeControl untimed() { return {}; }
    static TimeControl suddenDeath(int64_t baseMs);
    static TimeControl fischer(int64_t baseMs, int64_t incrementMs);
    static TimeControl bronstein(int64_t baseMs, int64_t delayMs);
    static TimeControl simpleDelay(int64_t baseMs, int64_t delayMs);
    // FIDE classical: 90 min for 40 moves, then 30 min for the rest, +30 s from move 1.
    static TimeControl fideClassical();

    bool operator==(const TimeControl&) const = default;
};

// Reads the compact text form, the PGN TimeControl tag (PGN standard 9.6.1) plus a delay
// extension. All values are SECONDS (a decimal with up to 3 places is allowed), so "300+3" is
// 5 min + 3 s and "5+3" is 5 s + 3 s.
//   "-"                  untimed
//   "300"                sudden death
//   "300+3"              Fischer increment
//   "40/5400+30:1800+30" periods separated by ':', "moves/" before a period's time
//   "5400d5", "5400b5"   extension: simple (d) or Bronstein (b) delay, after any increment
// Rejected with a message naming the period and token: "?" (unknown), sandclock "*180",
// malformed numbers, a missing move count before the last period, a first period with no
// time, and d and b mixed in one control.
Result<TimeControl> parseTimeControl(std::string_view text);

// FIDE speed classes, by the time for 60 moves per player (A.1 rapid, B.1 blitz).
enum class GameSpeed : uint8_t { Untimed, Blitz, Rapid, Classical };

// The base time(s) plus 60 times the per-move extra time, following the periods through 60
// moves. FIDE counts only the increment; a delay is counted like one (at most the delay comes
// back per move), which is also how US rules classify delay controls.
int64_t nominalTimeMs(const TimeControl& control);
// B.1: blitz is 10 minutes or less; A.1: rapid is more than 10 and less than 60 minutes.
GameSpeed gameSpeed(const TimeControl& control);
// 9.5.3: an incorrect claim gives the opponent two more minutes; in rapid and blitz
// (Appendices A and B) one minute. Untimed games have no clock to add to: 0.
int64_t claimPenaltyMs(const TimeControl& control);

// Two players' clocks, one running at a time. Knows periods, increments and delays, counts
// each side's moves and records the moment a flag falls (6.9), so the arbiter can judge it.
// Untimed controls still count moves and time each move, but report 0 remaining and never
// flag.
class ChessClock {
public:
    explicit ChessClock(TimeControl control = TimeControl::untimed());

    const TimeControl& timeControl() const noexcept { return m_control; }
    // Back to the first period's time, no moves, no flags, not started.
    void reset();
    void reset(TimeControl control);

    // 6.5: start the clock of the side to move (or restart timing the current move).
    void start(Color sideToMove, int64_t nowMs);
    // 6.12: the clocks are stopped, e.g. to seek the arbiter; paused time is not charged.
    void pause(int64_t nowMs);
    void resume(int64_t nowMs);
    // 6.2.1: the side to move completes its move: charge the time, give back the delay, add
    // the increment, count the move (a completed period adds the next period's time) and
    // start the opponent's clock. Returns the time the move took (for [%emt]; [%clk] is
    // remainingMs() afterwards). Also works while paused; refused if never started.
    Result<int64_t> press(int64_t nowMs);
    // Arbiter corrections: 9.5.3 claim penalties (negative ms deducts) and 6.10 resetting a
    // wrong clock. Stop the clocks first (6.12); a clock set to zero or less flags as soon as
    // its side's turn runs. A flag already recorded stays recorded.
    void addTime(Color side, int64_t ms);
    void setRemaining(Color side, int64_t ms);

    bool isStarted() const noexcept { return m_started; }
    bool isRunning() const noexcept { return m_running; }
    Color sideToMove() const noexcept { return m_side; }

    // The time on the side's display, never below 0. With a simple delay the side to move's
    // main time stands still until the delay has passed; with Bronstein it runs at once.
    int64_t remainingMs(Color side, int64_t nowMs) const;
    // How long the side to move has been thinking on this move (paused time excluded).
    int64_t moveElapsedMs(int64_t nowMs) const;
    // Delay still to run before the side to move's main time counts down (simple delay) or
    // that a move now would get back (Bronstein); 0 without a delay.
    int64_t delayLeftMs(int64_t nowMs) const;

    int movesMade(Color side) const noexcept { return m_moves[side]; }
    int currentPeriod(Color side) const noexcept { return m_period[side]; }
    // Moves still to make before the next time control, 0 if the period has no move count.
    int movesToControl(Color side) const noexcept;

    // 6.9: a flag falls when the side's remaining time reaches zero. The moment is exact
    // (the nowMs timeline), whenever it is asked.
    bool flagFallen(Color side, int64_t nowMs) const { return flagFallMs(side, nowMs).has_value(); }
    std::optional<int64_t> flagFallMs(Color side, int64_t nowMs) const;
    // The side whose flag fell first, if any.
    std::optional<Color> firstFlag(int64_t nowMs) const;

private:
    const TimePeriod& period(Color side) const;
    int64_t elapsedSinceSegment(int64_t nowMs) const;
    int64_t chargedMs(int64_t usedMs) const;
    int64_t usedAtFlagMs() const;
    std::optional<int64_t> pendingFlagMs(int64_t nowMs) const;
    void latchFlag(int64_t nowMs);
    void settleMove(Color side, int64_t usedMs);
    void countPeriodMove(Color side, bool addTime);

    TimeControl m_control;
    std::array<int64_t, 2> m_remaining{};  // banked time, before the current move's charge
    std::array<int, 2> m_moves{};
    std::array<int, 2> m_period{};
    std::array<int, 2> m_movesInPeriod{};
    std::array<std::optional<int64_t>, 2> m_flagMs{};
    Color m_side = White;
    bool m_started = false;
    bool m_running = false;
    int64_t m_segmentStartMs = 0;  // when the clock last started running (or was paused)
    int64_t m_moveUsedMs = 0;      // time used on this move before m_segmentStartMs
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
