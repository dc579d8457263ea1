#include "core/pgn/tree.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "core/pgn/commentparts.h"
#include "core/rules/vocabulary.h"

namespace remis {

std::string normalizePgnSpace(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    bool pendingSpace = false;
    for (char c : text) {
        if (isPgnSpace(c)) {
            pendingSpace = !out.empty();
            continue;
        }
        if (pendingSpace) out += ' ';
        pendingSpace = false;
        out += c;
    }
    return out;
}
namespace {

bool isBlankChar(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isBlankChar(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlankChar(s.back())) s.remove_suffix(1);
    return s;
}

void appendWords(std::string& to, std::string_view text) {
    text = trimmed(text);
    if (text.empty()) return;
    if (!to.empty()) to += ' ';
    to += text;
}

// Splits comment text into its [%...] commands and its free text.
void splitCommands(std::string_view text, std::string& commands, std::string& free) {
    for (;;) {
        const std::size_t at = text.find("[%");
        const std::size_t close = at == std::string_view::npos ? at : text.find(']', at);
        if (close == std::string_view::npos) break;
        appendWords(free, text.substr(0, at));
        appendWords(commands, text.substr(at, close + 1 - at));
        text.remove_prefix(close + 1);
    }
    appendWords(free, text);
}

// The words Remis writes after "(=)" to name the side that offered (gamepgn.cpp, pgn.md:
// "with the side that offered"): part of the offer, not a remark.
bool isOfferWords(std::string_view text) {
    constexpr std::string_view tail = " offers a draw (FIDE 9.1.2)";
    static_assert(tail.find(article_no::DrawOffer) != std::string_view::npos);
    if (!text.ends_with(tail)) return false;
    text.remove_suffix(tail.size());
    return text == "White" || text == "Black";
}

// Kept apart from free text: a draw offer is a fact of the game (FIDE 9.1.2.2), not a remark
// (a tester: after a resume the offer's words showed as the user's comment).
bool isKeptApart(const PgnComment& c) {
    return c.kind == PgnComment::Kind::Escape || c.text == "(=)" ||
           (c.kind == PgnComment::Kind::Brace && isOfferWords(c.text));
}

struct Span {
    std::size_t at = std::string_view::npos;
    std::size_t size = 0;
    [[nodiscard]] bool found() const { return at != std::string_view::npos; }
};

// The next "[%name ...]" in text from `from` on (the name followed by a blank or "]").
Span findCommand(std::string_view text, std::string_view name, std::size_t from) {
    for (std::size_t at = text.find("[%", from); at != std::string_view::npos;
         at = text.find("[%", at + 2)) {
        const std::size_t end = at + 2 + name.size();
        if (text.substr(at + 2, name.size()) != name || end >= text.size()) continue;
        if (!isBlankChar(text[end]) && text[end] != ']') continue;
        const std::size_t close = text.find(']', end);
        if (close == std::string_view::npos) return {};
        return {at, close + 1 - at};
    }
    return {};
}

// Removes a command and one blank beside it, so that "a [%x 1] b" becomes "a b".
void eraseCommand(std::string& text, Span span) {
    std::size_t at = span.at;
    std::size_t size = span.size;
    if (at + size < text.size() && isBlankChar(text[at + size]))
        ++size;
    else if (at > 0 && isBlankChar(text[at - 1]))
        --at, ++size;
    text.erase(at, size);
}

int rosterIndex(std::string_view name) {
    const auto it = std::find(std::begin(PgnRoster), std::end(PgnRoster), name);
    return it == std::end(PgnRoster) ? -1 : int(it - std::begin(PgnRoster));
}

}  // namespace

std::vector<NodeId> PgnGame::mainline() const {
    std::vector<NodeId> line;
    for (NodeId id = root(); !node(id).children.empty();) {
        id = node(id).children.front();
        line.push_back(id);
    }
    return line;
}

bool PgnGame::operator==(const PgnGame& other) const {
    if (preamble != other.preamble || tags != other.tags || result != other.result ||
        trailer != other.trailer)
        return false;
    std::vector<std::pair<NodeId, NodeId>> todo{{root(), other.root()}};
    while (!todo.empty()) {
        const auto [a, b] = todo.back();
        todo.pop_back();
        const PgnNode& x = node(a);
        const PgnNode& y = other.node(b);
        if (!x.sameContents(y)) return false;
        for (std::size_t i = 0; i < x.children.size(); ++i)
            todo.emplace_back(x.children[i], y.children[i]);
    }
    return true;
}

NodeId PgnGame::mainlineEnd() const {
    NodeId id = root();
    while (!node(id).children.empty()) id = node(id).children.front();
    return id;
}

int PgnGame::depth(NodeId id) const {
    int plies = 0;
    for (; id != root() && id != NoNode; id = node(id).parent) ++plies;
    return plies;
}

NodeId PgnGame::addMove(NodeId parent, std::string san) {
    for (NodeId child : node(parent).children) {
        if (node(child).san == san) return child;
    }
    const auto id = NodeId(nodes.size());
    PgnNode n;
    n.san = std::move(san);
    n.parent = parent;
    nodes.push_back(std::move(n));
    node(parent).children.push_back(id);
    return id;
}

std::string PgnGame::commentText(NodeId id) const {
    std::string text;
    for (const PgnComment& c : node(id).after) {
        if (isKeptApart(c)) continue;
        std::string commands;
        splitCommands(c.text, commands, text);
    }
    return text;
}

std::vector<std::string> commentParts(const PgnGame& game, NodeId id) {
    std::vector<std::string> parts;
    for (const PgnComment& c : game.node(id).after) {
        if (isKeptApart(c)) continue;
        std::string commands;
        std::string text;
        splitCommands(c.text, commands, text);
        if (!text.empty()) parts.push_back(std::move(text));
    }
    return parts;
}

void PgnGame::setCommentText(NodeId id, std::string_view text) {
    std::vector<PgnComment>& after = node(id).after;
    std::string commands;
    std::vector<PgnComment> kept;
    for (PgnComment& c : after) {
        if (isKeptApart(c)) {
            kept.push_back(std::move(c));
            continue;
        }
        std::string free;
        splitCommands(c.text, commands, free);
    }
    appendWords(commands, text);
    if (!commands.empty()) kept.insert(kept.begin(), PgnComment{commands, PgnComment::Kind::Brace});
    after = std::move(kept);
}

std::vector<std::string> PgnGame::commands(NodeId id, std::string_view name) const {
    std::vector<std::string> values;
    for (const PgnComment& c : node(id).after) {
        if (c.kind == PgnComment::Kind::Escape) continue;
        for (Span s = findCommand(c.text, name, 0); s.found();
             s = findCommand(c.text, name, s.at + s.size)) {
            const std::string_view inner =
                std::string_view(c.text).substr(s.at + 2 + name.size(), s.size - 3 - name.size());
            values.emplace_back(trimmed(inner));
        }
    }
    return values;
}

void PgnGame::setCommand(NodeId id, std::string_view name, std::string_view value) {
    std::string wanted;
    if (!trimmed(value).empty()) {
        wanted = "[%";
        wanted += name;
        wanted += ' ';
        wanted += trimmed(value);
        wanted += ']';
    }
    bool placed = wanted.empty();
    std::vector<PgnComment>& after = node(id).after;
    for (auto it = after.begin(); it != after.end();) {
        bool removed = false;
        if (it->kind != PgnComment::Kind::Escape) {
            std::string& text = it->text;
            for (Span s = findCommand(text, name, 0); s.found();
                 s = findCommand(text, name, s.at)) {
                if (!placed) {
                    text.replace(s.at, s.size, wanted);
                    placed = true;
                    s.at += wanted.size();
                } else {
                    eraseCommand(text, s);
                    removed = true;
                }
            }
        }
        if (removed && trimmed(it->text).empty())
            it = after.erase(it);
        else
            ++it;
    }
    if (!placed) after.insert(after.begin(), PgnComment{wanted, PgnComment::Kind::Brace});
}

std::string_view PgnGame::tag(std::string_view name) const noexcept {
    for (const PgnTag& t : tags) {
        if (t.name == name) return t.value;
    }
    return {};
}

bool PgnGame::hasTag(std::string_view name) const noexcept {
    return std::any_of(tags.begin(), tags.end(), [&](const PgnTag& t) { return t.name == name; });
}

void PgnGame::setTag(std::string_view name, std::string value) {
    for (PgnTag& t : tags) {
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    }
    auto at = tags.end();
    if (const int index = rosterIndex(name); index >= 0) {
        // Before the first tag that is not a roster tag coming earlier than this one.
        at = std::find_if(tags.begin(), tags.end(), [index](const PgnTag& t) {
            const int other = rosterIndex(t.name);
            return other < 0 || other > index;
        });
    }
    tags.insert(at, PgnTag{std::string(name), std::move(value)});
}

void PgnGame::removeTag(std::string_view name) {
    std::erase_if(tags, [name](const PgnTag& t) { return t.name == name; });
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
