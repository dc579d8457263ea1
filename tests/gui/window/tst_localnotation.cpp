// Moves in the user's language in the window (issue 21, item 11): in the German interface the
// move box takes German SAN, the move list and the notation show the moves in the style chosen
// under View > Move Notation (German letters by default, English letters, figurines), the
// choice survives a restart, and a saved PGN file is English SAN whatever is shown.
#include <QAction>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "app/models/movelistmodel.h"
#include "app/services/translations.h"
#include "app/text/schooltexts.h"
#include "core/board/notation.h"
#include "core/board/position.h"
#include "gui/board/moveentry.h"
#include "gui/guitestutil.h"
#include "gui/panels/arbiterpanel.h"
#include "gui/panels/movelistpanel.h"
#include "gui/panels/notationview.h"
#include "gui/window/gamefiles.h"

using namespace remis;
using namespace remis::gui;

namespace {

void type(MainWindow& w, const QString& move) {
    QLineEdit* edit = w.moveEntry()->lineEdit();
    edit->setFocus();
    edit->setText(move);
    QTest::keyClick(edit, Qt::Key_Return);
}

QString cell(MainWindow& w, int ply) {
    QTableView* table = w.moveListPanel()->table();
    auto* model = static_cast<app::MoveListModel*>(table->model());
    return model->indexForPly(ply).data().toString();
}

QAction* styleAction(MainWindow& w, const char* id) {
    return w.findChild<QAction*>(QStringLiteral("notation-") + QLatin1String(id));
}

}  // namespace

class TestLocalNotationWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        test::isolate(m_dir);
        QCOMPARE(app::Translations::install(QStringLiteral("de")), QStringLiteral("de"));
    }

    void germanMovesShownAsChosenAndSavedInEnglish() {
        const QString pgn = m_dir.filePath(QStringLiteral("game.pgn"));
        {
            auto w = test::shownMainWindow();
            for (const char* typed :
                 {"e4", "e5", "Sf3", "Sc6", "Lb5", "a6", "Lxc6", "dxc6", "O-O", "Dd6"})
                type(*w, QString::fromUtf8(typed));
            QCOMPARE(w->controller()->game().ply(), 10);
            // German letters by default in the German interface.
            QVERIFY(styleAction(*w, "local")->isChecked());
            QCOMPARE(cell(*w, 3), QStringLiteral("Sf3"));
            QCOMPARE(cell(*w, 7), QStringLiteral("Lxc6"));
            QCOMPARE(cell(*w, 10), QStringLiteral("Dd6"));
            QVERIFY(w->notationView()->toPlainText().contains(QStringLiteral("3.Lb5")));
            // Figurines, at once in both panes.
            styleAction(*w, "figurines")->trigger();
            QCOMPARE(cell(*w, 3), QStringLiteral("\u2658f3"));
            QCOMPARE(cell(*w, 10), QStringLiteral("\u2655d6"));
            QVERIFY(w->notationView()->toPlainText().contains(QStringLiteral("3.\u2657b5")));
            QVERIFY(styleAction(*w, "figurines")->isChecked());
            QVERIFY(!styleAction(*w, "local")->isChecked());
            // The browsing banner names the move as the list shows it.
            w->controller()->navigator().showPly(3);
            QVERIFY2(w->moveListPanel()->browsingText().contains(QStringLiteral("2.\u2658f3")),
                     qPrintable(w->moveListPanel()->browsingText()));
            w->controller()->navigator().showLatest();
            // The file is English SAN (PGN standard 8.2.3), whatever the panes show.
            w->files()->setSavePathQuestion([&](const QString&) { return pgn; });
            QVERIFY(w->files()->saveAs());
            // The Rules School shows its moves as chosen too (issue 21.11).
            const Position start = Position::startPosition();
            const Move nf3 = *parseSan(start, "Nf3");
            QCOMPARE(app::SchoolTexts::moveText(start, nf3), QStringLiteral("\u2658f3"));
            styleAction(*w, "english")->trigger();
            QCOMPARE(cell(*w, 3), QStringLiteral("Nf3"));
            QCOMPARE(app::SchoolTexts::moveText(start, nf3), QStringLiteral("Nf3"));
            QVERIFY(w->notationView()->toPlainText().contains(QStringLiteral("3.Bb5")));
            styleAction(*w, "local")->trigger();
            QCOMPARE(app::SchoolTexts::moveText(start, nf3), QStringLiteral("Sf3"));
            styleAction(*w, "figurines")->trigger();
            w->close();
        }
        QFile file(pgn);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(QStringLiteral("2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Qd6")),
                 qPrintable(text));
        for (const char* local : {"Sf3", "Lb5", "Dd6", "\u2658"})
            QVERIFY2(!text.contains(QString::fromUtf8(local)), local);
        // The choice is kept: a new window shows figurines.
        auto w = test::shownMainWindow();
        QVERIFY(styleAction(*w, "figurines")->isChecked());
        type(*w, QStringLiteral("Sf3"));
        QCOMPARE(cell(*w, 1), QStringLiteral("\u2658f3"));
        QVERIFY(w->notationView()->toPlainText().contains(QStringLiteral("1.\u2658f3")));
    }

    // The arbiter panel's teaching hint names the claim moves as the move list does.
    void teachingHintInTheUsersLetters() {
        auto w = test::shownMainWindow();
        styleAction(*w, "local")->trigger();
        for (const char* typed : {"Sf3", "Sf6", "Sg1", "Sg8", "Sf3", "Sf6", "Sg1"})
            type(*w, QString::fromUtf8(typed));
        const QString hint = w->arbiterPanel()->hintText();
        QVERIFY2(hint.contains(QStringLiteral("Sg8")) && !hint.contains(QStringLiteral("Ng8")),
                 qPrintable(hint));
        styleAction(*w, "english")->trigger();
        QVERIFY2(w->arbiterPanel()->hintText().contains(QStringLiteral("Ng8")),
                 qPrintable(w->arbiterPanel()->hintText()));
        styleAction(*w, "figurines")->trigger();
        QVERIFY2(w->arbiterPanel()->hintText().contains(QStringLiteral("\u2658g8")),
                 qPrintable(w->arbiterPanel()->hintText()));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestLocalNotationWindow)
#include "tst_localnotation.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
