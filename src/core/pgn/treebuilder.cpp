#include "core/pgn/treebuilder.h"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/io/gameboundary.h"
#include "core/pgn/readeffect.h"
#include "core/pgn/readingorder.h"
#include "core/pgn/tree.h"
#include "core/pgn/treebuildstate.h"

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
void PgnTreeBuilder::State::flushHeld() {
    if (!held) return;
    done(*held);
    held.reset();
}

void PgnTreeBuilder::State::addUnread(std::string_view word) {
    appendUnread(*unread, word);
}

NodeId PgnTreeBuilder::State::append(Line& line, std::string san) {
    PgnGame& g = game();
    PgnNode n;
    n.san = std::move(san);
    n.parent = line.last;
    n.before = std::move(line.pendingBefore);
    line.pendingBefore.clear();
    const NodeId id = kept.add(g, std::move(n));
    if (!startNagOrder.empty()) startNagOrder.erase(id);  // a slot used again
    g.node(line.last).children.push_back(id);
    if (line.head == NoNode) line.head = id;
    return id;
}

void PgnTreeBuilder::State::addComment(PgnComment c) {
    commentBytes += c.text.size();
    Line& line = lines.back();
    if (lines.size() > 1 && !line.hasMove) return line.pendingBefore.push_back(std::move(c));
    addAfter(line.last, std::move(c));
}

void PgnTreeBuilder::State::addAfter(NodeId at, PgnComment c) {
    if (isLate(at) && skipsLate(at, PgnLateAnnotation{0, c, 0})) return;
    game().node(at).after.push_back(std::move(c));
}

void PgnTreeBuilder::State::stop(long lineNumber, Error error) {
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
    // The node may hold text already: a variation at its first move that was read as text
    // of it (readOnAtMove), a result inside a variation. The rest follows that text.
    if (unread->empty())
        *unread = prefix;
    else if (!prefix.empty())
        appendUnread(*unread, prefix);
    reading = false;
    reportError(lineNumber, std::move(error));
    if (lines.size() > 1 || readOnAtMove)
        current->variationStops.push_back({current->errors.size() - 1, at});
    else
        current->stoppedAt = at, current->stoppedAtError = current->errors.size() - 1;
}

void PgnTreeBuilder::State::readOn() {
    reading = true;
    unread = nullptr;
    readOnAtMove = false;
}

bool PgnTreeBuilder::State::resumesAtClose() {
    if (unreadOpen > 0) {
        --unreadOpen;
        addUnread(")");
        return false;
    }
    if (lines.size() < 2) return false;  // no variation is open: nothing to close
    readOn();
    return true;
}

bool PgnTreeBuilder::State::resumesAtMove() {
    if (!readOnAtMove || unreadOpen > 0) return false;
    readOn();
    return true;
}

void PgnTreeBuilder::State::reportError(long lineNumber, Error error, PgnError::Severity severity) {
    std::string message = error.message;
    addError(PgnError{current->number, lineNumber, std::move(message), severity, std::move(error)});
}

void PgnTreeBuilder::State::addError(PgnError error) {
    current->errors.push_back(std::move(error));
    errorOrder.push_back(order);
}

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
    s.fenLines.clear();
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
    s.startNagOrder.clear();
}

void PgnTreeBuilder::tag(std::string_view name, std::string_view value) {
    State& s = *m_state;
    if (name == "FEN") s.fenLines.push_back(s.tagLine);
    s.game().tags.push_back(PgnTag{std::string(name), std::string(value)});
}

void PgnTreeBuilder::tagLine(long line) {
    m_state->tagLine = line;
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
    // Said at the FEN tag's line, where the reader finds the value repaired or refused (a
    // tester: "line 1" for a FEN tag on line 9); the game's line when the tag had none.
    const long gameLine = s.current->line;
    const long fenLine = !s.fenLines.empty() && s.fenLines[0] > 0 ? s.fenLines[0] : gameLine;
    for (Error& r : repairs)
        s.reportError(fenLine, placed(std::move(r), ErrorPlace::FenTag, {}),
                      PgnError::Severity::Warning);
    for (std::size_t i = 1; i < s.fenLines.size(); ++i)
        s.reportError(s.fenLines[i] > 0 ? s.fenLines[i] : gameLine, fenTagNotRead(fenLine),
                      PgnError::Severity::Warning);
    if (!start) s.stop(fenLine, placed(start.error(), ErrorPlace::FenTag, {}));
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
    const NodeId at = line.last;
    // A NAG before a variation's first move is the NAG of the move the variation starts
    // from, which variations recorded and read later (Recording) may give NAGs too: those
    // take their places by the order of the text (addStartNag). One a window wrote before
    // cannot: that game is read again with its variations held whole.
    const bool atStart = s.recorded && s.lines.size() > 1 && !line.hasMove;
    if (atStart && s.isLate(at)) s.current->flushedThenChanged = true;
    if (s.isLate(at) && s.skipsLate(at, PgnLateAnnotation{0, std::nullopt, n})) return;
    if (atStart) return s.addStartNag(at, n);
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
