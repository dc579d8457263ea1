#include "core/board/fen.h"

#include <functional>

#include "core/board/fenparts.h"

#include <charconv>
#include <optional>
#include <vector>

#include "core/board/movegen.h"
#include "core/io/transcode.h"

namespace remis {

namespace {
constexpr const char* PieceLetters = "PNBRQKpnbrqk";
}  // namespace

namespace fenparts {

// Built by append: GCC 12 warns falsely (-Wrestrict) on "'" + std::string(...).
// Control characters are written as \xNN so that an error message stays one line.
std::string quoted(std::string_view s) {
    std::string r(1, '\'');
    for (char c : s) {
        auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u != 0x7f) {
            r += c;
            continue;
        }
        r += "\\x";
        r += "0123456789ABCDEF"[u >> 4];
        r += "0123456789ABCDEF"[u & 15];
    }
    r += '\'';
    return r;
}

// Fields are separated by any ASCII white space, so a FEN with a line end still reads.
bool isSpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

std::vector<std::string_view> splitFields(std::string_view fen) {
    std::vector<std::string_view> fields;
    size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && isSpace(fen[i])) ++i;
        size_t start = i;
        while (i < fen.size() && !isSpace(fen[i])) ++i;
        if (i > start) fields.push_back(fen.substr(start, i - start));
    }
    return fields;
}

Error fieldError(int field, ErrorCode code, std::vector<std::string> args) {
    static constexpr const char* Names[6] = {"placement",  "side to move",   "castling",
                                             "en passant", "halfmove clock", "fullmove number"};
    return placed(makeError(code, std::move(args)), ErrorPlace::FenField,
                  {std::to_string(field), Names[field - 1]});
}

std::optional<Error> readPlacement(std::string_view text,
                                   const std::function<void(Piece, Square)>& place) {
    auto err = [](ErrorCode code, std::vector<std::string> args = {}) {
        return fieldError(1, code, std::move(args));
    };
    int rank = 7, file = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (ch == '/') {
            if (file != 8)
                return err(ErrorCode::FenRankWidth,
                           {std::to_string(rank + 1), std::to_string(file)});
            if (--rank < 0) return err(ErrorCode::FenTooManyRanks);
            file = 0;
        } else if (ch >= '1' && ch <= '8') {
            file += ch - '0';
            if (file > 8) return err(ErrorCode::FenRankTooLong, {std::to_string(rank + 1)});
        } else if (const char* p = std::char_traits<char>::find(PieceLetters, 12, ch)) {
            if (file > 7) return err(ErrorCode::FenRankTooLong, {std::to_string(rank + 1)});
            place(Piece(p - PieceLetters), makeSquare(file++, rank));
        } else {
            // The whole character, not its first byte (an "é" read as "Ã": tester).
            const int length = io::utf8SequenceLength(text.substr(i));
            return err(ErrorCode::FenUnknownPiece,
                       {quoted(text.substr(i, length > 1 ? std::size_t(length) : 1))});
        }
    }
    if (rank != 0) return err(ErrorCode::FenRankCount, {std::to_string(8 - rank)});
    if (file != 8) return err(ErrorCode::FenRankWidth, {"1", std::to_string(file)});
    return std::nullopt;
}

std::string writeFen(const FenFields& f) {
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = f.pieceAt(makeSquare(file, rank));
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) fen += char('0' + empty), empty = 0;
            fen += PieceLetters[p];
        }
        if (empty) fen += char('0' + empty);
        if (rank) fen += '/';
    }
    fen += f.side == White ? " w " : " b ";
    if (!f.castling) fen += '-';
    if (f.castling & WhiteKingSide) fen += 'K';
    if (f.castling & WhiteQueenSide) fen += 'Q';
    if (f.castling & BlackKingSide) fen += 'k';
    if (f.castling & BlackQueenSide) fen += 'q';
    fen += ' ' + (f.epSquare == NoSquare ? std::string("-") : squareName(f.epSquare));
    fen += ' ' + std::to_string(f.halfmoveClock) + ' ' + std::to_string(f.fullmoveNumber);
    return fen;
}

}  // namespace fenparts

namespace {

using namespace fenparts;

// Only what makes a position unplayable is rejected: composed positions may have more than
// 8 pawns (the analyser must still rule on them). More than 16 men a side is refused: no
// game reaches it, and it bounds the number of legal moves (see MaxMoves in movegen.h).
std::optional<Error> checkMaterial(const Position& pos) {
    for (Color c : {White, Black}) {
        const std::string name = c == White ? "White" : "Black";
        int kings = popcount(pos.pieces(c, King));
        if (kings != 1)
            return fieldError(1, ErrorCode::FenKingCount, {name, std::to_string(kings)});
        if (popcount(pos.pieces(c)) > 16)
            return fieldError(1, ErrorCode::FenTooManyMen,
                              {name, std::to_string(popcount(pos.pieces(c)))});
    }
    if (Bitboard bad = pos.pieces(Pawn) & (rankBB(0) | rankBB(7)))
        return fieldError(1, ErrorCode::FenPawnOnEdgeRank, {squareName(lsb(bad))});
    return std::nullopt;
}

std::optional<Error> readCastling(std::string_view text, Position& pos) {
    auto err = [](ErrorCode code, std::vector<std::string> args) {
        return fieldError(3, code, std::move(args));
    };
    if (text == "-") return std::nullopt;
    uint8_t rights = 0;
    struct Right {
        char letter;
        CastlingRights right;
        Piece king;
        Square kingSq;
        Piece rook;
        Square rookSq;
    };
    static constexpr Right table[4] = {
        {'K', WhiteKingSide, makePiece(White, King), 4, makePiece(White, Rook), 7},
        {'Q', WhiteQueenSide, makePiece(White, King), 4, makePiece(White, Rook), 0},
        {'k', BlackKingSide, makePiece(Black, King), 60, makePiece(Black, Rook), 63},
        {'q', BlackQueenSide, makePiece(Black, King), 60, makePiece(Black, Rook), 56}};
    for (char ch : text) {
        const Right* r = nullptr;
        for (const Right& candidate : table)
            if (candidate.letter == ch) r = &candidate;
        const std::string letter = quoted(std::string_view(&ch, 1));
        if (!r) return err(ErrorCode::FenCastlingLetter, {letter});
        if (rights & r->right) return err(ErrorCode::FenCastlingTwice, {letter});
        if (pos.pieceOn(r->kingSq) != r->king)
            return err(ErrorCode::FenCastlingNoKing, {letter, squareName(r->kingSq)});
        if (pos.pieceOn(r->rookSq) != r->rook)
            return err(ErrorCode::FenCastlingNoRook, {letter, squareName(r->rookSq)});
        rights |= r->right;
    }
    pos.setCastlingRights(rights);
    return std::nullopt;
}

// The square must lie behind a pawn of the side that just moved, which stood two squares
// further back a move ago: both squares it crossed are now empty.
std::optional<Error> readEnPassant(std::string_view text, Position& pos) {
    auto err = [](ErrorCode code, std::vector<std::string> args) {
        return fieldError(4, code, std::move(args));
    };
    if (text == "-") return std::nullopt;
    Square ep = text.size() == 2 ? parseSquare(text[0], text[1]) : NoSquare;
    if (ep == NoSquare) return err(ErrorCode::FenNotASquare, {quoted(text)});
    Color us = pos.sideToMove(), them = ~us;
    const std::string square(text);
    if (relativeRank(us, ep) != 5)
        return err(ErrorCode::FenEpWrongRank, {square, us == White ? "White" : "Black"});
    int back = us == White ? 8 : -8;
    if (pos.pieceOn(ep - back) != makePiece(them, Pawn))
        return err(ErrorCode::FenEpNoPawn, {square, squareName(ep - back)});
    if (pos.pieceOn(ep) != NoPiece || pos.pieceOn(ep + back) != NoPiece)
        return err(ErrorCode::FenEpNotEmpty,
                   {square, squareName(pos.pieceOn(ep) != NoPiece ? ep : ep + back)});
    pos.setEpCandidate(ep);
    return std::nullopt;
}

// The bounds are Position's own, where makeMove stops counting.
constexpr int MaxHalfmoveClock = Position::MaxHalfmoveClock;
constexpr int MaxFullmoveNumber = Position::MaxFullmoveNumber;

std::optional<int> readNumber(std::string_view text) {
    int value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
    return value;
}

std::optional<Error> readClocks(const std::vector<std::string_view>& f, Position& pos) {
    int halfmove = 0, fullmove = 1;
    if (f.size() > 4) {
        auto n = readNumber(f[4]);
        if (!n) return fieldError(5, ErrorCode::FenNotANumber, {quoted(f[4])});
        if (*n < 0) return fieldError(5, ErrorCode::FenNegative);
        if (*n > MaxHalfmoveClock)
            return fieldError(5, ErrorCode::FenTooLarge,
                              {std::to_string(*n), std::to_string(MaxHalfmoveClock)});
        halfmove = *n;
    }
    if (f.size() > 5) {
        auto n = readNumber(f[5]);
        if (!n) return fieldError(6, ErrorCode::FenNotANumber, {quoted(f[5])});
        if (*n < 1) return fieldError(6, ErrorCode::FenBelowOne);
        if (*n > MaxFullmoveNumber)
            return fieldError(6, ErrorCode::FenTooLarge,
                              {std::to_string(*n), std::to_string(MaxFullmoveNumber)});
        fullmove = *n;
    }
    pos.setClocks(halfmove, fullmove);
    return std::nullopt;
}

std::optional<Error> readFields(const std::vector<std::string_view>& f, Position& pos) {
    if (auto e = readPlacement(f[0], [&pos](Piece p, Square sq) { pos.put(p, sq); })) return e;
    if (auto e = checkMaterial(pos)) return e;
    if (f[1] != "w" && f[1] != "b") return fieldError(2, ErrorCode::FenSideLetter, {quoted(f[1])});
    pos.setSideToMove(f[1] == "w" ? White : Black);
    Color waiting = ~pos.sideToMove();
    if (pos.isAttacked(pos.kingSquare(waiting), pos.sideToMove()))
        return fieldError(2, ErrorCode::FenWaitingSideInCheck,
                          {waiting == White ? "White" : "Black"});
    if (auto e = readCastling(f[2], pos)) return e;
    if (auto e = readEnPassant(f[3], pos)) return e;
    return readClocks(f, pos);
}

}  // namespace

// Fields 5 and 6 (the clocks) may be left out, as in EPD and as people type; they then
// default to 0 and 1.
Result<Position> parseFen(std::string_view fen) {
    auto f = splitFields(fen);
    if (f.size() < 4)
        return fieldError(int(f.size()) + 1,
                          f.empty() ? ErrorCode::FenEmpty : ErrorCode::FenTooFewFields);
    if (f.size() > 6) return makeError(ErrorCode::FenTooManyFields, {quoted(f[6])});
    Position pos = Position::empty();
    if (auto e = readFields(f, pos)) return *e;
    pos.finishSetup();
    if (popcount(pos.checkers()) > 2) return fieldError(1, ErrorCode::FenTooManyCheckers);
    return pos;
}

std::string toFen(const Position& pos) {
    return writeFen({[&pos](Square sq) { return pos.pieceOn(sq); }, pos.sideToMove(),
                     pos.castlingRights(), pos.epSquare(), pos.halfmoveClock(),
                     pos.fullmoveNumber()});
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
