#include "core/pgn/gamepgn.h"

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/pgn/claimending.h"
#include "core/pgn/ending.h"
#include "core/rules/vocabulary.h"

namespace remis {

namespace {
// The comment that marks a move played after an incorrect claim, written and read back.
const std::string& incorrectClaimComment() {
    static const std::string comment =
        "incorrect draw claim (FIDE " + std::string(article_no::IncorrectClaim) + ")";
    return comment;
}

// The closing comment goes after the last move (or before the first when there is none).
void appendComment(PgnGameRecord& rec, const std::string& closing) {
    std::string& comment = rec.moves.empty() ? rec.gameComment : rec.moves.back().comment;
    comment = comment.empty() ? closing : comment + " " + closing;
}

}  // namespace

// Only the PGN standard's values (docs/pgn.md): the exact ruling goes in the Ending tag.
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
        if (p.claimMade) m.comment = incorrectClaimComment();
        rec.moves.push_back(std::move(m));
    }
    rec.result = std::string(resultToken(game.outcome().result));
    rec.termination = terminationTag(game.outcome());
    if (const auto& claim = game.endingClaim()) {
        // A claim's exact ruling names the claimant and the written move (9.2.1, 9.3.1).
        rec.setTag("Ending", claimEndingTag(*claim));
        appendComment(rec, claimEndingComment(*claim));
    } else if (game.outcome().isOver()) {
        rec.setTag("Ending", endingTagValue(game.outcome()));
        appendComment(rec, endingComment(game.outcome()));
    }
    rec.setTag("Rules", std::string(ruleSetTag(game.rules())));
    if (!game.clock().timeControl().isUntimed())
        rec.setTag("TimeControl", game.clock().timeControl().toPgnTag());
    return rec;
}

namespace {
// A claim recorded in the Ending tag is judged again: the same claim gives the same ending.
void restoreClaim(Game& game, const PgnGameRecord& record) {
    auto claim = parseClaimEndingTag(record.tag("Ending"));
    if (!claim || game.isOver()) return;
    std::optional<Move> written;
    if (!claim->writtenSan.empty()) {
        auto m = parseSan(game.position(), claim->writtenSan);
        if (!m) return;
        written = *m;
    }
    // Only a claim that is correct here is restored: an incorrect one would play the move.
    const Ruling& r = game.ruling();
    const bool threefold = claim->kind == ClaimKind::Threefold;
    const bool correct =
        threefold ? (written ? isThreefoldClaimMove(game.position(), game.history(), *written)
                             : r.canClaimThreefold)
                  : (r.canClaimFifty || (written && isFiftyClaimMove(game.position(), *written)));
    if (correct) (void)game.claim(claim->kind, written);
}
}  // namespace

Result<Game> gameFromPgnRecord(const PgnGameRecord& record, std::size_t* afterEnd) {
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
    if (afterEnd) *afterEnd = 0;
    for (size_t i = 0; i < record.moves.size(); ++i) {
        if (game.isOver()) {  // the game ended under the Laws; the rest was played after it
            if (afterEnd) *afterEnd = record.moves.size() - i;
            break;
        }
        const std::string& san = record.moves[i].san;
        auto m = parseSan(game.position(), san);
        // 7.5 (pgn.md): a move that broke the rules but that a piece could make stood.
        const auto stood = m ? std::nullopt : findPhysicalMove(game.position(), san);
        if (!m && !stood) {
            const int ply = int(i) + 1;
            return placed(m.error(), ErrorPlace::Move,
                          {plyLabel(moveNumberOfPly(start, ply), moverOfPly(start, ply), san)});
        }
        const PgnMoveRecord& rec = record.moves[i];
        if (rec.drawOffer) {
            // The move declines a standing offer of the opponent's (9.1.2) before its own
            // offer is made: "1.e4 (=) e5 (=)" is two offers, not an agreement.
            const Color mover = game.position().sideToMove();
            if (const auto standing = game.pendingOffer(); standing && standing->by != mover)
                game.declineDraw();
            game.offerDraw(mover);
        }
        if (stood)
            (void)game.playStood(*stood, san);
        else
            (void)game.play(*m);
        game.annotateLastPly(rec.clockMs.value_or(-1),
                             rec.comment.find(incorrectClaimComment()) != std::string::npos);
    }
    restoreClaim(game, record);
    return game;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
