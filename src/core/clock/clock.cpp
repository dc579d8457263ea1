#include "core/clock/clock.h"

#include <algorithm>
#include <utility>

namespace remis {

namespace {

constexpr int64_t Second = 1000;
constexpr int64_t Minute = 60 * Second;
constexpr int MaxMoveCount = 10000;
constexpr size_t MaxSecondsDigits = 9;  // keeps every value far from int64 overflow

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

// Removes and returns the leading run of digits and dots.
std::string_view takeNumber(std::string_view& text) {
    size_t n = 0;
    while (n < text.size() && (isDigit(text[n]) || text[n] == '.')) ++n;
    const std::string_view token = text.substr(0, n);
    text.remove_prefix(n);
    return token;
}

std::optional<int64_t> parseDigits(std::string_view digits) {
    if (digits.empty() || digits.size() > MaxSecondsDigits) return std::nullopt;
    int64_t value = 0;
    for (const char c : digits) {
        if (!isDigit(c)) return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

// "90" or "0.5" seconds, at most millisecond precision -> milliseconds.
std::optional<int64_t> secondsToMs(std::string_view token) {
    const auto dot = token.find('.');
    const auto whole = parseDigits(token.substr(0, dot));
    if (!whole) return std::nullopt;
    if (dot == std::string_view::npos) return *whole * Second;
    const std::string_view fraction = token.substr(dot + 1);
    if (fraction.empty() || fraction.size() > 3) return std::nullopt;
    int64_t ms = *whole * Second;
    int64_t scale = 100;
    for (const char c : fraction) {
        if (!isDigit(c)) return std::nullopt;
        ms += (c - '0') * scale;
        scale /= 10;
    }
    return ms;
}

std::string formatSeconds(int64_t ms) {
    std::string text = std::to_string(ms / Second);
    const int64_t fraction = ms % Second;
    if (fraction == 0) return text;
    std::string digits = std::to_string(fraction);
    digits.insert(0, 3 - digits.size(), '0');
    digits.erase(digits.find_last_not_of('0') + 1);
    return text + '.' + digits;
}

// Reads "<mark><seconds>" into ms when `rest` starts with mark; false if the number is bad.
bool readExtra(std::string_view& rest, char mark, int64_t& ms) {
    if (rest.empty() || rest.front() != mark) return true;
    rest.remove_prefix(1);
    const auto value = secondsToMs(takeNumber(rest));
    if (value) ms = *value;
    return value.has_value();
}

struct ParsedPeriod {
    TimePeriod period;
    char delayMark = 0;  // 'd', 'b' or 0 when the period has no delay
};

// One ':'-separated field: [moves/]seconds[+increment][d|b delay].
Result<ParsedPeriod> parsePeriod(std::string_view field, int number) {
    auto err = [&](ErrorCode code, std::vector<std::string> args = {}) {
        return placed(makeError(code, std::move(args)), ErrorPlace::TimePeriod,
                      {std::to_string(number), std::string(field)});
    };
    if (field.empty() || field == "-" || field == "?") return err(ErrorCode::ExpectedTime);
    if (field.front() == '*') return err(ErrorCode::SandclockUnsupported);
    ParsedPeriod parsed;
    std::string_view rest = field;
    if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
        const auto moves = parseDigits(rest.substr(0, slash));
        if (!moves || *moves < 1 || *moves > MaxMoveCount) return err(ErrorCode::BadMoveCount);
        parsed.period.moves = int(*moves);
        rest.remove_prefix(slash + 1);
    }
    const auto base = secondsToMs(takeNumber(rest));
    if (!base) return err(ErrorCode::BadSeconds);
    parsed.period.baseMs = *base;
    if (!readExtra(rest, '+', parsed.period.incrementMs)) return err(ErrorCode::BadIncrement);
    if (!rest.empty() && (rest.front() == 'd' || rest.front() == 'b'))
        parsed.delayMark = rest.front();
    if (!readExtra(rest, parsed.delayMark, parsed.period.delayMs)) return err(ErrorCode::BadDelay);
    if (!rest.empty()) return err(ErrorCode::UnexpectedText, {std::string(rest)});
    return parsed;
}

// Rules that concern the periods together, checked after each one parsed.
std::optional<Error> structureProblem(const TimeControl& control) {
    if (control.periods.front().baseMs <= 0) return makeError(ErrorCode::FirstPeriodWithoutTime);
    for (size_t i = 0; i + 1 < control.periods.size(); ++i) {
        if (control.periods[i].moves <= 0)
            return makeError(ErrorCode::OnlyLastPeriodOpen, {std::to_string(i + 1)});
    }
    return std::nullopt;
}

}  // namespace

// ---- TimeControl ----------------------------------------------------------------------------

int TimeControl::nextPeriod(int index) const noexcept {
    return index + 1 < int(periods.size()) ? index + 1 : index;
}

std::string TimeControl::toPgnTag() const {
    if (isUntimed()) return "-";
    const char delayMark = delayMode == DelayMode::Bronstein ? 'b' : 'd';
    std::string tag;
    for (const TimePeriod& p : periods) {
        if (!tag.empty()) tag += ':';
        if (p.moves > 0) tag += std::to_string(p.moves) + '/';
        tag += formatSeconds(p.baseMs);
        if (p.incrementMs != 0) tag += '+' + formatSeconds(p.incrementMs);
        if (p.delayMs != 0) tag += delayMark + formatSeconds(p.delayMs);
    }
    return tag;
}

TimeControl TimeControl::suddenDeath(int64_t baseMs) {
    return {{TimePeriod{.baseMs = baseMs}}, DelayMode::Simple};
}

TimeControl TimeControl::fischer(int64_t baseMs, int64_t incrementMs) {
    return {{TimePeriod{.baseMs = baseMs, .incrementMs = incrementMs}}, DelayMode::Simple};
}

TimeControl TimeControl::bronstein(int64_t baseMs, int64_t delayMs) {
    return {{TimePeriod{.baseMs = baseMs, .delayMs = delayMs}}, DelayMode::Bronstein};
}

TimeControl TimeControl::simpleDelay(int64_t baseMs, int64_t delayMs) {
    return {{TimePeriod{.baseMs = baseMs, .delayMs = delayMs}}, DelayMode::Simple};
}

TimeControl TimeControl::fideClassical() {
    return {{TimePeriod{.moves = 40, .baseMs = 90 * Minute, .incrementMs = 30 * Second},
             TimePeriod{.baseMs = 30 * Minute, .incrementMs = 30 * Second}},
            DelayMode::Simple};
}

Result<TimeControl> parseTimeControl(std::string_view text) {
    text = trimmed(text);
    if (text.empty()) return makeError(ErrorCode::TimeControlEmpty);
    if (text == "-") return TimeControl::untimed();
    if (text == "?") return makeError(ErrorCode::TimeControlUnknown);
    TimeControl control;
    char delayMark = 0;
    for (int number = 1;; ++number) {
        const auto colon = text.find(':');
        auto parsed = parsePeriod(text.substr(0, colon), number);
        if (!parsed) return parsed.error();
        if (parsed->delayMark != 0 && delayMark != 0 && parsed->delayMark != delayMark)
            return makeError(ErrorCode::TimeControlDelaysMixed);
        delayMark = parsed->delayMark != 0 ? parsed->delayMark : delayMark;
        control.periods.push_back(parsed->period);
        if (colon == std::string_view::npos) break;
        text.remove_prefix(colon + 1);
    }
    if (auto problem = structureProblem(control)) return *problem;
    control.delayMode = delayMark == 'b' ? DelayMode::Bronstein : DelayMode::Simple;
    return control;
}

// ---- Speed classes ------------------------------------------------------------------------

int64_t nominalTimeMs(const TimeControl& control) {
    if (control.isUntimed()) return 0;
    constexpr int Moves = 60;  // A.1, B.1: "the allotted time plus 60 times any increment"
    int index = 0;
    int movesInPeriod = 0;
    int64_t total = control.periods.front().baseMs;
    for (int move = 1; move <= Moves; ++move) {
        const TimePeriod& p = control.periods[size_t(index)];
        total += p.incrementMs + p.delayMs;
        if (p.moves <= 0 || ++movesInPeriod < p.moves || move == Moves) continue;
        movesInPeriod = 0;
        index = control.nextPeriod(index);
        total += control.periods[size_t(index)].baseMs;
    }
    return total;
}

GameSpeed gameSpeed(const TimeControl& control) {
    if (control.isUntimed()) return GameSpeed::Untimed;
    const int64_t ms = nominalTimeMs(control);
    if (ms <= 10 * Minute) return GameSpeed::Blitz;  // B.1: 10 minutes or less
    if (ms < 60 * Minute) return GameSpeed::Rapid;   // A.1: more than 10 and less than 60 minutes
    return GameSpeed::Classical;
}

int64_t claimPenaltyMs(const TimeControl& control) {
    switch (gameSpeed(control)) {
        case GameSpeed::Untimed:
            return 0;
        case GameSpeed::Blitz:
        case GameSpeed::Rapid:
            return 1 * Minute;
        case GameSpeed::Classical:
            break;
    }
    return 2 * Minute;  // 9.5.3
}

// ---- ChessClock -----------------------------------------------------------------------------

ChessClock::ChessClock(TimeControl control) : m_control(std::move(control)) {
    reset();
}

void ChessClock::reset(TimeControl control) {
    m_control = std::move(control);
    reset();
}

void ChessClock::reset() {
    const int64_t base = m_control.isUntimed() ? 0 : m_control.periods.front().baseMs;
    m_remaining = {base, base};
    m_moves = {};
    m_period = {};
    m_movesInPeriod = {};
    m_flagMs = {};
    m_side = White;
    m_started = false;
    m_running = false;
    m_segmentStartMs = 0;
    m_moveUsedMs = 0;
}

void ChessClock::start(Color sideToMove, int64_t nowMs) {
    if (m_running) latchFlag(nowMs);
    m_side = sideToMove;
    m_started = true;
    m_running = true;
    m_segmentStartMs = nowMs;
    m_moveUsedMs = 0;
}

void ChessClock::pause(int64_t nowMs) {
    if (!m_running) return;
    latchFlag(nowMs);  // a flag that fell before the pause keeps its exact moment
    m_moveUsedMs += elapsedSinceSegment(nowMs);
    m_segmentStartMs = std::max(nowMs, m_segmentStartMs);
    m_running = false;
}

void ChessClock::resume(int64_t nowMs) {
    if (!m_started || m_running) return;
    m_segmentStartMs = std::max(nowMs, m_segmentStartMs);
    m_running = true;
}

Result<int64_t> ChessClock::press(int64_t nowMs) {
    if (!m_started) return makeError(ErrorCode::ClockNotStarted);
    latchFlag(nowMs);
    const Color side = m_side;
    const int64_t used = moveElapsedMs(nowMs);
    settleMove(side, used);
    m_side = ~side;
    m_moveUsedMs = 0;
    m_segmentStartMs = std::max(nowMs, m_segmentStartMs);
    return used;
}

void ChessClock::addTime(Color side, int64_t ms) {
    m_remaining[side] += ms;
}

void ChessClock::setRemaining(Color side, int64_t ms) {
    // The display of the side to move already shows this move's charge: keep it shown as ms.
    const bool moving = m_started && side == m_side && !m_control.isUntimed();
    m_remaining[side] = moving ? ms + chargedMs(m_moveUsedMs) : ms;
}

int64_t ChessClock::remainingMs(Color side, int64_t nowMs) const {
    if (m_control.isUntimed()) return 0;
    int64_t left = m_remaining[side];
    if (m_started && side == m_side) left -= chargedMs(moveElapsedMs(nowMs));
    return std::max<int64_t>(0, left);
}

int64_t ChessClock::moveElapsedMs(int64_t nowMs) const {
    return m_started ? m_moveUsedMs + elapsedSinceSegment(nowMs) : 0;
}

int64_t ChessClock::delayLeftMs(int64_t nowMs) const {
    if (m_control.isUntimed()) return 0;
    return std::max<int64_t>(0, period(m_side).delayMs - moveElapsedMs(nowMs));
}

int ChessClock::movesToControl(Color side) const noexcept {
    if (m_control.isUntimed()) return 0;
    const TimePeriod& p = period(side);
    return p.moves > 0 ? p.moves - m_movesInPeriod[side] : 0;
}

std::optional<int64_t> ChessClock::flagFallMs(Color side, int64_t nowMs) const {
    if (m_flagMs[side]) return m_flagMs[side];
    return side == m_side ? pendingFlagMs(nowMs) : std::nullopt;
}

std::optional<Color> ChessClock::firstFlag(int64_t nowMs) const {
    const auto white = flagFallMs(White, nowMs);
    const auto black = flagFallMs(Black, nowMs);
    if (white && (!black || *white <= *black)) return White;
    if (black) return Black;
    return std::nullopt;
}

const TimePeriod& ChessClock::period(Color side) const {
    return m_control.periods[size_t(m_period[side])];
}

int64_t ChessClock::elapsedSinceSegment(int64_t nowMs) const {
    return m_running ? std::max<int64_t>(0, nowMs - m_segmentStartMs) : 0;
}

// What `usedMs` of thinking costs the side to move's main time before the move is completed.
int64_t ChessClock::chargedMs(int64_t usedMs) const {
    if (m_control.delayMode == DelayMode::Simple)  // 6.3.2: main time waits for the delay
        return std::max<int64_t>(0, usedMs - period(m_side).delayMs);
    return usedMs;  // Fischer and Bronstein: the main time runs from the start of the move
}

// Thinking time on this move at which the side to move's display reaches zero.
int64_t ChessClock::usedAtFlagMs() const {
    const int64_t banked = m_remaining[m_side];
    if (banked <= 0) return 0;
    const bool simple = m_control.delayMode == DelayMode::Simple;
    return banked + (simple ? period(m_side).delayMs : 0);
}

// The moment the running clock's flag fell, computed exactly, if it has fallen and is not yet
// recorded. A stopped clock cannot flag.
std::optional<int64_t> ChessClock::pendingFlagMs(int64_t nowMs) const {
    if (!m_running || m_control.isUntimed() || m_flagMs[m_side]) return std::nullopt;
    const int64_t limit = usedAtFlagMs();
    if (moveElapsedMs(nowMs) < limit) return std::nullopt;
    return m_segmentStartMs + std::max<int64_t>(0, limit - m_moveUsedMs);
}

void ChessClock::latchFlag(int64_t nowMs) {
    if (const auto at = pendingFlagMs(nowMs)) m_flagMs[m_side] = at;
}

void ChessClock::settleMove(Color side, int64_t usedMs) {
    ++m_moves[side];
    if (m_control.isUntimed()) return;
    const TimePeriod& p = period(side);
    const bool flagged = m_flagMs[side].has_value();
    if (flagged) {
        m_remaining[side] = 0;  // 6.9: time is up; no increment or delay brings it back
    } else {
        // Simple: the first delayMs were never charged. Bronstein: that much comes back.
        m_remaining[side] += std::min(usedMs, p.delayMs) - usedMs + p.incrementMs;
    }
    countPeriodMove(side, !flagged);
}

// 6.3.1: completing a period's moves starts the next period; 6.3.2: saved time carries over.
void ChessClock::countPeriodMove(Color side, bool addTime) {
    const TimePeriod& p = period(side);
    if (p.moves <= 0 || ++m_movesInPeriod[side] < p.moves) return;
    m_movesInPeriod[side] = 0;
    m_period[side] = m_control.nextPeriod(m_period[side]);
    if (addTime) m_remaining[side] += period(side).baseMs;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
