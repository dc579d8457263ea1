#include "gui/window/announcer.h"

#include <QStatusBar>
#include <QStringList>
#include <utility>

#include "app/controller/gamecontroller.h"
#include "app/models/arbitermodel.h"
#include "app/services/clockdriver.h"
#include "app/text/articles.h"
#include "app/text/clocktexts.h"
#include "app/text/movewords.h"
#include "app/text/ruletexts.h"
#include "core/board/notation.h"
#include "gui/window/liveregion.h"

namespace remis::gui {

namespace {
constexpr int MoveMessageMs = 8000;
}  // namespace

Announcer::Announcer(QStatusBar* bar, app::GameController* controller, app::ArbiterModel* arbiter,
                     QObject* parent)
    : QObject(parent),
      m_bar(bar),
      m_controller(controller),
      m_arbiter(arbiter),
      m_region(new LiveRegion(bar->parentWidget())) {
    // Moves played on the board or typed; not the set-up moves of a demonstration or of
    // --moves, which come many at once (they give no clock cue).
    connect(controller, &app::GameController::clockCue, this, [this](app::ClockCue cue) {
        if (cue == app::ClockCue::MovePlayed) m_boardMove = true;
    });
    connect(controller, &app::GameController::moveMade, this, [this](int ply) {
        m_lastMoveOnBoard = std::exchange(m_boardMove, false);
        if (m_lastMoveOnBoard) announce(moveText(ply), MoveMessageMs);
    });
    // Before the arbiter recomputes (on stateChanged): what the new position says comes after.
    connect(controller, &app::GameController::moveUndone, this, &Announcer::dropShown);
    connect(controller, &app::GameController::gameReset, this, [this] {
        dropShown();
        m_offerTo.reset();
        // What a game opened allows already is not news.
        const bool threefold = m_arbiter->canClaimThreefold(), fifty = m_arbiter->canClaimFifty();
        const auto [threefoldWriting, fiftyWriting] = claimsByWriting(threefold, fifty);
        const unsigned bit = sideBit();
        m_heardThreefold = threefold ? bit : 0;
        m_heardFifty = fifty ? bit : 0;
        m_heardThreefoldWriting = threefoldWriting ? bit : 0;
        m_heardFiftyWriting = fiftyWriting ? bit : 0;
    });
    connect(arbiter, &app::ArbiterModel::offerChanged, this, &Announcer::onOfferChanged);
    connect(arbiter, &app::ArbiterModel::claimsChanged, this, &Announcer::onClaimsChanged);
}

void Announcer::announce(const QString& text, int ms) {
    announce(text, ms, text);
}

void Announcer::announce(const QString& text, int ms, const QString& spoken) {
    if (m_bar->currentMessage() == text) m_bar->clearMessage();  // QStatusBar skips a repeat
    m_bar->showMessage(text, ms);
    m_shown = text;
    say(spoken);
}

void Announcer::announceRuling(const QString& text, int ms, const QString& spoken) {
    if (m_bar->currentMessage() == text) m_bar->clearMessage();
    m_bar->showMessage(text, ms);
    m_shown = text;
    if (spoken.isEmpty()) return;
    m_last = spoken;
    m_region->sayFirst(spoken);
    emit announced(spoken);
}

void Announcer::dropShown() {
    if (!m_shown.isEmpty() && m_bar->currentMessage() == m_shown) m_bar->clearMessage();
    m_shown.clear();
}

void Announcer::say(const QString& text) {
    if (text.isEmpty()) return;
    m_last = text;
    m_region->say(text);
    emit announced(text);
}

void Announcer::withdraw(const QString& text) {
    m_region->withdraw(text);
}

// Low time is shown and said once per side and game (the driver says when); the message
// stays until the next one.
void Announcer::watchClocks(app::ClockDriver* driver) {
    connect(driver, &app::ClockDriver::lowTime, this, [this](Color side, qint64 thresholdMs) {
        announce(app::ClockTexts::lowTime(side, thresholdMs), 0);
    });
}

// An offer made is announced; one that goes without a move or the end of the game was
// declined by the side it was made to (9.1.2); one that goes with a move of that side was
// declined by the move (9.1.2.3), which a player who does not see the panel must hear too.
void Announcer::onOfferChanged() {
    const QString offer = m_arbiter->offerText();
    if (!offer.isEmpty()) {
        m_offerTo = m_controller->offerAddressee();
        m_offerPly = m_controller->game().ply();
        announce(offer, 0);
        return;
    }
    const std::optional<Color> to = std::exchange(m_offerTo, std::nullopt);
    if (!to || m_controller->hasEnded()) return;
    const Game& game = m_controller->game();
    const QString side = app::RuleTexts::colorName(*to);
    if (game.ply() == m_offerPly)
        announce(tr("%1 declines the draw offer.").arg(side), 0);
    else if (game.ply() > m_offerPly && game.position().sideToMove() != *to)
        // 9.1.2.1: moving (touching a piece to move it) rejects the offer.
        say(tr("%2 declines the draw offer by moving (FIDE %1).")
                .arg(app::articleNo(article_no::OfferAfterMove))
                .arg(side));
}

// The bit of the side to move, from the game: the model's own sideToMove may not be updated yet.
unsigned Announcer::sideBit() const {
    return m_controller->game().position().sideToMove() == Color::White ? 1u : 2u;
}

// Whether a claim possible now is news for the side to move: a side hears it once while it
// stays possible. A right that stays but passes to the other side (9.3.2: Black may claim
// after White declines) is news for that side (a tester with Orca heard nothing for Black).
bool Announcer::arrives(bool possible, unsigned& heard) const {
    if (!possible) {
        heard = 0;
        return false;
    }
    const unsigned bit = sideBit();
    const bool news = (heard & bit) == 0;
    heard |= bit;
    return news;
}

// 9.2, 9.3: the moment the side to move may claim is said once, when it arrives for that side.
void Announcer::onClaimsChanged() {
    const bool threefold = m_arbiter->canClaimThreefold(), fifty = m_arbiter->canClaimFifty();
    // The side to move from the game: the model's own sideToMove may not be updated yet.
    const QString side = app::RuleTexts::colorName(m_controller->game().position().sideToMove());
    if (arrives(threefold, m_heardThreefold))
        say(tr("%2 may claim a draw by threefold repetition (%1).")
                .arg(app::articleNo(article_no::Threefold))
                .arg(side));
    if (arrives(fifty, m_heardFifty))
        say(tr("%2 may claim a draw by the fifty-move rule (%1).")
                .arg(app::articleNo(article_no::Fifty))
                .arg(side));
    sayClaimsByWriting(threefold, fifty);
}

// A claim that only a written move makes correct (9.2.1, 9.3.1), heard when it becomes
// possible, as the sighted player reads it in the panel's hint (a tester with Orca heard only
// "White knight f3 to g1" where Black could claim by writing Ng8).
void Announcer::sayClaimsByWriting(bool threefoldOnBoard, bool fiftyOnBoard) {
    const Game& game = m_controller->game();
    const Ruling& r = game.ruling();
    const auto [threefold, fifty] = claimsByWriting(threefoldOnBoard, fiftyOnBoard);
    // The side is said once, in the move's words ("Black knight f6 to g8"): a sentence that
    // named it too read "indem Schwarz Schwarz: Springer f6 nach g8 aufschreibt" in German.
    // After a move played on the board; a demonstration's set-up moves say what they show.
    const bool news = m_lastMoveOnBoard;
    if (arrives(threefold, m_heardThreefoldWriting) && news)
        say(tr("A draw by threefold repetition may be claimed by writing %2, without playing it "
               "(%1).")
                .arg(app::articleNo(article_no::ThreefoldWithMove),
                     movesInWords(r.threefoldClaimMoves)));
    if (arrives(fifty, m_heardFiftyWriting) && news)
        say(tr("A draw by the fifty-move rule may be claimed by writing %2, without playing it "
               "(%1).")
                .arg(app::articleNo(article_no::FiftyWithMove), movesInWords(r.fiftyClaimMoves)));
}

// Whether the side to move may claim by writing its next move only (not on the board), in the
// game's current position.
std::pair<bool, bool> Announcer::claimsByWriting(bool threefoldOnBoard, bool fiftyOnBoard) const {
    const bool live = !m_controller->navigator().isBrowsing() && !m_controller->hasEnded();
    const Ruling& r = m_controller->game().ruling();
    return {live && !threefoldOnBoard && !r.threefoldClaimMoves.empty(),
            live && !fiftyOnBoard && !r.fiftyClaimMoves.empty()};
}

// "knight g1 to f3", "knight g1 to f3 or knight b1 to c3", or for many moves (the fifty-move
// count at 99: any move but a capture or a pawn move) their number and the first of them.
QString Announcer::movesInWords(const std::vector<Move>& moves) const {
    const Position& pos = m_controller->game().position();
    const auto words = [&pos](Move m) { return app::MoveWords::spoken(pos, m, toSan(pos, m)); };
    if (moves.size() > 3)
        return tr("one of %n moves, such as %1", "", int(moves.size())).arg(words(moves.front()));
    QStringList each;
    for (Move m : moves) each << words(m);
    return each.join(tr(" or "));
}

QString Announcer::moveText(int ply) const {
    const Game& game = m_controller->game();
    if (ply < 1 || ply > game.ply()) return {};
    const PlyRecord& record = game.plies()[size_t(ply - 1)];
    return app::MoveWords::spoken(game.positionAt(ply - 1), record.move, record.san);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
