// SPDX-License-Identifier: GPL-3.0-or-later
// PgnEventTape (eventtape.h): what PgnTreeBuilder records of a variation to read it later
// comes back event for event, in order, from memory and, past 64 KiB, from a temporary file;
// each event played to a visitor is the call the reader made.
#include <QtTest>

#include <string>
#include <vector>

#include "core/pgn/eventtape.h"

using namespace remis;
using Kind = PgnEventTape::Kind;

namespace {

bool same(const PgnEventTape::Event& a, const PgnEventTape::Event& b) {
    return a.kind == b.kind && a.order == b.order && a.number == b.number && a.text == b.text;
}

std::vector<PgnEventTape::Event> played(PgnEventTape& tape) {
    std::vector<PgnEventTape::Event> events;
    tape.replay([&events](const PgnEventTape::Event& e) { events.push_back(e); });
    return events;
}

// Records each call as "kind text number".
class Calls : public PgnVisitor {
public:
    std::vector<std::string> calls;
    bool move(std::string_view san, long line) override {
        calls.push_back("move " + std::string(san) + " " + std::to_string(line));
        return true;
    }
    void comment(std::string_view t) override { calls.push_back("comment " + std::string(t)); }
    void lineComment(std::string_view t) override { calls.push_back("line " + std::string(t)); }
    void escapeLine(std::string_view t) override { calls.push_back("escape " + std::string(t)); }
    void moveNumber(std::string_view t) override { calls.push_back("number " + std::string(t)); }
    void nag(int n) override { calls.push_back("nag " + std::to_string(n)); }
    void drawOffer() override { calls.push_back("draw offer"); }
    void beginVariation() override { calls.push_back("("); }
    void endVariation() override { calls.push_back(")"); }
    void resultInVariation(std::string_view r) override {
        calls.push_back("result " + std::string(r));
    }
};

}  // namespace

class TestPgnEventTape : public QObject {
    Q_OBJECT
private slots:
    void emptyTape();
    void smallTapeInOrder();
    void largeTapeThroughAFile();
    void eventsPlayedAsTheReaderCalls();
};

void TestPgnEventTape::emptyTape() {
    PgnEventTape tape;
    QVERIFY(tape.empty());
    QVERIFY(played(tape).empty());
}

void TestPgnEventTape::smallTapeInOrder() {
    const std::vector<PgnEventTape::Event> events{
        {Kind::BeginVariation, 7, 0, {}},        {Kind::Comment, 8, 0, std::string("a\0b}", 4)},
        {Kind::Move, 9, 123456789, "Nf3"},       {Kind::Nag, 10, 255, {}},
        {Kind::EndVariation, 1ull << 40, 0, {}},
    };
    PgnEventTape tape;
    for (const auto& e : events) tape.append(e);
    QVERIFY(!tape.empty());
    const auto back = played(tape);
    QCOMPARE(back.size(), events.size());
    for (std::size_t i = 0; i < events.size(); ++i) QVERIFY(same(back[i], events[i]));
    QVERIFY(tape.empty());  // played once
}

// 200,000 moves (some 3 MB) go through the file and come back whole, then the tape is used
// again.
void TestPgnEventTape::largeTapeThroughAFile() {
    PgnEventTape tape;
    for (int round = 0; round < 2; ++round) {
        const int count = 200'000;
        for (int i = 0; i < count; ++i)
            tape.append({Kind::Move, std::uint64_t(i), long(i / 2), "Nf3" + std::to_string(i)});
        int next = 0;
        bool inOrder = true;
        tape.replay([&](const PgnEventTape::Event& e) {
            inOrder = inOrder && e.kind == Kind::Move && e.order == std::uint64_t(next) &&
                      e.number == next / 2 && e.text == "Nf3" + std::to_string(next);
            ++next;
        });
        QVERIFY(inOrder);
        QCOMPARE(next, count);
        QVERIFY(tape.empty());
    }
}

void TestPgnEventTape::eventsPlayedAsTheReaderCalls() {
    PgnEventTape tape;
    tape.append({Kind::BeginVariation, 1, 0, {}});
    tape.append({Kind::MoveNumber, 2, 0, "12..."});
    tape.append({Kind::Move, 3, 40, "Qxh7+"});
    tape.append({Kind::Nag, 4, 3, {}});
    tape.append({Kind::Comment, 5, 0, "c"});
    tape.append({Kind::LineComment, 6, 0, "l"});
    tape.append({Kind::EscapeLine, 7, 0, "e"});
    tape.append({Kind::DrawOffer, 8, 0, {}});
    tape.append({Kind::ResultInVariation, 9, 0, "1-0"});
    tape.append({Kind::EndVariation, 10, 0, {}});
    Calls calls;
    tape.replay([&calls](const PgnEventTape::Event& e) { playEvent(calls, e); });
    const std::vector<std::string> expected{
        "(",      "number 12...", "move Qxh7+ 40", "nag 3",      "comment c",
        "line l", "escape e",     "draw offer",    "result 1-0", ")"};
    QCOMPARE(calls.calls, expected);
}

QTEST_GUILESS_MAIN(TestPgnEventTape)
#include "tst_pgneventtape.moc"
