// Startup: applies the command line to a MainWindow: loads the FEN, PGN, demonstration or
// the autosaved game, plays --moves, starts the autosave, and runs the batch modes
// (--print-fen, --screenshot) that exit without showing the window.
#pragma once

#include <QCoreApplication>

#include "app/base/apperror.h"
#include "gui/window/commandline.h"

namespace remis::gui {

class MainWindow;

class Startup {
    Q_DECLARE_TR_FUNCTIONS(remis::gui::Startup)
public:
    // Returns the exit code for a batch run or an error, or -1 to go on with the event loop.
    static int run(MainWindow& window, const StartupOptions& options);

private:
    static app::AppResult<> load(MainWindow& window, const StartupOptions& options);
    static bool resumedInstead(MainWindow& window, const StartupOptions& options);
    static void applyTimeControl(MainWindow& window, const StartupOptions& options);
    static int screenshot(MainWindow& window, const StartupOptions& options);
    static int saveGrab(QWidget& widget, const StartupOptions& options);
    static int editorView(MainWindow& window, const StartupOptions& options);
    static int withoutMissingFile(MainWindow& window, const StartupOptions& options);
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
