#include "app/school/schoolprogress.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include "app/files/safewriter.h"
#include "app/text/errortexts.h"

namespace remis::app {

SchoolProgress::SchoolProgress(QString path) : m_path(std::move(path)) {
    if (m_path.isEmpty())
        m_path = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                 QStringLiteral("/school-progress.json");
    load();
}

void SchoolProgress::load() {
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) return;  // no progress yet
    const QJsonObject items = QJsonDocument::fromJson(file.readAll()).object();
    for (auto it = items.begin(); it != items.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        m_items.insert(it.key(), ItemProgress{o.value(QLatin1String("attempts")).toInt(),
                                              o.value(QLatin1String("solved")).toBool(),
                                              o.value(QLatin1String("hints")).toInt()});
    }
}

bool SchoolProgress::save() {
    QJsonObject items;
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it) {
        QJsonObject o;
        o.insert(QLatin1String("attempts"), it->attempts);
        o.insert(QLatin1String("solved"), it->solved);
        o.insert(QLatin1String("hints"), it->hintsUsed);
        items.insert(it.key(), o);
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    const AppResult<> written = SafeWriter::writeFile(m_path, QJsonDocument(items).toJson());
    m_error = written ? QString() : ErrorTexts::text(written.error());
    return bool(written);
}

ItemProgress SchoolProgress::item(const QString& lesson, const QString& item) const {
    return m_items.value(key(lesson, item));
}

bool SchoolProgress::record(const QString& lesson, const QString& item, bool correct,
                            int hintsUsed) {
    ItemProgress& p = m_items[key(lesson, item)];
    ++p.attempts;
    p.solved = p.solved || correct;  // once solved, a later slip does not take it back
    p.hintsUsed = std::max(p.hintsUsed, hintsUsed);
    return save();
}

bool SchoolProgress::resetItem(const QString& lesson, const QString& item) {
    m_items.remove(key(lesson, item));
    return save();
}

bool SchoolProgress::resetLesson(const QString& lesson) {
    const QString prefix = lesson + QLatin1Char('/');
    for (auto it = m_items.begin(); it != m_items.end();)
        it = it.key().startsWith(prefix) ? m_items.erase(it) : std::next(it);
    return save();
}

int SchoolProgress::solvedIn(const QString& lesson) const {
    const QString prefix = lesson + QLatin1Char('/');
    int n = 0;
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
        if (it.key().startsWith(prefix) && it->solved) ++n;
    return n;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
