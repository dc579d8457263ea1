// SPDX-License-Identifier: GPL-3.0-or-later
// bench_chooser FILE.pgn: the arbiter's table for a large file (a benchmark: it prints, it
// never fails for being slow). From the start of main(): the file opened and its first games
// indexed (as File > Open does), the game chooser (the arbiter's table) painted, every game
// listed (the chooser indexes the rest), and the audit columns filled by the worker
// thread (FileAudit::finished); the time the window's event loop was blocked longest while
// the audit ran; then this process's peak memory (VmHWM). Run under Xvfb (scripts/
// bench-chooser does) or with QT_QPA_PLATFORM=offscreen.
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>
#include <QTimer>
#include <cstdio>

#include "app/files/fileaudit.h"
#include "app/files/pgnfile.h"
#include "gui/dialogs/gamechooser.h"
#include "tests/bench/peakmemory.h"

int main(int argc, char** argv) {
    QElapsedTimer clock;
    clock.start();
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_chooser FILE.pgn\n");
        return 2;
    }
    remis::app::PgnFile file;
    if (!file.openStart(QString::fromLocal8Bit(argv[1]), remis::app::PgnFile::ListedAtOnce)) {
        std::fprintf(stderr, "bench_chooser: cannot open %s\n", argv[1]);
        return 2;
    }
    const qint64 indexed = clock.elapsed();
    remis::gui::GameChooser chooser(&file);
    chooser.resize(1400, 800);
    chooser.show();
    if (!QTest::qWaitForWindowExposed(&chooser)) return 1;
    QApplication::processEvents();
    const qint64 shown = clock.elapsed();
    // The window stays responsive while the audit runs: the longest gap between two ticks of
    // a 10 ms timer is how long the event loop was blocked at worst.
    qint64 lastTick = clock.elapsed(), worstGap = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, &chooser, [&] {
        const qint64 now = clock.elapsed();
        worstGap = std::max(worstGap, now - lastTick);
        lastTick = now;
    });
    ticker.start(10);
    while (!file.isComplete()) QTest::qWait(5);
    const qint64 listed = clock.elapsed();
    const remis::app::FileAudit* audit = chooser.audit();
    while (audit->isRunning() || audit->auditedCount() < audit->gameCount()) QTest::qWait(20);
    const qint64 filled = clock.elapsed();
    std::printf(
        "bench_chooser: %d games; first games indexed %.2f s, chooser shown %.2f s, all "
        "listed %.2f s, audit columns filled %.2f s (worker's own time %.2f s), event loop blocked "
        "at most %lld ms; "
        "peak RSS %.1f MB\n",
        file.gameCount(), indexed / 1000.0, shown / 1000.0, listed / 1000.0, filled / 1000.0,
        audit->elapsedMs() / 1000.0, static_cast<long long>(worstGap),
        remis::bench::peakMegabytes());
    return 0;
}
