#pragma once
/// A value or an error (bad input is never a crash). The error is a one-line message by
/// default (`Error`); the readers of outside text return a `ParseError` instead
/// (`ParseResult<T>`, parse_error.h), which the front ends word.
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace pw {

struct Error {
    std::string message;
};

template <class T, class E = Error>
class Result {
public:
    Result(T value) : v_(std::move(value)) {}   // NOLINT: implicit on purpose, like expected
    Result(E error) : v_(std::move(error)) {}  // NOLINT
    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(v_); }
    T& value() & { return std::get<0>(v_); }
    T&& value() && { return std::get<0>(std::move(v_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    /// The message of an `Error`, or the error itself of another type.
    decltype(auto) error() const {
        if constexpr (std::is_same_v<E, Error>) return static_cast<const std::string&>(std::get<1>(v_).message);
        else return static_cast<const E&>(std::get<1>(v_));
    }

private:
    std::variant<T, E> v_;
};

}  // namespace pw
