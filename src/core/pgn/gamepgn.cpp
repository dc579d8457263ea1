// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgn/gamepgn.h"

#include <algorithm>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/pgn/claimending.h"
#include "core/pgn/claimnote.h"
#include "core/pgn/ending.h"
#include "core/pgn/pgnformat.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/vocabulary.h"

namespace remis {

namespace {
// The closing comment goes after the last move (or before the first when there is none).
void appendClosingComment(PgnGame& tree, const std::string& closing) {
    tree.node(tree.mainlineEnd()).after.push_back({closing, PgnComment::Kind::Brace});
}

// What the arbiter recorded with one move by `mover`, each a comment of its own. A claim
// made with the move added the 9.5.3 time to the opponent's clock when the clock ran, which
// is when the move was timed.
std::vector<PgnComment> plyComments(const PlyRecord& p, Color mover, const TimeControl& control) {
    std::vector<PgnComment> comments;
    if (p.drawOffered) comments.push_back({"(=)", PgnComment::Kind::Brace});
    if (p.clockAfterMs >= 0) {
        std::string clock = "[%clk ";
        clock += formatClock(p.clockAfterMs);
        clock += ']';
        comments.push_back({std::move(clock), PgnComment::Kind::Brace});
    }
    // pgn.md: the offer with the side that made it (9.1.2.2); "(=)" alone stays the mark
    // every reader knows, the words follow it. An incorrect claim's note names its claimant,
    // whose offer it is (9.1.2.3).
    if (p.drawOffered && !p.claimMade)
        comments.push_back({std::string(mover == White ? "White" : "Black") +
                                " offers a draw (FIDE " + std::string(article_no::DrawOffer) + ")",
                            PgnComment::Kind::Brace});
    if (p.claimMade) {
        const int64_t added = p.timeUsedMs >= 0 ? claimPenaltyMs(control) : 0;
        comments.push_back({claimNote(mover, added), PgnComment::Kind::Brace});
    }
    return comments;
}

}  // namespace

// Only the PGN standard's values (docs/pgn.md): the exact ruling goes in the Ending tag.
std::string terminationTag(const Outcome& o) {
    if (!o.isOver()) return "";
    return std::string(pgnTerminationValue(pgnTerminationFor(o.termination)));
}

PgnGame toPgnTree(const Game& game, const std::vector<std::pair<std::string, std::string>>& tags) {
    PgnGame tree;
    for (const auto& [name, value] : tags) tree.tags.push_back({name, value});
    NodeId last = PgnGame::root();
    Color mover = game.startPosition().sideToMove();
    for (const PlyRecord& p : game.plies()) {
        last = tree.addMove(last, p.san);
        tree.node(last).after = plyComments(p, mover, game.clock().timeControl());
        mover = ~mover;
    }
    if (const auto& claim = game.endingClaim()) {
        // A claim's exact ruling names the claimant and the written move (9.2.1, 9.3.1).
        tree.setTag("Ending", claimEndingTag(*claim));
        appendClosingComment(tree, claimEndingComment(*claim));
    } else if (game.outcome().isOver()) {
        tree.setTag("Ending", endingTagValue(game.outcome()));
        // A flag fall is the side to move's (6.9); a second illegal move the last mover's.
        const Color toMove = game.position().sideToMove();
        const Termination t = game.outcome().termination;
        appendClosingComment(
            tree,
            endingComment(game.outcome(), t == Termination::Timeout       ? std::optional(toMove)
                                          : t == Termination::IllegalMove ? std::optional(~toMove)
                                                                          : std::nullopt));
    }
    tree.setTag("Rules", std::string(ruleSetTag(game.rules())));
    if (!game.clock().timeControl().isUntimed())
        tree.setTag("TimeControl", game.clock().timeControl().toPgnTag());
    if (const std::string start = toFen(game.startPosition()); start != StartFen) {
        tree.setTag("SetUp", "1");
        tree.setTag("FEN", start);
    }
    if (const std::string termination = terminationTag(game.outcome()); !termination.empty())
        tree.setTag("Termination", termination);
    tree.result = std::string(resultToken(game.outcome().result));
    tree.setTag("Result", tree.result);
    return tree;
}

namespace {
// A claim recorded in the Ending tag is judged again: the same claim gives the same ending.
void restoreClaim(Game& game, std::string_view ending) {
    auto claim = parseClaimEndingTag(ending);
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

bool isComment(const PgnComment& c) {
    return c.kind != PgnComment::Kind::Escape;
}

bool offersDraw(const PgnNode& node) {  // "(=)" with the move (FIDE 9.1.2.2)
    return std::any_of(node.after.begin(), node.after.end(), [](const PgnComment& c) {
        return c.kind == PgnComment::Kind::Brace && c.text == "(=)";
    });
}

// An incorrect claim by `claimant` noted after the move (claimnote.h); a note that names
// nobody is the claimant's, after its own move (the older form).
bool notesClaimBy(const PgnNode& node, Color claimant, bool orUnnamed) {
    return std::any_of(node.after.begin(), node.after.end(), [&](const PgnComment& c) {
        if (!isComment(c)) return false;
        const auto note = parseClaimNote(c.text);
        return note && (note->claimant ? *note->claimant == claimant : orUnnamed);
    });
}

// 9.1.2.3: an incorrect claim made without a move (noted after the opponent's move) counts
// as the claimant's draw offer, which stands while the claimant thinks on; as in the game, it
// takes the place of an offer the opponent made with that move.
void restoreStandingClaim(Game& game, const PgnNode& node) {
    const Color toMove = game.position().sideToMove();
    if (game.isOver() || !notesClaimBy(node, toMove, false)) return;
    if (const auto standing = game.pendingOffer(); standing && standing->by != toMove)
        game.declineDraw();
    game.offerDraw(toMove);
}

// The FEN tag's position as the tree read it (repaired); when even that fails, the error
// of the position as written.
Result<Position> startOf(const PgnGame& tree) {
    const std::string_view fen = tree.tag("FEN");
    if (fen.empty()) return Position();
    if (Result<Position> start = startPositionOf(tree)) return start;
    return parseFen(fen);
}

TimeControl timeControlOf(const PgnGame& tree) {
    const std::string_view tag = tree.tag("TimeControl");
    if (tag.empty()) return TimeControl::untimed();
    const Result<TimeControl> control = parseTimeControl(tag);
    return control ? *control : TimeControl::untimed();
}

// The move declines a standing offer of the opponent's (9.1.2) before its own offer is
// made: "1.e4 (=) e5 (=)" is two offers, not an agreement.
void offerWithMove(Game& game) {
    const Color mover = game.position().sideToMove();
    if (const auto standing = game.pendingOffer(); standing && standing->by != mover)
        game.declineDraw();
    game.offerDraw(mover);
}
}  // namespace

std::optional<int64_t> clockAfter(const PgnNode& node) {
    std::optional<int64_t> clock;
    for (const PgnComment& c : node.after)
        if (isComment(c))
            if (const auto ms = parseClockComment(c.text)) clock = ms;
    return clock;
}

Result<Game> gameFromPgnTree(const PgnGame& tree, std::size_t plies, std::size_t* afterEnd) {
    const Result<Position> start = startOf(tree);
    if (!start) return start.error();
    const RuleSet rules = ruleSetFromTag(tree.tag("Rules")).value_or(RuleSet::Fide);
    Game game(*start, rules, timeControlOf(tree));
    const std::vector<NodeId> line = tree.mainline();
    const std::size_t count = std::min(plies, line.size());
    if (afterEnd) *afterEnd = 0;
    restoreStandingClaim(game, tree.node(PgnGame::root()));
    for (std::size_t i = 0; i < count; ++i) {
        if (game.isOver()) {  // the game ended under the Laws; the rest was played after it
            if (afterEnd) *afterEnd = count - i;
            break;
        }
        const PgnNode& node = tree.node(line[i]);
        auto m = parseSan(game.position(), node.san);
        // 7.5 (pgn.md): a move that broke the rules but that a piece could make stood.
        const auto stood = m ? std::nullopt : findPhysicalMove(game.position(), node.san);
        if (!m && !stood) {
            const int ply = int(i) + 1;
            return placed(
                m.error(), ErrorPlace::Move,
                {plyLabel(moveNumberOfPly(*start, ply), moverOfPly(*start, ply), node.san)});
        }
        if (offersDraw(node)) offerWithMove(game);
        const Color mover = game.position().sideToMove();
        // An unfinished record is a game still going on: the arbiter who sees a second illegal
        // move now declares it (7.5.5). A finished one's result stands (7.5.1: during a game).
        if (stood)
            (void)game.playStood(*stood, node.san, 0, tree.result == "*");
        else
            (void)game.play(*m);
        game.annotateLastPly(clockAfter(node).value_or(-1), notesClaimBy(node, mover, true));
        restoreStandingClaim(game, node);
    }
    restoreClaim(game, tree.tag("Ending"));
    return game;
}

}  // namespace remis
