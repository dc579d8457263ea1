// `cmake --install` into a DESTDIR puts the whole desktop program in place: both
// executables, the desktop entry (which desktop-file-validate accepts, and which opens PGN
// files), the AppStream metainfo (which appstreamcli accepts), the icon, the man pages, the
// compiled translations and the Debian copyright file; the installed programs run.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int code = -1;
    QString output;  // stdout and stderr together
};

Run run(const QString& program, const QStringList& args, const QString& destDir = {}) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!destDir.isEmpty()) env.insert(QStringLiteral("DESTDIR"), destDir);
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    Run r;
    if (!p.waitForStarted(10000)) {
        r.output = program + QStringLiteral(" did not start (is its Debian package installed?)");
        return r;
    }
    if (p.waitForFinished(300000) && p.exitStatus() == QProcess::NormalExit) r.code = p.exitCode();
    r.output = QString::fromUtf8(p.readAll());
    return r;
}

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

}  // namespace

class TestInstall : public QObject {
    Q_OBJECT

    QTemporaryDir m_dest;
    QString m_usr;

    QString installed(const QString& relative) const { return m_usr + QLatin1Char('/') + relative; }
    static QString appId() { return QStringLiteral(REMIS_APP_ID); }

private slots:
    void initTestCase() {
        QVERIFY(m_dest.isValid());
        const Run r = run(QStringLiteral(CMAKE_COMMAND_PATH),
                          {QStringLiteral("--install"), QStringLiteral(REMIS_BUILD_DIR),
                           QStringLiteral("--prefix"), QStringLiteral("/usr")},
                          m_dest.path());
        QVERIFY2(r.code == 0, qPrintable(r.output));
        m_usr = m_dest.filePath(QStringLiteral("usr"));
    }

    void files_data() {
        QTest::addColumn<QString>("path");
        const QStringList files = {
            QStringLiteral("bin/remis"),
            QStringLiteral("bin/remis-cli"),
            QStringLiteral("share/applications/%1.desktop").arg(appId()),
            QStringLiteral("share/metainfo/%1.metainfo.xml").arg(appId()),
            QStringLiteral("share/icons/hicolor/scalable/apps/remis.svg"),
            QStringLiteral("share/man/man1/remis.1.gz"),
            QStringLiteral("share/man/man1/remis-cli.1.gz"),
            QStringLiteral("share/doc/remis/copyright"),
            QStringLiteral("share/doc/remis/changelog.gz"),
            QStringLiteral("share/remis/translations/remis_de.qm"),
            QStringLiteral("share/remis/translations/remis_en.qm"),
            QStringLiteral("share/remis/translations/remis_es.qm"),
        };
        for (const QString& file : files) QTest::newRow(qPrintable(file)) << file;
    }
    void files() {
        QFETCH(QString, path);
        const QFileInfo info(installed(path));
        QVERIFY2(info.isFile() && info.size() > 0, qPrintable(info.filePath()));
        if (path.startsWith(QLatin1String("bin/"))) QVERIFY(info.isExecutable());
    }

    void desktopEntryIsValidAndOpensPgn() {
        const QString path =
            installed(QStringLiteral("share/applications/%1.desktop").arg(appId()));
        const Run r = run(QStringLiteral("desktop-file-validate"), {path});
        QVERIFY2(r.code == 0 && r.output.trimmed().isEmpty(), qPrintable(r.output));
        const QString text = readText(path);
        QVERIFY(text.contains(QLatin1String("\nExec=remis %f\n")));
        // shared-mime-info registers application/vnd.chess-pgn (with x-chess-pgn as its alias);
        // desktops that do not resolve aliases match only the name listed.
        QVERIFY(text.contains(
            QLatin1String("\nMimeType=application/x-chess-pgn;application/vnd.chess-pgn;\n")));
        QVERIFY(text.contains(QLatin1String("\nIcon=remis\n")));
    }

    void metainfoIsValid() {
        const QString path =
            installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(appId()));
        const Run r = run(QStringLiteral("appstreamcli"),
                          {QStringLiteral("validate"), QStringLiteral("--no-net"), path});
        QVERIFY2(r.code == 0, qPrintable(r.output));
        const QString text = readText(path);
        for (const char* part : {"<screenshot type=\"default\">", "<release version=\"",
                                 "<content_rating type=\"oars-1.1\"", "<launchable"})
            QVERIFY2(text.contains(QLatin1String(part)), part);
        QVERIFY(!text.contains(QLatin1Char('@')));  // every @VARIABLE@ filled in
    }

    void manPagesAreReadable() {
        for (const char* page : {"remis", "remis-cli"}) {
            const QString path = installed(QStringLiteral("share/man/man1/%1.1.gz").arg(page));
            const Run r = run(QStringLiteral("gzip"), {QStringLiteral("-t"), path});
            QVERIFY2(r.code == 0, qPrintable(r.output));
        }
    }

    void installedProgramsRun() {
        const Run cli =
            run(installed(QStringLiteral("bin/remis-cli")), {QStringLiteral("--version")});
        QVERIFY2(cli.code == 0 && cli.output.startsWith(QLatin1String("remis-cli ")),
                 qPrintable(cli.output));
        const Run app = run(installed(QStringLiteral("bin/remis")), {QStringLiteral("--version")});
        QVERIFY2(app.code == 0 && app.output.contains(QLatin1String("Remis")),
                 qPrintable(app.output));
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
