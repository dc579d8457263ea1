// Board colour themes: View > Board Theme repaints the board's squares in the chosen colours,
// the choice survives a restart (settings), and an exported diagram uses the same colours.
#include <QAction>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include "app/services/settings.h"
#include "gui/board/boardtheme.h"
#include "gui/diagram/diagramexport.h"
#include "gui/guitestutil.h"
#include "gui/window/boardthememenu.h"

using namespace remis;
using namespace remis::gui;

namespace {

// The colour painted a few pixels inside the top-left corner of a square (away from the
// coordinates, which are drawn in the top-left only on the a-file, and from any piece).
QColor paintedColour(BoardView* board, const char* square) {
    const QImage shot = board->viewport()->grab().toImage();
    const QRect r = board->squareRect(test::sq(square));
    const qreal dpr = shot.devicePixelRatio();
    return QColor(shot.pixel(QPoint(r.left() + 4, r.top() + 4) * dpr)).toRgb();
}

QAction* themeAction(MainWindow& w, const QString& id) {
    auto* menu = w.findChild<BoardThemeMenu*>(QStringLiteral("boardThemeMenu"));
    return menu ? menu->findChild<QAction*>(QStringLiteral("boardTheme-") + id) : nullptr;
}

}  // namespace

class TestBoardTheme : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void themesDiffer() {
        const QList<BoardTheme> themes = BoardTheme::all();
        QVERIFY(themes.size() >= 3);
        QCOMPARE(themes.front().id, BoardTheme::defaultId());
        for (int i = 0; i < themes.size(); ++i)
            for (int j = i + 1; j < themes.size(); ++j) {
                QVERIFY(themes[i].id != themes[j].id);
                QVERIFY(themes[i].dark != themes[j].dark);
            }
        QCOMPARE(BoardTheme::byId(QStringLiteral("no such theme")).id, BoardTheme::defaultId());
    }

    void switchingRepaintsAndPersists() {
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            BoardView* board = w.boardView();
            const BoardTheme brown = BoardTheme::byId(QStringLiteral("default"));
            QCOMPARE(board->theme().id, brown.id);
            QCOMPARE(paintedColour(board, "e4"), brown.light);  // e4 is a light square
            QCOMPARE(paintedColour(board, "d4"), brown.dark);
            for (const QString& id : {QStringLiteral("green"), QStringLiteral("high-contrast")}) {
                QAction* a = themeAction(w, id);
                QVERIFY2(a, qPrintable(id));
                a->trigger();
                QVERIFY(a->isChecked());
                QVERIFY(!themeAction(w, QStringLiteral("default"))->isChecked());
                const BoardTheme t = BoardTheme::byId(id);
                QCOMPARE(paintedColour(board, "e4"), t.light);
                QCOMPARE(paintedColour(board, "d4"), t.dark);
                QVERIFY(paintedColour(board, "d4") != brown.dark);
                QCOMPARE(w.settings()->boardTheme(), id);
            }
            themeAction(w, QStringLiteral("green"))->trigger();
            w.close();
        }
        MainWindow again;  // a new start reads the setting
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.boardView()->theme().id, QStringLiteral("green"));
        QVERIFY(themeAction(again, QStringLiteral("green"))->isChecked());
        QCOMPARE(paintedColour(again.boardView(), "d4"),
                 BoardTheme::byId(QStringLiteral("green")).dark);
        themeAction(again, QStringLiteral("default"))->trigger();
        QCOMPARE(again.settings()->boardTheme(), QStringLiteral("default"));
    }

    void diagramExportUsesTheTheme() {
        DiagramContent c;
        c.fen = QStringLiteral("8/8/8/8/8/8/8/4K2k w - - 0 1");
        DiagramOptions o;
        o.coordinates = CoordinateStyle::None;
        o.sideToMoveMarker = false;
        o.caption = false;
        o.theme = QStringLiteral("green");
        const BoardTheme green = BoardTheme::byId(o.theme);
        const QImage image = DiagramExport::png(c, o, 400);
        const QRectF board = DiagramPainter::boardRect(QRectF(image.rect()), c, o);
        const QRectF d4 = DiagramPainter::squareRect(board, test::sq("d4"), false);
        QCOMPARE(QColor(image.pixel(d4.center().toPoint())).toRgb(), green.dark);
        QVERIFY(DiagramExport::svg(c, o, 400).contains(green.dark.name().toLatin1()));
        o.blackAndWhite = true;  // print wins over the theme
        QVERIFY(!DiagramExport::svg(c, o, 400).contains(green.dark.name().toLatin1()));
    }
};

QTEST_MAIN(TestBoardTheme)
#include "tst_boardtheme.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
