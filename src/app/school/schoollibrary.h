// SchoolLibrary: the rules school's lessons: the ones shipped in :/school (PGN lesson files,
// core/school/schoolitem.h) and any a teacher puts in AppDataLocation/school or opens. Every
// item is replayed and answered by the core as it loads; a file's problems are kept with
// their lines, to be shown, and its good items still load.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "core/school/schoolitem.h"

namespace remis::app {

struct LoadedLesson {
    school::Lesson lesson;
    QString file;
};

class SchoolLibrary {
public:
    // Reads the shipped lessons and the user's folder (empty: the standard place).
    void loadStandard(const QString& userFolder = {});
    // Where a user's lessons are read from: AppDataLocation/school.
    static QString userFolder();
    // Reads one lesson file; false when it could not be read or held no item.
    bool loadFile(const QString& path);
    // A lesson built elsewhere (the demonstrations), put first.
    void prepend(school::Lesson lesson, const QString& file);

    const std::vector<LoadedLesson>& lessons() const { return m_lessons; }
    int itemCount() const;
    // "02-repetition.pgn: line 17, item rep-3: unknown question "clam"", one per problem.
    const QStringList& problems() const { return m_problems; }

private:
    std::vector<LoadedLesson> m_lessons;
    QStringList m_problems;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
