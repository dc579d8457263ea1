#include "gui/window/announcer.h"

#include <QStatusBar>
#include <utility>

#include "app/controller/gamecontroller.h"
#include "app/models/arbitermodel.h"
#include "app/text/piecenames.h"
#include "app/text/ruletexts.h"

namespace remis::gui {

namespace {
constexpr int MoveMessageMs = 8000;
}

Announcer::Announcer(QStatusBar* bar, app::GameController* controller, app::ArbiterModel* arbiter,
                     QObject* parent)
    : QObject(parent), m_bar(bar), m_controller(controller), m_arbiter(arbiter) {
    connect(bar, &QStatusBar::messageChanged, this, [this](const QString& text) {
        if (text.isEmpty()) return;
        m_last = text;
        emit announced(text);
    });
    // Moves played on the board or typed; not the set-up moves of a demonstration or of
    // --moves, which come many at once (they give no clock cue).
    connect(controller, &app::GameController::clockCue, this, [this](app::ClockCue cue) {
        if (cue == app::ClockCue::MovePlayed) m_boardMove = true;
    });
    connect(controller, &app::GameController::moveMade, this, [this](int ply) {
        if (std::exchange(m_boardMove, false)) announce(moveText(ply), MoveMessageMs);
    });
    connect(arbiter, &app::ArbiterModel::offerChanged, this, [this] {
        if (!m_arbiter->offerText().isEmpty()) announce(m_arbiter->offerText(), 0);
    });
}

void Announcer::announce(const QString& text, int ms) {
    if (m_bar->currentMessage() == text) m_bar->clearMessage();  // QStatusBar skips a repeat
    m_bar->showMessage(text, ms);
}

QString Announcer::moveText(int ply) const {
    const Game& game = m_controller->game();
    if (ply < 1 || ply > game.ply()) return {};
    const PlyRecord& record = game.plies()[size_t(ply - 1)];
    const Move m = record.move;
    const QString san = QString::fromStdString(record.san);
    const auto square = [](Square s) { return QString::fromStdString(squareName(s)); };
    QString what;
    if (m.kind() == Move::Castling) {
        what = fileOf(m.to()) > fileOf(m.from()) ? tr("castles kingside") : tr("castles queenside");
    } else {
        // SAN names the piece that moves by its (English) letter; no letter: a pawn.
        const int letter = QStringLiteral("PNBRQK").indexOf(san.left(1));
        const QString piece = app::PieceNames::name(PieceType(qMax(0, letter)));
        what = san.contains(QLatin1Char('x'))
                   ? tr("%1 from %2 takes on %3").arg(piece, square(m.from()), square(m.to()))
                   : tr("%1 from %2 to %3").arg(piece, square(m.from()), square(m.to()));
        if (m.isPromotion())
            what = tr("%1, promotes to %2").arg(what, app::PieceNames::name(m.promotion()));
    }
    if (san.endsWith(QLatin1Char('#')))
        what = tr("%1, checkmate").arg(what);
    else if (san.endsWith(QLatin1Char('+')))
        what = tr("%1, check").arg(what);
    const Color mover =
        ply % 2 == 1 ? game.startPosition().sideToMove() : ~game.startPosition().sideToMove();
    return tr("%1 played %2: %3")
        .arg(app::RuleTexts::colorName(mover), app::RuleTexts::plyLabel(game, ply), what);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
