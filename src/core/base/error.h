// Result<T>: a value or an error message, the core's way of reporting bad input.
// Errors are values: the core never throws across its API.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace remis {

struct Error {
    std::string message;  // one line, names the field or token and the problem
};

template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : m_data(std::move(value)) {}
    Result(Error error) : m_data(std::move(error)) {}

    bool ok() const noexcept { return m_data.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }

    T& value() & { return std::get<0>(m_data); }
    const T& value() const& { return std::get<0>(m_data); }
    T&& value() && { return std::get<0>(std::move(m_data)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const Error& error() const& { return std::get<1>(m_data); }
    const std::string& message() const { return error().message; }

private:
    std::variant<T, Error> m_data;
};

inline Error makeError(std::string message) {
    return Error{std::move(message)};
}

}  // namespace remis
