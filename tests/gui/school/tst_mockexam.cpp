// SPDX-License-Identifier: GPL-3.0-or-later
// The mock arbiters' exam as a teacher sets it (issue 22, item 12): the dialog's number of
// questions, topics and paper number give a paper drawn from every lesson; the question paper
// letters the options and leaves the answers out, the key gives each answer with its article
// and reason, and both state the pass mark; both are written as PDFs, in well under two
// minutes.
#include <QAbstractTextDocumentLayout>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QtTest>
#include <set>

#include "app/school/schoollibrary.h"
#include "app/services/translations.h"
#include "app/text/schooltexts.h"
#include "gui/content/resources.h"
#include "gui/school/mockexam.h"
#include "gui/school/sheetprint.h"

using namespace remis;

class TestMockExamPaper : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    app::SchoolLibrary m_library;

    // Every Alt key of the dialog does one thing (in the language installed).
    void checkAltKeys() {
        gui::MockExamDialog dialog(m_library);
        QStringList texts;
        for (QLabel* l : dialog.findChildren<QLabel*>()) texts << l->text();
        for (QAbstractButton* b : dialog.findChildren<QAbstractButton*>()) texts << b->text();
        static const QRegularExpression mnemonic(QStringLiteral("&([^&\\s])"));
        QSet<QChar> used;
        for (const QString& text : texts) {
            const QRegularExpressionMatch m = mnemonic.match(text);
            if (!m.hasMatch()) continue;
            const QChar key = m.captured(1).at(0).toLower();
            QVERIFY2(!used.contains(key), qPrintable(text));
            used.insert(key);
        }
        QVERIFY(used.size() >= 4);
    }

private slots:
    void initTestCase() {
        gui::ensureResources();
        m_library.loadStandard(m_dir.filePath(QStringLiteral("none")), QStringLiteral("en"));
        QVERIFY(m_library.itemCount() >= 150);
    }

    void paperAndKeyAsATeacherSetsThem() {
        QElapsedTimer timer;
        timer.start();
        gui::MockExamDialog dialog(m_library);
        school::MockExamSpec spec;
        spec.items = 20;
        spec.seed = 2024;
        dialog.setSpec(spec);
        const auto paper = dialog.paper();
        QCOMPARE(paper.size(), size_t(20));
        const QString questions = gui::MockExamPaper::text(paper, dialog.spec(), false);
        const QString key = gui::MockExamPaper::text(paper, dialog.spec(), true);
        QVERIFY2(questions.contains(QStringLiteral("Pass mark: 80 % (16 of 20 right)")),
                 qPrintable(questions.left(300)));
        QVERIFY(key.contains(QStringLiteral("Pass mark: 80 % (16 of 20 right)")));
        QVERIFY(questions.contains(QStringLiteral("(a) ")) &&
                questions.contains(QStringLiteral("(b) ")));
        QVERIFY(!questions.contains(QStringLiteral("The answer:")));
        QCOMPARE(int(key.count(QStringLiteral("The answer:"))), 20);
        // Every answer cites its article: "(9.2.2)", "(5.1.2)", "(A.4.2)", ...
        static const QRegularExpression article(QStringLiteral("\\((FIDE |USCF )?\\d+\\.\\d"));
        for (const QString& line : key.split(QLatin1Char('\n')))
            if (line.startsWith(QStringLiteral("The answer:")) ||
                line.contains(QStringLiteral(" The answer:")))
                QVERIFY2(line.contains(article) || line.contains(QStringLiteral("A.4.2")),
                         qPrintable(line));
        // Several topics on one paper, drawn in turn.
        std::set<school::QuestionKind> kinds;
        for (const school::Item* it : paper) kinds.insert(it->kind);
        QVERIFY(kinds.size() >= 10);
        // The same paper number gives the same paper; another gives another.
        QVERIFY(dialog.paper() == paper);
        spec.seed = 2025;
        dialog.setSpec(spec);
        QVERIFY(dialog.paper() != paper);
        spec.seed = 2024;
        dialog.setSpec(spec);
        const QString paperPdf = m_dir.filePath(QStringLiteral("paper.pdf"));
        const QString keyPdf = m_dir.filePath(QStringLiteral("key.pdf"));
        QVERIFY(dialog.save(paperPdf, false));
        QVERIFY(dialog.save(keyPdf, true));
        QVERIFY(timer.elapsed() < 120'000);
        // Saved from the dialog, it says where (as Save Result as PDF names its file).
        QVERIFY(dialog.savedNote().isEmpty());
        QVERIFY(dialog.saveTo(paperPdf, false));
        QCOMPARE(
            dialog.savedNote(),
            QStringLiteral("Question paper saved to %1.").arg(QDir::toNativeSeparators(paperPdf)));
        QVERIFY(dialog.saveTo(keyPdf, true));
        QCOMPARE(dialog.savedNote(),
                 QStringLiteral("Answer key saved to %1.").arg(QDir::toNativeSeparators(keyPdf)));
        for (const QString& path : {paperPdf, keyPdf}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.read(5) == "%PDF-");
            QVERIFY(f.size() > 10'000);
        }
    }

    // Issue 22, item 7: "the same position?" compares two positions, so the paper shows both,
    // the earlier one left; any other question has its one diagram.
    // A one-question paper says "1 question", not "1 questions" (a %n plural).
    void aOneQuestionPaperSaysQuestion() {
        gui::MockExamDialog dialog(m_library);
        school::MockExamSpec spec;
        spec.items = 1;
        dialog.setSpec(spec);
        const auto paper = dialog.paper();
        QCOMPARE(paper.size(), size_t(1));
        const QString text = gui::MockExamPaper::text(paper, dialog.spec(), false);
        QVERIFY2(text.contains(QStringLiteral("1 question. Pass mark: 80 % (1 of 1 right).")),
                 qPrintable(text.left(300)));
    }

    void samePositionPrintsBothDiagrams() {
        int same = 0;
        for (const app::LoadedLesson& l : m_library.lessons())
            for (const school::Item& item : l.lesson.items) {
                if (item.kind == school::QuestionKind::Watch) continue;
                QList<QImage> images;
                const QString html = gui::sheetItemBlock(item, QStringLiteral("cell"), images);
                const bool pair = item.kind == school::QuestionKind::SamePosition;
                QCOMPARE(images.size(), pair ? 2 : 1);
                QVERIFY(html.contains(QStringLiteral("diagram0")));
                QCOMPARE(html.contains(QStringLiteral("diagram1")), pair);
                if (!pair) continue;
                ++same;
                // The left one (earlier) comes first in the row.
                QVERIFY(html.indexOf(QStringLiteral("diagram1")) <
                        html.indexOf(QStringLiteral("diagram0")));
                const school::Answer a = *school::answerOf(item);
                const QString q = app::SchoolTexts::question(item, a);
                QVERIFY2(q.startsWith(QStringLiteral("Is the position ")) &&
                             q.contains(QStringLiteral(" the same as the position now, ")),
                         qPrintable(q));
            }
        QVERIFY(same >= 3);
    }

    // Found by a tester: an item's diagram went to the next page while its question stayed
    // on this one. On A4 and Letter, for many papers, no item's table crosses a page's end.
    void noItemIsSplitAcrossPages() {
        int tables = 0;
        for (const QSizeF page : {QSizeF(8.27, 11.69), QSizeF(8.5, 11)})
            for (uint64_t seed : {833182u, 773868u, 1u, 2u, 3u}) {
                school::MockExamSpec spec;
                spec.seed = seed;
                spec.items = 20;
                const auto paper = gui::MockExamPaper::pick(m_library, spec);
                QList<QImage> images;
                const QString html = gui::MockExamPaper::html(paper, spec, false, images);
                QTextDocument doc;
                gui::layOutSheet(doc, html, images, page);
                const qreal height = doc.pageSize().height();
                for (QTextFrame* frame : doc.rootFrame()->childFrames()) {
                    if (!qobject_cast<QTextTable*>(frame)) continue;
                    ++tables;
                    const QRectF r = doc.documentLayout()->frameBoundingRect(frame);
                    QVERIFY2(int(r.top() / height) == int((r.bottom() - 1) / height),
                             qPrintable(QStringLiteral("seed %1: table at %2-%3, page %4")
                                            .arg(seed)
                                            .arg(r.top())
                                            .arg(r.bottom())
                                            .arg(height)));
                }
            }
        QVERIFY(tables >= 100);
    }

    // Only the topics ticked are asked.
    // Letters of any script stay in a result sheet's file name (a tester: "Anna Müller" was
    // offered as "repetition-Anna-M-ller.pdf").
    // Issue 22 (item 2): the moves that led to a repetition, with the earlier occurrences
    // marked, on every printed sheet whose answer depends on them; the question paper keeps
    // them unmarked (the marks would count the repetitions for the candidate, as in the
    // school's exam), and the key marks them, as the lesson's answer key does.
    void theKeyMarksTheOccurrencesThePaperDoesNot() {
        const school::Item* trap = nullptr;
        for (const school::Item* item : gui::MockExamPaper::pool(m_library))
            if (item->id == "rep-ep-trap") trap = item;
        QVERIFY(trap);
        const school::MockExamSpec spec;
        const QString paper =
            gui::MockExamPaper::text({trap}, spec, false).replace(QChar(0xa0), QLatin1Char(' '));
        const QString key =
            gui::MockExamPaper::text({trap}, spec, true).replace(QChar(0xa0), QLatin1Char(' '));
        QVERIFY2(paper.contains(QStringLiteral("1...d5 2.Nf3 Nf6 3.Ng1 Ng8 4.Nf3")),
                 qPrintable(paper));
        QVERIFY2(!paper.contains(QStringLiteral("●")), qPrintable(paper));
        QVERIFY2(key.contains(QStringLiteral("● 1...d5 2.Nf3 Nf6 3.Ng1 ● Ng8 4.Nf3")),
                 qPrintable(key));
        QVERIFY2(key.contains(QStringLiteral("written and not played")), qPrintable(key));
    }

    void fileNamesKeepEveryLetter() {
        QCOMPARE(gui::sheetFileName(QStringLiteral("repetition-Anna Müller")),
                 QStringLiteral("repetition-Anna-Müller.pdf"));
        QCOMPARE(gui::sheetFileName(QStringLiteral("fifty-José / Ñúñez")),
                 QStringLiteral("fifty-José-Ñúñez.pdf"));
    }

    void topicsChosen() {
        gui::MockExamDialog dialog(m_library);
        school::MockExamSpec spec;
        spec.items = 8;
        spec.kinds = {school::QuestionKind::IllegalMove, school::QuestionKind::Resignation};
        dialog.setSpec(spec);
        const auto paper = dialog.paper();
        QCOMPARE(paper.size(), size_t(8));
        int illegal = 0, resign = 0;
        for (const school::Item* it : paper) {
            illegal += it->kind == school::QuestionKind::IllegalMove;
            resign += it->kind == school::QuestionKind::Resignation;
        }
        QCOMPARE(illegal, 4);
        QCOMPARE(resign, 4);
    }

    // The diagrams on paper are laid out as before (220 pixels at 96 per inch) with three
    // times the pixels, so that a 300 dpi page prints them sharp, not blown up from 220.
    void diagramsAreSharpOnPaper() {
        gui::MockExamDialog dialog(m_library);
        school::MockExamSpec spec;
        spec.items = 6;
        dialog.setSpec(spec);
        QList<QImage> images;
        const QString html = gui::MockExamPaper::html(dialog.paper(), dialog.spec(), false, images);
        QVERIFY(images.size() >= 6);
        for (const QImage& image : images) {
            QVERIFY2(image.width() >= 600, qPrintable(QString::number(image.width())));
            QCOMPARE(qRound(image.deviceIndependentSize().width()), 220);
        }
        QTextDocument one;
        one.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("diagram0")),
                        images.front());
        one.setHtml(QStringLiteral("<img src=\"diagram0\">"));
        QVERIFY2(one.idealWidth() < 260, qPrintable(QString::number(one.idealWidth())));
        Q_UNUSED(html);
    }

    // Every Alt key of the dialog does one thing: with two on one letter Qt only moves
    // between them, and "Save Question Paper" could not be pressed from the keyboard.
    void altKeysAreUnique() { checkAltKeys(); }

    // No topic ticked: the paper cannot be saved and the dialog says why; fewer questions in
    // the topics than asked for: it says how many the paper will have.
    void anEmptyPaperIsNeverSavedSilently() {
        gui::MockExamDialog dialog(m_library);
        QVERIFY(dialog.canSave());
        QVERIFY(dialog.shortfall().isEmpty());
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>()) box->setChecked(false);
        QVERIFY(!dialog.canSave());
        QCOMPARE(dialog.shortfall(), QStringLiteral("Tick at least one topic."));
        int disabled = 0;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            disabled += b->text().startsWith(QStringLiteral("Save")) && !b->isEnabled();
        QCOMPARE(disabled, 2);
        school::MockExamSpec spec;
        spec.items = 200;
        spec.kinds = {school::QuestionKind::Resignation};
        dialog.setSpec(spec);
        QVERIFY(dialog.canSave());
        const size_t available = dialog.paper().size();
        QVERIFY(available > 0 && available < 200);
        QCOMPARE(dialog.shortfall(),
                 QStringLiteral("The topics ticked have %1 questions: the paper will have no more.")
                     .arg(available));
    }

    // The same in German and Spanish ("&Preguntas" and "Nota para a&probar" shared Alt+P).
    // Last: the translation stays installed.
    void altKeysAreUniqueInEveryLanguage() {
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("es")}) {
            QCOMPARE(app::Translations::install(language), language);
            checkAltKeys();
            if (QTest::currentTestFailed()) return;
        }
    }
};

QTEST_MAIN(TestMockExamPaper)
#include "tst_mockexam.moc"
