// SPDX-License-Identifier: GPL-3.0-or-later
// LocalNotation: moves in the user's language. Each language writes SAN with its own piece
// letters (German S L T D K, Spanish C A T D R for knight, bishop, rook, queen, king); the
// letters come from the translation ("NBRQK" translated), so a translator adds a language
// without code. Typed moves are read in the local letters (English ones too where they do not
// clash: in Spanish R is the king); what is shown can use the local letters or figurines. PGN
// files stay in English SAN (PGN standard 8.2.3), so these are used only where people type
// and read.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "app/base/apperror.h"

namespace remis::app {

class LocalNotation {
    Q_DECLARE_TR_FUNCTIONS(remis::app::LocalNotation)
public:
    enum class Style { English, Local, Figurines };
    // The style as kept in the settings ("english", "local", "figurines") and back; an
    // unknown name is the default, the user's letters.
    static QString styleId(Style style);
    static Style styleFromId(const QString& id);

    static QString letters();  // knight, bishop, rook, queen, king in the user's language
    // Pawn, knight, bishop, rook, queen, king in the user's language, as a position editor
    // takes them ("PNBRQK"; German "BSLTDK", Spanish "PCATDR").
    static QString pieceLetters();
    // A typed move in local letters or figurines as English SAN ("Sf3" -> "Nf3", "e8=D" ->
    // "e8=Q", "♞f6" -> "Nf6"). Text that is not a piece move (UCI, castling, pawn moves) is
    // returned as it is.
    static QString toEnglish(const QString& typed);
    static QString toEnglish(const QString& typed, const QString& localLetters);
    // English SAN as shown: "Nf3" -> "Sf3" (Local) or "♘f3" (Figurines).
    static QString show(const QString& san, Style style);
    static QString show(const QString& san, Style style, const QString& localLetters);
    // A line of moves with their numbers ("12.Kf2 Kd7 13.Qe4#") shown in `style`, word by word.
    static QString showLine(const QString& line, Style style);
    // The notation of the app's sentences (the arbiter's texts, the Rules School), as chosen in
    // View > Move Notation; Local (the user's letters) until it is chosen.
    static void setTextStyle(Style style);
    static Style textStyle();
    // English SAN, or a numbered line of it, as those sentences show it: every move a sentence
    // names goes through here, so that none is left in English letters ("nach 2...Sg8").
    static QString inText(const QString& san);
    static QString lineInText(const QString& line);
    // A refusal of a typed move with the moves it names shown in `style`: "ambiguous: could
    // be Sbd2 oder Sfd2" where the core names "Nbd2 or Nfd2"; other errors as they are.
    static AppError shown(const AppError& error, Style style);
};

}  // namespace remis::app
