// The notes of `annotate`: see annotatenotes.h.
#include "cli/annotatenotes.h"

#include <algorithm>

#include "cli/auditjson.h"
#include "cli/notewords.h"

namespace remis::cli {

namespace {

constexpr std::string_view kNotePrefix = "[%remis ";

bool isNote(const PgnComment& c) {
    return c.kind == PgnComment::Kind::Brace && c.text.starts_with(kNotePrefix);
}

// Notes also inside the unread rest of a game with an error (they were written before it).
void removeNotesFromText(std::string& text) {
    for (std::size_t at = text.find("{[%remis "); at != std::string::npos;
         at = text.find("{[%remis ", at)) {
        const std::size_t close = text.find('}', at);
        if (close == std::string::npos) return;
        text.erase(at, close + 1 - at);
        // One blank between the words around it, none before a ')' or a line end.
        if (at < text.size() && text[at] == ' ')
            text.erase(at, 1);
        else if (at > 0 && text[at - 1] == ' ')
            text.erase(--at, 1);
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
}

}  // namespace

void removeOldNotes(PgnNode& node) {
    if (!node.after.empty()) std::erase_if(node.after, isNote);
    if (!node.before.empty()) std::erase_if(node.before, isNote);
    if (!node.unread.empty()) removeNotesFromText(node.unread);
}

namespace {

std::string noteText(std::string_view kind, const std::string& words) {
    std::string text(kNotePrefix);
    text += kind;
    text += "] ";
    text += words;
    return text;
}

}  // namespace

void addNote(PgnNode& node, std::string_view kind, const std::string& words) {
    node.after.push_back(PgnComment{noteText(kind, words), PgnComment::Kind::Brace});
}

// The unread rest is words joined by spaces (tree.h): the note is one braced word there,
// its text as a brace comment is kept (blank runs as one space, no '}').
void addNoteBeforeUnread(PgnNode& node, std::string_view kind, const std::string& words) {
    std::string text = normalizePgnSpace(noteText(kind, words));
    std::replace(text.begin(), text.end(), '}', ')');
    // After the notes already there: several variations may stop at one node (one that is
    // text of it, then its own line), and their notes keep the order of the text.
    const std::string lead = "{" + std::string(kNotePrefix);
    std::size_t at = 0;
    while (node.unread.compare(at, lead.size(), lead) == 0) {
        const std::size_t end = node.unread.find("} ", at);
        if (end == std::string::npos) break;
        at = end + 2;
    }
    node.unread.insert(at, "{" + text + "} ");
}

MainlineAudit::MainlineAudit(const PgnGameRead& read, RuleSet rules)
    : m_auditor(
          rules, [this](const GameAudit& a) { m_result = a; }, read.number) {
    m_auditor.keepOccurrences();
    m_auditor.beginGame(1, read.line);
    for (const PgnTag& t : read.game.tags) m_auditor.tag(t.name, t.value);
    m_auditor.beginMovetext();
}

void MainlineAudit::add(const PgnNode& node) {
    if (m_stopped) return;
    if (!m_auditor.move(node.san, 0)) {
        m_stopped = true;
        return;
    }
    for (const PgnComment& c : node.after) m_auditor.comment(c.text);  // [%clk]
}

GameAudit MainlineAudit::end(const std::string& result) {
    m_auditor.result(result);
    m_auditor.endGame();
    return std::move(m_result);
}

namespace {

// The note of the event that decided the game, as GameAuditor::judgeResult judges it: the
// ending on the board, else the first flag to fall; null if neither.
PlannedNote* decidingNote(const GameAudit& audit, std::vector<PlannedNote>& notes) {
    const Outcome& end = audit.endedByRules;
    const std::string_view kind =
        auditKindId(end.isOver() ? auditEventFor(end.termination) : AuditEventKind::FlagFall);
    for (PlannedNote& n : notes)
        if (n.kind == kind && (!end.isOver() || n.ply == end.ply)) return &n;
    return nullptr;
}

}  // namespace

std::vector<PlannedNote> planNotes(const GameAudit& audit, const Position& start, int plies,
                                   RuleSet rules) {
    std::vector<PlannedNote> notes;
    const auto toMoveAt = [&](int ply) {
        return ply % 2 == 0 ? start.sideToMove() : ~start.sideToMove();
    };
    for (const AuditEvent& e : audit.events) {
        const std::string move = e.ply > 0 ? numbered(start, e.ply, e.move) : "";
        notes.push_back({e.ply, auditKindId(e.kind), noteWords(e, toMoveAt(e.ply), move, rules)});
    }
    if (!audit.resultConsistent) {
        // The recorded result stays as it is (docs/pgn.md): the ruling is an observation beside
        // it, in the note of the event that decided the game (a note's kind is an audit kind),
        // or in a note of its own where no event did (a win by a side that cannot mate).
        const std::string words = "The recorded result " + audit.resultTag +
                                  " is against the rules: " + audit.resultReason;
        if (PlannedNote* decided = decidingNote(audit, notes)) {
            if (!decided->words.empty() && decided->words.back() != '.') decided->words += '.';
            decided->words += " " + words;
        } else {
            notes.push_back({plies, "result_inconsistent", words});
        }
    }
    if (audit.rulingsStopPly > 0) {
        notes.push_back({audit.rulingsStopPly, "rulings_stop",
                         "A null move is not a move under the Laws of Chess: the arbiter's "
                         "rulings stop here"});
    }
    return notes;
}

}  // namespace remis::cli
// SPDX-License-Identifier: GPL-3.0-or-later
