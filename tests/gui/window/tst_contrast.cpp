// Text stays readable under a dark and under a light palette: the main window is rendered
// (Fusion style) with a teaching hint, a claim, the browsing banner and a demonstration in the
// help pane showing, and every line of text in the arbiter panel, the hint, the help pane, the
// status line, the move list banner and the progress bars must reach WCAG AA contrast (4.5:1)
// against the background it is drawn on.
#include <QApplication>
#include <QHash>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>

#include "gui/editor/positioneditor.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/helppane.h"
#include "gui/style/theme.h"

using namespace remis;
using namespace remis::gui;

namespace {

// A dark palette like qt6ct's "darker" scheme.
QPalette darkPalette() {
    QPalette p;
    const QColor window(0x35, 0x35, 0x35), base(0x2a, 0x2a, 0x2a), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb8, 0xf0));
    p.setColor(QPalette::Light, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x45, 0x45, 0x45));
    p.setColor(QPalette::Mid, QColor(0x28, 0x28, 0x28));
    p.setColor(QPalette::Dark, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return p;
}

// The lowest contrast of any line of text in the image. The background is the most common
// colour; a line is a run of at least 4 rows holding pixels that differ from it; the line's
// text colour is its pixel of greatest contrast with the background (the core of a stroke).
double worstLineContrast(const QImage& image) {
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) ++counts[image.pixel(x, y)];
    QRgb background = 0;
    int most = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > most) most = it.value(), background = it.key();
    double worst = 21.0, lineBest = 1.0;
    int lineRows = 0;
    for (int y = 0; y <= image.height(); ++y) {
        double rowBest = 1.0;
        for (int x = 0; y < image.height() && x < image.width(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            if (pixel != background)
                rowBest = qMax(rowBest, theme::contrast(QColor(pixel), QColor(background)));
        }
        if (rowBest > 1.15) {
            ++lineRows;
            lineBest = qMax(lineBest, rowBest);
        } else {
            if (lineRows >= 4) worst = qMin(worst, lineBest);
            lineRows = 0;
            lineBest = 1.0;
        }
    }
    return worst;
}

}  // namespace

class TestContrast : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // The window in the state that shows the most kinds of text at once.
    static void showEverything(MainWindow& w) {
        QVERIFY(w.loadDemo(QStringLiteral("knights-threefold")));  // hint + claim
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.statusBar()->showMessage(QStringLiteral("Status bar message for the test"));
    }

    static void check(QWidget* window, QWidget* widget, const QRect& area, const QString& name,
                      const QImage& shot, QStringList* failures) {
        const QRect r(widget->mapTo(window, area.topLeft()), area.size());
        const qreal dpr = shot.devicePixelRatio();
        const QImage part = shot.copy(QRect(r.topLeft() * dpr, r.size() * dpr));
        const double ratio = worstLineContrast(part);
        if (ratio < 4.5) *failures << QStringLiteral("%1: %2:1").arg(name).arg(ratio, 0, 'f', 2);
    }

    void checkWindow(const QPalette& palette) {
        QApplication::setPalette(palette);
        MainWindow w;
        showEverything(w);
        w.controller();
        QTest::qWait(50);
        const QImage shot = w.grab().toImage();
        // REMIS_CONTRAST_SHOT=/tmp/x.png keeps the picture, to look at.
        if (qEnvironmentVariableIsSet("REMIS_CONTRAST_SHOT"))
            shot.save(qEnvironmentVariable("REMIS_CONTRAST_SHOT") +
                      (theme::isDark(palette) ? QStringLiteral("-dark.png")
                                              : QStringLiteral("-light.png")));
        QStringList failures;
        int checked = 0;
        for (QLabel* label : w.findChildren<QLabel*>()) {
            if (!label->isVisibleTo(&w) || !label->isEnabled() || label->text().isEmpty() ||
                label->contentsRect().height() < 8)
                continue;
            check(&w, label, label->contentsRect(),
                  label->objectName() + " \"" + label->text().left(40) + '"', shot, &failures);
            ++checked;
        }
        for (QProgressBar* bar : w.arbiterPanel()->findChildren<QProgressBar*>()) {
            check(&w, bar, bar->rect(), bar->objectName(), shot, &failures);
            ++checked;
        }
        check(&w, w.helpPane()->viewport(), w.helpPane()->viewport()->rect(),
              QStringLiteral("help pane"), shot, &failures);
        check(&w, w.statusBar(), w.statusBar()->rect(), QStringLiteral("status bar"), shot,
              &failures);
        for (const char* name : {"topClock", "bottomClock"}) {  // painted, not labels
            QWidget* clock = w.findChild<QWidget*>(QLatin1String(name));
            QVERIFY(clock);
            check(&w, clock, clock->rect().adjusted(4, 4, -4, -4), QLatin1String(name), shot,
                  &failures);
        }
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

private slots:
    void initTestCase() {
        test::isolate(m_dir);
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }

    void contrastFunction() {  // the WCAG figures the checks rely on
        QCOMPARE(qRound(theme::contrast(Qt::black, Qt::white) * 10), 210);
        QCOMPARE(qRound(theme::contrast(QColor(0x55, 0x55, 0x55), QColor(0x35, 0x35, 0x35)) * 100),
                 165);
        const QColor fixed = theme::readable(QColor(0x55, 0x55, 0x55), QColor(0x35, 0x35, 0x35));
        QVERIFY(theme::contrast(fixed, QColor(0x35, 0x35, 0x35)) >= 4.5);
    }

    void detectsPoorContrast() {  // the "#555 on dark": the check must see it
        QApplication::setPalette(darkPalette());
        QWidget w;
        w.resize(300, 60);
        auto* label = new QLabel(QStringLiteral("White to move · FIDE · no clock"), &w);
        label->setStyleSheet(QStringLiteral("color: #555555;"));
        label->setGeometry(10, 10, 280, 40);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList failures;
        check(&w, label, label->contentsRect(), QStringLiteral("grey"), w.grab().toImage(),
              &failures);
        QCOMPARE(failures.size(), 1);
    }

    // The position editor: the key help, the verdict, the FEN error and a problem list with an
    // error (no black king), a warning (halfmove clock beyond the plies played) and a note
    // (a fifty-move claim is possible).
    void checkEditor(const QPalette& palette) {
        QApplication::setPalette(palette);
        PositionEditor e;
        e.setFen(QStringLiteral("8/8/8/8/8/8/8/4K3 w - - 100 1"));
        e.resize(1100, 700);
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        auto* fen = e.findChild<QLineEdit*>(QStringLiteral("editorFen"));
        QTest::keyClicks(fen, QStringLiteral(" x"));  // not a FEN: the error line shows
        auto* list = e.findChild<QListWidget*>(QStringLiteral("problemList"));
        QVERIFY(list->count() >= 3);
        list->setCurrentRow(-1);  // no selection: each line on the list's own background
        QTest::qWait(50);
        const QImage shot = e.grab().toImage();
        if (qEnvironmentVariableIsSet("REMIS_CONTRAST_SHOT"))
            shot.save(qEnvironmentVariable("REMIS_CONTRAST_SHOT") + QStringLiteral("-editor-") +
                      (theme::isDark(palette) ? QStringLiteral("dark.png")
                                              : QStringLiteral("light.png")));
        QStringList failures;
        QStringList seen;
        for (const char* name : {"editorKeys", "editorVerdict", "editorFenError"}) {
            auto* label = e.findChild<QLabel*>(QLatin1String(name));
            QVERIFY2(label && label->isVisible() && !label->text().isEmpty(), name);
            check(&e, label, label->contentsRect(), QLatin1String(name), shot, &failures);
        }
        for (int row = 0; row < list->count(); ++row) {
            const QRect r = list->visualItemRect(list->item(row));
            check(&e, list->viewport(), r, list->item(row)->text().left(40), shot, &failures);
            seen << list->item(row)->text().section(QLatin1Char(':'), 0, 0);
        }
        seen.removeDuplicates();
        QVERIFY2(seen.size() >= 3, qPrintable(seen.join(QLatin1String(", "))));  // all severities
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    void darkPaletteIsReadable() { checkWindow(darkPalette()); }
    void editorDarkPaletteIsReadable() { checkEditor(darkPalette()); }
    void editorLightPaletteIsReadable() { checkEditor(QApplication::style()->standardPalette()); }
    void lightPaletteIsReadable() { checkWindow(QApplication::style()->standardPalette()); }
};

QTEST_MAIN(TestContrast)
#include "tst_contrast.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
