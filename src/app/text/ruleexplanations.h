// RuleExplanations: the plain-language paragraphs the arbiter panel shows on hover and in its
// help pane, one per rule (RuleTopic), each naming the FIDE article. Through tr().
#pragma once

#include <QCoreApplication>
#include <QString>

#include "app/text/ruletopic.h"
#include "core/rules/outcome.h"

namespace remis::app {

class RuleExplanations {
    Q_DECLARE_TR_FUNCTIONS(remis::app::RuleExplanations)
public:
    // Under the casual rule set threefold and fifty moves end the game by themselves, and
    // their texts say so.
    static QString text(RuleTopic topic, RuleSet rules = RuleSet::Fide);
    // The opening paragraph of the rules page for this rule set.
    static QString overview(RuleSet rules);
    static QString title(RuleTopic topic);  // "Threefold repetition (FIDE 9.2)"

private:
    static QString claimText(RuleTopic topic);
    static QString endingText(RuleTopic topic);
    static QString casualText(RuleTopic topic);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
