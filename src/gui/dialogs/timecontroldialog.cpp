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
}  // namespace

TimeControlDialog::TimeControlDialog(QWidget* parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::TimeControlDialog>()) {
    m_ui->setupUi(this);
    m_ui->errorLabel->setStyleSheet(
        QStringLiteral("color: %1;")
            .arg(theme::css(theme::colours(QApplication::palette()).errorText)));
    m_ui->presetCombo->addItem(tr("Custom"));
    for (const auto& [name, control] : presets()) m_ui->presetCombo->addItem(name);
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
    connect(m_ui->extraSpin, &QSpinBox::valueChanged, this, edited);
    connect(m_ui->periodsEdit, &QLineEdit::textEdited, this, edited);
    setTimeControl(TimeControl::fischer(15 * Minute, 10 * Second));
}

TimeControlDialog::~TimeControlDialog() = default;

QList<std::pair<QString, TimeControl>> TimeControlDialog::presets() {
    return {
        {tr("No clock (untimed teaching)"), TimeControl::untimed()},
        {tr("Blitz 5+3"), TimeControl::fischer(5 * Minute, 3 * Second)},
        {tr("Rapid 15+10"), TimeControl::fischer(15 * Minute, 10 * Second)},
        {tr("Classical 90+30"), TimeControl::fischer(90 * Minute, 30 * Second)},
        {tr("FIDE classical: 40/90+30, then 30+30"), TimeControl::fideClassical()},
    };
}

void TimeControlDialog::applyPreset(int index) {
    const auto all = presets();
    if (index >= 1 && index <= all.size()) {
        setTimeControl(all[index - 1].second);
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
            p.baseMs % Minute == 0 && p.incrementMs % Second == 0 && p.delayMs % Second == 0;
        if (whole && p.incrementMs == 0 && p.delayMs == 0)
            kind = SuddenDeath;
        else if (whole && p.delayMs == 0)
            kind = Increment;
        else if (whole && p.incrementMs == 0)
            kind = control.delayMode == DelayMode::Bronstein ? Bronstein : SimpleDelay;
        m_ui->baseSpin->setValue(int(p.baseMs / Minute));
        m_ui->extraSpin->setValue(int((p.incrementMs + p.delayMs) / Second));
    }
    m_ui->periodsEdit->setText(QString::fromStdString(control.toPgnTag()));
    m_ui->kindCombo->setCurrentIndex(kind);
    m_ui->presetCombo->setCurrentIndex(0);
    for (int i = 0; i < presets().size(); ++i)
        if (presets()[i].second == control) m_ui->presetCombo->setCurrentIndex(i + 1);
    m_updating = false;
    updateFields();
}

void TimeControlDialog::updateFields() {
    const auto kind = Kind(m_ui->kindCombo->currentIndex());
    const bool simple = kind != Untimed && kind != Periods;
    m_ui->baseSpin->setEnabled(simple);
    m_ui->extraSpin->setEnabled(simple && kind != SuddenDeath);
    m_ui->extraLabel->setText(kind == Increment ? tr("&Increment:") : tr("&Delay:"));
    m_ui->periodsEdit->setEnabled(kind == Periods);
    validate();
}

Result<TimeControl> TimeControlDialog::fromFields() const {
    const int64_t base = m_ui->baseSpin->value() * Minute;
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
    const QString error = control ? QString() : app::ErrorTexts::text(control.error());
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
