// The remis-cli commands. Each throws BadInput for the contract's exit 2.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/board/position.h"

namespace remis::cli {

extern const std::string PerftHelp;
extern const std::string StatusHelp;
extern const std::string AuditHelp;
extern const std::string AnalyseHelp;
extern const std::string DiagramHelp;
extern const std::string AnnotateHelp;
extern const std::string SchoolHelp;
extern const std::string WatchHelp;

int runPerft(const std::vector<std::string>& argv);
int runStatus(const std::vector<std::string>& argv);
int runAudit(const std::vector<std::string>& argv);
int runAnalyse(const std::vector<std::string>& argv);
int runDiagram(const std::vector<std::string>& argv);
int runAnnotate(const std::vector<std::string>& argv);
int runSchool(const std::vector<std::string>& argv);
int runWatch(const std::vector<std::string>& argv);

// The initial position, or the FEN given; a bad FEN is BadInput naming the field.
Position positionFromOption(const std::optional<std::string>& fen);

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
