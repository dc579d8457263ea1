// HelpPane: the side pane that explains: every rule the arbiter applies in plain language
// (from app::RuleExplanations), the keyboard shortcuts, or the explanation of the
// demonstration just loaded.
#pragma once

#include <QTextBrowser>

#include "app/models/arbitermodel.h"

namespace remis::gui {

struct Demo;

class HelpPane : public QTextBrowser {
    Q_OBJECT
public:
    explicit HelpPane(QWidget* parent = nullptr);

    // The rule set the explanations describe (casual: threefold and fifty moves need no claim).
    void setRuleSet(RuleSet rules);
    void showRules();
    void showRule(app::ArbiterModel::Topic topic);
    void showDemo(const Demo& demo);
    void showShortcuts();
    QString currentTitle() const { return m_title; }
    // A demonstration's explanation is shown (it goes when another game replaces it).
    bool isShowingDemo() const { return m_demo; }

    QSize sizeHint() const override { return {360, 220}; }

private:
    void setPage(const QString& title, const QString& bodyHtml);
    static QString paragraphs(const QString& text);

    QString m_title;
    bool m_demo = false;
    RuleSet m_rules = RuleSet::Fide;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
