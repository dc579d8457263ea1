#include "app/school/examrecords.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/files/safewriter.h"
#include "app/text/errortexts.h"
#include "core/school/schoolanswer.h"

namespace remis::app {

namespace {

QString recordsPath(const QString& progressPath) {
    const QFileInfo info(progressPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-exams.json"));
}

ExamRecord readRecord(const QJsonObject& o) {
    ExamRecord r;
    r.finished = o.value(QLatin1String("finished")).toBool();
    r.passMark = o.value(QLatin1String("passMark")).toInt();
    r.finishedOn = QDate::fromString(o.value(QLatin1String("finishedOn")).toString(), Qt::ISODate);
    r.pupil = o.value(QLatin1String("pupil")).toString();
    for (const QJsonValue& v : o.value(QLatin1String("answers")).toArray()) {
        const QJsonArray pair = v.toArray();
        if (pair.size() == 2) r.answers.emplace_back(pair[0].toString(), pair[1].toString());
    }
    return r;
}

}  // namespace

ExamRecords::ExamRecords(const QString& progressPath) : m_path(recordsPath(progressPath)) {
    load();
}

void ExamRecords::load() {
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) return;  // no exam yet
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    m_pupil = root.value(QLatin1String("pupil")).toString();
    const QJsonObject exams = root.value(QLatin1String("exams")).toObject();
    for (auto it = exams.begin(); it != exams.end(); ++it)
        m_exams.insert(it.key(), readRecord(it.value().toObject()));
}

bool ExamRecords::save() {
    QJsonObject exams;
    for (auto it = m_exams.cbegin(); it != m_exams.cend(); ++it) {
        QJsonArray answers;
        for (const auto& [item, key] : it->answers) answers.append(QJsonArray{item, key});
        QJsonObject exam{{QLatin1String("finished"), it->finished},
                         {QLatin1String("answers"), answers}};
        if (it->finished) {
            exam.insert(QLatin1String("passMark"), it->passMark);
            exam.insert(QLatin1String("finishedOn"), it->finishedOn.toString(Qt::ISODate));
            exam.insert(QLatin1String("pupil"), it->pupil);
        }
        exams.insert(it.key(), exam);
    }
    const QJsonObject root{{QLatin1String("pupil"), m_pupil}, {QLatin1String("exams"), exams}};
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    const AppResult<> written = SafeWriter::writeFile(m_path, QJsonDocument(root).toJson());
    m_error = written ? QString() : ErrorTexts::text(written.error());
    return bool(written);
}

std::optional<ExamRecord> ExamRecords::find(const QString& lesson) const {
    const auto it = m_exams.constFind(lesson);
    if (it == m_exams.cend()) return std::nullopt;
    return *it;
}

bool ExamRecords::store(const school::Lesson& lesson, const school::Exam& exam,
                        const Marking& marking) {
    const QString id = QString::fromStdString(lesson.id);
    ExamRecord r;
    r.finished = exam.finished();
    if (r.finished) {
        const auto before = find(id);
        const bool marked = before && before->finished && before->passMark > 0;
        r.passMark = marked ? before->passMark : marking.passMark;
        r.finishedOn = marked ? before->finishedOn : marking.today;
        r.pupil = marked ? before->pupil : marking.pupil;
    }
    for (size_t i = 0; i < exam.entryCount() && i < lesson.items.size(); ++i) {
        const school::ExamEntry& e = exam.entry(i);
        if (!e.submitted) continue;
        const school::Item& item = lesson.items[i];
        r.answers.emplace_back(QString::fromStdString(item.id),
                               QString::fromStdString(school::responseKey(item, e.response)));
    }
    m_exams.insert(id, r);
    return save();
}

bool ExamRecords::setPupil(const QString& name) {
    if (name == m_pupil) return true;
    m_pupil = name;
    return save();
}

school::Exam ExamRecords::rebuild(const school::Lesson& lesson, const ExamRecord& record) {
    school::Exam exam;
    exam.start(lesson.items);
    for (const auto& [id, key] : record.answers) {
        for (size_t i = 0; i < lesson.items.size(); ++i) {
            const school::Item& item = lesson.items[i];
            if (QString::fromStdString(item.id) != id) continue;
            const auto answer = school::answerOf(item);
            if (!answer) break;
            if (auto response = school::responseFromKey(item, *answer, key.toStdString()))
                exam.submit(i, item, *answer, *response);
            break;
        }
    }
    if (record.finished) exam.finish();
    return exam;
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
