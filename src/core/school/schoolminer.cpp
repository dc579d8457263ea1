#include "core/school/schoolminer.h"

#include <algorithm>
#include <array>
#include <set>
#include <utility>

#include "core/analysis/mateability.h"
#include "core/board/notation.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/game.h"
#include "core/rules/laws.h"
#include "core/rules/vocabulary.h"
#include "core/school/schoolanswer.h"

namespace remis::school {

namespace {

constexpr std::array<std::pair<MineKind, std::string_view>, 9> MineIds{{
    {MineKind::EnPassantTrap, "ep-trap"},
    {MineKind::CastlingTrap, "castling-trap"},
    {MineKind::Threefold, "threefold"},
    {MineKind::Fivefold, "fivefold"},
    {MineKind::Fifty, "fifty"},
    {MineKind::FlagFall, "flag-fall"},
    {MineKind::Ending, "ending"},
    {MineKind::Resignation, "resignation"},
    {MineKind::CanMate, "who-can-mate"},
}};

// Replays a game and makes items at chosen plies, each from the last capture or pawn move.
class Miner {
public:
    Miner(const PgnGame& game, int number) : m_game(game), m_number(number) {}

    bool replay() {
        auto start = startPositionOf(m_game);
        if (!start) return false;
        m_positions.push_back(*start);
        m_zeroing.push_back(0);
        for (NodeId id : m_game.mainline()) {
            const Position& pos = m_positions.back();
            auto m = parseSan(pos, m_game.node(id).san);
            if (!m) return false;
            m_zeroing.push_back(pos.isZeroing(*m) ? int(m_moves.size()) + 1 : m_zeroing.back());
            m_moves.push_back(*m);
            m_positions.push_back(pos.after(*m));
        }
        return true;
    }
    int plies() const { return int(m_moves.size()); }

    // The item asking about the position after `ply` plies.
    Item item(std::string_view prefix, QuestionKind kind, int ply) const {
        Item it;
        it.kind = kind;
        it.id = std::string(prefix) + "-" + std::to_string(m_number) + "-" + std::to_string(ply);
        const int from = m_zeroing[size_t(ply)];
        it.start = m_positions[size_t(from)];
        it.moves.assign(m_moves.begin() + from, m_moves.begin() + ply);
        it.source = source(ply);
        return it;
    }
    Item flagItem(int ply, Color flagged) const {
        Item it;
        it.kind = QuestionKind::FlagFall;
        it.id = "flag-fall-" + std::to_string(m_number) + "-" + std::to_string(ply);
        it.start = m_positions[size_t(ply)];
        it.flagged = flagged;
        it.source = source(ply);
        return it;
    }
    int windowStart(int ply) const { return m_zeroing[size_t(ply)]; }
    const std::vector<Move>& moves() const { return m_moves; }
    const Position& positionAt(int ply) const { return m_positions[size_t(ply)]; }

private:
    std::string source(int ply) const {
        std::string s = std::string(m_game.tag("White")) + " - " + std::string(m_game.tag("Black"));
        for (const char* t : {"Event", "Round", "Date"})
            if (const std::string_view v = m_game.tag(t);
                !v.empty() && v != "?" && v != "????.??.??")
                s += ", " + std::string(v);
        if (ply > 0) {
            const Position& before = m_positions[size_t(ply - 1)];
            s += "; after " + plyLabel(before.fullmoveNumber(), before.sideToMove(),
                                       toSan(before, m_moves[size_t(ply - 1)]));
        }
        return s;
    }

    const PgnGame& m_game;
    int m_number;
    std::vector<Position> m_positions;
    std::vector<Move> m_moves;
    std::vector<int> m_zeroing;  // per ply: the ply of the last capture or pawn move
};

// The men of one side other than the king: none, or one knight or one bishop.
bool minorOrLess(const Position& pos, Color c) {
    const int men = popcount(pos.pieces(c)) - 1;
    const Bitboard minors = pos.pieces(c) & (pos.pieces(Knight) | pos.pieces(Bishop));
    return men == 0 || (men == 1 && minors != 0);
}

struct Wanted {
    bool ep, castling, threefold, fivefold, fifty, flag;
};

// One pass over the game's rulings, taking the first moment of each kind.
void scanRulings(const Miner& miner, const Wanted& want, std::vector<Item>& out) {
    Game g(miner.positionAt(0));
    bool trapDone = false, threeDone = false, fiveDone = false, fiftyUntil = false,
         fiftyMoves = false, fiftyClaim = false;
    for (int ply = 1; ply <= miner.plies() && !g.isOver(); ++ply) {
        const Ruling before = g.ruling();
        if (!g.play(miner.moves()[size_t(ply - 1)])) return;
        const Ruling& r = g.ruling();
        if (!trapDone && r.repetitionCount < ThreefoldOccurrences &&
            r.repetitionCount + int(r.lookAlikes.size()) >= ThreefoldOccurrences) {
            const LookAlike& l = r.lookAlikes.front();
            const bool ep = l.reason == LookAlikeReason::EnPassant;
            if ((ep && want.ep) || (!ep && want.castling)) {
                const char* prefix = ep ? "ep-trap" : "castling-trap";
                out.push_back(miner.item(prefix, QuestionKind::Claim, ply));
                Item same = miner.item(prefix, QuestionKind::SamePosition, ply);
                same.id += "-same";
                same.compareWithPly = l.ply - miner.windowStart(ply);
                if (same.compareWithPly >= 0) out.push_back(std::move(same));
                trapDone = true;
            }
        }
        if (want.threefold && !threeDone && r.canClaimThreefold) {
            out.push_back(miner.item("threefold", QuestionKind::Claim, ply));
            if (!before.threefoldClaimMoves.empty()) {
                Item pick = miner.item("threefold", QuestionKind::ClaimMoves, ply - 1);
                pick.id += "-moves";
                out.push_back(std::move(pick));
                Item steps = miner.item("threefold-procedure", QuestionKind::Procedure, ply - 1);
                steps.intended = before.threefoldClaimMoves.front();
                steps.claim = ClaimKind::Threefold;
                out.push_back(std::move(steps));
            }
            threeDone = true;
        }
        if (want.fivefold && !fiveDone && g.isOver() &&
            g.outcome().termination == Termination::FivefoldRepetition) {
            out.push_back(miner.item("fivefold", QuestionKind::Claim, ply));
            fiveDone = true;
        }
        const int h = g.position().halfmoveClock();
        if (want.fifty && !fiftyUntil && h >= 70 && h < FiftyMovePlies && !g.isOver()) {
            out.push_back(miner.item("fifty-until", QuestionKind::MovesUntilClaim, ply));
            fiftyUntil = true;
        }
        if (want.fifty && !fiftyMoves && h == FiftyMovePlies - 1 && !r.fiftyClaimMoves.empty() &&
            !g.isOver()) {
            out.push_back(miner.item("fifty-moves", QuestionKind::ClaimMoves, ply));
            fiftyMoves = true;
        }
        if (want.fifty && !fiftyClaim && r.canClaimFifty) {
            out.push_back(miner.item("fifty", QuestionKind::Claim, ply));
            fiftyClaim = true;
        }
    }
}

void scanFlagFalls(const Miner& miner, std::vector<Item>& out) {
    for (int ply = 1; ply <= miner.plies(); ++ply) {
        const Position& pos = miner.positionAt(ply);
        for (Color weak : {White, Black}) {
            if (!minorOrLess(pos, weak) || minorOrLess(pos, ~weak) ||
                popcount(pos.pieces(weak)) < 2)
                continue;
            if (pos.sideToMove() == weak) continue;  // 6.9: the stronger side's clock must run
            if (countLegalMoves(pos) == 0) return;
            out.push_back(miner.flagItem(ply, ~weak));  // the stronger side's flag falls
            return;
        }
    }
}

// The ply where the game ended by itself (quick rulings, as the audit sees them), or 0.
int endingPly(const Miner& miner) {
    Game g(miner.positionAt(0));
    for (int ply = 1; ply <= miner.plies(); ++ply) {
        if (!g.play(miner.moves()[size_t(ply - 1)])) return 0;
        if (g.isOver()) return ply;
    }
    return 0;
}

// The last position, when the game did not end by itself: who could mate there, and who
// resigns (the loser by the Result tag; else a player whose opponent cannot mate).
void scanLastPosition(const Miner& miner, const PgnGame& game, bool resign, bool canMate,
                      std::vector<Item>& out) {
    const int last = miner.plies();
    const Position& pos = miner.positionAt(last);
    if (countLegalMoves(pos) == 0) return;
    if (canMate) out.push_back(miner.item("who-can-mate", QuestionKind::CanMate, last));
    if (!resign) return;
    const std::string_view result = game.tag("Result");
    std::optional<Color> resigned;
    if (result == "1-0") resigned = Black;
    if (result == "0-1") resigned = White;
    for (Color c : {White, Black})
        if (!resigned && analyseMateability(pos, ~c, AnalysisMode::Full).verdict == Mateability::No)
            resigned = c;
    if (!resigned) return;
    Item it = miner.item("resignation", QuestionKind::Resignation, last);
    it.resigned = *resigned;
    out.push_back(std::move(it));
}

}  // namespace

std::string_view mineKindId(MineKind kind) {
    for (const auto& [k, id] : MineIds)
        if (k == kind) return id;
    return "";
}

std::optional<MineKind> mineKindFromId(std::string_view id) {
    for (const auto& [k, name] : MineIds)
        if (name == id) return k;
    return std::nullopt;
}

std::vector<Item> mineGame(const PgnGame& game, int gameNumber,
                           const std::vector<MineKind>& kinds) {
    std::vector<Item> items;
    Miner miner(game, gameNumber);
    if (!miner.replay()) return items;
    auto wants = [&](MineKind k) {
        return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
    };
    const Wanted want{wants(MineKind::EnPassantTrap), wants(MineKind::CastlingTrap),
                      wants(MineKind::Threefold),     wants(MineKind::Fivefold),
                      wants(MineKind::Fifty),         wants(MineKind::FlagFall)};
    if (want.ep || want.castling || want.threefold || want.fivefold || want.fifty)
        scanRulings(miner, want, items);
    if (want.flag) scanFlagFalls(miner, items);
    const int ended = endingPly(miner);
    if (wants(MineKind::Ending) && ended > 0)
        items.push_back(miner.item("ending", QuestionKind::Ending, ended));
    if (ended == 0 && (wants(MineKind::Resignation) || wants(MineKind::CanMate)))
        scanLastPosition(miner, game, wants(MineKind::Resignation), wants(MineKind::CanMate),
                         items);
    // Only what the arbiter can answer: a resignation in a dead position changes nothing.
    std::erase_if(items, [](const Item& it) { return !answerOf(it); });
    return items;
}

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
