#include "gui/panels/helppane.h"

#include <QApplication>
#include <QKeySequence>

#include "app/text/ruleexplanations.h"
#include "gui/content/demolibrary.h"
#include "gui/style/theme.h"

namespace remis::gui {

namespace {
constexpr app::ArbiterModel::Topic AllTopics[] = {
    app::ArbiterModel::Checkmate,        app::ArbiterModel::Stalemate,
    app::ArbiterModel::DeadPosition,     app::ArbiterModel::Threefold,
    app::ArbiterModel::Fivefold,         app::ArbiterModel::FiftyMoves,
    app::ArbiterModel::SeventyFiveMoves, app::ArbiterModel::ClaimWithMove,
    app::ArbiterModel::IncorrectClaim,   app::ArbiterModel::DrawOffer,
    app::ArbiterModel::Resignation,      app::ArbiterModel::FlagFall,
};
}  // namespace

HelpPane::HelpPane(QWidget* parent) : QTextBrowser(parent) {
    setObjectName(QStringLiteral("helpPane"));
    setStyleSheet(
        theme::focusFrame(QStringLiteral("#helpPane"), theme::colours(QApplication::palette())));
    setAccessibleName(tr("Help"));
    setOpenLinks(false);
    setFrameShape(QFrame::StyledPanel);
    document()->setDocumentMargin(10);
    const ThemeColours colours = theme::colours(QApplication::palette());
    document()->setDefaultStyleSheet(
        QStringLiteral("h2 { color: %1; font-size: large; margin-bottom: 4px; } h3 { color: %2; "
                       "margin-top: 10px; }"
                       "p { margin-top: 2px; margin-bottom: 6px; } td { padding: 2px 8px 2px 0; }")
            .arg(theme::css(colours.accent), theme::css(palette().color(QPalette::Text))));
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.toString() == QLatin1String("rules:all")) showRules();
    });
}

QString HelpPane::paragraphs(const QString& text) {
    QString html = text.toHtmlEscaped();
    html.replace(QLatin1String("\n\n"), QLatin1String("</p><p>"));
    return QStringLiteral("<p>%1</p>").arg(html);
}

void HelpPane::setPage(const QString& title, const QString& bodyHtml) {
    m_title = title;
    m_demo = false;
    // A screen reader names the pane "Help" on Tab; the page's title says what it holds.
    setAccessibleDescription(title);
    setHtml(QStringLiteral("<h2>%1</h2>%2").arg(title.toHtmlEscaped(), bodyHtml));
}

void HelpPane::setRuleSet(RuleSet rules) {
    if (m_rules == rules) return;
    m_rules = rules;
    if (m_title == tr("The arbiter's rules")) showRules();
}

void HelpPane::showRules() {
    QString body = paragraphs(app::RuleExplanations::overview(m_rules));
    for (auto topic : AllTopics)
        body += QStringLiteral("<h3>%1</h3>%2")
                    .arg(app::RuleExplanations::title(topic).toHtmlEscaped(),
                         paragraphs(app::RuleExplanations::text(topic, m_rules)));
    setPage(tr("The arbiter's rules"), body);
}

void HelpPane::showRule(app::ArbiterModel::Topic topic) {
    setPage(app::RuleExplanations::title(topic),
            paragraphs(app::RuleExplanations::text(topic, m_rules)) +
                QStringLiteral("<p><a href=\"rules:all\">%1</a></p>").arg(tr("All rules")));
}

void HelpPane::showDemo(const Demo& demo) {
    setPage(demo.title,
            paragraphs(demo.explanation) +
                QStringLiteral("<p><a href=\"rules:all\">%1</a></p>").arg(tr("All rules")));
    m_demo = true;
}

void HelpPane::showShortcuts() {
    const QList<std::pair<QString, QString>> keys = {
        {tr("Click a piece, then a square"), tr("move (or drag the piece)")},
        {tr("Right click, Esc"), tr("cancel the selection")},
        {tr("Enter on the board"),
         tr("keyboard cursor: arrows move it, Enter picks up and puts down")},
        {tr("Left, Right, Home, End"), tr("browse earlier positions; End returns to the game")},
        {QStringLiteral("F"), tr("flip the board")},
        {tr("P; Pause from the move box"), tr("pause or resume the clocks")},
        {QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText),
         tr("undo the last edit of the record (comments, moves, tags…)")},
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z).toString(QKeySequence::NativeText),
         tr("redo it")},
        {tr("Ctrl+PgDown, Ctrl+PgUp"), tr("next or previous game of the file")},
        {QKeySequence(QKeySequence::Copy).toString(QKeySequence::NativeText),
         tr("copy the position as FEN")},
        {QKeySequence(QKeySequence::Paste).toString(QKeySequence::NativeText),
         tr("load a FEN or PGN from the clipboard")},
        {tr("Ctrl+Shift+R, Ctrl+Shift+Y"),
         tr("claim a draw: threefold repetition, fifty-move rule")},
        {tr("Ctrl+Shift+M"), tr("claim with a move: show it on the board or type it")},
        {tr("Ctrl+Shift+A, Ctrl+Shift+D"), tr("accept or decline a draw offer")},
        {tr("Ctrl+T, Ctrl+Shift+N"),
         tr("say the clocks; say the fifty-move and repetition counts")},
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H).toString(QKeySequence::NativeText),
         tr("Tournament Watch: every board of the hall")},
        {tr("Enter, Space in Tournament Watch"),
         tr("open the selected board; acknowledge its urgent event")},
    };
    QString rows;
    for (const auto& [key, what] : keys)
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(key.toHtmlEscaped(), what.toHtmlEscaped());
    setPage(tr("Keyboard and mouse"), QStringLiteral("<table>%1</table>").arg(rows));
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
