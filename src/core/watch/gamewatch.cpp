// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/watch/gamewatch.h"

#include <algorithm>

#include "core/rules/vocabulary.h"

namespace remis::watch {

namespace {

bool hasResult(const LiveGame& game) {
    return !game.result.empty() && game.result != "*";
}

std::string eventKey(int ply, int kind) {
    return std::to_string(ply) + '/' + std::to_string(kind);
}

}  // namespace

bool isUrgent(AuditEventKind kind, bool resultRecorded) {
    switch (kind) {
        case AuditEventKind::Checkmate:
        case AuditEventKind::Stalemate:
            return !resultRecorded;
        case AuditEventKind::DeadPosition:
        case AuditEventKind::SeventyFiveMoves:
        case AuditEventKind::FivefoldRepetition:
        // 6.9 and 7.5: the arbiter rules on a flag fall and on an illegal move that stood
        // (docs/cli.md watch: both urgent), whatever the record says so far.
        case AuditEventKind::FlagFall:
        case AuditEventKind::IllegalMove:
            return true;
        default:
            return false;
    }
}

GameWatch::GameWatch(RuleSet rules) : m_rules(rules) {}
GameWatch::~GameWatch() = default;
GameWatch::GameWatch(GameWatch&&) noexcept = default;
GameWatch& GameWatch::operator=(GameWatch&&) noexcept = default;

// The source shows the same game a few moves on: the same tags and the moves fed so far, with
// the same comments, as the start of its moves. Anything else (a move taken back, a game
// rewritten, a tag changed, a clock written after its move, the result written) starts the
// replay again; what was reported stays reported.
bool GameWatch::continues(const LiveGame& game) const {
    if (!m_fed || m_finished || game.tags != m_tags || game.moves.size() < m_moves.size())
        return false;
    return std::equal(m_moves.begin(), m_moves.end(), game.moves.begin()) &&
           std::equal(m_comments.begin(), m_comments.end(), game.comments.begin());
}

void GameWatch::restart(const LiveGame& game) {
    m_finished = false;
    m_final = GameAudit{};
    m_moves.clear();
    m_comments.clear();
    m_tags = game.tags;
    m_auditor = std::make_unique<GameAuditor>(m_rules, [this](const GameAudit& a) { m_final = a; });
    m_auditor->keepOccurrences();  // the watch's texts name them as annotate's notes do
    m_auditor->beginGame(1, 1);
    for (const auto& [name, value] : game.tags) m_auditor->tag(name, value);
    m_auditor->beginMovetext();
    if (!game.preComment.empty()) m_auditor->comment(game.preComment);
    m_fed = true;
}

// Only the moves not fed yet: the audit's state (position, repetition history) carries on.
void GameWatch::feed(const LiveGame& game) {
    // After a move the audit cannot read, it reads no more of this game (its error stands).
    for (size_t i = m_moves.size(); i < game.moves.size(); ++i) {
        if (!m_auditor->move(game.moves[i], 0)) break;
        if (!game.comments[i].empty()) m_auditor->comment(game.comments[i]);
    }
    m_moves.insert(m_moves.end(), game.moves.begin() + std::ptrdiff_t(m_moves.size()),
                   game.moves.end());
    m_comments.insert(m_comments.end(), game.comments.begin() + std::ptrdiff_t(m_comments.size()),
                      game.comments.end());
    if (hasResult(game)) {
        m_auditor->result(game.result);
        m_auditor->endGame();
        m_finished = true;
    } else {
        m_auditor->settleDeadPositionNow();
    }
}

std::vector<WatchEvent> GameWatch::update(const LiveGame& game) {
    if (!continues(game)) {
        if (m_finished && game.tags == m_tags && game.moves == m_moves) return {};
        restart(game);
    }
    feed(game);
    const bool recorded = hasResult(game);
    const GameAudit& audit = m_finished ? m_final : m_auditor->progress();
    std::vector<WatchEvent> out = newEvents(audit, recorded);
    if (!m_finished) newFlagFalls(out);
    newRecordError(audit, out);
    return out;
}

// A move no piece could make stops the replay (the audit's error): the arbiter must look at
// the board now, as the rulings of every later move wait for the record to be corrected.
// Reported once per wrong move; a correction that is wrong again is a new report.
void GameWatch::newRecordError(const GameAudit& audit, std::vector<WatchEvent>& out) {
    if (audit.error.empty()) return;
    const int ply = audit.plies + 1;
    const std::string move =
        size_t(audit.plies) < m_moves.size() ? m_moves[size_t(audit.plies)] : std::string();
    if (!m_reported.insert("error/" + std::to_string(ply) + '/' + move).second) return;
    out.push_back({WatchKind::RecordError,
                   AuditEvent{ply, move, AuditEventKind::Checkmate},
                   true,
                   audit.error,
                   {}});
}

// 6.9 while the game goes on: a side's clock reads 0:00:00 after its move and no result is
// written yet. The audit notes a flag fall only at the end of the game; the arbiter must know
// now, with the ruling the audit will give (the same event, so it is reported once).
void GameWatch::newFlagFalls(std::vector<WatchEvent>& out) {
    for (Color side : {White, Black}) {
        const int ply = m_auditor->clockFlagFallPly(side);
        if (ply < 0 || !m_reported.insert(eventKey(ply, int(AuditEventKind::FlagFall))).second)
            continue;
        out.push_back({WatchKind::Audit,
                       m_auditor->clockFlagFall(side),
                       isUrgent(AuditEventKind::FlagFall, false),
                       {}});
    }
}

std::vector<WatchEvent> GameWatch::newEvents(const GameAudit& audit, bool resultRecorded) {
    std::vector<WatchEvent> out;
    for (const AuditEvent& e : audit.events) {
        if (!m_reported.insert(eventKey(e.ply, int(e.kind))).second) continue;
        out.push_back({WatchKind::Audit, e, isUrgent(e.kind, resultRecorded), {}});
    }
    if (m_finished && !audit.resultConsistent &&
        m_reported.insert(eventKey(audit.plies, -1) + audit.resultTag).second) {
        AuditEvent last{audit.plies, m_moves.empty() ? std::string() : m_moves.back(),
                        AuditEventKind::Checkmate};
        out.push_back(
            {WatchKind::ResultInconsistent, last, false, audit.resultReason, audit.reason});
    }
    return out;
}

}  // namespace remis::watch
