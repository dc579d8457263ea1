// The man pages say what the programs do: every option that `remis --help` and
// `remis-cli [COMMAND] --help` list is in the page, every option in the page is still in some
// --help, and the page names the version the programs report.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

QString runHelp(const QString& program, const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));  // --help needs no display
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// troff source -> plain text: "\-" is a minus, "\fB" and friends switch fonts.
QString manText(const QString& page) {
    QFile file(QStringLiteral(REMIS_MAN_DIR "/") + page);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QString text = QString::fromUtf8(file.readAll());
    text.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    text.remove(QRegularExpression(QStringLiteral("\\\\f[BIRP]")));
    return text;
}

QSet<QString> longOptions(const QString& text) {
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])--[a-z][a-z-]*[a-z]"));
    QSet<QString> found;
    for (auto it = option.globalMatch(text); it.hasNext();) found.insert(it.next().captured());
    return found;
}

QString missingFrom(const QSet<QString>& wanted, const QSet<QString>& present) {
    QStringList missing = (wanted - present).values();
    missing.sort();
    return missing.join(QLatin1Char(' '));
}

}  // namespace

class TestManPages : public QObject {
    Q_OBJECT

    static void compare(const QString& page, const QString& helpText) {
        QVERIFY2(!helpText.isEmpty(), "--help failed");
        const QString man = manText(page);
        QVERIFY2(!man.isEmpty(), qPrintable(page));
        const QSet<QString> inHelp = longOptions(helpText), inMan = longOptions(man);
        QVERIFY2(inHelp.size() >= 4, qPrintable(helpText));
        QVERIFY2((inHelp - inMan).isEmpty(),
                 qPrintable(page + " lacks " + missingFrom(inHelp, inMan)));
        QVERIFY2((inMan - inHelp).isEmpty(),
                 qPrintable(page + " describes options --help no longer has: " +
                            missingFrom(inMan, inHelp)));
    }

private slots:
    void remisPage() { compare(QStringLiteral("remis.1"), runHelp(REMIS_APP_PATH, {"--help"})); }

    void remisCliPage() {
        const QString cli = QStringLiteral(REMIS_CLI_PATH);
        QString help = runHelp(cli, {QStringLiteral("--help")});
        static const QRegularExpression command(QStringLiteral("^  ([a-z]+) +[a-z]"),
                                                QRegularExpression::MultilineOption);
        int commands = 0;
        for (auto it = command.globalMatch(help); it.hasNext(); ++commands) {
            const QString name = it.next().captured(1);
            const QString commandHelp = runHelp(cli, {name, QStringLiteral("--help")});
            QVERIFY2(!commandHelp.isEmpty(), qPrintable(name));
            help += commandHelp;
        }
        QVERIFY2(commands >= 5, qPrintable(help));
        help += QStringLiteral(" --help --version");  // the man page names both forms
        compare(QStringLiteral("remis-cli.1"), help);
    }

    // Each place the page lists the values of `diagram --style` lists all of them: every word
    // of the --help paragraph that remis-cli accepts as a style.
    void everyStyleIsListed() {
        const QString cli = QStringLiteral(REMIS_CLI_PATH);
        const QString man = manText(QStringLiteral("remis-cli.1"));
        static const QRegularExpression list(
            QStringLiteral("--style\\s+(?:\\.BR\\s+)?(?:\"\\s*)*([a-z-]+(?:\\s*\\|\\s*[a-z-]+)*)"));
        QList<QStringList> lists;
        for (auto it = list.globalMatch(man); it.hasNext();) {
            QStringList names = it.next().captured(1).split(QLatin1Char('|'));
            for (QString& n : names) n = n.trimmed();
            names.sort();
            lists << names;
        }
        QVERIFY2(lists.size() >= 2, qPrintable(man));
        const QString help = runHelp(cli, {QStringLiteral("diagram"), QStringLiteral("--help")});
        const qsizetype at = help.indexOf(QLatin1String("  --style NAME"));
        QVERIFY(at >= 0);
        const QString paragraph = help.mid(at + 14).section(QLatin1String("\n  --"), 0, 0);
        QSet<QString> styles;
        static const QRegularExpression word(QStringLiteral("[a-z][a-z-]*"));
        for (auto it = word.globalMatch(paragraph); it.hasNext();) {
            const QString w = it.next().captured();
            QProcess p;
            p.start(cli, {QStringLiteral("diagram"), QStringLiteral("--style"), w});
            if (p.waitForFinished(60000) && p.exitCode() == 0) styles.insert(w);
        }
        QVERIFY2(styles.size() >= 4, qPrintable(QStringList(styles.values()).join(' ')));
        QStringList wanted = styles.values();
        wanted.sort();
        for (const QStringList& names : std::as_const(lists))
            QCOMPARE(names.join(QLatin1Char(' ')), wanted.join(QLatin1Char(' ')));
    }

    void versionsAgree() {
        const QString version =
            runHelp(REMIS_CLI_PATH, {QStringLiteral("--version")}).split(' ').value(1).trimmed();
        QVERIFY(!version.isEmpty());
        QVERIFY2(runHelp(REMIS_APP_PATH, {QStringLiteral("--version")}).contains(version),
                 qPrintable(version));
        for (const char* page : {"remis.1", "remis-cli.1"})
            QVERIFY2(manText(QLatin1String(page)).contains(QStringLiteral("\"Remis ") + version),
                     page);
    }
};

QTEST_GUILESS_MAIN(TestManPages)
#include "tst_manpages.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
