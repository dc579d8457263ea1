#include "app/models/arbitermodel.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "app/controller/gamecontroller.h"
#include "app/text/articles.h"
#include "app/text/localnotation.h"
#include "app/text/plural.h"
#include "app/text/ruleexplanations.h"
#include "app/text/ruletexts.h"
#include "core/board/notation.h"
#include "core/pgn/claimnote.h"
#include "core/pgn/ending.h"

namespace remis::app {

namespace {

// Sets `field` and emits `signal` only when the value really changed.
template <class T, class Signal>
void assign(ArbiterModel* model, T& field, T value, Signal signal) {
    if (field == value) return;
    field = std::move(value);
    emit(model->*signal)();
}

// The ply (1-based) as on a score sheet: "23...exd5".
QString plyText(const Game& game, int ply) {
    return RuleTexts::plyLabel(game, ply);
}

// Moves by each player in `plies` half-moves (docs/rules.md 5): "3 moves each", or for an odd
// count "2 moves by White, 1 by Black" (the side that just moved made the first and the last).
QString movesEachText(int plies, Color toMove) {
    if (plies % 2 == 0) return englishPlural(ArbiterModel::tr("%n move(s) each", "", plies / 2));
    return englishPlural(ArbiterModel::tr("%n move(s) by %1, %2 by %3", "", plies / 2 + 1)
                             .arg(RuleTexts::colorName(~toMove))
                             .arg(plies / 2)
                             .arg(RuleTexts::colorName(toMove)));
}

// The moves a claim may be written with, once each, as the hint shows them (the user's
// letters); the claim buttons keep them in English SAN and UCI.
QStringList movesInText(QStringList sans) {
    sans.removeDuplicates();
    for (QString& san : sans) san = LocalNotation::inText(san);
    return sans;
}

// What the side to move could claim at a position shown while browsing (it cannot claim
// there now: claims are made in the game's current position).
template <class Claims>
QString pastClaimHint(const Claims& c, const QString& side) {
    if (c.threefold)
        return ArbiterModel::tr("Here %2 could claim a draw by threefold repetition (FIDE %1).")
            .arg(articleNo(article_no::ThreefoldOnBoard))
            .arg(side);
    if (c.fifty)
        return ArbiterModel::tr("Here %2 could claim a draw by the fifty-move rule (FIDE %1).")
            .arg(articleNo(article_no::FiftyOnBoard))
            .arg(side);
    if (c.threefoldSan.isEmpty() && c.fiftySan.isEmpty()) return {};
    const QStringList moves = movesInText(c.threefoldSan + c.fiftySan);
    return ArbiterModel::tr(
               "Here %3 could claim a draw by writing one of these moves without "
               "playing it: %4 (FIDE %1 / %2).")
        .arg(articleNo(article_no::ThreefoldWithMove), articleNo(article_no::FiftyWithMove))
        .arg(side, moves.join(QStringLiteral(", ")));
}

// The null move after the game's last ply, as on a score sheet: "12...Z0" (as it was read).
QString nullMoveLabel(const GameController& c) {
    const Game& game = c.game();
    const int ply = game.ply() + 1;
    const NodeId node = c.record().nodeOfPly(ply);
    const QString san =
        node == NoNode ? QString() : QString::fromStdString(c.record().tree().node(node).san);
    return RuleTexts::plyLabel(moveNumberOfPly(game.startPosition(), ply),
                               moverOfPly(game.startPosition(), ply), LocalNotation::inText(san));
}

QString joinPlies(const QList<int>& plies) {
    QStringList parts;
    for (int p : plies) parts << QString::number(p);
    return parts.join(QStringLiteral(", "));
}

// 9.1.2.3: an incorrect claim stands as the claimant's draw offer. Made with a written move,
// it went with that move; made without one, the controller notes it after the last move
// (9.5.3). Either tells it from an offer the player made.
bool offerIsAClaim(const GameController& controller, Color by) {
    // With a written move the claim went with that move, played after it (9.5.3).
    const Game& game = controller.game();
    if (game.ply() > 0 && game.plies().back().claimMade && ~game.position().sideToMove() == by)
        return true;
    const AnnotatedRecord& record = controller.record();
    const NodeId at = record.nodeOfPly(controller.game().ply());
    if (at == NoNode) return false;
    const auto& after = record.tree().node(at).after;
    return std::any_of(after.begin(), after.end(), [by](const PgnComment& c) {
        const auto note = parseClaimNote(c.text);
        return note && note->claimant == by;
    });
}

// The offer of the player to move. 9.1.2.1: an offer is made after one's move; made before
// it, it stands but goes with the next move, so the player is told to move first. An incorrect
// claim's offer was not made that way: 9.1.2.3 makes it an offer that stands until answered.
QString offerBeforeMoving(const GameController& controller, Color by) {
    const QString who = RuleTexts::colorName(by);
    if (offerIsAClaim(controller, by))
        return ArbiterModel::tr(
                   "It comes from %2's incorrect claim, which counts as a draw offer (FIDE %1): "
                   "it stands until %3 accepts it, declines it or moves.")
            .arg(articleNo(article_no::ClaimIsOffer))
            .arg(who, RuleTexts::colorName(~by));
    return ArbiterModel::tr(
               "It was made before moving: it is written with %2's next move. Make the move "
               "first, then offer (FIDE %1).")
        .arg(articleNo(article_no::OfferAfterMove))
        .arg(who);
}

}  // namespace

ArbiterModel::ArbiterModel(GameController* controller, QObject* parent)
    : QObject(parent), m_controller(controller) {
    connect(controller, &GameController::stateChanged, this, &ArbiterModel::recompute);
    connect(&controller->navigator(), &PlyNavigator::shownPlyChanged, this,
            &ArbiterModel::recompute);
    connect(controller, &GameController::claimJudged, this, &ArbiterModel::onClaimJudged);
    connect(controller, &GameController::gameReset, this, [this] { setClaimMessage({}); });
    connect(controller, &GameController::analysingChanged, this, &ArbiterModel::onAnalysing);
    connect(controller, &GameController::deadPositionProven, this,
            &ArbiterModel::onDeadPositionProven);
    recompute();
}

// The worker's analysis (5.2.2 beyond the per-move check, or a flag fall, 6.9) speaks in
// the message line: "checking…" while it runs, then what it proved.
void ArbiterModel::onAnalysing(bool analysing) {
    const QString checking =
        tr("Checking whether either side can still checkmate (FIDE %1, %2)…")
            .arg(articleNo(article_no::DeadPosition), articleNo(article_no::FlagFall));
    if (analysing && m_claimMessage.isEmpty()) {
        setClaimMessage(checking);
        m_claimPly = m_controller->game().ply();
    } else if (!analysing && m_claimMessage == checking) {
        setClaimMessage({});
    }
}

void ArbiterModel::onDeadPositionProven(int ply, int movesTakenBack) {
    const Game& game = m_controller->game();
    QString since =
        ply > 0 ? tr("after %1").arg(plyText(game, ply)) : tr("from the start position");
    QString text = tr("Dead position %2: neither side can checkmate by any series of legal moves "
                      "(FIDE %1).")
                       .arg(articleNo(article_no::DeadPosition))
                       .arg(since);
    if (movesTakenBack > 0)
        text += QLatin1Char(' ') +
                tr("The game ended there; %n move(s) played after it were taken back.", "",
                   movesTakenBack);
    setClaimMessage(text);
    m_claimPly = game.ply();
}

void ArbiterModel::recompute() {
    const Game& game = m_controller->game();
    if (m_claimPly != -1 && m_claimPly != game.ply())
        setClaimMessage({});  // a move clears a verdict
    // An agreement, a resignation or a flag fall ends the game past a claim's verdict: the
    // verdict ("the claim stands as a draw offer") no longer describes the game (a tester).
    if (const Termination t = m_controller->outcome().termination;
        t == Termination::Agreement || t == Termination::Resignation || t == Termination::Timeout)
        setClaimMessage({});
    updateShownGame();
    assign(this, m_view, computeView(), &ArbiterModel::viewingChanged);
    assign(this, m_half, computeHalf(), &ArbiterModel::halfmoveChanged);
    assign(this, m_rep, computeRep(), &ArbiterModel::repetitionChanged);
    assign(this, m_claims, computeClaims(), &ArbiterModel::claimsChanged);
    assign(this, m_look, computeLook(), &ArbiterModel::lookAlikesChanged);
    assign(this, m_over, computeOver(), &ArbiterModel::outcomeChanged);
    updateSmallProperties();
}

// Taking the moves back on a copy gives the ruling exactly as it stood at that ply (the
// repetition history, the halfmove clock, the claims with their intended moves), as the
// arbiter saw it then.
const Game& ArbiterModel::shownGame() const {
    return m_shown ? *m_shown : m_controller->game();
}

void ArbiterModel::updateShownGame() {
    const Game& game = m_controller->game();
    const PlyNavigator& nav = m_controller->navigator();
    const int ply = nav.shownPly();
    if (!nav.isBrowsing() || ply >= game.ply()) {
        m_shown.reset();
        return;
    }
    m_shown = game;
    while (m_shown->ply() > ply) m_shown->undo();
}

ArbiterModel::View ArbiterModel::computeView() const {
    View v;
    const PlyNavigator& nav = m_controller->navigator();
    if (!m_shown && nav.isBeyondGame()) {  // a record's moves after the game's end (tester)
        const Game& game = m_controller->game();
        v.viewing = true;
        v.ply = game.ply();
        // After a null move the game did not end: the rulings stopped (a tester).
        v.text = m_controller->rulingsStopped() && !game.isOver()
                     ? tr("Viewing ply %1 of the record, played after the null move at ply %2, "
                          "where the arbiter's rulings stop: the counts and claims are as they "
                          "stood before it.")
                           .arg(nav.shownRecordPly())
                           .arg(game.ply() + 1)
                     : tr("Viewing ply %1 of the record, played after the game ended at ply %2: "
                          "the counts and claims are as they stood at the end.")
                           .arg(nav.shownRecordPly())
                           .arg(game.ply());
        return v;
    }
    if (!m_shown) return v;
    v.viewing = true;
    v.ply = m_shown->ply();
    const QString where =
        v.ply > 0 ? tr("the position after %1").arg(plyText(m_controller->game(), v.ply))
                  : tr("the start position");
    v.text = m_controller->navigator().isInVariation()
                 ? tr("Viewing a variation: the arbiter shows the game at ply %1 (%2), where it "
                      "branches off. Press End to return to the game.")
                       .arg(v.ply)
                       .arg(where)
                 : tr("Viewing %1 (ply %2 of %3): the counts and claims as they stood then. "
                      "Press End to return to the game.")
                       .arg(where)
                       .arg(v.ply)
                       .arg(m_controller->game().ply());
    return v;
}

// 5.2.3: a game is drawn by agreement only once both players have made a move. An offer
// made before that cannot be accepted yet; when the player it is made to must move first,
// that move declines it (9.1.2.1: touching a piece to move it rejects the offer), so it lapses.
QString ArbiterModel::notYetAgreeable(Color to, Color toMove) {
    const QString side = RuleTexts::colorName(to);
    QString why = tr("%2 cannot accept yet: a game is drawn by agreement only once both players "
                     "have made a move (FIDE %1).")
                      .arg(articleNo(article_no::Agreement))
                      .arg(side);
    if (to == Black || to == toMove)
        why += QLatin1Char(' ') + tr("%2's move declines the offer (FIDE %1), so this offer "
                                     "cannot be accepted.")
                                      .arg(articleNo(article_no::OfferAfterMove))
                                      .arg(side);
    return why;
}

void ArbiterModel::updateSmallProperties() {
    const Game& game = m_controller->game();
    Color toMove = game.position().sideToMove();
    QString offer;
    QString acceptWhy = tr("No draw offer stands: a player offers a draw after making a move, "
                           "and the opponent accepts or declines it (FIDE %1).")
                            .arg(articleNo(article_no::DrawOffer));
    if (auto o = m_controller->pendingOffer(); o && !m_controller->hasEnded()) {
        const QString by = RuleTexts::colorName(o->by);
        const bool agreeable = game.canAgreeDraw();
        offer =
            agreeable
                ? tr("%3 offers a draw (FIDE %1). An offer by %4 in answer agrees to it "
                     "(FIDE %2).")
                      .arg(articleNo(article_no::DrawOffer), articleNo(article_no::Agreement))
                      .arg(by, RuleTexts::colorName(~o->by))
                : tr("%2 offers a draw (FIDE %1).").arg(articleNo(article_no::DrawOffer)).arg(by);
        acceptWhy = agreeable ? QString() : notYetAgreeable(~o->by, toMove);
        if (!agreeable) offer += QLatin1Char(' ') + acceptWhy;
        if (o->by == toMove)
            offer += QLatin1Char(' ') + offerBeforeMoving(*m_controller, o->by);
        else if (offerIsAClaim(*m_controller, o->by))  // a claim with its written move played
            offer += QLatin1Char(' ') + tr("It comes from %2's incorrect claim, which counts as a "
                                           "draw offer (FIDE %1).")
                                            .arg(articleNo(article_no::ClaimIsOffer))
                                            .arg(by);
    }
    if (!m_controller->rulesApply() && m_controller->pendingOffer())
        acceptWhy =
            tr("The arbiter's rulings have stopped in this game: a draw can no longer "
               "be agreed.");
    if (m_offerText != offer || m_acceptWhy != acceptWhy) {  // offerChanged tells both
        m_offerText = offer;
        m_acceptWhy = acceptWhy;
        emit offerChanged();
    }
    bool white = toMove == White;
    if (m_whiteToMove != white || m_sideText.isEmpty()) {
        m_whiteToMove = white;
        m_sideText = RuleTexts::colorName(toMove);
        emit sideToMoveChanged();
    }
    assign(this, m_ruleSetText, RuleTexts::ruleSetName(game.rules()),
           &ArbiterModel::ruleSetChanged);
}

ArbiterModel::Half ArbiterModel::computeHalf() const {
    const Game& game = shownGame();
    Half h;
    h.clock = game.ruling().halfmoveClock;
    h.lastZeroingPly = game.lastZeroingPly();
    // With no capture or pawn move since a set-up position whose clock was not 0, the count
    // began before it: say how much of it was played there, not "since the start".
    const int before = game.startPosition().halfmoveClock();
    h.lastZeroingText = h.lastZeroingPly > 0 ? tr("since %1").arg(plyText(game, h.lastZeroingPly))
                        : before > 0
                            ? englishPlural(tr("%n of them before the set-up position", "", before))
                            : tr("since the start position");
    h.text = englishPlural(
        tr("%n ply(s) (%1) without a capture or pawn move, %2", "", h.clock)
            .arg(movesEachText(h.clock, game.position().sideToMove()), h.lastZeroingText));
    return h;
}

ArbiterModel::Rep ArbiterModel::computeRep() const {
    const Ruling& r = shownGame().ruling();
    Rep rep;
    rep.count = r.repetitionCount;
    for (int p : r.repetitionPlies) rep.plies << p;
    if (rep.count <= 1)
        rep.text = tr("1st occurrence of this position");
    else
        rep.text =
            tr("%1 occurrence (plies %2)").arg(RuleTexts::ordinal(rep.count), joinPlies(rep.plies));
    return rep;
}

ArbiterModel::Claims ArbiterModel::computeClaims() const {
    const Game& game = shownGame();
    const Ruling& r = game.ruling();
    Claims c;
    if (m_shown ? game.isOver() : !m_controller->rulesApply()) return c;
    c.threefold = r.canClaimThreefold;
    c.fifty = r.canClaimFifty;
    for (Move m : r.threefoldClaimMoves) {
        c.threefoldSan << QString::fromStdString(toSan(game.position(), m));
        c.threefoldUci << QString::fromStdString(toUci(m));
    }
    for (Move m : r.fiftyClaimMoves) {
        c.fiftySan << QString::fromStdString(toSan(game.position(), m));
        c.fiftyUci << QString::fromStdString(toUci(m));
    }
    QString side = RuleTexts::colorName(game.position().sideToMove());
    if (m_shown) {
        c.hint = pastClaimHint(c, side);
        return c;
    }
    if (c.threefold)
        c.hint = tr("%2 may claim a draw by threefold repetition now (FIDE %1).")
                     .arg(articleNo(article_no::ThreefoldOnBoard))
                     .arg(side);
    else if (c.fifty)
        c.hint = tr("%2 may claim a draw by the fifty-move rule now (FIDE %1).")
                     .arg(articleNo(article_no::FiftyOnBoard))
                     .arg(side);
    else if (!c.threefoldSan.isEmpty() || !c.fiftySan.isEmpty()) {
        const QStringList moves = movesInText(c.threefoldSan + c.fiftySan);
        c.hint =
            tr("%3 may claim a draw by writing one of these moves without playing it: %4 "
               "(FIDE %1 / %2).")
                .arg(articleNo(article_no::ThreefoldWithMove), articleNo(article_no::FiftyWithMove))
                .arg(side, moves.join(QStringLiteral(", ")));
    }
    return c;
}

ArbiterModel::Look ArbiterModel::computeLook() const {
    Look l;
    for (const LookAlike& a : shownGame().ruling().lookAlikes) {
        l.plies << a.ply;
        l.texts << tr("Ply %1 looks the same but does not count: %2")
                       .arg(a.ply)
                       .arg(RuleTexts::lookAlikeReasonText(a.reason));
    }
    return l;
}

namespace {
// The banner is a sentence of its own before what follows it (tester: "...allow a checkmate
// The arbiter's ruling"); the words of a rule text end without a full stop.
QString sentence(const QString& text) {
    if (text.isEmpty() || QStringLiteral(".!?").contains(text.back())) return text;
    return text + QLatin1Char('.');
}
}  // namespace

ArbiterModel::Over ArbiterModel::computeOver() const {
    const Game& game = m_controller->game();
    Outcome o = m_controller->outcome();
    Over over;
    over.over = o.isOver() || m_controller->rulingsStopped();
    over.result = RuleTexts::resultText(o.result);
    if (over.over)
        over.banner = RuleTexts::banner(o, game.position(), game.rules(), game.ruling().deadReason,
                                        m_controller->flagFallHelpmate());
    const QString termination = m_controller->recordedTermination().trimmed();
    if (m_controller->isRecordedEnding() && !m_controller->isRecordedReasonGiven())
        // A Termination tag that names no rule ("abandoned") is quoted, not called no reason.
        over.banner =
            !termination.isEmpty()
                ? (o.result == GameResult::WhiteWins   ? tr("White won (recorded: %1)")
                   : o.result == GameResult::BlackWins ? tr("Black won (recorded: %1)")
                                                       : tr("Draw (recorded: %1)"))
                      .arg(termination)
            : o.result == GameResult::WhiteWins ? tr("White won (recorded result; no reason given)")
            : o.result == GameResult::BlackWins ? tr("Black won (recorded result; no reason given)")
                                                : tr("Draw (recorded result; no reason given)");
    // The Termination tag is quoted when it adds to the banner: not the standard value that
    // Remis writes for this very ending ("normal" beside a resignation read from its Ending
    // tag), which would look like a second, different reason.
    const auto standard = parsePgnTermination(m_controller->recordedTermination().toStdString());
    const bool echoes = m_controller->isRecordedReasonGiven() && standard &&
                        *standard == pgnTerminationFor(o.termination);
    if (m_controller->isRecordedEnding() && m_controller->isRecordedReasonGiven() &&
        !termination.isEmpty() && !echoes)
        over.banner +=
            QLatin1Char(' ') + tr("(as recorded: %1)").arg(m_controller->recordedTermination());
    if (const int after = m_controller->movesAfterEnd(); after > 0)
        over.banner = RuleTexts::afterEndText(game, after);
    if (const auto& ruling = m_controller->resultRuling())
        over.banner = withRuling(over.banner, *ruling);
    else if (m_controller->isRecordedEnding() && !m_controller->isRecordedReasonGiven())
        if (const QString seen = observationText(game); !seen.isEmpty())
            over.banner = sentence(over.banner) + seen;
    if (const QString penalty = over.over ? penaltyText(game) : QString(); !penalty.isEmpty())
        over.banner = sentence(over.banner) + penalty;
    if (const QString flag = over.over ? passedFlagText(game) : QString(); !flag.isEmpty())
        over.banner = sentence(over.banner) + flag;
    if (!over.over) over.banner = clockFlagText();
    if (m_controller
            ->rulingsStopped())  // pgn.md: a game with a null move is no game under the Laws
        over.banner = tr("The arbiter's rulings stop at the null move %1: from there on this is "
                         "no game under the Laws of Chess.")
                          .arg(nullMoveLabel(*m_controller));
    return over;
}

// A second illegal move that stood unseen in a finished record (7.5.5 had it been seen during
// the game, unless the opponent cannot checkmate): said beside the ending, where the arbiter
// reads the result (tester: only the move's tooltip said so). Empty when none stood, or when
// it ended the game itself (an unfinished record, Termination::IllegalMove).
QString ArbiterModel::penaltyText(const Game& game) const {
    if (game.outcome().termination == Termination::IllegalMove) return {};
    QString text;
    bool said[2] = {false, false};  // the second one of each player; a third changes nothing
    for (int ply = 1; ply <= game.ply(); ++ply) {
        if (game.stoodIllegalArticle(ply) != article_no::IllegalMovePenalty) continue;
        const Color mover =
            ply % 2 == 1 ? game.startPosition().sideToMove() : ~game.startPosition().sideToMove();
        if (std::exchange(said[mover], true)) continue;
        text += QLatin1Char(' ') +
                tr("%1's second illegal move %2 loses under FIDE %3, unless %4 cannot checkmate.")
                    .arg(RuleTexts::colorName(mover), RuleTexts::plyLabel(game, ply),
                         articleNo(article_no::IllegalMovePenalty), RuleTexts::colorName(~mover));
    }
    return text;
}

// A flag that fell in a record while play went on (a [%clk] of 0:00 after a side's move, and
// more moves after it): the ending that came later stands, as 6.8 counts a flag only once
// seen or claimed; said beside it, as the audit's flag_fall event and result reason say it
// (a tester: the chooser and remis-cli named the flag, the opened game did not).
QString ArbiterModel::passedFlagText(const Game& game) const {
    // When a flag counts as fallen; cited by this text alone (and the audit's own words).
    constexpr std::string_view FlagSeen = "6.8";
    QString text;
    Color mover = game.startPosition().sideToMove();
    bool said[2] = {false, false};
    for (int ply = 1; ply < game.ply(); ++ply, mover = ~mover) {
        if (game.plies()[std::size_t(ply - 1)].clockAfterMs != 0 ||
            std::exchange(said[mover], true))
            continue;
        text += QLatin1Char(' ') + tr("%1's clock read 0:00 after %2, but play went on: a flag "
                                      "counts as fallen only once the arbiter sees it or a "
                                      "player claims it (FIDE %3).")
                                       .arg(RuleTexts::colorName(mover),
                                            RuleTexts::plyLabel(game, ply), articleNo(FlagSeen));
    }
    return text;
}

// An unfinished record whose clock shows a flag fall (GameController::recordedClockFlag):
// 6.9's ruling (14E under USCF rules) as the arbiter's observation, as the audit's flag_fall
// event rules it; the record's result stays unfinished (a tester: the audit named the flag,
// the board said only whose move it was).
QString ArbiterModel::clockFlagText() const {
    const auto flag = m_controller->recordedClockFlag();
    if (!flag) return {};
    const Game& game = m_controller->game();
    const QString side = RuleTexts::colorName(flag->side);
    const QString opponent = RuleTexts::colorName(~flag->side);
    const Outcome ruled{Termination::Timeout, flag->ruled.value_or(GameResult::Draw), flag->ply};
    const QString by = QString::fromStdString(ruleReference(ruled, game.rules()));
    QString text = tr("The arbiter's observation: %1's clock read 0:00 after %2, so %1's flag "
                      "fell. The record is unfinished and its result stays as recorded.")
                       .arg(side, RuleTexts::plyLabel(game, flag->ply));
    QString ruling;
    if (!flag->ruled)
        ruling = tr("Whether %1 can checkmate, and so the ruling by %2, could not be decided.")
                     .arg(opponent, by);
    else if (*flag->ruled != GameResult::Draw)
        ruling =
            tr("By %1 %2 wins: %2 can checkmate by some series of legal moves.").arg(by, opponent);
    else if (flag->mateable)  // USCF 14E: insufficient losing chances, a helpmate notwithstanding
        ruling = tr("By %1 a draw: %2 has insufficient material to win.").arg(by, opponent);
    else
        ruling =
            tr("By %1 a draw: %2 cannot checkmate by any series of legal moves.").arg(by, opponent);
    return text + QLatin1Char(' ') + ruling;
}

// pgn.md: what the rules say that a record without a reason does not (a claim the side to
// move could make in the final position), as the arbiter's observation beside the result
// (tester: a recorded draw with the fifty-move count complete said nothing of it).
QString ArbiterModel::observationText(const Game& game) const {
    const Ruling& r = game.ruling();
    const QString side = RuleTexts::colorName(game.position().sideToMove());
    QString text;
    if (r.canClaimThreefold)
        text += QLatin1Char(' ') +
                tr("The arbiter's observation: %1 could claim a draw by threefold repetition in "
                   "the final position (FIDE %2).")
                    .arg(side, articleNo(article_no::ThreefoldOnBoard));
    if (r.canClaimFifty)
        text += QLatin1Char(' ') +
                tr("The arbiter's observation: %1 could claim a draw by the fifty-move rule in "
                   "the final position (FIDE %2).")
                    .arg(side, articleNo(article_no::FiftyOnBoard));
    return text;
}

// pgn.md: the recorded result is shown as recorded, and beside it the arbiter's ruling with
// its reason, until the user corrects the result to it.
QString ArbiterModel::withRuling(const QString& banner, const ResultRuling& ruling) const {
    const Game& game = m_controller->game();
    if (!m_controller->isResultAgainstRules())
        return banner + QLatin1Char(' ') + tr("(result corrected to the arbiter's ruling)");
    QString recorded = sentence(banner);
    if (m_controller->isRecordedEnding()) {
        const QString winner =
            RuleTexts::colorName(ruling.recorded == GameResult::WhiteWins ? White : Black);
        if (ruling.basis == Termination::Timeout)
            recorded = tr("%1 won on time, as recorded.").arg(winner);
        else if (ruling.basis == Termination::Resignation)
            recorded = tr("%1 won by resignation, as recorded.").arg(winner);
    }
    const QString ruled = RuleTexts::rulingText(ruling, game);
    return recorded + QLatin1Char(' ') + tr("The arbiter's ruling: %1.").arg(ruled);
}

void ArbiterModel::onClaimJudged(const remis::ClaimVerdict& verdict, remis::Color claimant,
                                 bool withMove) {
    setClaimMessage(RuleTexts::verdictText(verdict, claimant, withMove,
                                           gameSpeed(m_controller->game().clock().timeControl())));
    m_claimPly = m_controller->game().ply();
}

void ArbiterModel::setClaimMessage(const QString& text) {
    if (text.isEmpty()) m_claimPly = -1;
    assign(this, m_claimMessage, text, &ArbiterModel::claimMessageChanged);
}

QString ArbiterModel::explanation(Topic topic) const {
    return RuleExplanations::text(topic);
}

ArbiterModel::Topic ArbiterModel::topicFor(Termination t) {
    // The explanation of each ending, in Termination's order (None has none of its own).
    static constexpr Topic topics[] = {Threefold,        Checkmate,   Stalemate, DeadPosition,
                                       SeventyFiveMoves, Fivefold,    Threefold, FiftyMoves,
                                       DrawOffer,        Resignation, FlagFall,  IllegalMove};
    static_assert(std::size(topics) == std::size_t(Termination::IllegalMove) + 1);
    return topics[std::size_t(t)];
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
