#include "core/setup/setup.h"

#include <charconv>

#include "core/board/fen.h"
#include "core/board/fenparts.h"

namespace remis::setup {

namespace {

using namespace fenparts;

std::optional<Error> readPlacement(std::string_view text, Setup& s) {
    return fenparts::readPlacement(text, [&s](Piece p, Square sq) { s.board[sq] = p; });
}

std::optional<Error> readCastling(std::string_view text, Setup& s) {
    if (text == "-") return std::nullopt;
    for (char ch : text) {
        CastlingRights r = ch == 'K'   ? WhiteKingSide
                           : ch == 'Q' ? WhiteQueenSide
                           : ch == 'k' ? BlackKingSide
                           : ch == 'q' ? BlackQueenSide
                                       : NoCastling;
        if (r == NoCastling)
            return fieldError(3, ErrorCode::FenCastlingLetter, {quoted(std::string_view(&ch, 1))});
        if (s.castling & r)
            return fieldError(3, ErrorCode::FenCastlingTwice, {quoted(std::string_view(&ch, 1))});
        s.castling |= r;
    }
    return std::nullopt;
}

std::optional<int> readNumber(std::string_view text) {
    int value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
    return value;
}

std::optional<Error> readClock(std::string_view text, int field, int low, int high, int& out) {
    auto n = readNumber(text);
    if (!n) return fieldError(field, ErrorCode::FenNotANumber, {quoted(text)});
    if (*n < low || *n > high)
        return fieldError(field, ErrorCode::FenOutOfRange,
                          {std::to_string(*n), std::to_string(low), std::to_string(high)});
    out = *n;
    return std::nullopt;
}

std::optional<Error> readFields(const std::vector<std::string_view>& f, Setup& s) {
    if (auto e = readPlacement(f[0], s)) return e;
    if (f[1] != "w" && f[1] != "b") return fieldError(2, ErrorCode::FenSideLetter, {quoted(f[1])});
    s.side = f[1] == "w" ? White : Black;
    if (auto e = readCastling(f[2], s)) return e;
    if (f[3] != "-") {
        s.epSquare = f[3].size() == 2 ? parseSquare(f[3][0], f[3][1]) : NoSquare;
        if (s.epSquare == NoSquare) return fieldError(4, ErrorCode::FenNotASquare, {quoted(f[3])});
    }
    if (f.size() > 4)
        if (auto e = readClock(f[4], 5, 0, MaxHalfmoveClock, s.halfmoveClock)) return e;
    if (f.size() > 5)
        if (auto e = readClock(f[5], 6, 1, MaxFullmoveNumber, s.fullmoveNumber)) return e;
    return std::nullopt;
}

}  // namespace

Setup Setup::start() {
    return fromPosition(Position::startPosition());
}

Setup Setup::fromPosition(const Position& pos) {
    Setup s;
    for (Square sq = 0; sq < 64; ++sq) s.board[sq] = pos.pieceOn(sq);
    s.side = pos.sideToMove();
    s.castling = pos.castlingRights();
    s.epSquare = pos.epSquare();
    s.halfmoveClock = pos.halfmoveClock();
    s.fullmoveNumber = pos.fullmoveNumber();
    return s;
}

int Setup::count(Piece p) const {
    int n = 0;
    for (Piece q : board) n += q == p;
    return n;
}

std::vector<Square> Setup::squaresOf(Piece p) const {
    std::vector<Square> squares;
    for (Square sq = 0; sq < 64; ++sq)
        if (board[sq] == p) squares.push_back(sq);
    return squares;
}

Result<Setup> parseSetupFen(std::string_view fen) {
    const auto f = splitFields(fen);
    if (f.size() < 4)
        return fieldError(int(f.size()) + 1,
                          f.empty() ? ErrorCode::FenEmpty : ErrorCode::FenTooFewFields);
    if (f.size() > 6) return makeError(ErrorCode::FenTooManyFields, {quoted(f[6])});
    Setup s;
    if (auto e = readFields(f, s)) return *e;
    return s;
}

std::string toFen(const Setup& s) {
    return writeFen({[&s](Square sq) { return s.board[sq]; }, s.side, s.castling, s.epSquare,
                     s.halfmoveClock, s.fullmoveNumber});
}

Result<Position> toPosition(const Setup& s) {
    return parseFen(toFen(s));
}

Setup mirrored(const Setup& s) {
    Setup m = s;
    for (Square sq = 0; sq < 64; ++sq)
        m.board[makeSquare(7 - fileOf(sq), rankOf(sq))] = s.board[sq];
    if (s.epSquare != NoSquare) m.epSquare = makeSquare(7 - fileOf(s.epSquare), rankOf(s.epSquare));
    return m;
}

Setup flippedVertically(const Setup& s) {
    Setup m = s;
    for (Square sq = 0; sq < 64; ++sq)
        m.board[makeSquare(fileOf(sq), 7 - rankOf(sq))] = s.board[sq];
    if (s.epSquare != NoSquare) m.epSquare = makeSquare(fileOf(s.epSquare), 7 - rankOf(s.epSquare));
    return m;
}

// The same position seen from the other side: a legal position stays legal, and White's
// rights become Black's.
Setup colorsSwapped(const Setup& s) {
    Setup m = flippedVertically(s);
    for (Piece& p : m.board)
        if (p != NoPiece) p = makePiece(~colorOf(p), typeOf(p));
    m.side = ~s.side;
    m.castling = uint8_t(((s.castling & 3) << 2) | ((s.castling >> 2) & 3));
    return m;
}

const std::array<CastlingHome, 4>& castlingHomes() {
    static const std::array<CastlingHome, 4> homes{{{WhiteKingSide, White, 4, 7},
                                                    {WhiteQueenSide, White, 4, 0},
                                                    {BlackKingSide, Black, 60, 63},
                                                    {BlackQueenSide, Black, 60, 56}}};
    return homes;
}

uint8_t possibleCastlingRights(const Setup& s) {
    uint8_t rights = 0;
    for (const CastlingHome& h : castlingHomes())
        if (s.at(h.kingHome) == makePiece(h.color, King) &&
            s.at(h.rookHome) == makePiece(h.color, Rook))
            rights |= h.right;
    return rights;
}

Setup withoutImpossibleCastling(const Setup& s) {
    Setup m = s;
    m.castling &= possibleCastlingRights(s);
    return m;
}

bool epSquareIsPossible(const Setup& s, Square ep) {
    if (ep == NoSquare || relativeRank(s.side, ep) != 5) return false;
    const int forward = s.side == White ? 8 : -8;  // towards the pawn that just moved
    return s.at(ep - forward) == makePiece(~s.side, Pawn) && s.at(ep) == NoPiece &&
           s.at(ep + forward) == NoPiece;
}

std::vector<Square> possibleEpSquares(const Setup& s) {
    std::vector<Square> squares;
    for (int file = 0; file < 8; ++file) {
        const Square ep = makeSquare(file, s.side == White ? 5 : 2);
        if (epSquareIsPossible(s, ep)) squares.push_back(ep);
    }
    return squares;
}

}  // namespace remis::setup
// SPDX-License-Identifier: GPL-3.0-or-later
