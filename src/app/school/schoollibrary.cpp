#include "app/school/schoollibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "app/services/translations.h"
#include "app/text/schooltexts.h"

namespace remis::app {

QString SchoolLibrary::lessonPath(const QString& name, const QString& language,
                                  const QString& userFolder) {
    const QString shipped = QStringLiteral(":/school/");
    if (!language.isEmpty() && language != QLatin1String("en"))
        for (const QString& dir : {userFolder + QLatin1Char('/'), shipped}) {
            const QString translated = dir + language + QLatin1Char('/') + name;
            if (QFileInfo::exists(translated)) return translated;
        }
    return shipped + name;
}

void SchoolLibrary::loadStandard(const QString& userFolder, const QString& language) {
    const QString user = userFolder.isEmpty() ? SchoolLibrary::userFolder() : userFolder;
    const QString lang = language.isEmpty() ? Translations::wanted() : language;
    const QDir shipped(QStringLiteral(":/school"));
    for (const QString& name :
         shipped.entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name))
        loadFile(lessonPath(name, lang, user));
    const QDir folder(user);
    for (const QString& name : folder.entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name))
        loadFile(folder.filePath(name));
}

QString SchoolLibrary::userFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/school");
}

bool SchoolLibrary::loadFile(const QString& path) {
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        m_problems << name + QStringLiteral(": ") + file.errorString();
        return false;
    }
    const QByteArray text = file.readAll();
    school::LessonRead read =
        school::readLesson(std::string_view(text.constData(), size_t(text.size())));
    for (const school::LessonProblem& p : read.problems)
        m_problems << name + QStringLiteral(": ") + SchoolTexts::problemText(p);
    if (read.lesson.items.empty()) return false;
    m_lessons.push_back({std::move(read.lesson), path});
    return true;
}

void SchoolLibrary::prepend(school::Lesson lesson, const QString& file) {
    m_lessons.insert(m_lessons.begin(), LoadedLesson{std::move(lesson), file});
}

int SchoolLibrary::itemCount() const {
    int n = 0;
    for (const LoadedLesson& l : m_lessons) n += int(l.lesson.items.size());
    return n;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
