// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/services/autosavesession.h"

#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

#include "app/controller/gamecontroller.h"
#include "app/services/clockdriver.h"
#include "core/pgn/pgnformat.h"
#include "core/pgn/reader.h"

namespace remis::app {

namespace {

const QString TagPrefix = QStringLiteral("[Autosave");

QString colorWord(Color c) {
    return c == White ? QStringLiteral("White") : QStringLiteral("Black");
}

std::optional<Color> colorOf(const QString& word) {
    if (word == QLatin1String("White")) return White;
    if (word == QLatin1String("Black")) return Black;
    return std::nullopt;
}

QString tagLine(const QString& name, const QString& value) {
    return QStringLiteral("%1%2 \"%3\"]\n").arg(TagPrefix, name, value);
}

std::optional<int64_t> clockOf(const QString& value) {
    const auto ms = parseClockComment(QStringLiteral("[%clk %1]").arg(value).toStdString());
    return ms ? std::optional<int64_t>(*ms) : std::nullopt;
}

// A path may hold quotes, backslashes and anything else a tag value cannot: percent-encoded.
QString sourceTags(const AutosaveSource& source) {
    const QString path = QString::fromLatin1(QUrl::toPercentEncoding(source.path, "/:"));
    QString tags = tagLine(QStringLiteral("File"), path) +
                   tagLine(QStringLiteral("FileGame"), QString::number(source.game + 1)) +
                   tagLine(QStringLiteral("FileSize"), QString::number(source.size)) +
                   tagLine(QStringLiteral("FileModified"), QString::number(source.modifiedMs));
    if (source.hash)
        tags += tagLine(QStringLiteral("FileHash"),
                        QStringLiteral("%1").arg(*source.hash, 16, 16, QLatin1Char('0')));
    return tags;
}

void readSourceTag(AutosaveSession& session, const QString& name, const QString& value) {
    AutosaveSource& source = session.source ? *session.source : session.source.emplace();
    bool ok = true;
    if (name == QLatin1String("File"))
        source.path = QUrl::fromPercentEncoding(value.toLatin1());
    else if (name == QLatin1String("FileGame"))
        source.game = value.toInt(&ok) - 1;
    else if (name == QLatin1String("FileSize"))
        source.size = value.toLongLong(&ok);
    else if (name == QLatin1String("FileModified"))
        source.modifiedMs = value.toLongLong(&ok);
    else if (name == QLatin1String("FileHash"))
        source.hash = value.toULongLong(&ok, 16);
    if (!ok) source.game = -1;  // unreadable: the source is dropped
}

}  // namespace

AutosaveSession AutosaveSession::of(const GameController& controller) {
    AutosaveSession session;
    session.unsaved = controller.isModified();
    if (controller.hasEnded()) return session;
    const Game& game = controller.game();
    if (const auto offer = game.pendingOffer()) session.offerBy = offer->by;
    const ChessClock& clock = game.clock();
    if (clock.timeControl().isUntimed() || !clock.isStarted()) return session;
    const int64_t now = controller.nowMs();
    for (Color side : {White, Black}) session.clockMs[side] = clock.remainingMs(side, now);
    // A started clock that does not run, in a game going on, was paused (6.12).
    if (clock.isRunning())
        session.running = clock.sideToMove();
    else
        session.paused = clock.sideToMove();
    return session;
}

QString AutosaveSession::written(const QString& pgn) const {
    QString tags;
    for (Color side : {White, Black}) {
        if (clockMs[side])
            tags += tagLine(colorWord(side) + QStringLiteral("Clock"),
                            QString::fromStdString(formatClock(*clockMs[side])));
    }
    if (running) tags += tagLine(QStringLiteral("ClockRunning"), colorWord(*running));
    if (paused) tags += tagLine(QStringLiteral("ClockPaused"), colorWord(*paused));
    if (offerBy) tags += tagLine(QStringLiteral("DrawOffer"), colorWord(*offerBy));
    if (unsaved) tags += tagLine(QStringLiteral("Unsaved"), QStringLiteral("Yes"));
    if (source) tags += sourceTags(*source);
    // A game written without tags of its own starts with its moves: a blank line between.
    if (!tags.isEmpty() && !pgn.startsWith(QLatin1Char('['))) tags += QLatin1Char('\n');
    return tags + pgn;
}

AutosaveSession AutosaveSession::read(const QString& text) {
    static const QRegularExpression tag(QStringLiteral("^\\[Autosave(\\w+) \"([^\"]*)\"\\]$"),
                                        QRegularExpression::MultilineOption);
    AutosaveSession session;
    for (auto it = tag.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString name = m.captured(1), value = m.captured(2);
        if (name == QLatin1String("WhiteClock")) session.clockMs[White] = clockOf(value);
        if (name == QLatin1String("BlackClock")) session.clockMs[Black] = clockOf(value);
        if (name == QLatin1String("ClockRunning")) session.running = colorOf(value);
        if (name == QLatin1String("ClockPaused")) session.paused = colorOf(value);
        if (name == QLatin1String("DrawOffer")) session.offerBy = colorOf(value);
        if (name == QLatin1String("Unsaved")) session.unsaved = value == QLatin1String("Yes");
        if (name.startsWith(QLatin1String("File"))) readSourceTag(session, name, value);
    }
    // All four or none: a game cannot be put back into a file half named.
    if (session.source && (session.source->path.isEmpty() || session.source->game < 0 ||
                           session.source->size < 0 || session.source->modifiedMs < 0))
        session.source.reset();
    return session;
}

QString AutosaveSession::withoutTags(const QString& text) {
    QStringList lines = text.split(QLatin1Char('\n'));
    lines.removeIf([](const QString& line) { return line.startsWith(TagPrefix); });
    return lines.join(QLatin1Char('\n'));
}

void AutosaveSession::restore(GameController& controller, ClockDriver* driver) const {
    if (clockMs[White] && clockMs[Black]) {
        const Color toMove = controller.game().position().sideToMove();
        const bool runs = running == toMove;
        // Started and at once paused: the pause goes on as it was, the P key ends it. A clock
        // that ran is paused too (tester: it ran the moment Yes was pressed, with no player
        // at the board): the time since the last save is not known, its reading is kept, and
        // the players restart it when seated (FIDE 6.12: the arbiter pauses the clocks).
        const bool pausedRun = (paused == toMove || runs) && driver;
        controller.resumeClocks(*clockMs[White], *clockMs[Black], runs || pausedRun);
        if (pausedRun) driver->pause();
    }
    if (offerBy && !controller.pendingOffer()) controller.offerDraw(*offerBy);
}

}  // namespace remis::app
