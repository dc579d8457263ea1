// The position editor: FEN in and out unchanged, every problem listed in words naming the
// squares with OK disabled while any is an error, castling boxes that name the missing
// piece and the one-click fix, en passant squares offered only where a double push could
// have happened, mouse and keyboard placement, dragging off the board, palette drops,
// undo/redo, and from the main window: Ctrl+E, a pasted unplayable FEN opening the editor,
// and a history played from the set-up position saved as PGN with SetUp/FEN.
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "app/services/translations.h"
#include "app/text/localnotation.h"
#include "core/board/fen.h"
#include "gui/editor/editorboard.h"
#include "gui/editor/piecepalette.h"
#include "gui/editor/positioneditor.h"
#include "gui/guitestutil.h"
#include "gui/window/gamefiles.h"
#include "gui/window/mainactions.h"

using namespace remis;
using namespace remis::gui;
using test::sq;

namespace {

void click(EditorBoard* board, const char* square, Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(board, button, Qt::NoModifier, board->squareRect(sq(square)).center());
}

QString fenOf(const PositionEditor& e) {
    return QString::fromStdString(setup::toFen(e.current()));
}

QStringList comboItems(QComboBox* combo) {
    QStringList items;
    for (int i = 0; i < combo->count(); ++i) items << combo->itemText(i);
    return items;
}

}  // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    // Issue 21.11: the editor's keys are the user's letters, as in the move box: German
    // B(auer) S L T D K, Spanish P C A T D R; English letters the language does not use still
    // work; upper case is White, lower case Black.
    void pieceKeysInTheUsersLetters() {
        const QString german = QStringLiteral("BSLTDK"), spanish = QStringLiteral("PCATDR");
        QCOMPARE(EditorBoard::pieceFromLetter(QLatin1Char('S'), german), makePiece(White, Knight));
        QCOMPARE(EditorBoard::pieceFromLetter(QLatin1Char('l'), german), makePiece(Black, Bishop));
        QCOMPARE(EditorBoard::pieceFromLetter(QLatin1Char('B'), german), makePiece(White, Pawn));
        QCOMPARE(EditorBoard::pieceFromLetter(QLatin1Char('D'), german), makePiece(White, Queen));
        QCOMPARE(EditorBoard::pieceFromLetter(QLatin1Char('N'), german), makePiece(White, Knight));
        QCOMPARE(EditorBoard::pieceFromLetter(QLatin1Char('r'), spanish), makePiece(Black, King));
        QCOMPARE(EditorBoard::pieceFromLetter(QLatin1Char('A'), spanish), makePiece(White, Bishop));
        QCOMPARE(EditorBoard::pieceFromLetter(QLatin1Char('c'), spanish), makePiece(Black, Knight));
        QCOMPARE(EditorBoard::pieceFromLetter(QLatin1Char('x'), spanish), NoPiece);
    }

    void initTestCase() { test::isolate(m_dir); }

    void fenRoundTripIsUnchanged_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("start") << QString::fromLatin1(StartFen);
        QTest::newRow("clocks") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 37 120";
        QTest::newRow("no capture on d6") << "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2";
        QTest::newRow("no clocks") << "4k3/8/8/8/8/8/8/4K3 w - -";
        QTest::newRow("illegal") << "8/8/8/8/8/8/8/8 w KQ e3 7 1";
    }
    void fenRoundTripIsUnchanged() {
        QFETCH(QString, fen);
        PositionEditor e;
        QVERIFY(e.setFen(fen));
        QCOMPARE(e.fen(), fen);
        QCOMPARE(e.fenEdit()->text(), fen);
        // An edit and its undo give the same text back.
        click(e.board(), "d4");
        QVERIFY(e.fen() != fen);
        e.undo();
        QCOMPARE(e.fen(), fen);
    }

    void problemsNameTheSquaresAndBlockOk() {
        PositionEditor e;
        e.setFen(QStringLiteral("4q1k1/8/8/8/8/8/8/4K3 b - - 0 1"));
        QVERIFY(!e.okButton()->isEnabled());
        const QString all = e.problemTexts().join(u'\n');
        QVERIFY2(all.contains(QLatin1String("White's king on e1 is attacked by the queen on e8")),
                 qPrintable(all));
        // Every problem at once: take the black king away too.
        e.apply([&] {
            setup::Setup s = e.current();
            s.board[sq("g8")] = NoPiece;
            return s;
        }());
        QVERIFY(e.problemTexts().join(u'\n').contains(QLatin1String("Black has no king")));
        e.setFen(QStringLiteral("4q1k1/8/8/8/8/8/8/4K3 w - - 0 1"));
        QVERIFY(e.okButton()->isEnabled());
    }

    void castlingBoxesNameTheMissingPieceAndTheFixKeepsTheRest() {
        PositionEditor e;
        e.setFen(QStringLiteral("r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
        QVERIFY(!e.okButton()->isEnabled());
        QVERIFY(e.problemTexts().join(u'\n').contains(QLatin1String("no Black rook on h8")));
        QVERIFY(e.castlingBox(BlackKingSide)->isEnabled());  // set: it can still be cleared
        QVERIFY(!e.fixCastlingButton()->isHidden());
        e.fixCastlingButton()->click();
        QCOMPARE(fenOf(e), QStringLiteral("r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1"));
        QVERIFY(e.okButton()->isEnabled());
        QVERIFY(!e.castlingBox(BlackKingSide)->isEnabled());
        QVERIFY(e.castlingBox(BlackKingSide)->toolTip().contains(QLatin1String("h8")));
        QVERIFY(
            e.castlingBox(BlackKingSide)->accessibleDescription().contains(QLatin1String("h8")));
        QVERIFY(e.fixCastlingButton()->isHidden());
        // A box clicked off and on again.
        e.castlingBox(WhiteKingSide)->click();
        QCOMPARE(fenOf(e), QStringLiteral("r3k3/8/8/8/8/8/8/R3K2R w Qq - 0 1"));
    }

    void enPassantOffersOnlyPossibleSquaresAndExplains() {
        PositionEditor e;
        e.setFen(QStringLiteral("4k3/8/8/p2pP2p/8/8/8/4K3 w - - 0 2"));
        QCOMPARE(comboItems(e.epCombo()),
                 (QStringList{QStringLiteral("none"), QStringLiteral("a6"), QStringLiteral("d6"),
                              QStringLiteral("h6")}));
        e.epCombo()->setCurrentIndex(2);
        emit e.epCombo()->activated(2);
        QCOMPARE(e.current().epSquare, sq("d6"));
        const QString all = e.problemTexts().join(u'\n');
        QVERIFY2(all.contains(QStringLiteral("Black just played d7–d5")), qPrintable(all));
        QVERIFY(all.contains(QLatin1String("e5 can take en passant")));
        QVERIFY(all.contains(QLatin1String("9.2.3.1")));
    }

    // The key help is the board's label: Orca reads a dialog's unrelated labels before every
    // announcement from inside it, which put 35 words before each square said.
    void keyHelpLabelsTheBoard() {
        PositionEditor e;
        auto* keys = e.findChild<QLabel*>(QStringLiteral("editorKeys"));
        QVERIFY(keys);
        QCOMPARE(keys->buddy(), static_cast<QWidget*>(e.board()));
    }

    void mouseAndKeyboardPlacePieces() {
        PositionEditor e;
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        e.setFen(QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
        EditorBoard* board = e.board();
        board->setTool(makePiece(White, King));
        click(board, "e1");
        QCOMPARE(e.current().at(sq("e1")), makePiece(White, King));
        click(board, "e8", Qt::RightButton);  // the other colour
        QCOMPARE(e.current().at(sq("e8")), makePiece(Black, King));
        click(board, "e1");  // the same piece again removes it
        QCOMPARE(e.current().at(sq("e1")), NoPiece);
        e.undo();
        QCOMPARE(e.current().at(sq("e1")), makePiece(White, King));
        // Drag e8 to d8, then d8 off the board.
        QTest::mousePress(board, Qt::LeftButton, {}, board->squareRect(sq("e8")).center());
        QTest::mouseMove(board, board->squareRect(sq("d8")).center());
        QTest::mouseRelease(board, Qt::LeftButton, {}, board->squareRect(sq("d8")).center());
        QCOMPARE(e.current().at(sq("d8")), makePiece(Black, King));
        QCOMPARE(e.current().at(sq("e8")), NoPiece);
        QTest::mousePress(board, Qt::LeftButton, {}, board->squareRect(sq("d8")).center());
        QTest::mouseMove(board, board->squareRect(sq("d7")).center());
        QTest::mouseRelease(board, Qt::LeftButton, {}, QPoint(board->width() + 50, 5));
        QCOMPARE(e.current().at(sq("d8")), NoPiece);
        // Keyboard: the cursor stands where the last click was (d8, issue 22 item 10); "rk"
        // types a rook and a king along the rank.
        board->setFocus();
        QCOMPARE(board->cursor(), sq("d8"));
        QTest::keyClicks(board, QStringLiteral("rk"));
        QCOMPARE(e.current().at(sq("d8")), makePiece(Black, Rook));
        QCOMPARE(e.current().at(sq("e8")), makePiece(Black, King));
        QTest::keyClick(board, Qt::Key_Left);
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(e.current().at(sq("e8")), NoPiece);
        e.undo();
        QCOMPARE(e.current().at(sq("e8")), makePiece(Black, King));
        e.redo();
        QCOMPARE(e.current().at(sq("e8")), NoPiece);
        // A click moves the cursor there.
        click(board, "c3");
        QCOMPARE(board->cursor(), sq("c3"));
    }

    void paletteDropPlacesThePiece() {
        PositionEditor e;
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        e.setFen(QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
        EditorBoard* board = e.board();
        QMimeData mime;
        mime.setData(QLatin1String(EditorBoard::MimeType), "bQ");
        QDropEvent drop(QPointF(board->squareRect(sq("c3")).center()), Qt::CopyAction, &mime,
                        Qt::LeftButton, Qt::NoModifier);
        // Straight to the widget: QApplication delivers drops only during a real drag.
        static_cast<QObject*>(board)->event(&drop);
        QCOMPARE(e.current().at(sq("c3")), makePiece(Black, Queen));
        // A click on the palette chooses the tool the board places.
        PiecePalette* palette = e.palette();
        QTest::mouseClick(palette, Qt::LeftButton, {},
                          palette->cellRect(makePiece(Black, Knight)).center());
        QCOMPARE(board->tool(), makePiece(Black, Knight));
    }

    void typedFenIsAppliedLive() {
        PositionEditor e;
        e.fenEdit()->clear();
        QTest::keyClicks(e.fenEdit(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 3 9"));
        QCOMPARE(e.current().side, Black);
        QCOMPARE(e.current().halfmoveClock, 3);
        QCOMPARE(e.fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 3 9"));
        QVERIFY(e.okButton()->isEnabled());
        QTest::keyClicks(e.fenEdit(), QStringLiteral(" x"));
        QVERIFY(e.fenError().contains(QLatin1String("field 7")));
    }

    // A tester: Enter in the FEN field pressed Play from Here (the dialog's default button)
    // and the game started at once. Enter applies the typed FEN to the editor's board, or
    // says why it cannot be read; the dialog stays open.
    void enterInTheFenFieldAppliesIt() {
        PositionEditor e;
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        QSignalSpy finished(&e, &QDialog::finished);
        e.fenEdit()->setFocus();
        e.fenEdit()->selectAll();
        QTest::keyClicks(e.fenEdit(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 3 9  "));
        QTest::keyClick(e.fenEdit(), Qt::Key_Return);
        QCOMPARE(finished.count(), 0);
        QVERIFY(e.isVisible());
        QCOMPARE(e.current().side, Black);
        QCOMPARE(e.fenEdit()->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 3 9"));
        QVERIFY(e.fenError().isEmpty());
        e.fenEdit()->selectAll();
        QTest::keyClicks(e.fenEdit(), QStringLiteral("no FEN at all"));
        QTest::keyClick(e.fenEdit(), Qt::Key_Enter);
        QCOMPARE(finished.count(), 0);
        QVERIFY(e.isVisible());
        QVERIFY(!e.fenError().isEmpty());
        QCOMPARE(e.fenEdit()->text(), QStringLiteral("no FEN at all"));  // kept as typed
        QCOMPARE(e.current().side, Black);                               // the board as it was
    }

    void swapColoursAndStart() {
        PositionEditor e;
        e.setFen(QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        e.apply(setup::colorsSwapped(e.current()));
        QCOMPARE(fenOf(e), QStringLiteral("4k3/4p3/8/8/8/8/8/4K3 b - - 0 1"));
        e.apply(setup::Setup::start());
        QCOMPARE(fenOf(e), QString::fromLatin1(StartFen));
    }

    // Ctrl+E opens the editor on the position shown; OK plays from the edited position; moves
    // played from it are saved as PGN with SetUp and FEN.
    void mainWindowSetUpAndHistory() {
        MainWindow w;
        QCOMPARE(w.actions()->setupPosition->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto* editor = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
            QVERIFY(editor);
            seen = true;
            QCOMPARE(editor->fen(), w.controller()->navigator().fen());
            editor->setFen(QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w Q - 0 30"));
            editor->accept();
        });
        w.actions()->setupPosition->trigger();
        QVERIFY(seen);
        QCOMPARE(w.controller()->navigator().fen(),
                 QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w Q - 0 30"));
        QVERIFY(w.controller()->playMoves({"Ra2", "Kd8", "Ra1", "Ke8"}).ok());
        const QString pgn = w.controller()->pgnText();
        QVERIFY(pgn.contains(QLatin1String("[SetUp \"1\"]")));
        QVERIFY(pgn.contains(QLatin1String("[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 30\"]")));
        QVERIFY(pgn.contains(QLatin1String("30. Ra2 Kd8 31. Ra1 Ke8")));
    }

    void pastedUnplayableFenOpensTheEditor() {
        MainWindow w;
        const QString before = w.controller()->navigator().fen();
        const QString bad = QStringLiteral("4k3/8/8/8/8/8/8/4K2r b - - 0 1");
        QGuiApplication::clipboard()->setText(bad);
        QString shown;
        QTimer::singleShot(0, this, [&] {
            auto* editor = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
            QVERIFY(editor);
            shown = editor->fen();
            QVERIFY(!editor->okButton()->isEnabled());
            editor->reject();
        });
        w.files()->paste();
        QCOMPARE(shown, bad);
        QCOMPARE(w.controller()->navigator().fen(), before);  // cancelled: nothing changed
    }

    // Issue 22, item 10: changing the side to move keeps the e.p. square the user set; the
    // problem list says why it no longer fits, and "none" is one click away.
    void sideToMoveKeepsTheEnPassantSquare() {
        PositionEditor e;
        QVERIFY(e.setFen(QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")));
        QCOMPARE(e.current().epSquare, sq("d6"));
        e.sideCombo()->setCurrentIndex(1);
        emit e.sideCombo()->activated(1);
        QCOMPARE(e.current().side, Black);
        QCOMPARE(e.current().epSquare, sq("d6"));
        QVERIFY2(e.problemTexts().join(QLatin1Char('\n')).contains(QStringLiteral("d6")),
                 qPrintable(e.problemTexts().join(QLatin1Char('\n'))));
        QVERIFY(!e.isAcceptable());
        QVERIFY(e.epCombo()->findData(int(NoSquare)) >= 0);
        e.undo();
        QCOMPARE(e.current().side, White);
    }

    // Issue 22, item 10: Clear empties the board; the board keeps its size (the problems of
    // an empty board must not take its room).
    void clearKeepsTheBoardsSize() {
        PositionEditor e;
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        QCoreApplication::processEvents();
        const int before = std::min(e.board()->width(), e.board()->height());
        QPushButton* clear = nullptr;
        for (QPushButton* b : e.findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Clear")) clear = b;
        QVERIFY(clear);
        clear->click();
        QTest::qWait(100);  // the layout settles after the posted layout requests
        QCOMPARE(e.current().at(sq("e1")), NoPiece);
        const int after = std::min(e.board()->width(), e.board()->height());
        QVERIFY2(after >= before * 9 / 10,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }

    // The castling boxes are each as tall as they need, one under the other, also when a
    // right is impossible and its box says why (the problem list gives up its room first).
    void castlingBoxesAreNotSqueezed() {
        PositionEditor editor;
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 w - - 0 40",
                                "pppppppp/8/8/8/8/8/8/PPPPPPPP w KQkq e6 0 1"}) {
            QVERIFY(editor.setFen(QString::fromLatin1(fen)));
            QCoreApplication::processEvents();
            QRect above;
            for (const char* name : {"castlingK", "castlingQ", "castlingk", "castlingq"}) {
                auto* box = editor.findChild<QCheckBox*>(QLatin1String(name));
                const QRect r = box->geometry();
                QVERIFY2(r.height() >= box->sizeHint().height(),
                         qPrintable(QStringLiteral("%1 %2: %3 of %4")
                                        .arg(QLatin1String(fen), QLatin1String(name))
                                        .arg(r.height())
                                        .arg(box->sizeHint().height())));
                QVERIFY(above.isNull() || r.top() > above.bottom());
                above = r;
            }
        }
    }

    // Last: the translators installed stay for the rest of the run. In German the keys are
    // the German letters, in Spanish the Spanish ones.
    void pieceKeysFollowTheInterfaceLanguage() {
        const QString german = QStringLiteral("BSLTDK"), spanish = QStringLiteral("PCATDR");
        QCOMPARE(app::LocalNotation::pieceLetters(), QStringLiteral("PNBRQK"));
        QCOMPARE(app::Translations::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(app::LocalNotation::pieceLetters(), german);
        PositionEditor e;
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        e.setFen(QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
        EditorBoard* board = e.board();
        click(board, "a1");  // the cursor to a1 (the click may place the palette's piece)
        QTest::keyClick(board, Qt::Key_Backspace);
        QTest::keyClicks(board, QStringLiteral("TSLDKLST"));
        QVERIFY2(fenOf(e).startsWith(QStringLiteral("8/8/8/8/8/8/8/RNBQKBNR ")),
                 qPrintable(fenOf(e)));
        click(board, "a2");
        QTest::keyClick(board, Qt::Key_Backspace);
        QTest::keyClicks(board, QStringLiteral("b"));
        QCOMPARE(e.current().at(sq("a2")), makePiece(Black, Pawn));
        QVERIFY(board->accessibleDescription().contains(german));
        QCOMPARE(app::Translations::install(QStringLiteral("es")), QStringLiteral("es"));
        QCOMPARE(app::LocalNotation::pieceLetters(), spanish);
    }
};

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
