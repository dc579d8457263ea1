// SPDX-License-Identifier: GPL-3.0-or-later
// One live game followed move by move: the arbiter's audit (core/audit) kept between reads of
// the source, so that a new move costs the same however long the game is. Each event is
// reported once, even when the source rewrites the game from the start or takes a move back
// and plays it again; what holds is decided exactly as `remis-cli audit` decides it on the
// final file, at the same ply.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/audit/audit.h"
#include "core/watch/livegame.h"

namespace remis::watch {

enum class WatchKind : uint8_t {
    Audit,               // an audit event (event.kind says which)
    ResultInconsistent,  // the recorded Result contradicts the rules
    // A move of the record that cannot be played (no piece could make it: a sensor misread on
    // an e-board, a typing slip): nothing after it can be ruled until the record is corrected.
    RecordError,
};

struct WatchEvent {
    WatchKind kind = WatchKind::Audit;
    AuditEvent event;     // ply, move as written, audit kind; for ResultInconsistent the last ply
    bool urgent = false;  // the arbiter must act now
    // ResultInconsistent: the audit's result_reason; RecordError: the audit's error (the move
    // and why it cannot be played); event.ply is then the ply that move would have made.
    std::string reason;
    ResultReason why;  // ResultInconsistent: the reason as data (the app words it)
};

// What needs the arbiter at once (docs/cli.md watch): an ending the Laws made by themselves
// (fivefold 9.6.1, 75 moves 9.6.2, a dead position 5.2.2), checkmate (5.1.1) or stalemate
// (5.2.1) while the game still shows no result, a flag fall (6.9), an illegal move (7.5).
// Claimable draws are for the players to claim: not urgent.
bool isUrgent(AuditEventKind kind, bool resultRecorded);

class GameWatch {
public:
    explicit GameWatch(RuleSet rules);
    ~GameWatch();
    GameWatch(GameWatch&&) noexcept;
    GameWatch& operator=(GameWatch&&) noexcept;

    // The events that hold in `game` as it stands now and were not reported before.
    std::vector<WatchEvent> update(const LiveGame& game);

    int plies() const { return int(m_moves.size()); }
    bool finished() const { return m_finished; }

private:
    bool continues(const LiveGame& game) const;
    void restart(const LiveGame& game);
    void feed(const LiveGame& game);
    std::vector<WatchEvent> newEvents(const GameAudit& audit, bool resultRecorded);
    void newFlagFalls(std::vector<WatchEvent>& out);
    void newRecordError(const GameAudit& audit, std::vector<WatchEvent>& out);

    RuleSet m_rules;
    std::unique_ptr<GameAuditor> m_auditor;
    GameAudit m_final;  // filled when the game has its result
    std::vector<std::pair<std::string, std::string>> m_tags;
    std::vector<std::string> m_moves;
    std::vector<std::string> m_comments;  // after each move fed ([%clk] may come late)
    bool m_finished = false;
    bool m_fed = false;
    std::set<std::string> m_reported;  // "ply/kind" of every event reported
};

}  // namespace remis::watch
