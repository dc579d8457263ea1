// The school's questions about the arbiter's other rulings (schoolanswer.h answers the draw
// claims): the result of a resignation (5.1.2), what the last move ended by itself (5.1.1,
// 5.2.1, 5.2.2, 9.6), the article for a move that broke the rules and stood (7.5, A.4.2),
// and who could still checkmate (the fact 5.2.2, 6.9 and 5.1.2 turn on). Internal to the
// school: answerOf and check call these.
#pragma once

#include <string>
#include <vector>

#include "core/rules/game.h"
#include "core/school/schoolanswer.h"

namespace remis::school {

// An answer worked out, or the arbiter's refusal (schoolanswer.h).
using Answering = Expected<bool, Refusal>;
// A refusal with its fields and its English message (schoolrefusal.cpp).
Refusal refuse(LessonFault fault, std::vector<std::string> args = {});

// The item's moves played as a game (stood illegal moves as played, 7.5); a refusal when the
// game ended before the last move.
Expected<Game, Refusal> replay(const Item& item);

// Resignation, Ending, IllegalMove and CanMate: the answer from the arbiter's ruling on g.
Answering answerRuling(const Item& item, const Game& g, Answer& a);

// A flag fall in a dead position (5.2.2), e.g. one whose every line is forced into stalemate:
// the game was drawn when the position arose, so the flag fall changes nothing.
Answering answerFlagFallWhenDead(const Item& item, const Game& g, Answer& a);

// What a wrong choice in those questions shows.
std::vector<Misconception> rulingMistakes(const Item& item, const Answer& a, Choice c);

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
