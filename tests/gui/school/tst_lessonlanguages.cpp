// Lessons in the user's language (issue 21, item 10): every shipped lesson has a German and a
// Spanish file that asks the same questions about the same moves and positions, with the
// same answers, only its title, texts and sources in that language; the library reads the
// translation for the interface's language, a teacher's translation in the lessons folder
// before the shipped one, and English where there is none.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "app/school/schoollibrary.h"
#include "app/services/translations.h"
#include "core/board/fen.h"
#include "core/school/schoolanswer.h"
#include "gui/content/resources.h"

using namespace remis;

namespace {

school::LessonRead read(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QByteArray text = file.readAll();
    return school::readLesson(std::string_view(text.constData(), size_t(text.size())));
}

QStringList shippedNames() {
    return QDir(QStringLiteral(":/school"))
        .entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name);
}

}  // namespace

class TestLessonLanguages : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        gui::ensureResources();
        QVERIFY(shippedNames().size() >= 8);
    }

    void translationsAskTheSameQuestions_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("name");
        for (const char* language : {"de", "es"})
            for (const QString& name : shippedNames())
                QTest::newRow(qPrintable(QLatin1String(language) + '/' + name))
                    << QString::fromLatin1(language) << name;
    }

    void translationsAskTheSameQuestions() {
        QFETCH(QString, language);
        QFETCH(QString, name);
        const school::LessonRead english = read(QStringLiteral(":/school/") + name);
        const school::LessonRead translated =
            read(QStringLiteral(":/school/%1/%2").arg(language, name));
        QVERIFY(translated.problems.empty());
        QCOMPARE(translated.lesson.id, english.lesson.id);
        QVERIFY(!translated.lesson.title.empty());
        QVERIFY(translated.lesson.title != english.lesson.title);
        QCOMPARE(translated.lesson.items.size(), english.lesson.items.size());
        for (size_t i = 0; i < english.lesson.items.size(); ++i) {
            const school::Item& e = english.lesson.items[i];
            const school::Item& t = translated.lesson.items[i];
            QCOMPARE(t.id, e.id);
            QVERIFY(t.kind == e.kind);
            QCOMPARE(toFen(t.start), toFen(e.start));
            QVERIFY(t.moves == e.moves);
            QVERIFY(t.rules == e.rules);
            QVERIFY(t.intended == e.intended);
            QCOMPARE(t.compareWithPly, e.compareWithPly);
            const auto answerT = school::answerOf(t), answerE = school::answerOf(e);
            QVERIFY(answerT.ok() && answerE.ok());
            QCOMPARE(answerT->key, answerE->key);
            // The teacher's words are translated wherever there are any.
            QCOMPARE(t.text.empty(), e.text.empty());
            if (!e.text.empty()) QVERIFY2(t.text != e.text, e.text.c_str());
        }
    }

    void libraryReadsTheInterfacesLanguage() {
        const QString none = m_dir.filePath(QStringLiteral("none"));
        app::SchoolLibrary english, german, spanish;
        english.loadStandard(none, QStringLiteral("en"));
        german.loadStandard(none, QStringLiteral("de"));
        spanish.loadStandard(none, QStringLiteral("es"));
        for (const app::SchoolLibrary* lib : {&english, &german, &spanish})
            QVERIFY2(lib->problems().isEmpty(), qPrintable(lib->problems().join('\n')));
        QCOMPARE(german.itemCount(), english.itemCount());
        QCOMPARE(spanish.itemCount(), english.itemCount());
        QCOMPARE(english.lessons().front().lesson.title, "Threefold repetition (9.2)");
        QCOMPARE(german.lessons().front().lesson.title, "Dreimalige Stellungswiederholung (9.2)");
        QCOMPARE(spanish.lessons().front().lesson.title, "Triple repetición (9.2)");
        // A language without lessons reads English.
        app::SchoolLibrary french;
        french.loadStandard(none, QStringLiteral("fr"));
        QCOMPARE(french.lessons().front().lesson.title, "Threefold repetition (9.2)");
        // Without a language named, the interface's: English until a translation is installed.
        app::SchoolLibrary interface;
        interface.loadStandard(none);
        QCOMPARE(interface.lessons().front().lesson.title, "Threefold repetition (9.2)");
        QCOMPARE(app::Translations::install(QStringLiteral("es")), QStringLiteral("es"));
        app::SchoolLibrary inSpanish;
        inSpanish.loadStandard(none);
        QCOMPARE(inSpanish.lessons().front().lesson.title, "Triple repetición (9.2)");
    }

    // A teacher translates a lesson into French in the lessons folder: it is read instead of
    // the English one, and shown once.
    void teachersTranslationComesFirst() {
        const QString folder = m_dir.filePath(QStringLiteral("lessons"));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/fr")));
        QFile english(QStringLiteral(":/school/02-repetition.pgn"));
        QVERIFY(english.open(QIODevice::ReadOnly));
        QByteArray text = english.readAll();
        text.replace("Threefold repetition (9.2)", "Triple r\xc3\xa9p\xc3\xa9tition (9.2)");
        QFile french(folder + QStringLiteral("/fr/02-repetition.pgn"));
        QVERIFY(french.open(QIODevice::WriteOnly));
        french.write(text);
        french.close();
        QCOMPARE(app::SchoolLibrary::lessonPath(QStringLiteral("02-repetition.pgn"),
                                                QStringLiteral("fr"), folder),
                 folder + QStringLiteral("/fr/02-repetition.pgn"));
        app::SchoolLibrary lib;
        lib.loadStandard(folder, QStringLiteral("fr"));
        QCOMPARE(lib.lessons().front().lesson.title, "Triple r\xc3\xa9p\xc3\xa9tition (9.2)");
        app::SchoolLibrary reference;
        reference.loadStandard(m_dir.filePath(QStringLiteral("none")), QStringLiteral("en"));
        QCOMPARE(lib.lessons().size(), reference.lessons().size());
        // The shipped German one is still read for German.
        QCOMPARE(app::SchoolLibrary::lessonPath(QStringLiteral("02-repetition.pgn"),
                                                QStringLiteral("de"), folder),
                 QStringLiteral(":/school/de/02-repetition.pgn"));
    }
};

QTEST_MAIN(TestLessonLanguages)
#include "tst_lessonlanguages.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
