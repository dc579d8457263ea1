// DemoLibrary: the demonstration positions of :/demos/demos.json (id, title, start FEN, the
// moves to play, a one-paragraph explanation, and optionally a short clock that runs), for
// the Demonstrations menu and the rules school's first lesson.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace remis::gui {

struct Demo {
    QString id;
    QString title;
    QString fen;
    QStringList moves;  // UCI or SAN, played after loading the FEN
    QString explanation;
    int clockSeconds = 0;  // > 0: played with a running clock of that many seconds a side
};

class DemoLibrary {
public:
    explicit DemoLibrary(const QString& path = QStringLiteral(":/demos/demos.json"));

    const QList<Demo>& demos() const { return m_demos; }
    const Demo* find(const QString& id) const;
    QString error() const { return m_error; }  // empty when the file was read

private:
    QList<Demo> m_demos;
    QString m_error;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
