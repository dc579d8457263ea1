#include "gui/dialogs/fendialog.h"

#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>

#include "app/controller/gamecontroller.h"
#include "app/models/boardmodel.h"
#include "app/text/errortexts.h"
#include "app/text/plural.h"
#include "app/text/ruletexts.h"
#include "app/text/setuptexts.h"
#include "core/board/fen.h"
#include "core/setup/setupcheck.h"
#include "gui/dialogs/timecontrolpicker.h"
#include "gui/panels/messageline.h"
#include "gui/style/theme.h"
#include "ui_fendialog.h"

namespace remis::gui {

FenDialog::FenDialog(RuleSet rules, QWidget* parent)
    : QDialog(parent),
      m_ui(std::make_unique<Ui::FenDialog>()),
      m_preview(new app::GameController(this)),
      m_previewBoard(new app::BoardModel(m_preview, this)),
      m_time(new TimeControlPicker(this)) {
    m_ui->setupUi(this);
    m_ui->errorLabel->setLines(2);
    m_ui->errorLabel->setStyleSheet(
        QStringLiteral("color: %1;")
            .arg(theme::css(theme::colours(QApplication::palette()).errorText)));
    QFont mono(QStringLiteral("DejaVu Sans Mono"));
    mono.setStyleHint(QFont::Monospace);
    m_ui->fenEdit->setFont(mono);
    m_ui->preview->setBoard(m_previewBoard, m_preview);
    m_ui->preview->setInteractive(false);
    for (RuleSet r : {RuleSet::Fide, RuleSet::Uscf, RuleSet::Casual})
        m_ui->rulesCombo->addItem(app::RuleTexts::ruleSetName(r), int(r));
    m_ui->rulesCombo->setCurrentIndex(m_ui->rulesCombo->findData(int(rules)));
    // The clock for the game from this position, chosen here (the last used first).
    auto* timeLabel = new QLabel(tr("&Time control:"), this);
    timeLabel->setBuddy(m_time);
    const int at = m_ui->sideLayout->indexOf(m_ui->rulesCombo) + 1;
    m_ui->sideLayout->insertWidget(at, timeLabel);
    m_ui->sideLayout->insertWidget(at + 1, m_time);
    // The picker was made first: the FEN field keeps the first place (and the focus).
    setTabOrder(m_ui->rulesCombo, m_time->combo());
    setTabOrder(m_time->combo(), m_ui->pasteButton);
    m_ui->fenEdit->setFocus();
    connect(m_ui->fenEdit, &QLineEdit::textChanged, this, &FenDialog::validate);
    connect(m_ui->pasteButton, &QPushButton::clicked, this,
            [this] { setFen(QGuiApplication::clipboard()->text().trimmed()); });
    connect(m_ui->startButton, &QPushButton::clicked, this,
            [this] { setFen(QString::fromLatin1(StartFen)); });
    validate();
}

FenDialog::~FenDialog() = default;

QString FenDialog::fen() const {
    return m_ui->fenEdit->text().trimmed();
}

void FenDialog::setFen(const QString& fen) {
    m_ui->fenEdit->setText(fen);
}

void FenDialog::setTimeControl(const TimeControl& control, const QList<TimeControl>& recent) {
    m_time->setRecent(recent);
    m_time->setTimeControl(control);
}

TimeControl FenDialog::timeControl() const {
    return m_time->timeControl();
}

RuleSet FenDialog::ruleSet() const {
    return RuleSet(m_ui->rulesCombo->currentData().toInt());
}

QString FenDialog::errorText() const {
    return m_ui->errorLabel->message();
}

void FenDialog::validate() {
    const QString text = fen();
    QString error;
    if (!text.isEmpty()) {
        if (const auto loaded = m_preview->loadFen(text); !loaded)
            error = app::ErrorTexts::text(loaded.error());
    }
    m_valid = !text.isEmpty() && error.isEmpty();
    m_ui->errorLabel->setMessage(error);
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(m_valid);
    updateSummary();
}

void FenDialog::updateSummary() {
    if (!m_valid) {
        m_ui->summaryLabel->setText(fen().isEmpty()
                                        ? tr("Type or paste a FEN to see the position.")
                                        : tr("The preview shows the last valid position."));
        return;
    }
    const Position& pos = m_preview->game().position();
    QString summary = app::englishPlural(
        tr("%1 to move\nMove %2\nHalfmove clock: %n ply(s)", "", pos.halfmoveClock())
            .arg(app::RuleTexts::colorName(pos.sideToMove()))
            .arg(pos.fullmoveNumber()));
    // Before loading: a counter the move number cannot explain (200 plies at move 1) would
    // end or decide the game at once (9.6.2), so say so.
    const setup::Setup setup = setup::Setup::fromPosition(pos);
    for (const setup::Problem& p : setup::checkSetup(setup))
        if (p.code == setup::ProblemCode::HalfmoveExceedsPlies)
            summary +=
                QStringLiteral("\n\n") + tr("Warning: %1").arg(app::SetupTexts::text(p, setup));
    m_ui->summaryLabel->setText(summary);
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
