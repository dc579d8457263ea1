// SchoolProgress: what a pupil has done in the rules school, per item (attempts, solved,
// hints used), kept in one JSON file that is written whole and atomically after each change
// (SafeWriter), so a crash never leaves half a file. Items are keyed "lesson/item". Reset
// works per item and per lesson. The presenter mode records nothing (it never calls record).
#pragma once

#include <QHash>
#include <QString>

namespace remis::app {

struct ItemProgress {
    int attempts = 0;
    bool solved = false;  // answered right at least once
    int hintsUsed = 0;    // the most hints shown at once (0 to 3)
};

class SchoolProgress {
public:
    // path: the progress file; empty: the standard place (AppDataLocation/school-progress.json).
    explicit SchoolProgress(QString path = {});

    ItemProgress item(const QString& lesson, const QString& item) const;
    // Counts an answer; returns false (and error() says why) when the file could not be written.
    bool record(const QString& lesson, const QString& item, bool correct, int hintsUsed);
    bool resetItem(const QString& lesson, const QString& item);
    bool resetLesson(const QString& lesson);
    int solvedIn(const QString& lesson) const;
    QString error() const { return m_error; }
    QString path() const { return m_path; }

private:
    void load();
    bool save();
    static QString key(const QString& lesson, const QString& item) {
        return lesson + QLatin1Char('/') + item;
    }

    QString m_path;
    QHash<QString, ItemProgress> m_items;
    QString m_error;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
