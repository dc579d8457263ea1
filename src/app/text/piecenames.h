// PieceNames: piece names for hints and tooltips ("That knight cannot reach e5").
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/base/types.h"

namespace remis::app {

class PieceNames {
    Q_DECLARE_TR_FUNCTIONS(remis::app::PieceNames)
public:
    static QString name(PieceType t);          // "knight"
    static QString name(const QString& code);  // from BoardModel's PieceRole, "wN" -> "knight"
    static bool isWhite(const QString& code) { return code.startsWith(QLatin1Char('w')); }
    // A square as a screen reader says it: "e4, white pawn", "e4, empty".
    static QString describeSquare(const QString& square, const QString& code);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
