// What the audit tests share (tst_cli_audit, tst_cli_auditreading): the sample file,
// running `remis-cli audit`, reading and writing a file, and a game's events as text.
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "cli/clirun.h"

namespace audittest {

inline const QString Sample = REMIS_TEST_DATA "/tcec-sample.pgn";

inline CliRun audit(const QStringList& args) {
    return runCli(QStringList{"audit"} + args);
}

inline QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeFile(const QString& path, const QByteArray& data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// "ply:move:kind" for each event.
inline QStringList events(const QJsonObject& game) {
    QStringList out;
    for (const QJsonValue& v : game["events"].toArray()) {
        const QJsonObject e = v.toObject();
        out << QString("%1:%2:%3")
                   .arg(e["ply"].toInt())
                   .arg(e["move"].toString(), e["kind"].toString());
    }
    return out;
}

}  // namespace audittest
// SPDX-License-Identifier: GPL-3.0-or-later
