#include "core/pgn/treewriter.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

#include "core/pgn/pgnformat.h"

namespace remis {
namespace {

constexpr std::size_t kMaxColumns = 80;  // 8.2.2.2: export lines at most 79-80 columns

// a + b + c without "literal" + std::string, which trips GCC 12's -Wrestrict at -O3.
std::string concat(std::string_view a, std::string_view b, std::string_view c = {}) {
    std::string out;
    out.reserve(a.size() + b.size() + c.size());
    out.append(a).append(b).append(c);
    return out;
}

bool isTagNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Text that must stay on one line ('%' lines, ';' comments): line ends become spaces.
std::string oneLine(std::string_view text) {
    std::string out(text);
    std::replace(out.begin(), out.end(), '\n', ' ');
    std::replace(out.begin(), out.end(), '\r', ' ');
    return out;
}

void writeTag(std::string& out, const PgnTag& tag) {
    std::string name;
    std::copy_if(tag.name.begin(), tag.name.end(), std::back_inserter(name), isTagNameChar);
    if (name.empty()) return;
    out += '[';
    out += name;
    out += " \"";
    // 8.1.1.3: '"' and '\\' escaped; a line end (only an edited value has one) becomes a space.
    for (char c : tag.value) {
        if (c == '"' || c == '\\') out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    out += "\"]\n";
}

// Joins words with single spaces and starts a new line before 80 columns would be passed.
class Words {
public:
    explicit Words(std::string& out) : m_out(out), m_lineStart(out.size()) {}

    void word(std::string_view w) {
        const std::size_t column = m_out.size() - m_lineStart;
        const std::size_t length = m_open.size() + w.size();
        // A word of a comment that starts with '%' never starts a line: another reader would
        // take that line for an escape line (8.2.4). It runs past the 80 columns instead.
        const bool escapeLike = m_open.empty() && !w.empty() && w.front() == '%';
        if (column > 0 && !m_glue && !escapeLike && column + 1 + length > kMaxColumns) {
            newLine();
        } else if (column > 0 && !m_glue) {
            m_out += ' ';
        }
        m_out += m_open;
        m_out += w;
        m_open.clear();
        m_glue = false;
    }
    void openParen() { m_open += '('; }  // glued to the next word
    // A move number stays on the line of its move.
    void number(std::string_view n) {
        m_open += n;
        m_open += ' ';
    }
    void closeParen() {
        m_glue = m_out.size() > m_lineStart;  // glued to the last word
        word(")");
    }
    // Words separated by single spaces, each placed like a word; in an unread rest, an escape
    // line between line ends ("\n%text\n") is written on a line of its own, and a ';' comment
    // so kept ("\n;text\n") after the word before it, ending its line. Line by line: a
    // word never runs over a line end (a "[%" command left open would), and each line end is
    // looked for once (an unread rest of a million words may be one line).
    void words(std::string_view rest) {
        for (bool afterLineEnd = false;; afterLineEnd = true) {
            const std::size_t end = std::min(rest.find('\n'), rest.size());
            const std::string_view line = rest.substr(0, end);
            if (afterLineEnd && !line.empty() && line.front() == '%')
                escapeLine(line.substr(1));
            else if (afterLineEnd && !line.empty() && line.front() == ';')
                lineComment(line.substr(1));
            else
                lineWords(line);
            if (end == rest.size()) return;
            rest.remove_prefix(end + 1);
        }
    }
    void braceComment(std::string_view text) {
        std::string clean(text);
        std::replace(clean.begin(), clean.end(), '}', ')');
        std::replace(clean.begin(), clean.end(), '\n', ' ');
        std::replace(clean.begin(), clean.end(), '\r', ' ');
        // Split between words, a command "[%clk 0:03:00]" being one word: a line is never
        // broken inside it.
        std::vector<std::string_view> parts;
        for (std::string_view rest(clean);;) {
            const std::size_t end = commentWordEnd(rest);
            parts.push_back(rest.substr(0, end));
            if (end == std::string_view::npos) break;
            rest.remove_prefix(end + 1);
        }
        if (parts.size() == 1) return word(concat("{", clean, "}"));
        word(concat("{", parts.front()));
        for (std::size_t i = 1; i + 1 < parts.size(); ++i)
            if (!parts[i].empty()) word(parts[i]);
        word(concat(parts.back(), "}"));
    }
    void lineComment(std::string_view text) {
        word(concat(";", oneLine(text)));
        newLine();
    }
    void escapeLine(std::string_view text) {
        if (!m_open.empty()) word("");  // a "(" before it stays on the line before
        if (m_out.size() > m_lineStart) newLine();
        m_out += '%';
        m_out += oneLine(text);
        newLine();
    }
    // Hands the finished lines to `sink` and keeps the line being written, which is all that
    // placing the next word needs.
    void drain(const std::function<void(std::string_view)>& sink) {
        if (m_lineStart == 0) return;
        sink(std::string_view(m_out).substr(0, m_lineStart));
        m_out.erase(0, m_lineStart);
        m_lineStart = 0;
    }

private:
    // The words of one line (no line end in it), each up to a space outside a "[%" command.
    void lineWords(std::string_view line) {
        while (!line.empty()) {
            const std::size_t cut = std::min(commentWordEnd(line), line.size());
            if (cut != 0) word(line.substr(0, cut));
            line.remove_prefix(cut < line.size() ? cut + 1 : cut);
        }
    }
    void newLine() {
        m_out += '\n';
        m_lineStart = m_out.size();
        m_glue = false;
    }

    std::string& m_out;
    std::size_t m_lineStart;
    std::string m_open;
    bool m_glue = false;
};

// Writes the movetext of a game, or of a game read as a window of its tree (setGame for each
// window, then run up to the window's last complete node, which may lie inside a variation):
// the same bytes either way. The lines being written are a stack of frames rather than a
// recursion, so that writing can stop after any node and go on from there with the next
// window (whose tree has dropped what was written, but keeps every frame's node).
class MovetextWriter {
public:
    MovetextWriter(const PgnGame& game, std::string& out) : m_game(&game), m_words(out) {
        const FenNumbering n = fenNumbering(game.tag("FEN"));
        m_ply = 2 * (n.moveNumber - 1) + (n.blackToMove ? 1 : 0);
    }

    void write() {
        start();
        run(NoNode);
    }
    // What comes before the first move: the root's comments and NAGs, or the unread rest;
    // the mainline then starts at the root's first move.
    void start() {
        const PgnNode& root = m_game->node(PgnGame::root());
        comments(root.after);
        nags(root);
        if (!root.unread.empty()) m_words.words(root.unread);  // the FEN tag stopped the reading
        const NodeId first = root.children.empty() ? NoNode : root.children.front();
        m_frames.push_back(Frame{first, m_ply, true, false});
    }
    // Writes on, up to and with `last` and its variations (NoNode: to the end).
    void run(NodeId last) {
        while (!m_frames.empty()) {
            if (step(m_frames.back(), last)) return;
        }
    }
    void setGame(const PgnGame& game) { m_game = &game; }
    void finish(std::string_view result) {
        if (!result.empty()) m_words.word(result);
    }
    Words& words() { return m_words; }

private:
    // One line being written: its node, the half-moves before it, whether that node needs
    // its number, and how far its alternatives (variations) are written.
    struct Frame {
        NodeId at;
        int ply;
        bool needNumber;
        bool variation;        // closed with ')'
        std::size_t next = 0;  // 0: the move is not written yet; else its next alternative
        bool advance = false;  // `at` is written with all it has: go on with its continuation
    };

    // Writes one piece of the top frame; true when `last` has just been written.
    bool step(Frame& f, NodeId last) {
        if (f.advance) {
            const PgnNode& done = m_game->node(f.at);
            f = Frame{done.children.empty() ? NoNode : done.children.front(), f.ply, f.needNumber,
                      f.variation};
        }
        if (f.at == NoNode) return endLine();
        const PgnNode& n = m_game->node(f.at);
        if (f.next == 0) {
            move(n, f);
            f.next = 1;
        }
        // The alternatives to a line's move are written after it (in their own frames).
        const PgnNode& parent = m_game->node(n.parent);
        if (parent.children.front() == f.at && f.next < parent.children.size()) {
            f.needNumber = true;
            const NodeId variation = parent.children[f.next++];
            m_words.openParen();
            m_frames.push_back(Frame{variation, f.ply, true, true});
            return false;
        }
        // The unread rest follows the move's variations; a line read on after it (the rest
        // was a variation of this move) continues with its next move numbered.
        if (!n.unread.empty()) {
            m_words.words(n.unread);
            f.needNumber = true;
        }
        ++f.ply;
        f.advance = true;
        return f.at == last;
    }
    bool endLine() {
        const bool variation = m_frames.back().variation;
        m_frames.pop_back();
        if (variation) m_words.closeParen();
        return false;
    }
    // The move with its number, NAGs and comments; the frame's needNumber is left as the
    // next move needs it.
    void move(const PgnNode& n, Frame& f) {
        if (!n.before.empty()) f.needNumber = true;
        comments(n.before);
        number(f.ply, f.needNumber);
        m_words.word(n.san);
        nags(n);
        comments(n.after);
        f.needNumber = !n.after.empty();
    }
    void number(int ply, bool needNumber) {
        const int moveNumber = ply / 2 + 1;
        if (ply % 2 == 0)
            m_words.number(concat(std::to_string(moveNumber), "."));
        else if (needNumber)
            m_words.number(concat(std::to_string(moveNumber), "..."));
    }
    void nags(const PgnNode& n) {
        for (int nag : n.nags) m_words.word(concat("$", std::to_string(nag)));
    }
    void comments(const std::vector<PgnComment>& list) {
        for (const PgnComment& c : list) {
            switch (c.kind) {
                case PgnComment::Kind::Brace:
                    m_words.braceComment(c.text);
                    break;
                case PgnComment::Kind::Line:
                    m_words.lineComment(c.text);
                    break;
                case PgnComment::Kind::Escape:
                    m_words.escapeLine(c.text);
                    break;
            }
        }
    }
    const PgnGame* m_game;
    Words m_words;
    int m_ply = 0;  // of the first mainline move
    std::vector<Frame> m_frames;
};

void writeHead(std::string& out, const PgnGame& game) {
    for (const std::string& line : game.preamble) out += concat("%", oneLine(line), "\n");
    for (const PgnTag& tag : game.tags) writeTag(out, tag);
    if (!game.tags.empty()) out += '\n';
}

void writeTail(std::string& out, MovetextWriter& movetext, const PgnGame& game) {
    movetext.finish(game.result.empty() ? std::string_view("*") : std::string_view(game.result));
    out += '\n';
    for (const std::string& line : game.trailer) out += concat("%", oneLine(line), "\n");
    out += '\n';
}

}  // namespace

void writePgnGame(std::string& out, const PgnGame& game) {
    writeHead(out, game);
    MovetextWriter movetext(game, out);
    movetext.write();
    writeTail(out, movetext, game);
}

struct PgnWindowWriter::Impl {
    std::function<void(std::string_view)> sink;
    std::string buffer;
    std::optional<MovetextWriter> movetext;  // from the first window on
};

PgnWindowWriter::PgnWindowWriter(std::function<void(std::string_view)> out)
    : m_impl(std::make_unique<Impl>()) {
    m_impl->sink = std::move(out);
}

PgnWindowWriter::~PgnWindowWriter() = default;

void PgnWindowWriter::write(const PgnGame& window, NodeId complete) {
    Impl& w = *m_impl;
    if (!w.movetext) {
        writeHead(w.buffer, window);
        w.movetext.emplace(window, w.buffer);
        w.movetext->start();
    }
    w.movetext->setGame(window);
    w.movetext->run(complete);
    w.movetext->words().drain(w.sink);
}

void PgnWindowWriter::finish(const PgnGame& window) {
    Impl& w = *m_impl;
    if (!w.movetext) {
        writePgnGame(w.buffer, window);
    } else {
        w.movetext->setGame(window);
        w.movetext->run(NoNode);
        writeTail(w.buffer, *w.movetext, window);
    }
    if (!w.buffer.empty()) w.sink(w.buffer);
    w.buffer.clear();
    w.movetext.reset();
}

std::string writePgnGame(const PgnGame& game) {
    std::string out;
    writePgnGame(out, game);
    return out;
}

std::string writePgnGames(const std::vector<PgnGame>& games) {
    std::string out;
    for (const PgnGame& game : games) writePgnGame(out, game);
    return out;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
