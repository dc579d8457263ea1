// Comparing a status-shaped JSON object with a rulings case's "expect" object, shared by
// the core rulings test and the CLI status test (same cases, two paths).
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace rulings {

inline QString show(const QJsonValue& v) {
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
}

// Compares every field of `expect` with `actual` (status shape); returns the mismatches.
inline QStringList mismatches(const QJsonObject& expect, const QJsonObject& actual) {
    QStringList bad;
    auto check = [&](const QString& what, const QJsonValue& want, const QJsonValue& got) {
        if (want != got) bad << QString("%1: expected %2, got %3").arg(what, show(want), show(got));
    };
    const QJsonObject claims = actual["claims"].toObject();
    for (auto it = expect.begin(); it != expect.end(); ++it) {
        const QString key = it.key();
        if (key == "claims") {
            const QJsonObject want = it.value().toObject();
            for (auto c = want.begin(); c != want.end(); ++c) {
                QJsonValue w = c.value();
                if (w.isArray()) {  // exact list, compared sorted
                    QStringList l;
                    for (const QJsonValue& m : w.toArray()) l << m.toString();
                    l.sort();
                    w = QJsonArray::fromStringList(l);
                }
                if (!claims.contains(c.key()))
                    bad << "claims." + c.key() + ": unknown field";
                else
                    check("claims." + c.key(), w, claims[c.key()]);
            }
        } else if (key == "threefold_with_move_contains" || key == "fifty_with_move_contains") {
            const QJsonArray list = claims[key.startsWith("threefold") ? "threefold_with_move"
                                                                       : "fifty_moves_with_move"]
                                        .toArray();
            const QJsonObject want = it.value().toObject();
            for (auto m = want.begin(); m != want.end(); ++m)
                check(key + "." + m.key(), m.value(), list.contains(QJsonValue(m.key())));
        } else if (key == "can_checkmate" || key == "flag_fall") {
            const QJsonObject want = it.value().toObject();
            const QJsonObject got = actual[key].toObject();
            // "unknown" is never "no" (nor "yes"): compared as strings.
            for (auto s = want.begin(); s != want.end(); ++s)
                check(key + "." + s.key(), s.value(), got[s.key()]);
        } else if (actual.contains(key)) {
            check(key, it.value(), actual[key]);
        } else {
            bad << key + ": a field this test does not know (extend the test)";
        }
    }
    return bad;
}

}  // namespace rulings
// SPDX-License-Identifier: GPL-3.0-or-later
