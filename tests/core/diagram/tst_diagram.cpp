// The SVG diagram writer, golden-free: each diagram is parsed back (QXmlStreamReader) and its
// squares, pieces, marks, arrows, last move, check and coordinates are compared with the
// position and the options; the same input gives the same bytes; the FEN is in <title> and
// <desc>; bad options are errors.
#include <QtTest>

#include <QXmlStreamReader>

#include "core/board/fen.h"
#include "core/diagram/captiontext.h"
#include "core/diagram/diagram.h"
#include "core/diagram/diagramstyle.h"

using namespace remis;
using namespace remis::diagram;

namespace {

struct Element {
    QString name;
    QXmlStreamAttributes attrs;
    QString text;
    QString get(const char* a) const { return attrs.value(QLatin1String(a)).toString(); }
    double num(const char* a) const { return get(a).toDouble(); }
};

struct Parsed {
    bool wellFormed = false;
    QString title, desc;
    QList<Element> elements;
    QList<Element> withClass(const QString& cls) const {
        QList<Element> out;
        for (const Element& e : elements)
            if (e.get("class").split(' ').contains(cls)) out << e;
        return out;
    }
};

Parsed parse(const std::string& svg) {
    Parsed p;
    QXmlStreamReader xml(QByteArray::fromStdString(svg));
    QString current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            p.elements << Element{xml.name().toString(), xml.attributes(), {}};
            current = xml.name().toString();
        } else if (xml.isEndElement()) {
            current.clear();
        } else if (xml.isCharacters() && !current.isEmpty()) {
            p.elements.last().text += xml.text();
            if (current == "title") p.title += xml.text();
            if (current == "desc") p.desc += xml.text();
        }
    }
    p.wellFormed = !xml.hasError();
    return p;
}

Position position(const char* fen) {
    auto pos = parseFen(fen);
    return pos ? *pos : Position::startPosition();
}

Square sq(const char* name) {
    return parseSquare(name[0], name[1]);
}

// The square under a point, from the square rectangles of the diagram itself.
QString squareAt(const Parsed& p, double x, double y) {
    for (const Element& e : p.withClass("square"))
        if (x >= e.num("x") && x < e.num("x") + e.num("width") && y >= e.num("y") &&
            y < e.num("y") + e.num("height"))
            return e.get("data-square");
    return {};
}

// A piece's <use> is placed by transform="translate(X Y) scale(K)".
QPointF pieceOrigin(const Element& e) {
    const QString t = e.get("transform");
    const QStringList parts =
        t.mid(t.indexOf('(') + 1, t.indexOf(')') - t.indexOf('(') - 1).split(' ');
    return {parts.value(0).toDouble(), parts.value(1).toDouble()};
}

}  // namespace

class TestDiagram : public QObject {
    Q_OBJECT
private slots:
    void squaresAndPiecesMatchThePosition_data() {
        QTest::addColumn<bool>("flip");
        QTest::newRow("white below") << false;
        QTest::newRow("flipped") << true;
    }
    void squaresAndPiecesMatchThePosition() {
        QFETCH(bool, flip);
        const char* fen = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4";
        const Position pos = position(fen);
        DiagramOptions o;
        o.flip = flip;
        const auto svg = writeSvg(pos, o);
        QVERIFY(svg.ok());
        const Parsed p = parse(*svg);
        QVERIFY(p.wellFormed);
        QCOMPARE(p.title, QString(fen));
        QVERIFY(p.desc.contains(fen));
        // 64 squares, the colours alternate, a1 dark; a1 at the bottom left unless flipped.
        const QList<Element> squares = p.withClass("square");
        QCOMPARE(squares.size(), 64);
        QCOMPARE(p.withClass("dark").size(), 32);
        for (const Element& e : squares) {
            const Square s = sq(e.get("data-square").toLatin1().constData());
            QCOMPARE(e.get("class").contains("light"), isLightSquare(s));
        }
        const Element a1 = p.withClass("square")[0];
        QCOMPARE(a1.get("data-square"), QString("a1"));
        double maxX = 0, maxY = 0;
        for (const Element& e : squares)
            maxX = std::max(maxX, e.num("x")), maxY = std::max(maxY, e.num("y"));
        QCOMPARE(a1.num("x") == maxX, flip);
        QCOMPARE(a1.num("y") == maxY, !flip);
        // Every piece of the position, on its square, and nothing else.
        const QList<Element> pieces = p.withClass("piece");
        int expected = 0;
        for (Square s = 0; s < 64; ++s) expected += pos.pieceOn(s) != NoPiece;
        QCOMPARE(pieces.size(), expected);
        for (const Element& e : pieces) {
            const Square s = sq(e.get("data-square").toLatin1().constData());
            const Piece piece = pos.pieceOn(s);
            QVERIFY(piece != NoPiece);
            const QString name =
                QString(colorOf(piece) == White ? "w" : "b") + "PNBRQK"[typeOf(piece)];
            QCOMPARE(e.get("data-piece"), name);
            const QPointF at = pieceOrigin(e);
            QCOMPARE(squareAt(p, at.x() + 1, at.y() + 1), e.get("data-square"));
            // The piece drawing it uses is defined in the document.
            const QString ref = e.get("href").mid(1);
            bool defined = false;
            for (const Element& d : p.elements) defined |= d.get("id") == ref;
            QVERIFY2(defined, qPrintable(ref));
        }
        // Black is in check: the king on e8 is highlighted.
        const QList<Element> check = p.withClass("check");
        QCOMPARE(check.size(), 1);
        QCOMPARE(check[0].get("data-square"), QString("e8"));
    }

    void marksArrowsAndLastMove() {
        DiagramOptions o;
        o.marks = {sq("d4"), sq("e5")};
        o.arrows = {{sq("e2"), sq("e4")}, {sq("g1"), sq("f3")}};
        o.lastMove = Arrow{sq("c7"), sq("c5")};
        for (const char* style : {"default", "print"}) {
            o.style = style;
            const Parsed p = parse(*writeSvg(Position::startPosition(), o));
            QVERIFY(p.wellFormed);
            QStringList marked;
            for (const Element& e : p.withClass("mark")) marked << e.get("data-square");
            marked.removeDuplicates();
            QCOMPARE(marked, QStringList({"d4", "e5"}));
            QStringList last;
            for (const Element& e : p.withClass("last-move")) last << e.get("data-square");
            last.removeDuplicates();
            QCOMPARE(last, QStringList({"c7", "c5"}));
            const QList<Element> arrows = p.withClass("arrow");
            QCOMPARE(arrows.size(), 2);
            QCOMPARE(arrows[0].get("data-from") + arrows[0].get("data-to"), QString("e2e4"));
            QCOMPARE(arrows[1].get("data-from") + arrows[1].get("data-to"), QString("g1f3"));
            // The arrow's path starts on its from square and its tip is on its to square.
            for (const Element& a : arrows) {
                QStringList pts =
                    a.get("d").remove('M').remove('L').remove('Z').split(' ', Qt::SkipEmptyParts);
                QCOMPARE(pts.size(), 7);
                auto point = [&](int i) {
                    QStringList xy = pts[i].split(',');
                    return QPointF(xy[0].toDouble(), xy[1].toDouble());
                };
                QCOMPARE(squareAt(p, point(0).x(), point(0).y()), a.get("data-from"));
                QCOMPARE(squareAt(p, point(3).x(), point(3).y()), a.get("data-to"));
            }
            QCOMPARE(p.withClass("check").size(), 0);
        }
    }

    void coordinatesOutsideInsideOrNone() {
        DiagramOptions o;
        for (Coordinates c : {Coordinates::Outside, Coordinates::Inside, Coordinates::None}) {
            o.coordinates = c;
            const Parsed p = parse(*writeSvg(Position::startPosition(), o));
            const QList<Element> labels = p.withClass("coordinate");
            if (c == Coordinates::None) {
                QCOMPARE(labels.size(), 0);
                continue;
            }
            QCOMPARE(labels.size(), 16);
            QStringList texts;
            for (const Element& e : labels) texts << e.text;
            texts.sort();
            QCOMPARE(texts.join(""), QString("12345678abcdefgh"));
            // Outside: every label lies off the board; inside: on it.
            for (const Element& e : labels) {
                const bool onBoard = !squareAt(p, e.num("x"), e.num("y") - 1).isEmpty();
                QCOMPARE(onBoard, c == Coordinates::Inside);
            }
        }
    }

    void sizeSideToMoveAndCaption() {
        DiagramOptions o;
        o.size = 200;
        o.sideToMoveMarker = true;
        o.caption = "Black to play & win <1>";
        const Parsed p = parse(*writeSvg(position("8/8/8/8/8/8/8/K6k b - - 0 1"), o));
        QVERIFY(p.wellFormed);
        QCOMPARE(p.elements[0].num("width"), 200.0);
        QCOMPARE(p.withClass("side-to-move").size(), 1);
        QCOMPARE(p.withClass("side-to-move")[0].get("data-side"), QString("black"));
        QCOMPARE(p.withClass("caption")[0].text, QString("Black to play & win <1>"));
    }

    // A caption longer than the board is wide wraps into lines that fit the image, which grows
    // by them: no word is cut off at either end (remis-cli diagram --caption).
    void aLongCaptionWrapsWithinTheImage() {
        DiagramOptions o;
        o.size = 300;
        const std::string caption =
            "White to move: can White claim a draw by threefold repetition now, or must White "
            "first write the move on the scoresheet and then claim (FIDE 9.2.1)? "
            "Überprüfen-Sie-diese-sehr-lange-Wortkette-ohne-Leerzeichen-bitte-genau";
        const Position pos = Position::startPosition();
        const double oneLine = parse(*writeSvg(pos,
                                               [&] {
                                                   DiagramOptions one = o;
                                                   one.caption = "Short";
                                                   return one;
                                               }()))
                                   .elements[0]
                                   .num("height");
        o.caption = caption;
        const Parsed p = parse(*writeSvg(pos, o));
        QVERIFY(p.wellFormed);
        const double width = p.elements[0].num("width"), height = p.elements[0].num("height");
        const QList<Element> lines = p.withClass("caption");
        QVERIFY(lines.size() >= 4);
        QVERIFY(height > oneLine + 2 * lines[0].num("font-size"));
        QString joined;
        double lastBaseline = 0;
        for (const Element& line : lines) {
            const double font = line.num("font-size");
            const double w = font * textWidthEm(line.text.toStdString());
            QVERIFY2(line.num("x") - w / 2 >= 0 && line.num("x") + w / 2 <= width,
                     qPrintable(line.text));
            QVERIFY(line.num("y") > lastBaseline && line.num("y") + 0.25 * font <= height);
            lastBaseline = line.num("y");
            joined += line.text;
        }
        // Every character is there, in order; only the spaces where lines break are gone.
        QCOMPARE(joined.remove(' '), QString::fromStdString(caption).remove(' '));
    }

    void wrapCaptionKeepsEveryCharacter() {
        QCOMPARE(wrapCaption("", 10), std::vector<std::string>{});
        QCOMPARE(wrapCaption("a  b", 10), std::vector<std::string>{"a b"});
        const auto pieces = wrapCaption("mmmmmmmmmm", 3.0);  // 0.974 em each
        QCOMPARE(pieces, (std::vector<std::string>{"mmm", "mmm", "mmm", "m"}));
        for (const std::string& line : wrapCaption("ä ö ü ß é 日本語の文字 Ünïcödé wörds", 3.0))
            QVERIFY(textWidthEm(line) <= 3.0);
        QVERIFY(textWidthEm("W") > textWidthEm("i"));
    }

    // A marked square is a ring in the style's mark colour above the pieces, as on the board,
    // in every style; print draws it black on a wider white ring.
    void aMarkIsTheBoardsRing() {
        DiagramOptions o;
        o.size = 400;
        o.coordinates = Coordinates::None;
        o.marks = {sq("e1")};
        for (const char* style : {"default", "green", "high-contrast", "print"}) {
            o.style = style;
            const Parsed p = parse(*writeSvg(Position::startPosition(), o));
            const QList<Element> rings = p.withClass("mark");
            QCOMPARE(rings.size(), o.style == "print" ? 2 : 1);
            const Element& e1 = p.withClass("square")[4];
            QCOMPARE(e1.get("data-square"), QString("e1"));
            const double q = e1.num("width");
            const Element& ring = rings.last();
            QCOMPARE(ring.name, QString("circle"));
            QCOMPARE(ring.get("fill"), QString("none"));
            QCOMPARE(ring.get("stroke"), QString(findStyle(style)->mark));
            QCOMPARE(ring.num("cx"), e1.num("x") + q / 2);
            QCOMPARE(ring.num("r"), std::round(q * MarkRing::radius * 100) / 100);
            QCOMPARE(ring.num("stroke-width"), std::round(q * MarkRing::width * 100) / 100);
            // Drawn after the king on e1, so on top of it.
            qsizetype king = -1, mark = -1;
            for (qsizetype i = 0; i < p.elements.size(); ++i) {
                if (p.elements[i].get("data-piece") == "wK") king = i;
                if (p.elements[i].get("class") == "mark" && mark < 0) mark = i;
            }
            QVERIFY(king >= 0 && mark > king);
        }
        QCOMPARE(QString(findStyle("default")->mark), QString("#d03020"));
    }

    // Print style, coordinates inside: each label stands on a white box, not on the hatching.
    void insideCoordinatesInPrintStandOnWhite() {
        DiagramOptions o;
        o.style = "print";
        o.coordinates = Coordinates::Inside;
        const Parsed p = parse(*writeSvg(Position::startPosition(), o));
        const QList<Element> labels = p.withClass("coordinate");
        QCOMPARE(labels.size(), 16);
        for (const Element& label : labels) {
            const double font = label.num("font-size"), x = label.num("x"), y = label.num("y");
            const double w = font * textWidthEm(label.text.toStdString());
            const double left = label.get("text-anchor") == "end" ? x - w : x;
            bool backed = false;
            for (const Element& b : p.withClass("coordinate-backing"))
                backed |= b.get("fill") == "#ffffff" && b.num("x") <= left &&
                          b.num("x") + b.num("width") >= left + w && b.num("y") <= y - 0.7 * font &&
                          b.num("y") + b.num("height") >= y;
            QVERIFY2(backed, qPrintable(label.text));
        }
        o.style = "default";
        QVERIFY(parse(*writeSvg(Position::startPosition(), o))
                    .withClass("coordinate-backing")
                    .isEmpty());
    }

    void sameInputSameBytes() {
        DiagramOptions o;
        o.arrows = {{sq("b1"), sq("c3")}};
        o.marks = {sq("h8")};
        o.style = "print";
        const Position pos =
            position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        const std::string a = *writeSvg(pos, o), b = *writeSvg(pos, o);
        QCOMPARE(a, b);
        o.style = "default";
        QVERIFY(*writeSvg(pos, o) != a);
    }

    void badOptionsAreErrors() {
        DiagramOptions o;
        o.style = "neon";
        auto r = writeSvg(Position::startPosition(), o);
        QVERIFY(!r.ok());
        QVERIFY(QString::fromStdString(r.message()).contains("print"));
        o.style = "default";
        o.size = 5;
        QVERIFY(!writeSvg(Position::startPosition(), o).ok());
        o.size = 300;
        o.marks = {64};
        QVERIFY(!writeSvg(Position::startPosition(), o).ok());
        QCOMPARE(diagramStyles().front(), std::string("default"));
    }
};

QTEST_APPLESS_MAIN(TestDiagram)
#include "tst_diagram.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
