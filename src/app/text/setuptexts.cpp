#include "app/text/setuptexts.h"

#include <QStringList>

#include "app/text/articles.h"
#include "app/text/piecenames.h"
#include "app/text/ruletexts.h"

namespace remis::app {

using setup::ProblemCode;

QString SetupTexts::square(Square sq) {
    return QString::fromStdString(squareName(sq));
}

QString SetupTexts::pieceOn(const setup::Setup& s, Square sq) {
    const Piece p = s.at(sq);
    if (p == NoPiece) return square(sq);
    return tr("the %1 on %2").arg(app::PieceNames::name(typeOf(p)), square(sq));
}

QString SetupTexts::squareList(const std::vector<Square>& squares, size_t from) {
    QStringList names;
    for (size_t i = from; i < squares.size(); ++i) names << square(squares[i]);
    return names.join(tr(", "));
}

QString SetupTexts::severityName(setup::Severity severity) {
    switch (severity) {
        case setup::Severity::Error:
            return tr("Error");
        case setup::Severity::Warning:
            return tr("Warning");
        case setup::Severity::Note:
            break;
    }
    return tr("Note");
}

QString SetupTexts::castlingName(CastlingRights right) {
    switch (right) {
        case WhiteKingSide:
            return tr("White castling kingside (K)");
        case WhiteQueenSide:
            return tr("White castling queenside (Q)");
        case BlackKingSide:
            return tr("Black castling kingside (k)");
        default:
            return tr("Black castling queenside (q)");
    }
}

QString SetupTexts::castlingMissing(const setup::Setup& s, CastlingRights right) {
    for (const setup::CastlingHome& h : setup::castlingHomes()) {
        if (h.right != right) continue;
        const QString colour = app::RuleTexts::colorName(h.color);
        const bool king = s.at(h.kingHome) == makePiece(h.color, King);
        const bool rook = s.at(h.rookHome) == makePiece(h.color, Rook);
        if (!king && !rook)
            return tr("%1's king is not on %2 and no %1 rook is on %3")
                .arg(colour, square(h.kingHome), square(h.rookHome));
        if (!king) return tr("%1's king is not on %2").arg(colour, square(h.kingHome));
        if (!rook) return tr("no %1 rook on %2").arg(colour, square(h.rookHome));
    }
    return {};
}

QString SetupTexts::text(const setup::Problem& p, const setup::Setup& s) {
    switch (p.code) {
        case ProblemCode::NoKing:
        case ProblemCode::TooManyKings:
        case ProblemCode::PawnOnBackRank:
        case ProblemCode::TooManyPawns:
        case ProblemCode::TooManyPieces:
        case ProblemCode::UnexplainedMaterial:
            return materialText(p);
        case ProblemCode::WaitingSideInCheck:
        case ProblemCode::TripleCheck:
        case ProblemCode::ImpossibleDoubleCheck:
            return checkText(p, s);
        case ProblemCode::CastlingKingMissing:
        case ProblemCode::CastlingRookMissing:
            return tr("%1 is set, but %2.").arg(castlingName(p.right), castlingMissing(s, p.right));
        case ProblemCode::EpWrongRank:
        case ProblemCode::EpNoPawn:
        case ProblemCode::EpSquareBlocked:
        case ProblemCode::EpLastMove:
        case ProblemCode::EpCaptureLegal:
        case ProblemCode::EpCaptureIllegal:
        case ProblemCode::EpNoCapturer:
            return enPassantText(p);
        default:
            return clockText(p);
    }
}

QString SetupTexts::materialText(const setup::Problem& p) {
    const QString side = app::RuleTexts::colorName(p.color);
    switch (p.code) {
        case ProblemCode::NoKing:
            return tr("%1 has no king. Each side needs exactly one.").arg(side);
        case ProblemCode::TooManyKings:
            return tr("%1 has %2 kings (%3). Each side needs exactly one.")
                .arg(side)
                .arg(p.squares.size())
                .arg(squareList(p.squares, 0));
        case ProblemCode::PawnOnBackRank:
            return tr("A pawn cannot stand on the first or last rank: %1.")
                .arg(squareList(p.squares, 0));
        case ProblemCode::TooManyPawns:
            return tr("%1 has %2 pawns; a side starts with 8 and never gains one.")
                .arg(side)
                .arg(p.count);
        case ProblemCode::TooManyPieces:
            return tr("%1 has %2 pieces and pawns; a side has at most 16.").arg(side).arg(p.count);
        default:
            return tr("%1's pieces need %n promotion(s) (a second queen, a third rook or knight, "
                      "two bishops on squares of one colour), but with its pawns on the board "
                      "it can have made at most %2.",
                      "", p.count)
                .arg(side)
                .arg(p.limit);
    }
}

QString SetupTexts::checkText(const setup::Problem& p, const setup::Setup& s) {
    const QString side = app::RuleTexts::colorName(p.color);
    const Square king = p.squares.front();
    QStringList attackers;
    for (size_t i = 1; i < p.squares.size(); ++i) attackers << pieceOn(s, p.squares[i]);
    const QString by = attackers.join(tr(" and "));
    switch (p.code) {
        case ProblemCode::WaitingSideInCheck:
            return tr("%1 to move, but %2's king on %3 is attacked by %4 (the side not to move "
                      "cannot be in check).")
                .arg(app::RuleTexts::colorName(~p.color), side, square(king), by);
        case ProblemCode::TripleCheck:
            return tr("%1's king on %2 is in check from %n piece(s) (%3); no move gives more "
                      "than a double check.",
                      "", int(attackers.size()))
                .arg(side, square(king), by);
        default:
            return tr("%1's king on %2 is in double check from %3, but no move could have "
                      "given it: neither piece could have moved out of the other's line.")
                .arg(side, square(king), by);
    }
}

QString SetupTexts::enPassantText(const setup::Problem& p) {
    const QString ep = square(p.squares.front());
    const QString toMove = app::RuleTexts::colorName(p.color);
    switch (p.code) {
        case ProblemCode::EpWrongRank:
            return tr("En passant on %1 is impossible with %2 to move (it must be on the %3 "
                      "rank).")
                .arg(ep, toMove, p.color == White ? tr("6th") : tr("3rd"));
        case ProblemCode::EpNoPawn:
            // The pawn that just moved is the other side's: say whose, since a pawn of the
            // side to move may stand on that square.
            return (p.color == White
                        ? tr("En passant on %1 needs a black pawn on %2 that has just moved two "
                             "squares.")
                        : tr("En passant on %1 needs a white pawn on %2 that has just moved two "
                             "squares."))
                .arg(ep, square(p.squares[1]));
        case ProblemCode::EpSquareBlocked:
            return tr("En passant on %1 is impossible: %2 is not empty, so no pawn just crossed "
                      "it.")
                .arg(ep, square(p.squares[1]));
        case ProblemCode::EpLastMove:
            return tr("The en passant square means %1 just played %2–%3.")
                .arg(app::RuleTexts::colorName(p.color), square(p.squares[0]),
                     square(p.squares[1]));
        case ProblemCode::EpCaptureLegal:
            return tr("The pawn on %2 can take en passant now, so the square counts when "
                      "positions are compared for repetition (FIDE %1).")
                .arg(articleNo(article_no::SameEnPassant))
                .arg(squareList(p.squares, 1));
        case ProblemCode::EpCaptureIllegal:
            return tr("The pawn on %2 cannot legally take en passant (its king would be in "
                      "check), so this position is the same as without the square for "
                      "repetition (FIDE %1).")
                .arg(articleNo(article_no::SameEnPassant))
                .arg(squareList(p.squares, 1));
        default:
            return tr("No pawn can take on %2, so the square changes nothing: the position is "
                      "the same as without it for repetition (FIDE %1).")
                .arg(articleNo(article_no::SameEnPassant))
                .arg(ep);
    }
}

QString SetupTexts::clockText(const setup::Problem& p) {
    switch (p.code) {
        case ProblemCode::HalfmoveExceedsPlies:
            return tr("The halfmove clock is %1, but at this move number only %n ply(s) can "
                      "have been played.",
                      "", p.limit)
                .arg(p.count);
        case ProblemCode::EpWithHalfmoveClock:
            return tr("An en passant square is set, so the last move was a pawn move, which "
                      "resets the halfmove clock: it should be 0, not %1.")
                .arg(p.count);
        case ProblemCode::FiftyMoveClaimAvailable:
            return tr("The halfmove clock is %2 (at least 100): the player to move can claim a "
                      "draw under the fifty-move rule (FIDE %1).")
                .arg(articleNo(article_no::FiftyOnBoard))
                .arg(p.count);
        default:
            return tr("The halfmove clock is %2 (at least 150): the seventy-five-move rule has "
                      "already ended the game as a draw (FIDE %1).")
                .arg(articleNo(article_no::SeventyFive))
                .arg(p.count);
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
