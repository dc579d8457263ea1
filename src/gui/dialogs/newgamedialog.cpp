#include "gui/dialogs/newgamedialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include "app/text/articles.h"
#include "app/text/clocktexts.h"
#include "app/text/ruletexts.h"
#include "gui/dialogs/timecontrolpicker.h"
#include "gui/style/theme.h"

namespace remis::gui {

NewGameDialog::NewGameDialog(RuleSet rules, const TimeControl& control, QWidget* parent)
    : QDialog(parent),
      m_rules(new QComboBox(this)),
      m_rulesHelp(new QLabel(this)),
      m_time(new TimeControlPicker(this)),
      m_white(new QLineEdit(this)),
      m_black(new QLineEdit(this)) {
    setWindowTitle(tr("New Game"));
    for (RuleSet r : {RuleSet::Fide, RuleSet::Uscf, RuleSet::Casual})
        m_rules->addItem(app::RuleTexts::ruleSetName(r), int(r));
    m_rules->setCurrentIndex(m_rules->findData(int(rules)));
    m_rulesHelp->setWordWrap(true);
    m_rulesHelp->setStyleSheet(QStringLiteral("color: %1;")
                                   .arg(theme::css(theme::colours(QApplication::palette()).muted)));
    m_time->setTimeControl(control);
    m_white->setPlaceholderText(tr("White"));
    m_black->setPlaceholderText(tr("Black"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Rules:"), m_rules);
    form->addRow(QString(), m_rulesHelp);
    form->addRow(tr("&Time control:"), m_time);
    form->addRow(tr("&White:"), m_white);
    form->addRow(tr("&Black:"), m_black);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_rules, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateRulesHelp);
    updateRulesHelp();
    resize(460, sizeHint().height());
}

RuleSet NewGameDialog::ruleSet() const {
    return RuleSet(m_rules->currentData().toInt());
}

QString NewGameDialog::whiteName() const {
    return m_white->text().trimmed();
}

QString NewGameDialog::blackName() const {
    return m_black->text().trimmed();
}

void NewGameDialog::setNames(const QString& white, const QString& black) {
    m_white->setText(white == QLatin1String("?") ? QString() : white);
    m_black->setText(black == QLatin1String("?") ? QString() : black);
}

TimeControl NewGameDialog::timeControl() const {
    return m_time->timeControl();
}

void NewGameDialog::setRecentTimeControls(const QList<TimeControl>& recent) {
    m_time->setRecent(recent);
}

void NewGameDialog::updateRulesHelp() {
    switch (ruleSet()) {
        case RuleSet::Fide:
            m_rulesHelp->setText(
                tr("FIDE Laws of Chess 2023: threefold repetition and the fifty-move rule "
                   "must be claimed by the player to move."));
            break;
        case RuleSet::Uscf:
            m_rulesHelp->setText(
                tr("As FIDE, but a flag fall is a draw when the opponent has insufficient "
                   "material to win (US Chess %1).")
                    .arg(app::articleNo(article_no::UscfFlagFall)));
            break;
        case RuleSet::Casual:
            m_rulesHelp->setText(
                tr("Threefold repetition and fifty moves end the game by themselves, and "
                   "moves can be taken back (Ctrl+Z)."));
            break;
    }
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
