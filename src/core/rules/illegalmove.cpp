// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/illegalmove.h"

#include <charconv>
#include <string>
#include <vector>

#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/rules/vocabulary.h"

namespace remis {

namespace {

// What a SAN token names (lenient as parseSan: 0-0, e8Q, Nb1d2, exd6 e.p., +#!? after it).
struct SanShape {
    bool castleShort = false, castleLong = false;
    PieceType piece = Pawn;
    int fromFile = -1, fromRank = -1;
    Square to = NoSquare;
    PieceType promotion = NoPieceType;
};

std::string_view stripped(std::string_view s) {
    for (bool changed = true; changed;) {
        changed = false;
        while (!s.empty() && std::string_view("+#!? ").find(s.back()) != std::string_view::npos)
            s.remove_suffix(1), changed = true;
        for (std::string_view ep : {"e.p.", "ep"})
            if (s.size() > ep.size() + 1 && s.ends_with(ep))
                s.remove_suffix(ep.size()), changed = true;
    }
    return s;
}

std::optional<SanShape> castlingShape(std::string_view s) {
    std::string t;
    for (char c : s)
        if (c != '-') t += c == '0' || c == 'o' ? 'O' : c;
    SanShape shape;
    if (t == "OO")
        shape.castleShort = true;
    else if (t == "OOO")
        shape.castleLong = true;
    else
        return std::nullopt;
    return shape;
}

std::optional<SanShape> readShape(std::string_view s) {
    s = stripped(s);
    if (s.empty()) return std::nullopt;
    if (s[0] == 'O' || s[0] == '0' || s[0] == 'o') return castlingShape(s);
    SanShape p;
    if (PieceType t = sanPieceType(s[0]); t != NoPieceType) p.piece = t, s.remove_prefix(1);
    if (s.size() >= 2 && s[s.size() - 2] == '=') {
        p.promotion = sanPieceType(char(std::toupper(static_cast<unsigned char>(s.back()))));
        s.remove_suffix(2);
    } else if (p.piece == Pawn && s.size() >= 3 &&
               std::isalpha(static_cast<unsigned char>(s.back()))) {
        p.promotion = sanPieceType(char(std::toupper(static_cast<unsigned char>(s.back()))));
        s.remove_suffix(1);
    }
    if (p.promotion == King || s.size() < 2) return std::nullopt;
    p.to = parseSquare(s[s.size() - 2], s[s.size() - 1]);
    if (p.to == NoSquare) return std::nullopt;
    s.remove_suffix(2);
    if (!s.empty() && (s.back() == 'x' || s.back() == ':' || s.back() == '-')) s.remove_suffix(1);
    for (char c : s) {
        if (c >= 'a' && c <= 'h' && p.fromFile < 0)
            p.fromFile = c - 'a';
        else if (c >= '1' && c <= '8' && p.fromRank < 0)
            p.fromRank = c - '1';
        else
            return std::nullopt;
    }
    return p;
}

// The castling a side could physically make: king and rook on their first squares, nothing
// between them (3.8.2.1's "the squares between are vacant"), whatever the rights and checks.
std::optional<Move> physicalCastling(const Position& pos, bool kingSide) {
    const Color us = pos.sideToMove();
    const Square k = us == White ? 4 : 60;
    const Square rook = kingSide ? k + 3 : k - 4;
    if (pos.pieceOn(k) != makePiece(us, King) || pos.pieceOn(rook) != makePiece(us, Rook))
        return std::nullopt;
    if (betweenBB(k, rook) & pos.occupied()) return std::nullopt;
    return Move(k, kingSide ? k + 2 : k - 2, Move::Castling);
}

// Can the piece on `from` physically go to `to` (the enemy king cannot be taken)?
bool physicallyReaches(const Position& pos, Square from, Square to) {
    const Color us = pos.sideToMove();
    const Piece target = pos.pieceOn(to);
    if (target != NoPiece && (colorOf(target) == us || typeOf(target) == King)) return false;
    const PieceType type = typeOf(pos.pieceOn(from));
    if (type != Pawn) return (pieceAttacks(type, us, from, pos.occupied()) & bit(to)) != 0;
    if (pawnAttacks(us, from) & bit(to)) return target != NoPiece;  // en passant: see the header
    const int up = us == White ? 8 : -8;
    if (target != NoPiece) return false;
    if (to == from + up) return true;
    return to == from + 2 * up && relativeRank(us, from) == 1 && pos.pieceOn(from + up) == NoPiece;
}

// An en passant capture that would expose the capturer's own king (a pawn pinned, or both
// pawns shielding the king along their rank): the position keeps no en passant square for
// an illegal capture (9.2.3.1), so the double step is read from the board. Without such a
// pin an e.p.-shaped capture stays an error: nothing says the enemy pawn just moved.
bool pinnedEnPassant(const Position& pos, Square from, Square to) {
    const Color us = pos.sideToMove();
    if (!(pawnAttacks(us, from) & bit(to)) || pos.pieceOn(to) != NoPiece ||
        relativeRank(us, to) != 5)
        return false;
    const Square victim = us == White ? to - 8 : to + 8;
    const Square start = us == White ? to + 8 : to - 8;  // where the enemy pawn stepped from
    if (pos.pieceOn(victim) != makePiece(~us, Pawn) || pos.pieceOn(start) != NoPiece) return false;
    const Bitboard occ = (pos.occupied() ^ bit(from) ^ bit(victim)) | bit(to);
    return (pos.attackersTo(pos.kingSquare(us), occ) & pos.pieces(~us) & ~bit(victim)) != 0;
}

std::vector<Move> physicalCandidates(const Position& pos, const SanShape& p) {
    if (p.castleShort || p.castleLong) {
        if (auto m = physicalCastling(pos, p.castleShort)) return {*m};
        return {};
    }
    const Color us = pos.sideToMove();
    std::vector<Move> found;
    for (Bitboard b = pos.pieces(us, p.piece); b;) {
        const Square from = popLsb(b);
        if ((p.fromFile >= 0 && fileOf(from) != p.fromFile) ||
            (p.fromRank >= 0 && rankOf(from) != p.fromRank))
            continue;
        if (p.piece == Pawn && p.promotion == NoPieceType && pinnedEnPassant(pos, from, p.to)) {
            found.push_back(Move(from, p.to, Move::EnPassant));
            continue;
        }
        if (!physicallyReaches(pos, from, p.to)) continue;
        const bool promotes = p.piece == Pawn && relativeRank(us, p.to) == 7;
        if (promotes != (p.promotion != NoPieceType)) continue;
        found.push_back(promotes ? Move(from, p.to, Move::Promotion, p.promotion)
                                 : Move(from, p.to));
    }
    return found;
}

bool attacked(const Position& pos, Square s, Bitboard occ) {
    return (pos.attackersTo(s, occ) & pos.pieces(~pos.sideToMove())) != 0;
}

IllegalMoveKind castlingFault(const Position& pos, Move m) {
    const Color us = pos.sideToMove();
    const bool kingSide = m.to() > m.from();
    const uint8_t right = us == White ? (kingSide ? WhiteKingSide : WhiteQueenSide)
                                      : (kingSide ? BlackKingSide : BlackQueenSide);
    if (!(pos.castlingRights() & right)) return IllegalMoveKind::CastlingWithoutRight;
    if (pos.inCheck()) return IllegalMoveKind::CastlingOutOfCheck;
    const Bitboard occ = pos.occupied() ^ bit(m.from());
    const Square crossed = kingSide ? m.from() + 1 : m.from() - 1;
    if (attacked(pos, crossed, occ)) return IllegalMoveKind::CastlingThroughCheck;
    return IllegalMoveKind::CastlingIntoCheck;
}

// A piece other than the king moved and its king is attacked after it (3.9): the check it
// stood in was not parried when a piece that gave it still does; else the move itself
// opened a line to the king (a pinned piece, or both pawns of an en passant capture
// leaving the king's rank), even where it parried the check it stood in.
IllegalMoveKind pieceMoveFault(const Position& pos, Move m) {
    const Color us = pos.sideToMove();
    const Square king = pos.kingSquare(us);
    const Bitboard checkers = pos.attackersTo(king, pos.occupied()) & pos.pieces(~us);
    if (!checkers) return IllegalMoveKind::PinnedPieceMoved;
    Position after = pos;
    Position::Undo undo;
    after.makeMove(m, undo);
    const Bitboard attackers = after.attackersTo(king, after.occupied()) & after.pieces(~us);
    return (attackers & checkers) ? IllegalMoveKind::KingLeftInCheck
                                  : IllegalMoveKind::PinnedPieceMoved;
}

}  // namespace

std::optional<PhysicalMove> findPhysicalMove(const Position& pos, std::string_view san) {
    const auto shape = readShape(san);
    if (!shape) return std::nullopt;
    const std::vector<Move> candidates = physicalCandidates(pos, *shape);
    if (candidates.size() != 1) return std::nullopt;  // none, or ambiguous
    const Move m = candidates.front();
    if (isLegal(pos, m)) return std::nullopt;
    if (m.kind() == Move::Castling) return PhysicalMove{m, castlingFault(pos, m)};
    if (typeOf(pos.pieceOn(m.from())) == King)
        return PhysicalMove{m, IllegalMoveKind::KingMovedIntoCheck};
    return PhysicalMove{m, pieceMoveFault(pos, m)};
}

void playPhysicalMove(Position& pos, Move m, Position::Undo& undo) {
    pos.makeMove(m, undo);
}

bool isPositionOfTheLaws(const Position& pos) {
    const Color waiting = ~pos.sideToMove();
    return !(pos.attackersTo(pos.kingSquare(waiting), pos.occupied()) &
             pos.pieces(pos.sideToMove()));
}

std::string_view illegalMoveWords(IllegalMoveKind why) {
    switch (why) {
        case IllegalMoveKind::KingLeftInCheck:
            return "the king was left in check";
        case IllegalMoveKind::KingMovedIntoCheck:
            return "the king moved into check";
        case IllegalMoveKind::PinnedPieceMoved:
            return "a pinned piece moved, leaving the king in check";
        case IllegalMoveKind::CastlingWithoutRight:
            return "castling after the king or that rook had moved";
        case IllegalMoveKind::CastlingOutOfCheck:
            return "castling out of check";
        case IllegalMoveKind::CastlingThroughCheck:
            return "castling through check";
        case IllegalMoveKind::CastlingIntoCheck:
            return "castling into check";
    }
    return {};
}

std::string_view illegalMoveArticle(PlayKind kind, int illegalMovesByThePlayer) {
    if (kind != PlayKind::Standard) return article_no::RapidIllegalMove;
    return illegalMovesByThePlayer >= 2 ? article_no::IllegalMovePenalty
                                        : article_no::IllegalMoveReinstated;
}

namespace {

// Seconds of "300", or nullopt.
std::optional<long> seconds(std::string_view s) {
    long v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || v < 0) return std::nullopt;
    return v;
}

}  // namespace

PlayKind playKindOfTimeControl(std::string_view tc) {
    // The first period decides: "40/7200:3600" (moves/seconds), "300+2" (seconds+increment),
    // "600" (sudden death). "*60" (sandclock) and anything else: standard.
    tc = tc.substr(0, tc.find(':'));
    if (tc.find('/') != std::string_view::npos) return PlayKind::Standard;  // moves in a time
    const std::size_t plus = tc.find('+');
    const auto base = seconds(tc.substr(0, plus));
    const auto increment =
        plus == std::string_view::npos ? std::optional<long>(0) : seconds(tc.substr(plus + 1));
    if (!base || !increment) return PlayKind::Standard;
    const long total = *base + 60 * *increment;
    if (total <= 600) return PlayKind::Blitz;  // B.1: 10 minutes or less
    if (total < 3600) return PlayKind::Rapid;  // A.1: more than 10, less than 60 minutes
    return PlayKind::Standard;
}

}  // namespace remis
