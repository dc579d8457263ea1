#include "core/setup/setupcheck.h"

#include <algorithm>
#include <optional>

#include "core/board/movegen.h"
#include "core/rules/laws.h"
#include "core/setup/setupretro.h"

namespace remis::setup {

namespace {

Problem error(ProblemCode code, Color c = White, std::vector<Square> squares = {}) {
    return Problem{code, Severity::Error, c, std::move(squares)};
}

void checkKings(const Setup& s, std::vector<Problem>& out) {
    for (Color c : {White, Black}) {
        const auto kings = s.squaresOf(makePiece(c, King));
        if (kings.empty()) out.push_back(error(ProblemCode::NoKing, c));
        if (kings.size() > 1) out.push_back(error(ProblemCode::TooManyKings, c, kings));
    }
}

void checkPawnsAndCounts(const Setup& s, std::vector<Problem>& out) {
    std::vector<Square> backRank;
    for (Square sq = 0; sq < 64; ++sq)
        if (s.at(sq) != NoPiece && typeOf(s.at(sq)) == Pawn && (rankOf(sq) == 0 || rankOf(sq) == 7))
            backRank.push_back(sq);
    if (!backRank.empty()) out.push_back(error(ProblemCode::PawnOnBackRank, White, backRank));
    for (Color c : {White, Black}) {
        const int pawns = s.count(makePiece(c, Pawn));
        int men = 0;
        for (Piece p : s.board) men += p != NoPiece && colorOf(p) == c;
        if (pawns > 8) {
            Problem p = error(ProblemCode::TooManyPawns, c);
            p.count = pawns;
            out.push_back(p);
        }
        if (men > 16) {
            Problem p = error(ProblemCode::TooManyPieces, c);
            p.count = men;
            out.push_back(p);
        }
    }
}

// Pieces beyond the starting set (a second queen, a third rook or knight, a second bishop on
// squares of one colour) must be promoted pawns, and a side has at most 8 - pawns of those.
void checkPromotions(const Setup& s, std::vector<Problem>& out) {
    for (Color c : {White, Black}) {
        const int pawns = s.count(makePiece(c, Pawn));
        if (pawns > 8) continue;  // already an error of its own
        int light = 0, dark = 0;
        for (Square sq : s.squaresOf(makePiece(c, Bishop))) (isLightSquare(sq) ? light : dark)++;
        const int needed = std::max(0, s.count(makePiece(c, Queen)) - 1) +
                           std::max(0, s.count(makePiece(c, Rook)) - 2) +
                           std::max(0, s.count(makePiece(c, Knight)) - 2) + std::max(0, light - 1) +
                           std::max(0, dark - 1);
        if (needed > 8 - pawns) {
            Problem p = error(ProblemCode::UnexplainedMaterial, c);
            p.count = needed;
            p.limit = 8 - pawns;
            out.push_back(p);
        }
    }
}

std::vector<Square> withKing(Square king, Bitboard attackers) {
    std::vector<Square> squares{king};
    while (attackers) squares.push_back(popLsb(attackers));
    return squares;
}

void checkChecks(const Setup& s, std::vector<Problem>& out) {
    if (s.count(makePiece(White, King)) != 1 || s.count(makePiece(Black, King)) != 1) return;
    const SetupBoards b(s);
    const Color waiting = ~s.side;
    const Square waitingKing = b.king(waiting);
    if (Bitboard a = b.attackersTo(waitingKing, s.side))
        out.push_back(error(ProblemCode::WaitingSideInCheck, waiting, withKing(waitingKing, a)));
    const Square king = b.king(s.side);
    const Bitboard checkers = b.attackersTo(king, waiting);
    if (popcount(checkers) > 2)
        out.push_back(error(ProblemCode::TripleCheck, s.side, withKing(king, checkers)));
    else if (popcount(checkers) == 2 && !doubleCheckCanArise(b, s.side))
        out.push_back(error(ProblemCode::ImpossibleDoubleCheck, s.side, withKing(king, checkers)));
}

void checkCastling(const Setup& s, std::vector<Problem>& out) {
    for (const CastlingHome& h : castlingHomes()) {
        if (!(s.castling & h.right)) continue;
        if (s.at(h.kingHome) != makePiece(h.color, King)) {
            Problem p = error(ProblemCode::CastlingKingMissing, h.color, {h.kingHome});
            p.right = h.right;
            out.push_back(p);
        }
        if (s.at(h.rookHome) != makePiece(h.color, Rook)) {
            Problem p = error(ProblemCode::CastlingRookMissing, h.color, {h.rookHome});
            p.right = h.right;
            out.push_back(p);
        }
    }
}

// The square's form: the right rank, the pawn in front, both squares it crossed empty.
bool checkEpForm(const Setup& s, std::vector<Problem>& out) {
    const Square ep = s.epSquare;
    const int forward = s.side == White ? 8 : -8;
    if (relativeRank(s.side, ep) != 5) {
        out.push_back(error(ProblemCode::EpWrongRank, s.side, {ep}));
        return false;
    }
    if (s.at(ep - forward) != makePiece(~s.side, Pawn)) {
        out.push_back(error(ProblemCode::EpNoPawn, s.side, {ep, ep - forward}));
        return false;
    }
    if (s.at(ep) != NoPiece || s.at(ep + forward) != NoPiece) {
        const Square occupied = s.at(ep) != NoPiece ? ep : ep + forward;
        out.push_back(error(ProblemCode::EpSquareBlocked, s.side, {ep, occupied}));
        return false;
    }
    return true;
}

Problem note(ProblemCode code, Color c, std::vector<Square> squares) {
    return Problem{code, Severity::Note, c, std::move(squares)};
}

// FIDE 9.2.3.1: the square counts for repetition only if a capture is legal now.
void explainEpCapture(const Setup& s, const Position* pos, std::vector<Problem>& out) {
    const Square ep = s.epSquare;
    std::vector<Square> adjacent{ep};
    for (Square sq : s.squaresOf(makePiece(s.side, Pawn)))
        if (pawnAttacks(s.side, sq) & bit(ep)) adjacent.push_back(sq);
    if (adjacent.size() == 1) {
        out.push_back(note(ProblemCode::EpNoCapturer, s.side, adjacent));
        return;
    }
    if (!pos) return;  // other errors: legality cannot be judged yet
    std::vector<Square> legal{ep};
    for (Move m : legalMoves(*pos))
        if (m.kind() == Move::EnPassant) legal.push_back(m.from());
    if (legal.size() > 1)
        out.push_back(note(ProblemCode::EpCaptureLegal, s.side, legal));
    else
        out.push_back(note(ProblemCode::EpCaptureIllegal, s.side, adjacent));
}

void checkEnPassant(const Setup& s, const Position* pos, std::vector<Problem>& out) {
    if (s.epSquare == NoSquare || !checkEpForm(s, out)) return;
    const int forward = s.side == White ? 8 : -8;
    out.push_back(
        note(ProblemCode::EpLastMove, ~s.side, {s.epSquare + forward, s.epSquare - forward}));
    explainEpCapture(s, pos, out);
    if (s.halfmoveClock != 0) {
        Problem p{ProblemCode::EpWithHalfmoveClock, Severity::Warning, ~s.side, {s.epSquare}};
        p.count = s.halfmoveClock;
        out.push_back(p);
    }
}

// 9.3.2 and 9.6.2 need a game still going: a mate or stalemate on the board ended it first.
void checkClocks(const Setup& s, const Position* pos, std::vector<Problem>& out) {
    const int plies = 2 * (s.fullmoveNumber - 1) + (s.side == Black ? 1 : 0);
    if (s.halfmoveClock > plies) {
        Problem p{ProblemCode::HalfmoveExceedsPlies, Severity::Warning, s.side, {}};
        p.count = s.halfmoveClock;
        p.limit = plies;
        out.push_back(p);
    }
    const bool over = pos && !hasLegalMove(*pos);
    if (s.halfmoveClock < FiftyMovePlies || over) return;
    const bool ended = s.halfmoveClock >= SeventyFiveMovePlies;  // 9.6.2
    Problem p{ended ? ProblemCode::SeventyFiveMoveEnded : ProblemCode::FiftyMoveClaimAvailable,
              ended ? Severity::Warning : Severity::Note,
              s.side,
              {}};
    p.count = s.halfmoveClock;
    out.push_back(p);
}

}  // namespace

std::vector<Problem> checkSetup(const Setup& s) {
    std::vector<Problem> out;
    checkKings(s, out);
    checkPawnsAndCounts(s, out);
    checkPromotions(s, out);
    checkChecks(s, out);
    // Legality of an en passant capture and the end of the game need a real Position, which
    // exists once the placement is sound; castling rights do not change either, so the
    // probe drops the impossible ones (and an impossible e.p. square) to get one.
    std::optional<Position> pos;
    if (!hasErrors(out)) {
        Setup probe = withoutImpossibleCastling(s);
        if (!epSquareIsPossible(s, s.epSquare)) probe.epSquare = NoSquare;
        if (auto r = toPosition(probe)) pos = *r;
    }
    checkCastling(s, out);
    checkEnPassant(s, pos ? &*pos : nullptr, out);
    checkClocks(s, pos ? &*pos : nullptr, out);
    return out;
}

bool hasErrors(const std::vector<Problem>& problems) {
    return std::any_of(problems.begin(), problems.end(),
                       [](const Problem& p) { return p.severity == Severity::Error; });
}

bool contains(const std::vector<Problem>& problems, ProblemCode code) {
    return std::any_of(problems.begin(), problems.end(),
                       [code](const Problem& p) { return p.code == code; });
}

}  // namespace remis::setup
// SPDX-License-Identifier: GPL-3.0-or-later
