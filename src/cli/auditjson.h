// The audit command's output: one JSON line per game and the stderr summary (docs/cli.md).
#pragma once

#include <array>
#include <string>

#include "core/audit/audit.h"

namespace remis::watch {
struct WatchEvent;
}

namespace remis::cli {

const char* auditKindId(AuditEventKind k);
// A watch line's kind: the audit kind, or result_inconsistent or record_error (cli.md watch).
const char* watchKindId(const watch::WatchEvent& e);
std::string auditJson(const GameAudit& a, int gameNumber);
class JsonObject;
// What an event carries beyond its ply, move and kind (docs/cli.md audit): a flag fall's
// "side" and "ruling", an illegal move's "side", "why", "article" and "ruling". `watch`
// prints the same fields.
void addEventDetails(JsonObject& o, const AuditEvent& e);

// Totals for the summary at the end.
struct AuditTotals {
    long games = 0, plies = 0, errors = 0, inconsistent = 0;
    std::array<long, AuditEventKindCount> kinds{};
    void add(const GameAudit& a);
    std::string summary(double seconds) const;
};

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
