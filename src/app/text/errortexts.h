// ErrorTexts: the core's and the app's errors in the user's language. The core reports a code,
// the fields its wording names and where it happened (core/base/error.h); the wordings here are
// the translatable twins of the core's English ones, so the GUI never shows core English text.
// The app's own failures (app/base/apperror.h) have their wordings here too: one home for
// every error message.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "app/base/apperror.h"
#include "core/base/error.h"

namespace remis::app {

class ErrorTexts {
    Q_DECLARE_TR_FUNCTIONS(remis::app::ErrorTexts)
public:
    // Place and problem: "FEN field 4 (en passant): e3 is impossible with White to move".
    static QString text(const Error& error);
    // An app error with the places it happened in: "move 3 \"Nxe5\": no knight can ...".
    static QString text(const AppError& error);
    // The same as a sentence of its own (the status line, a screen reader): a capital first
    // letter and a full stop, "No king can legally move to e3."
    static QString sentence(const AppError& error);
    // Fills %1..%9 with `args` (each once, whatever they contain).
    static QString fill(const QString& wording, const QStringList& args);

private:
    static QString wording(ErrorCode code);
    static QString wording(ErrorPlace place);
    static QString wording(AppErrorCode code, int count);
    static QString wording(AppErrorPlace place);
    // A field that is an English word of the core (a colour, a piece, a FEN field's name).
    static QString word(const std::string& field);
    // The wording of a code that names a kind of piece, for that piece; empty for others.
    static QString pieceWording(ErrorCode code, const std::string& piece);
    // Why the Laws refuse a move a piece could make (core/rules/refusal.h), with the article.
    static QString refusal(IllegalMoveKind why);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
