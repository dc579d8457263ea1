// ExamRecords: the rules school's exams as the pupil left them, kept across restarts: for
// each lesson the answers submitted (each item's answer as the core's answer key,
// school::responseKey, by item id), whether the exam was finished, and, once finished, the pass
// mark it was marked against, the day it was finished and who sat it (so that the result sheet
// printed next week says what it said that day); and the name last typed.
// One JSON file beside the progress file, written whole and atomically after each change
// (SafeWriter), so a crash never leaves half a file. Rebuilding an exam submits each answer
// again, so the arbiter checks it again and a lesson file that changed keeps what still
// matches.
#pragma once

#include <QDate>
#include <QHash>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

#include "core/school/exam.h"

namespace remis::app {

struct ExamRecord {
    bool finished = false;
    int passMark = 0;                                  // percent; 0 until the exam is finished
    QDate finishedOn;                                  // invalid until the exam is finished
    QString pupil;                                     // who sat it, as named when it was finished
    std::vector<std::pair<QString, QString>> answers;  // item id, answer key
};

class ExamRecords {
public:
    // The exams of the progress file at `progressPath` ("X.json": "X-exams.json" beside it).
    explicit ExamRecords(const QString& progressPath);

    std::optional<ExamRecord> find(const QString& lesson) const;
    // How an exam is marked when it is finished.
    struct Marking {
        int passMark = 80;
        QDate today;
        QString pupil;
    };
    // Keeps the exam of `lesson` as it stands; false (error() says why) when not written. A
    // finished exam keeps `marking`; a finished exam stored again keeps the marking it had.
    bool store(const school::Lesson& lesson, const school::Exam& exam, const Marking& marking);
    QString pupil() const { return m_pupil; }
    bool setPupil(const QString& name);
    QString error() const { return m_error; }
    QString path() const { return m_path; }

    // The exam of `lesson` as recorded: each answer submitted again, then finished if it was.
    static school::Exam rebuild(const school::Lesson& lesson, const ExamRecord& record);

private:
    void load();
    bool save();

    QString m_path;
    QHash<QString, ExamRecord> m_exams;
    QString m_pupil;
    QString m_error;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
