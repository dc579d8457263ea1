// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/text/positionwords.h"

#include <QStringList>

#include "app/text/piecenames.h"
#include "app/text/ruletexts.h"

namespace remis::app {

QString PositionWords::pieces(const std::array<Piece, 64>& board) {
    QStringList sides;
    for (Color c : {White, Black}) {
        QStringList groups;
        for (PieceType t : {King, Queen, Rook, Bishop, Knight, Pawn}) {
            QStringList squares;
            for (Square s = 0; s < 64; ++s)
                if (board[size_t(s)] == makePiece(c, t))
                    squares << QString::fromStdString(squareName(s));
            if (!squares.isEmpty())
                groups << tr("%1 %2").arg(PieceNames::name(t), squares.join(QLatin1String(", ")));
        }
        if (groups.isEmpty()) groups << tr("no pieces");
        sides << tr("%1: %2.").arg(RuleTexts::colorName(c), groups.join(QLatin1String("; ")));
    }
    return sides.join(QLatin1Char(' '));
}

QString PositionWords::describe(const std::array<Piece, 64>& board, Color toMove) {
    return tr("%1 %2 to move.").arg(pieces(board), RuleTexts::colorName(toMove));
}

}  // namespace remis::app
