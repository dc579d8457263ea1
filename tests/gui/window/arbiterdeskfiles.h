// SPDX-License-Identifier: GPL-3.0-or-later
// The files the arbiter's desk tests open (tst_arbiterdesk, tst_arbiterstable).
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <memory>

#include "gui/window/mainactions.h"
#include "gui/window/mainwindow.h"

namespace remis::gui::test {

// What both desk tests hold: a folder for their files and the window (made in init(), gone in
// cleanup()), with the game and the actions at hand.
struct DeskHarness {
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    app::GameController* game() const { return m_window->controller(); }
    MainActions* actions() const { return m_window->actions(); }
    QString write(const QString& name, const QByteArray& bytes) {
        const QString path = QDir(m_dir.path()).filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write");
        f.write(bytes);
        return path;
    }
};

// Game n (1-based) of a file of `count`: its Event names another number, as a real file's
// round or season does ("37" is in the text of game 63 as well).
inline QByteArray numberedFile(int count) {
    QByteArray out;
    for (int n = 1; n <= count; ++n) {
        const int season = n == 63 ? 37 : 100 + n;
        out += QStringLiteral(
                   "[Event \"Season %1\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n"
                   "[Round \"%2\"]\n[White \"W%2\"]\n[Black \"B%2\"]\n"
                   "[Result \"*\"]\n\n1. e4 e5 *\n\n")
                   .arg(season)
                   .arg(n)
                   .toUtf8();
    }
    return out;
}

// Four games an arbiter meets: a threefold claim (the knights out and back twice: the start
// position stands a third time at ply 8), a result against the rules (a mate by Black
// recorded 1-0), an illegal move, and a quiet game.
inline const char* roundFile =
    "[Event \"R\"]\n[White \"Knight\"]\n[Black \"Dancer\"]\n[Result \"1/2-1/2\"]\n\n"
    "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 1/2-1/2\n\n"
    "[Event \"R\"]\n[White \"Fool\"]\n[Black \"Mate\"]\n[Result \"1-0\"]\n\n"
    "1. f3 e5 2. g4 Qh4# 1-0\n\n"
    "[Event \"R\"]\n[White \"Wrong\"]\n[Black \"Move\"]\n[Result \"*\"]\n\n"
    "1. e4 e5 2. Ke3 Nf6 *\n\n"
    "[Event \"R\"]\n[White \"Quiet\"]\n[Black \"Game\"]\n[Result \"*\"]\n\n"
    "1. d4 d5 *\n";

// What the record itself shows: an illegal move that stood (2...a6 leaves the king in check
// from h5, FIDE 3.9) and a flag fall against a bare king recorded as a win (6.9: a draw).
inline const char* recordFile =
    "[Event \"R\"]\n[White \"Check\"]\n[Black \"Ignored\"]\n[Result \"*\"]\n\n"
    "1. e4 f5 2. Qh5+ a6 3. d4 *\n\n"
    "[Event \"R\"]\n[White \"Late\"]\n[Black \"Bare\"]\n[Result \"0-1\"]\n[SetUp \"1\"]\n"
    "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 50\"]\n[Termination \"time forfeit\"]\n\n"
    "50. Kd2 Kd7 0-1\n\n"
    "[Event \"R\"]\n[White \"Quiet\"]\n[Black \"Game\"]\n[Result \"*\"]\n\n"
    "1. d4 d5 *\n";

}  // namespace remis::gui::test
