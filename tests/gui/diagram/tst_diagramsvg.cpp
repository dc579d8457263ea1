// The app's SVG export is the core's writer (what `remis-cli diagram` prints): the same
// bytes for the same position and options. Golden-free: the exported SVG of the position on
// the board, with arrows and marks drawn with the right mouse button, is parsed back and its
// squares, pieces, arrows, marks, coordinates, title and caption are compared with the game.
// An unwritable path leaves no file and the user is told in a message box naming the file.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>
#include <map>

#include "app/controller/gamecontroller.h"
#include "core/board/fen.h"
#include "core/diagram/diagram.h"
#include "gui/diagram/boardannotations.h"
#include "gui/diagram/diagramactions.h"
#include "gui/diagram/diagramdialog.h"
#include "gui/diagram/diagramexport.h"
#include "gui/diagram/worksheetdialog.h"
#include "gui/guitestutil.h"

using namespace remis;
using namespace remis::gui;
using test::sq;

namespace {

struct Element {
    QString name;
    QXmlStreamAttributes attrs;
    QString text;
    QString get(const char* a) const { return attrs.value(QLatin1String(a)).toString(); }
    bool hasClass(const char* c) const {
        return get("class").split(QLatin1Char(' ')).contains(QLatin1String(c));
    }
};

struct Svg {
    bool wellFormed = false;
    QString title, desc;
    QList<Element> elements;
    QList<Element> withClass(const char* c) const {
        QList<Element> out;
        for (const Element& e : elements)
            if (e.hasClass(c)) out << e;
        return out;
    }
};

Svg parse(const QByteArray& bytes) {
    Svg svg;
    QXmlStreamReader xml(bytes);
    QList<Element> open;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            open << Element{xml.name().toString(), xml.attributes(), {}};
        } else if (xml.isCharacters() && !open.isEmpty()) {
            open.last().text += xml.text();
        } else if (xml.isEndElement() && !open.isEmpty()) {
            const Element e = open.takeLast();
            if (e.name == QLatin1String("title") && svg.title.isEmpty()) svg.title = e.text;
            if (e.name == QLatin1String("desc")) svg.desc = e.text;
            svg.elements << e;
        }
    }
    svg.wellFormed = !xml.hasError();
    return svg;
}

// Any modal message box is read and closed; the text of the last one.
class MessageCatcher : public QObject {
public:
    QString text;
    MessageCatcher() {
        auto* timer = new QTimer(this);
        connect(timer, &QTimer::timeout, this, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                text = box->text();
                box->close();
            }
        });
        timer->start(20);
    }
};

}  // namespace

class TestDiagramSvg : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void theBoardsDiagramReadsBack() {
        MainWindow w;
        QVERIFY(w.controller()->playMoves({"e4", "e5", "Nf3"}).ok());
        BoardAnnotations* a = w.diagrams()->annotations();
        a->toggleArrow(sq("f3"), sq("e5"));
        a->toggleMark(sq("e5"));
        DiagramDialog dialog(a->diagram(), false);
        const QByteArray bytes =
            DiagramExport::svg(dialog.content(), dialog.options(), dialog.pngWidth());
        const Svg svg = parse(bytes);
        QVERIFY(svg.wellFormed);
        const Position& pos = w.controller()->navigator().shownPosition();
        QCOMPARE(svg.title, QString::fromStdString(toFen(pos)));
        QVERIFY(svg.desc.contains(dialog.content().caption));

        // 64 squares, each once, light and dark as on a board.
        std::map<QString, Element> squares;
        for (const Element& e : svg.withClass("square")) squares[e.get("data-square")] = e;
        QCOMPARE(squares.size(), size_t(64));
        QVERIFY(squares[QStringLiteral("a1")].hasClass("dark"));
        QVERIFY(squares[QStringLiteral("h1")].hasClass("light"));
        // Every piece of the position on its square, nothing else.
        QStringList expected, found;
        for (Square s = 0; s < 64; ++s)
            if (pos.pieceOn(s) != NoPiece) expected << QString::fromStdString(squareName(s));
        for (const Element& e : svg.withClass("piece")) found << e.get("data-square");
        expected.sort();
        found.sort();
        QCOMPARE(found, expected);
        for (const Element& e : svg.withClass("piece"))
            if (e.get("data-square") == QLatin1String("f3"))
                QCOMPARE(e.get("data-piece"), QStringLiteral("wN"));
        // The drawn arrow and mark.
        const QList<Element> arrows = svg.withClass("arrow");
        QCOMPARE(arrows.size(), 1);
        QCOMPARE(arrows[0].get("data-from"), QStringLiteral("f3"));
        QCOMPARE(arrows[0].get("data-to"), QStringLiteral("e5"));
        const QList<Element> marks = svg.withClass("mark");
        QCOMPARE(marks.size(), 1);
        QCOMPARE(marks[0].get("data-square"), QStringLiteral("e5"));
        // Coordinates outside: a..h under the board, 1..8 beside it, below and left of it.
        QStringList labels;
        for (const Element& e : svg.withClass("coordinate")) labels << e.text;
        labels.sort();
        QCOMPARE(labels.join(QString()), QStringLiteral("12345678abcdefgh"));
        const double boardBottom = squares[QStringLiteral("a1")].get("y").toDouble() +
                                   squares[QStringLiteral("a1")].get("height").toDouble();
        for (const Element& e : svg.withClass("coordinate"))
            if (e.text == QLatin1String("a")) QVERIFY(e.get("y").toDouble() > boardBottom);
        // The side-to-move marker shows Black, and the caption is the dialog's.
        QCOMPARE(svg.withClass("side-to-move").value(0).get("data-side"), QStringLiteral("black"));
        QCOMPARE(svg.withClass("caption").value(0).text, dialog.content().caption);
    }

    void sameBytesAsTheCommandLineWriter() {
        // remis-cli diagram --fen F --size 500 --flip --coords inside --mark e4 --arrow a1a7
        // --side-to-move --caption C --style print prints writeSvg of these.
        const char* fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        DiagramContent c;
        const auto pos = parseFen(fen);
        QVERIFY(pos.ok());
        for (Square s = 0; s < 64; ++s) c.board[s] = pos->pieceOn(s);
        c.fen = QString::fromLatin1(fen);
        c.marks = {sq("e4")};
        c.arrows = {{sq("a1"), sq("a7")}};
        c.caption = QStringLiteral("A rook lift");
        DiagramOptions o;
        o.flipped = true;
        o.coordinates = CoordinateStyle::Inside;
        o.blackAndWhite = true;
        diagram::DiagramOptions d;
        d.size = 500;
        d.flip = true;
        d.coordinates = diagram::Coordinates::Inside;
        d.marks = {sq("e4")};
        d.arrows = {{sq("a1"), sq("a7")}};
        d.sideToMoveMarker = true;
        d.caption = "A rook lift";
        d.style = "print";
        const auto core = diagram::writeSvg(*pos, d);
        QVERIFY(core.ok());
        QCOMPARE(DiagramExport::svg(c, o, 500), QByteArray::fromStdString(*core));
        // Flipped: a1 is right of h1 and above a8.
        const Svg svg = parse(DiagramExport::svg(c, o, 500));
        std::map<QString, Element> squares;
        for (const Element& e : svg.withClass("square")) squares[e.get("data-square")] = e;
        auto x = [&](const char* s) { return squares[QLatin1String(s)].get("x").toDouble(); };
        auto y = [&](const char* s) { return squares[QLatin1String(s)].get("y").toDouble(); };
        QVERIFY(x("a1") > x("h1"));
        QVERIFY(y("a1") < y("a8"));
        QVERIFY(!svg.withClass("hatch").isEmpty());  // the print style
        // Without a caption option the caption is left out; without coordinates, none.
        o.caption = false;
        o.coordinates = CoordinateStyle::None;
        const Svg plain = parse(DiagramExport::svg(c, o, 500));
        QVERIFY(plain.withClass("caption").isEmpty());
        QVERIFY(plain.withClass("coordinate").isEmpty());
    }

    void unwritablePathTellsTheUserAndLeavesNothing() {
        MainWindow w;
        QTemporaryDir dir;
        DiagramDialog dialog(w.diagrams()->annotations()->diagram(), false);
        for (const char* name : {"no/such/dir/d.svg", "no/such/dir/d.png", "no/such/dir/d.pdf"}) {
            MessageCatcher catcher;
            QVERIFY(!dialog.exportTo(dir.filePath(QLatin1String(name))));
            QVERIFY2(catcher.text.contains(QFileInfo(QLatin1String(name)).fileName()),
                     qPrintable(catcher.text));
        }
        {  // a directory where the file should be
            MessageCatcher catcher;
            QVERIFY(!dialog.exportTo(dir.path()));
            QVERIFY(!catcher.text.isEmpty());
        }
        QList<WorksheetItem> items{w.diagrams()->currentItem()};
        WorksheetDialog sheet(&items);
        {
            MessageCatcher catcher;
            QVERIFY(!sheet.exportPdf(dir.filePath(QStringLiteral("no/such/sheet.pdf"))));
            QVERIFY(catcher.text.contains(QLatin1String("sheet.pdf")));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 0);
        // And a writable one: the file is the export, nothing else is left beside it.
        const QString ok = dir.filePath(QStringLiteral("d.svg"));
        QVERIFY(dialog.exportTo(ok));
        QFile file(ok);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(),
                 DiagramExport::svg(dialog.content(), dialog.options(), dialog.pngWidth()));
        QVERIFY(sheet.exportPdf(dir.filePath(QStringLiteral("sheet.pdf"))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 2);
    }
};

QTEST_MAIN(TestDiagramSvg)
#include "tst_diagramsvg.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
