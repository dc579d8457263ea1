// AppError and AppResult<T>: how the app reports what went wrong, as values.
//
// Every app operation that can fail returns AppResult<T> (AppResult<> when it returns nothing):
// a value, or an AppError. An AppError is a code and the fields its wording names, never
// display text: a failure in the core keeps the core's Error (its code and fields, see
// core/base/error.h), and the app's own failures have an AppErrorCode. The words are made by
// ErrorTexts::text() (app/text/errortexts.*) only where the error is shown, in the user's
// language at that moment. A failure met while doing something larger is placed in it ("move 3
// \"Nxe5\": ...", "game.pgn, game 2 (from line 40): ...") by within(), keeping its code.
//
//     if (auto played = controller.playText("e4"); !played)
//         showMessage(ErrorTexts::text(played.error()));
//     AppResult<Move> m = controller.readMove("Nf3");  // *m, or m.error()
#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/base/error.h"
#include "core/base/expected.h"

namespace remis {
enum class IllegalMoveKind : uint8_t;  // core/rules/illegalmove.h
}

namespace remis::app {

// The app's own failures. The wording of each (%1, %2... its fields, %n the count) is in
// ErrorTexts::wording(AppErrorCode).
enum class AppErrorCode : uint8_t {
    Core,  // the core's Error says it: coreError()
    // Moves and games (GameController)
    GameOver,
    NotLatestPosition,
    RecordGoesOn,
    NoGameInText,
    NoGameFound,  // %1 the PGN reader's first complaint
    // Files (PgnFile, SafeWriter, the autosave, GameFiles)
    CannotOpen,       // %1 path, %2 the system's reason
    CannotRead,       // %1 path, %2 the system's reason
    FileShrank,       // %1 path
    Utf16TooLarge,    // %1 path
    NotUtf16,         // %1 path
    BinaryFile,       // %1 path
    EmptyFile,        // %1 path
    NoGameInFile,     // %1 path
    ChangedOnDisk,    // %1 path
    CannotWrite,      // %1 path, %2 the system's reason
    WriteNotOpen,     // %1 path
    WriteFailed,      // %1 path
    NoSavedGame,      // %1 path
    NothingToResume,  // %1 path
    NoTextToLoad,
    NoSuchGame,       // %1 path, %2 the game asked for (from 1); %n the games in the file
    NoDemonstration,  // %1 its name
    NothingToWrite,   // a diagram or worksheet that came out empty
};

// What the app was doing when a failure happened; its wording holds the failure as its last
// field.
enum class AppErrorPlace : uint8_t {
    SetupMove,  // %1 index from 1, %2 the move as given, %3 the failure
    FileGame,   // %1 path, %2 game from 1, %3 its first line, %4 the failure
};

class AppError {
public:
    explicit AppError(AppErrorCode code, QStringList args = {})
        : m_code(code), m_args(std::move(args)) {}
    // A failure the core reported.
    AppError(Error core) : m_code(AppErrorCode::Core), m_core(std::move(core)) {}

    AppErrorCode code() const { return m_code; }
    const QStringList& args() const { return m_args; }
    // The core's error when code() is Core.
    const std::optional<Error>& coreError() const { return m_core; }
    // The number a wording with %n counts (NoSuchGame).
    int count() const { return m_count; }
    AppError& withCount(int n) {
        m_count = n;
        return *this;
    }

    // The same failure, met while doing `place` (its fields before the failure's text).
    AppError within(AppErrorPlace place, QStringList args) const;
    // Why the Laws refuse a move that a piece could make on the board (core/rules/refusal.h),
    // said after the failure: "no knight can legally move to f3: the piece is pinned...".
    const std::optional<IllegalMoveKind>& refusal() const { return m_refusal; }
    AppError& withRefusal(std::optional<IllegalMoveKind> why) {
        m_refusal = why;
        return *this;
    }
    // Outermost first.
    const std::vector<std::pair<AppErrorPlace, QStringList>>& places() const { return m_places; }

private:
    AppErrorCode m_code;
    QStringList m_args;
    std::optional<Error> m_core;
    int m_count = 0;
    std::vector<std::pair<AppErrorPlace, QStringList>> m_places;
    std::optional<IllegalMoveKind> m_refusal;
};

// A value or an AppError. [[nodiscard]]: a failure is never dropped silently.
template <class T = void>
class [[nodiscard]] AppResult : public Expected<T, AppError> {
public:
    using Expected<T, AppError>::Expected;
    AppResult(Error core) : Expected<T, AppError>(AppError(std::move(core))) {}
};

// Success, or why not.
template <>
class [[nodiscard]] AppResult<void> {
public:
    AppResult() = default;  // success
    AppResult(AppError error) : m_error(std::move(error)) {}
    AppResult(Error core) : m_error(AppError(std::move(core))) {}

    bool ok() const noexcept { return !m_error.has_value(); }
    explicit operator bool() const noexcept { return ok(); }
    const AppError& error() const { return *m_error; }

private:
    std::optional<AppError> m_error;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
