// SPDX-License-Identifier: GPL-3.0-or-later
// What the exam's review says about a wrong answer (the right answer, what decides it and the
// misconceptions the answer shows) never says one sentence twice, for any wrong option of any
// shipped item.
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "app/school/schoollibrary.h"
#include "app/text/schooltexts.h"
#include "core/school/schoolanswer.h"
#include "gui/content/resources.h"

using namespace remis;
using app::SchoolTexts;

class TestSchoolReview : public QObject {
    Q_OBJECT
private slots:
    void noSentenceTwice();
};

namespace {

// The review of one wrong answer, as the exam's review page words it.
QStringList reviewSentences(const school::Item& item, const school::Answer& answer,
                            const school::Feedback& feedback) {
    QStringList parts{SchoolTexts::rightAnswer(item, answer), SchoolTexts::reason(item, answer)};
    for (school::Misconception m : feedback.misconceptions)
        parts << SchoolTexts::misconception(m, answer);
    static const QRegularExpression end(QStringLiteral("(?<=[.!?])\\s+"));
    QStringList sentences;
    for (const QString& part : parts)
        for (const QString& s : part.split(end, Qt::SkipEmptyParts)) sentences << s.trimmed();
    return sentences;
}

}  // namespace

void TestSchoolReview::noSentenceTwice() {
    gui::ensureResources();
    QTemporaryDir dir;
    app::SchoolLibrary library;
    library.loadStandard(dir.filePath(QStringLiteral("none")), QStringLiteral("en"));
    int reviewed = 0;
    for (const app::LoadedLesson& lesson : library.lessons())
        for (const school::Item& item : lesson.lesson.items) {
            const auto answer = school::answerOf(item);
            if (!answer) continue;
            // Every wrong option; for the other questions, no move, a count one off, no step.
            std::vector<school::Response> responses;
            for (school::Choice c : answer->offered) responses.push_back({{c}, {}, -1, {}});
            if (answer->offered.empty())
                responses = {{{}, {}, -1, {}}, {{}, {}, answer->number + 1, {}}};
            for (const school::Response& response : responses) {
                const school::Feedback feedback = school::check(item, *answer, response);
                if (feedback.correct) continue;
                ++reviewed;
                const QStringList sentences = reviewSentences(item, *answer, feedback);
                for (qsizetype i = 0; i < sentences.size(); ++i)
                    QVERIFY2(sentences.indexOf(sentences[i], i + 1) < 0,
                             qPrintable(QString::fromStdString(item.id) + QStringLiteral(": ") +
                                        sentences[i]));
            }
        }
    QVERIFY(reviewed > 200);
}

QTEST_MAIN(TestSchoolReview)
#include "tst_schoolreview.moc"
