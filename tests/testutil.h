// Helpers every test suite shares: positions from FEN, squares and moves by name, and the
// loaders of the data-driven tables (perft.epd, *.jsonl). A bad fixture stops the test run
// with a message naming it (qFatal): it is a bug in the test, not a failing case.
#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <string_view>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/board/position.h"

// Builds with AddressSanitizer (the ci-asan preset): slower, and with memory of its own.
#if defined(__SANITIZE_ADDRESS__)
#define REMIS_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define REMIS_UNDER_ASAN 1
#endif
#endif

namespace testutil {

#if defined(REMIS_UNDER_ASAN)
constexpr bool UnderAddressSanitizer = true;
#else
constexpr bool UnderAddressSanitizer = false;
#endif

inline remis::Position position(const QString& fen) {
    auto pos = remis::parseFen(fen.toStdString());
    if (!pos) qFatal("bad FEN in a test: %s: %s", qPrintable(fen), pos.message().c_str());
    return *pos;
}

inline remis::Square sq(const char* name) {
    return remis::parseSquare(name[0], name[1]);
}

// A move in SAN or UCI, legal in `pos`.
inline remis::Move move(const remis::Position& pos, const char* text) {
    auto m = remis::parseMove(pos, text);
    if (!m) qFatal("bad move in a test: %s: %s", text, m.message().c_str());
    return *m;
}

// One line of perft.epd: `FEN ; D1 n ; D2 n ... ; id name`.
struct EpdLine {
    QString fen;
    QString id;
    QList<quint64> counts;  // counts[d - 1] = leaves at depth d
};

inline EpdLine parseEpdLine(const QString& line) {
    EpdLine epd;
    const QStringList parts = line.split(u';');
    epd.fen = parts.first().trimmed();
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QStringList words = parts[i].trimmed().split(u' ', Qt::SkipEmptyParts);
        if (words.size() != 2) continue;
        if (words[0] == u"id")
            epd.id = words[1];
        else if (words[0].startsWith(u'D') && words[0].mid(1).toInt() == epd.counts.size() + 1)
            epd.counts.append(words[1].toULongLong());
    }
    return epd;
}

inline QList<EpdLine> readEpd(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    QList<EpdLine> lines;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (!line.isEmpty() && !line.startsWith(u'#')) lines.append(parseEpdLine(line));
    }
    return lines;
}

// One JSON object per non-empty line; `lineNumbers` (optional) gets each object's line.
inline QList<QJsonObject> readJsonl(const QString& path, QList<int>* lineNumbers = nullptr) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
    QList<QJsonObject> rows;
    int line = 0;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine().trimmed();
        ++line;
        if (text.isEmpty()) continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            qFatal("%s line %d: %s", qPrintable(path), line, qPrintable(error.errorString()));
        rows.append(doc.object());
        if (lineNumbers) lineNumbers->append(line);
    }
    return rows;
}

}  // namespace testutil
// SPDX-License-Identifier: GPL-3.0-or-later
