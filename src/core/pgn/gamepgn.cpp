#include "core/pgn/gamepgn.h"

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/pgn/ending.h"

namespace remis {

namespace {
// The comment that marks a move played after an incorrect claim, written and read back.
constexpr const char* IncorrectClaimComment = "incorrect draw claim (FIDE 9.5.3)";
}  // namespace

std::string ruleSetTag(RuleSet rules) {
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

std::string resultTag(GameResult r) {
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

// Only the PGN standard's values (pgn.md): the exact ruling goes in the Ending tag.
std::string terminationTag(const Outcome& o) {
    if (!o.isOver()) return "";
    return std::string(pgnTerminationValue(pgnTerminationFor(o.termination)));
}

PgnGameRecord toPgnRecord(const Game& game,
                          const std::vector<std::pair<std::string, std::string>>& tags) {
    PgnGameRecord rec;
    rec.tags = tags;
    const Position& start = game.startPosition();
    if (toFen(start) != StartFen) {
        rec.startFen = toFen(start);
        rec.firstMoveNumber = start.fullmoveNumber();
        rec.blackMovesFirst = start.sideToMove() == Black;
    }
    for (const PlyRecord& p : game.plies()) {
        PgnMoveRecord m;
        m.san = p.san;
        if (p.clockAfterMs >= 0) m.clockMs = p.clockAfterMs;
        m.drawOffer = p.drawOffered;
        if (p.claimMade) m.comment = IncorrectClaimComment;
        rec.moves.push_back(std::move(m));
    }
    rec.result = resultTag(game.outcome().result);
    rec.termination = terminationTag(game.outcome());
    if (game.outcome().isOver()) {
        rec.setTag("Ending", endingTagValue(game.outcome().termination));
        std::string closing = endingComment(game.outcome());
        std::string& comment = rec.moves.empty() ? rec.gameComment : rec.moves.back().comment;
        comment = comment.empty() ? closing : comment + " " + closing;
    }
    rec.setTag("Rules", ruleSetTag(game.rules()));
    if (!game.clock().timeControl().isUntimed())
        rec.setTag("TimeControl", game.clock().timeControl().toPgnTag());
    return rec;
}

Result<Game> gameFromPgnRecord(const PgnGameRecord& record) {
    Position start;
    if (!record.startFen.empty()) {
        auto p = parseFen(record.startFen);
        if (!p) return p.error();
        start = *p;
    }
    RuleSet rules = ruleSetFromTag(record.tag("Rules")).value_or(RuleSet::Fide);
    TimeControl control = TimeControl::untimed();
    if (auto tc = parseTimeControl(record.tag("TimeControl"));
        tc && !record.tag("TimeControl").empty())
        control = *tc;
    Game game(start, rules, control);
    for (size_t i = 0; i < record.moves.size(); ++i) {
        const std::string& san = record.moves[i].san;
        const std::vector<std::string> where = {std::to_string(i + 1), san};
        if (game.isOver())
            return placed(makeError(ErrorCode::GameEnded, {std::to_string(game.outcome().ply)}),
                          ErrorPlace::RecordMove, where);
        auto m = parseSan(game.position(), san);
        if (!m) return placed(m.error(), ErrorPlace::RecordMove, where);
        const PgnMoveRecord& rec = record.moves[i];
        if (rec.drawOffer) game.offerDraw(game.position().sideToMove());
        (void)game.play(*m);
        game.annotateLastPly(rec.clockMs.value_or(-1),
                             rec.comment.find(IncorrectClaimComment) != std::string::npos);
    }
    return game;
}

}  // namespace remis
