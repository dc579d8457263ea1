#include "gui/dialogs/timecontroldialog.h"

#include <QApplication>
#include <QPushButton>

#include "app/text/clocktexts.h"
#include "app/text/errortexts.h"
#include "gui/style/theme.h"
#include "ui_timecontroldialog.h"

namespace remis::gui {

namespace {
constexpr int64_t Minute = 60000;
constexpr int64_t Second = 1000;

TimeControl fischerMin(int minutes, int increment) {
    return TimeControl::fischer(minutes * Minute, increment * Second);
}
}  // namespace

TimeControlDialog::TimeControlDialog(QWidget* parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::TimeControlDialog>()) {
    m_ui->setupUi(this);
    m_ui->errorLabel->setStyleSheet(
        QStringLiteral("color: %1;")
            .arg(theme::css(theme::colours(QApplication::palette()).errorText)));
    m_presets = presets();
    fillPresets();
    m_ui->kindCombo->addItems({tr("No clock (untimed)"), tr("Sudden death"),
                               tr("Fischer increment"), tr("Bronstein delay"),
                               tr("Simple (US) delay"), tr("Several periods")});
    connect(m_ui->presetCombo, &QComboBox::activated, this, &TimeControlDialog::applyPreset);
    auto edited = [this] {
        if (!m_updating) m_ui->presetCombo->setCurrentIndex(0);
        updateFields();
    };
    connect(m_ui->kindCombo, &QComboBox::currentIndexChanged, this, edited);
    connect(m_ui->baseSpin, &QSpinBox::valueChanged, this, edited);
    connect(m_ui->baseSecondsSpin, &QSpinBox::valueChanged, this, edited);
    connect(m_ui->extraSpin, &QSpinBox::valueChanged, this, edited);
    connect(m_ui->periodsEdit, &QLineEdit::textEdited, this, edited);
    setTimeControl(fischerMin(15, 10));
}

TimeControlDialog::~TimeControlDialog() = default;

// Bullet, blitz and rapid by FIDE's classes (B.1, A.1: the time for 60 moves), classical.
QList<std::pair<QString, TimeControl>> TimeControlDialog::presets() {
    return {
        {tr("No clock (untimed teaching)"), TimeControl::untimed()},
        {tr("Bullet 1+0"), fischerMin(1, 0)},
        {tr("Blitz 3+0"), fischerMin(3, 0)},
        {tr("Blitz 3+2"), fischerMin(3, 2)},
        {tr("Blitz 5+0"), fischerMin(5, 0)},
        {tr("Blitz 5+3"), fischerMin(5, 3)},
        {tr("Blitz 10+0"), fischerMin(10, 0)},  // B.1: 10 minutes or less is blitz
        {tr("Rapid 10+5"), fischerMin(10, 5)},
        {tr("Rapid 15+10"), fischerMin(15, 10)},
        {tr("Rapid 25+10"), fischerMin(25, 10)},
        {tr("Classical 90+30"), fischerMin(90, 30)},
        {tr("Classical 90/40+30, then 30 min + 30 s"), TimeControl::fideClassical()},
    };
}

QList<std::pair<QString, TimeControl>> TimeControlDialog::presetsWithRecent(
    const QList<TimeControl>& recent) {
    QList<std::pair<QString, TimeControl>> all = presets();
    QList<std::pair<QString, TimeControl>> out;
    for (const TimeControl& control : recent) {
        bool listed = false;
        for (const auto& item : out) listed = listed || item.second == control;
        if (listed) continue;
        QString name = app::ClockTexts::control(control);
        for (qsizetype i = 0; i < all.size(); ++i)
            if (all[i].second == control) {
                name = all[i].first;
                all.removeAt(i);
                break;
            }
        out.append({name, control});
    }
    return out + all;
}

void TimeControlDialog::setRecent(const QList<TimeControl>& recent) {
    const TimeControl current = timeControl();
    m_presets = presetsWithRecent(recent);
    fillPresets();
    setTimeControl(current);
}

void TimeControlDialog::fillPresets() {
    const bool updating = m_updating;
    m_updating = true;
    m_ui->presetCombo->clear();
    m_ui->presetCombo->addItem(tr("Custom"));
    for (const auto& [name, control] : m_presets) m_ui->presetCombo->addItem(name);
    m_updating = updating;
}

void TimeControlDialog::applyPreset(int index) {
    if (index >= 1 && index <= m_presets.size()) {
        setTimeControl(m_presets[index - 1].second);
        m_ui->presetCombo->setCurrentIndex(index);
    }
}

void TimeControlDialog::setTimeControl(const TimeControl& control) {
    m_updating = true;
    Kind kind = Periods;
    if (control.isUntimed()) {
        kind = Untimed;
    } else if (control.periods.size() == 1 && control.periods[0].moves == 0) {
        const TimePeriod& p = control.periods[0];
        const bool whole =
            p.baseMs % Second == 0 && p.incrementMs % Second == 0 && p.delayMs % Second == 0;
        if (whole && p.incrementMs == 0 && p.delayMs == 0)
            kind = SuddenDeath;
        else if (whole && p.delayMs == 0)
            kind = Increment;
        else if (whole && p.incrementMs == 0)
            kind = control.delayMode == DelayMode::Bronstein ? Bronstein : SimpleDelay;
        m_ui->baseSpin->setValue(int(p.baseMs / Minute));
        m_ui->baseSecondsSpin->setValue(int((p.baseMs % Minute) / Second));
        m_ui->extraSpin->setValue(int((p.incrementMs + p.delayMs) / Second));
    }
    m_ui->periodsEdit->setText(QString::fromStdString(control.toPgnTag()));
    m_ui->kindCombo->setCurrentIndex(kind);
    m_ui->presetCombo->setCurrentIndex(0);
    for (qsizetype i = 0; i < m_presets.size(); ++i)
        if (m_presets[i].second == control) {
            m_ui->presetCombo->setCurrentIndex(int(i) + 1);
            break;
        }
    m_updating = false;
    updateFields();
}

// Only what the kind uses is shown, under its own name: no "Delay" beside an increment.
void TimeControlDialog::showRows(Kind kind) {
    const bool simple = kind != Untimed && kind != Periods;
    const bool extra = simple && kind != SuddenDeath;
    for (QWidget* w :
         {static_cast<QWidget*>(m_ui->baseLabel), static_cast<QWidget*>(m_ui->baseSpin),
          static_cast<QWidget*>(m_ui->baseSecondsSpin)})
        w->setVisible(simple);
    m_ui->baseSpin->setEnabled(simple);
    m_ui->baseSecondsSpin->setEnabled(simple);
    m_ui->extraLabel->setVisible(extra);
    m_ui->extraSpin->setVisible(extra);
    m_ui->extraSpin->setEnabled(extra);
    m_ui->extraLabel->setText(kind == Increment   ? tr("&Increment per move:")
                              : kind == Bronstein ? tr("&Bronstein delay:")
                                                  : tr("&Delay per move:"));
    m_ui->periodsLabel->setVisible(kind == Periods);
    m_ui->periodsEdit->setVisible(kind == Periods);
    m_ui->periodsEdit->setEnabled(kind == Periods);
}

void TimeControlDialog::updateFields() {
    const auto kind = Kind(m_ui->kindCombo->currentIndex());
    showRows(kind);
    // The periods text follows the other fields, so that it never shows a stale control.
    if (kind != Periods)
        if (const Result<TimeControl> control = fromFields())
            m_ui->periodsEdit->setText(QString::fromStdString(control->toPgnTag()));
    validate();
}

Result<TimeControl> TimeControlDialog::fromFields() const {
    const int64_t base = m_ui->baseSpin->value() * Minute + m_ui->baseSecondsSpin->value() * Second;
    const int64_t extra = m_ui->extraSpin->value() * Second;
    switch (Kind(m_ui->kindCombo->currentIndex())) {
        case Untimed:
            return TimeControl::untimed();
        case SuddenDeath:
            return TimeControl::suddenDeath(base);
        case Increment:
            return TimeControl::fischer(base, extra);
        case Bronstein:
            return TimeControl::bronstein(base, extra);
        case SimpleDelay:
            return TimeControl::simpleDelay(base, extra);
        case Periods:
            break;
    }
    return parseTimeControl(m_ui->periodsEdit->text().toStdString());
}

void TimeControlDialog::validate() {
    const Result<TimeControl> control = fromFields();
    QString error = control ? QString() : app::ErrorTexts::text(control.error());
    if (control && !control->isUntimed() && control->periods.front().baseMs <= 0)
        error = tr("The base time must be more than 0 (minutes and seconds).");
    m_ui->errorLabel->setText(error);
    m_ui->errorLabel->setVisible(!error.isEmpty());
    m_ui->summaryLabel->setText(control ? app::ClockTexts::controlDetails(*control) : QString());
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
}

TimeControl TimeControlDialog::timeControl() const {
    const Result<TimeControl> control = fromFields();
    return control ? *control : TimeControl::untimed();  // OK is disabled while it fails
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
