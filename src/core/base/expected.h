// SPDX-License-Identifier: GPL-3.0-or-later
// Expected<T, E>: a value or an error, the one shape of every fallible call. The core's
// Result<T> (error.h) and the app's AppResult<T> (app/base/apperror.h) are this with their
// own error type. [[nodiscard]]: a failure is never dropped silently.
#pragma once

#include <utility>
#include <variant>

namespace remis {

template <class T, class E>
class [[nodiscard]] Expected {
public:
    Expected(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    Expected(E error) : m_data(std::in_place_index<1>, std::move(error)) {}

    bool ok() const noexcept { return m_data.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }

    T& value() & { return std::get<0>(m_data); }
    const T& value() const& { return std::get<0>(m_data); }
    T&& value() && { return std::get<0>(std::move(m_data)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const E& error() const& { return std::get<1>(m_data); }

private:
    std::variant<T, E> m_data;
};

}  // namespace remis
