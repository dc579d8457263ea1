// The rules school's layout: in English, German and Spanish, at the default size and in
// presenter mode, every answer option is shown whole (its text wrapped to the width it has,
// nothing cut off at the right), and the question is never cut: it has its four lines or
// scrolls. The window opens over most of the screen, and a demonstration's text takes most
// of the pane's height. Two boards compared (then and now) are each as large as the pane
// allows, side by side or one above the other.
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QtTest>

#include "app/school/schoollibrary.h"
#include "app/school/schoolprogress.h"
#include "app/services/translations.h"
#include "gui/content/demolibrary.h"
#include "gui/guitestutil.h"
#include "gui/school/answerpanel.h"
#include "gui/school/boardpair.h"
#include "gui/school/choicebutton.h"
#include "gui/school/positionpicture.h"
#include "gui/school/schoollauncher.h"
#include "gui/school/schoolwindow.h"
#include "schooltestutil.h"

using namespace remis;
using namespace remis::gui;

class TestSchoolLayout : public QObject {
    Q_OBJECT
private slots:
    void lessonNamesAreWhole();  // in English: first, before the other languages are installed
    void optionsAreNeverClipped_data();
    void optionsAreNeverClipped();
    void theSchoolUsesTheScreen();
    void theBoardPairTakesTheLargerSquare();
    void comparedBoardsAreLarge();

private:
    QTemporaryDir m_dir;
};

void TestSchoolLayout::optionsAreNeverClipped_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presenter");
    for (const char* lang : {"en", "de", "es"}) {
        QTest::newRow(lang) << QString::fromLatin1(lang) << false;
        QTest::newRow((std::string(lang) + " presenter").c_str())
            << QString::fromLatin1(lang) << true;
    }
}

void TestSchoolLayout::optionsAreNeverClipped() {
    QFETCH(QString, language);
    QFETCH(bool, presenter);
    app::Translations::install(language);
    auto lib = std::make_unique<app::SchoolLibrary>();
    lib->loadStandard(m_dir.path() + QStringLiteral("/nolessons"));
    SchoolWindow w(std::move(lib),
                   std::make_unique<app::SchoolProgress>(m_dir.path() + QStringLiteral("/p.json")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    if (presenter) w.setMode(SchoolWindow::Mode::Presenter);
    int options = 0;
    for (size_t l = 0; l < w.library().lessons().size(); ++l)
        for (size_t i = 0; i < w.library().lessons()[l].lesson.items.size(); ++i) {
            QVERIFY(w.select(int(l), int(i)));
            QApplication::processEvents();
            QApplication::processEvents();
            const QString where =
                QString::fromStdString(w.library().lessons()[l].lesson.items[i].id);
            auto* scroll = qobject_cast<QScrollArea*>(w.answers()->parentWidget()->parentWidget());
            QVERIFY2(scroll, "the answers scroll");
            for (QRadioButton* b : w.answers()->findChildren<QRadioButton*>()) {
                ++options;
                // The text fits its height at its width (a plain radio button: its one line
                // fits its width), and the button ends inside the view.
                if (auto* c = qobject_cast<ChoiceButton*>(b))
                    QVERIFY2(
                        c->height() >= c->heightForWidth(c->width()),
                        qPrintable(where + ": " + b->text() +
                                   QStringLiteral(" %1 %2 %3 panel %4x%5 hfw %6")
                                       .arg(c->height())
                                       .arg(c->heightForWidth(c->width()))
                                       .arg(c->width())
                                       .arg(w.answers()->width())
                                       .arg(w.answers()->height())
                                       .arg(w.answers()->heightForWidth(w.answers()->width()))));
                else
                    QVERIFY2(b->width() >= b->sizeHint().width(),
                             qPrintable(where + ": " + b->text()));
                const QPoint right = b->mapTo(scroll->viewport(), QPoint(b->width(), 0));
                QVERIFY2(right.x() <= scroll->viewport()->width(),
                         qPrintable(where + ": " + b->text()));
            }
        }
    QVERIFY(options > 100);
    app::Translations::install(QStringLiteral("en"));
}

void TestSchoolLayout::theSchoolUsesTheScreen() {
    test::isolate(m_dir);
    const DemoLibrary demos;
    std::unique_ptr<SchoolWindow> w(makeSchoolWindow(demos, nullptr));
    const QSize screen = w->screen()->availableGeometry().size();
    QVERIFY2(w->width() >= screen.width() * 0.9 && w->height() >= screen.height() * 0.9,
             qPrintable(QStringLiteral("%1x%2").arg(w->width()).arg(w->height())));
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QVERIFY(w->select(0, 0));  // the first demonstration
    QApplication::processEvents();
    QApplication::processEvents();
    const QString text = QString::fromStdString(w->library().lessons()[0].lesson.items[0].text);
    auto* area = w->findChild<QPlainTextEdit*>(QStringLiteral("explanation"));
    QVERIFY(area && area->toPlainText().startsWith(text.left(20)));
    const int line = area->fontMetrics().lineSpacing();
    const int pane = area->parentWidget()->height();
    QVERIFY2(
        area->height() >= line * 12 && area->height() * 3 >= pane,
        qPrintable(QStringLiteral("%1 of %2, line %3").arg(area->height()).arg(pane).arg(line)));
}

void TestSchoolLayout::theBoardPairTakesTheLargerSquare() {
    // A tall narrow pane: side by side each board is 200 wide; stacked, 270.
    QCOMPARE(BoardPair::bestDirection(QSize(435, 600), 24, 6), QBoxLayout::TopToBottom);
    // A wide low pane: side by side 376 high; stacked, 173.
    QCOMPARE(BoardPair::bestDirection(QSize(900, 400), 24, 6), QBoxLayout::LeftToRight);
}

// At the size the school opens with on a 1280x800 screen, each of the two boards of every
// "same position?" item has a square of at least 250 pixels (about 190 when they stood side by
// side).
void TestSchoolLayout::comparedBoardsAreLarge() {
    auto lib = std::make_unique<app::SchoolLibrary>();
    lib->loadStandard(m_dir.path() + QStringLiteral("/nolessons"));
    SchoolWindow w(std::move(lib),
                   std::make_unique<app::SchoolProgress>(m_dir.path() + QStringLiteral("/b.json")));
    w.resize(QSize(1280, 800) * 0.92);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    int compared = 0;
    for (size_t l = 0; l < w.library().lessons().size(); ++l)
        for (size_t i = 0; i < w.library().lessons()[l].lesson.items.size(); ++i) {
            if (w.library().lessons()[l].lesson.items[i].kind != school::QuestionKind::SamePosition)
                continue;
            QVERIFY(w.select(int(l), int(i)));
            QApplication::processEvents();
            int shown = 0;
            for (PositionPicture* p : w.findChildren<PositionPicture*>()) {
                if (!p->isVisible()) continue;
                ++shown;
                const int square = std::min(p->width(), p->height() - 24);
                QVERIFY2(square >= 250,
                         qPrintable(QStringLiteral("%1x%2").arg(p->width()).arg(p->height())));
            }
            QCOMPARE(shown, 2);
            ++compared;
        }
    QVERIFY(compared >= 3);
}

// At the size the school opens with on a 1280x800 screen the list takes at most a quarter of
// the window, and every name in it is whole: a long one wraps, its row as high as it needs.
void TestSchoolLayout::lessonNamesAreWhole() {
    const auto window = schooltest::window(m_dir.path(), m_dir.path() + QStringLiteral("/n.json"));
    SchoolWindow& w = *window;
    w.resize(QSize(1280, 800) * 0.92);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* tree = w.findChild<QTreeWidget*>();
    QVERIFY(tree);
    // The presenter's large letters are for the board and the question; the list keeps the
    // size it has (this test's screen is too small to judge full screen by).
    w.setMode(SchoolWindow::Mode::Presenter);
    QCOMPARE(tree->font().pointSizeF(), QApplication::font().pointSizeF());
    QVERIFY(w.answers()->font().pointSizeF() > QApplication::font().pointSizeF() * 1.5);
    w.setMode(SchoolWindow::Mode::Practice);
    w.showNormal();
    w.resize(QSize(1280, 800) * 0.92);
    QApplication::processEvents();
    QVERIFY2(tree->width() <= w.width() / 4, qPrintable(QString::number(tree->width())));
    tree->expandAll();
    QApplication::processEvents();
    int rows = 0;
    for (QTreeWidgetItemIterator it(tree); *it; ++it, ++rows) {
        // The row is as high as its text wrapped in the row's width (less the text margins).
        const QRect row = tree->visualItemRect(*it);
        const QRect text = tree->fontMetrics().boundingRect(QRect(0, 0, row.width() - 8, 10000),
                                                            Qt::TextWordWrap, (*it)->text(0));
        QVERIFY2(text.height() <= row.height(),
                 qPrintable(QStringLiteral("%1: %2 of %3 high, %4 wide")
                                .arg((*it)->text(0))
                                .arg(text.height())
                                .arg(row.height())
                                .arg(row.width())));
    }
    QVERIFY(rows > 150);
}

QTEST_MAIN(TestSchoolLayout)
#include "tst_schoollayout.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
