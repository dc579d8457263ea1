// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/panels/clockaccessible.h"

#include <QAccessibleWidget>

#include "app/text/clocktexts.h"
#include "app/text/ruletexts.h"
#include "app/text/spokentime.h"
#include "gui/panels/clockwidget.h"

namespace remis::gui {

namespace {

class ClockInterface : public QAccessibleWidget {
public:
    explicit ClockInterface(ClockWidget* w) : QAccessibleWidget(w, QAccessible::StaticText) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name)
            return ClockAccessible::spoken(static_cast<ClockWidget*>(widget()));
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface* factory(const QString&, QObject* object) {
    if (auto* clock = qobject_cast<ClockWidget*>(object)) return new ClockInterface(clock);
    return nullptr;
}

}  // namespace

void ClockAccessible::install() {
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
}

QString ClockAccessible::spoken(const ClockWidget* w) {
    const QString side = app::RuleTexts::colorName(w->side());
    QString text = w->name().isEmpty() || w->name() == side
                       ? tr("%1's clock").arg(side)
                       : tr("%1's clock (%2)").arg(side, w->name());
    if (!w->isTimed()) return tr("%1: untimed").arg(text);
    text = tr("%1: %2").arg(text, app::SpokenTime::duration(w->remaining()));
    if (w->isFlagged()) return tr("%1, flag fallen").arg(text);
    if (w->isLowTime())
        text = tr("%1, %2").arg(text, app::ClockTexts::lowTimeMarkSpoken(w->lowTimeMs()));
    if (w->isPaused()) return tr("%1, paused").arg(text);
    if (w->isActive()) return tr("%1, to move").arg(text);
    return text;
}

}  // namespace remis::gui
