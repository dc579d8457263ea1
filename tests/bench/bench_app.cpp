// bench_app: the desktop app's speed figures (a benchmark: it prints, it never fails).
//  - start to first painted board: from the start of main() (QApplication included) until
//    the board view has painted once;
//  - a move to the repainted board and arbiter panel: click-click on the board, then an
//    immediate repaint of the whole window, over a game of knight moves and back;
//  - the same in slow endgames, whose full dead-position analysis runs in the worker thread;
//  - peak memory (VmHWM) of this process at the end.
// Run with QT_QPA_PLATFORM=offscreen, or under xvfb-run for a real X server.
#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/controller/gamecontroller.h"
#include "app/text/errortexts.h"
#include "gui/board/boardview.h"
#include "gui/window/mainwindow.h"
#include "tests/bench/peakmemory.h"
#include "tests/gui/guitestutil.h"

namespace {

// Records the moment the board view first paints.
class FirstPaint : public QObject {
public:
    explicit FirstPaint(QElapsedTimer& clock) : m_clock(clock) {}
    qint64 ms = -1;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && ms < 0) ms = m_clock.elapsed();
        return QObject::eventFilter(watched, event);
    }

private:
    QElapsedTimer& m_clock;
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    QElapsedTimer clock;
    clock.start();
    QTemporaryDir dir;
    remis::gui::test::isolate(dir);
    QApplication app(argc, argv);
    remis::gui::MainWindow window;
    FirstPaint first(clock);
    window.boardView()->viewport()->installEventFilter(&first);
    window.resize(1280, 800);
    window.show();
    while (first.ms < 0 && clock.elapsed() < 10'000) app.processEvents();
    std::printf("start to first painted board:   %lld ms\n", static_cast<long long>(first.ms));

    const char* cycle[] = {"g1f3", "g8f6", "f3g1", "f6g8", "b1c3", "b8c6", "c3b1", "c6b8"};
    std::vector<double> times;
    for (int round = 0; round < 2; ++round)  // eight moves, twice: no fivefold yet
        for (const char* uci : cycle) {
            QElapsedTimer t;
            t.start();
            remis::gui::test::clickMove(window.boardView(), uci);
            window.repaint();
            times.push_back(double(t.nsecsElapsed()) / 1e6);
        }
    std::printf("move to repainted board+panel:  median %.2f ms, worst %.2f ms over %zu moves\n",
                median(times), *std::max_element(times.begin(), times.end()), times.size());

    // Slow endgames: the full dead-position analysis (5.2.2) of these takes up to seconds;
    // it runs in the worker thread, so a move must still repaint at once. The time is taken
    // to the repaint, and the worker's report is awaited before the next position.
    struct Slow {
        const char* fen;
        const char* moves[2];
    };
    const Slow slow[] = {
        {"8/8/5k1p/5B1P/7K/8/8/8 w - - 21 48", {"f5e4", "f6g5"}},
        {"8/6p1/4k1Pp/7P/2K5/5B2/8/8 w - - 59 98", {"c4d4", "e6f6"}},
        {"8/8/7p/5p1P/5p1K/5Pp1/6P1/5k1b w - - 0 1", {"h4h3", "f1e2"}},
        {"3k4/8/p5p1/P1p1p2p/2P1P1PP/P3K3/8/8 w - - 1 56", {"g4g5", nullptr}},
        {"2b5/1p6/1Pp3k1/p1Pp3p/P2PpBpP/4P1P1/5K2/8 w - - 0 1", {"f2e2", "g6f7"}},
    };
    std::vector<double> slowTimes;
    double worstSlow = 0;
    const char* worstFen = "";
    for (const Slow& s : slow) {
        if (const auto loaded = window.controller()->loadFen(QString::fromLatin1(s.fen)); !loaded) {
            std::fprintf(stderr, "bench_app: %s: %s\n", s.fen,
                         qPrintable(remis::app::ErrorTexts::text(loaded.error())));
            return 1;
        }
        window.controller()->waitForAnalysis();
        app.processEvents();
        for (const char* uci : s.moves) {
            if (!uci || window.controller()->hasEnded()) break;
            QElapsedTimer t;
            t.start();
            remis::gui::test::clickMove(window.boardView(), uci);
            window.repaint();
            double ms = double(t.nsecsElapsed()) / 1e6;
            slowTimes.push_back(ms);
            if (ms > worstSlow) worstSlow = ms, worstFen = s.fen;
        }
        window.controller()->waitForAnalysis();
        app.processEvents();
    }
    std::printf(
        "slow endgames, move to repaint:  median %.2f ms, worst %.2f ms over %zu moves (%s)\n",
        median(slowTimes), worstSlow, slowTimes.size(), worstFen);
    std::printf("peak memory (VmHWM):            %.1f MB\n", remis::bench::peakMegabytes());
    return 0;
}
// SPDX-License-Identifier: GPL-3.0-or-later
