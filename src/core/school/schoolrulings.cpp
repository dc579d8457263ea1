#include "core/school/schoolrulings.h"

#include <algorithm>
#include <array>
#include <utility>

#include "core/analysis/mateability.h"
#include "core/board/movegen.h"
#include "core/rules/vocabulary.h"

namespace remis::school {

namespace {

Choice resultChoice(GameResult r) {
    return r == GameResult::WhiteWins   ? Choice::WhiteWins
           : r == GameResult::BlackWins ? Choice::BlackWins
                                        : Choice::Draw;
}

// 5.1.2 as the rulebook has it: the resigning player loses, unless the opponent cannot
// checkmate by any series of legal moves; then the game is drawn. Ruled by Game::resign.
Answering answerResignation(const Item& item, const Game& g, Answer& a) {
    if (g.isOver()) return refuse(LessonFault::ResignationAfterEnd);
    Game copy = g;
    const Outcome o = copy.resign(item.resigned);
    a.ruledResult = o.result;
    const MateAnalysis mate = analyseMateability(g.position(), ~item.resigned, AnalysisMode::Full);
    if (mate.verdict == Mateability::Unknown) return refuse(LessonFault::MateUndecided);
    if (mate.verdict == Mateability::Yes) a.mateLine = mate.line;
    if (mate.verdict == Mateability::No) a.cannotMate = mate.reason;
    a.offered = {Choice::WhiteWins, Choice::BlackWins, Choice::Draw};
    a.correct = {resultChoice(o.result)};
    a.article = article_no::Resignation;
    a.key = std::string(resultToken(o.result));
    return true;
}

constexpr std::array<std::pair<Termination, Choice>, 5> Endings{{
    {Termination::Checkmate, Choice::EndCheckmate},
    {Termination::Stalemate, Choice::EndStalemate},
    {Termination::DeadPosition, Choice::EndDead},
    {Termination::FivefoldRepetition, Choice::EndFivefold},
    {Termination::SeventyFiveMoves, Choice::EndSeventyFive},
}};

// What the last move brought about by itself, in the rulebook's order (checkmate first). A
// dead position is settled with the full analysis, as the arbiter would see it; one that
// arose before the last move makes the item unaskable (the game was over already).
Answering answerEnding(const Game& g, Answer& a) {
    a.offered = {Choice::GoesOn,  Choice::EndCheckmate, Choice::EndStalemate,
                 Choice::EndDead, Choice::EndFivefold,  Choice::EndSeventyFive};
    Game copy = g;
    if (!copy.isOver()) {
        if (auto back = copy.settleDeadPosition(); back && *back > 0)
            return refuse(LessonFault::DeadBeforeLast, {std::to_string(*back)});
    }
    a.automatic = copy.outcome();
    Choice right = Choice::GoesOn;
    for (const auto& [t, c] : Endings)
        if (copy.outcome().termination == t) right = c;
    a.correct = {right};
    a.article = right == Choice::GoesOn ? std::string(article_no::DeadPosition) + ", " +
                                              std::string(article_no::SeventyFive) + ", " +
                                              std::string(article_no::Fivefold)
                                        : std::string(article(copy.outcome(), g.rules()));
    a.key = std::string(choiceId(right));
    return true;
}

// 7.5.1 for a player's first illegal move in standard play (7.5.5: two minutes to the
// opponent), 7.5.5 for the second (lost, or drawn when the opponent cannot checkmate), A.4.2
// in rapid and blitz: the article Game gives for the recorded move.
Answering answerIllegalMove(const Item& item, const Game& g, Answer& a) {
    const auto last = std::find_if(item.stood.begin(), item.stood.end(),
                                   [&](const auto& s) { return s.first == item.ply(); });
    if (last == item.stood.end()) return refuse(LessonFault::LastMoveLegal);
    a.illegal = last->second;
    const std::string_view art = g.stoodIllegalArticle(g.ply());
    for (const auto& [ply, why] : item.stood)
        if ((item.ply() - ply) % 2 == 0) ++a.illegalByPlayer;
    const std::string tag = item.control.isUntimed() ? std::string() : item.control.toPgnTag();
    a.playKind = playKindOfTimeControl(tag);
    a.offered = {Choice::IllegalStandardFirst, Choice::IllegalStandardSecond,
                 Choice::IllegalRapidBlitz};
    const Choice right = art == article_no::IllegalMovePenalty ? Choice::IllegalStandardSecond
                         : art == article_no::RapidIllegalMove ? Choice::IllegalRapidBlitz
                                                               : Choice::IllegalStandardFirst;
    if (right == Choice::IllegalStandardSecond) {
        // The player loses unless the opponent cannot checkmate in the position 7.5.1
        // reinstates, the one before the illegal move.
        const Position before = item.positionAt(item.ply() - 1);
        const Color mover = before.sideToMove();
        const MateAnalysis m = analyseMateability(before, ~mover, AnalysisMode::Full);
        if (m.verdict == Mateability::Unknown) return refuse(LessonFault::MateUndecided);
        a.ruledResult = m.verdict == Mateability::Yes ? winFor(~mover) : GameResult::Draw;
    }
    a.correct = {right};
    a.article = std::string(art);
    a.key = std::string(choiceId(right));
    return true;
}

// Who could still checkmate by some series of legal moves, the full analysis for each side.
Answering answerCanMate(const Game& g, Answer& a) {
    if (g.isOver() && g.outcome().termination == Termination::Checkmate)
        return refuse(LessonFault::AlreadyCheckmate);
    for (Color c : {White, Black}) {
        a.mate[c] = analyseMateability(g.position(), c, AnalysisMode::Full);
        if (a.mate[c].verdict == Mateability::Unknown) return refuse(LessonFault::MatesUndecided);
    }
    const bool w = a.mate[White].verdict == Mateability::Yes;
    const bool b = a.mate[Black].verdict == Mateability::Yes;
    a.offered = {Choice::BothCanMate, Choice::OnlyWhiteCanMate, Choice::OnlyBlackCanMate,
                 Choice::NeitherCanMate};
    const Choice right = w && b ? Choice::BothCanMate
                         : w    ? Choice::OnlyWhiteCanMate
                         : b    ? Choice::OnlyBlackCanMate
                                : Choice::NeitherCanMate;
    a.correct = {right};
    a.article = right == Choice::NeitherCanMate ? article_no::DeadPosition : article_no::FlagFall;
    a.key = std::string(choiceId(right));
    return true;
}

// A line from `pos` that ends in stalemate, within `depth` plies and `budget` positions;
// false when none is found.
bool findStalemate(const Position& pos, int depth, int& budget, std::vector<Move>& line) {
    const MoveList moves = legalMoves(pos);
    if (moves.empty()) return !pos.inCheck();
    if (depth == 0 || --budget < 0) return false;
    for (Move m : moves) {
        line.push_back(m);
        if (findStalemate(pos.after(m), depth - 1, budget, line)) return true;
        line.pop_back();
    }
    return false;
}

std::vector<Misconception> canMateMistakes(const Answer& a, Choice c) {
    const bool saysWhite = c == Choice::BothCanMate || c == Choice::OnlyWhiteCanMate;
    const bool saysBlack = c == Choice::BothCanMate || c == Choice::OnlyBlackCanMate;
    std::vector<Misconception> m;
    for (auto [side, says] : {std::pair{White, saysWhite}, std::pair{Black, saysBlack}}) {
        const bool can = a.mate[side].verdict == Mateability::Yes;
        if (can && !says) m.push_back(Misconception::HelpmateMeansCanMate);
        if (!can && says) m.push_back(Misconception::NoMateAtAll);
    }
    std::sort(m.begin(), m.end());
    m.erase(std::unique(m.begin(), m.end()), m.end());
    return m;
}

std::vector<Misconception> illegalMistakes(const Answer& a, Choice c) {
    if (a.playKind != PlayKind::Standard) return {Misconception::RapidBlitzAppendix};
    if (c == Choice::IllegalRapidBlitz) return {Misconception::StandardPlayArticle};
    return {a.illegalByPlayer >= 2 ? Misconception::SecondIllegalMove
                                   : Misconception::FirstIllegalMove};
}

}  // namespace

// 6.9 turns on whether the opponent could checkmate by any series of legal moves. Where
// neither side could, the game ended when the position arose (5.2.2 "immediately ends the
// game"), and a later flag fall changes nothing: a draw. The line shown is one the game was
// bound to, ending in stalemate, when there is one (a forced stalemate).
Answering answerFlagFallWhenDead(const Item& item, const Game& g, Answer& a) {
    a.offered = {Choice::WhiteWins, Choice::BlackWins, Choice::Draw};
    a.flagResult = GameResult::Draw;
    a.correct = {Choice::Draw};
    const MateAnalysis mate = analyseMateability(g.position(), ~item.flagged, AnalysisMode::Full);
    a.cannotMate = mate.verdict == Mateability::No ? mate.reason : MateReason::None;
    int budget = 20000;
    std::vector<Move> line;
    if (findStalemate(g.position(), 6, budget, line)) a.stalemateLine = line;
    a.article = std::string(article_no::DeadPosition);
    a.key = std::string(resultToken(GameResult::Draw));
    return true;
}

Answering answerRuling(const Item& item, const Game& g, Answer& a) {
    switch (item.kind) {
        case QuestionKind::Resignation:
            return answerResignation(item, g, a);
        case QuestionKind::Ending:
            return answerEnding(g, a);
        case QuestionKind::IllegalMove:
            return answerIllegalMove(item, g, a);
        case QuestionKind::CanMate:
            return answerCanMate(g, a);
        default:
            return refuse(LessonFault::NotARuling);
    }
}

std::vector<Misconception> rulingMistakes(const Item& item, const Answer& a, Choice c) {
    switch (item.kind) {
        case QuestionKind::Resignation: {
            const Choice resignerWins =
                item.resigned == White ? Choice::WhiteWins : Choice::BlackWins;
            if (c == resignerWins) return {Misconception::ResignerCannotWin};
            return {c == Choice::Draw ? Misconception::ResignationHelpmateLoses
                                      : Misconception::ResignationNoMateDraws};
        }
        case QuestionKind::Ending:
            if (c == Choice::GoesOn) return {Misconception::EndedByItself};
            if (a.correct.front() == Choice::EndCheckmate) return {Misconception::CheckmateFirst};
            return {Misconception::NoSuchEnding};
        case QuestionKind::IllegalMove:
            return illegalMistakes(a, c);
        case QuestionKind::CanMate:
            return canMateMistakes(a, c);
        default:
            return {};
    }
}

namespace {

GameEnd endOf(const Outcome& o, RuleSet rules) {
    return {std::string(terminationId(o.termination)), o.result, std::string(article(o, rules))};
}

GameEnd endOf(Termination t, GameResult r, RuleSet rules, bool byWrittenMove = false) {
    Outcome o;
    o.termination = t;
    o.result = r;
    o.byWrittenMove = byWrittenMove;
    return endOf(o, rules);
}

// A correct claim with a written move draws the game (9.2.1, 9.3.1); an incorrect one lets
// the move be played (9.5.3), and that move may end the game by itself.
std::optional<GameEnd> claimEnd(const Item& item, const Answer& a) {
    if (a.verdict && a.verdict->correct)
        return endOf(a.verdict->rule, GameResult::Draw, item.rules, a.verdict->byWrittenMove);
    if (a.then.isOver()) return endOf(a.then, item.rules);
    return std::nullopt;
}

}  // namespace

std::optional<GameEnd> rulingEnd(const Item& item, const Answer& a) {
    switch (item.kind) {
        case QuestionKind::WrittenClaim:
        case QuestionKind::Procedure:
            return claimEnd(item, a);
        case QuestionKind::FlagFall:  // a dead position ended the game before the flag fell
            if (a.automatic.isOver()) return endOf(a.automatic, item.rules);
            return endOf(Termination::Timeout, a.flagResult, item.rules);
        case QuestionKind::Resignation:
            return endOf(Termination::Resignation, a.ruledResult, item.rules);
        case QuestionKind::IllegalMove:  // 7.5.5: the second illegal move
            if (a.ruledResult == GameResult::Ongoing) return std::nullopt;
            return GameEnd{"illegal_move", a.ruledResult, a.article};
        case QuestionKind::Claim:
        case QuestionKind::Ending:
            if (a.automatic.isOver()) return endOf(a.automatic, item.rules);
            return std::nullopt;
        default:
            return std::nullopt;
    }
}

std::optional<GameEnd> playedMoveEnd(const Item& item, const Answer& a) {
    const bool claim =
        item.kind == QuestionKind::WrittenClaim || item.kind == QuestionKind::Procedure;
    if (!claim || !a.verdict || a.verdict->correct || !a.then.isOver()) return std::nullopt;
    return endOf(a.then, item.rules);
}

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
