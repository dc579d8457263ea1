#include "app/controller/annotatedrecord.h"

#include <algorithm>

#include "core/pgn/treewriter.h"

namespace remis::app {

void AnnotatedRecord::clear() {
    m_tree = PgnGame{};
    m_plies = 0;
    m_loadedPlies = 0;
    m_stoppedAt = NoNode;
}

void AnnotatedRecord::load(PgnGame tree, int plies, NodeId stoppedAt) {
    m_tree = std::move(tree);
    m_plies = plies;
    m_loadedPlies = plies;
    m_stoppedAt = stoppedAt;
}

NodeId AnnotatedRecord::nodeOfPly(int ply) const {
    NodeId id = PgnGame::root();
    for (int p = 0; p < ply; ++p) {
        const PgnNode& n = m_tree.node(id);
        if (n.children.empty()) return NoNode;
        id = n.children.front();
    }
    return id;
}

int AnnotatedRecord::plyOfNode(NodeId id) const {
    int ply = 0;
    for (NodeId n = id; n != PgnGame::root(); n = m_tree.node(n).parent, ++ply) {
        const NodeId parent = m_tree.node(n).parent;
        if (parent == NoNode || m_tree.node(parent).children.front() != n) return -1;
    }
    return ply;
}

int AnnotatedRecord::recordPlies() const {
    return int(m_tree.mainline().size());
}

void AnnotatedRecord::endGameAt(int plies) {
    while (m_plies > plies && m_plies > m_loadedPlies) {
        const NodeId last = nodeOfPly(m_plies);
        m_tree.node(m_tree.node(last).parent).children.clear();  // the node stays, unreachable
        --m_plies;
    }
    m_plies = std::min(m_plies, plies);
    m_loadedPlies = std::min(m_loadedPlies, m_plies);
}

bool AnnotatedRecord::continuesBeyondGame() const {
    const NodeId last = nodeOfPly(m_plies);
    return last == NoNode || !m_tree.node(last).children.empty() ||
           (last == m_stoppedAt && !m_tree.node(last).unread.empty());
}

void AnnotatedRecord::appendMove(const std::string& san) {
    const NodeId last = nodeOfPly(m_plies);
    if (last == NoNode) return;
    m_tree.addMove(last, san);
    ++m_plies;
}

bool AnnotatedRecord::canRemoveLast() const {
    const NodeId last = nodeOfPly(m_plies);
    return m_plies > 0 && last != NoNode && m_tree.node(last).children.empty() &&
           m_tree.node(m_tree.node(last).parent).children.size() == 1;
}

void AnnotatedRecord::removeLast() {
    if (!canRemoveLast()) return;
    const NodeId last = nodeOfPly(m_plies);
    m_tree.node(m_tree.node(last).parent).children.clear();  // the node stays, unreachable
    --m_plies;
    m_loadedPlies = std::min(m_loadedPlies, m_plies);
}

void AnnotatedRecord::cutAfter(int ply) {
    const NodeId last = nodeOfPly(ply);
    if (last == NoNode || ply > m_plies) return;
    PgnNode& node = m_tree.node(last);
    node.children.clear();  // the nodes stay, unreachable
    if (last == m_stoppedAt) node.unread.clear();
    m_stoppedAt = NoNode;  // cleared, or cut away with the moves after `ply`
    m_plies = ply;
    m_loadedPlies = std::min(m_loadedPlies, m_plies);
}

namespace {

// The tags Remis sets for the arbiter, other than those `write` places itself.
bool isPlainTag(std::string_view name) {
    return name != "SetUp" && name != "FEN" && name != "Result" && name != "Termination";
}

}  // namespace

std::string AnnotatedRecord::write(const PgnGame& arbiter, bool addRoster,
                                   const std::string& closing) const {
    PgnGame out = m_tree;
    for (const PgnTag& t : arbiter.tags)
        if (isPlainTag(t.name)) out.setTag(t.name, t.value);
    out.result = arbiter.result.empty() ? "*" : arbiter.result;
    if (addRoster || out.hasTag("Result")) out.setTag("Result", out.result);
    if (const std::string_view fen = arbiter.tag("FEN"); !fen.empty()) {
        if (addRoster || out.hasTag("SetUp")) out.setTag("SetUp", "1");
        out.setTag("FEN", std::string(fen));
    }
    if (const std::string_view end = arbiter.tag("Termination"); !end.empty())
        out.setTag("Termination", std::string(end));
    for (std::string_view name : PgnRoster)  // the seven tag roster is required (8.1.1)
        if (addRoster && !out.hasTag(name)) out.setTag(name, name == "Date" ? "????.??.??" : "?");
    // The closing comment of a game without moves, unless the file already has free text
    // there (commands such as the board's arrows are not a comment).
    const PgnNode& arbiterRoot = arbiter.node(PgnGame::root());
    PgnNode& root = out.node(PgnGame::root());
    if (out.commentText(PgnGame::root()).empty())
        root.after.insert(root.after.end(), arbiterRoot.after.begin(), arbiterRoot.after.end());
    mergePlayedMoves(out, arbiter);
    if (!closing.empty())
        out.node(out.mainlineEnd()).after.push_back({closing, PgnComment::Kind::Brace});
    return writePgnGame(out);
}

// Moves played here: what the arbiter recorded with them (the file's own are kept).
void AnnotatedRecord::mergePlayedMoves(PgnGame& out, const PgnGame& arbiter) const {
    NodeId id = PgnGame::root();
    const std::vector<NodeId> moves = arbiter.mainline();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (out.node(id).children.empty()) break;
        id = out.node(id).children.front();
        if (int(i) < m_loadedPlies) continue;
        const PgnNode& played = arbiter.node(moves[i]);
        PgnNode& node = out.node(id);
        if (node.nags.empty()) node.nags = played.nags;
        node.after.insert(node.after.begin(), played.after.begin(), played.after.end());
    }
}

std::string nagGlyph(int nag) {
    switch (nag) {
        case 1:
            return "!";
        case 2:
            return "?";
        case 3:
            return "!!";
        case 4:
            return "??";
        case 5:
            return "!?";
        case 6:
            return "?!";
        case 7:
            return "\u25A1";
        case 10:
            return "=";
        case 13:
            return "\u221E";
        // Informator's slight-advantage signs (U+2A72, U+2A71) are in none of Debian's usual
        // fonts: they showed as boxes (tester). The ASCII signs chess books also use.
        case 14:
            return "+=";
        case 15:
            return "=+";
        case 16:
            return "\u00B1";
        case 17:
            return "\u2213";
        case 18:
            return "+\u2212";
        case 19:
            return "\u2212+";
        case 22:
        case 23:
            return "\u2A00";
        case 32:
        case 33:
            return "\u27F3";
        case 36:
        case 37:
            return "\u2192";
        case 40:
        case 41:
            return "\u2191";
        case 132:
        case 133:
            return "\u21C6";
        case 146:
            return "N";
        default: {
            std::string text(1, '$');
            text += std::to_string(nag);
            return text;
        }
    }
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
