#include "cli/auditjson.h"

#include <cstdio>

#include "cli/json.h"
#include "cli/names.h"
#include "core/watch/gamewatch.h"

namespace remis::cli {

const char* auditKindId(AuditEventKind k) {
    switch (k) {
        case AuditEventKind::ThreefoldClaimable:
            return "threefold_claimable";
        case AuditEventKind::ThreefoldClaimableWithMove:
            return "threefold_claimable_with_move";
        case AuditEventKind::FiftyClaimable:
            return "fifty_claimable";
        case AuditEventKind::FiftyClaimableWithMove:
            return "fifty_claimable_with_move";
        case AuditEventKind::Checkmate:
            return "checkmate";
        case AuditEventKind::Stalemate:
            return "stalemate";
        case AuditEventKind::DeadPosition:
            return "dead_position";
        case AuditEventKind::SeventyFiveMoves:
            return "seventyfive_moves";
        case AuditEventKind::FivefoldRepetition:
            return "fivefold_repetition";
        case AuditEventKind::FlagFall:
            return "flag_fall";
        case AuditEventKind::IllegalMove:
            return "illegal_move";
    }
    return "";
}

void addEventDetails(JsonObject& o, const AuditEvent& e) {
    if (e.kind == AuditEventKind::FlagFall)
        o.str("side", e.side == White ? "white" : "black").str("ruling", e.ruling);
    if (e.kind == AuditEventKind::IllegalMove) {
        o.str("side", e.side == White ? "white" : "black")
            .str("why", e.why)
            .str("article", e.article);
        if (!e.ruling.empty()) o.str("ruling", e.ruling);
    }
}

const char* watchKindId(const watch::WatchEvent& e) {
    switch (e.kind) {
        case watch::WatchKind::ResultInconsistent:
            return "result_inconsistent";
        case watch::WatchKind::RecordError:
            return "record_error";
        case watch::WatchKind::Audit:
            break;
    }
    return auditKindId(e.event.kind);
}

std::string auditJson(const GameAudit& a, int gameNumber) {
    std::string events = "[";
    for (const AuditEvent& e : a.events) {
        if (events.size() > 1) events += ", ";
        JsonObject event;
        event.num("ply", e.ply).str("move", e.move).str("kind", auditKindId(e.kind));
        addEventDetails(event, e);
        events += event.text();
    }
    events += "]";
    JsonObject o(384 + events.size() + a.white.size() + a.black.size() + a.error.size());
    o.num("game", gameNumber)
        .str("white", a.white)
        .str("black", a.black)
        .str("result_tag", a.resultTag);
    o.num("plies", a.plies).raw("events", events);
    if (a.endedByRules.isOver())
        o.raw("ended_by_rules", JsonObject()
                                    .num("ply", a.endedByRules.ply)
                                    .str("termination", terminationId(a.endedByRules.termination))
                                    .text());
    else
        o.null("ended_by_rules");
    o.boolean("result_consistent", a.resultConsistent).strOrNull("error", a.error);
    // After the contract's fields (docs/cli.md: null when the result is consistent).
    o.strOrNull("result_reason", a.resultReason);
    if (a.rulingsStopPly >= 0)
        o.raw("rulings_stop",
              JsonObject().num("ply", a.rulingsStopPly).str("reason", "null move").text());
    return std::move(o).take();
}

void AuditTotals::add(const GameAudit& a) {
    ++games;
    plies += a.plies;
    errors += !a.error.empty();
    inconsistent += !a.resultConsistent;
    // Games per kind: a kind reported at several plies counts its game once.
    std::array<bool, AuditEventKindCount> seen{};
    for (const AuditEvent& e : a.events) seen[size_t(e.kind)] = true;
    for (size_t k = 0; k < seen.size(); ++k) kinds[k] += seen[k];
}

std::string AuditTotals::summary(double seconds) const {
    char head[200];
    std::snprintf(head, sizeof head,
                  "audit: %ld games, %ld plies, %ld errors, %ld results inconsistent, %.2f s (%.0f "
                  "games/s)\n",
                  games, plies, errors, inconsistent, seconds, seconds > 0 ? games / seconds : 0.0);
    std::string out = head;
    for (int k = 0; k < AuditEventKindCount; ++k)
        out += "  " + std::string(auditKindId(AuditEventKind(k))) + ": " +
               std::to_string(kinds[size_t(k)]) + " games\n";
    return out;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
