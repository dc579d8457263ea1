// SPDX-License-Identifier: GPL-3.0-or-later
// SchoolPlace: where a teacher or pupil left the Rules School, so that it opens there again:
// the mode, the lesson and item shown (by id: the lessons' order can change), and the lesson
// files opened from elsewhere. Kept beside the progress file ("…-place.json"), written whole
// and atomically (SafeWriter) at each change.
#pragma once

#include <QString>
#include <QStringList>

namespace remis::app {

struct SchoolPlaceState {
    QString mode;  // "practice", "exam" or "presenter"
    QString lesson, item;
    QStringList openedFiles;  // absolute paths, in the order they were opened
};

class SchoolPlace {
public:
    explicit SchoolPlace(const QString& progressPath);
    const SchoolPlaceState& state() const { return m_state; }
    void setShown(const QString& mode, const QString& lesson, const QString& item);
    void addOpenedFile(const QString& path);  // once; kept absolute
    QString path() const { return m_path; }

private:
    void load();
    void save() const;

    QString m_path;
    SchoolPlaceState m_state;
};

}  // namespace remis::app
