#include "gui/window/startup.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPixmap>
#include <QStatusBar>
#include <QTimer>
#include <cstdio>
#include <tuple>

#include "app/controller/gamecontroller.h"
#include "app/services/settings.h"
#include "app/text/errortexts.h"
#include "app/text/ruletexts.h"
#include "gui/board/boardview.h"
#include "gui/editor/editorboard.h"
#include "gui/editor/positioneditor.h"
#include "gui/school/schoolwindow.h"
#include "gui/window/gamefiles.h"
#include "gui/window/mainwindow.h"

namespace remis::gui {

namespace {
void printError(const QString& text) {
    std::fprintf(stderr, "remis: %s\n", qPrintable(text));
}
}  // namespace

app::AppResult<> Startup::load(MainWindow& window, const StartupOptions& o) {
    app::GameController* controller = window.controller();
    const RuleSet rules = o.rules.value_or(window.settings()->ruleSet());
    if (!o.fen.isEmpty())
        return controller->loadFen(o.fen, rules, o.timeControl.value_or(TimeControl::untimed()));
    if (!o.pgnFile.isEmpty()) {
        // Batch runs take the first game; a person gets what Ctrl+O gives (the chooser for a
        // file of several games, a message box for a file that cannot be read).
        if (o.isBatch()) {
            auto loaded = window.files()->loadPgnFile(o.pgnFile);
            if (loaded) applyTimeControl(window, o);
            return loaded;
        }
        if (window.files()->openFile(o.pgnFile)) applyTimeControl(window, o);
        return {};
    }
    if (!o.demo.isEmpty()) {
        if (!window.loadDemo(o.demo))
            return app::AppError(app::AppErrorCode::NoDemonstration, {o.demo});
        // A demonstration shows articles of the FIDE Laws, which its explanation cites (the
        // flag-fall one is a loss by 6.9 that USCF 14E would draw): it is played under them
        // whatever --rules says, and the user is told so (a tester: --rules uscf was silently
        // not used).
        if (o.rules && *o.rules != RuleSet::Fide) {
            const QString note = tr("A demonstration follows the FIDE Laws, whose articles its "
                                    "explanation cites: the %1 rule set is not used for it.")
                                     .arg(app::RuleTexts::ruleSetName(*o.rules));
            printError(note);
            // After "Demonstration: <its title>", which ends without a full stop.
            QString said = window.statusBar()->currentMessage();
            if (!said.isEmpty())
                said += QLatin1String(said.back() == QLatin1Char('.') ? " " : ". ");
            window.statusBar()->showMessage(said + note, 30000);
        }
        return {};
    }
    if (o.resume) {
        if (const auto resumed = window.resumeAutosave(); !resumed)  // not fatal: a new game
            printError(tr("cannot resume: %1").arg(app::ErrorTexts::text(resumed.error())));
        return {};
    }
    if (o.rules || o.timeControl) {
        controller->newGame(rules, o.timeControl.value_or(window.settings()->timeControl()));
    } else if (!o.noResume && !o.isBatch())
        window.offerResume();
    return {};
}

// A start that names a file, a position or a demonstration (a double-click in a file manager
// after a crash) is asked about a saved game too, as a plain start is: nothing unsaved is
// put aside without the user's say (docs/pgn.md). Not resumed, it is kept in previous.pgn.
bool Startup::resumedInstead(MainWindow& window, const StartupOptions& o) {
    if (o.noResume || o.resume || o.isBatch()) return false;
    QString what;
    if (!o.pgnFile.isEmpty())
        what = QFileInfo(o.pgnFile).fileName();
    else if (!o.fen.isEmpty())
        what = tr("the position given");
    else if (!o.demo.isEmpty())
        what = tr("the demonstration");
    else
        return false;  // a plain start asks in load()
    if (!window.offerResumeInstead(what)) return false;
    // After what afterResume() said (clocks paused at the crash: how to restart them).
    const QString before = window.statusBar()->currentMessage();
    const QString said = tr("The saved game is resumed; %1 was not opened.").arg(what);
    window.statusBar()->showMessage(before.isEmpty() ? said : before + QLatin1Char(' ') + said,
                                    30000);
    return true;
}

// --time for a game opened from a file, as for --fen (tester: `remis --time 5400+30 x.fen`
// showed no clock): a position, or a game whose record has no time control, gets it. A game
// that records its own keeps it (its tag and [%clk] readings are the record's), and the user
// is told, as when the game has ended.
void Startup::applyTimeControl(MainWindow& window, const StartupOptions& o) {
    app::GameController* controller = window.controller();
    const TimeControl& own = controller->game().clock().timeControl();
    if (!o.timeControl || own == *o.timeControl) return;
    const QString given = QString::fromStdString(o.timeControl->toPgnTag());
    if (!own.isUntimed())
        printError(tr("--time %1 not used: the game records its own time control, %2")
                       .arg(given, QString::fromStdString(own.toPgnTag())));
    else if (!controller->setTimeControl(*o.timeControl))
        printError(tr("--time %1 not used: the game has ended").arg(given));
}

int Startup::run(MainWindow& window, const StartupOptions& o) {
    if (o.flip) window.boardView()->setFlipped(true);
    if (o.view == QLatin1String("editor")) return editorView(window, o);
    if (o.view == QLatin1String("school")) {
        SchoolWindow* school = window.openSchool();
        if (!o.screenshot.isEmpty()) return saveGrab(*school, o);
        window.startAutosave();
        window.show();
        school->raise();
        return -1;
    }
    if (!o.isBatch() && !o.pgnFile.isEmpty() && !QFileInfo::exists(o.pgnFile))
        return withoutMissingFile(window, o);
    const bool resumed = resumedInstead(window, o);
    auto loaded = resumed ? app::AppResult<>{} : load(window, o);
    if (loaded && !resumed && !o.moves.isEmpty()) loaded = window.controller()->playMoves(o.moves);
    if (!loaded) {
        printError(app::ErrorTexts::text(loaded.error()));
        return 2;
    }
    if (o.printFen) {
        std::fprintf(stdout, "%s\n", qPrintable(window.controller()->navigator().fen()));
        std::fflush(stdout);
        return 0;
    }
    if (!o.screenshot.isEmpty()) return screenshot(window, o);
    window.startAutosave();
    window.show();
    return -1;
}

// A file named that is not there (a stale link double-clicked in a file manager, a recent file
// since moved) opened no window: the terminal was told, which a desktop user never sees. The
// window opens with a new game (--rules and --time apply; --moves were for the file's game;
// the autosaved game is kept as previous.pgn, not offered: the user asked for the file) and
// says why in the status line and, once shown, in the dialog Ctrl+O gives for such a file.
int Startup::withoutMissingFile(MainWindow& window, const StartupOptions& o) {
    const QString path = QDir::toNativeSeparators(o.pgnFile);
    printError(CommandLine::missingFile(path));
    StartupOptions fresh = o;
    fresh.pgnFile.clear();
    fresh.moves.clear();
    fresh.noResume = true;
    std::ignore = load(window, fresh);  // cannot fail: a new game
    window.startAutosave();
    window.show();
    window.statusBar()->showMessage(tr("Cannot open %1: there is no such file. A new game is on "
                                       "the board.")
                                        .arg(path));
    const QString file = o.pgnFile;
    QTimer::singleShot(0, &window, [&window, file] { window.files()->openFile(file); });
    return -1;
}

// The editor takes any FEN that reads, legal or not: showing what is wrong is its purpose.
int Startup::editorView(MainWindow& window, const StartupOptions& o) {
    if (o.fen.isEmpty()) {
        if (const auto loaded = load(window, o); !loaded) {
            printError(app::ErrorTexts::text(loaded.error()));
            return 2;
        }
    }
    if (!o.screenshot.isEmpty()) {
        PositionEditor editor;
        if (!editor.setFen(o.fen.isEmpty() ? window.controller()->navigator().fen() : o.fen)) {
            printError(editor.fenError());
            return 2;
        }
        if (o.flip) editor.board()->setFlipped(true);
        return saveGrab(editor, o);
    }
    window.startAutosave();
    window.show();
    const QString fen = o.fen;
    QTimer::singleShot(0, &window, [&window, fen] { window.files()->setUpPosition(fen); });
    return -1;
}

int Startup::screenshot(MainWindow& window, const StartupOptions& o) {
    return saveGrab(window, o);
}

int Startup::saveGrab(QWidget& window, const StartupOptions& o) {
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(o.size);
    window.show();
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    const QPixmap picture = window.grab();
    if (picture.isNull() || !picture.save(o.screenshot, "PNG")) {
        printError(tr("cannot write the screenshot to %1").arg(o.screenshot));
        return 1;
    }
    return 0;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
