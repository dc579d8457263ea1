#include "core/rules/vocabulary.h"

#include "core/board/notation.h"

namespace remis {

std::string_view resultToken(GameResult r) {
    switch (r) {
        case GameResult::WhiteWins:
            return "1-0";
        case GameResult::BlackWins:
            return "0-1";
        case GameResult::Draw:
            return "1/2-1/2";
        case GameResult::Ongoing:
            return "*";
    }
    return "*";
}

std::optional<GameResult> resultFromToken(std::string_view token) {
    for (GameResult r :
         {GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw, GameResult::Ongoing})
        if (resultToken(r) == token) return r;
    return std::nullopt;
}

std::string_view terminationId(Termination t) {
    switch (t) {
        case Termination::None:
            return "";
        case Termination::Checkmate:
            return "checkmate";
        case Termination::Stalemate:
            return "stalemate";
        case Termination::DeadPosition:
            return "dead_position";
        case Termination::SeventyFiveMoves:
            return "seventyfive_moves";
        case Termination::FivefoldRepetition:
            return "fivefold_repetition";
        case Termination::ThreefoldRepetition:
            return "threefold_repetition";
        case Termination::FiftyMoves:
            return "fifty_moves";
        case Termination::Agreement:
            return "agreement";
        case Termination::Resignation:
            return "resignation";
        case Termination::Timeout:
            return "timeout";
        case Termination::IllegalMove:
            return "illegal_move";
    }
    return "";
}

std::optional<Termination> terminationFromId(std::string_view id) {
    for (Termination t : AllTerminations)
        if (terminationId(t) == id) return t;
    return std::nullopt;
}

std::string_view ruleSetId(RuleSet rules) {
    switch (rules) {
        case RuleSet::Fide:
            return "fide";
        case RuleSet::Uscf:
            return "uscf";
        case RuleSet::Casual:
            return "casual";
    }
    return "fide";
}

std::optional<RuleSet> ruleSetFromId(std::string_view id) {
    for (RuleSet r : {RuleSet::Fide, RuleSet::Uscf, RuleSet::Casual})
        if (ruleSetId(r) == id) return r;
    return std::nullopt;
}

std::string_view ruleSetTag(RuleSet rules) {
    switch (rules) {
        case RuleSet::Fide:
            return "FIDE 2023";
        case RuleSet::Uscf:
            return "USCF";
        case RuleSet::Casual:
            return "casual";
    }
    return "FIDE 2023";
}

std::optional<RuleSet> ruleSetFromTag(std::string_view tag) {
    if (tag.rfind("FIDE", 0) == 0 || tag == "fide") return RuleSet::Fide;
    if (tag == "USCF" || tag == "uscf") return RuleSet::Uscf;
    if (tag == "casual" || tag == "Casual") return RuleSet::Casual;
    return std::nullopt;
}

std::string_view claimArticle(Termination rule, bool withWrittenMove) {
    using namespace article_no;
    if (rule == Termination::ThreefoldRepetition)
        return withWrittenMove ? ThreefoldWithMove : ThreefoldOnBoard;
    if (rule == Termination::FiftyMoves) return withWrittenMove ? FiftyWithMove : FiftyOnBoard;
    return "";
}

std::string_view article(const Outcome& o, RuleSet rules) {
    using namespace article_no;
    switch (o.termination) {
        case Termination::None:
            return "";
        case Termination::Checkmate:
            return Checkmate;
        case Termination::Stalemate:
            return Stalemate;
        case Termination::DeadPosition:
            return DeadPosition;
        case Termination::SeventyFiveMoves:
            return SeventyFive;
        case Termination::FivefoldRepetition:
            return Fivefold;
        case Termination::ThreefoldRepetition:
        case Termination::FiftyMoves:
            return claimArticle(o.termination, o.byWrittenMove);
        case Termination::Agreement:
            return Agreement;  // the agreement ends the game; the offer is 9.1.2
        case Termination::Resignation:
            return Resignation;
        case Termination::Timeout:
            return rules == RuleSet::Uscf ? UscfFlagFall : FlagFall;
        case Termination::IllegalMove:
            return IllegalMovePenalty;
    }
    return "";
}

std::string ruleReference(const Outcome& o, RuleSet rules) {
    const bool uscf = rules == RuleSet::Uscf && o.termination == Termination::Timeout;
    return std::string(uscf ? "USCF " : "FIDE ") + std::string(article(o, rules));
}

std::string plyLabel(int moveNumber, Color mover, std::string_view san) {
    return std::to_string(moveNumber) + (mover == White ? "." : "...") + std::string(san);
}

std::string numberedLine(const Position& pos, const std::vector<Move>& line, size_t maxPlies) {
    std::string text;
    Position p = pos;
    int number = pos.fullmoveNumber();  // the real move: "60...Kd6", not "1...Kd6"
    for (size_t i = 0; i < line.size() && i < maxPlies; ++i) {
        const Color mover = p.sideToMove();
        const std::string san = toSan(p, line[i]);
        if (!text.empty()) text += ' ';
        text += mover == White || i == 0 ? plyLabel(number, mover, san) : san;
        if (mover == Black) ++number;
        p = p.after(line[i]);
    }
    if (line.size() > maxPlies) text += " \u2026";
    return text;
}

namespace {
// Plies counted from White's move of the start position's move number.
int plyIndex(const Position& start, int ply) {
    return ply - 1 + (start.sideToMove() == Black ? 1 : 0);
}
}  // namespace

int moveNumberOfPly(const Position& start, int ply) {
    return start.fullmoveNumber() + plyIndex(start, ply) / 2;
}

Color moverOfPly(const Position& start, int ply) {
    return plyIndex(start, ply) % 2 == 0 ? White : Black;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
