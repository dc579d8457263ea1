#include "app/text/errortexts.h"

#include <QStringList>

#include "core/rules/refusal.h"

namespace remis::app {

QString ErrorTexts::fill(const QString& wording, const QStringList& args) {
    QString out;
    out.reserve(wording.size() + 16);
    for (qsizetype i = 0; i < wording.size(); ++i) {
        const QChar c = wording.at(i);
        if (c == QLatin1Char('%') && i + 1 < wording.size() &&
            wording.at(i + 1) >= QLatin1Char('1') && wording.at(i + 1) <= QLatin1Char('9')) {
            const qsizetype index = wording.at(++i).unicode() - '1';
            if (index < args.size()) out += args.at(index);
            continue;
        }
        out += c;
    }
    return out;
}

QString ErrorTexts::text(const Error& error) {
    if (error.code == ErrorCode::Other && error.place == ErrorPlace::None)
        return QString::fromStdString(error.message);
    QStringList args, placeArgs;
    for (const std::string& a : error.args) args << word(a);
    for (const std::string& a : error.placeArgs) placeArgs << word(a);
    QString problem = error.args.empty() ? QString() : pieceWording(error.code, error.args[0]);
    if (problem.isEmpty()) problem = wording(error.code);
    return fill(wording(error.place), placeArgs) + fill(problem, args);
}

// A refusal that names a kind of piece, worded for each: languages inflect the words around
// a piece's name by its gender ("kein Springer", "keine Dame"; "ningún peón", "ninguna
// torre"). The fields are the code's (%1 the piece, unused here).
QString ErrorTexts::pieceWording(ErrorCode code, const std::string& piece) {
    static const char* const Pieces[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    static const char* const NoneCanMove[] = {QT_TR_NOOP("no pawn can legally move to %2"),
                                              QT_TR_NOOP("no knight can legally move to %2"),
                                              QT_TR_NOOP("no bishop can legally move to %2"),
                                              QT_TR_NOOP("no rook can legally move to %2"),
                                              QT_TR_NOOP("no queen can legally move to %2"),
                                              QT_TR_NOOP("no king can legally move to %2")};
    static const char* const NoneOnBoard[] = {QT_TR_NOOP("no pawn on the board to move to %2"),
                                              QT_TR_NOOP("no knight on the board to move to %2"),
                                              QT_TR_NOOP("no bishop on the board to move to %2"),
                                              QT_TR_NOOP("no rook on the board to move to %2"),
                                              QT_TR_NOOP("no queen on the board to move to %2"),
                                              QT_TR_NOOP("no king on the board to move to %2")};
    static const char* const ThisCannot[] = {
        QT_TR_NOOP("the pawn on %2 cannot legally move to %3"),
        QT_TR_NOOP("the knight on %2 cannot legally move to %3"),
        QT_TR_NOOP("the bishop on %2 cannot legally move to %3"),
        QT_TR_NOOP("the rook on %2 cannot legally move to %3"),
        QT_TR_NOOP("the queen on %2 cannot legally move to %3"),
        QT_TR_NOOP("the king on %2 cannot legally move to %3")};
    const char* const* table = code == ErrorCode::NoPieceCanMoveTo    ? NoneCanMove
                               : code == ErrorCode::NoPieceToMoveTo   ? NoneOnBoard
                               : code == ErrorCode::PieceCannotMoveTo ? ThisCannot
                                                                      : nullptr;
    if (!table) return {};
    for (std::size_t i = 0; i < std::size(Pieces); ++i)
        if (piece == Pieces[i]) return tr(table[i]);
    return {};
}

QString ErrorTexts::text(const AppError& error) {
    QString said = error.coreError() ? text(*error.coreError())
                                     : fill(wording(error.code(), error.count()), error.args());
    //: A refused move and why: "no knight can legally move to c3: the move would expose...".
    if (error.refusal()) said = fill(tr("%1: %2"), {said, refusal(*error.refusal())});
    // Innermost place first: each wording holds what happened within it as its last field.
    const auto& places = error.places();
    for (auto it = places.rbegin(); it != places.rend(); ++it)
        said = fill(wording(it->first), QStringList(it->second) << said);
    return said;
}

QString ErrorTexts::sentence(const AppError& error) {
    QString said = text(error);
    if (said.isEmpty()) return said;
    said[0] = said[0].toUpper();
    if (!said.endsWith(QLatin1Char('.'))) said += QLatin1Char('.');
    return said;
}

QString ErrorTexts::refusal(IllegalMoveKind why) {
    QString words;
    switch (why) {
        case IllegalMoveKind::KingLeftInCheck:
            words = tr("the king is in check, and this move does not get it out of check");
            break;
        case IllegalMoveKind::KingMovedIntoCheck:
            words = tr("the king would move into check");
            break;
        case IllegalMoveKind::PinnedPieceMoved:
            words = tr("the move would expose its king to check");
            break;
        case IllegalMoveKind::CastlingWithoutRight:
            words = tr("the king or that rook has already moved");
            break;
        case IllegalMoveKind::CastlingOutOfCheck:
            words = tr("the king is in check, and castling cannot get it out of check");
            break;
        case IllegalMoveKind::CastlingThroughCheck:
            words = tr("the king would cross a square that is attacked");
            break;
        case IllegalMoveKind::CastlingIntoCheck:
            words = tr("the king would castle into check");
            break;
    }
    //: The reason a move is refused and the article of the Laws: "...into check (FIDE 3.9)".
    return fill(tr("%1 (FIDE %2)"), {words, QString::fromLatin1(refusalArticle(why))});
}

QString ErrorTexts::word(const std::string& field) {
    static const char* const Words[] = {
        QT_TR_NOOP("White"),          QT_TR_NOOP("Black"),          QT_TR_NOOP("pawn"),
        QT_TR_NOOP("knight"),         QT_TR_NOOP("bishop"),         QT_TR_NOOP("rook"),
        QT_TR_NOOP("queen"),          QT_TR_NOOP("king"),           QT_TR_NOOP("placement"),
        QT_TR_NOOP("side to move"),   QT_TR_NOOP("castling"),       QT_TR_NOOP("en passant"),
        QT_TR_NOOP("halfmove clock"), QT_TR_NOOP("fullmove number")};
    for (const char* w : Words)
        if (field == w) return tr(w);
    return QString::fromStdString(field);
}

QString ErrorTexts::wording(ErrorPlace place) {
    switch (place) {
        case ErrorPlace::None:
            return {};
        case ErrorPlace::FenField:
            return tr("FEN field %1 (%2): ");
        case ErrorPlace::TimePeriod:
            return tr("time control period %1 '%2': ");
        case ErrorPlace::Move:
            return tr("%1: ");
        case ErrorPlace::RecordMove:
            return tr("move %1 \"%2\": ");
        case ErrorPlace::FenTag:
            return tr("FEN tag: ");
    }
    return {};
}

QString ErrorTexts::wording(ErrorCode code) {
    switch (code) {
        case ErrorCode::Other:
            return QStringLiteral("%1");
        case ErrorCode::EmptyMove:
            return tr("empty move");
        case ErrorCode::BadPromotionPiece:
            return tr("not a move: bad promotion piece");
        case ErrorCode::NoDestinationSquare:
            return tr("not a move: no destination square");
        case ErrorCode::UnexpectedCharacter:
            return tr("not a move: unexpected '%1'");
        case ErrorCode::KingsideCastlingIllegal:
            return tr("kingside castling is not legal here");
        case ErrorCode::QueensideCastlingIllegal:
            return tr("queenside castling is not legal here");
        case ErrorCode::MustPromoteSan:
            return tr("a pawn reaching the last rank must promote (add =Q, =R, =B or =N)");
        case ErrorCode::BadPromotion:
            return tr(
                "a promotion must be to a queen, rook, bishop or knight and only on the last rank");
        case ErrorCode::NoPieceCanMoveTo:
            return tr("no %1 can legally move to %2");
        case ErrorCode::NoPieceToMoveTo:
            return tr("no %1 on the board to move to %2");
        case ErrorCode::AmbiguousMove:
            return tr("ambiguous: could be %1");
        case ErrorCode::NotUciMove:
            return tr("not a UCI move (like e2e4 or e7e8q)");
        case ErrorCode::BadUciPromotion:
            return tr("bad promotion letter (use q, r, b or n)");
        case ErrorCode::MustPromoteUci:
            return tr("a pawn reaching the last rank must promote (add q, r, b or n)");
        case ErrorCode::NoPieceOn:
            return tr("no piece on %1");
        case ErrorCode::NotSideToMovesPiece:
            return tr("the piece on %1 is not the side to move's");
        case ErrorCode::PieceCannotMoveTo:
            return tr("the %1 on %2 cannot legally move to %3");
        case ErrorCode::IllegalMove:
            return tr("%1 is not a legal move");
        case ErrorCode::GameEnded:
            return tr("the game ended at ply %1");
        case ErrorCode::NullMoveInCheck:
            return tr("a null move is impossible while in check");
        case ErrorCode::FenEmpty:
            return tr("missing, the FEN is empty");
        case ErrorCode::FenTooFewFields:
            return tr(
                "missing; a FEN has at least 4 fields (placement, side to move, castling, en "
                "passant)");
        case ErrorCode::FenTooManyFields:
            return tr("FEN field 7: unexpected %1; a FEN has at most 6 fields");
        case ErrorCode::FenRankWidth:
            return tr("rank %1 has %2 squares, not 8");
        case ErrorCode::FenRankTooLong:
            return tr("rank %1 has more than 8 squares");
        case ErrorCode::FenTooManyRanks:
            return tr("more than 8 ranks");
        case ErrorCode::FenRankCount:
            return tr("has %1 ranks, not 8");
        case ErrorCode::FenUnknownPiece:
            return tr("unknown piece letter %1");
        case ErrorCode::FenKingCount:
            return tr("%1 has %2 kings, not exactly 1");
        case ErrorCode::FenTooManyMen:
            return tr("%1 has %2 men, more than 16");
        case ErrorCode::FenPawnOnEdgeRank:
            return tr("a pawn on %1 (pawns cannot stand on the first or last rank)");
        case ErrorCode::FenTooManyCheckers:
            return tr("the king is in check from more than two pieces");
        case ErrorCode::FenSideLetter:
            return tr("%1 is not w or b");
        case ErrorCode::FenWaitingSideInCheck:
            return tr("%1 is in check but it is not %1's move");
        case ErrorCode::FenCastlingLetter:
            return tr("unknown letter %1 (use K, Q, k, q or -)");
        case ErrorCode::FenCastlingTwice:
            return tr("%1 given twice");
        case ErrorCode::FenCastlingNoKing:
            return tr("%1 but the king is not on %2");
        case ErrorCode::FenCastlingNoRook:
            return tr("%1 but no rook on %2");
        case ErrorCode::FenNotASquare:
            return tr("%1 is not a square or -");
        case ErrorCode::FenEpWrongRank:
            return tr("%1 is impossible with %2 to move");
        case ErrorCode::FenEpNoPawn:
            return tr("%1 is impossible: no pawn on %2 that just moved two squares");
        case ErrorCode::FenEpNotEmpty:
            return tr("%1 is impossible: %2 is not empty");
        case ErrorCode::FenNotANumber:
            return tr("%1 is not a number");
        case ErrorCode::FenNegative:
            return tr("is negative");
        case ErrorCode::FenTooLarge:
            return tr("%1 is too large (at most %2)");
        case ErrorCode::FenBelowOne:
            return tr("must be at least 1");
        case ErrorCode::FenOutOfRange:
            return tr("%1 is out of range (%2 to %3)");
        case ErrorCode::TimeControlEmpty:
            return tr("time control: empty");
        case ErrorCode::TimeControlUnknown:
            return tr("time control: unknown ('?')");
        case ErrorCode::TimeControlDelaysMixed:
            return tr("time control: simple (d) and Bronstein (b) delay mixed");
        case ErrorCode::ExpectedTime:
            return tr("expected a time");
        case ErrorCode::SandclockUnsupported:
            return tr("sandclock periods are not supported");
        case ErrorCode::BadMoveCount:
            return tr("bad move count");
        case ErrorCode::BadSeconds:
            return tr("bad time in seconds");
        case ErrorCode::BadIncrement:
            return tr("bad increment");
        case ErrorCode::BadDelay:
            return tr("bad delay");
        case ErrorCode::UnexpectedText:
            return tr("unexpected '%1'");
        case ErrorCode::FirstPeriodWithoutTime:
            return tr("time control period 1: the first period needs a time above 0");
        case ErrorCode::OnlyLastPeriodOpen:
            return tr("time control period %1: only the last period may omit the move count");
        case ErrorCode::ClockNotStarted:
            return tr("clock: press before the clock was started");
        case ErrorCode::UnknownDiagramStyle:
            return tr("unknown style \"%1\" (styles: %2)");
        case ErrorCode::DiagramSizeRange:
            return tr("size must be from %1 to %2 pixels");
        case ErrorCode::MarkOffBoard:
            return tr("a marked square is off the board");
        case ErrorCode::ArrowOffBoard:
            return tr("an arrow leaves the board");
        case ErrorCode::LastMoveOffBoard:
            return tr("the last move leaves the board");
        case ErrorCode::PgnUnexpected:
            return tr("unexpected %1");
        case ErrorCode::PgnMalformedTag:
            return tr("malformed tag: %1");
        case ErrorCode::PgnUnterminatedTag:
            return tr("unterminated tag: %1");
        case ErrorCode::PgnCommentTooLong:
            return tr("comment too long: %1");
        case ErrorCode::PgnTagLineTooLong:
            return tr("tag line too long: %1");
        case ErrorCode::PgnTokenTooLong:
            return tr("token too long: %1");
        case ErrorCode::PgnUnterminatedComment:
            return tr("unterminated comment");
        case ErrorCode::PgnNagOutOfRange:
            return tr("NAG out of range: %1");
        case ErrorCode::PgnUnknownAnnotation:
            return tr("unknown annotation %1");
        case ErrorCode::PgnVariationsTooDeep:
            return tr("variations nested deeper than %1 skipped");
        case ErrorCode::PgnUnmatchedParenthesis:
            return tr("unmatched ')'");
        case ErrorCode::PgnUnterminatedVariation:
            return tr("unterminated variation");
        case ErrorCode::PgnNoResult:
            return tr("game has no result");
        case ErrorCode::PgnVariationBeforeMove:
            return tr("a variation before any move");
        case ErrorCode::PgnFullmoveZero:
            return tr("fullmove number 0 read as 1");
        case ErrorCode::PgnCastlingDropped:
            return tr("castling rights %1 dropped: the king or rook is not on its home square");
        case ErrorCode::PgnTagRepaired:
            return tr("malformed tag %1 read as %2");
        case ErrorCode::PgnTagKeptAsComment:
            return tr("not a tag, kept as a comment: %1");
        case ErrorCode::PgnFenTagNotRead:
            return tr(
                "a second FEN tag, kept as written but not read: the game starts from the "
                "FEN tag on line %1");
    }
    return QString::fromUtf8(englishWording(code));
}

QString ErrorTexts::wording(AppErrorPlace place) {
    switch (place) {
        case AppErrorPlace::SetupMove:
            return tr("move %1 \"%2\": %3");
        case AppErrorPlace::FileGame:
            return tr("%1, game %2 (from line %3): %4");
    }
    return {};
}

QString ErrorTexts::wording(AppErrorCode code, int count) {
    switch (code) {
        case AppErrorCode::Core:
            return {};
        case AppErrorCode::GameOver:
            return tr("The game is over");
        case AppErrorCode::NotLatestPosition:
            return tr("Moves are played in the game's current position: End returns there");
        case AppErrorCode::RecordGoesOn:
            return tr(
                "The record goes on after this position (a null move or a move that could "
                "not be read): moves cannot be added to it");
        case AppErrorCode::NoGameInText:
            return tr("No game found in the text");
        case AppErrorCode::NoGameFound:
            return tr("No game found: %1");
        case AppErrorCode::CannotOpen:
            return tr("Cannot open %1: %2");
        case AppErrorCode::CannotRead:
            return tr("Cannot read %1: %2");
        case AppErrorCode::FileShrank:
            return tr("Cannot read %1: it is shorter than when it was opened.");
        case AppErrorCode::Utf16TooLarge:
            return tr("%1 is a UTF-16 file too large to open; save it as UTF-8 first.");
        case AppErrorCode::NotUtf16:
            return tr("%1 starts like UTF-16 but is not valid UTF-16.");
        case AppErrorCode::BinaryFile:
            return tr("%1 is not a PGN file: it holds binary data.");
        case AppErrorCode::EmptyFile:
            return tr("%1 is empty.");
        case AppErrorCode::NoGameInFile:
            return tr("%1 is not a PGN file: it holds no game.");
        case AppErrorCode::ChangedOnDisk:
            return tr("%1 changed on disk since it was opened; use Save As to keep both.");
        case AppErrorCode::CannotWrite:
            return tr("Cannot write %1: %2");
        case AppErrorCode::WriteNotOpen:
            return tr("Cannot write %1: %2")
                .replace(QLatin1String("%2"), tr("the file is not open"));
        case AppErrorCode::WriteFailed:
            return tr("Cannot write %1: %2").replace(QLatin1String("%2"), tr("the write failed"));
        case AppErrorCode::NoSavedGame:
            return tr("No saved game at %1");
        case AppErrorCode::NothingToResume:
            return tr("No saved game to resume at %1");
        case AppErrorCode::NoTextToLoad:
            return tr("There is no text to load.");
        case AppErrorCode::NoSuchGame:
            return tr("%1 holds %n game(s); there is no game %2.", "", count);
        case AppErrorCode::NoDemonstration:
            return tr("no demonstration \"%1\"");
        case AppErrorCode::NothingToWrite:
            return tr("nothing to write");
    }
    return {};
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
