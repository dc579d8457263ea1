// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/controller/gamecontroller.h"

#include "app/text/errortexts.h"
#include "app/text/ruletexts.h"

#include <QDate>
#include <QStringList>
#include <algorithm>

#include "app/controller/clockreadings.h"
#include "app/controller/loadwarnings.h"
#include "app/services/deadpositionworker.h"
#include "core/board/fen.h"
#include "core/board/movegen.h"
#include "core/board/notation.h"
#include "core/pgn/claimnote.h"
#include "core/pgn/ending.h"
#include "core/pgn/pgnformat.h"
#include "core/pgn/reader.h"
#include "core/pgn/treebuilder.h"
#include "core/rules/deaddating.h"
#include "core/rules/refusal.h"

namespace remis::app {

namespace {

std::string str(const QString& s) {
    return s.toStdString();
}

}  // namespace

GameController::GameController(QObject* parent)
    : QObject(parent),
      m_game(std::make_unique<Game>()),
      m_navigator(new PlyNavigator(this)),
      m_analysis(new DeadPositionWorker(this)),
      m_edits(new QUndoStack(this)) {
    m_navigator->setGame(m_game.get());
    connect(m_analysis, &DeadPositionWorker::found, this, &GameController::onDeadPositionFound);
    connect(m_analysis, &DeadPositionWorker::flagJudged, this, &GameController::onFlagJudged);
    connect(m_analysis, &DeadPositionWorker::checkingChanged, this, [this](bool checking) {
        emit analysingChanged(checking);
        emit stateChanged();
    });
    m_timer.start();
    resetTags();
    // Anything that changes the record makes it unsaved; loading or saving makes it clean.
    connect(this, &GameController::moveMade, this, &GameController::noteRecordChange);
    connect(this, &GameController::moveUndone, this, &GameController::noteRecordChange);
    connect(this, &GameController::gameOver, this, &GameController::noteRecordChange);
    connect(this, &GameController::offersChanged, this, &GameController::noteRecordChange);
    connect(this, &GameController::claimJudged, this, &GameController::noteRecordChange);
    connect(m_edits, &QUndoStack::indexChanged, this, &GameController::onEditIndexChanged);
}

void GameController::resetTags() {
    m_tags = {{"Event", "Casual game"},
              {"Site", "Remis"},
              {"Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"))},
              {"White", "?"},
              {"Black", "?"}};
}

void GameController::setModified(bool modified) {
    if (!modified) m_edits->setClean();  // saved: undoing back to here is unmodified again
    // What was saved or loaded, to compare with later; a game marked modified from outside
    // (a resumed autosave, in no file the user chose) stays so until saved.
    m_savedText = modified || m_game->ply() > MaxComparedPlies ? QString() : pgnText();
    setModifiedFlag(modified);
}

// A move, a take-back, an undo or an ending changed the game: it is unsaved unless its text is
// again what was saved or loaded (a move played and taken back; pgn.md: a game saved
// unchanged is the file's text byte for byte).
void GameController::noteRecordChange() {
    setModifiedFlag(m_savedText.isNull() || m_game->ply() > MaxComparedPlies ||
                    pgnText() != m_savedText);
}

void GameController::setModifiedFlag(bool modified) {
    if (m_modified == modified) return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

// The undo stack, a child, is destroyed after this object's members: its last signals
// (QUndoStack::clear in its destructor) must not reach listeners that read the game.
GameController::~GameController() {
    m_edits->blockSignals(true);
}

Outcome GameController::outcome() const {
    if (m_game->isOver() || !m_recorded) return m_game->outcome();
    // No move can follow a recorded ending, so it stands at the last ply.
    Outcome recorded{m_recorded->reason, m_recorded->result, m_game->ply()};
    recorded.resigned = m_recorded->resigned;  // "resignation by White" (5.1.2)
    return recorded;
}

void GameController::installGame(std::unique_ptr<Game> game) {
    m_game = std::move(game);
    m_navigator->setGame(m_game.get());
    m_recorded.reset();
    m_recordedTermination.clear();
    m_recordedHelpmate.clear();
    m_readFromFile = false;
    m_readHadTags = false;
    m_overAtLoad = false;
    m_clockFlag.reset();
    m_readResult = m_writtenResult = GameResult::Ongoing;
    m_ruling.reset();
    m_judgingFlag = false;  // a judgement still under way is for the old game: ignored
}

void GameController::replaceGame(std::unique_ptr<Game> game) {
    installGame(std::move(game));
    announceReset();
}

void GameController::announceReset() {
    clearEdits();  // the undo stack is per game
    emit gameReset();
    m_navigator->announceShownPly();
    emit offersChanged();
    emit clockChanged();
    setModified(false);  // after offersChanged, which marks changes made in a game
    emit stateChanged();
    m_analysis->examine(*m_game);
}

void GameController::newGame(RuleSet rules, const TimeControl& control) {
    resetTags();
    m_record.clear();
    m_loadWarnings.clear();
    replaceGame(std::make_unique<Game>(Position::startPosition(), rules, control));
}

AppResult<> GameController::loadFen(const QString& fen, RuleSet rules, const TimeControl& control) {
    auto pos = parseFen(str(fen.trimmed()));
    if (!pos) return pos.error();
    resetTags();
    m_record.clear();
    m_loadWarnings.clear();
    replaceGame(std::make_unique<Game>(*pos, rules, control));
    return {};
}

namespace {

// pgn.md, record only what happened: moves entered in a game read without clock readings
// (clockreadings.h; an arbiter correcting its record after a cut, say) get no [%clk] from
// the app's clock, which was no reading.
void dropClockReadings(PgnGame& record) {
    for (NodeId id : record.mainline())
        std::erase_if(record.node(id).after,
                      [](const PgnComment& c) { return parseClockComment(c.text).has_value(); });
}

// The tags the user edits: those Remis sets from the game itself are left out.
std::vector<std::pair<QString, QString>> userTags(const PgnGame& tree) {
    static const std::vector<std::string> generated = {"Result", "Termination", "Rules", "SetUp",
                                                       "FEN",    "TimeControl", "Ending"};
    std::vector<std::pair<QString, QString>> tags;
    for (const PgnTag& t : tree.tags)
        if (std::find(generated.begin(), generated.end(), t.name) == generated.end())
            tags.emplace_back(QString::fromStdString(t.name), QString::fromStdString(t.value));
    return tags;
}

// How many main-line moves the Game can hold: all of them, up to the first null move (a
// game with one is no longer a game under the Laws, so the rulings stop there: docs/pgn.md).
std::size_t playablePlies(const PgnGame& tree) {
    std::size_t n = 0;
    for (NodeId id : tree.mainline()) {
        if (tree.node(id).isNull()) break;
        ++n;
    }
    return n;
}

}  // namespace

// The text is read once, into the tree (treebuilder.h): the Game replays the tree's main line
// up to a null move or an unreadable move, and the tree keeps everything else.
AppResult<> GameController::loadPgnText(const QString& pgn, long firstLine) {
    std::vector<PgnError> outside;
    auto reads = readPgnGamesDetailed(str(pgn), 1, &outside);
    if (reads.empty()) {
        if (!outside.empty())
            return AppError(AppErrorCode::NoGameFound, {ErrorTexts::text(outside.front().error)});
        return AppError(AppErrorCode::NoGameInText);
    }
    PgnGame& tree = reads.front().game;
    const std::size_t playable = playablePlies(tree);
    std::size_t afterEnd = 0;  // moves recorded after the game ended by itself
    auto game = gameFromPgnTree(tree, playable, &afterEnd);
    if (!game) return game.error();
    m_tags = userTags(tree);
    installGame(std::make_unique<Game>(std::move(*game)));
    std::vector<LoadWarning> read = readWarnings(reads.front(), m_game->startPosition(), firstLine);
    if (playable < tree.mainline().size()) read.push_back(nullMoveWarning(tree, playable));
    for (int ply = 1; ply <= m_game->ply(); ++ply)  // 7.5: each move that stood, named
        if (const QString stood = RuleTexts::stoodIllegalText(*m_game, ply); !stood.isEmpty())
            read.push_back({0, stood, LoadWarning::Kind::Note, {}});
    if (afterEnd > 0)  // pgn.md: tell the ending, with its ply
        read.push_back(
            {0, RuleTexts::afterEndText(*m_game, int(afterEnd)), LoadWarning::Kind::Note, {}});
    m_record.load(std::move(tree), m_game->ply(), reads.front().stoppedAt);
    showRecordTail();
    m_loadWarnings = std::move(read);
    const PgnGame& record = m_record.tree();
    restoreClocks(record, playable);
    setRecordedEnding(record);
    m_readFromFile = true;
    m_readHadTags = !record.tags.empty();
    m_readResult = gameResultFromTag(record.result).value_or(GameResult::Ongoing);
    m_writtenResult = m_readResult;
    m_overAtLoad = hasEnded();
    if (m_readResult == GameResult::Ongoing && !m_overAtLoad && !rulingsStopped())
        m_clockFlag = clockFlagFall(*m_game);
    judgeRecordedResult();
    announceReset();
    return {};
}

QString GameController::comment(NodeId node) const {
    return QString::fromStdString(m_record.commentText(node));
}

void GameController::setComment(NodeId node, const QString& text) {
    if (comment(node) == text.trimmed()) return;
    editRecord(tr("Edit Comment"), [&] { m_record.setCommentText(node, str(text.trimmed())); });
}

QString GameController::command(NodeId node, const QString& name) const {
    if (node == NoNode) return {};
    QStringList values;
    for (const std::string& v : m_record.commands(node, str(name)))
        values << QString::fromStdString(v);
    return values.join(QLatin1Char(','));
}

void GameController::setCommand(NodeId node, const QString& name, const QString& value) {
    if (node == NoNode || command(node, name) == value.trimmed()) return;
    const QString text = name == QLatin1String("cal")   ? tr("Draw Arrows")
                         : name == QLatin1String("csl") ? tr("Mark Squares")
                                                        : tr("Edit Command");
    editRecord(text, [&] { m_record.setCommand(node, str(name), str(value.trimmed())); });
}

// The core reads what the record states (core/pgn/ending.h) and invents no reason.
// `record`: the game as read (its result is the result token, else a valid Result tag's).
void GameController::setRecordedEnding(const PgnGame& record) {
    if (m_game->isOver()) return;
    const std::string term(record.tag("Termination"));
    const RecordedEnding ending = recordedEnding(record.result, term, record.tag("Ending"));
    if (ending.result == GameResult::Ongoing) return;  // "*" or no result: not ended
    m_recorded = ending;
    m_recordedTermination = QString::fromStdString(term);
    // A win on time as recorded: how the side not to move, whose flag did not fall (cli.md),
    // could still mate (6.9), for the explanation.
    if (ending.reason == Termination::Timeout && ending.result != GameResult::Draw) {
        const Color loser = m_game->position().sideToMove();
        FlagFallJudgement j = judgeFlagFall(m_game->position(), loser, m_game->rules());
        if (j.opponent.verdict == Mateability::Yes) m_recordedHelpmate = std::move(j.opponent.line);
    }
    if (m_game->clock().isRunning()) m_game->clock().pause(nowMs());
}

// The clocks as the first `plies` moves of the main line leave them: the last reading of each
// side ([%clk] in the record, or the clock after a move timed here), and the time an
// incorrect claim added after it (9.5.3, claimnote.h; a claim made here with a move is noted
// in its ply, not yet in the record).
void GameController::restoreClocks(const PgnGame& record, std::size_t plies) {
    if (!isTimed()) return;
    std::optional<int64_t> left[2];
    const auto add = [&](Color to, int64_t ms) {
        left[to] = left[to].value_or(m_game->clock().remainingMs(to, 0)) + ms;
    };
    auto addClaimTime = [&](NodeId id) {
        for (const PgnComment& c : record.node(id).after) {
            const auto note =
                c.kind == PgnComment::Kind::Escape ? std::nullopt : parseClaimNote(c.text);
            if (note && note->claimant && note->addedMs > 0) add(~*note->claimant, note->addedMs);
        }
    };
    addClaimTime(PgnGame::root());
    Color mover = m_game->startPosition().sideToMove();
    const std::vector<NodeId> line = record.mainline();
    const std::size_t loaded = std::size_t(m_record.loadedPlies());
    for (std::size_t i = 0; i < std::min(plies, line.size()); ++i) {
        const PlyRecord* here = i < m_game->plies().size() ? &m_game->plies()[i] : nullptr;
        if (const auto clock = clockAfter(record.node(line[i])))
            left[mover] = *clock;
        else if (here && here->clockAfterMs >= 0)
            left[mover] = here->clockAfterMs;
        addClaimTime(line[i]);
        if (here && i >= loaded && here->claimMade && here->timeUsedMs >= 0)
            add(~mover, claimPenaltyMs(m_game->clock().timeControl()));
        mover = ~mover;
    }
    for (Color c : {White, Black})
        if (left[c]) m_game->clock().setRemaining(c, *left[c]);
}

void GameController::resumeClocks(int64_t whiteMs, int64_t blackMs, bool running) {
    if (!isTimed() || hasEnded() || m_game->clock().isStarted()) return;
    m_game->clock().setRemaining(White, whiteMs);
    m_game->clock().setRemaining(Black, blackMs);
    if (running) startClock();
    emit clockChanged();
    emit stateChanged();
}

AppResult<> GameController::playMoves(const QStringList& moves) {
    clearEdits();  // set-up moves are part of the set-up, not edits to undo
    for (int i = 0; i < moves.size(); ++i) {
        AppResult<> played = AppError(AppErrorCode::GameOver);
        if (!hasEnded()) {
            const auto m = readMove(moves[i]);
            played = m ? playMove(*m, false) : m.error();  // set-up moves: the clock waits
        }
        if (!played)
            return played.error().within(AppErrorPlace::SetupMove,
                                         {QString::number(i + 1), moves[i]});
    }
    return {};
}

AppResult<> GameController::play(Move m) {
    return playMove(m, true);
}

AppResult<> GameController::playMove(Move m, bool timed) {
    if (hasEnded()) return AppError(AppErrorCode::GameOver);
    if (m_navigator->isBrowsing()) return AppError(AppErrorCode::NotLatestPosition);
    if (m_record.continuesBeyondGame()) return AppError(AppErrorCode::RecordGoesOn);
    if (!isLegal(m_game->position(), m)) return makeError(ErrorCode::IllegalMove, {toUci(m)});
    // A clock that waits for the first move starts now, for the mover: the move is timed
    // from this moment (it takes no time), earns the increment and counts towards the
    // period, as every move does.
    ChessClock clockBefore = m_game->clock();  // for the undo (recordedits.h, MoveTiming)
    if (timed) emit clockCue(ClockCue::MoveComing);
    int before = m_game->ply();
    auto offer = m_game->pendingOffer();
    auto result = m_game->play(m, nowMs());
    if (!result) return result.error();
    if (timed) emit clockCue(ClockCue::MovePlayed);
    if (!sameOffer(offer)) emit offersChanged();
    afterMove(before, false);
    if (timed) pushMove(m, before, std::move(clockBefore));
    return {};
}

AppResult<Move> GameController::readMove(const QString& sanOrUci) const {
    const std::string text = str(sanOrUci.trimmed());
    auto m = parseMove(m_game->position(), text);
    if (!m) return AppError(m.error()).withRefusal(whyRefused(m_game->position(), text));
    return *m;
}

AppResult<> GameController::playText(const QString& sanOrUci) {
    if (hasEnded()) return AppError(AppErrorCode::GameOver);
    // Read in the game's position, a move typed while an earlier one is shown would be refused
    // for that position ("no knight can move to c3") although the board shows it can.
    if (m_navigator->isBrowsing()) return AppError(AppErrorCode::NotLatestPosition);
    const auto m = readMove(sanOrUci);
    if (!m) return m.error();
    return play(*m);
}

bool GameController::sameOffer(const std::optional<DrawOffer>& before) const {
    auto now = m_game->pendingOffer();
    if (before.has_value() != now.has_value()) return false;
    return !now || (before->by == now->by && before->ply == now->ply);
}

void GameController::afterMove(int plyBefore, bool wasOver) {
    for (int p = plyBefore; p < m_game->ply(); ++p)
        m_record.appendMove(m_game->plies()[std::size_t(p)].san);
    bool shownMoved = m_navigator->syncToLatest();
    for (int p = plyBefore + 1; p <= m_game->ply(); ++p) emit moveMade(p);
    if (shownMoved) m_navigator->announceShownPly();
    if (isTimed()) emit clockChanged();
    emitOverIfEnded(wasOver);
    emit stateChanged();
    m_analysis->examine(*m_game);  // 5.2.2 beyond the per-move check, in the worker
}

bool GameController::isAnalysing() const {
    return m_analysis->isChecking();
}

void GameController::waitForAnalysis() {
    m_analysis->waitForIdle();
}

// The game ends where the dead position arose, even if moves were made meanwhile: those are
// taken back (a finding for a line that was itself taken back is ignored by the core). A game
// the per-move check ended on the board (a dead position, a stalemate) may end earlier so,
// and so may a game read with a result: 5.2.2 ended it whatever was recorded, and the ruling
// is shown beside the recorded result.
void GameController::onDeadPositionFound(const DeadPositionFinding& finding) {
    const bool endedByRules = hasEnded() && !isRecordedEnding();
    if ((endedByRules && !endedOnTheBoard(*m_game)) || m_judgingFlag) return;
    bool hadOffer = m_game->pendingOffer().has_value();
    const int recordedBefore = m_navigator->recordPlies();
    const bool wasModified = isModified();
    auto takenBack = applyDeadPositionFinding(*m_game, finding);
    if (!takenBack) return;
    clearEdits();
    // Moves played here after it are taken back; those read from the file stay in the
    // record as played after the end (pgn.md).
    if (m_game->ply() <= m_record.loadedPlies()) m_overAtLoad = true;  // ended in the record
    m_record.endGameAt(m_game->ply());
    showRecordTail();
    const int removed = recordedBefore - m_navigator->recordPlies();
    if (*takenBack > 0) {
        emit moveUndone(m_game->ply());
        m_navigator->announceShownPly();
    }
    if (hadOffer) emit offersChanged();
    judgeRecordedResult();
    emit deadPositionProven(finding.ply, removed);
    emitOverIfEnded(false);
    // Ended within the moves read from the file, none of them removed: the record is as it
    // was read (pgn.md), so the game is no more modified than before the finding.
    if (m_readFromFile && removed == 0 && m_game->ply() <= m_record.loadedPlies())
        setModifiedFlag(wasModified);
    emit stateChanged();
}

void GameController::emitOverIfEnded(bool wasOver) {
    if (!wasOver && hasEnded()) {
        if (isTimed()) emit clockChanged();
        emit gameOver(outcome());
    }
}

void GameController::setTag(const QString& name, const QString& value) {
    const auto found = std::find_if(m_tags.begin(), m_tags.end(),
                                    [&name](const auto& tag) { return tag.first == name; });
    if (found != m_tags.end() && found->second == value) return;
    editRecord(tr("Set %1").arg(name), [&] {
        if (found != m_tags.end())
            found->second = value;
        else
            m_tags.emplace_back(name, value);
    });
}

QString GameController::tag(const QString& name) const {
    for (const auto& [n, v] : m_tags)
        if (n == name) return v;
    return {};
}

QString GameController::pgnText() const {
    std::vector<std::pair<std::string, std::string>> tags;
    for (const auto& [n, v] : m_tags) tags.emplace_back(str(n), str(v));
    PgnGame record = toPgnTree(*m_game, tags);
    if (isRecordedEnding()) {
        record.result = std::string(resultToken(m_recorded->result));
        const std::string termination = m_recordedTermination.isEmpty() && m_recorded->reasonGiven()
                                            ? terminationTag(outcome())
                                            : str(m_recordedTermination);
        record.removeTag("Termination");
        if (!termination.empty()) record.setTag("Termination", termination);
    }
    if (m_readFromFile) keepReadRecord(record);
    if (m_readFromFile && !clockReadingsKnown(*m_game, m_record.loadedPlies()))
        dropClockReadings(record);
    const std::string closing = recordCorrection(record);
    return QString::fromStdString(
        m_record.write(record, !m_readFromFile || !m_readHadTags, closing));
}

int64_t GameController::nowMs() const {
    return m_timeSource ? m_timeSource() : m_timer.elapsed();
}

void GameController::setTimeSource(std::function<int64_t()> source) {
    m_timeSource = std::move(source);
}

}  // namespace remis::app
