// Replaying a PGN game's moves: its start position (the FEN tag, repaired as pgnfen.cpp says),
// a move as recorded (a null move, a legal move in canonical SAN, or an illegal move that was
// physically made and stood, FIDE 7.5), the position at a node, and the words that name a move
// or an error as on a score sheet. Shared by the tree builder and whoever walks a tree.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/board/notation.h"
#include "core/pgn/treebuilder.h"

namespace remis {

Result<Position> startPositionOf(const PgnGame& game, std::vector<Error>* repairs) {
    if (!game.hasTag("FEN")) return Position::startPosition();
    return parsePgnFen(game.tag("FEN"), repairs);
}

Result<std::string> playPgnMove(Position& pos, std::string_view san) {
    if (san == "--" || san == "Z0") {
        // A null move (ChessBase, lichess studies): only the side to move changes.
        if (pos.inCheck()) return makeError(ErrorCode::NullMoveInCheck);
        const bool black = pos.sideToMove() == Black;
        pos.setSideToMove(~pos.sideToMove());
        pos.setEpCandidate(NoSquare);
        pos.setClocks(
            std::min(pos.halfmoveClock() + 1, Position::MaxHalfmoveClock),
            std::min(pos.fullmoveNumber() + (black ? 1 : 0), Position::MaxFullmoveNumber));
        pos.finishSetup();
        return std::string(san);  // kept as it was written (pgn.md: what was read, as read)
    }
    const Result<Move> m = parseSan(pos, san);
    if (!m) return m.error();
    // Only after a move that left a king in check (7.5, playRecordedMove): no move takes it.
    if (typeOf(pos.pieceOn(m->to())) == King) return makeError(ErrorCode::IllegalMove, {toUci(*m)});
    std::string canonical = toSan(pos, *m);
    Position::Undo undo;
    pos.makeMove(*m, undo);
    return canonical;
}

Result<std::string> playRecordedMove(Position& pos, std::string_view san,
                                     std::optional<IllegalMoveKind>* stood) {
    if (stood) stood->reset();
    // Right after a move that left its king in check, the position is none of the Laws and
    // a move's canonical SAN would claim a check the mover did not give: keep it as written.
    const bool ofTheLaws = isPositionOfTheLaws(pos);
    Result<std::string> played = playPgnMove(pos, san);
    if (played && !ofTheLaws) return std::string(san);
    if (played || san == "--" || san == "Z0") return played;
    const std::optional<PhysicalMove> physical = findPhysicalMove(pos, san);
    if (!physical) return played;
    Position::Undo undo;
    playPhysicalMove(pos, physical->move, undo);
    if (stood) *stood = physical->why;
    return std::string(san);  // as written: it has no canonical SAN among the legal moves
}

Result<Position> positionAt(const PgnGame& game, NodeId id) {
    std::vector<NodeId> path;
    for (; id != PgnGame::root() && id != NoNode; id = game.node(id).parent) path.push_back(id);
    Result<Position> pos = startPositionOf(game);
    if (!pos) return pos;
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
        const std::string& san = game.node(*it).san;
        const std::string label = numberedMove(*pos, san);
        const Result<std::string> played = playRecordedMove(*pos, san);
        if (!played) return placed(played.error(), ErrorPlace::Move, {label});
    }
    return pos;
}

std::string numberedMove(const Position& pos, std::string_view san) {
    std::string out = std::to_string(pos.fullmoveNumber());
    out += pos.sideToMove() == White ? ". " : "...";
    out += san;
    return out;
}

std::string describePgnError(const PgnError& error) {
    std::string out;
    if (error.game > 0) out += "game " + std::to_string(error.game) + ", ";
    if (error.line > 0) out += "line " + std::to_string(error.line) + ": ";
    return out + error.message;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
