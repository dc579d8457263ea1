// The mateability proofs that need no search: the material rules and the locked-pawn
// analysis. Every rule here may only ever answer "cannot mate" when no helpmate exists from
// any position reachable from the one given; each carries its argument in a comment.
#include "core/analysis/mateability_static.h"

namespace remis {

using namespace unwinnability_detail;

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

namespace unwinnability_detail {

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

Bitboard pawnAttackSet(Color c, Bitboard pawns) {
    return c == White ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

// What the locked-pawn analysis knows about one colour: where its king and pieces can ever
// stand and what they can ever attack, with only the (permanent) pawns as obstacles.
struct Reach {
    Bitboard kingRegion = 0;    // squares the king can ever stand on
    Bitboard pieceRegion = 0;   // squares some non-king piece can ever stand on
    Bitboard pieceAttacks = 0;  // squares some non-king piece can ever attack
    bool touchesPawn = false;   // some king or piece could capture a pawn
};

// Flood fill of one piece type from its squares; moves are computed with the pawns as the
// only obstacles (other pieces can only shorten a slider's reach, so this over-approximates).
void floodPieces(PieceType type, Color c, Bitboard from, Bitboard pawns, Bitboard ownPawns,
                 Reach& r) {
    Bitboard region = from, frontier = from;
    while (frontier) {
        Square s = popLsb(frontier);
        Bitboard att = pieceAttacks(type, c, s, pawns);
        r.pieceAttacks |= att;
        Bitboard next = att & ~pawns & ~region;
        region |= next;
        frontier |= next;
    }
    r.pieceRegion |= region;
    if (r.pieceAttacks & pawns & ~ownPawns) r.touchesPawn = true;
}

// The king never steps on a pawn of its own, nor where an enemy pawn attacks; it can take
// an enemy pawn only if no other enemy pawn protects it (checked by the caller).
Bitboard kingRegionOf(const Position& pos, Color c) {
    Bitboard allowed = ~pos.pieces(Pawn) & ~pawnAttackSet(~c, pos.pieces(~c, Pawn));
    Bitboard region = bit(pos.kingSquare(c));
    for (;;) {
        Bitboard grown = (kingSpread(region) & allowed) | region;
        if (grown == region) return region;
        region = grown;
    }
}

Reach reachOf(const Position& pos, Color c) {
    Bitboard pawns = pos.pieces(Pawn), own = pos.pieces(c, Pawn), enemy = pos.pieces(~c, Pawn);
    Bitboard enemyAttacks = pawnAttackSet(~c, enemy);
    Reach r;
    Bitboard region = kingRegionOf(pos, c);
    r.kingRegion = region;
    if (kingSpread(region) & enemy & ~enemyAttacks) r.touchesPawn = true;
    for (PieceType t : {Knight, Bishop, Rook, Queen})
        if (Bitboard b = pos.pieces(c, t)) floodPieces(t, c, b, pawns, own, r);
    return r;
}

}  // namespace

bool lockedPawnsPreventMate(const Position& pos, Color side) {
    if (!allPawnsBlockedByPawns(pos) || pos.epSquare() != NoSquare) return false;
    Color them = ~side;
    Reach us = reachOf(pos, side), foe = reachOf(pos, them);
    if (us.touchesPawn || foe.touchesPawn) return false;
    // No pawn may ever get something to capture: enemy pawns are never on its capture
    // squares (they never move) and no enemy king or piece can ever stand there.
    Bitboard pawnsUs = pos.pieces(side, Pawn), pawnsThem = pos.pieces(them, Pawn);
    Bitboard attUs = pawnAttackSet(side, pawnsUs), attThem = pawnAttackSet(them, pawnsThem);
    if (attUs & (pawnsThem | foe.kingRegion | foe.pieceRegion)) return false;
    if (attThem & (pawnsUs | us.kingRegion | us.pieceRegion)) return false;
    // The structure is permanent. A mate by `side` on k needs a check from a piece (pawns
    // attack fixed squares the enemy king never enters) and every flight square covered by
    // `side` or blocked by a piece of the mated side.
    Bitboard pawns = pawnsUs | pawnsThem;
    Bitboard cover = us.pieceAttacks | kingSpread(us.kingRegion) | attUs;
    for (Bitboard ks = foe.kingRegion & us.pieceAttacks; ks;) {
        Square k = popLsb(ks);
        Bitboard flights = kingAttacks(k) & ~pawns & ~attUs;
        if (!(flights & ~(cover | foe.pieceRegion))) return false;
    }
    return true;
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
            Reach r;
            floodPieces(typeOf(pos.pieceOn(s)), c, bit(s), pawns | (own ^ bit(s)),
                        pos.pieces(c, Pawn), r);
            size *= uint64_t(popcount(r.pieceRegion));
            if (size > limit) return limit + 1;
        }
    }
    return size;
}

}  // namespace unwinnability_detail
}  // namespace remis
