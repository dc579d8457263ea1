// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/panels/countaccessible.h"

#include <QAccessibleWidget>
#include <QProgressBar>

namespace remis::gui {

namespace {

constexpr const char* Marked = "remisCount";

// Role static text, named by the widget's accessible name; no value, so no percentage.
class CountInterface : public QAccessibleWidget {
public:
    explicit CountInterface(QWidget* w) : QAccessibleWidget(w, QAccessible::StaticText) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name) return widget()->accessibleName();
        if (t == QAccessible::Value) return {};
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface* factory(const QString&, QObject* object) {
    auto* bar = qobject_cast<QProgressBar*>(object);
    if (bar && bar->property(Marked).toBool()) return new CountInterface(bar);
    return nullptr;
}

}  // namespace

void CountAccessible::mark(QProgressBar* bar) {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
    bar->setProperty(Marked, true);
}

}  // namespace remis::gui
