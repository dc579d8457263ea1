#include "gui/content/demolibrary.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include "gui/content/resources.h"

namespace remis::gui {

namespace {
// scripts/update-translations collects the titles and texts of demos.json into the context
// "Demos" of the .ts files.
QString translated(const QString& text) {
    return QCoreApplication::translate("Demos", text.toUtf8().constData());
}
}  // namespace

DemoLibrary::DemoLibrary(const QString& path) {
    ensureResources();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = file.errorString();
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isArray()) {
        m_error = parseError.errorString();
        return;
    }
    for (const QJsonValue& value : doc.array()) {
        const QJsonObject o = value.toObject();
        Demo demo{o.value(QLatin1String("id")).toString(),
                  translated(o.value(QLatin1String("title")).toString()),
                  o.value(QLatin1String("fen")).toString(),
                  {},
                  translated(o.value(QLatin1String("explanation")).toString())};
        demo.clockSeconds = o.value(QLatin1String("clockSeconds")).toInt();
        for (const QJsonValue& move : o.value(QLatin1String("moves")).toArray())
            demo.moves << move.toString();
        if (!demo.id.isEmpty()) m_demos << demo;
    }
}

const Demo* DemoLibrary::find(const QString& id) const {
    for (const Demo& d : m_demos)
        if (d.id == id) return &d;
    return nullptr;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
