// SPDX-License-Identifier: GPL-3.0-or-later
// ReasonTexts: why a recorded result is against the rules (core/audit/resultreason.h) in the
// user's language, its moves and men in the user's piece letters. In English the words are
// those of `remis-cli audit`'s result_reason, so that the table, the report and the command
// line say the same.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/audit/resultreason.h"

namespace remis::app {

class ReasonTexts {
    Q_DECLARE_TR_FUNCTIONS(ReasonTexts)
public:
    // "ruled 1/2-1/2: 6.9, White's flag fell and Black (bare king) cannot checkmate, at ply 2
    // (50...Kd7)"; "" for none.
    static QString text(const ResultReason& reason);

private:
    static QString plyWords(const ReasonPly& p);
    static QString label(const ReasonPly& p);
    static QString menWords(const std::vector<PieceType>& men);
    static QString cannotCheckmate(const ResultReason& r);
    static QString ways(const ResultReason& r);
    static QString automaticEnding(const ResultReason& r);
    static QString endingWords(const ResultReason& r);
    static QString flagFall(const ResultReason& r);
};

}  // namespace remis::app
