// SPDX-License-Identifier: GPL-3.0-or-later
// The audit tests' helpers: a PGN text or a fixture of tests/data/audit through the game
// auditor, and games written from tags and moves.
#pragma once

#include <QFile>
#include <QString>
#include <string>
#include <vector>

#include "core/audit/audit.h"
#include "core/pgn/reader.h"

namespace audittest {

using namespace remis;

inline std::vector<GameAudit> audit(const std::string& pgn, RuleSet rules = RuleSet::Fide,
                                    int first = 1) {
    std::vector<GameAudit> out;
    GameAuditor auditor(
        rules, [&out](const GameAudit& a) { out.push_back(a); }, first);
    PgnReader reader(auditor);
    (void)reader.readString(pgn);
    return out;
}

inline std::string game(const std::string& tags, const std::string& moves) {
    return tags + "\n" + moves + "\n\n";
}

inline std::string tagged(const char* result, const char* fen = nullptr) {
    std::string t = "[Event \"test\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"" +
                    std::string(result) + "\"]\n";
    if (fen) t += "[SetUp \"1\"]\n[FEN \"" + std::string(fen) + "\"]\n";
    return t;
}

inline std::vector<GameAudit> auditFile(const char* name, RuleSet rules = RuleSet::Fide) {
    QFile file(QString(REMIS_TEST_DATA "/audit/") + name);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return audit(file.readAll().toStdString(), rules);
}

}  // namespace audittest
