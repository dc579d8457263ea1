#include "core/board/notation.h"

#include <cctype>
#include <cstdlib>
#include <optional>
#include <vector>

#include "core/board/movegen.h"
#include "core/io/transcode.h"

namespace remis {

namespace {

constexpr const char* PieceChars = "PNBRQK";
constexpr const char* PieceNames[6] = {"pawn", "knight", "bishop", "rook", "queen", "king"};

PieceType promotionFromLetter(char c) {
    PieceType t = sanPieceType(char(std::toupper(static_cast<unsigned char>(c))));
    return t == King ? NoPieceType : t;
}

std::string disambiguation(const Position& pos, Move m) {
    PieceType type = typeOf(pos.pieceOn(m.from()));
    bool clash = false, sameFile = false, sameRank = false;
    for (Move other : legalMoves(pos)) {
        if (other.to() != m.to() || other.from() == m.from() ||
            typeOf(pos.pieceOn(other.from())) != type)
            continue;
        clash = true;
        sameFile |= fileOf(other.from()) == fileOf(m.from());
        sameRank |= rankOf(other.from()) == rankOf(m.from());
    }
    if (!clash) return "";
    if (!sameFile) return std::string(1, char('a' + fileOf(m.from())));
    if (!sameRank) return std::string(1, char('1' + rankOf(m.from())));
    return squareName(m.from());
}

// What the user wrote, split into its parts. Empty optionals mean "not given".
struct SanParts {
    bool castleShort = false, castleLong = false;
    PieceType piece = Pawn;
    std::optional<int> fromFile, fromRank;
    Square to = NoSquare;
    PieceType promotion = NoPieceType;
};

constexpr bool isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

std::string_view stripDecorations(std::string_view s) {
    // Most moves end in a square or a promotion piece: nothing below would strip them.
    if (s.empty()) return s;
    if (char c = s.back();
        c != '!' && c != '?' && c != '+' && c != '#' && c != ' ' && c != '.' && c != 'p')
        return s;
    auto endsWith = [&](std::string_view suffix) {
        return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
    };
    bool changed = true;
    while (changed && !s.empty()) {
        changed = false;
        while (!s.empty() && (s.back() == '!' || s.back() == '?' || s.back() == '+' ||
                              s.back() == '#' || s.back() == ' '))
            s.remove_suffix(1), changed = true;
        for (std::string_view ep : {"e.p.", "ep"})
            if (endsWith(ep) && s.size() > ep.size() + 1)
                s.remove_suffix(ep.size()), changed = true;
    }
    return s;
}

std::optional<SanParts> parseCastling(std::string_view s) {
    if (s.empty() || (s[0] != 'O' && s[0] != '0' && s[0] != 'o')) return std::nullopt;
    std::string t;
    for (char c : s)
        if (c != '-') t += char(std::toupper(static_cast<unsigned char>(c == '0' ? 'O' : c)));
    SanParts p;
    if (t == "OO")
        p.castleShort = true;
    else if (t == "OOO")
        p.castleLong = true;
    else
        return std::nullopt;
    return p;
}

// The origin written between the piece and the square ("b", "1", "b1"): npos, or the index
// of the first character that is not one.
std::size_t readOrigin(std::string_view s, SanParts& p) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c >= 'a' && c <= 'h' && !p.fromFile)
            p.fromFile = c - 'a';
        else if (c >= '1' && c <= '8' && !p.fromRank)
            p.fromRank = c - '1';
        else
            return i;
    }
    return std::string_view::npos;
}

// Reads s into p. On a problem, returns false with its code (and the offending character
// for UnexpectedCharacter); splitSan builds the Error only then, so the usual move costs no
// allocation.
bool readSanParts(std::string_view s, SanParts& p, ErrorCode& problem, const char*& unexpected) {
    if (auto c = parseCastling(s)) {
        p = *c;
        return true;
    }
    if (PieceType piece = s.empty() ? NoPieceType : sanPieceType(s[0]); piece != NoPieceType)
        p.piece = piece, s.remove_prefix(1);
    size_t eq = 0;  // a loop, not find(): moves are a few letters, a library call costs more
    while (eq < s.size() && s[eq] != '=') ++eq;
    if (eq != s.size()) {
        if (eq + 2 != s.size() || promotionFromLetter(s[eq + 1]) == NoPieceType)
            return problem = ErrorCode::BadPromotionPiece, false;
        p.promotion = promotionFromLetter(s[eq + 1]);
        s = s.substr(0, eq);
    } else if (p.piece == Pawn && s.size() >= 3 && isAsciiLetter(s.back()) &&
               s[s.size() - 2] >= '0' && s[s.size() - 2] <= '9') {
        p.promotion = promotionFromLetter(s.back());  // e8Q, e8q
        if (p.promotion == NoPieceType) return problem = ErrorCode::BadPromotionPiece, false;
        s.remove_suffix(1);
    }
    if (s.size() < 2 || (p.to = parseSquare(s[s.size() - 2], s[s.size() - 1])) == NoSquare)
        return problem = ErrorCode::NoDestinationSquare, false;
    s.remove_suffix(2);
    if (!s.empty() && (s.back() == 'x' || s.back() == ':' || s.back() == '-')) s.remove_suffix(1);
    if (const std::size_t bad = readOrigin(s, p); bad != std::string_view::npos)
        return problem = ErrorCode::UnexpectedCharacter, unexpected = s.data() + bad, false;
    return true;
}

// The whole character at `at` in s, as the user typed it: a figurine "♘" is three bytes in
// UTF-8, and its first byte alone was read as "â" (tester).
std::string characterAt(std::string_view s, const char* at) {
    const std::string_view rest = s.substr(std::size_t(at - s.data()));
    const int length = io::utf8SequenceLength(rest);
    return std::string(rest.substr(0, length > 1 ? std::size_t(length) : 1));
}

// The shapes of almost every move in a file, read in one pass: an optional piece letter, an
// optional file and rank, an optional capture mark and the square, with check marks after
// it ("e4", "exd5", "Nbd2", "Qh4xe1+"). The parts are those readSanParts gives for them;
// anything else (castling, promotion, glyphs, a mistake) returns false and goes that way.
bool readPlainSan(std::string_view s, SanParts& p) {
    std::size_t n = s.size();
    while (n > 0 && (s[n - 1] == '+' || s[n - 1] == '#')) --n;
    if (n < 2) return false;
    const char file = s[n - 2], rank = s[n - 1];
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return false;
    p.to = makeSquare(file - 'a', rank - '1');
    std::size_t i = 0, end = n - 2;
    if (const PieceType piece = sanPieceType(s[0]); piece != NoPieceType && end > 0)
        p.piece = piece, i = 1;
    if (end > i && (s[end - 1] == 'x' || s[end - 1] == ':' || s[end - 1] == '-')) --end;
    return readOrigin(s.substr(i, end - i), p) == std::string_view::npos;
}

Result<SanParts> splitSan(std::string_view s) {
    SanParts p;
    ErrorCode problem = ErrorCode::Other;
    const char* unexpected = nullptr;
    if (readSanParts(s, p, problem, unexpected)) return p;
    if (problem == ErrorCode::UnexpectedCharacter)
        return makeError(problem, {characterAt(s, unexpected)});
    return makeError(problem);
}

bool matches(const Position& pos, Move m, const SanParts& p) {
    if (m.kind() == Move::Castling)
        return (p.castleShort && m.to() > m.from()) || (p.castleLong && m.to() < m.from());
    if (p.castleShort || p.castleLong) return false;
    if (m.to() != p.to || typeOf(pos.pieceOn(m.from())) != p.piece) return false;
    if (p.fromFile && fileOf(m.from()) != *p.fromFile) return false;
    if (p.fromRank && rankOf(m.from()) != *p.fromRank) return false;
    if (m.isPromotion()) return m.promotion() == p.promotion;
    return p.promotion == NoPieceType;
}

// Candidate origins for a pawn reaching p.to: one capture origin when a file is given,
// else the one- or two-step push origin.
std::optional<Move> pawnCandidate(const Position& pos, const SanParts& p) {
    Color us = pos.sideToMove();
    int up = us == White ? 8 : -8;
    Square from = NoSquare;
    if (p.fromFile) {
        if (!(pos.pieces(~us) & bit(p.to)) || std::abs(*p.fromFile - fileOf(p.to)) != 1)
            return std::nullopt;  // ep: slow path
        from = p.to - up + (*p.fromFile - fileOf(p.to));
    } else if (pos.pieceOn(p.to) == NoPiece) {
        from = p.to - up;
        if (from >= 0 && from < 64 && pos.pieceOn(from) == NoPiece && relativeRank(us, p.to) == 3)
            from -= up;
    }
    if (from < 0 || from >= 64 || pos.pieceOn(from) != makePiece(us, Pawn)) return std::nullopt;
    if (p.fromRank && rankOf(from) != *p.fromRank) return std::nullopt;
    bool promotes = relativeRank(us, p.to) == 7;
    if (promotes != (p.promotion != NoPieceType)) return std::nullopt;
    return promotes ? Move(from, p.to, Move::Promotion, p.promotion) : Move(from, p.to);
}

// Finds the move without generating every legal move: the pieces of that kind that attack
// the target, each checked for pins and checks. Anything unusual (castling, en passant,
// no or several matches) returns nullopt and takes the slow path with its precise errors.
// Castling as the generator allows it (3.8.2): the right, not in check, the squares between
// king and rook empty, the squares the king crosses not attacked. Otherwise the slow path
// says why not.
std::optional<Move> castlingMove(const Position& pos, bool kingSide) {
    Color us = pos.sideToMove();
    uint8_t right = us == White ? (kingSide ? WhiteKingSide : WhiteQueenSide)
                                : (kingSide ? BlackKingSide : BlackQueenSide);
    if (!(pos.castlingRights() & right) || pos.inCheck()) return std::nullopt;
    Square k = us == White ? 4 : 60;
    Bitboard between = kingSide ? bit(k + 1) | bit(k + 2) : bit(k - 1) | bit(k - 2) | bit(k - 3);
    if (pos.occupied() & between) return std::nullopt;
    Bitboard occ = pos.occupied() ^ bit(k);
    for (Square s : {kingSide ? k + 1 : k - 1, kingSide ? k + 2 : k - 2})
        if (pos.attackersTo(s, occ) & pos.pieces(~us)) return std::nullopt;
    return Move(k, kingSide ? k + 2 : k - 2, Move::Castling);
}

std::optional<Move> findSanMove(const Position& pos, const SanParts& p) {
    if (p.castleShort || p.castleLong) return castlingMove(pos, p.castleShort);
    Color us = pos.sideToMove();
    if (p.piece == Pawn) {
        auto m = pawnCandidate(pos, p);
        if (m && isLegalIfPseudoLegal(pos, *m)) return m;
        return std::nullopt;
    }
    if (p.promotion != NoPieceType || (pos.pieces(us) & bit(p.to))) return std::nullopt;
    Bitboard ours = pos.pieces(us, p.piece), occ = pos.occupied(), candidates = 0;
    if (p.piece == Knight || p.piece == King)
        candidates = pieceAttacks(p.piece, us, p.to, occ) & ours;
    if (p.piece == Bishop || p.piece == Queen)
        candidates |= slidersReaching(p.to, bishopAttacksEmpty(p.to), ours, occ);
    if (p.piece == Rook || p.piece == Queen)
        candidates |= slidersReaching(p.to, rookAttacksEmpty(p.to), ours, occ);
    if (p.fromFile) candidates &= fileBB(*p.fromFile);
    if (p.fromRank) candidates &= rankBB(*p.fromRank);
    std::optional<Move> found;
    while (candidates) {
        Move m(popLsb(candidates), p.to);
        if (!isLegalIfPseudoLegal(pos, m)) continue;
        if (found) return std::nullopt;  // ambiguous: the slow path names both
        found = m;
    }
    return found;
}

Error noMatch(const Position& pos, const SanParts& p) {
    if (p.castleShort || p.castleLong)
        return makeError(p.castleShort ? ErrorCode::KingsideCastlingIllegal
                                       : ErrorCode::QueensideCastlingIllegal);
    for (Move m : legalMoves(pos)) {
        SanParts loose = p;
        loose.promotion = m.isPromotion() ? m.promotion() : NoPieceType;
        if (matches(pos, m, loose))
            return makeError(p.promotion == NoPieceType ? ErrorCode::MustPromoteSan
                                                        : ErrorCode::BadPromotion);
    }
    // A move that names its piece by file or square ("exd5", "Nfd2") is about that piece:
    // another of its kind may well reach the square ("cxd5").
    Bitboard named = pos.pieces(pos.sideToMove(), p.piece);
    if (p.fromFile) named &= fileBB(*p.fromFile);
    if (p.fromRank) named &= rankBB(*p.fromRank);
    if ((p.fromFile || p.fromRank) && named && !(named & (named - 1)))
        return makeError(ErrorCode::PieceCannotMoveTo,
                         {PieceNames[p.piece], squareName(lsb(named)), squareName(p.to)});
    const bool own = pos.pieces(pos.sideToMove(), p.piece) != 0;
    return makeError(own ? ErrorCode::NoPieceCanMoveTo : ErrorCode::NoPieceToMoveTo,
                     {PieceNames[p.piece], squareName(p.to)});
}

}  // namespace

std::string toUci(Move m) {
    if (m.isNone()) return "0000";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion()) s += char(std::tolower(PieceChars[m.promotion()]));
    return s;
}

std::string toSan(const Position& pos, Move m) {
    std::string san;
    if (m.kind() == Move::Castling) {
        san = m.to() > m.from() ? "O-O" : "O-O-O";
    } else {
        PieceType type = typeOf(pos.pieceOn(m.from()));
        bool capture = pos.isCapture(m);
        if (type == Pawn) {
            if (capture) san += char('a' + fileOf(m.from()));
        } else {
            san += PieceChars[type];
            san += disambiguation(pos, m);
        }
        if (capture) san += 'x';
        san += squareName(m.to());
        if (m.isPromotion()) san += std::string("=") + PieceChars[m.promotion()];
    }
    Position next = pos.after(m);
    // A king gives no check: after a king move that stood though illegal (7.5), the two
    // kings may stand side by side, and that is written "Kf7", not "Kf7+".
    const Bitboard checkers = next.checkers() & ~next.pieces(~next.sideToMove(), King);
    if (checkers) san += hasLegalMove(next) ? "+" : "#";
    return san;
}

Result<Move> parseUci(const Position& pos, std::string_view text) {
    if (text.size() < 4 || text.size() > 5) return makeError(ErrorCode::NotUciMove);
    Square from = parseSquare(text[0], text[1]), to = parseSquare(text[2], text[3]);
    if (from == NoSquare || to == NoSquare) return makeError(ErrorCode::NotUciMove);
    PieceType promo = text.size() == 5 ? promotionFromLetter(text[4]) : NoPieceType;
    if (text.size() == 5 && promo == NoPieceType) return makeError(ErrorCode::BadUciPromotion);
    for (Move m : legalMoves(pos)) {
        if (m.from() != from || m.to() != to) continue;
        if (m.isPromotion() ? m.promotion() == promo : promo == NoPieceType) return m;
        if (m.isPromotion() && promo == NoPieceType) return makeError(ErrorCode::MustPromoteUci);
    }
    Piece p = pos.pieceOn(from);
    if (p == NoPiece) return makeError(ErrorCode::NoPieceOn, {squareName(from)});
    if (colorOf(p) != pos.sideToMove())
        return makeError(ErrorCode::NotSideToMovesPiece, {squareName(from)});
    return makeError(ErrorCode::PieceCannotMoveTo,
                     {PieceNames[typeOf(p)], squareName(from), squareName(to)});
}

Result<Move> parseSan(const Position& pos, std::string_view text) {
    SanParts parts;
    if (readPlainSan(text, parts)) {
        if (auto m = findSanMove(pos, parts)) return *m;
    } else {
        std::string_view s = stripDecorations(text);
        ErrorCode problem = ErrorCode::Other;
        const char* unexpected = nullptr;
        if (!s.empty() && readSanParts(s, parts, problem, unexpected))
            if (auto m = findSanMove(pos, parts)) return *m;
    }
    return parseSan(pos, text, legalMoves(pos));  // the slow path, with its precise errors
}

Result<Move> parseSan(const Position& pos, std::string_view text, const MoveList& legal) {
    std::string_view s = stripDecorations(text);
    if (s.empty()) return makeError(ErrorCode::EmptyMove);
    auto parts = splitSan(s);
    if (!parts) return parts.error();  // its wording says "not a move: ..."
    Move found[2];
    int count = 0;
    for (Move m : legal)
        if (matches(pos, m, *parts) && count < 2) found[count++] = m;
    if (count == 1) return found[0];
    if (count == 0) return noMatch(pos, *parts);
    std::string options;
    for (Move m : legal)
        if (matches(pos, m, *parts)) options += (options.empty() ? "" : " or ") + toSan(pos, m);
    return makeError(ErrorCode::AmbiguousMove, {options});
}

Result<Move> parseMove(const Position& pos, std::string_view text) {
    std::string_view s = stripDecorations(text);
    bool looksUci = (s.size() == 4 || s.size() == 5) && parseSquare(s[0], s[1]) != NoSquare &&
                    parseSquare(s[2], s[3]) != NoSquare;
    if (looksUci) return parseUci(pos, s);
    return parseSan(pos, text);
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
