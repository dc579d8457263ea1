// RuleExplanations: the plain-language paragraphs the arbiter panel shows on hover and in its
// help pane, one per rule (ArbiterModel::Topic), each naming the FIDE article. Through tr().
#pragma once

#include <QCoreApplication>
#include <QString>

#include "app/models/arbitermodel.h"

namespace remis::app {

class RuleExplanations {
    Q_DECLARE_TR_FUNCTIONS(remis::app::RuleExplanations)
public:
    static QString text(ArbiterModel::Topic topic);
    static QString title(ArbiterModel::Topic topic);  // "Threefold repetition (FIDE 9.2)"

private:
    static QString claimText(ArbiterModel::Topic topic);
    static QString endingText(ArbiterModel::Topic topic);
};

}  // namespace remis::app
