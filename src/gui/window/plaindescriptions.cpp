// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window/plaindescriptions.h"

#include <QApplication>
#include <QEvent>
#include <QTextDocumentFragment>
#include <QWidget>

namespace remis::gui {

namespace {
constexpr const char* Mark = "remisPlainDescription";  // the description is ours to replace
}

void PlainDescriptions::install() {
    static PlainDescriptions* filter = nullptr;
    if (filter || !qApp) return;
    filter = new PlainDescriptions(qApp);
    qApp->installEventFilter(filter);
}

QString PlainDescriptions::plainText(const QString& richText) {
    return QTextDocumentFragment::fromHtml(richText).toPlainText().trimmed();
}

bool PlainDescriptions::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ToolTipChange || !watched->isWidgetType())
        return QObject::eventFilter(watched, event);
    auto* w = static_cast<QWidget*>(watched);
    const bool ours = w->property(Mark).toBool();
    if (!ours && !w->accessibleDescription().isEmpty()) return false;  // set on purpose
    const QString tip = w->toolTip();
    if (Qt::mightBeRichText(tip)) {
        w->setProperty(Mark, true);
        w->setAccessibleDescription(plainText(tip));
    } else if (ours) {
        w->setProperty(Mark, false);
        w->setAccessibleDescription(QString());  // the plain tooltip is the description again
    }
    return false;
}

}  // namespace remis::gui
