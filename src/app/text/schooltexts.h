// SchoolTexts: the rules school's words (questions, choices, steps, misconceptions, hints and
// feedback) in the user's language, made from the core's answers (core/school). The core
// decides what is right and why; this only says it.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "app/text/localnotation.h"

#include "core/school/schoolanswer.h"
#include "core/school/schoolhistory.h"

namespace remis::app {

class SchoolTexts {
    Q_DECLARE_TR_FUNCTIONS(remis::app::SchoolTexts)
public:
    static QString kindName(school::QuestionKind kind);  // "Claim or not?"
    static QString question(const school::Item& item, const school::Answer& answer);
    static QString choice(school::Choice c);
    static QString step(school::Step s);
    // The misconception in a sentence, with the facts of this item ("it stood at plies 0, 4").
    static QString misconception(school::Misconception m, const school::Answer& answer);
    // The pupil's answer in words ("Fifty moves (9.3.2)", "Ng8, Nf3", "12", steps joined by
    // arrows); "no answer" for an empty response.
    static QString response(const school::Item& item, const school::Response& response);
    // The right answer in words, with its article.
    static QString rightAnswer(const school::Item& item, const school::Answer& answer);
    // " The written move is played and ends the game: Draw: dead position (FIDE 5.2.2)." when
    // the move an incorrect claim plays ends the game; empty otherwise.
    static QString thenText(const school::Item& item, const school::Answer& answer);
    // The one fact the answer turns on, with its article ("The pieces stood the same after
    // 1...d5, but then an en passant capture was possible: that was another position
    // (9.2.3.1). ..."): said with every wrong answer, and nearly the answer as hint 3.
    static QString reason(const school::Item& item, const school::Answer& answer);
    // What to look at, deciding nothing (hint 2): where the pieces stood as now, the halfmove
    // clock, the material, who offered.
    static QString facts(const school::Item& item, const school::Answer& answer);
    // reason() and facts() for the resignation, ending, illegal-move and who-can-mate
    // questions (schoolrulingtexts.cpp).
    static QString rulingReason(const school::Item& item, const school::Answer& answer);
    static QString rulingFacts(const school::Item& item, const school::Answer& answer);
    // Hint 1 points at the rule, hint 2 gives the facts, hint 3 nearly answers; a teacher's
    // Hint tags come first.
    static QString hint(const school::Item& item, const school::Answer& answer, int level);
    // "ply 4" links (href "ply:4") to the earlier occurrences, for the feedback.
    static QString occurrenceLinks(const school::Answer& answer);
    // A problem of a teacher's lesson file, in the user's language: "line 17, item rep-3:
    // unknown question "clam"" (the core's English as `remis-cli school check` prints it).
    static QString problemText(const school::LessonProblem& problem);
    // A move in SAN in the notation of the app's sentences (LocalNotation::textStyle: the
    // user's choice in View > Move Notation; German letters "Sf3", figurines "♘f3"), as the
    // school shows moves; a numbered line of moves (the core's numberedLine) the same way.
    static QString moveText(const Position& before, Move m);
    static QString lineText(const std::string& numberedLine);
    static QString plyName(const school::Item& item, int ply);  // "at the start", "after 2...Ng8"
    static QString movesText(const school::Item& item,
                             const std::vector<Move>& moves);  // "Ng8, Nf3"
    // The moves of the item from its start, numbered ("1.Nf3 Nf6 2.Ng1 Ng8"), as HTML, the plies
    // in `marked` bold with a "●" (the printed sheets).
    static QString historyHtml(const school::Item& item, const std::vector<int>& marked);
    // Each ply on its own, numbered: "1.Nf3", "1...Nf6", ...
    static QStringList plyLabels(const school::Item& item);
    // What the "●" marks mean: "● The same pieces on the same squares, with the same player to
    // move, as now." (or "as after Ng8, written and not played").
    static QString historyLegend(const school::Item& item, const school::HistoryMarks& marks);

private:
    // The question as asked under the FIDE Laws.
    static QString fideQuestion(const school::Item& item, const school::Answer& answer);
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
