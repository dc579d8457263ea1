// The Load FEN dialog: typed FENs are checked as they are typed, the core's message naming
// the field is shown, OK is disabled while the FEN is invalid, and the preview follows.
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include "app/models/boardmodel.h"
#include "gui/board/boardview.h"
#include "gui/dialogs/fendialog.h"
#include "gui/guitestutil.h"

using namespace remis;
using namespace remis::gui;

class TestFenDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    static QPushButton* okButton(FenDialog& d) {
        return d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    }
    static void type(FenDialog& d, const QString& text) {
        auto* edit = d.findChild<QLineEdit*>(QStringLiteral("fenEdit"));
        edit->clear();
        QTest::keyClicks(edit, text);
    }

private slots:
    void initTestCase() { test::isolate(m_dir); }

    void badFenNamesTheField_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("error");
        QTest::newRow("rank too long")
            << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            << "FEN field 1 (placement)";
        QTest::newRow("unknown piece") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"
                                       << "FEN field 1 (placement)";
        QTest::newRow("no black king") << "8/8/8/8/8/8/8/K7 w - - 0 1"
                                       << "FEN field 1 (placement)";
        QTest::newRow("pawn on last rank") << "P3k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                           << "FEN field 1 (placement)";
        QTest::newRow("side to move") << "4k3/8/8/8/8/8/8/4K3 x - - 0 1"
                                      << "FEN field 2 (side to move)";
        QTest::newRow("side not to move in check") << "4k3/8/8/8/8/8/8/4K2r b - - 0 1"
                                                   << "FEN field 2 (side to move)";
        QTest::newRow("castling without rook") << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
                                               << "FEN field 3 (castling)";
        QTest::newRow("en passant square") << "4k3/8/8/8/8/8/8/4K3 w - e5 0 1"
                                           << "FEN field 4 (en passant)";
        QTest::newRow("halfmove clock") << "4k3/8/8/8/8/8/8/4K3 w - - x 1"
                                        << "FEN field 5 (halfmove clock)";
        QTest::newRow("fullmove number") << "4k3/8/8/8/8/8/8/4K3 w - - 0 0"
                                         << "FEN field 6 (fullmove number)";
        QTest::newRow("too few fields") << "4k3/8/8/8/8/8/8/4K3 w"
                                        << "missing";
    }

    void badFenNamesTheField() {
        QFETCH(QString, fen);
        QFETCH(QString, error);
        FenDialog dialog(RuleSet::Fide);
        type(dialog, fen);
        QVERIFY(!dialog.isValid());
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY2(dialog.errorText().contains(error), qPrintable(dialog.errorText()));
        QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("errorLabel"))->isHidden());
    }

    void goodFenEnablesOkAndShowsThePreview() {
        FenDialog dialog(RuleSet::Fide);
        QVERIFY(!okButton(dialog)->isEnabled());  // empty
        type(dialog, QStringLiteral("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119"));
        QVERIFY(dialog.isValid());
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog.errorText().isEmpty());
        auto* preview = dialog.findChild<BoardView*>(QStringLiteral("preview"));
        QVERIFY(preview);
        QCOMPARE(preview->board()->indexOf(test::sq("f4")).data(app::PieceRole).toString(),
                 QStringLiteral("wB"));
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("summaryLabel"))
                    ->text()
                    .contains(QLatin1String("99")));
    }

    // Issue 10: a halfmove clock of 200 at move 1 is impossible; say so before loading.
    void impossibleHalfmoveClockIsWarned() {
        FenDialog dialog(RuleSet::Fide);
        auto* summary = dialog.findChild<QLabel*>(QStringLiteral("summaryLabel"));
        type(dialog, QStringLiteral("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119"));
        QVERIFY(!summary->text().contains(QLatin1String("Warning")));
        type(dialog, QStringLiteral("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 200 1"));
        QVERIFY2(summary->text().contains(QLatin1String("Warning")), qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(QLatin1String("200")), qPrintable(summary->text()));
    }

    void errorGoesAwayWhenCorrected() {
        FenDialog dialog(RuleSet::Casual);
        type(dialog, QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 0"));
        QVERIFY(!okButton(dialog)->isEnabled());
        auto* edit = dialog.findChild<QLineEdit*>(QStringLiteral("fenEdit"));
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, QStringLiteral("1"));
        QVERIFY(okButton(dialog)->isEnabled());
        QCOMPARE(dialog.ruleSet(), RuleSet::Casual);
        QCOMPARE(dialog.fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    }
};

QTEST_MAIN(TestFenDialog)
#include "tst_fendialog.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
