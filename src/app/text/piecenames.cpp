#include "app/text/piecenames.h"

namespace remis::app {

QString PieceNames::name(PieceType t) {
    switch (t) {
        case Pawn:
            return tr("pawn");
        case Knight:
            return tr("knight");
        case Bishop:
            return tr("bishop");
        case Rook:
            return tr("rook");
        case Queen:
            return tr("queen");
        case King:
            return tr("king");
        case NoPieceType:
            break;
    }
    return tr("piece");
}

QString PieceNames::describeSquare(const QString& square, const QString& code) {
    if (code.isEmpty()) return tr("%1, empty").arg(square);
    return (isWhite(code) ? tr("%1, white %2") : tr("%1, black %2")).arg(square, name(code));
}

QString PieceNames::name(const QString& code) {
    static const QString letters = QStringLiteral("PNBRQK");
    const int index = code.size() == 2 ? int(letters.indexOf(code.at(1))) : -1;
    return index < 0 ? tr("piece") : name(PieceType(index));
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
