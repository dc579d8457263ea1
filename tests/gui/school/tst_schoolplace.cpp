// SPDX-License-Identifier: GPL-3.0-or-later
// The Rules School opens where it was left: the lesson file a teacher opened from elsewhere is
// there again, with the mode and the item shown; the presenter's full screen comes back as
// practice at the same item; a lesson file gone since is left out without a fuss.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "app/school/schoollibrary.h"
#include "app/school/schoolprogress.h"
#include "gui/school/schoolwindow.h"
#include "schooltestutil.h"

using namespace remis;
using namespace remis::gui;

class TestSchoolPlace : public QObject {
    Q_OBJECT
private slots:
    void opensWhereItWasLeft();
    void presenterComesBackAsPractice();
    void aMissingLessonFileIsLeftOut();

private:
    std::unique_ptr<SchoolWindow> open(const QString& progress) {
        return schooltest::window(m_dir.path(), progress);
    }
    QString lessonFile(const QString& name) {
        const QString path = m_dir.path() + QLatin1Char('/') + name;
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(
            "[Lesson \"class\"]\n[LessonTitle \"My class\"]\n[Item \"k\"]\n"
            "[Question \"claim\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n"
            "[Item \"k2\"]\n[Question \"claim\"]\n\n1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 *\n");
        return path;
    }
    QTemporaryDir m_dir;
};

void TestSchoolPlace::opensWhereItWasLeft() {
    const QString progress = m_dir.path() + QStringLiteral("/left.json");
    const QString file = lessonFile(QStringLiteral("class.pgn"));
    std::pair<int, int> shown;
    {
        auto w = open(progress);
        QVERIFY(w->openLessonFile(file));
        w->setMode(SchoolWindow::Mode::Exam);
        const auto [lesson, item] = schooltest::find(w->library(), "k2");
        QVERIFY(w->select(lesson, item));
        shown = w->currentIndex();
    }
    auto again = open(progress);
    QCOMPARE(again->library().lessons().back().lesson.title, std::string("My class"));
    QCOMPARE(again->mode(), SchoolWindow::Mode::Exam);
    QCOMPARE(again->currentIndex(), shown);
    again->setMode(SchoolWindow::Mode::Practice);
}

void TestSchoolPlace::presenterComesBackAsPractice() {
    const QString progress = m_dir.path() + QStringLiteral("/presenter.json");
    std::pair<int, int> shown;
    {
        auto w = open(progress);
        const auto [lesson, item] = schooltest::find(w->library(), "rep-ep-trap");
        QVERIFY(w->select(lesson, item));
        w->setMode(SchoolWindow::Mode::Presenter);
        shown = w->currentIndex();
    }
    auto again = open(progress);
    QCOMPARE(again->mode(), SchoolWindow::Mode::Practice);
    QCOMPARE(again->currentIndex(), shown);
}

void TestSchoolPlace::aMissingLessonFileIsLeftOut() {
    const QString progress = m_dir.path() + QStringLiteral("/gone.json");
    const QString file = lessonFile(QStringLiteral("gone.pgn"));
    size_t standard = 0;
    {
        auto w = open(progress);
        standard = w->library().lessons().size();
        QVERIFY(w->openLessonFile(file));
    }
    QVERIFY(QFile::remove(file));
    auto again = open(progress);
    QCOMPARE(again->library().lessons().size(), standard);
    QCOMPARE(again->currentIndex(), std::make_pair(0, 0));  // its item is gone: the first one
}

QTEST_MAIN(TestSchoolPlace)
#include "tst_schoolplace.moc"
