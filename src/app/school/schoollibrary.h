// SchoolLibrary: the rules school's lessons: the ones shipped in :/school (PGN lesson files,
// core/school/schoolitem.h) and any a teacher puts in AppDataLocation/school or opens. Every
// item is replayed and answered by the core as it loads; a file's problems are kept with
// their lines, to be shown, and its good items still load.
//
// Lessons in the user's language: a shipped lesson NAME.pgn is read from LANG/NAME.pgn when
// there is one, the same lesson with its title, texts and sources translated (moves, positions
// and answers as in the English file). A teacher's LANG/NAME.pgn in the user's folder comes
// first, so a lesson can be translated into a new language, or a translation improved, without
// building Remis; a missing translation falls back to English.
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
    // Reads the shipped lessons in `language` (an ISO 639-1 code; empty: the language of the
    // interface, Translations::wanted()) and the user's folder (empty: the standard place).
    void loadStandard(const QString& userFolder = {}, const QString& language = {});
    // Where the shipped lesson `name` is read from in `language`: the user's translation, the
    // shipped one, or the English file.
    static QString lessonPath(const QString& name, const QString& language,
                              const QString& userFolder);
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
