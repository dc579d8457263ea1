// PgnGame: one game of a PGN file as a tree, with everything the file says kept (docs/pgn.md,
// "Keeping"): tags in order, the comment before the first move, comments and NAGs on every
// move ([%clk]/[%cal]/[%csl] commands verbatim inside the comment text), variations nested
// to any depth, null moves, "%" escape lines, ';' comments, the result, and after an
// unreadable move the rest of its line as it was written.
//
// Usage:
//   std::vector<PgnError> errors;
//   std::vector<PgnGame> games = readPgnGames(text, &errors);     // treebuilder.h
//   PgnGame& g = games.front();
//   for (NodeId id : g.mainline()) use(g.node(id).san, g.node(id).nags, g.commentText(id));
//   g.setCommentText(id, "a better move");       // edits the free text, keeps [%clk] etc.
//   NodeId v = g.addMove(g.node(id).parent, "Nf3");  // a variation when id is there already
//   Result<Position> p = positionAt(g, v);       // treebuilder.h: replays the path to v
//   std::string pgn = writePgnGame(g);           // treewriter.h: canonical PGN
// Node ids are indices into `nodes`; they stay valid while nodes are only added.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace remis {

// PGN's blanks: space, tab, line ends, form feed, vertical tab.
constexpr bool isPgnSpace(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
// Runs of blanks (line ends included) become one space; none at either end: how a comment's
// words are kept and written.
[[nodiscard]] std::string normalizePgnSpace(std::string_view text);

using NodeId = int32_t;
constexpr NodeId NoNode = -1;

struct PgnTag {
    std::string name;
    std::string value;  // unescaped
    bool operator==(const PgnTag&) const = default;
};

struct PgnComment {
    enum class Kind : uint8_t {
        Brace,   // { text }: whitespace runs are read as one space
        Line,    // ; text up to the line end, verbatim
        Escape,  // % text: an escape line (8.2.4), verbatim, written in column 1
    };
    std::string text;
    Kind kind = Kind::Brace;
    bool operator==(const PgnComment&) const = default;
};

struct PgnNode {
    std::string san;  // canonical SAN ("O-O", "e8=Q+"), a null move as written ("--" or "Z0"),
                      // "" at the root
    NodeId parent = NoNode;
    std::vector<NodeId> children;    // [0] continues this line; the others are variations
    std::vector<int> nags;           // $n in order; !, ?, !! ... are read as $1..$6
    std::vector<PgnComment> before;  // before the move: only at the start of a variation
    std::vector<PgnComment> after;   // after the move (at the root: before the first move)
    std::string unread;              // after an error here: the rest of its line as
                                     // written, not replayed (written back as it is, after
                                     // the move's comments and variations and before its
                                     // continuation): in the mainline the rest of the game,
                                     // in a variation the rest up to its ')', or a whole
                                     // variation of this move whose first move failed; words
                                     // joined by spaces, a % line as "\n%text\n" and a ';'
                                     // comment as "\n;text\n"
    [[nodiscard]] bool isNull() const noexcept { return san == "--" || san == "Z0"; }
    // Equal contents and number of children (ids not compared).
    [[nodiscard]] bool sameContents(const PgnNode& o) const {
        return san == o.san && nags == o.nags && before == o.before && after == o.after &&
               unread == o.unread && children.size() == o.children.size();
    }
};

class PgnGame {
public:
    std::vector<std::string> preamble;      // % escape lines before or among the tags
    std::vector<PgnTag> tags;               // in the file's order
    std::vector<PgnNode> nodes{PgnNode{}};  // nodes[0] is the root: the start position
    std::string result;                     // "1-0", "0-1", "1/2-1/2" or "*"
    std::vector<std::string> trailer;       // % escape lines after the last game of a file

    static constexpr NodeId root() noexcept { return 0; }
    [[nodiscard]] const PgnNode& node(NodeId id) const { return nodes[std::size_t(id)]; }
    PgnNode& node(NodeId id) { return nodes[std::size_t(id)]; }
    [[nodiscard]] std::vector<NodeId> mainline() const;  // the moves after the root, in order
    [[nodiscard]] NodeId mainlineEnd() const;            // last mainline node (root if none)
    [[nodiscard]] int depth(NodeId id) const;            // plies from the root

    // The new node is the last child of parent: the continuation if parent has none, else
    // a variation. An existing child with the same SAN is returned instead. No legality
    // check here: use positionAt/playPgnMove (treebuilder.h) first.
    NodeId addMove(NodeId parent, std::string san);

    // Free text of the brace and ';' comments after a move, without [%...] commands.
    [[nodiscard]] std::string commentText(NodeId id) const;
    // Replaces that free text (empty: removes it); [%...] commands and % lines are kept.
    void setCommentText(NodeId id, std::string_view text);
    // The argument of every [%name ...] command in the comments after a move, in order
    // (commands(id, "cal") might give {"Ge2e4,Rd1d8"}).
    [[nodiscard]] std::vector<std::string> commands(NodeId id, std::string_view name) const;
    // Makes [%name value] the move's only command of that name: the first one is replaced
    // where it stands and any others removed; without one, a new comment before the others
    // holds it. An empty value removes them all, and a comment that held nothing else goes.
    // Free text, other commands and % lines stay as they were.
    void setCommand(NodeId id, std::string_view name, std::string_view value);

    [[nodiscard]] std::string_view tag(std::string_view name) const noexcept;  // "" if none
    [[nodiscard]] bool hasTag(std::string_view name) const noexcept;
    // Replaces the first tag of that name, or adds it: a seven-tag roster name goes into its
    // place among the roster tags, any other at the end.
    void setTag(std::string_view name, std::string value);
    void removeTag(std::string_view name);

    // The same game: equal tags, comments, result and trees, whatever the node ids.
    bool operator==(const PgnGame& other) const;
};

// The seven-tag roster (8.1.1) in its order.
inline constexpr std::string_view PgnRoster[] = {"Event", "Site",  "Date",  "Round",
                                                 "White", "Black", "Result"};

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
