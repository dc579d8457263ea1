// The mateability proofs that need no search: the material rules and the locked-pawn
// analysis. Every rule here may only ever answer "cannot mate" when no helpmate exists from
// any position reachable from the one given; each carries its argument in a comment.
#include "core/analysis/mateability_static.h"

#include <algorithm>

namespace remis {

using namespace mateability_detail;

bool hasInsufficientMaterial(const Position& pos, Color side) {
    Bitboard ours = pos.pieces(side) & ~pos.pieces(King);
    Bitboard theirs = pos.pieces(~side) & ~pos.pieces(King);
    if (!ours) return true;  // a bare king never mates
    if (pos.pieces(side, Pawn) | pos.pieces(side, Rook) | pos.pieces(side, Queen)) return false;
    // K+N against a bare king: the lone king has no piece to block its own flight square.
    if (ours == pos.pieces(side, Knight) && popcount(ours) == 1 && !theirs) return true;
    // Only bishops on squares of one colour, for both sides: a king checked on that colour
    // always has a flight square of the other colour that no piece can cover or block.
    // (10: decided by square colour, not by square index parity.)
    Bitboard allMinor = ours | theirs;
    if (allMinor == pos.pieces(Bishop) && (!(allMinor & LightSquares) || !(allMinor & DarkSquares)))
        return true;
    return false;
}

// Both rules below need a board without pawns: then no promotion can ever add a piece, and
// captures only take pieces away, so the conditions hold in every reachable position.
//
// KnightAgainstQueens. The only possible checker is the knight on n; say the king is on
// k = n + (1, 2) (every other case is a reflection of this one, and no pawn breaks the
// symmetry). a = n + (0, 1) and b = n + (1, 1) are next to both k and n, d = n + (0, 2) is next
// to k. A queen on a or b would take the knight, so both are empty and must be covered by
// the mating king (the knight covers neither); the only square next to both that is not
// next to k is n + (1, 0). From there the king does not reach d, the knight does not attack
// d, and a queen on d would take the knight through the empty a: d is a free flight square.
// (A rook on b does not attack n, which is why K+N mates K+R: Kh8 Rh7, Kf7 Ng6#.)
//
// BishopsOfOneColour. Say the bishops are light. A checked king stands on a light square;
// the check comes through a light neighbour t = k + (dx, dy) (or from t). The two dark
// neighbours o1 = k + (dx, 0) and o2 = k + (0, dy) are on the board whenever t is. A rook or
// queen there would take the checker on t or block on t (it cannot be pinned: light bishops
// never attack a dark square), so each is empty or holds a piece the rule excludes, and
// must be covered; only the mating king covers dark squares, and no square next to both o1
// and o2 is at distance two from k. Two bishops cannot give double check: a bishop leaving a
// diagonal of the king moves parallel to the other one.
MateReason materialVerdict(const Position& pos, Color side) {
    Bitboard ours = pos.pieces(side) & ~pos.pieces(King);
    if (!ours) return MateReason::BareKing;
    if (hasInsufficientMaterial(pos, side)) return MateReason::InsufficientMaterial;
    if (pos.pieces(Pawn)) return MateReason::None;
    Color them = ~side;
    Bitboard theirs = pos.pieces(them) & ~pos.pieces(King);
    if (ours == pos.pieces(side, Knight) && !moreThanOne(ours) && theirs == pos.pieces(them, Queen))
        return MateReason::KnightAgainstQueens;
    if (ours == pos.pieces(side, Bishop)) {
        Bitboard colour = (ours & LightSquares) ? LightSquares : DarkSquares;
        if (!(ours & ~colour) && !pos.pieces(them, Knight) && !(pos.pieces(them, Bishop) & ~colour))
            return MateReason::BishopsOfOneColour;
    }
    return MateReason::None;
}

namespace mateability_detail {

Bitboard kingSpread(Bitboard b) {
    Bitboard row = b | shift<1>(b) | shift<-1>(b);
    return row | shift<8>(row) | shift<-8>(row);
}

bool allPawnsBlockedByPawns(const Position& pos) {
    Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
    Bitboard pawns = white | black;
    return pawns && !(shift<8>(white) & ~pawns) && !(shift<-8>(black) & ~pawns);
}

namespace {

// The squares from `from` straight up (down) through `open` squares (Kogge-Stone).
Bitboard fillNorthUntil(Bitboard from, Bitboard open) {
    from |= open & (from << 8), open &= open << 8;
    from |= open & (from << 16), open &= open << 16;
    return from | (open & (from << 32));
}
Bitboard fillSouthUntil(Bitboard from, Bitboard open) {
    from |= open & (from >> 8), open &= open >> 8;
    from |= open & (from >> 16), open &= open >> 16;
    return from | (open & (from >> 32));
}

Bitboard pawnAttackSet(Color c, Bitboard pawns) {
    return c == White ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

}  // namespace

namespace {

// The pawns when no pawn ever captures or is captured: each moves only straight ahead, at
// most up to the pawn of the other colour above (below) it on its file, never promoting.
struct PawnPlan {
    Bitboard path[2] = {0, 0};          // squares the pawns of a colour may ever stand on
    Bitboard fixed = 0;                 // pawns that can never move (either colour)
    Bitboard mayAttack[2] = {0, 0};     // squares a pawn of the colour may ever attack
    Bitboard alwaysAttack[2] = {0, 0};  // squares attacked by that colour's fixed pawns
    // The paths of loose pawns: pawns that can still move and block no enemy pawn (another
    // pawn of theirs stands between them and the enemy pawn ahead). Taking one changes
    // nothing that matters: no enemy pawn gets free, no fixed pawn loses its protection.
    Bitboard loose[2] = {0, 0};
};

// Per pawn of colour c: its own path (up to the next pawn of either colour on its file); a
// pawn that can move and whose path ends below a pawn of its own colour is loose.
Bitboard loosePaths(Color c, Bitboard own, Bitboard all, Bitboard fixed) {
    Bitboard loose = 0;
    for (Bitboard b = own & ~fixed; b;) {
        Bitboard pawn = bit(popLsb(b));
        Bitboard path = c == White ? fillNorthUntil(pawn, ~all) : fillSouthUntil(pawn, ~all);
        Bitboard ahead = c == White ? (path & ~(path >> 8)) << 8 : (path & ~(path << 8)) >> 8;
        if (ahead & own) loose |= path;
    }
    return loose;
}

// `boxed`: kings that can never move (boxedKings, confirmed by the caller), which block the
// pawns in front of them like a pawn of the other colour.
PawnPlan planPawns(const Position& pos, Bitboard boxed = 0) {
    PawnPlan p;
    Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
    Bitboard stopWhite = black | boxed, stopBlack = white | boxed;
    // Without captures no pawn passes an enemy pawn on its file (pawnsCannotPromote: there
    // is one ahead of each): a white pawn may step up to the black pawn above it, a black
    // pawn down to the white pawn below it (the files may interleave: g2 g4 g6 v g5 g7).
    p.path[White] = fillNorthUntil(white, ~stopWhite);
    p.path[Black] = fillSouthUntil(black, ~stopBlack);
    // A pawn is fixed when the square ahead holds a fixed pawn; the pairs that face each
    // other start the chains.
    Bitboard fw = white & (stopWhite >> 8), fb = black & (stopBlack << 8);
    for (;;) {
        Bitboard nw = fw | (white & (fw >> 8)), nb = fb | (black & (fb << 8));
        if (nw == fw && nb == fb) break;
        fw = nw, fb = nb;
    }
    p.fixed = fw | fb;
    p.mayAttack[White] = pawnAttackSet(White, p.path[White]);
    p.mayAttack[Black] = pawnAttackSet(Black, p.path[Black]);
    p.alwaysAttack[White] = pawnAttackSet(White, fw);
    p.alwaysAttack[Black] = pawnAttackSet(Black, fb);
    // A boxed king stays where it is and guards the squares around it: the other king never
    // comes next to it, so it may never take a pawn there.
    for (Color c : {White, Black})
        if (boxed & pos.pieces(c, King)) p.alwaysAttack[c] |= kingAttacks(pos.kingSquare(c));
    p.loose[White] = loosePaths(White, white, white | black | boxed, p.fixed);
    p.loose[Black] = loosePaths(Black, black, white | black | boxed, p.fixed);
    return p;
}

// What the locked-structure analysis knows about one colour: where its king and pieces can
// ever stand and what they can ever attack, with only the fixed pawns as obstacles.
struct Reach {
    Bitboard kingRegion = 0;    // squares the king can ever stand on
    Bitboard pieceRegion = 0;   // squares some non-king piece can ever stand on
    Bitboard pieceAttacks = 0;  // squares some non-king piece can ever attack
};

// Flood fill of one piece type from its squares; moves are computed with the fixed pawns as
// the only obstacles (other men can only shorten a slider's reach, so this over-approximates).
void floodPieces(PieceType type, Color c, Bitboard from, Bitboard obstacles, Reach& r) {
    Bitboard region = from, frontier = from;
    while (frontier) {
        Square s = popLsb(frontier);
        Bitboard att = pieceAttacks(type, c, s, obstacles);
        r.pieceAttacks |= att;
        Bitboard next = att & ~obstacles & ~region;
        region |= next;
        frontier |= next;
    }
    r.pieceRegion |= region;
}

// The king never steps on a fixed pawn nor where a fixed enemy pawn attacks.
Bitboard kingRegionOf(const Position& pos, Color c, const PawnPlan& plan) {
    Bitboard allowed = ~plan.fixed & ~plan.alwaysAttack[~c];
    Bitboard region = bit(pos.kingSquare(c));
    for (;;) {
        Bitboard grown = (kingSpread(region) & allowed) | region;
        if (grown == region) return region;
        region = grown;
    }
}

// The king takes a pawn (not a loose one) only where nothing protects it for ever.
bool kingMayTakeAPawn(const PawnPlan& plan, Color c, Bitboard kingRegion) {
    return kingSpread(kingRegion) & plan.path[~c] & ~plan.loose[~c] & ~plan.alwaysAttack[~c];
}

// Squares the pieces of colour c attack from where they stand, with the fixed pawns as the
// only obstacles.
Bitboard attacksNow(const Position& pos, Color c, Bitboard obstacles) {
    Bitboard att = 0;
    for (Bitboard b = pos.pieces(c) & ~pos.pieces(Pawn) & ~pos.pieces(King); b;) {
        Square s = popLsb(b);
        att |= pieceAttacks(typeOf(pos.pieceOn(s)), c, s, obstacles);
    }
    return att;
}

// False as soon as a king could take a pawn that nothing may ever protect (checked before
// the costlier flood of the pieces: in an open position a king reaches a pawn at once).
bool reachOf(const Position& pos, const PawnPlan& plan, Reach reach[2]) {
    for (Color c : {White, Black}) {
        reach[c].kingRegion = kingRegionOf(pos, c, plan);
        Bitboard mayProtect = plan.alwaysAttack[~c] | attacksNow(pos, ~c, plan.fixed);
        Bitboard targets = plan.path[~c] & ~plan.loose[~c];
        if (kingSpread(reach[c].kingRegion) & targets & ~mayProtect) return false;
    }
    for (Color c : {White, Black})
        for (PieceType t : {Knight, Bishop, Rook, Queen})
            if (Bitboard b = pos.pieces(c, t)) floodPieces(t, c, b, plan.fixed, reach[c]);
    return true;
}

// A piece that can never move (every square it attacks holds a fixed pawn of its own) nor
// be taken (no enemy piece or pawn ever attacks it, and the enemy king never comes next to
// it unless a fixed pawn protects it) protects those pawns for ever, like a fixed pawn:
// an entombed bishop behind its own pawns. Valid with the reaches computed before (they
// assume only that the structure holds).
void addEntombedProtectors(const Position& pos, PawnPlan& plan, const Reach reach[2]) {
    for (Color c : {White, Black}) {
        Color e = ~c;
        Bitboard ownFixed = plan.fixed & pos.pieces(c, Pawn);
        Bitboard enemyReach = reach[e].pieceAttacks | plan.mayAttack[e];
        Bitboard kingNear = kingSpread(reach[e].kingRegion) & ~plan.alwaysAttack[c];
        for (Bitboard b = pos.pieces(c) & ~pos.pieces(Pawn) & ~pos.pieces(King); b;) {
            Square s = popLsb(b);
            Bitboard att = pieceAttacks(typeOf(pos.pieceOn(s)), c, s, plan.fixed);
            if ((att & ~ownFixed) || ((enemyReach | kingNear) & bit(s))) continue;
            plan.alwaysAttack[c] |= att;
        }
    }
}

// True if no pawn can ever capture or be captured, given the reaches (which assume just
// that: the argument is an induction on the moves, up to the first capture of or by a pawn).
bool structurePermanent(const PawnPlan& plan, const Reach reach[2]) {
    for (Color c : {White, Black}) {
        Color e = ~c;
        // A pawn never finds a man to take (a pawn attacking the king gives check, not a
        // capture; the replies to that check are the captures covered below). The pawns'
        // paths include the squares a double step passes, so en passant is covered too.
        // (Pawns against pawns were checked by pawnsMayLock.)
        if (plan.mayAttack[c] & reach[e].pieceRegion) return false;
        // No piece ever attacks a square an enemy pawn may stand on (a loose pawn may be
        // taken: the structure does not change).
        if (reach[c].pieceAttacks & plan.path[e] & ~plan.loose[e]) return false;
        if (kingMayTakeAPawn(plan, c, reach[c].kingRegion)) return false;
    }
    return true;
}

}  // namespace

// The squares a piece on s can ever reach, never landing on an obstacle: what floodPieces
// finds move by move, grown here one step in every direction at once. A rook's move is a run
// of steps to a neighbour on its rank or file through free squares, so its region is the set
// of free squares joined to s by such steps; a bishop steps diagonally, a queen both ways, and
// a knight jumps (nothing in between blocks it).
Bitboard regionOf(PieceType type, Square s, Bitboard obstacles) {
    const Bitboard free = ~obstacles;
    Bitboard region = bit(s);
    for (;;) {
        Bitboard step = 0;
        if (type == Rook || type == Queen)
            step |= shift<8>(region) | shift<-8>(region) | shift<1>(region) | shift<-1>(region);
        if (type == Bishop || type == Queen)
            step |= shift<9>(region) | shift<7>(region) | shift<-7>(region) | shift<-9>(region);
        if (type == Knight) {
            Bitboard one = shift<1>(region) | shift<-1>(region);
            Bitboard two = shift<1>(shift<1>(region)) | shift<-1>(shift<-1>(region));
            step = (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
        }
        Bitboard grown = region | (step & free);
        if (grown == region) return region;
        region = grown;
    }
}

namespace {

// The squares each man of colour c other than the king may ever stand on while the structure
// holds: a pawn its own path (straight ahead up to the enemy pawn on its file), a piece its
// flood through squares free of fixed pawns. No promotion ever adds a man.

Men menOf(const Position& pos, Color c, const PawnPlan& plan) {
    Men men;
    Bitboard enemyPawns = pos.pieces(~c, Pawn);
    for (Bitboard b = pos.pieces(c) & ~pos.pieces(King); b && men.count < 15;) {
        Square s = popLsb(b);
        PieceType type = typeOf(pos.pieceOn(s));
        Bitboard reach = type != Pawn ? regionOf(type, s, plan.fixed)
                         : c == White ? fillNorthUntil(bit(s), ~enemyPawns)
                                      : fillSouthUntil(bit(s), ~enemyPawns);
        men.square[men.count++] = reach;
    }
    return men;
}

// Kuhn's augmenting path: flight f (index into flights) gets a man of its own.
bool assign(int f, const Bitboard* flights, const Men& men, int* holder, unsigned& tried) {
    for (int m = 0; m < men.count; ++m) {
        if (!(men.square[m] & flights[f]) || (tried & (1u << m))) continue;
        tried |= 1u << m;
        if (holder[m] < 0 || assign(holder[m], flights, men, holder, tried)) {
            holder[m] = f;
            return true;
        }
    }
    return false;
}

}  // namespace

// True when every square of `flights` can hold a man of its own at once: a mated king's flight
// square that the mating side cannot attack must be occupied by one of the king's own men,
// and no man stands on two squares (a lone bishop blocks one flight square, not two).
bool blockersSuffice(Bitboard flights, const Men& men) {
    Bitboard each[8];
    int n = 0;
    for (Bitboard b = flights; b;) each[n++] = bit(popLsb(b));
    if (n > men.count) return false;
    int holder[15];
    std::fill(holder, holder + men.count, -1);
    for (int f = 0; f < n; ++f) {
        unsigned tried = 0;
        if (!assign(f, each, men, holder, tried)) return false;
    }
    return true;
}

bool noSquareCanBeMated(const Position& pos, Color them, Bitboard kingSquares, Bitboard cover,
                        const Men& blockers) {
    // More men than the matching counts (a composed board): every one may block.
    const bool everyOneBlocks = popcount(pos.pieces(them) & ~pos.pieces(King)) > 15;
    Bitboard anyBlocker = 0;
    for (int m = 0; m < blockers.count; ++m) anyBlocker |= blockers.square[m];
    for (Bitboard ks = kingSquares; ks;) {
        const Bitboard open = kingAttacks(popLsb(ks)) & ~cover;
        if (!(open & ~anyBlocker) && (everyOneBlocks || blockersSuffice(open, blockers)))
            return false;
    }
    return true;
}

namespace {

bool pawnsNeverMeet(const PawnPlan& plan) {
    return !(plan.mayAttack[White] & plan.path[Black]) &&
           !(plan.mayAttack[Black] & plan.path[White]);
}

}  // namespace

// The paths and attack sets of planPawns and nothing else: the cheap half of pawnsMayLock.
bool pawnsMayMeet(const Position& pos) {
    Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
    Bitboard pathWhite = fillNorthUntil(white, ~black), pathBlack = fillSouthUntil(black, ~white);
    return (pawnAttackSet(White, pathWhite) & pathBlack) ||
           (pawnAttackSet(Black, pathBlack) & pathWhite);
}

bool pawnsMayLock(const Position& pos) {
    // A function of the pawns and the en passant square alone, asked after every move while
    // the pawns mostly stand still: the last answer is kept (one per thread).
    struct Memo {
        Bitboard white = 0, black = 0;
        Square ep = -1;  // no position has it: the first question is always worked out
        bool answer = false;
    };
    thread_local Memo memo;
    Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
    if (white == memo.white && black == memo.black && pos.epSquare() == memo.ep) return memo.answer;
    memo = {
        white, black, pos.epSquare(),
        pawnsCannotPromote(pos) && pos.epSquare() == NoSquare && pawnsNeverMeet(planPawns(pos))};
    return memo.answer;
}

namespace {

// pawnsCannotPromote, with the boxed kings standing in the pawns' way.
bool noPawnPromotes(const Position& pos, Bitboard boxed) {
    Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
    Bitboard belowStop = (black | boxed) >> 8, aboveStop = (white | boxed) << 8;
    belowStop |= belowStop >> 8, belowStop |= belowStop >> 16, belowStop |= belowStop >> 32;
    aboveStop |= aboveStop << 8, aboveStop |= aboveStop << 16, aboveStop |= aboveStop << 32;
    return (white | black) && !(white & ~belowStop) && !(black & ~aboveStop);
}

// With a permanent structure, a mate by `side` on k needs a check from a piece or a pawn and
// every flight square covered by `side` or blocked by a man of the mated side.
//
// A boxed king (every square next to it a fixed pawn or attacked by a fixed enemy pawn) never
// moves while the structure holds, so the pawns in front of it are as fixed as behind an enemy
// pawn: by induction on the moves up to the first capture of or by a pawn, which
// structurePermanent then rules out. Its region must come out as its own square, else the
// assumption does not hold and nothing is proved.
bool lockedWith(const Position& pos, Color side, Bitboard boxed) {
    if (!noPawnPromotes(pos, boxed) || pos.epSquare() != NoSquare) return false;
    Color them = ~side;
    PawnPlan plan = planPawns(pos, boxed);
    if (!pawnsNeverMeet(plan)) return false;
    Reach reach[2];
    if (!reachOf(pos, plan, reach)) return false;
    for (Color c : {White, Black})
        if ((boxed & pos.pieces(c, King)) && reach[c].kingRegion != pos.pieces(c, King))
            return false;
    addEntombedProtectors(pos, plan, reach);
    if (!structurePermanent(plan, reach)) return false;
    const Reach &us = reach[side], &foe = reach[them];
    Bitboard checks = us.pieceAttacks | plan.mayAttack[side];
    Bitboard cover = checks | kingSpread(us.kingRegion) | plan.path[side];
    Bitboard candidates = foe.kingRegion & checks;
    // A king in check from a fixed pawn now (it has a move: the caller has ruled out mate and
    // stalemate) leaves that square for ever.
    Square k0 = pos.kingSquare(them);
    if (plan.alwaysAttack[side] & bit(k0)) candidates &= ~bit(k0);
    // The flight squares `side` can never attack must each hold a man of the mated side, one
    // man per square: a flight square that only the same piece could block as another leaves
    // the king a way out.
    return noSquareCanBeMated(pos, them, candidates, cover, menOf(pos, them, plan));
}

}  // namespace

bool lockedPawnsPreventMate(const Position& pos, Color side) {
    if (lockedWith(pos, side, 0)) return true;
    Bitboard boxed = boxedKings(pos);
    if (boxed && lockedWith(pos, side, boxed)) return true;
    // Pawns a king or piece may take, pawns that may still step into the wall.
    return pawnsKeepFilesPreventMate(pos, side);
}

uint64_t closedWorldSize(const Position& pos, uint64_t limit) {
    // A hint, not a proof: the men of the moving side's own colour are taken as obstacles
    // too (an entombed rook behind its king has one square, not seven).
    uint64_t size = 2;
    Bitboard pawns = pos.pieces(Pawn);
    for (Color c : {White, Black}) {
        Bitboard own = pos.pieces(c) & ~pos.pieces(Pawn);
        Square k = pos.kingSquare(c);
        Bitboard allowed = ~pawns & ~pawnAttackSet(~c, pos.pieces(~c, Pawn)) & ~(own ^ bit(k));
        Bitboard region = bit(k);
        for (Bitboard grown; (grown = (kingSpread(region) & allowed) | region) != region;)
            region = grown;
        size *= uint64_t(popcount(region));
        if (size > limit) return limit + 1;
        for (Bitboard pieces = own ^ bit(k); pieces;) {
            Square s = popLsb(pieces);
            Bitboard region = regionOf(typeOf(pos.pieceOn(s)), s, pawns | (own ^ bit(s)));
            size *= uint64_t(popcount(region));
            if (size > limit) return limit + 1;
        }
    }
    return size;
}

}  // namespace mateability_detail
}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
