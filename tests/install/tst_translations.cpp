// Every string the user can see has a German and a Spanish translation: the test brings
// copies of resources/translations/*.ts up to date with the sources (scripts/update-
// translations --into, which runs lupdate over src/app, src/gui, forms and the demonstrations)
// and fails on any message left unfinished or empty, or whose placeholders (%1, %n, ...) do
// not match the source. When it fails: run scripts/update-translations and translate.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context, source, translation;
    bool unfinished = false;
};

QList<Message> readTs(const QString& path) {
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name"))
            context = xml.readElementText();
        else if (name == QLatin1String("message"))
            m = Message{context, {}, {}, false};
        else if (name == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            m.unfinished = type == QLatin1String("unfinished") || type == QLatin1String("vanished");
            // Plural forms come as <numerusform> children; any text counts.
            m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            messages << m;
        }
    }
    return messages;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression marker(QStringLiteral("%(\\d+|n)"));
    QSet<QString> found;
    for (auto it = marker.globalMatch(text); it.hasNext();) found.insert(it.next().captured());
    return found;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        QProcess update;
        update.setProcessChannelMode(QProcess::MergedChannels);
        update.start(QStringLiteral(REMIS_SOURCE_DIR "/scripts/update-translations"),
                     {QStringLiteral("--into"), m_dir.path()});
        QVERIFY2(update.waitForFinished(300000) && update.exitCode() == 0,
                 update.readAll().constData());
    }

    void complete_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << QStringLiteral("de");
        QTest::newRow("Spanish") << QStringLiteral("es");
    }
    void complete() {
        QFETCH(QString, language);
        const QList<Message> messages =
            readTs(m_dir.filePath(QStringLiteral("remis_%1.ts").arg(language)));
        QVERIFY2(messages.size() > 300, qPrintable(QString::number(messages.size())));
        QStringList problems;
        QSet<QString> contexts;
        for (const Message& m : messages) {
            contexts.insert(m.context);
            const QString where = m.context + QStringLiteral(": \"") + m.source.left(60) + '"';
            if (m.unfinished || m.translation.trimmed().isEmpty())
                problems << QStringLiteral("untranslated ") + where;
            else if (placeholders(m.source) != placeholders(m.translation))
                problems << QStringLiteral("placeholders differ in ") + where;
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) +
                                                QStringLiteral(" problems (run scripts/update-"
                                                               "translations and translate):\n") +
                                                problems.join(QLatin1Char('\n'))));
        QVERIFY(contexts.contains(QStringLiteral("Demos")));  // demos.json was read
    }

    // German chess says "Aufgabe" for a resignation (5.1.2): a school's question or item is a
    // "Frage", never an "Aufgabe" (a teacher saw "Aufgabe zurücksetzen" beside the lesson
    // "Aufgabe (5.1.2)" and the answer "Aufgabe").
    void germanAufgabeIsOnlyResignation() {
        QStringList problems;
        for (const Message& m : readTs(m_dir.filePath(QStringLiteral("remis_de.ts")))) {
            if (m.unfinished) continue;
            const bool resigns = m.source.contains(QStringLiteral("resign"), Qt::CaseInsensitive);
            static const QRegularExpression item(QStringLiteral("\\bitem"),
                                                 QRegularExpression::CaseInsensitiveOption);
            if ((m.translation.contains(QStringLiteral("Aufgabe")) && !resigns) ||
                (m.source.contains(item) && !resigns &&
                 !m.translation.contains(QStringLiteral("Frage"))))
                problems << m.source.left(60) + QStringLiteral(" => ") + m.translation.left(60);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // English holds only the plural forms: every "%n" message of the sources, with a singular
    // and a plural that no longer say "(s)", and nothing else.
    void englishPlurals() {
        const QList<Message> english = readTs(m_dir.filePath(QStringLiteral("remis_en.ts")));
        int plurals = 0;
        for (const Message& m : readTs(m_dir.filePath(QStringLiteral("remis_de.ts"))))
            plurals += m.source.contains(QStringLiteral("%n")) ? 1 : 0;
        QCOMPARE(english.size(), plurals);
        for (const Message& m : english) {
            const QString where = m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(!m.unfinished && !m.translation.trimmed().isEmpty(), qPrintable(where));
            QVERIFY2(!m.translation.contains(QStringLiteral("(s)")), qPrintable(where));
        }
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(REMIS_BUILD_TRANSLATIONS_DIR "/remis_en.qm")));
        QCOMPARE(translator.translate("remis::gui::GameChooser", "%n game(s)", nullptr, 1),
                 QStringLiteral("%n game"));
        QCOMPARE(translator.translate("remis::gui::GameChooser", "%n game(s)", nullptr, 3),
                 QStringLiteral("%n games"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
