// SPDX-License-Identifier: GPL-3.0-or-later
// The article numbers in what the user reads come from core/rules/vocabulary.h: a sentence
// has a placeholder, never a typed number. So no source text of the app's sentences types
// one; the rule topics, endings and events cite the vocabulary's article; and German and
// Spanish cite exactly the articles English cites in every text of the rules pages, the
// endings, the audit and every item of the shipped school lessons (a translation that typed a
// number, or a placeholder filled in the wrong order, shows here), with no placeholder left
// unfilled.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include "app/text/articles.h"
#include "app/text/audittexts.h"
#include "app/text/ruleexplanations.h"
#include "app/text/ruletexts.h"
#include "app/text/schooltexts.h"
#include "core/school/schoolanswer.h"
#include "core/school/schoolitem.h"

using namespace remis;
using namespace remis::app;

namespace {

const RuleTopic Topics[] = {
    RuleTopic::Threefold,        RuleTopic::FiftyMoves,   RuleTopic::Fivefold,
    RuleTopic::SeventyFiveMoves, RuleTopic::DeadPosition, RuleTopic::FlagFall,
    RuleTopic::ClaimWithMove,    RuleTopic::DrawOffer,    RuleTopic::Checkmate,
    RuleTopic::Stalemate,        RuleTopic::Resignation,  RuleTopic::IncorrectClaim};

// The articles a text cites, in order: "9.2.1", "A.4.2", "14E".
QStringList articlesIn(const QString& text) {
    static const QRegularExpression number(
        QStringLiteral("(?<![\\w.:])(\\d+\\.\\d+(?:\\.\\d+)*|[AB]\\.\\d+(?:\\."
                       "\\d+)*|14E)(?!\\w)"));
    QStringList found;
    for (const auto& m : number.globalMatch(text)) found << m.captured(1);
    return found;
}

void addSchoolTexts(QStringList& texts) {
    const QDir dir(QStringLiteral(REMIS_SCHOOL_DIR));
    for (const QString& name : dir.entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        const school::LessonRead read = school::readLesson(file.readAll().toStdString());
        for (const school::Item& item : read.lesson.items) {
            const auto answer = school::answerOf(item);
            if (!answer) continue;
            const school::Answer& a = *answer;
            texts << SchoolTexts::question(item, a) << SchoolTexts::rightAnswer(item, a)
                  << SchoolTexts::thenText(item, a) << SchoolTexts::reason(item, a)
                  << SchoolTexts::facts(item, a);
            for (int level = 1; level <= 3; ++level) texts << SchoolTexts::hint(item, a, level);
            for (int m = 0; m <= int(school::Misconception::StandardPlayArticle); ++m)
                texts << SchoolTexts::misconception(school::Misconception(m), a);
        }
    }
}

// Everything that cites an article, in the language installed.
QStringList texts() {
    QStringList all;
    for (RuleTopic t : Topics) {
        all << RuleExplanations::title(t);
        for (RuleSet rules : {RuleSet::Fide, RuleSet::Uscf, RuleSet::Casual})
            all << RuleExplanations::text(t, rules);
    }
    const Position start = Position();
    for (Termination t : AllTerminations) {
        const Outcome o{t, t == Termination::Checkmate ? GameResult::WhiteWins : GameResult::Draw};
        all << RuleTexts::banner(o, start, RuleSet::Fide, MateReason::None);
    }
    for (int k = 0; k < AuditEventKindCount; ++k) all << AuditTexts::article(AuditEventKind(k));
    // An incorrect claim's penalty, by the game's speed (9.5.3, A.3, B.3).
    ClaimVerdict rejected;
    rejected.rejection = ClaimRejection::NotRepeated;
    rejected.occurrences = 2;
    for (const auto& [speed, ms] :
         {std::pair{GameSpeed::Classical, 120000}, std::pair{GameSpeed::Rapid, 60000},
          std::pair{GameSpeed::Blitz, 60000}}) {
        rejected.penaltyMs = ms;
        all << RuleTexts::verdictText(rejected, White, false, speed);
    }
    for (int c = 0; c <= int(school::Choice::IllegalRapidBlitz); ++c)
        all << SchoolTexts::choice(school::Choice(c));
    addSchoolTexts(all);
    return all;
}

// How many texts cite the same articles in both lists (in any order), none of them with a
// placeholder left; the first that does not is a failure named in the log.
qsizetype citedIn(const QStringList& english, const QStringList& translated) {
    static const QRegularExpression placeholder(QStringLiteral("%\\d"));
    qsizetype same = 0, citing = 0;
    for (qsizetype i = 0; i < english.size(); ++i) {
        QStringList want = articlesIn(english[i]), got = articlesIn(translated[i]);
        want.sort();
        got.sort();
        const bool ok = got == want && !english[i].contains(placeholder) &&
                        !translated[i].contains(placeholder);
        if (!ok) qWarning("%s | %s", qPrintable(english[i]), qPrintable(translated[i]));
        if (!ok) break;
        ++same;
        if (!want.isEmpty()) ++citing;
    }
    return citing > 500 ? same : -1;
}

}  // namespace

class TestArticleTexts : public QObject {
    Q_OBJECT

private slots:
    // The sentences of the app, the windows and the forms have a placeholder where they cite an
    // article; the demonstrations' texts (data, context Demos) keep theirs.
    void noSentenceTypesAnArticle() {
        QFile file(QStringLiteral(REMIS_TS_DIR "/remis_de.ts"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString context;
        int sources = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == QLatin1String("name")) context = xml.readElementText();
            if (xml.name() != QLatin1String("source")) continue;
            const QString source = xml.readElementText();
            if (context == QLatin1String("Demos")) continue;
            ++sources;
            QVERIFY2(articlesIn(source).isEmpty(), qPrintable(context + ": " + source));
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(sources > 500);
    }

    // Each rule topic's title cites the article the vocabulary holds for it.
    void titlesCiteTheVocabulary() {
        namespace an = article_no;
        const std::pair<RuleTopic, std::string_view> cited[] = {
            {RuleTopic::Threefold, an::Threefold},
            {RuleTopic::FiftyMoves, an::Fifty},
            {RuleTopic::Fivefold, an::Fivefold},
            {RuleTopic::SeventyFiveMoves, an::SeventyFive},
            {RuleTopic::DeadPosition, an::DeadPosition},
            {RuleTopic::FlagFall, an::FlagFall},
            {RuleTopic::DrawOffer, an::DrawOffer},
            {RuleTopic::Checkmate, an::Checkmate},
            {RuleTopic::Stalemate, an::Stalemate},
            {RuleTopic::Resignation, an::Resignation},
            {RuleTopic::IncorrectClaim, an::IncorrectClaim}};
        for (const auto& [topic, article] : cited)
            QCOMPARE(articlesIn(RuleExplanations::title(topic)), QStringList{articleNo(article)});
        QCOMPARE(articlesIn(RuleExplanations::title(RuleTopic::ClaimWithMove)),
                 (QStringList{articleNo(an::ThreefoldWithMove), articleNo(an::FiftyWithMove)}));
        QCOMPARE(AuditTexts::article(AuditEventKind::FlagFall), articleNo(an::FlagFall));
        const Outcome mate{Termination::Checkmate, GameResult::WhiteWins};
        QVERIFY(RuleTexts::banner(mate, Position(), RuleSet::Fide, MateReason::None)
                    .endsWith("(FIDE " + articleNo(an::Checkmate) + ")"));
    }

    void sameArticlesInEveryLanguage() {
        const QStringList english = texts();
        QVERIFY(english.size() > 1000);
        for (const char* language : {"de", "es"}) {
            QTranslator translator;
            QVERIFY(translator.load(QStringLiteral(REMIS_TRANSLATIONS_DIR "/remis_") + language +
                                    QStringLiteral(".qm")));
            QCoreApplication::installTranslator(&translator);
            const QStringList translated = texts();
            QCoreApplication::removeTranslator(&translator);
            QCOMPARE(translated.size(), english.size());
            QCOMPARE(citedIn(english, translated), english.size());
        }
    }
};

QTEST_MAIN(TestArticleTexts)
#include "tst_articletexts.moc"
