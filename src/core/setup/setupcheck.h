// The position editor's checker: every problem of a Setup at once, as values (a code, the
// colour, the squares involved, numbers), so that the GUI words and translates them and can
// name the squares. Errors make the position unplayable (the FEN reader would refuse it or
// no game could reach it); warnings say that something is odd but playable; notes explain.
#pragma once

#include <vector>

#include "core/setup/setup.h"

namespace remis::setup {

enum class Severity { Error, Warning, Note };

enum class ProblemCode {
    // Errors: material and placement.
    NoKing,               // color
    TooManyKings,         // color, squares = the kings
    PawnOnBackRank,       // squares = the pawns
    TooManyPawns,         // color, count
    TooManyPieces,        // color, count
    UnexplainedMaterial,  // color, count = promotions needed, limit = promotions possible
    // Errors: checks.
    WaitingSideInCheck,     // color = the side in check, squares = king then attackers
    TripleCheck,            // color = the side in check, squares = king then attackers
    ImpossibleDoubleCheck,  // color = the side in check, squares = king then the two checkers
    // Errors: castling (with a one-click fix, withoutImpossibleCastling()).
    CastlingKingMissing,  // color, right, squares = {king home}
    CastlingRookMissing,  // color, right, squares = {rook home}
    // Errors: en passant.
    EpWrongRank,      // squares = {ep}; color = the side to move
    EpNoPawn,         // squares = {ep, where the pawn should stand}
    EpSquareBlocked,  // squares = {ep, the occupied square}
    // Notes on a possible en passant square.
    EpLastMove,        // squares = {from, to}: "e.p. on d6 means Black just played d7-d5"
    EpCaptureLegal,    // squares = {ep, the capturing pawns...}: it counts for 9.2.3.1
    EpCaptureIllegal,  // squares = {ep, pawns that could not take...}: it does not count
    EpNoCapturer,      // squares = {ep}: no pawn beside it, the square does not count
    // Warnings: clocks.
    HalfmoveExceedsPlies,     // count = halfmove clock, limit = plies the move number allows
    EpWithHalfmoveClock,      // count = halfmove clock
    FiftyMoveClaimAvailable,  // count = halfmove clock (9.3.2)
    SeventyFiveMoveEnded,     // count = halfmove clock (9.6.2)
};

struct Problem {
    ProblemCode code;
    Severity severity;
    Color color = White;
    std::vector<Square> squares;
    int count = 0;
    int limit = 0;
    CastlingRights right = NoCastling;
    bool operator==(const Problem&) const = default;
};

std::vector<Problem> checkSetup(const Setup& s);
bool hasErrors(const std::vector<Problem>& problems);
bool contains(const std::vector<Problem>& problems, ProblemCode code);

}  // namespace remis::setup
// SPDX-License-Identifier: GPL-3.0-or-later
