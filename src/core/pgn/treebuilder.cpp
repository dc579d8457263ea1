// PgnTreeBuilder keeps one Line per open variation: the node it has reached, the position
// there and the position before its last move (where a variation of that move starts).
#include "core/pgn/treebuilder.h"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/io/gameboundary.h"
#include "core/pgn/eventtape.h"
#include "core/pgn/readingorder.h"
#include "core/pgn/tree.h"
#include "core/pgn/treewindow.h"

namespace remis {
namespace {

// a + b + c without "literal" + std::string, which trips GCC 12's -Wrestrict at -O3.
std::string concat(std::string_view a, std::string_view b, std::string_view c = {}) {
    std::string out;
    out.reserve(a.size() + b.size() + c.size());
    out.append(a).append(b).append(c);
    return out;
}

// Appends one word to the unread rest: words are separated by single spaces, and an escape
// line ('%', 8.2.4) stands on a line of its own, "\n%text\n", as the writer puts it back.
// Parentheses are glued to what they enclose, "(41. Bc4 $14)", as files and the writer
// write them.
void appendUnread(std::string& unread, std::string_view word) {
    const bool glued =
        unread.empty() || unread.back() == '\n' || unread.back() == '(' || word == ")";
    if (!glued) unread += ' ';
    unread += word;
}

// A comment in the unread rest: a { } comment as one braced word; a ';' comment and an escape
// line each on a line of its own, "\n;text\n" and "\n%text\n", as written (a ';' comment in
// braces would have its '}' changed; an escape line as a word would be read as a comment).
// The writer puts the ';' comment after the word before it, and ends the line there.
void appendUnreadComment(std::string& unread, const PgnComment& c) {
    if (c.kind == PgnComment::Kind::Brace) return appendUnread(unread, concat("{", c.text, "}"));
    if (unread.empty() || unread.back() != '\n') unread += '\n';
    unread += concat(c.kind == PgnComment::Kind::Escape ? "%" : ";", c.text, "\n");
}

}  // namespace

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
    void flushHeld() {
        if (!held) return;
        done(*held);
        held.reset();
    }
    void addUnread(std::string_view word) { appendUnread(*unread, word); }
    // setWindow: after the move just read in the innermost line, the moves up to the one
    // two before it go to `flush`. The one before it stays: a variation of the last move
    // starts from it, and a NAG read before the variation's first move is its NAG.
    void slideWindow() {
        if (window == 0 || !isWindowFull()) return;
        if (scope == WindowScope::Mainline && lines.size() > 1) return;
        const Line& inner = lines.back();
        if (inner.last == inner.head || !isNested()) return;
        const NodeId previous = game().node(inner.last).parent;
        if (previous == inner.head) return;
        const NodeId complete = game().node(previous).parent;
        if (kept.isWritten(complete)) return;
        markWritten(complete);  // first: it adds the late annotations, before they are written
        flush(*current, complete);
        commentBytes = 0;
        dropWritten(complete);
        forgetDroppedStops();
        // Each flush walks the nodes held: when many must stay (alternatives to a move not
        // yet written), the next one waits until as many more are read.
        threshold = 2 * kept.live(game());
    }
    // A window holds `window` nodes, or comments of `window` times kCommentBytesPerNode bytes:
    // a game of few moves with comments of a megabyte each is held in bounded memory too.
    static constexpr std::size_t kCommentBytesPerNode = 256;
    [[nodiscard]] bool isWindowFull() const {
        return kept.live(current->game) >= std::max(window, threshold) ||
               commentBytes >= window * kCommentBytesPerNode;
    }
    // Whether the writer writes the innermost line where it is read: inside the variations
    // of the move it is an alternative to. A variation opened at the first move of another
    // is an alternative to that first move, written after the whole of the other.
    [[nodiscard]] bool isNested() const {
        for (std::size_t i = 1; i + 1 < lines.size(); ++i)
            if (lines[i].last == lines[i].head) return false;
        return true;
    }
    // What the writer has written and a later token may still reach: each open line's last
    // move and the one before it, the last complete move and the root (whose NAGs a
    // variation of the first move may add to).
    void markWritten(NodeId complete) {
        mark(PgnGame::root());
        mark(complete);
        for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
            mark(lines[i].last);
            mark(game().node(lines[i].last).parent);
        }
    }
    // The first time a node is marked, all that is read for it until then is in it: what an
    // earlier read found later (setLateAnnotations) joins it there, after the rest.
    void mark(NodeId id) {
        if (kept.isWritten(id)) return;
        markedAs[id] = ++marks;  // a slot freed and reused is marked anew
        addLate(id);
        kept.markWritten(id);
    }
    void addLate(NodeId id) {
        const auto [from, to] = toAdd.equal_range(markedAs[id]);
        PgnNode& node = game().node(id);
        for (auto it = from; it != to; ++it) {
            if (it->second.comment)
                node.after.push_back(std::move(*it->second.comment));
            else
                node.nags.push_back(it->second.nag);
        }
        toAdd.erase(from, to);
    }
    // A comment or NAG for `at`, which a window wrote: whether to skip it (it was added
    // before, setLateAnnotations). Else it is listed in PgnGameRead::late, up to 4 MiB (as
    // much as annotate's window holds of comments); past that the game must be read with
    // its variations held whole.
    static constexpr std::size_t kMaxLateBytes = std::size_t(4) << 20;
    bool skipsLate(NodeId at, PgnLateAnnotation late) {
        if (adding) return true;
        lateBytes += sizeof late + (late.comment ? late.comment->text.size() : 0);
        if (lateBytes > kMaxLateBytes) {
            current->flushedThenChanged = true;
            current->late.clear();
            return false;
        }
        late.move = markedAs[at];
        current->late.push_back(std::move(late));
        return false;
    }
    [[nodiscard]] bool isLate(NodeId at) const { return kept.isWritten(at); }
    // Drops, on each open line, the written moves that no line needs: the moves before
    // the one before its last (the last complete one on the innermost line), and the
    // variations written before the one open.
    void dropWritten(NodeId complete) {
        const NodeId parent = dropOuterLines();
        Line& inner = lines.back();
        if (complete != parent) inner.head = kept.dropBefore(game(), parent, inner.head, complete);
    }
    // dropWritten on every line but the innermost; returns the node the innermost starts from.
    NodeId dropOuterLines() {
        NodeId parent = PgnGame::root();
        for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
            Line& line = lines[i];
            const NodeId keep = game().node(line.last).parent;
            if (keep != parent) line.head = kept.dropBefore(game(), parent, line.head, keep);
            parent = keep;
            kept.dropAlternativesBefore(game(), parent, lines[i + 1].head);
        }
        return parent;
    }
    // setWindow, Lines: many short variations of one move fill the window with no line long
    // enough to slide (slideWindow needs three moves in one line). A variation read to its
    // ')' is whole, so it is written once the window is full, if it is written where it is
    // read (isNested); the earlier alternatives are dropped. The variation itself stays until
    // the next flush: the writer's frame stops at its last move.
    void flushClosedVariation() {
        if (window == 0 || scope != WindowScope::Lines || !isWindowFull()) return;
        const Line& closed = lines.back();
        if (!closed.hasMove || !isNested()) return;
        markWritten(closed.last);
        flush(*current, closed.last);
        commentBytes = 0;
        (void)dropOuterLines();
        forgetDroppedStops();
        threshold = 2 * kept.live(game());
    }
    // A stop whose node a window wrote and dropped names no node any more (its slot may
    // hold another): a dropped slot holds an empty node until it is used again.
    void forgetDroppedStops() {
        for (PgnVariationStop& stop : current->variationStops)
            if (stop.at != NoNode && game().node(stop.at).san.empty()) stop.at = NoNode;
    }
    NodeId append(Line& line, std::string san) {
        PgnGame& g = game();
        PgnNode n;
        n.san = std::move(san);
        n.parent = line.last;
        n.before = std::move(line.pendingBefore);
        line.pendingBefore.clear();
        const NodeId id = kept.add(g, std::move(n));
        g.node(line.last).children.push_back(id);
        if (line.head == NoNode) line.head = id;
        return id;
    }
    void addComment(PgnComment c) {
        commentBytes += c.text.size();
        Line& line = lines.back();
        if (lines.size() > 1 && !line.hasMove) return line.pendingBefore.push_back(std::move(c));
        addAfter(line.last, std::move(c));
    }
    void addAfter(NodeId at, PgnComment c) {
        if (isLate(at) && skipsLate(at, PgnLateAnnotation{0, c, 0})) return;
        game().node(at).after.push_back(std::move(c));
    }
    // Reading of the innermost line stops here (docs/pgn.md): open variations without a move
    // yet become text of the rest, which goes into the unread rest of the last move read.
    // In a variation the rest ends at its ')' (resumeAfterVariation); where variations
    // without a move were open, the line of that move is read on after them (readOnAtMove).
    // Only a stop in the mainline itself ends the reading of the game.
    void stop(long lineNumber, Error error) {
        std::size_t open = lines.size();
        while (open > 1 && !lines[open - 1].hasMove) --open;
        std::string prefix;
        for (std::size_t i = open; i < lines.size(); ++i) {
            appendUnread(prefix, "(");
            for (const PgnComment& c : lines[i].pendingBefore) appendUnreadComment(prefix, c);
        }
        unreadOpen = int(lines.size() - open);
        lines.resize(open);
        readOnAtMove = unreadOpen > 0;
        // A window may have written `at` (its move), never past it: the writer writes its
        // unread rest after its variations, and goes past it only once it is complete.
        const NodeId at = lines.back().last;
        unread = &game().node(at).unread;
        *unread = prefix;
        reading = false;
        reportError(lineNumber, std::move(error));
        if (lines.size() > 1 || readOnAtMove)
            current->variationStops.push_back({current->errors.size() - 1, at});
        else
            current->stoppedAt = at, current->stoppedAtError = current->errors.size() - 1;
    }
    // The tokens after a variation's stop are its unread rest, up to what lets reading go on.
    void readOn() {
        reading = true;
        unread = nullptr;
        readOnAtMove = false;
    }
    // A ')' while not reading: one that closes a '(' of the unread rest is text of it; one
    // beyond them closes the stopped variation (true: read on, the caller closes the line).
    bool resumesAtClose() {
        if (unreadOpen > 0) {
            --unreadOpen;
            addUnread(")");
            return false;
        }
        if (lines.size() < 2) return false;  // no variation is open: nothing to close
        readOn();
        return true;
    }
    // A move or move number while not reading: the stopped line's move is read again when
    // the variations of its last move that stopped at their first move are closed.
    bool resumesAtMove() {
        if (!readOnAtMove || unreadOpen > 0) return false;
        readOn();
        return true;
    }
    void reportError(long lineNumber, Error error,
                     PgnError::Severity severity = PgnError::Severity::Error) {
        std::string message = error.message;
        addError(
            PgnError{current->number, lineNumber, std::move(message), severity, std::move(error)});
    }
    void addError(PgnError error) {
        current->errors.push_back(std::move(error));
        errorOrder.push_back(order);
    }

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
    bool startsRecording() {
        if (std::exchange(readsNextVariation, false)) return false;
        if (window == 0 || scope != WindowScope::Lines || !reading || lines.size() < 2)
            return false;
        const Line& line = lines.back();
        if (!line.hasMove || line.last != line.head) return false;
        recording = std::make_unique<Recording>();
        recording->line = lines.size() - 1;
        recording->depth = 1;
        recording->start = line.before;
        recording->head.append({PgnEventTape::Kind::BeginVariation, order, 0, {}});
        recorded = true;
        return true;
    }
    void record(const PgnEventTape::Event& e) {
        using Kind = PgnEventTape::Kind;
        Recording& r = *recording;
        if (e.kind == Kind::BeginVariation) ++r.depth;
        if (e.kind == Kind::EndVariation) --r.depth;
        if (!r.headDecided) {
            r.head.append(e);
            if (e.kind == Kind::Move && r.depth == 1 && isPlayable(r.start, e.text))
                return keepRecording(r);
            if (e.kind == Kind::Move || r.depth != 1) readRecordingNow();
            return;
        }
        lines[r.line].deferred->append(e);
        if (r.depth == 0) recording.reset();  // its ')'
    }
    static bool isPlayable(Position pos, std::string_view san) {
        return bool(playRecordedMove(pos, san));
    }
    void keepRecording(Recording& r) {
        std::unique_ptr<PgnEventTape>& tape = lines[r.line].deferred;
        if (!tape) tape = std::make_unique<PgnEventTape>();
        r.head.replay([&tape](const PgnEventTape::Event& e) { tape->append(e); });
        r.headDecided = true;
    }
    // A variation that is text of the move it follows is read where it stands.
    void readRecordingNow() {
        const std::unique_ptr<Recording> r = std::move(recording);
        readsNextVariation = true;
        play(r->head);
    }
    void play(PgnEventTape& tape) {
        ++replaying;
        const std::uint64_t at = order;
        tape.replay([this](const PgnEventTape::Event& e) {
            order = e.order;
            playEvent(*self, e);
        });
        order = at;
        --replaying;
    }
    // At the game's end (its text ends inside a variation): what was recorded is read as if
    // the lines it follows had been closed there, which is what reading it in place gave.
    void readRecordedAtEnd() {
        for (;;) {
            if (recording && !recording->headDecided) {
                readRecordingNow();
                continue;
            }
            recording.reset();
            std::size_t i = lines.size();
            while (i > 0 && !lines[i - 1].deferred) --i;
            if (i == 0) return;
            const std::unique_ptr<PgnEventTape> tape = std::move(lines[i - 1].deferred);
            lines.resize(i - 1);
            readOn();
            unreadOpen = 0;
            numberBeforeMove.clear();
            play(*tape);
        }
    }
};

bool PgnGameRead::stoppedAVariation(std::size_t error) const {
    return std::any_of(variationStops.begin(), variationStops.end(),
                       [error](const PgnVariationStop& s) { return s.error == error; });
}

PgnTreeBuilder::PgnTreeBuilder(std::function<void(PgnGameRead&)> done)
    : m_state(std::make_unique<State>()) {
    m_state->done = std::move(done);
    m_state->self = this;
}

PgnTreeBuilder::~PgnTreeBuilder() = default;

void PgnTreeBuilder::setWindow(std::size_t nodes, FlushFunction flush, WindowScope scope) {
    m_state->window = nodes;
    m_state->flush = std::move(flush);
    m_state->scope = scope;
}

void PgnTreeBuilder::setLateAnnotations(std::vector<PgnLateAnnotation> late) {
    State& s = *m_state;
    s.toAdd.clear();
    for (PgnLateAnnotation& a : late) s.toAdd.emplace(a.move, std::move(a));
    s.adding = true;
}

PgnReaderOptions PgnTreeBuilder::readerOptions() {
    PgnReaderOptions options;
    options.reportVariations = true;
    return options;
}

void PgnTreeBuilder::finish() {
    State& s = *m_state;
    if (s.held) {
        PgnGame& last = s.held->game;
        last.trailer = std::move(s.pendingEscapes);
        s.pendingEscapes.clear();
        // Comments after the last game stay with it; it is written before the result.
        NodeId end = last.mainlineEnd();
        if (s.held->stoppedAt != NoNode) end = s.held->stoppedAt;
        if (!s.pendingComments.empty() && s.kept.isWritten(end)) s.held->flushedThenChanged = true;
        for (PgnComment& c : s.pendingComments) {
            if (last.node(end).unread.empty())
                last.node(end).after.push_back(std::move(c));
            else
                appendUnreadComment(last.node(end).unread, c);
        }
        s.pendingComments.clear();
    }
    s.flushHeld();
}

const std::vector<PgnError>& PgnTreeBuilder::outsideErrors() const noexcept {
    return m_state->outside;
}

void PgnTreeBuilder::beginGame(int gameNumber, long line) {
    State& s = *m_state;
    s.flushHeld();
    s.current.emplace();
    s.current->number = gameNumber;
    s.current->line = line;
    s.game().preamble = std::move(s.pendingEscapes);
    s.pendingEscapes.clear();
    s.game().node(PgnGame::root()).after = std::move(s.pendingComments);
    s.pendingComments.clear();
    s.inMovetext = false;
    s.reading = true;
    s.readOnAtMove = false;
    s.unreadOpen = 0;
    s.unread = nullptr;
    s.untagged.clear();
    s.numberBeforeMove.clear();
    s.kept.reset();
    s.markedAs.clear();
    s.marks = 0;
    s.lateBytes = 0;
    s.threshold = 0;
    s.commentBytes = 0;
    s.recording.reset();
    s.readsNextVariation = false;
    s.order = 0;
    s.lastOrder = 0;
    s.errorOrder.clear();
    s.recorded = false;
}

void PgnTreeBuilder::tag(std::string_view name, std::string_view value) {
    m_state->game().tags.push_back(PgnTag{std::string(name), std::string(value)});
}

// Kept as a ';' comment before the first move, after the comments that came before it: a
// ';' comment holds the line verbatim (a { } comment would have its '}' written as ')' and its
// blank runs joined) and, like the line, it ends at the line end. Read again, it is that same
// comment, so a second save changes nothing. The tag section is no place for it: the writer
// writes only well-formed tags there, and another reader would take it for a broken tag again.
// It waits for the movetext: when the FEN tag stops the reading there, it joins the unread
// rest, as that comment does when it is read again.
void PgnTreeBuilder::untaggedLine(std::string_view text) {
    m_state->untagged.emplace_back(text);
}

void PgnTreeBuilder::beginMovetext() {
    State& s = *m_state;
    s.inMovetext = true;
    s.lines.clear();
    s.lines.emplace_back();
    std::vector<Error> repairs;
    Result<Position> start = startPositionOf(s.game(), &repairs);
    for (Error& r : repairs)
        s.reportError(s.current->line, placed(std::move(r), ErrorPlace::FenTag, {}),
                      PgnError::Severity::Warning);
    if (!start) s.stop(s.current->line, placed(start.error(), ErrorPlace::FenTag, {}));
    if (start) s.lines.back().pos = *start;
    for (const std::string& line : s.untagged) lineComment(line);
    s.untagged.clear();
}

bool PgnTreeBuilder::move(std::string_view san, long line) {
    State& s = *m_state;
    if (s.taped(PgnEventTape::Kind::Move, san, line)) return true;
    if (!s.reading && !s.resumesAtMove()) {
        s.addUnread(san);
        return true;
    }
    State::Line& l = s.lines.back();
    Position next = l.pos;
    const std::string label = numberedMove(l.pos, san);
    Result<std::string> played = playRecordedMove(next, san);
    if (!played) {
        s.stop(line, placed(played.error(), ErrorPlace::Move, {label}));
        if (!s.numberBeforeMove.empty()) s.addUnread(s.numberBeforeMove);
        s.addUnread(san);
        return true;
    }
    s.numberBeforeMove.clear();
    const NodeId id = s.append(l, std::move(*played));
    l.before = l.pos;
    l.pos = next;
    l.last = id;
    l.hasMove = true;
    s.slideWindow();
    return true;
}

void PgnTreeBuilder::comment(std::string_view text) {
    State& s = *m_state;
    if (s.taped(PgnEventTape::Kind::Comment, text)) return;
    std::string clean = normalizePgnSpace(text);
    if (!s.keepsAnnotations()) return s.addUnread(concat("{", clean, "}"));
    s.addComment(PgnComment{std::move(clean), PgnComment::Kind::Brace});
}

void PgnTreeBuilder::lineComment(std::string_view text) {
    State& s = *m_state;
    if (s.taped(PgnEventTape::Kind::LineComment, text)) return;
    PgnComment comment{std::string(text), PgnComment::Kind::Line};
    if (!s.keepsAnnotations()) return appendUnreadComment(*s.unread, comment);
    s.addComment(std::move(comment));
}

void PgnTreeBuilder::escapeLine(std::string_view text) {
    State& s = *m_state;
    if (!s.current) {
        // After a comment between games, the escape line follows that comment (which the
        // next game keeps at its start); before any, it is part of the next game's preamble.
        if (s.pendingComments.empty())
            s.pendingEscapes.emplace_back(text);
        else
            s.pendingComments.push_back(PgnComment{std::string(text), PgnComment::Kind::Escape});
        return;
    }
    if (s.taped(PgnEventTape::Kind::EscapeLine, text)) return;
    // Before anything of the movetext is kept, an escape line is part of the preamble: that is
    // where the writer puts it back.
    const PgnNode& root = s.game().node(PgnGame::root());
    if (!s.inMovetext || (root.children.empty() && root.after.empty() && root.unread.empty())) {
        s.game().preamble.emplace_back(text);
        return;
    }
    PgnComment line{std::string(text), PgnComment::Kind::Escape};
    if (!s.keepsAnnotations()) return appendUnreadComment(*s.unread, line);
    s.addComment(std::move(line));
}

void PgnTreeBuilder::moveNumber(std::string_view text) {
    State& s = *m_state;
    if (s.taped(PgnEventTape::Kind::MoveNumber, text)) return;
    if (s.reading || s.resumesAtMove())
        s.numberBeforeMove = text;
    else
        s.addUnread(text);
}

void PgnTreeBuilder::commentBetweenGames(std::string_view text, bool lineComment) {
    m_state->pendingComments.push_back(
        lineComment ? PgnComment{std::string(text), PgnComment::Kind::Line}
                    : PgnComment{normalizePgnSpace(text), PgnComment::Kind::Brace});
}

void PgnTreeBuilder::nag(int n) {
    State& s = *m_state;
    if (s.taped(PgnEventTape::Kind::Nag, {}, n)) return;
    if (!s.keepsAnnotations()) return s.addUnread(concat("$", std::to_string(n)));
    const State::Line& line = s.lines.back();
    // A NAG before a variation's first move is the NAG of the move the variation starts
    // from, which variations recorded and read later (Recording) may give NAGs too, out of
    // the order of the text: that game is read again with its variations held whole.
    if (s.recorded && s.lines.size() > 1 && !line.hasMove) s.current->flushedThenChanged = true;
    const NodeId at = line.last;
    if (s.isLate(at) && s.skipsLate(at, PgnLateAnnotation{0, std::nullopt, n})) return;
    s.game().node(at).nags.push_back(n);
}

void PgnTreeBuilder::drawOffer() {
    State& s = *m_state;
    if (s.taped(PgnEventTape::Kind::DrawOffer)) return;
    if (!s.keepsAnnotations()) return s.addUnread("{(=)}");
    s.addComment(PgnComment{"(=)", PgnComment::Kind::Brace});
}

void PgnTreeBuilder::beginVariation() {
    State& s = *m_state;
    if (s.taped(PgnEventTape::Kind::BeginVariation)) return;
    s.numberBeforeMove.clear();  // it belonged to no move of the variation
    if (s.startsRecording()) return;
    if (s.reading && !s.lines.back().hasMove)
        s.stop(s.current->line, makeError(ErrorCode::PgnVariationBeforeMove));
    if (!s.reading) {
        ++s.unreadOpen;
        return s.addUnread("(");
    }
    const State::Line& outer = s.lines.back();
    State::Line line;
    line.last = s.game().node(outer.last).parent;
    line.pos = outer.before;
    s.lines.push_back(std::move(line));
}

void PgnTreeBuilder::endVariation() {
    State& s = *m_state;
    if (s.taped(PgnEventTape::Kind::EndVariation)) return;
    s.numberBeforeMove.clear();
    if (!s.reading && !s.resumesAtClose()) return;
    if (s.lines.size() < 2) return;
    s.flushClosedVariation();
    State::Line closed = std::move(s.lines.back());
    s.lines.pop_back();
    // An empty variation's comments stay with the move it followed.
    for (PgnComment& c : closed.pendingBefore) s.addAfter(s.lines.back().last, std::move(c));
    // The variations at its first move, recorded, are read now, where they are written.
    if (closed.deferred) s.play(*closed.deferred);
}

void PgnTreeBuilder::result(std::string_view r) {
    m_state->game().result = r;
}

// Kept as written after the variation's last move, in its unread text (the tree has no place
// for it; the writer gives the text back there).
void PgnTreeBuilder::resultInVariation(std::string_view r) {
    State& s = *m_state;
    if (s.taped(PgnEventTape::Kind::ResultInVariation, r)) return;
    if (!s.reading) return s.addUnread(r);
    const State::Line& line = s.lines.back();
    if (!line.hasMove) return;  // "( 1-0 )": no move for it to follow
    appendUnread(s.game().node(line.last).unread, r);
}

void PgnTreeBuilder::gameBytes(const PgnGameBytes& bytes) {
    if (m_state->current) m_state->current->bytes = bytes;
}

void PgnTreeBuilder::endGame() {
    State& s = *m_state;
    s.readRecordedAtEnd();
    if (s.recorded) putErrorsInReadingOrder(*s.current, s.errorOrder);
    PgnGame& g = s.game();
    if (g.result.empty()) {
        // No result token: the Result tag's (8.2.6), so that writing adds nothing new.
        const std::string_view tagged = g.tag("Result");
        g.result = io::isPgnResultToken(tagged) ? std::string(tagged) : "*";
    }
    s.lines.clear();
    s.unread = nullptr;
    s.held = std::move(s.current);
    s.current.reset();
}

void PgnTreeBuilder::error(const PgnError& error) {
    State& s = *m_state;
    if (s.current) {
        if (s.replaying == 0) s.order = ++s.lastOrder;
        s.addError(error);
    } else {
        s.outside.push_back(error);
    }
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
