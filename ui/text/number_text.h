#pragma once
/// Numbers as the user's language writes them: group separators (16 777 216 /
/// 16,777,216), decimal commas in French, powers written with superscripts (10³, 2³²).
#include <QString>

#include <cstdint>

namespace pw::ui {

/// A count with the group separators of the current language.
QString formatCount(std::uint64_t value);
/// The `n` to give tr() for the plural form of a count (`tr("%1 node(s)", nullptr,
/// numerus(count)).arg(formatCount(count))`): Qt's is an int, so a count past it keeps
/// its last six digits above a million, which picks the same form in every language's
/// rules (they read the last digits, or "many").
int numerus(std::uint64_t count);
/// A number with `decimals` digits after the decimal sign of the current language.
QString formatDecimal(double value, int decimals);
/// Milliseconds shown with a sensible unit ("0.42 ms", "12.3 s").
QString formatDuration(double ms);
/// `base` raised to `exponent`, the exponent in superscript digits: "10³", "10⁻²", "2³²".
QString formatPower(int base, int exponent);

}  // namespace pw::ui
