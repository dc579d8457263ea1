#include "gui/dialogs/resigndialog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include "app/text/ruletexts.h"

namespace remis::gui {

ResignDialog::ResignDialog(const QString& question, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Resign"));
    setAccessibleDescription(question);
    auto* label = new QLabel(question, this);
    label->setObjectName(QStringLiteral("question"));
    label->setWordWrap(true);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(addResignButton(White));
    buttons->addWidget(addResignButton(Black));
    auto* cancel = new QPushButton(tr("Cancel"), this);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    buttons->addWidget(cancel);

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    auto* icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxQuestion).pixmap(size, size));
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addWidget(label, 1);
    layout->addLayout(top);
    layout->addLayout(buttons);

    // Enter presses the default button, and the focused button becomes the default: Cancel
    // holds both when the dialog opens.
    cancel->setDefault(true);
    cancel->setFocus();
}

QPushButton* ResignDialog::addResignButton(Color side) {
    auto* button = new QPushButton(tr("%1 resigns").arg(app::RuleTexts::colorName(side)), this);
    button->setObjectName(side == White ? QStringLiteral("whiteResigns")
                                        : QStringLiteral("blackResigns"));
    connect(button, &QPushButton::clicked, this, [this, side] {
        m_resigned = side;
        accept();
    });
    return button;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
