// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/school/schoolplace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/files/safewriter.h"

namespace remis::app {

namespace {

QString placePath(const QString& progressPath) {
    const QFileInfo info(progressPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-place.json"));
}

}  // namespace

SchoolPlace::SchoolPlace(const QString& progressPath) : m_path(placePath(progressPath)) {
    load();
}

void SchoolPlace::load() {
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) return;  // never left anywhere yet
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    m_state.mode = o.value(QLatin1String("mode")).toString();
    m_state.lesson = o.value(QLatin1String("lesson")).toString();
    m_state.item = o.value(QLatin1String("item")).toString();
    for (const QJsonValue& v : o.value(QLatin1String("openedFiles")).toArray())
        if (v.isString()) m_state.openedFiles << v.toString();
}

// A place that cannot be written is only a convenience lost: the progress file, written the
// same way, reports a full disk where it matters.
void SchoolPlace::save() const {
    QJsonObject o;
    o.insert(QLatin1String("mode"), m_state.mode);
    o.insert(QLatin1String("lesson"), m_state.lesson);
    o.insert(QLatin1String("item"), m_state.item);
    o.insert(QLatin1String("openedFiles"), QJsonArray::fromStringList(m_state.openedFiles));
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    (void)SafeWriter::writeFile(m_path, QJsonDocument(o).toJson());
}

void SchoolPlace::setShown(const QString& mode, const QString& lesson, const QString& item) {
    if (mode == m_state.mode && lesson == m_state.lesson && item == m_state.item) return;
    m_state.mode = mode;
    m_state.lesson = lesson;
    m_state.item = item;
    save();
}

void SchoolPlace::addOpenedFile(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_state.openedFiles.contains(absolute)) return;
    m_state.openedFiles << absolute;
    save();
}

}  // namespace remis::app
