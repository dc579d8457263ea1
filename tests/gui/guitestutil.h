// Helpers shared by the GUI tests: an isolated settings/data directory, and clicking squares
// of a real BoardView at their centres.
#pragma once

#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "app/controller/gamecontroller.h"
#include "core/base/types.h"
#include "gui/board/boardview.h"
#include "gui/window/mainwindow.h"

namespace remis::gui::test {

// Points settings (XDG_CONFIG_HOME), data (XDG_DATA_HOME) and the autosave (REMIS_DATA_DIR)
// at a temporary directory, so that a test never touches the user's files.
inline void isolate(const QTemporaryDir& dir) {
    qputenv("XDG_CONFIG_HOME", (dir.path() + QStringLiteral("/config")).toUtf8());
    qputenv("XDG_DATA_HOME", (dir.path() + QStringLiteral("/data")).toUtf8());
    qputenv("REMIS_DATA_DIR", (dir.path() + QStringLiteral("/remis")).toUtf8());
}

// A new main window at a laptop's size, shown and exposed: the window tests' starting point.
inline std::unique_ptr<MainWindow> shownMainWindow() {
    auto window = std::make_unique<MainWindow>();
    window->resize(1280, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) qFatal("the main window was not exposed");
    return window;
}

inline Square sq(const char* name) {
    return parseSquare(name[0], name[1]);
}

inline void clickSquare(BoardView* board, const char* name,
                        Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(board->viewport(), button, Qt::NoModifier,
                      board->squareRect(sq(name)).center());
}

// Click-click a move ("g1f3").
inline void clickMove(BoardView* board, const char* uci) {
    const char from[3] = {uci[0], uci[1], 0};
    const char to[3] = {uci[2], uci[3], 0};
    clickSquare(board, from);
    clickSquare(board, to);
}

template <class T = QPushButton>
T* child(QWidget* parent, const char* name) {
    return parent->findChild<T*>(QLatin1String(name));
}

}  // namespace remis::gui::test
// SPDX-License-Identifier: GPL-3.0-or-later
