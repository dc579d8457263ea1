// ArbiterPanel: the arbiter's side panel (forms/arbiterpanel.ui) bound to app::ArbiterModel:
// the halfmove clock and repetition count with progress toward claim and automatic draw, the
// claim buttons (lit only when the side to move may claim), "Claim with a move...", the
// teaching hint of moves that make a correct claim, draw offers, resignation and the
// end-of-game banner. Every rule has its plain-language explanation as a tooltip. It holds
// no rules: it shows the model and sends the user's decisions to the controller.
#pragma once

#include <QWidget>
#include <initializer_list>
#include <memory>

#include "app/models/arbitermodel.h"
#include "app/text/localnotation.h"

class QProgressBar;
class QPushButton;

namespace Ui {
class ArbiterPanel;
}

namespace remis::app {
class GameController;
}

namespace remis::gui {

class ArbiterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ArbiterPanel(QWidget* parent = nullptr);
    ~ArbiterPanel() override;

    void bind(app::ArbiterModel* model, app::GameController* controller);
    // "Claim with a move" is on: the next move shown on the board goes to the arbiter.
    void setClaimWithMoveActive(bool active);
    QString claimWithMoveHint() const;  // what to do now that a claim with a move has begun
    bool isClaimWithMoveActive() const;
    bool isHintShown() const;
    void setHintShown(bool shown);
    QString hintText() const;  // the moves of the teaching hint, as shown
    // The teaching hint's moves in the letters or figurines the user chose (View > Move
    // Notation), as the move list shows them.
    void setNotationStyle(app::LocalNotation::Style style);
    // 9.1.2.1: a draw offer by `by`, as the core allows it (either player, at any time).
    void offerDraw(Color by);

    // Rich-text tooltip for a rule: its title and explanation.
    static QString ruleTooltip(app::ArbiterModel::Topic topic, RuleSet rules = RuleSet::Fide);

signals:
    void claimWithMoveToggled(bool active);
    void helpRequested();
    void resignRequested();
    void hintShownChanged(bool shown);
    // An offer, Accept or Decline: the button pressed is disabled by it, and the focus would
    // pass on to the next one (Resign); it should go back to the board.
    void drawButtonPressed();

private:
    void setUpTooltips(RuleSet rules);
    void updateRuleSet();
    void connectButtons();
    void updateHalfmove();
    QString countText(const QProgressBar* bar, int value) const;  // a counter read out
    void updateRepetition();
    void updateClaims();
    void updateViewing();  // "Viewing move N": the panel shows the position shown
    void updateHint();
    void updateOutcome();
    void updateOffer();
    void updateClaimMessage();
    void updateButtons();
    void onVerdict(bool correct);
    void jumpTo(const QString& link);
    QString plyLink(int ply) const;
    static void setLit(QPushButton* button, bool lit);
    void setBar(QProgressBar* bar, int value, const char* reachedKind);
    static void describe(std::initializer_list<QProgressBar*> bars, const QString& text);

    std::unique_ptr<Ui::ArbiterPanel> m_ui;
    app::LocalNotation::Style m_notationStyle = app::LocalNotation::Style::Local;
    app::ArbiterModel* m_model = nullptr;
    app::GameController* m_controller = nullptr;
    RuleSet m_rules = RuleSet::Fide;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
