#include "core/base/error.h"

#include <iterator>
#include <string_view>

namespace remis {

namespace {

// In the order of ErrorCode.
constexpr const char* CodeWordings[] = {
    "%1",  // Other: the message itself
    "empty move",
    "not a move: bad promotion piece",
    "not a move: no destination square",
    "not a move: unexpected '%1'",
    "kingside castling is not legal here",
    "queenside castling is not legal here",
    "a pawn reaching the last rank must promote (add =Q, =R, =B or =N)",
    "a promotion must be to a queen, rook, bishop or knight and only on the last rank",
    "no %1 can legally move to %2",
    "no %1 on the board to move to %2",
    "ambiguous: could be %1",
    "not a UCI move (like e2e4 or e7e8q)",
    "bad promotion letter (use q, r, b or n)",
    "a pawn reaching the last rank must promote (add q, r, b or n)",
    "no piece on %1",
    "the piece on %1 is not the side to move's",
    "the %1 on %2 cannot legally move to %3",
    "%1 is not a legal move",
    "the game ended at ply %1",
    "a null move is impossible while in check",
    "missing, the FEN is empty",
    "missing; a FEN has at least 4 fields (placement, side to move, castling, en passant)",
    "FEN field 7: unexpected %1; a FEN has at most 6 fields",
    "rank %1 has %2 squares, not 8",
    "rank %1 has more than 8 squares",
    "more than 8 ranks",
    "has %1 ranks, not 8",
    "unknown piece letter %1",
    "%1 has %2 kings, not exactly 1",
    "%1 has %2 men, more than 16",
    "a pawn on %1 (pawns cannot stand on the first or last rank)",
    "the king is in check from more than two pieces",
    "%1 is not w or b",
    "%1 is in check but it is not %1's move",
    "unknown letter %1 (use K, Q, k, q or -)",
    "%1 given twice",
    "%1 but the king is not on %2",
    "%1 but no rook on %2",
    "%1 is not a square or -",
    "%1 is impossible with %2 to move",
    "%1 is impossible: no pawn on %2 that just moved two squares",
    "%1 is impossible: %2 is not empty",
    "%1 is not a number",
    "is negative",
    "%1 is too large (at most %2)",
    "must be at least 1",
    "%1 is out of range (%2 to %3)",
    "time control: empty",
    "time control: unknown ('?')",
    "time control: simple (d) and Bronstein (b) delay mixed",
    "expected a time",
    "sandclock periods are not supported",
    "bad move count",
    "bad time in seconds",
    "bad increment",
    "bad delay",
    "unexpected '%1'",
    "time control period 1: the first period needs a time above 0",
    "time control period %1: only the last period may omit the move count",
    "clock: press before the clock was started",
    "unknown style \"%1\" (styles: %2)",
    "size must be from %1 to %2 pixels",
    "a marked square is off the board",
    "an arrow leaves the board",
    "the last move leaves the board",
    "unexpected %1",
    "malformed tag: %1",
    "unterminated tag: %1",
    "comment too long: %1",
    "tag line too long: %1",
    "token too long: %1",
    "unterminated comment",
    "NAG out of range: %1",
    "unknown annotation %1",
    "variations nested deeper than %1 skipped",
    "unmatched ')'",
    "unterminated variation",
    "game has no result",
    "a variation before any move",
    "fullmove number 0 read as 1",
    "castling rights %1 dropped: the king or rook is not on its home square",
    "malformed tag %1 read as %2",
    "not a tag, kept as a comment: %1",
    "a second FEN tag, kept as written but not read: the game starts from the FEN tag on line %1",
};
static_assert(std::size(CodeWordings) == std::size_t(ErrorCode::PgnFenTagNotRead) + 1,
              "one wording per ErrorCode");

constexpr const char* PlaceWordings[] = {
    "",     "FEN field %1 (%2): ", "time control period %1 '%2': ",
    "%1: ", "move %1 \"%2\": ",    "FEN tag: ",
};
static_assert(std::size(PlaceWordings) == std::size_t(ErrorPlace::FenTag) + 1,
              "one wording per ErrorPlace");

}  // namespace

const char* englishWording(ErrorCode code) {
    return CodeWordings[std::size_t(code)];
}

const char* englishWording(ErrorPlace place) {
    return PlaceWordings[std::size_t(place)];
}

std::string fillWording(std::string_view wording, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(wording.size() + 16);
    for (std::size_t i = 0; i < wording.size(); ++i) {
        const char c = wording[i];
        if (c == '%' && i + 1 < wording.size() && wording[i + 1] >= '1' && wording[i + 1] <= '9') {
            const std::size_t index = std::size_t(wording[++i] - '1');
            if (index < args.size()) out += args[index];
            continue;
        }
        out += c;
    }
    return out;
}

Error makeError(ErrorCode code, std::vector<std::string> args) {
    Error e;
    e.code = code;
    e.message = fillWording(englishWording(code), args);
    e.args = std::move(args);
    return e;
}

Error placed(Error error, ErrorPlace place, std::vector<std::string> placeArgs) {
    error.message = fillWording(englishWording(place), placeArgs) + error.message;
    error.place = place;
    error.placeArgs = std::move(placeArgs);
    return error;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
