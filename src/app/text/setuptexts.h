// SetupTexts: the editor checker's problems (core/setup/setupcheck.h) in plain words that
// name the squares and cite the FIDE article where one applies, through tr().
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/setup/setupcheck.h"

namespace remis::app {

class SetupTexts {
    Q_DECLARE_TR_FUNCTIONS(remis::app::SetupTexts)
public:
    static QString text(const setup::Problem& p, const setup::Setup& s);
    static QString severityName(setup::Severity severity);     // "Error", "Warning", "Note"
    static QString square(Square sq);                          // "e4"
    static QString pieceOn(const setup::Setup& s, Square sq);  // "the queen on e8"
    static QString castlingName(CastlingRights right);         // "White castling kingside (K)"
    // Why a castling box is disabled: "no rook on h1", or empty when the right is possible.
    static QString castlingMissing(const setup::Setup& s, CastlingRights right);

private:
    static QString materialText(const setup::Problem& p);
    static QString checkText(const setup::Problem& p, const setup::Setup& s);
    static QString enPassantText(const setup::Problem& p);
    static QString clockText(const setup::Problem& p);
    static QString squareList(const std::vector<Square>& squares, size_t from);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
