// Diagrams: what the picture shows is read back from its pixels (pieces on their squares,
// flip, marks and arrows in colour and in the black-and-white theme); SVG carries the FEN in
// its title; PDFs and worksheets have the pages they should (answer key included); a file
// that cannot be written leaves nothing behind and says why; right-drag arrows and right-
// click marks on the main board belong to the ply shown; occurrences and the arbiter's
// answer for worksheets come from the core (a castling-rights look-alike is not counted).
#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <tuple>

#include "app/controller/gamecontroller.h"
#include "app/text/occurrences.h"
#include "core/board/fen.h"
#include "gui/board/boardpainter.h"
#include "gui/diagram/boardannotations.h"
#include "gui/diagram/diagramactions.h"
#include "gui/diagram/diagramexport.h"
#include "gui/diagram/repetitionstrip.h"
#include "gui/diagram/worksheet.h"
#include "gui/guitestutil.h"

using namespace remis;
using namespace remis::gui;
using test::sq;

namespace {

DiagramContent contentOf(const char* fen) {
    auto pos = parseFen(fen);
    if (!pos) qFatal("bad FEN %s", fen);
    DiagramContent c;
    for (Square s = 0; s < 64; ++s) c.board[s] = pos->pieceOn(s);
    c.sideToMove = pos->sideToMove();
    c.fen = QString::fromLatin1(fen);
    return c;
}

// The colour at a point of a square, in a rendered 800 px wide image.
QColor colourAt(const QImage& image, const DiagramContent& c, const DiagramOptions& o, Square s,
                qreal fx, qreal fy) {
    const QRectF board = DiagramPainter::boardRect(QRectF(image.rect()), c, o);
    const QRectF r = DiagramPainter::squareRect(board, s, o.flipped);
    return image.pixelColor(
        QPointF(r.left() + fx * r.width(), r.top() + fy * r.height()).toPoint());
}

bool near(const QColor& a, const QColor& b, int tolerance = 40) {
    return qAbs(a.red() - b.red()) + qAbs(a.green() - b.green()) + qAbs(a.blue() - b.blue()) <=
           tolerance;
}

// With REMIS_DIAGRAM_DUMP=dir the tests leave their pictures there, to be looked at.
void dump(const QString& name, const QByteArray& data) {
    const QString dir = qEnvironmentVariable("REMIS_DIAGRAM_DUMP");
    if (!dir.isEmpty()) std::ignore = DiagramExport::save(dir + QLatin1Char('/') + name, data);
}

int pdfPages(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page[^s]"));
    return int(QString::fromLatin1(pdf).count(page));
}

}  // namespace

class TestDiagrams : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void piecesStandOnTheirSquaresAndFlipTurnsTheBoard() {
        const DiagramContent c = contentOf("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        DiagramOptions o;
        const QImage image = DiagramExport::png(c, o, 800);
        // The centre of a1 shows the rook (not the dark square colour); a2 is empty.
        QVERIFY(!near(colourAt(image, c, o, sq("a1"), 0.5, 0.55), BoardTheme::byId("default").dark,
                      30));
        QVERIFY(
            near(colourAt(image, c, o, sq("a2"), 0.5, 0.5), BoardTheme::byId("default").light, 6));
        o.flipped = true;
        const QImage flipped = DiagramExport::png(c, o, 800);
        const QRectF board = DiagramPainter::boardRect(QRectF(flipped.rect()), c, o);
        // Flipped, a1 is the top-right square.
        QVERIFY(DiagramPainter::squareRect(board, sq("a1"), true).center().x() >
                board.center().x());
        QVERIFY(DiagramPainter::squareRect(board, sq("a1"), true).center().y() <
                board.center().y());
        QVERIFY(!near(colourAt(flipped, c, o, sq("a1"), 0.5, 0.55),
                      BoardTheme::byId("default").dark, 30));
    }

    void marksAndArrowsShowInColourAndInBlackAndWhite() {
        DiagramContent c = contentOf("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        c.marks = {sq("e4")};
        c.arrows = {{sq("a1"), sq("a7")}};
        DiagramOptions o;
        QImage image = DiagramExport::png(c, o, 800);
        QVERIFY(near(colourAt(image, c, o, sq("e4"), 0.09, 0.5), QColor(0xd0, 0x30, 0x20)));
        QVERIFY(near(colourAt(image, c, o, sq("a4"), 0.5, 0.5), QColor(0x15, 0x78, 0x1e)));
        c.caption = QStringLiteral("White to move: a rook lift");
        dump(QStringLiteral("colour.png"),
             DiagramExport::bytes(DiagramExport::Format::Png, c, o, 600));
        o.blackAndWhite = true;
        o.coordinates = CoordinateStyle::Inside;
        dump(QStringLiteral("bw.png"), DiagramExport::bytes(DiagramExport::Format::Png, c, o, 600));
        dump(QStringLiteral("bw.svg"), DiagramExport::svg(c, o, 600));
        o.coordinates = CoordinateStyle::Outside;
        c.caption.clear();
        image = DiagramExport::png(c, o, 800);
        QVERIFY(near(colourAt(image, c, o, sq("e4"), 0.09, 0.5), Qt::black));
        QVERIFY(near(colourAt(image, c, o, sq("a4"), 0.5, 0.5), Qt::black));
        // Light squares are white; dark squares are hatched: some grey, some white.
        QVERIFY(near(colourAt(image, c, o, sq("b1"), 0.3, 0.3), Qt::white, 3));
        int grey = 0, white = 0;
        for (int i = 1; i < 20; ++i) {
            const QColor px = colourAt(image, c, o, sq("c3"), i / 20.0, 0.5);
            (near(px, Qt::white, 3) ? white : grey)++;
        }
        QVERIFY(grey > 0 && white > 0);
    }

    void aKingInCheckIsHighlightedAsInTheSvg() {
        // Re1 gives check to the king on e8 (a light square); with the rook on d1, no check.
        const DiagramContent check = contentOf("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
        const DiagramContent quiet = contentOf("4k3/8/8/8/8/8/8/3R2K1 b - - 0 1");
        DiagramOptions o;
        auto reddish = [](const QColor& c) { return c.red() > c.green() + 60; };
        QVERIFY(reddish(colourAt(DiagramExport::png(check, o, 800), check, o, sq("e8"), 0.2, 0.5)));
        QVERIFY(
            !reddish(colourAt(DiagramExport::png(quiet, o, 800), quiet, o, sq("e8"), 0.2, 0.5)));
        // Black and white: a frame near the edge of the white square, only when in check.
        o.blackAndWhite = true;
        auto darkPixels = [&](const DiagramContent& c) {
            const QImage image = DiagramExport::png(c, o, 800);
            int n = 0;
            for (int i = 1; i < 20; ++i)
                n += near(colourAt(image, c, o, sq("e8"), 0.06, i / 20.0), Qt::black, 120);
            return n;
        };
        QVERIFY(darkPixels(check) > 0);
        dump(QStringLiteral("check-bw.png"),
             DiagramExport::bytes(DiagramExport::Format::Png, check, o, 400));
        QCOMPARE(darkPixels(quiet), 0);
        QVERIFY(DiagramExport::svg(check, DiagramOptions(), 400).contains("class=\"check\""));
    }

    void svgAndPdfCarryThePosition() {
        DiagramContent c = contentOf(StartFen);
        c.caption = QStringLiteral("The start");
        const QByteArray svg = DiagramExport::svg(c, DiagramOptions(), 400);
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains("<title>" + QByteArray(StartFen) + "</title>"));
        QVERIFY(svg.contains("The start</desc>"));
        const QByteArray pdf = DiagramExport::pdf(c, DiagramOptions());
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdfPages(pdf), 1);
        QCOMPARE(DiagramExport::formatForPath(QStringLiteral("x.SVG")), DiagramExport::Format::Svg);
        QCOMPARE(DiagramExport::formatForPath(QStringLiteral("x.pdf")), DiagramExport::Format::Pdf);
    }

    void unwritablePathLeavesNoFile() {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("no/such/dir/d.svg"));
        QVERIFY(!DiagramExport::save(missing, "data").ok());
        QVERIFY(!QFileInfo::exists(missing));
        const QString isDir = dir.path();
        QVERIFY(!DiagramExport::save(isDir, "data").ok());
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 0);
        const QString ok = dir.filePath(QStringLiteral("d.png"));
        QVERIFY(DiagramExport::save(ok, DiagramExport::bytes(DiagramExport::Format::Png,
                                                             contentOf(StartFen), {}, 300))
                    .ok());
        QImage back(ok);
        QCOMPARE(back.width(), 300);
    }

    void worksheetPagesAndAnswerKey() {
        QList<WorksheetItem> items;
        for (int i = 0; i < 5; ++i)
            items << WorksheetItem{contentOf(StartFen), QStringLiteral("Question"),
                                   QStringLiteral("Answer")};
        WorksheetLayout layout;
        layout.perPage = 4;
        QCOMPARE(Worksheet::pageCount(items, layout), 3);
        layout.title = QStringLiteral("Draw rules: worksheet 1");
        items[1].diagram.marks = {sq("e2")};
        items[1].diagram.arrows = {{sq("e2"), sq("e4")}};
        items[4].answer = QStringLiteral("A long answer. ").repeated(30);
        QCOMPARE(pdfPages(Worksheet::pdf(items, layout)), 3);
        dump(QStringLiteral("worksheet.pdf"), Worksheet::pdf(items, layout));
        layout.answerKey = false;
        layout.perPage = 6;
        layout.pageSize = QPageSize::Letter;
        QCOMPARE(pdfPages(Worksheet::pdf(items, layout)), 1);
        QVERIFY(Worksheet::pdf(items, layout).contains("612"));  // Letter is 612 points wide
    }

    void rightDragDrawsArrowsForTheShownPly() {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        BoardView* board = w.boardView();
        BoardAnnotations* a = w.diagrams()->annotations();
        QWidget* vp = board->viewport();
        QTest::mousePress(vp, Qt::RightButton, {}, board->squareRect(sq("e2")).center());
        QTest::mouseRelease(vp, Qt::RightButton, {}, board->squareRect(sq("e4")).center());
        QTest::mouseClick(vp, Qt::RightButton, {}, board->squareRect(sq("d5")).center());
        QCOMPARE(a->shown().arrows.size(), size_t(1));
        QCOMPARE(a->shown().arrows.front(), (DiagramArrow{sq("e2"), sq("e4")}));
        QCOMPARE(a->shown().marks, std::vector<Square>{sq("d5")});
        const DiagramContent d = a->diagram();
        QCOMPARE(d.arrows.size(), size_t(1));
        QCOMPARE(d.fen, QString::fromLatin1(StartFen));
        QTest::mouseClick(vp, Qt::RightButton, {}, board->squareRect(sq("d5")).center());
        QVERIFY(a->shown().marks.empty());
        // A move: the new ply has no arrows; going back shows the old one again.
        QVERIFY(w.controller()->playText(QStringLiteral("e4")).ok());
        QVERIFY(a->shown().empty());
        w.controller()->navigator().showPly(0);
        QCOMPARE(a->shown().arrows.size(), size_t(1));
    }

    void occurrencesFollowFide923() {
        app::GameController c;
        QVERIFY(c.playMoves({"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}).ok());
        auto occ = app::Occurrences::of(c.game(), 8);
        QCOMPARE(occ.size(), size_t(3));
        QCOMPARE(occ[1].ply, 4);
        const auto answer = [](const app::GameController& g, int ply) {
            return app::Occurrences::answer(g.game(), ply, app::LocalNotation::Style::English);
        };
        QVERIFY(answer(c, 8).contains(QLatin1String("9.2.2")));
        QVERIFY(answer(c, 4).contains(QLatin1String("no claim")));
        // After 4.Ng1 Black may claim by writing Ng8 (9.2.1): the key said "no claim" (tester).
        const QString written = answer(c, 7);
        QVERIFY2(written.contains(QLatin1String("Black can claim a draw by writing Ng8")) &&
                     written.contains(QLatin1String("9.2.1")) &&
                     !written.contains(QLatin1String("no claim")),
                 qPrintable(written));
        // The same for the fifty-move rule (9.3.1): at 99 plies any move but a capture or pawn
        // move completes the count.
        app::GameController f;
        QVERIFY(f.loadFen(QStringLiteral("8/8/4k3/8/8/4K3/R7/8 w - - 98 80")).ok());
        QVERIFY(f.playMoves({"Ra3"}).ok());
        const QString fifty = answer(f, 1);
        QVERIFY2(fifty.contains(QLatin1String("Black can claim under the fifty-move rule by "
                                              "writing Kd5")) &&
                     fifty.contains(QLatin1String("9.3.1")),
                 qPrintable(fifty));
        // A dead position is the answer before any count (tester: K+N v K answered by counts).
        app::GameController d;
        QVERIFY(d.loadFen(QStringLiteral("8/8/4k3/8/8/8/3nK3/8 w - - 0 2")).ok());
        const QString dead = answer(d, 0);
        QVERIFY2(dead.contains(QLatin1String("5.2.2")) && !dead.contains(QLatin1String("9.2")),
                 qPrintable(dead));
        // The king walks out and back: same pieces, lost castling rights, not the same.
        app::GameController k;
        QVERIFY(k.loadFen(QStringLiteral("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1")).ok());
        QVERIFY(k.playMoves({"Kf1", "Kd8", "Ke1", "Ke8"}).ok());
        QCOMPARE(app::Occurrences::of(k.game(), 4).size(), size_t(1));
        RepetitionStrip strip(c.game(), 8, false);
        QCOMPARE(strip.labels().size(), 3);
        QVERIFY(strip.labels()[2].contains(QLatin1String("ply 8")));
    }

    // Issue 22.7: a worksheet of a repetition position prints the moves that led to it, from
    // the last capture or pawn move, the earlier occurrences marked, in the user's notation.
    void worksheetItemsCarryTheMoves() {
        app::GameController c;
        QVERIFY(
            c.playMoves({"e4", "e5", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}).ok());
        QCOMPARE(app::Occurrences::movesLeadingTo(c.game(), 10, app::LocalNotation::Style::English),
                 QStringLiteral("Halfmove clock 8, move 6. Moves since the last capture or pawn "
                                "move: [1] 2.Nf3 Nf6 3.Ng1 Ng8 [2] 4.Nf3 Nf6 5.Ng1 Ng8 [1], [2], "
                                "...: the position in the diagram stood there before."));
        QVERIFY(app::Occurrences::movesLeadingTo(c.game(), 10, app::LocalNotation::Style::Figurines)
                    .contains(QStringLiteral("2.\u2658f3 \u2658f6")));
        // Right after the pawn move nothing leads to the position but the clock.
        QCOMPARE(app::Occurrences::movesLeadingTo(c.game(), 2, app::LocalNotation::Style::English),
                 QStringLiteral("Halfmove clock 0, move 2."));
        // A set-up position: numbered from its move, Black first.
        app::GameController k;
        QVERIFY(k.loadFen(QStringLiteral("4k3/8/8/8/8/8/8/4K2R b K - 30 20")).ok());
        QVERIFY(k.playMoves({"Kd8", "Kf1", "Ke8", "Ke1"}).ok());
        QCOMPARE(app::Occurrences::movesLeadingTo(k.game(), 4, app::LocalNotation::Style::English),
                 QStringLiteral("Halfmove clock 34, move 22. Moves from the start: 20...Kd8 "
                                "21.Kf1 Ke8 22.Ke1"));
        RepetitionStrip strip(c.game(), 10, false);
        QCOMPARE(strip.items().size(), 3);
        QVERIFY(strip.items()[2].moves.contains(QStringLiteral("5.Ng1 Ng8")) ||
                strip.items()[2].moves.contains(QStringLiteral("5.Sg1 Sg8")));
    }
};

QTEST_MAIN(TestDiagrams)
#include "tst_diagrams.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
