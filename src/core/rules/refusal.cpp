// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/refusal.h"

#include <string>

#include "core/board/bitboard.h"
#include "core/board/notation.h"

namespace remis {
namespace {

bool isUciShape(std::string_view s) {
    const auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    const auto rank = [](char c) { return c >= '1' && c <= '8'; };
    return (s.size() == 4 || s.size() == 5) && file(s[0]) && rank(s[1]) && file(s[2]) && rank(s[3]);
}

// A UCI move as the SAN shape findPhysicalMove reads: the piece's letter and both squares
// ("d2f3" for a knight: "Nd2f3"), a king's two-square step as castling.
std::string asSanShape(const Position& pos, std::string_view uci) {
    const Square from = parseSquare(uci[0], uci[1]);
    const Piece piece = pos.pieceOn(from);
    if (piece == NoPiece || colorOf(piece) != pos.sideToMove()) return std::string(uci);
    const PieceType type = typeOf(piece);
    if (type == King && uci[0] == 'e' && (uci[2] == 'g' || uci[2] == 'c') && uci[1] == uci[3])
        return uci[2] == 'g' ? "O-O" : "O-O-O";
    if (type == Pawn) return std::string(uci);
    return std::string(1, "PNBRQK"[type]) + std::string(uci.substr(0, 4));
}

// Several pieces of the kind a SAN names could make the move on the board ("Nd2" with two
// knights) and the Laws forbid it to each for the same reason (the king in check, both
// pinned): that reason, true of every one. None when one of them may make it (the SAN was
// then ambiguous), or when their reasons differ.
std::optional<IllegalMoveKind> sharedFault(const Position& pos, std::string_view san) {
    if (san.empty() || sanPieceType(san[0]) == NoPieceType) return std::nullopt;
    std::optional<IllegalMoveKind> shared;
    for (Bitboard ours = pos.pieces(pos.sideToMove(), sanPieceType(san[0])); ours;) {
        const std::string named =
            std::string(san.substr(0, 1)) + squareName(popLsb(ours)) + std::string(san.substr(1));
        const std::optional<PhysicalMove> one = findPhysicalMove(pos, named);
        if (!one) {
            if (parseSan(pos, named)) return std::nullopt;  // this one may: no reason to give
            continue;                                       // this one cannot reach it at all
        }
        if (shared && *shared != one->why) return std::nullopt;
        shared = one->why;
    }
    return shared;
}

}  // namespace

std::optional<IllegalMoveKind> whyRefused(const Position& pos, std::string_view sanOrUci) {
    if (isUciShape(sanOrUci)) {
        const std::optional<PhysicalMove> physical =
            findPhysicalMove(pos, asSanShape(pos, sanOrUci));
        return physical ? std::optional(physical->why) : std::nullopt;
    }
    if (const std::optional<PhysicalMove> physical = findPhysicalMove(pos, sanOrUci))
        return physical->why;
    return sharedFault(pos, sanOrUci);
}

std::string_view refusalWords(IllegalMoveKind why) {
    switch (why) {
        case IllegalMoveKind::KingLeftInCheck:
            return "the king is in check, and this move does not get it out of check";
        case IllegalMoveKind::KingMovedIntoCheck:
            return "the king would move into check";
        case IllegalMoveKind::PinnedPieceMoved:
            return "the move would expose its king to check";
        case IllegalMoveKind::CastlingWithoutRight:
            return "the king or that rook has already moved";
        case IllegalMoveKind::CastlingOutOfCheck:
            return "the king is in check, and castling cannot get it out of check";
        case IllegalMoveKind::CastlingThroughCheck:
            return "the king would cross a square that is attacked";
        case IllegalMoveKind::CastlingIntoCheck:
            return "the king would castle into check";
    }
    return {};
}

std::string withRefusalReason(const Position& pos, std::string_view sanOrUci, std::string message) {
    const std::optional<IllegalMoveKind> why = whyRefused(pos, sanOrUci);
    if (!why) return message;
    message.append(" (").append(refusalWords(*why)).append("; FIDE ");
    return message.append(refusalArticle(*why)).append(")");
}

std::string_view refusalArticle(IllegalMoveKind why) {
    switch (why) {
        case IllegalMoveKind::CastlingWithoutRight:
            return "3.8.2.1";
        case IllegalMoveKind::CastlingOutOfCheck:
        case IllegalMoveKind::CastlingThroughCheck:
        case IllegalMoveKind::CastlingIntoCheck:
            return "3.8.2.2";
        default:
            return "3.9";
    }
}

}  // namespace remis
