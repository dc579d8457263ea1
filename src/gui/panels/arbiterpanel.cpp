#include "gui/panels/arbiterpanel.h"

#include <QApplication>
#include <QLabel>
#include <QStyle>

#include "app/controller/gamecontroller.h"
#include "app/text/articles.h"
#include "app/text/ruleexplanations.h"
#include "app/text/ruletexts.h"
#include "gui/panels/countaccessible.h"
#include "gui/style/theme.h"
#include "ui_arbiterpanel.h"

namespace remis::gui {

namespace {

// The panel's look, in the colours of the current palette (gui/style/theme): each $name in
// the style sheet is replaced by a colour.
const char* const PanelStyle =
    "#claimGroup QPushButton { border-radius: 5px; padding: 6px; border: 1px solid $border;"
    "  background-color: palette(button); }"
    "#claimGroup QPushButton:hover { background-color: palette(midlight); }"
    "QPushButton#helpButton { border: 2px solid transparent; border-radius: 4px; padding: 3px 6px; "
    "}"
    "QPushButton#helpButton:hover { background-color: palette(midlight); }"
    "#claimGroup QPushButton[lit=\"true\"] { background-color: $litBackground; color: $litText;"
    "  font-weight: bold; border: 1px solid $litBorder; }"
    "#claimGroup QPushButton:checked { background-color: $alertBackground; color: $alertText;"
    "  border: 1px solid $litBorder; font-weight: bold; }"
    "QLabel#bannerLabel { font-size: 12pt; font-weight: bold; padding: 10px; border-radius: 6px;"
    "  background-color: $endedBackground; border: 1px solid $endedBorder; color: $endedText; }"
    "QLabel#claimModeLabel { color: $text; }"
    // The messages below the buttons line up with the buttons inside their groups.
    "QLabel#claimModeLabel, QLabel#claimMessageLabel, QLabel#offerLabel, QCheckBox#showHintCheck,"
    "  QFrame#hintFrame, QLabel#viewingLabel { margin: 0 10px; }"
    "QLabel#claimMessageLabel[verdict=\"correct\"] { color: $success; font-weight: bold; }"
    "QLabel#claimMessageLabel[verdict=\"rejected\"] { color: $error; font-weight: bold; }"
    "QLabel#lookAlikeLabel { color: $muted; }"
    "QLabel#viewingLabel { padding: 6px; border-radius: 4px; border: 1px solid $litBorder;"
    "  background-color: $hintBackground; color: $hintText; font-weight: bold; }"
    "QFrame#hintFrame { background-color: $hintBackground; }"
    "QFrame#hintFrame QLabel { color: $hintText; }"
    "QFrame#hintFrame QLabel#hintTitleLabel { color: $hintMuted; }"
    "QGroupBox { font-weight: bold; }"
    "QGroupBox > QWidget { font-weight: normal; }"
    "QProgressBar { border: 1px solid $border; border-radius: 3px; background: $barBackground;"
    "  color: $text; text-align: center; min-height: 16px; max-height: 16px; }"
    "QProgressBar::chunk { background-color: $barChunk; border-radius: 2px; }"
    "QProgressBar[reached=\"claim\"]::chunk { background-color: $barClaim; }"
    "QProgressBar[reached=\"automatic\"]::chunk { background-color: $barAutomatic; }"
    // Styled buttons lose the style's focus rectangle: a 2 px frame in the focus colour
    // instead (WCAG 2.4.7), with 1 px less padding so that nothing moves. Last, so that it
    // wins over a lit button's border.
    "#claimGroup QPushButton:focus { border: 2px solid $focus; padding: 5px; }"
    "QPushButton#helpButton:focus { border: 2px solid $focus; }"
    "QProgressBar:focus { border: 2px solid $focus; }";

QString panelStyle() {
    const ThemeColours c = theme::colours(QApplication::palette());
    const std::pair<const char*, QColor> colours[] = {
        {"$litBackground", c.litBackground},
        {"$litText", c.litText},
        {"$litBorder", c.litBorder},
        {"$alertBackground", c.alertBackground},
        {"$alertText", c.alertText},
        {"$endedBackground", c.endedBackground},
        {"$endedBorder", c.endedBorder},
        {"$endedText", c.endedText},
        {"$success", c.successText},
        {"$error", c.errorText},
        {"$muted", c.muted},
        {"$hintBackground", c.panelBackground},
        {"$hintText", theme::readable(c.text, c.panelBackground)},
        {"$hintMuted", theme::readable(c.muted, c.panelBackground)},
        {"$barBackground", c.barBackground},
        {"$barChunk", c.barChunk},
        {"$barClaim", c.barClaimChunk},
        {"$barAutomatic", c.barAutomaticChunk},
        {"$border", c.border},
        {"$focus", c.focus},
        {"$text", c.text},  // last: "$text" must not eat "$textSomething"
    };
    QString style = QLatin1String(PanelStyle);
    for (const auto& [name, colour] : colours)
        style.replace(QLatin1String(name), theme::css(colour));
    return style;
}

void repolish(QWidget* w) {
    w->style()->unpolish(w);
    w->style()->polish(w);
    w->update();
}

}  // namespace

ArbiterPanel::ArbiterPanel(QWidget* parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::ArbiterPanel>()) {
    m_ui->setupUi(this);
    // The form's claim buttons have a placeholder for their article (9.2, 9.3).
    for (const auto& [button, article] :
         {std::pair{m_ui->claimThreefoldButton, article_no::Threefold},
          std::pair{m_ui->claimFiftyButton, article_no::Fifty}})
        button->setText(button->text().arg(app::articleNo(article)));
    // A screen reader reads each counter as a sentence with its meaning ("Fifty-move count:
    // 33 of 100 plies, claim at 100"), not as a progress bar's "33 percent" (CountAccessible).
    // Each is a Tab stop (a tester: a keyboard or screen-reader user could not reach them),
    // after the groups' texts and before the claim buttons, as they stand on screen.
    for (QProgressBar* bar :
         {m_ui->fiftyBar, m_ui->seventyFiveBar, m_ui->threefoldBar, m_ui->fivefoldBar}) {
        CountAccessible::mark(bar);
        bar->setFocusPolicy(Qt::TabFocus);
        setBar(bar, bar->value(), "");
    }
    setStyleSheet(panelStyle());
    // A lit claim button's text is bold, so wider: each is as wide from the start as when lit,
    // so that lighting one never widens the panel and moves every button (a tester).
    for (QPushButton* button :
         {m_ui->claimThreefoldButton, m_ui->claimFiftyButton, m_ui->claimWithMoveButton}) {
        button->setProperty("lit", true);
        repolish(button);
        const int litWidth = button->sizeHint().width();
        button->setProperty("lit", false);
        repolish(button);
        button->setMinimumWidth(litWidth);
    }
    m_ui->bannerLabel->hide();
    m_ui->viewingLabel->hide();
    m_ui->claimModeLabel->hide();
    m_ui->claimMessageLabel->hide();
    m_ui->lookAlikeLabel->hide();
    m_ui->hintFrame->hide();
    m_ui->showHintCheck->hide();
    setUpTooltips(m_rules);
}

// The casual rule set ends threefold and fifty moves by itself: nothing to claim, no buttons.
void ArbiterPanel::updateRuleSet() {
    const RuleSet rules = m_controller->game().rules();
    if (rules == m_rules && !m_ui->claimGroup->isHidden() == (rules != RuleSet::Casual)) return;
    m_rules = rules;
    m_ui->claimGroup->setVisible(rules != RuleSet::Casual);
    if (rules == RuleSet::Casual && m_ui->claimWithMoveButton->isChecked())
        m_ui->claimWithMoveButton->setChecked(false);
    setUpTooltips(rules);
    // A rich tooltip becomes its widget's description (PlainDescriptions): the counters'
    // descriptions are their groups' sentences again, not the rule's explanation.
    describe({m_ui->fiftyBar, m_ui->seventyFiveBar}, m_model->halfmoveText());
    describe({m_ui->threefoldBar, m_ui->fivefoldBar}, m_model->repetitionText());
}

ArbiterPanel::~ArbiterPanel() = default;

QString ArbiterPanel::ruleTooltip(app::ArbiterModel::Topic topic, RuleSet rules) {
    QString text = app::RuleExplanations::text(topic, rules).toHtmlEscaped();
    text.replace(QLatin1String("\n\n"), QLatin1String("</p><p>"));
    return QStringLiteral("<p><b>%1</b></p><p>%2</p>")
        .arg(app::RuleExplanations::title(topic).toHtmlEscaped(), text);
}

void ArbiterPanel::setUpTooltips(RuleSet rules) {
    using T = app::ArbiterModel;
    const auto tip = [rules](T::Topic topic) { return ruleTooltip(topic, rules); };
    m_ui->fiftyGroup->setToolTip(tip(T::FiftyMoves));
    m_ui->fiftyBar->setToolTip(tip(T::FiftyMoves));
    m_ui->seventyFiveBar->setToolTip(tip(T::SeventyFiveMoves));
    m_ui->seventyFiveBarLabel->setToolTip(tip(T::SeventyFiveMoves));
    m_ui->repetitionGroup->setToolTip(tip(T::Threefold));
    m_ui->fivefoldBar->setToolTip(tip(T::Fivefold));
    m_ui->fivefoldBarLabel->setToolTip(tip(T::Fivefold));
    m_ui->claimThreefoldButton->setToolTip(tip(T::Threefold));
    m_ui->claimFiftyButton->setToolTip(tip(T::FiftyMoves));
    m_ui->claimWithMoveButton->setToolTip(tip(T::ClaimWithMove));
    m_ui->claimGroup->setToolTip(tip(T::IncorrectClaim));
    m_ui->claimMessageLabel->setToolTip(tip(T::IncorrectClaim));
    m_ui->claimModeLabel->setToolTip(tip(T::ClaimWithMove));
    m_ui->hintFrame->setToolTip(tip(T::ClaimWithMove));
    for (QWidget* w :
         {static_cast<QWidget*>(m_ui->offerWhiteButton),
          static_cast<QWidget*>(m_ui->offerBlackButton),
          static_cast<QWidget*>(m_ui->acceptDrawButton),
          static_cast<QWidget*>(m_ui->declineDrawButton), static_cast<QWidget*>(m_ui->offerLabel)})
        w->setToolTip(ruleTooltip(T::DrawOffer));
    m_ui->resignButton->setToolTip(ruleTooltip(T::Resignation));
}

void ArbiterPanel::bind(app::ArbiterModel* model, app::GameController* controller) {
    m_model = model;
    m_controller = controller;
    using M = app::ArbiterModel;
    connect(model, &M::halfmoveChanged, this, &ArbiterPanel::updateHalfmove);
    connect(model, &M::repetitionChanged, this, &ArbiterPanel::updateRepetition);
    connect(model, &M::lookAlikesChanged, this, &ArbiterPanel::updateRepetition);
    connect(model, &M::claimsChanged, this, &ArbiterPanel::updateClaims);
    connect(model, &M::viewingChanged, this, &ArbiterPanel::updateViewing);
    connect(model, &M::outcomeChanged, this, &ArbiterPanel::updateOutcome);
    connect(model, &M::offerChanged, this, &ArbiterPanel::updateOffer);
    connect(model, &M::claimMessageChanged, this, &ArbiterPanel::updateClaimMessage);
    connect(model, &M::ruleSetChanged, this, &ArbiterPanel::updateRuleSet);
    connect(controller, &app::GameController::stateChanged, this, &ArbiterPanel::updateButtons);
    connect(controller, &app::GameController::offersChanged, this, &ArbiterPanel::updateButtons);
    connect(controller, &app::GameController::claimJudged, this,
            [this](const ClaimVerdict& v) { onVerdict(v.correct); });
    connectButtons();
    updateRuleSet();
    updateHalfmove();
    updateRepetition();
    updateClaims();
    updateOutcome();
    updateOffer();
    updateClaimMessage();
}

void ArbiterPanel::connectButtons() {
    connect(m_ui->claimThreefoldButton, &QPushButton::clicked, this,
            [this] { m_controller->claim(ClaimKind::Threefold); });
    connect(m_ui->claimFiftyButton, &QPushButton::clicked, this,
            [this] { m_controller->claim(ClaimKind::FiftyMoves); });
    connect(m_ui->claimWithMoveButton, &QPushButton::toggled, this, [this](bool on) {
        m_ui->claimModeLabel->setVisible(on);
        emit claimWithMoveToggled(on);
    });
    connect(m_ui->offerWhiteButton, &QPushButton::clicked, this, [this] { offerDraw(White); });
    connect(m_ui->offerBlackButton, &QPushButton::clicked, this, [this] { offerDraw(Black); });
    connect(m_ui->acceptDrawButton, &QPushButton::clicked, this, [this] {
        if (auto to = m_controller->offerAddressee()) m_controller->acceptDraw(*to);
        emit drawButtonPressed();
    });
    connect(m_ui->declineDrawButton, &QPushButton::clicked, this, [this] {
        m_controller->declineDraw();
        emit drawButtonPressed();
    });
    connect(m_ui->resignButton, &QPushButton::clicked, this, &ArbiterPanel::resignRequested);
    connect(m_ui->helpButton, &QPushButton::clicked, this, &ArbiterPanel::helpRequested);
    connect(m_ui->showHintCheck, &QCheckBox::toggled, this, [this](bool shown) {
        updateHint();
        emit hintShownChanged(shown);
    });
    connect(m_ui->occurrencesLabel, &QLabel::linkActivated, this, &ArbiterPanel::jumpTo);
    connect(m_ui->lookAlikeLabel, &QLabel::linkActivated, this, &ArbiterPanel::jumpTo);
}

void ArbiterPanel::offerDraw(Color by) {
    m_controller->offerDraw(by);
    emit drawButtonPressed();
}

QString ArbiterPanel::claimWithMoveHint() const {
    return m_ui->claimModeLabel->text();
}

void ArbiterPanel::setClaimWithMoveActive(bool active) {
    m_ui->claimWithMoveButton->setChecked(active);
}

bool ArbiterPanel::isClaimWithMoveActive() const {
    return m_ui->claimWithMoveButton->isChecked();
}

bool ArbiterPanel::isHintShown() const {
    return m_ui->showHintCheck->isChecked();
}

void ArbiterPanel::setHintShown(bool shown) {
    m_ui->showHintCheck->setChecked(shown);
}

void ArbiterPanel::setLit(QPushButton* button, bool lit) {
    button->setEnabled(lit);
    if (button->property("lit").toBool() != lit) {
        button->setProperty("lit", lit);
        repolish(button);
    }
}

QString ArbiterPanel::countText(const QProgressBar* bar, int value) const {
    if (bar == m_ui->fiftyBar)
        return tr("Fifty-move count: %1 of 100 plies, claim at 100").arg(value);
    if (bar == m_ui->seventyFiveBar)
        return tr("Seventy-five-move count: %1 of 150 plies, the game ends at 150").arg(value);
    if (bar == m_ui->threefoldBar)
        return tr("Repetitions of this position: %1 of 3, claim at 3").arg(value);
    return tr("Repetitions of this position: %1 of 5, the game ends at 5").arg(value);
}

void ArbiterPanel::setBar(QProgressBar* bar, int value, const char* reachedKind) {
    bar->setValue(qMin(bar->maximum(), value));
    const QString spoken = countText(bar, value);
    if (bar->accessibleName() != spoken) bar->setAccessibleName(spoken);
    const QString reached = value >= bar->maximum() ? QLatin1String(reachedKind) : QString();
    if (bar->property("reached").toString() != reached) {
        bar->setProperty("reached", reached);
        repolish(bar);
    }
}

void ArbiterPanel::updateHalfmove() {
    m_ui->halfmoveLabel->setText(m_model->halfmoveText());
    setBar(m_ui->fiftyBar, m_model->halfmoveClock(), "claim");
    setBar(m_ui->seventyFiveBar, m_model->halfmoveClock(), "automatic");
    describe({m_ui->fiftyBar, m_ui->seventyFiveBar}, m_model->halfmoveText());
}

// The counter's name is its count; its description is the group's sentence about the position
// now (9.3, 9.6.2; 9.2, 9.6.1), read after the name when the counter gets the focus.
void ArbiterPanel::describe(std::initializer_list<QProgressBar*> bars, const QString& text) {
    for (QProgressBar* bar : bars)
        if (bar->accessibleDescription() != text) bar->setAccessibleDescription(text);
}

QString ArbiterPanel::plyLink(int ply) const {
    const Game& game = m_controller->game();
    QString text = tr("start position");
    if (ply > 0 && ply <= game.ply())
        text = tr("after %1").arg(app::RuleTexts::plyLabel(game, ply));
    return QStringLiteral("<a href=\"ply:%1\">%2</a>").arg(ply).arg(text.toHtmlEscaped());
}

void ArbiterPanel::updateRepetition() {
    m_ui->repetitionLabel->setText(m_model->repetitionText());
    setBar(m_ui->threefoldBar, m_model->repetitionCount(), "claim");
    setBar(m_ui->fivefoldBar, m_model->repetitionCount(), "automatic");
    describe({m_ui->threefoldBar, m_ui->fivefoldBar}, m_model->repetitionText());
    QStringList links;
    for (int ply : m_model->repetitionPlies()) links << plyLink(ply);
    m_ui->occurrencesLabel->setText(
        links.size() > 1 ? tr("Seen: %1").arg(links.join(QStringLiteral(" · "))) : QString());
    m_ui->occurrencesLabel->setVisible(links.size() > 1);
    QStringList look;
    const QStringList texts = m_model->lookAlikes();
    const QList<int> plies = m_model->lookAlikePlies();
    for (int i = 0; i < texts.size(); ++i)
        look << (i < plies.size() ? QStringLiteral("<a href=\"ply:%1\">%2</a>")
                                        .arg(plies[i])
                                        .arg(texts[i].toHtmlEscaped())
                                  : texts[i].toHtmlEscaped());
    m_ui->lookAlikeLabel->setText(look.join(QStringLiteral("<br>")));
    m_ui->lookAlikeLabel->setVisible(!look.isEmpty());
}

void ArbiterPanel::jumpTo(const QString& link) {
    if (link.startsWith(QLatin1String("ply:")))
        m_controller->navigator().showPly(link.mid(4).toInt());
}

void ArbiterPanel::updateClaims() {
    setLit(m_ui->claimThreefoldButton, m_model->canClaimThreefold());
    setLit(m_ui->claimFiftyButton, m_model->canClaimFifty());
    // Lit as they stood at the position shown; a claim is made only in the game's current
    // position, so they cannot be pressed while browsing.
    if (m_model->isViewing()) {
        m_ui->claimThreefoldButton->setEnabled(false);
        m_ui->claimFiftyButton->setEnabled(false);
    }
    updateHint();
}

void ArbiterPanel::updateViewing() {
    m_ui->viewingLabel->setText(m_model->viewingText());
    m_ui->viewingLabel->setVisible(m_model->isViewing());
    updateClaims();
}

void ArbiterPanel::setNotationStyle(app::LocalNotation::Style style) {
    m_notationStyle = style;
    if (m_model) updateHint();
}

QString ArbiterPanel::hintText() const {
    return m_ui->hintLabel->text();
}

void ArbiterPanel::updateHint() {
    const auto shown = [this](const QStringList& sans) {
        QStringList moves;
        for (const QString& san : sans) moves << app::LocalNotation::show(san, m_notationStyle);
        return moves.join(QStringLiteral(", "));
    };
    QStringList parts;
    if (!m_model->threefoldClaimMoves().isEmpty())
        parts << tr("<b>Threefold (%1):</b> %2")
                     .arg(app::articleNo(article_no::ThreefoldWithMove))
                     .arg(shown(m_model->threefoldClaimMoves()));
    if (!m_model->fiftyClaimMoves().isEmpty())
        parts << tr("<b>Fifty moves (%1):</b> %2")
                     .arg(app::articleNo(article_no::FiftyWithMove))
                     .arg(shown(m_model->fiftyClaimMoves()));
    m_ui->hintLabel->setText(parts.join(QStringLiteral("<br>")));
    const bool available = !parts.isEmpty() && (!m_model->isGameOver() || m_model->isViewing());
    m_ui->showHintCheck->setVisible(available);
    m_ui->hintFrame->setVisible(available && m_ui->showHintCheck->isChecked());
}

void ArbiterPanel::updateOutcome() {
    m_ui->bannerLabel->setText(m_model->bannerText());
    // Over, or the arbiter's observation on an unfinished record (a flag its clock shows).
    m_ui->bannerLabel->setVisible(m_model->isGameOver() || !m_model->bannerText().isEmpty());
    const Outcome o = m_controller->outcome();
    // A recorded result that names no reason has no rule to explain (docs/pgn.md); a game
    // going on none either: the last game's rule went on being its tooltip and description
    // after Ctrl+PgDown or Ctrl+Z.
    m_ui->bannerLabel->setToolTip(
        !o.isOver() || o.termination == Termination::None
            ? QString()
            : ruleTooltip(app::ArbiterModel::topicFor(o.termination), m_rules));
    updateButtons();
    updateHint();
}

void ArbiterPanel::updateOffer() {
    m_ui->offerLabel->setText(m_model->offerText());
    m_ui->offerLabel->setVisible(!m_model->offerText().isEmpty());
    updateButtons();
}

void ArbiterPanel::updateClaimMessage() {
    m_ui->claimMessageLabel->setText(m_model->claimMessage());
    m_ui->claimMessageLabel->setVisible(!m_model->claimMessage().isEmpty());
}

void ArbiterPanel::onVerdict(bool correct) {
    m_ui->claimMessageLabel->setProperty("verdict", correct ? "correct" : "rejected");
    repolish(m_ui->claimMessageLabel);
}

// The core decides who may offer, accept and claim; the buttons say whose decision it is.
void ArbiterPanel::updateButtons() {
    if (!m_controller) return;
    const bool playing = m_controller->rulesApply();
    m_ui->claimWithMoveButton->setEnabled(playing);
    if (!playing && m_ui->claimWithMoveButton->isChecked())
        m_ui->claimWithMoveButton->setChecked(false);
    m_ui->offerWhiteButton->setEnabled(m_controller->canOfferDraw(White));
    m_ui->offerBlackButton->setEnabled(m_controller->canOfferDraw(Black));
    const std::optional<Color> to = m_controller->offerAddressee();
    const QString side = app::RuleTexts::colorName(to.value_or(White));
    m_ui->acceptDrawButton->setText(to ? tr("%1: accept").arg(side) : tr("Accept"));
    m_ui->declineDrawButton->setText(to ? tr("%1: decline").arg(side) : tr("Decline"));
    m_ui->acceptDrawButton->setEnabled(to && m_controller->canAcceptDraw(*to));
    // A disabled Accept says why (5.2.3, 9.1.2) first in its tooltip, which is its
    // accessible description too (PlainDescriptions): to the eye and to a screen reader.
    const QString why = m_model ? m_model->acceptWhy() : QString();
    const QString rule = ruleTooltip(app::ArbiterModel::DrawOffer, m_rules);
    m_ui->acceptDrawButton->setToolTip(
        why.isEmpty() ? rule : QStringLiteral("<p>%1</p>").arg(why.toHtmlEscaped()) + rule);
    m_ui->declineDrawButton->setEnabled(to.has_value());
    m_ui->resignButton->setEnabled(playing);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
