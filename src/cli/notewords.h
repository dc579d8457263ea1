// SPDX-License-Identifier: GPL-3.0-or-later
// The plain English words of the CLI for each audit event: the notes `annotate` writes into a
// game and the `text` of each `watch` event, so that both say the same thing.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/audit/audit.h"

namespace remis::cli {

const char* sideName(Color c);

// The note for an event; `toMove` is the side to move after the event's ply, `move` the
// numbered move that made it ("23...Qxh7"); `occurrences`: where a repeated position stood
// (AuditEvent::occurrences), named in the note when given.
std::string noteWords(AuditEventKind kind, Color toMove, const std::string& move,
                      const std::vector<std::string>& occurrences = {});
// The same with what an event carries beyond its kind: a flag fall's side and ruling (6.9,
// or 14E under USCF rules), an illegal move's why and article.
std::string noteWords(const AuditEvent& e, Color toMove, const std::string& move, RuleSet rules);

// "23. Qxh7" / "23...Qxh7": the mainline's ply (1-based) from the game's start position.
std::string numbered(const Position& start, int ply, std::string_view san);

}  // namespace remis::cli
