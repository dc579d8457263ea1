// SPDX-License-Identifier: GPL-3.0-or-later
// AuditTexts: the arbiter's audit of a game (core/audit) in words, for the game chooser's
// columns and the arbiter's report: each event with its rule and FIDE article, the automatic
// ending, and whether the recorded result agrees with the rules, with the reason.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/audit/audit.h"

namespace remis::app {

class AuditTexts {
    Q_DECLARE_TR_FUNCTIONS(AuditTexts)
public:
    // "threefold repetition claimable"
    static QString eventText(AuditEventKind kind);
    // "9.2.2"
    static QString article(AuditEventKind kind);
    // The event's own article: an illegal move's by the kind of play and the count (7.5.5).
    static QString article(const AuditEvent& event);
    static bool isClaim(AuditEventKind kind);
    static bool isThreefold(AuditEventKind kind);
    static bool isFifty(AuditEventKind kind);
    static bool isAutomatic(AuditEventKind kind);    // ends the game by itself (or mate, stalemate)
    static bool isIllegalMove(AuditEventKind kind);  // a move against the rules that stood (7.5)
    static bool isFlagFall(AuditEventKind kind);
    // Who and what for a flag fall or an illegal move, with the ruling where the audit gives
    // one: "White's flag fell; ruled 1/2-1/2", "by Black: the king was left in check"; else "".
    static QString detail(const AuditEvent& event);
    // The ruling alone: "ruled 0-1", "the ruling is not known", or "" when the event has none.
    static QString ruling(const AuditEvent& event);
    // "ply 40 (Kg7): threefold repetition claimable (FIDE 9.2.2)", "ply 9 (Kf2): illegal move
    // that stood, by White: the king moved into check (FIDE 7.5.1)"
    static QString eventLine(const AuditEvent& event);
    // How many of each a game has: "2" or "" when none.
    static int count(const GameAudit& audit, bool (*kind)(AuditEventKind));
    // The automatic ending: "fivefold repetition, ply 112 (Kc7)", or "".
    static QString endingText(const GameAudit& audit);
    // The first flag fall, or null; in words: "White's flag fell; ruled 0-1, ply 80 (Kg2)".
    static const AuditEvent* firstFlagFall(const GameAudit& audit);
    static QString flagText(const AuditEvent* flag);
    // "agrees", or "against the rules: " and the audit's reason (GameAudit::resultReason).
    static QString resultCheck(const GameAudit& audit);
    static bool hasEvents(const GameAudit& audit) { return !audit.events.empty(); }
};

}  // namespace remis::app
