// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/controller/loadwarnings.h"

#include "app/text/errortexts.h"
#include "core/board/fen.h"
#include "core/pgn/readeffect.h"

namespace remis::app {
namespace {

// How a repaired line is written when the game is saved, as the user will find it in the
// file; empty when the repair is no one line (a result token added at the end).
QString savedForm(const PgnError& repair, const Position& start) {
    const std::vector<std::string>& args = repair.error.args;
    const auto arg = [&args](std::size_t i) {
        return i < args.size() ? QString::fromStdString(args[i]) : QString();
    };
    switch (repair.error.code) {
        case ErrorCode::PgnTagRepaired:  // %1 the name, %2 the value read, quoted
            return QStringLiteral("[%1 %2]").arg(arg(0), arg(1));
        case ErrorCode::PgnTagKeptAsComment: {  // %1 the line, quoted: a ';' comment
            QString line = arg(0);
            if (line.size() >= 2 && line.startsWith(QLatin1Char('"')) &&
                line.endsWith(QLatin1Char('"')))
                line = line.mid(1, line.size() - 2);
            return QLatin1Char(';') + line;
        }
        case ErrorCode::PgnFullmoveZero:
        case ErrorCode::PgnCastlingDropped:
            return QStringLiteral("[FEN \"%1\"]").arg(QString::fromStdString(toFen(start)));
        default:
            return {};
    }
}

}  // namespace

std::vector<LoadWarning> readWarnings(const PgnGameRead& game, const Position& start,
                                      long firstLine) {
    std::vector<LoadWarning> read;
    for (std::size_t i = 0; i < game.errors.size(); ++i) {
        const PgnError& e = game.errors[i];
        const PgnReadEffect effect = pgnReadEffect(e);
        const bool repaired = effect == PgnReadEffect::Repaired;
        LoadWarning::Kind kind = LoadWarning::Kind::Unread;
        if (repaired)
            kind = LoadWarning::Kind::Repaired;
        else if (effect == PgnReadEffect::Noted)  // read as it is: a note, no box
            kind = LoadWarning::Kind::Note;
        else if (game.stoppedAVariation(i))
            kind = LoadWarning::Kind::UnreadVariation;
        read.push_back({e.line, ErrorTexts::text(withLinesFrom(e, firstLine).error), kind,
                        repaired ? savedForm(e, start) : QString()});
    }
    return read;
}

LoadWarning nullMoveWarning(const PgnGame& tree, std::size_t playable) {
    const PgnNode& null = tree.node(tree.mainline()[playable]);
    const QString move =
        QString::fromStdString(numberedMove(*positionAt(tree, null.parent), null.san));
    return {0,
            GameController::tr("%1 is a null move; the arbiter's rulings stop there").arg(move),
            LoadWarning::Kind::Note,
            {}};
}

}  // namespace remis::app
