// Reading PGN into PgnGame trees (tree.h), leniently, as docs/pgn.md's table says: the reader
// (reader.h) cuts the text into events, PgnTreeBuilder replays every move of every line so
// that SAN is stored canonically ("0-0" -> "O-O", "e8Q" -> "e8=Q"), and repairs the FEN
// defects real files contain. An illegal or unreadable move keeps the line up to there and
// the rest of that line as written (PgnNode::unread), with one error that names the game,
// the line and the move: "23...Qxh7: no queen can reach h7". In the mainline the rest is the
// rest of the game; in a variation it ends at the variation's ')', and reading goes on after
// it (PgnGameRead::variationStops).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/error.h"
#include "core/board/position.h"
#include "core/pgn/reader.h"
#include "core/pgn/tree.h"
#include "core/rules/illegalmove.h"

namespace remis {

// A FEN as PGN files write it: fullmove number 0 is read as 1, castling rights whose king
// or rook is not on its home square are dropped (each repair adds a line to `repairs`), an
// en passant square on which no capture is possible is dropped silently (FIDE 9.2.3.1).
// Impossible positions (two kings, a pawn on the first rank...) stay errors.
Result<Position> parsePgnFen(std::string_view fen, std::vector<Error>* repairs = nullptr);

// The position before the first move: the FEN tag's (repaired) or the initial position.
Result<Position> startPositionOf(const PgnGame& game, std::vector<Error>* repairs = nullptr);

// Plays one move written in SAN (lenient, see notation.h) or a null move ("--", "Z0": the
// side to move switches, nothing else moves); returns the canonical SAN (a null move as it
// was written, "--" or "Z0").
Result<std::string> playPgnMove(Position& pos, std::string_view san);

// Plays a move as a record states it (pgn.md): a legal or null move as playPgnMove, or a move
// that broke the rules but that a piece of the side to move could physically make, and that
// stood (FIDE 7.5, illegalmove.h): the board is then as played, the SAN is kept as it was
// written, and `stood` (when given) says why the move was illegal. A move that takes a king,
// or that no piece could make, stays playPgnMove's error.
Result<std::string> playRecordedMove(Position& pos, std::string_view san,
                                     std::optional<IllegalMoveKind>* stood = nullptr);

// The position after node id, replaying from the start; an error if a move on the way fails.
Result<Position> positionAt(const PgnGame& game, NodeId id);

// "23. Qxh7" / "23...Qxh7": a move with its number, for messages (pos: before the move).
std::string numberedMove(const Position& pos, std::string_view san);

// "game 3, line 17: 23...Qxh7: ..." (the game and line when known).
std::string describePgnError(const PgnError& error);

// A comment or NAG read after a window wrote the move it belongs to (PgnTreeBuilder::
// setWindow): a comment after a variation belongs to the move before it, which is written
// before the variation. The move is named by the order in which the windows first marked
// it written, the same in each read of the game with the same window.
struct PgnLateAnnotation {
    std::uint64_t move = 0;
    std::optional<PgnComment> comment;  // or else
    int nag = 0;
};

// A variation whose reading stopped at an illegal or unreadable move: the rest of it, to its
// ')', is the unread rest of node `at` (the last move read in it, or the move it is an
// alternative to when its first move failed), and the line around it is read on. The
// game's mainline is not cut by it.
struct PgnVariationStop {
    std::size_t error = 0;  // index into PgnGameRead::errors
    NodeId at = NoNode;     // NoNode once a window wrote and dropped it (setWindow)
};

// One game as read, with what went wrong while reading it.
struct PgnGameRead {
    PgnGame game;
    int number = 0;                  // 1-based, in the input
    long line = 0;                   // line where the game starts
    std::vector<PgnError> errors;    // errors and warnings of this game, in order
    NodeId stoppedAt = NoNode;       // the mainline node after which reading stopped (its `unread`)
    std::size_t stoppedAtError = 0;  // with stoppedAt: the index of its error in `errors`
    std::vector<PgnVariationStop> variationStops;  // variations read only up to an error
    // Whether errors[error] stopped only a variation (the mainline is read on after it).
    [[nodiscard]] bool stoppedAVariation(std::size_t error) const;
    PgnGameBytes bytes;                   // where its text lies in the input
    bool flushedThenChanged = false;      // PgnTreeBuilder::setWindow: a window was written early
    std::vector<PgnLateAnnotation> late;  // setWindow: what was read after its move was written
};

// Builds one PgnGame per game from a PgnReader's events (report variations!) and hands each
// to `done` in file order; streaming, so memory is bounded by the largest game. Call finish()
// after the reader: the last game is held back until then, so that "%" lines after it are
// kept with it (PgnGame::trailer).
class PgnTreeBuilder : public PgnVisitor {
public:
    explicit PgnTreeBuilder(std::function<void(PgnGameRead&)> done);
    ~PgnTreeBuilder() override;
    void finish();
    // Errors outside any game (text between games).
    [[nodiscard]] const std::vector<PgnError>& outsideErrors() const noexcept;
    static PgnReaderOptions readerOptions();  // variations reported, as deep as allowed

    // For a game too long to hold as a tree (annotate on a game of millions of plies): once
    // the game's tree holds `nodes` nodes when a move is read (or comments of `nodes` times
    // 256 bytes were read since the last flush), `flush` is handed the game and
    // the move two before that one in the same line, whose comments, NAGs and variations are
    // all read (a NAG at the start of a variation of the move just read belongs to the move
    // before it); what a writer writes up to it (PgnWindowWriter) is then dropped, keeping
    // the nodes the open lines still need. With WindowScope::Mainline only mainline moves
    // count (no variation open), and a long variation is held whole; with Lines a move in
    // a variation counts too; a variation at the first move of another, which the writer
    // writes after the whole of the other, is recorded (eventtape.h, in a temporary file
    // past 64 KiB) and read after the other's ')', giving the same tree and errors; and a
    // variation read to its ')' is flushed whole (`complete` is its last move), so that many
    // short variations of one move are not held either. 0 (the default): none are
    // dropped. The tags, preamble and result stay whole. A game so read holds free slots in
    // `nodes` (empty nodes no move leads to) and NoNode among the children of a move whose
    // written variations were dropped: walk it from the root by first children, as the
    // writer does.
    // A comment or NAG for a move already flushed (after a variation, for the move it
    // follows) is listed in PgnGameRead::late; the windows then do not write the game's
    // bytes, unless it is read again with setLateAnnotations. Other changes to what was
    // flushed (an error there, lines after the last game), or late annotations of more than
    // 4 MiB, or a NAG before the first move of a variation in a game where one was recorded,
    // set PgnGameRead::flushedThenChanged: read it again with WindowScope::Mainline (which
    // never sets it).
    using FlushFunction = std::function<void(PgnGameRead& game, NodeId complete)>;
    enum class WindowScope { Mainline, Lines };
    void setWindow(std::size_t nodes, FlushFunction flush,
                   WindowScope scope = WindowScope::Mainline);
    // For a read of the same game's bytes with the same window: each of `late` (as an
    // earlier read listed them) is added to its move just before a window first writes it,
    // and skipped where it is read, so that the windows write the game's bytes.
    void setLateAnnotations(std::vector<PgnLateAnnotation> late);

    void beginGame(int gameNumber, long line) override;
    void tag(std::string_view name, std::string_view value) override;
    void tagLine(long line) override;
    void untaggedLine(std::string_view text) override;
    void beginMovetext() override;
    bool move(std::string_view san, long line) override;
    void comment(std::string_view text) override;
    void lineComment(std::string_view text) override;
    void escapeLine(std::string_view text) override;
    void moveNumber(std::string_view text) override;
    void commentBetweenGames(std::string_view text, bool lineComment) override;
    void nag(int n) override;
    void drawOffer() override;
    void beginVariation() override;
    void endVariation() override;
    void result(std::string_view r) override;
    void resultInVariation(std::string_view r) override;
    void gameBytes(const PgnGameBytes& bytes) override;
    void endGame() override;
    void error(const PgnError& error) override;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

// Every game of a text (maxGames 0 = all); errors of all games appended to `errors`. A text
// held whole is read whole: no comment or tag line in it is too long.
[[nodiscard]] std::vector<PgnGame> readPgnGames(std::string_view text,
                                                std::vector<PgnError>* errors = nullptr,
                                                int maxGames = 0);
// The same with each game's number, line and errors; the errors outside any game (text
// between games) are appended to `outside`.
[[nodiscard]] std::vector<PgnGameRead> readPgnGamesDetailed(
    std::string_view text, int maxGames = 0, std::vector<PgnError>* outside = nullptr);

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
