#include "gui/base/toggleaccessible.h"

#include <QAccessibleWidget>
#include <QPushButton>

namespace remis::gui {

namespace {

class ToggleInterface : public QAccessibleWidget {
public:
    explicit ToggleInterface(QPushButton* b) : QAccessibleWidget(b, QAccessible::Button) {
        addControllingSignal(QStringLiteral("clicked(bool)"));
    }
    QPushButton* button() const { return static_cast<QPushButton*>(widget()); }

    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name && button()->accessibleName().isEmpty()) {
            QString name = button()->text();
            name.remove(QLatin1Char('&'));
            while (name.endsWith(QLatin1Char('.')) || name.endsWith(QChar(0x2026))) name.chop(1);
            return name;
        }
        if (t == QAccessible::Description) {  // the state first, then what the button does
            const QString more = QAccessibleWidget::text(t);
            const QString state = ToggleAccessible::description(button()->isChecked());
            return more.isEmpty() ? state : state + QStringLiteral(". ") + more;
        }
        return QAccessibleWidget::text(t);
    }
    QAccessible::State state() const override {
        QAccessible::State s = QAccessibleWidget::state();
        s.pressed = button()->isChecked();
        return s;
    }
    // Toggle (and press) as a button does, and the widget's own (set focus).
    QStringList actionNames() const override {
        QStringList names = QAccessibleWidget::actionNames();
        if (button()->isEnabled()) names << toggleAction() << pressAction();
        return names;
    }
    void doAction(const QString& name) override {
        if (name == toggleAction() || name == pressAction())
            button()->click();
        else
            QAccessibleWidget::doAction(name);
    }
};

QAccessibleInterface* factory(const QString&, QObject* object) {
    auto* button = qobject_cast<QPushButton*>(object);
    if (button && button->isCheckable()) return new ToggleInterface(button);
    return nullptr;
}

}  // namespace

void ToggleAccessible::install() {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
}

QString ToggleAccessible::description(bool pressed) {
    return pressed ? tr("Toggle button, pressed") : tr("Toggle button, not pressed");
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
