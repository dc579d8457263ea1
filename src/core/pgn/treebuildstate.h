// What PgnTreeBuilder holds while it reads (for its own files: treebuilder.cpp, the events;
// treebuildwindow.cpp, the windows of setWindow; treebuildrecording.cpp, the variations
// recorded and read later). One Line per open variation: the node it has reached, the
// position there and the position before its last move (where a variation of that move
// starts).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/pgn/eventtape.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewindow.h"

namespace remis {

struct PgnTreeBuilder::State {
    struct Line {
        NodeId last = PgnGame::root();  // the node this line has reached
        Position pos;                   // the position after `last`
        Position before;                // the position before `last` (when hasMove)
        bool hasMove = false;
        std::vector<PgnComment> pendingBefore;  // after "(" and before the first move
        NodeId head = NoNode;  // its first move, or what stands for the moves dropped
        // setWindow, Lines: the variations read at its first move, which are alternatives to
        // that move and are read after its ')' (Recording).
        std::unique_ptr<PgnEventTape> deferred;
    };
    // setWindow, Lines: a variation opened at the first move of another one is written after
    // the whole of the other, so a window could write neither while it is read. It is
    // recorded instead (its events, on the tape of the line whose first move it follows) and
    // read after that line's ')', where it is written, as if it had been written there: the
    // tree is the same. Its first move decides: a variation whose first move cannot be played
    // (or that opens another, or closes, before one) is text of the move it follows, as read
    // where it stands; it is read there at once.
    struct Recording {
        std::size_t line = 0;      // the index of the line whose first move it follows
        int depth = 0;             // its '(' and those opened in it, not yet closed
        bool headDecided = false;  // its first move can be played: it goes on the line's tape
        Position start;            // the position before that first move
        PgnEventTape head;         // its events up to its first move
    };

    std::function<void(PgnGameRead&)> done;
    std::size_t window = 0;  // setWindow
    std::size_t threshold = 0;
    std::size_t commentBytes = 0;  // of the comments read since the last flush
    FlushFunction flush;
    WindowScope scope = WindowScope::Mainline;
    PgnTreeWindow kept;                     // the nodes kept, and which of them were written
    PgnVisitor* self = nullptr;             // the builder, which a recording is played to
    std::unique_ptr<Recording> recording;   // the variation being recorded
    bool readsNextVariation = false;        // a recording played at once: no new one
    int replaying = 0;                      // recordings being played, one in another
    std::uint64_t order = 0;                // the reading order of the event handled
    std::uint64_t lastOrder = 0;            // of the last event the reader handed over
    std::vector<std::uint64_t> errorOrder;  // of each error of the game, by reading order
    bool recorded = false;                  // a variation of this game was recorded
    // Since a variation was recorded: for a move given NAGs before the first move of
    // variations (addStartNag), the reading order of each, which are the last of its NAGs.
    std::unordered_map<NodeId, std::vector<std::uint64_t>> startNagOrder;
    // PgnGameRead::late: each written node's place in the order nodes were first marked
    // written (the same in each read of the game: the windows fall at the same places; a
    // place per node read would cost 8 bytes a node where a variation is held whole), the
    // bytes listed, and what setLateAnnotations gave, by that place (in the order read).
    std::unordered_map<NodeId, std::uint64_t> markedAs;
    std::uint64_t marks = 0;
    std::size_t lateBytes = 0;
    std::multimap<std::uint64_t, PgnLateAnnotation> toAdd;
    bool adding = false;
    std::vector<PgnError> outside;
    std::vector<std::string> pendingEscapes;  // % lines between games
    std::vector<PgnComment> pendingComments;  // comments between games: kept with the next
    std::vector<std::string> untagged;        // lines among the tags that are no tags
    long tagLine = 0;                         // the line of the tag being read
    // Each FEN tag's line (0: given without one). The first is read (PgnGame::tag, and
    // GameAuditor as well); a later one is kept as written and said (PgnFenTagNotRead).
    std::vector<long> fenLines;
    std::optional<PgnGameRead> current, held;
    std::vector<Line> lines;
    bool inMovetext = false;
    // After a stop: '(' in the unread rest not yet closed there. A ')' beyond them closes
    // the line that stopped: a variation's ends the unread rest and reading goes on in the
    // line around it (the mainline's has no ')': what comes is the rest of the game).
    int unreadOpen = 0;
    // A variation stopped at its first move (or before one): its text is the unread rest of
    // the move it is an alternative to, and that move's line is read on from the next move
    // after the variation's ')'.
    bool readOnAtMove = false;
    bool reading = false;  // false after an error: the rest goes into `unread`
    std::string* unread = nullptr;
    // The move number written before the move to come ("2.", "3..."): the tree does not keep
    // it (the writer numbers the moves), but if that move cannot be played it starts the
    // unread rest, which keeps the text as it was (docs/pgn.md).
    std::string numberBeforeMove;

    PgnGame& game() { return current->game; }
    // The rest after a stop is kept as words; but where the FEN tag stopped the reading, the
    // comments and NAGs before the first word of the rest are still "before the first move"
    // and stay in the tree: that is where the writer puts them, ahead of the rest, and where
    // they are read again. (In the rest they moved on every write and read: fuzz_pgn,
    // "{a} [FEN \"bad\"] 1. Kb1".)
    [[nodiscard]] bool keepsAnnotations() const { return reading || (unread && unread->empty()); }
    void flushHeld();
    void addUnread(std::string_view word);
    // setWindow: after the move just read in the innermost line, the moves up to the one
    // two before it go to `flush`. The one before it stays: a variation of the last move
    // starts from it, and a NAG read before the variation's first move is its NAG.
    void slideWindow();
    // A window holds `window` nodes, or comments of `window` times kCommentBytesPerNode bytes:
    // a game of few moves with comments of a megabyte each is held in bounded memory too.
    static constexpr std::size_t kCommentBytesPerNode = 256;
    [[nodiscard]] bool isWindowFull() const;
    // Whether the writer writes the innermost line where it is read: inside the variations
    // of the move it is an alternative to. A variation opened at the first move of another
    // is an alternative to that first move, written after the whole of the other.
    [[nodiscard]] bool isNested() const;
    // What the writer has written and a later token may still reach: each open line's last
    // move and the one before it, the last complete move and the root (whose NAGs a
    // variation of the first move may add to).
    void markWritten(NodeId complete);
    // The first time a node is marked, all that is read for it until then is in it: what an
    // earlier read found later (setLateAnnotations) joins it there, after the rest.
    void mark(NodeId id);
    void addLate(NodeId id);
    // A comment or NAG for `at`, which a window wrote: whether to skip it (it was added
    // before, setLateAnnotations). Else it is listed in PgnGameRead::late, up to 4 MiB (as
    // much as annotate's window holds of comments); past that the game must be read with
    // its variations held whole.
    static constexpr std::size_t kMaxLateBytes = std::size_t(4) << 20;
    bool skipsLate(NodeId at, PgnLateAnnotation late);
    [[nodiscard]] bool isLate(NodeId at) const { return kept.isWritten(at); }
    // Drops, on each open line, the written moves that no line needs: the moves before
    // the one before its last (the last complete one on the innermost line), and the
    // variations written before the one open.
    void dropWritten(NodeId complete);
    // dropWritten on every line but the innermost; returns the node the innermost starts from.
    NodeId dropOuterLines();
    // setWindow, Lines: many short variations of one move fill the window with no line long
    // enough to slide (slideWindow needs three moves in one line). A variation read to its
    // ')' is whole, so it is written once the window is full, if it is written where it is
    // read (isNested); the earlier alternatives are dropped. The variation itself stays until
    // the next flush: the writer's frame stops at its last move.
    void flushClosedVariation();
    // A stop whose node a window wrote and dropped names no node any more (its slot may
    // hold another): a dropped slot holds an empty node until it is used again.
    void forgetDroppedStops();
    NodeId append(Line& line, std::string san);
    void addComment(PgnComment c);
    void addAfter(NodeId at, PgnComment c);
    // Reading of the innermost line stops here (docs/pgn.md): open variations without a move
    // yet become text of the rest, which goes into the unread rest of the last move read.
    // In a variation the rest ends at its ')' (resumeAfterVariation); where variations
    // without a move were open, the line of that move is read on after them (readOnAtMove).
    // Only a stop in the mainline itself ends the reading of the game.
    void stop(long lineNumber, Error error);
    // The tokens after a variation's stop are its unread rest, up to what lets reading go on.
    void readOn();
    // A ')' while not reading: one that closes a '(' of the unread rest is text of it; one
    // beyond them closes the stopped variation (true: read on, the caller closes the line).
    bool resumesAtClose();
    // A move or move number while not reading: the stopped line's move is read again when
    // the variations of its last move that stopped at their first move are closed.
    bool resumesAtMove();
    void reportError(long lineNumber, Error error,
                     PgnError::Severity severity = PgnError::Severity::Error);
    void addError(PgnError error);

    // Each event of a game's movetext gets its place in reading order (a recorded one keeps
    // its own when it is played); true when it is recorded, to be read later (Recording).
    bool taped(PgnEventTape::Kind kind, std::string_view text = {}, long number = 0) {
        if (replaying == 0) order = ++lastOrder;
        if (!recording) return false;
        record(PgnEventTape::Event{kind, order, number, std::string(text)});
        return true;
    }
    // Whether the variation opening now is recorded: one at the first move of a variation,
    // read as a window of its variations.
    bool startsRecording();
    void record(const PgnEventTape::Event& e);
    static bool isPlayable(Position pos, std::string_view san);
    void keepRecording(Recording& r);
    // A variation that is text of the move it follows is read where it stands.
    void readRecordingNow();
    void play(PgnEventTape& tape);
    // At the game's end (its text ends inside a variation): what was recorded is read as if
    // the lines it follows had been closed there, which is what reading it in place gave.
    void readRecordedAtEnd();
    // A NAG before the first move of a variation, for the move `at` it starts from, in its
    // place by reading order among those before it: a recorded variation is read after text
    // that follows it.
    void addStartNag(NodeId at, int nag);
};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
