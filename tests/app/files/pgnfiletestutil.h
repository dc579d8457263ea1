// The file helpers of the PgnFile tests: a fixture of tests/data/app, a file written into a
// temporary folder, and a file read back whole.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace pgnfiletest {

inline QByteArray fixture(const QString& name) {
    QFile f(QStringLiteral(REMIS_TEST_DATA "/app/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

inline QString writeTemp(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) qFatal("cannot write");
    return path;
}

inline QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace pgnfiletest
// SPDX-License-Identifier: GPL-3.0-or-later
