#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace houserules {

// Where a value came from: a file and a 1-based line and column (0 when unknown).
struct SourceLocation {
    std::string file;
    int line = 0;
    int column = 0;
};

// An error in something a person wrote (a variant, a record, a command line).
// The engine never throws these at the UI: they are returned as values.
struct Diagnostic {
    Diagnostic() = default;
    Diagnostic(SourceLocation where, std::string keyPath, std::string message);

    SourceLocation where;
    std::string keyPath; // e.g. "parameters.hand_size"; empty for syntax errors
    std::string message; // what was found and what was expected (English)
    // For a front end that says it in its own words (the variant editor, in
    // five languages): a stable name of the kind of problem
    // ("deck.suit-without-cards") and its values, in order. Empty for most:
    // then only the message says it.
    std::string code;
    std::vector<std::string> args;

    // This diagnostic with `code` and `args` (see above).
    Diagnostic coded(std::string code, std::vector<std::string> args) &&;

    // "file:line:column: keyPath: message", the form compilers use, as one
    // line of printable text (see printable()).
    std::string toString() const;
};

using Diagnostics = std::vector<Diagnostic>;

// The length in bytes of the printable UTF-8 character that `text` starts
// with; 0 when it starts with a control character (a tab or a newline too) or
// a byte that is not UTF-8.
std::size_t printableLength(std::string_view text);

// True when `character` (one UTF-8 character) is a bidirectional control
// (U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069): it reorders the text
// around it, so that a right-to-left override makes one title or name show
// as another.
bool isBidiControl(std::string_view character);
// Printable characters only (printableLength()), none a bidirectional
// control: what a title or a player's name may hold.
bool isPlainText(std::string_view text);

// `text` with every byte printableLength() rejects, and every bidirectional
// control, written as \xNN. A
// diagnostic quotes what a person wrote, and a file may hold anything: this
// keeps each diagnostic one line that cannot garble a terminal.
std::string printable(std::string_view text);

// What a message quotes of what a person wrote is at most this many
// characters: a value may be 64 KiB, and a message is one line.
inline constexpr std::size_t kQuotedCharacters = 60;

// `text` cut after kQuotedCharacters characters (never inside one), with an
// ellipsis and its whole length: "xxxx… (60000 bytes)".
std::string excerpt(std::string_view text);
// excerpt(text) between single quotes, as messages quote a value: "'7'".
std::string quote(std::string_view text);

// A diagnostic about something without a place in a file (a command-line
// option, a setup). Built step by step: GCC 12 warns falsely about nested
// brace-initialised strings here.
inline Diagnostic diagnostic(std::string keyPath, std::string message)
{
    Diagnostic d;
    d.keyPath = excerpt(keyPath);
    d.message = std::move(message);
    return d;
}

// A value or the diagnostics that explain why there is none.
// The most diagnostics a list given back holds: one more says how many were
// left out ("… and 3994 more"), so that a file written to make an error
// thousands of times gives a message a person can read.
inline constexpr std::size_t kMaxDiagnostics = 50;
Diagnostics capped(Diagnostics errors);

// A value or the diagnostics that explain why there is none (at most
// kMaxDiagnostics of them, see capped()).
template <typename T>
class Expected {
public:
    Expected(T value) : m_data(std::move(value)) {}
    Expected(Diagnostics errors) : m_data(capped(std::move(errors))) {}
    Expected(Diagnostic error) : m_data(std::in_place_index<1>) { std::get<1>(m_data).push_back(std::move(error)); }

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() { return std::get<0>(m_data); }
    const T &value() const { return std::get<0>(m_data); }
    T &operator*() { return value(); }
    const T &operator*() const { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

    const Diagnostics &errors() const { return std::get<1>(m_data); }

private:
    std::variant<T, Diagnostics> m_data;
};

} // namespace houserules
