// RuleTexts: the words for the core's enums (results, terminations, dead-position reasons,
// claim verdicts, look-alike reasons) and the plain-language rule explanations, all through
// tr() (context "remis::app::RuleTexts"). The core returns enums; only this class turns
// them into sentences, so the GUI, the arbiter panel and dialogs say the same thing.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "app/controller/resultruling.h"
#include "core/rules/game.h"

namespace remis::app {

class RuleTexts {
    Q_DECLARE_TR_FUNCTIONS(remis::app::RuleTexts)
public:
    static QString colorName(Color c);          // "White" / "Black"
    static QString ruleSetName(RuleSet rules);  // "FIDE Laws 2023", "USCF", "Casual"
    static QString resultText(GameResult r);    // "1-0", "0-1", "1/2-1/2", "*"
    static QString ordinal(int n);              // "1st", "2nd", "3rd", "4th"
    // "Draw: fivefold repetition (FIDE 9.6.1)", "White wins: checkmate (FIDE 5.1.1)".
    // `pos` is the final position (for who flagged / resigned and the dead reason words);
    // `helpmate`: after a loss on time, the line by which the winner could still mate (the
    // flag-fall judgement's, Game::flagFallHelpmate()), shown numbered: its first plies and
    // the mate.
    static QString helpmateText(const Position& pos, const std::vector<Move>& line);
    static constexpr size_t HelpmateShownPlies = 6;  // the first moves shown before the mate
    static QString banner(const Outcome& outcome, const Position& pos, RuleSet rules,
                          MateReason deadReason = MateReason::None,
                          const std::vector<Move>& helpmate = {});
    static QString mateReasonText(MateReason reason);  // "only a king is left", ...
    // The same for one side's "cannot checkmate": its own bare king ("it has nothing but its
    // king"), not "only kings are left" while the other side may still have men.
    static QString sideMateReasonText(MateReason reason);
    // "Draw claimed: threefold repetition (FIDE 9.2.2)" or "Claim rejected: the position has
    // not occurred three times. White gets 2 more minutes (FIDE 9.5.3)"; in rapid and blitz
    // (`speed`, of the game's time control) one minute, citing A.3 or B.3 too.
    static QString verdictText(const ClaimVerdict& verdict, Color claimant, bool withMove,
                               GameSpeed speed = GameSpeed::Classical);
    static QString rejectionText(ClaimRejection rejection);
    // The rule claimed and its count: "neither threefold (9.2.1) nor fifty moves (9.3.1): ...;
    // the move makes 99 of 100 plies".
    static QString claimCountText(const ClaimVerdict& verdict);
    static QString lookAlikeReasonText(LookAlikeReason reason);  // "castling rights differ"
    // A ply as on a score sheet: "23...exd5", "24.Nf3".
    static QString plyLabel(int moveNumber, Color mover, const QString& san);
    static QString plyLabel(const Game& game, int ply);  // ply 1-based, of the game's record
    // A game whose record goes on after its automatic ending (pgn.md): "The game ended with
    // 47...Kxd3: Draw: dead position (FIDE 5.2.2). 2 moves recorded after it were played
    // after the end."
    static QString afterEndText(const Game& game, int movesAfter);
    // A recorded move that broke the rules and stood (7.5; pgn.md): "3.Kd2 broke the rules
    // (the king moved into check) and stood: the game went on from the position as played
    // (FIDE 7.5.1)". Empty when the move at `ply` was legal.
    static QString stoodIllegalText(const Game& game, int ply);
    static QString illegalMoveWords(IllegalMoveKind why);  // "the king was left in check"
    // The arbiter's ruling beside a recorded result (resultruling.h): "recorded 0-1; by 6.9
    // a draw: Black cannot checkmate by any series of legal moves".
    static QString rulingText(const ResultRuling& ruling, const Game& game);
    // "0:09.3" under 10 s (tenths), "4:58", "1:29:58".
    static QString clockText(int64_t ms);
    static QString durationText(
        int64_t ms);  // "2 more minutes", "1 more minute", "30 more seconds"
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
