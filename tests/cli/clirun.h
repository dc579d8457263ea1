// Runs remis-cli (or another program) as a process for the CLI tests: exit code, stdout,
// stderr, with the output split into lines or read as JSON.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>

struct CliRun {
    int exitCode = -1;  // -1: crashed or timed out
    QByteArray out;
    QByteArray err;

    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QList<QByteArray> lines() const {
        QList<QByteArray> l = out.split('\n');
        if (!l.isEmpty() && l.last().isEmpty()) l.removeLast();
        return l;
    }
    QList<QJsonObject> jsonLines() const {
        QList<QJsonObject> objects;
        for (const QByteArray& line : lines()) objects << QJsonDocument::fromJson(line).object();
        return objects;
    }
};

inline CliRun runProgram(const QString& program, const QStringList& args,
                         const QByteArray& input = {}, int timeoutMs = 300'000) {
    QProcess process;
    process.start(program, args);
    if (!input.isEmpty()) process.write(input);
    process.closeWriteChannel();
    CliRun run;
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished();
        run.err = "the program crashed or timed out";
        return run;
    }
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline CliRun runCli(const QStringList& args, const QByteArray& input = {}) {
    return runProgram(QStringLiteral(REMIS_CLI_PATH), args, input);
}
// SPDX-License-Identifier: GPL-3.0-or-later
