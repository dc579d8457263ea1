#include "core/school/schoolitem.h"

#include <algorithm>
#include <array>
#include <set>
#include <utility>

#include "core/board/fen.h"
#include "core/board/notation.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/vocabulary.h"
#include "core/school/schoolanswer.h"

namespace remis::school {

namespace {

constexpr std::array<std::pair<QuestionKind, std::string_view>, 13> KindIds{{
    {QuestionKind::Watch, "watch"},
    {QuestionKind::Claim, "claim"},
    {QuestionKind::SamePosition, "same-position"},
    {QuestionKind::ClaimMoves, "claim-moves"},
    {QuestionKind::FlagFall, "flag-fall"},
    {QuestionKind::MovesUntilClaim, "moves-until-claim"},
    {QuestionKind::Procedure, "procedure"},
    {QuestionKind::WrittenClaim, "written-claim"},
    {QuestionKind::Offer, "offer"},
    {QuestionKind::Resignation, "resignation"},
    {QuestionKind::Ending, "ending"},
    {QuestionKind::IllegalMove, "illegal-move"},
    {QuestionKind::CanMate, "who-can-mate"},
}};

// The line of each tag of a game, found in the text from the game's first line: the PGN
// reader reports lines for moves and errors, and a teacher needs the tag's own line.
class TagLines {
public:
    explicit TagLines(std::string_view text) {
        m_starts.push_back(0);
        for (size_t i = 0; i < text.size(); ++i)
            if (text[i] == '\n') m_starts.push_back(i + 1);
        m_text = text;
    }
    long find(long fromLine, std::string_view tag) const {
        std::string opening(1, '[');
        opening.append(tag).append(1, ' ');
        for (long line = std::max(1L, fromLine); line <= long(m_starts.size()); ++line) {
            std::string_view rest = m_text.substr(m_starts[size_t(line - 1)]);
            rest = rest.substr(0, rest.find('\n'));
            rest.remove_prefix(std::min(rest.find_first_not_of(" \t"), rest.size()));
            if (rest.rfind(opening, 0) == 0) return line;
            if (!rest.empty() && rest[0] != '[' && rest[0] != '%' && line > fromLine) break;
        }
        return fromLine;
    }

private:
    std::string_view m_text;
    std::vector<size_t> m_starts;
};

std::string tagOf(const PgnGame& g, std::string_view name) {
    for (const PgnTag& t : g.tags)
        if (t.name == name) return t.value;
    return {};
}

std::optional<Color> colorFromName(std::string_view name) {
    if (name == "White" || name == "white") return White;
    if (name == "Black" || name == "black") return Black;
    return std::nullopt;
}

std::optional<ClaimKind> claimKindFromId(std::string_view id) {
    if (id == "threefold") return ClaimKind::Threefold;
    if (id == "fifty" || id == "fifty-moves") return ClaimKind::FiftyMoves;
    if (id == "any" || id.empty()) return ClaimKind::Any;
    return std::nullopt;
}

struct ItemError {
    std::string tag;  // the tag it is about, for its line; empty: the item's first line
    std::string message;
    LessonFault fault;
    std::vector<std::string> args = {};
    Error cause = {};
};

// Flagged, Resigned or OfferBy that names no colour.
ItemError colorTagError(const std::string& tag, const std::string& value) {
    return {tag,
            tag + " must be White or Black, not \"" + value + "\"",
            LessonFault::ColorTag,
            {tag, value}};
}

// The comments of the main line, in order: the teaching text.
std::string teachingText(const PgnGame& g) {
    std::string text;
    auto add = [&](NodeId id) {
        const std::string c = g.commentText(id);
        if (c.empty()) return;
        if (!text.empty()) text += "\n\n";
        text += c;
    };
    add(PgnGame::root());
    for (NodeId id : g.mainline()) add(id);
    return text;
}

std::optional<ItemError> readSetup(const PgnGame& g, Item& item) {
    if (const std::string r = tagOf(g, "Rules"); !r.empty()) {
        auto rules = ruleSetFromTag(r);
        if (!rules) rules = ruleSetFromId(r);
        if (!rules)
            return ItemError{
                "Rules", "unknown rule set \"" + r + "\"", LessonFault::UnknownRules, {r}};
        item.rules = *rules;
    }
    if (const std::string tc = tagOf(g, "TimeControl"); !tc.empty()) {
        auto control = parseTimeControl(tc);
        if (!control)
            return ItemError{
                "TimeControl", control.message(), LessonFault::TimeControl, {}, control.error()};
        item.control = *control;
    }
    auto start = startPositionOf(g);
    if (!start) return ItemError{"FEN", start.message(), LessonFault::Fen, {}, start.error()};
    item.start = *start;
    Position pos = item.start;
    for (NodeId id : g.mainline()) {
        const std::string& san = g.node(id).san;
        auto m = parseSan(pos, san);
        // A move that broke the rules but stood (7.5) is read as played, as the app reads it.
        const auto stood = m ? std::nullopt : findPhysicalMove(pos, san);
        if (!m && !stood)
            return ItemError{"",
                             "move " + numberedMove(pos, san) + ": " + m.message(),
                             LessonFault::Move,
                             {numberedMove(pos, san)},
                             m.error()};
        if (stood) item.stood.emplace_back(int(item.moves.size()) + 1, stood->why);
        item.moves.push_back(m ? *m : stood->move);
        pos = pos.after(item.moves.back());
    }
    return std::nullopt;
}

std::optional<ItemError> readQuestion(const PgnGame& g, Item& item) {
    const Position last = item.position();
    if (const std::string c = tagOf(g, "Compare"); !c.empty()) {
        char* end = nullptr;
        const long ply = std::strtol(c.c_str(), &end, 10);
        if (*end != '\0' || ply < 0 || ply >= item.ply())
            return ItemError{"Compare",
                             "Compare \"" + c + "\" is not a ply before the last (0 to " +
                                 std::to_string(item.ply() - 1) + ")",
                             LessonFault::CompareRange,
                             {c, std::to_string(item.ply() - 1)}};
        item.compareWithPly = int(ply);
    } else if (item.kind == QuestionKind::SamePosition) {
        return ItemError{"Question", "a same-position question needs a Compare tag",
                         LessonFault::CompareMissing};
    }
    if (const std::string f = tagOf(g, "Flagged"); !f.empty()) {
        auto c = colorFromName(f);
        if (!c) return colorTagError("Flagged", f);
        item.flagged = *c;
    } else if (item.kind == QuestionKind::FlagFall) {
        item.flagged = last.sideToMove();
    }
    if (const std::string r = tagOf(g, "Resigned"); !r.empty()) {
        auto c = colorFromName(r);
        if (!c) return colorTagError("Resigned", r);
        item.resigned = *c;
    } else if (item.kind == QuestionKind::Resignation) {
        item.resigned = last.sideToMove();
    }
    if (const std::string o = tagOf(g, "OfferBy"); !o.empty()) {
        auto c = colorFromName(o);
        if (!c) return colorTagError("OfferBy", o);
        item.offeredBy = *c;
    }
    const std::string claim = tagOf(g, "Claim");
    auto kind = claimKindFromId(claim);
    if (!kind)
        return ItemError{"Claim",
                         "Claim must be threefold, fifty or any, not \"" + claim + "\"",
                         LessonFault::ClaimTag,
                         {claim}};
    item.claim = *kind;
    if (const std::string i = tagOf(g, "Intended"); !i.empty()) {
        auto m = parseSan(last, i);
        if (!m)
            return ItemError{"Intended",
                             "the intended move \"" + i + "\": " + m.message(),
                             LessonFault::Intended,
                             {i},
                             m.error()};
        item.intended = *m;
    } else if (item.kind == QuestionKind::WrittenClaim) {
        return ItemError{"Question", "a written-claim question needs an Intended move",
                         LessonFault::IntendedMissing};
    }
    if (item.kind == QuestionKind::Offer && !item.offeredBy && claim.empty())
        return ItemError{"Question",
                         "an offer question needs OfferBy, or a Claim that is the offer",
                         LessonFault::OfferMissing};
    return std::nullopt;
}

std::optional<ItemError> readItem(const PgnGame& g, int number, Item& item) {
    const std::string question = tagOf(g, "Question");
    auto kind = questionKindFromId(question.empty() ? "watch" : question);
    if (!kind)
        return ItemError{"Question",
                         "unknown question \"" + question + "\"",
                         LessonFault::UnknownQuestion,
                         {question}};
    item.kind = *kind;
    item.id = tagOf(g, "Item");
    if (item.id.empty()) item.id = "item-" + std::to_string(number);
    item.source = tagOf(g, "Source");
    item.answerGiven = tagOf(g, "Answer");
    for (const char* h : {"Hint1", "Hint2", "Hint3"})
        if (std::string hint = tagOf(g, h); !hint.empty()) item.hints.push_back(std::move(hint));
    item.text = teachingText(g);
    if (auto e = readSetup(g, item)) return e;
    return readQuestion(g, item);
}

// The arbiter's answer must be the one the file states, if it states one.
std::optional<ItemError> recheck(const Item& item) {
    auto answer = answerOrRefusal(item);
    if (!answer) {
        const Refusal& r = answer.error();
        return ItemError{"Question", r.message, r.fault, r.args, r.cause};
    }
    if (item.answerGiven.empty()) return std::nullopt;
    auto response = responseFromKey(item, *answer, item.answerGiven);
    const std::string kind(questionKindId(item.kind));
    if (!response)
        return ItemError{
            "Answer",
            "the Answer \"" + item.answerGiven + "\" cannot be read for a " + kind + " question",
            LessonFault::AnswerUnreadable,
            {item.answerGiven, kind}};
    if (!check(item, *answer, *response).correct)
        return ItemError{"Answer",
                         "the file says \"" + item.answerGiven + "\" but the arbiter rules \"" +
                             answer->key + "\"",
                         LessonFault::AnswerDiffers,
                         {item.answerGiven, answer->key}};
    return std::nullopt;
}

std::string moveText(const Position& start, const std::vector<Move>& moves) {
    std::string text;
    Position pos = start;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (!text.empty()) text += ' ';
        const int number = pos.fullmoveNumber();
        if (pos.sideToMove() == White)
            text += std::to_string(number) + ". ";
        else if (i == 0)
            text += std::to_string(number) + "... ";
        text += toSan(pos, moves[i]);
        pos = pos.after(moves[i]);
    }
    return text;
}

std::string escaped(std::string_view value) {
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

}  // namespace

std::string_view questionKindId(QuestionKind kind) {
    for (const auto& [k, id] : KindIds)
        if (k == kind) return id;
    return "watch";
}

std::optional<QuestionKind> questionKindFromId(std::string_view id) {
    for (const auto& [k, name] : KindIds)
        if (name == id) return k;
    return std::nullopt;
}

Position Item::positionAt(int ply) const {
    Position pos = start;
    for (int i = 0; i < ply && i < int(moves.size()); ++i) pos = pos.after(moves[size_t(i)]);
    return pos;
}

Position Item::position() const {
    return positionAt(int(moves.size()));
}

LessonRead readLesson(std::string_view pgnText) {
    LessonRead read;
    const TagLines lines(pgnText);
    std::set<std::string> ids;
    int number = 0;
    for (PgnGameRead& g : readPgnGamesDetailed(pgnText)) {
        ++number;
        auto problem = [&](long line, const std::string& id, const ItemError& e) {
            read.problems.push_back({line,
                                     "line " + std::to_string(line) +
                                         (id.empty() ? "" : ", item " + id) + ": " + e.message,
                                     id, e.fault, e.args, e.cause});
        };
        const auto error = std::find_if(g.errors.begin(), g.errors.end(), [](const PgnError& e) {
            return e.severity == PgnError::Severity::Error;
        });
        if (read.lesson.id.empty()) read.lesson.id = tagOf(g.game, "Lesson");
        if (read.lesson.title.empty()) read.lesson.title = tagOf(g.game, "LessonTitle");
        if (error != g.errors.end()) {
            const bool aboutFen =
                error->line <= g.line && error->message.find("FEN") != std::string::npos;
            problem(aboutFen ? lines.find(g.line, "FEN") : error->line, tagOf(g.game, "Item"),
                    ItemError{"", error->message, LessonFault::Pgn, {}, error->error});
            continue;
        }
        Item item;
        item.line = g.line;
        item.lessonId = read.lesson.id;
        std::optional<ItemError> e = readItem(g.game, number, item);
        if (!e) e = recheck(item);
        if (!e && !ids.insert(item.id).second)
            e = ItemError{"Item", "a second item with this id", LessonFault::DuplicateId};
        if (e) {
            problem(e->tag.empty() ? g.line : lines.find(g.line, e->tag), item.id, *e);
            continue;
        }
        read.lesson.items.push_back(std::move(item));
    }
    if (read.lesson.id.empty()) read.lesson.id = "lesson";
    if (read.lesson.title.empty()) read.lesson.title = read.lesson.id;
    for (Item& item : read.lesson.items) item.lessonId = read.lesson.id;
    if (number == 0)
        read.problems.push_back(
            {1, "line 1: the file holds no item (no PGN game)", {}, LessonFault::NoItem});
    return read;
}

std::string itemToPgn(const Item& item, std::string_view lessonTitle) {
    std::string pgn;
    auto tag = [&](std::string_view name, std::string_view value) {
        if (!value.empty())
            pgn.append(1, '[').append(name).append(" \"").append(escaped(value)).append("\"]\n");
    };
    tag("Event", "Remis rules school");
    tag("Lesson", item.lessonId);
    tag("LessonTitle", lessonTitle);
    tag("Item", item.id);
    tag("Question", questionKindId(item.kind));
    tag("Source", item.source);
    if (item.start.key() != Position::startPosition().key() ||
        toFen(item.start) != toFen(Position::startPosition())) {
        tag("SetUp", "1");
        tag("FEN", toFen(item.start));
    }
    if (item.rules != RuleSet::Fide) tag("Rules", ruleSetTag(item.rules));
    if (!(item.control == TimeControl::fideClassical()))
        tag("TimeControl", item.control.toPgnTag());
    if (item.kind == QuestionKind::SamePosition)
        tag("Compare", std::to_string(item.compareWithPly));
    if (item.kind == QuestionKind::FlagFall)
        tag("Flagged", item.flagged == White ? "White" : "Black");
    if (item.intended) tag("Intended", toSan(item.position(), *item.intended));
    if (item.claim != ClaimKind::Any)
        tag("Claim", item.claim == ClaimKind::Threefold ? "threefold" : "fifty");
    if (item.offeredBy) tag("OfferBy", *item.offeredBy == White ? "White" : "Black");
    if (item.kind == QuestionKind::Resignation)
        tag("Resigned", item.resigned == White ? "White" : "Black");
    if (auto answer = answerOf(item)) tag("Answer", answer->key);
    tag("Result", "*");
    pgn += "\n";
    if (!item.text.empty()) pgn += "{" + item.text + "}\n";
    pgn += moveText(item.start, item.moves);
    pgn += item.moves.empty() ? "*\n" : " *\n";
    return pgn;
}

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
