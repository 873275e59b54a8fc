#include "diagnostic.h"

#include <algorithm>

namespace houserules {

Diagnostic::Diagnostic(SourceLocation where_, std::string keyPath_, std::string message_)
    : where(std::move(where_)), keyPath(excerpt(keyPath_)), message(std::move(message_))
{}

Diagnostic Diagnostic::coded(std::string code_, std::vector<std::string> args_) &&
{
    code = std::move(code_);
    args = std::move(args_);
    return std::move(*this);
}

std::string Diagnostic::toString() const
{
    std::string text = where.file.empty() ? std::string("<input>") : where.file;
    if (where.line > 0)
        text += ':' + std::to_string(where.line) + ':' + std::to_string(where.column);
    text += ": ";
    if (!keyPath.empty())
        text += keyPath + ": ";
    return printable(text + message);
}

std::string excerpt(std::string_view text)
{
    std::size_t end = 0;
    for (std::size_t characters = 0; end < text.size() && characters < kQuotedCharacters; ++characters)
        end += std::max<std::size_t>(1, printableLength(text.substr(end)));
    if (end >= text.size())
        return std::string(text);
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) about a chain of +.
    std::string cut(text.substr(0, end));
    cut.append("\u2026 (").append(std::to_string(text.size())).append(" bytes)");
    return cut;
}

std::string quote(std::string_view text)
{
    std::string quoted = "'";
    quoted.append(excerpt(text)).append("'");
    return quoted;
}

Diagnostics capped(Diagnostics errors)
{
    if (errors.size() <= kMaxDiagnostics)
        return errors;
    const std::size_t more = errors.size() - (kMaxDiagnostics - 1);
    errors.resize(kMaxDiagnostics - 1);
    Diagnostic last;
    last.where.file = errors.back().where.file;
    last.message = "\u2026 and " + std::to_string(more) + " more";
    errors.push_back(std::move(last));
    return errors;
}

std::size_t printableLength(std::string_view text)
{
    if (text.empty())
        return 0;
    const auto lead = static_cast<unsigned char>(text[0]);
    if (lead < 0x80)
        return lead >= 0x20 && lead != 0x7f ? 1 : 0;
    // The lead byte gives the length and the first bits of the code point.
    std::size_t length = 0;
    char32_t code = 0;
    if ((lead & 0xe0) == 0xc0) {
        length = 2;
        code = lead & 0x1f;
    } else if ((lead & 0xf0) == 0xe0) {
        length = 3;
        code = lead & 0x0f;
    } else if ((lead & 0xf8) == 0xf0) {
        length = 4;
        code = lead & 0x07;
    } else {
        return 0;
    }
    if (text.size() < length)
        return 0;
    for (std::size_t i = 1; i < length; ++i) {
        const auto next = static_cast<unsigned char>(text[i]);
        if ((next & 0xc0) != 0x80)
            return 0;
        code = (code << 6) | (next & 0x3f);
    }
    static constexpr char32_t kShortest[] {0, 0, 0x80, 0x800, 0x10000};
    const bool overlong = code < kShortest[length];
    const bool surrogate = code >= 0xd800 && code <= 0xdfff;
    const bool c1Control = code >= 0x80 && code <= 0x9f; // terminals obey these too
    if (overlong || surrogate || c1Control || code > 0x10ffff)
        return 0;
    return length;
}

bool isBidiControl(std::string_view c)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(c[i]); };
    if (c.size() == 2)
        return byte(0) == 0xd8 && byte(1) == 0x9c; // U+061C
    if (c.size() != 3 || byte(0) != 0xe2)
        return false;
    if (byte(1) == 0x80)
        return byte(2) == 0x8e || byte(2) == 0x8f || (byte(2) >= 0xaa && byte(2) <= 0xae);
    return byte(1) == 0x81 && byte(2) >= 0xa6 && byte(2) <= 0xa9;
}

bool isPlainText(std::string_view text)
{
    while (!text.empty()) {
        const std::size_t length = printableLength(text);
        if (length == 0 || isBidiControl(text.substr(0, length)))
            return false;
        text.remove_prefix(length);
    }
    return true;
}

std::string printable(std::string_view text)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string result;
    result.reserve(text.size());
    while (!text.empty()) {
        std::size_t length = printableLength(text);
        if (length > 0 && isBidiControl(text.substr(0, length))) {
            for (std::size_t i = 0; i < length; ++i) {
                const auto byte = static_cast<unsigned char>(text[i]);
                result += {'\\', 'x', kHex[byte >> 4], kHex[byte & 0xf]};
            }
        } else if (length > 0) {
            result.append(text.substr(0, length));
        } else {
            const auto byte = static_cast<unsigned char>(text[0]);
            result += {'\\', 'x', kHex[byte >> 4], kHex[byte & 0xf]};
            length = 1;
        }
        text.remove_prefix(length);
    }
    return result;
}

} // namespace houserules
