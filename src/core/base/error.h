// Result<T>: a value or an Error, the core's way of reporting bad input.
// Errors are values: the core never throws across its API. An Error carries a code and the
// fields its wording names, so that a front end can say it in the user's language
// (app/text/errortexts.*), and the English message that remis-cli prints.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/base/expected.h"

namespace remis {

// What went wrong. The English wording of each, with %1, %2... for its fields, is
// englishWording(); keep the two lists in the same order.
enum class ErrorCode : uint8_t {
    Other,  // a message without a code: operating-system errors and the like
    // Moves in SAN or UCI
    EmptyMove,
    BadPromotionPiece,
    NoDestinationSquare,
    UnexpectedCharacter,  // %1 the character
    KingsideCastlingIllegal,
    QueensideCastlingIllegal,
    MustPromoteSan,
    BadPromotion,
    NoPieceCanMoveTo,  // %1 piece name, %2 square
    NoPieceToMoveTo,   // %1 piece name, %2 square
    AmbiguousMove,     // %1 the candidates in SAN
    NotUciMove,
    BadUciPromotion,
    MustPromoteUci,
    NoPieceOn,            // %1 square
    NotSideToMovesPiece,  // %1 square
    PieceCannotMoveTo,    // %1 piece name, %2 from, %3 to
    IllegalMove,          // %1 the move in UCI
    GameEnded,            // %1 ply
    NullMoveInCheck,
    // FEN (placed in a field, see ErrorPlace::FenField)
    FenEmpty,
    FenTooFewFields,
    FenTooManyFields,  // %1 the seventh field, quoted
    FenRankWidth,      // %1 rank, %2 squares
    FenRankTooLong,    // %1 rank
    FenTooManyRanks,
    FenRankCount,       // %1 ranks
    FenUnknownPiece,    // %1 letter, quoted
    FenKingCount,       // %1 colour, %2 kings
    FenTooManyMen,      // %1 colour, %2 men
    FenPawnOnEdgeRank,  // %1 square
    FenTooManyCheckers,
    FenSideLetter,          // %1 the field, quoted
    FenWaitingSideInCheck,  // %1 colour
    FenCastlingLetter,      // %1 letter, quoted
    FenCastlingTwice,       // %1 letter, quoted
    FenCastlingNoKing,      // %1 letter, %2 square
    FenCastlingNoRook,      // %1 letter, %2 square
    FenNotASquare,          // %1 the field, quoted
    FenEpWrongRank,         // %1 square, %2 colour to move
    FenEpNoPawn,            // %1 square, %2 square of the pawn
    FenEpNotEmpty,          // %1 square, %2 the occupied square
    FenNotANumber,          // %1 the field, quoted
    FenNegative,
    FenTooLarge,  // %1 number, %2 limit
    FenBelowOne,
    FenOutOfRange,  // %1 number, %2 low, %3 high
    // Time controls (placed in a period, see ErrorPlace::TimePeriod)
    TimeControlEmpty,
    TimeControlUnknown,
    TimeControlDelaysMixed,
    ExpectedTime,
    SandclockUnsupported,
    BadMoveCount,
    BadSeconds,
    BadIncrement,
    BadDelay,
    UnexpectedText,  // %1 the text
    FirstPeriodWithoutTime,
    OnlyLastPeriodOpen,  // %1 period number
    ClockNotStarted,
    // Diagrams
    UnknownDiagramStyle,  // %1 style, %2 the styles
    DiagramSizeRange,     // %1 low, %2 high
    MarkOffBoard,
    ArrowOffBoard,
    LastMoveOffBoard,
    // Reading PGN (PgnError; the game and line are the error's own fields)
    PgnUnexpected,       // %1 the text, quoted
    PgnMalformedTag,     // %1 the text, quoted
    PgnUnterminatedTag,  // %1 the text, quoted
    PgnCommentTooLong,   // %1 its start, quoted
    PgnTagLineTooLong,   // %1 its start, quoted
    PgnTokenTooLong,     // %1 its start, quoted
    PgnUnterminatedComment,
    PgnNagOutOfRange,      // %1 the NAG, quoted
    PgnUnknownAnnotation,  // %1 the text, quoted
    PgnVariationsTooDeep,  // %1 the deepest level read
    PgnUnmatchedParenthesis,
    PgnUnterminatedVariation,
    PgnNoResult,
    PgnVariationBeforeMove,
    PgnFullmoveZero,      // a FEN tag repaired
    PgnCastlingDropped,   // %1 the rights dropped
    PgnTagRepaired,       // %1 the tag's name, %2 the value read, quoted
    PgnTagKeptAsComment,  // %1 the line, quoted
    PgnFenTagNotRead,     // %1 the line of the FEN tag that is read
};

// Where it went wrong, written before the problem ("FEN field 4 (en passant): ...").
enum class ErrorPlace : uint8_t {
    None,
    FenField,    // %1 field number, %2 field name (placement, side to move, ...)
    TimePeriod,  // %1 period number, %2 its text
    Move,        // %1 the move with its number, "23...Qxh7"
    RecordMove,  // %1 index from 1, %2 the move as written
    FenTag,      // a PGN game's FEN tag
};

struct Error {
    ErrorCode code = ErrorCode::Other;
    std::vector<std::string> args;  // %1, %2... of the code's wording
    ErrorPlace place = ErrorPlace::None;
    std::vector<std::string> placeArgs;
    std::string message;  // in English: one line, names the field or token and the problem
};

// The English wording, with %1... placeholders.
const char* englishWording(ErrorCode code);
const char* englishWording(ErrorPlace place);
// Replaces %1..%9 in `wording` by args (a missing one by nothing).
std::string fillWording(std::string_view wording, const std::vector<std::string>& args);

// An error without a code: its message is also its only field.
inline Error makeError(std::string message) {
    Error e;
    e.args = {message};
    e.message = std::move(message);
    return e;
}

Error makeError(ErrorCode code, std::vector<std::string> args = {});
// The same error, said to have happened at `place` (its message gains the place's prefix).
Error placed(Error error, ErrorPlace place, std::vector<std::string> placeArgs);

// A value or an Error.
template <class T>
class [[nodiscard]] Result : public Expected<T, Error> {
public:
    using Expected<T, Error>::Expected;
    const std::string& message() const { return this->error().message; }
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
