// remis-cli status [--fen FEN] [--moves MOVES] [--rules fide|uscf|casual]
#include <algorithm>
#include <iostream>
#include <sstream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/json.h"
#include "cli/names.h"
#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/rules/deaddating.h"
#include "core/rules/game.h"
#include "core/rules/refusal.h"
#include "core/rules/vocabulary.h"

namespace remis::cli {

const std::string StatusHelp =
    "usage: remis-cli status [--fen FEN] [--moves MOVES] [--rules fide|uscf|casual]\n"
    "Plays MOVES (one argument, space-separated, UCI or SAN) from FEN (default: the initial\n"
    "position) and prints one JSON object: the position reached and what the arbiter rules\n"
    "there (repetitions, claims, automatic endings, who can still checkmate, flag fall).\n";

namespace {

std::string sortedUci(const std::vector<Move>& moves) {
    std::vector<std::string> uci;
    for (Move m : moves) uci.push_back(toUci(m));
    std::sort(uci.begin(), uci.end());
    return jsonStringArray(uci);
}

std::string endedAt(const Game& game) {
    return "the game ended at ply " + std::to_string(game.outcome().ply) + " by " +
           std::string(terminationId(game.outcome().termination));
}

std::vector<std::string> moveTokens(const std::string& moves) {
    std::istringstream in(moves);
    std::vector<std::string> tokens;
    for (std::string token; in >> token;) tokens.push_back(token);
    return tokens;
}

// The token's place in --moves, and the move as the game numbers it: "move 11 \"Qc4\"
// (85.Qc4)" (a tester took "move 11" for the game's eleventh move).
std::string where(const Game& game, const std::vector<std::string>& tokens, size_t i) {
    const int ply = int(i) + 1;
    const Position& start = game.startPosition();
    return "move " + std::to_string(i + 1) + " \"" + tokens[i] + "\" (" +
           plyLabel(moveNumberOfPly(start, ply), moverOfPly(start, ply), tokens[i]) + "): ";
}

// A move given after the end is refused, naming the ply where the game ended: 5.2.2 dates a
// dead position (or one before a stalemate) back to where it arose, which may be before the
// check after every move saw it. The first move refused is the one after that ply.
[[noreturn]] void refuseAfterTheEnd(Game& game, const std::vector<std::string>& tokens) {
    (void)game.settleDeadPosition();
    throw BadInput{where(game, tokens, size_t(game.ply())) + endedAt(game)};
}

void playMoves(Game& game, const std::vector<std::string>& tokens) {
    for (size_t i = 0; i < tokens.size(); ++i) {
        if (game.isOver()) refuseAfterTheEnd(game, tokens);
        auto m = parseMove(game.position(), tokens[i]);
        if (!m)
            throw BadInput{where(game, tokens, i) +
                           withRefusalReason(game.position(), tokens[i], m.message())};
        (void)game.play(*m);
    }
}

// 5.2.2 with the full analysis: the game may have ended before the last move given.
void refuseMovesAfterTheEnd(const Game& game, const std::vector<std::string>& tokens,
                            std::optional<int> takenBack) {
    if (takenBack && *takenBack > 0)
        throw BadInput{where(game, tokens, tokens.size() - size_t(*takenBack)) + endedAt(game)};
}

std::string claimsJson(const Ruling& r) {
    JsonObject o;
    o.boolean("threefold", r.canClaimThreefold).boolean("fifty_moves", r.canClaimFifty);
    o.raw("threefold_with_move", sortedUci(r.threefoldClaimMoves));
    o.raw("fifty_moves_with_move", sortedUci(r.fiftyClaimMoves));
    return o.text();
}

// The status command is asked once, so it affords the full analysis: one per side, which
// says whether that side can checkmate and judges the other side's flag fall alike.
struct FlagFalls {
    FlagFallJudgement of[2];  // of[c]: c's flag falls; of[c].opponent analyses ~c
    FlagFalls(const Position& pos, RuleSet rules)
        : of{judgeFlagFall(pos, White, rules), judgeFlagFall(pos, Black, rules)} {}
};

std::string mateJson(const FlagFalls& falls, const Game& game) {
    JsonObject o;
    for (Color c : {White, Black}) {
        Mateability m = falls.of[~c].opponent.verdict;
        if (game.ruling().canMate[c] != Mateability::Unknown) m = game.ruling().canMate[c];
        o.str(c == White ? "white" : "black", mateabilityId(m));
    }
    return o.text();
}

std::string flagJson(const FlagFalls& falls, const Game& game) {
    if (game.isOver()) return "null";
    JsonObject o;
    for (Color c : {White, Black})
        o.str(c == White ? "white" : "black", resultId(falls.of[c].result));
    return o.text();
}

}  // namespace

int runStatus(const std::vector<std::string>& argv) {
    Args args(argv, {"--fen", "--moves", "--rules"}, {});
    if (!args.positional().empty())
        throw BadInput{"unexpected argument \"" + args.positional()[0] + "\""};
    Game game(positionFromOption(args.value("--fen")), ruleSetOption(args.value("--rules")));
    const std::vector<std::string> tokens = moveTokens(args.value("--moves").value_or(""));
    playMoves(game, tokens);
    refuseMovesAfterTheEnd(game, tokens, game.settleDeadPosition());
    // 5.2.2: where the analyses behind can_checkmate say neither side can mate, the position
    // is dead, though isDeadPosition(Full) probes only positions that look closed.
    const FlagFalls falls(game.position(), game.rules());
    refuseMovesAfterTheEnd(
        game, tokens, endDeadByVerdicts(game, falls.of[Black].opponent, falls.of[White].opponent));
    const Position& pos = game.position();
    const Ruling& r = game.ruling();
    std::vector<Move> legal;
    if (!game.isOver()) {
        MoveList list = legalMoves(pos);
        legal.assign(list.begin(), list.end());
    }
    JsonObject o;
    o.str("fen", toFen(pos)).str("side_to_move", pos.sideToMove() == White ? "white" : "black");
    o.num("halfmove_clock", pos.halfmoveClock()).num("fullmove_number", pos.fullmoveNumber());
    o.boolean("in_check", pos.inCheck()).raw("legal_moves", sortedUci(legal));
    o.num("repetition_count", r.repetitionCount)
        .raw("repetition_plies", jsonIntArray(r.repetitionPlies));
    o.boolean("game_over", game.isOver());
    if (game.isOver())
        o.str("result", resultId(game.outcome().result))
            .str("termination", std::string(terminationId(game.outcome().termination)));
    else
        o.null("result").null("termination");
    o.raw("claims", claimsJson(r))
        .raw("can_checkmate", mateJson(falls, game))
        .raw("flag_fall", flagJson(falls, game));
    std::cout << o.text() << "\n";
    return ExitOk;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
