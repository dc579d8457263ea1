// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/text/movewords.h"

#include "app/text/piecenames.h"
#include "app/text/ruletexts.h"
#include "core/board/notation.h"
#include "core/board/position.h"
#include "core/pgn/treebuilder.h"

namespace remis::app {

namespace {
QString square(Square s) {
    return QString::fromStdString(squareName(s));
}
}  // namespace

QString MoveWords::spoken(const Position& before, Move m, const std::string& san) {
    const Piece mover = before.pieceOn(m.from());
    const QString side = RuleTexts::colorName(before.sideToMove());
    QString what;
    if (m.kind() == Move::Castling) {
        what = fileOf(m.to()) > fileOf(m.from()) ? tr("%1 castles kingside").arg(side)
                                                 : tr("%1 castles queenside").arg(side);
    } else {
        const QString piece = PieceNames::name(typeOf(mover));
        const Piece taken = before.pieceOn(m.to());
        if (m.kind() == Move::EnPassant)  // the pawn taken stood beside, not on the square
            what = tr("%1 %2 %3 takes %2 %4 en passant, to %5")
                       .arg(side, piece, square(m.from()),
                            square(makeSquare(fileOf(m.to()), rankOf(m.from()))), square(m.to()));
        else if (taken == NoPiece)
            what = tr("%1 %2 %3 to %4").arg(side, piece, square(m.from()), square(m.to()));
        else
            what = tr("%1 %2 %3 takes %4 %5")
                       .arg(side, piece, square(m.from()), PieceNames::name(typeOf(taken)),
                            square(m.to()));
        if (m.isPromotion())
            what = tr("%1, promotes to %2").arg(what, PieceNames::name(m.promotion()));
    }
    if (!san.empty() && san.back() == '#') return tr("%1, checkmate").arg(what);
    if (!san.empty() && san.back() == '+') return tr("%1, check").arg(what);
    return what;
}

QString MoveWords::numbered(const Position& before, const QString& words) {
    return tr("%1. %2").arg(before.fullmoveNumber()).arg(words);
}

QString MoveWords::spoken(const PgnGame& tree, NodeId node, Number number) {
    if (node == NoNode || node == PgnGame::root()) return {};
    const PgnNode& n = tree.node(node);
    const auto before = positionAt(tree, n.parent);
    if (!before) return QString::fromStdString(n.san);
    QString words;
    if (n.isNull()) {
        words = tr("%1 passes: a null move").arg(RuleTexts::colorName(before->sideToMove()));
    } else {
        const auto move = parseMove(*before, n.san);
        if (!move) return QString::fromStdString(n.san);
        words = spoken(*before, *move, n.san);
    }
    return number == Number::Said ? numbered(*before, words) : words;
}

}  // namespace remis::app
