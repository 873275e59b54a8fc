#include "yamlfile.h"

#include <yaml-cpp/depthguard.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <system_error>
#include <tuple>

namespace houserules {

namespace fs = std::filesystem;

namespace {

// The system's word for `code` ("Permission denied"), lower-cased to go on
// after "cannot read the file: ".
std::string systemError(int code)
{
    if (code == 0)
        return "unknown error";
    std::string text = std::generic_category().message(code);
    if (!text.empty())
        text[0] = char(std::tolower(static_cast<unsigned char>(text[0])));
    return text;
}

Diagnostic cannotRead(const fs::path &file, const std::string &why)
{
    return Diagnostic {{file.string(), 0, 0}, {}, "cannot read the file: " + why};
}

std::string bytesText(std::size_t bytes)
{
    return std::to_string(bytes) + " bytes";
}

Diagnostic tooLarge(const std::string &file, std::size_t bytes)
{
    return Diagnostic {{file, 0, 0}, {},
        "the file is too large (" + bytesText(bytes) + "); expected at most " + bytesText(limits::kMaxFileBytes)
            + " of YAML text"};
}

// Separators that start a value: a list item ("- "), a mapping entry (": ",
// a key and its value), a flow list or mapping and its commas. A cheap
// estimate of the values yaml-cpp would build, to refuse a huge text before
// parsing it (quoted text and comments only make it larger).
bool startsValue(const std::string &text, std::size_t at)
{
    const char c = text[at];
    if (c == ',' || c == '[' || c == '{')
        return true;
    if (c != '-' && c != ':' && c != '?')
        return false;
    const char next = at + 1 < text.size() ? text[at + 1] : '\n';
    return next == ' ' || next == '\t' || next == '\n' || next == '\r';
}

// The first byte YAML text cannot hold (a control character, or binary data
// that is not UTF-8), as a diagnostic at its line and column; or a text that
// would make more values than limits::kMaxValues.
std::optional<Diagnostic> notText(const std::string &text, const std::string &file)
{
    int line = 1;
    int column = 1;
    std::size_t values = 0;
    for (std::size_t at = 0; at < text.size();) {
        const char c = text[at];
        const bool blank = c == '\t' || c == '\n' || c == '\r';
        const std::size_t length = blank ? 1 : printableLength(std::string_view(text).substr(at));
        if (length == 0)
            return Diagnostic {{file, line, column}, {},
                "expected YAML text in UTF-8, found the byte " + printable(text.substr(at, 1))
                    + " (is this a binary file?)"};
        if (startsValue(text, at) && (values += c == ':' ? 2 : 1) > limits::kMaxValues)
            return Diagnostic {{file, line, column}, {},
                "too many values: expected at most " + std::to_string(limits::kMaxValues)
                    + " list items and mapping entries"};
        if (c == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        at += length;
    }
    return std::nullopt;
}

// Walks the tree as the readers will, following every alias, and stops at
// the first limit it meets: too many values (an alias bomb), too deep, a
// scalar too long, or too much text in all. Recursion is bounded by limits::kMaxDepth.
class LimitChecker {
public:
    explicit LimitChecker(const std::string &file) : m_file(file) {}

    std::optional<Diagnostic> check(const YAML::Node &node, int depth)
    {
        if (++m_values > limits::kMaxValues)
            return Diagnostic {locate(node, m_file), {},
                "too many values: expected at most " + std::to_string(limits::kMaxValues)
                    + ", counting each use of an alias (*name) as a copy of what it names"};
        if (node.IsScalar()) {
            const std::size_t bytes = node.Scalar().size();
            if (bytes > limits::kMaxScalarBytes)
                return Diagnostic {locate(node, m_file), {},
                    "a value of " + bytesText(bytes) + "; expected at most " + bytesText(limits::kMaxScalarBytes)};
            if ((m_textBytes += bytes) > limits::kMaxTextBytes)
                return Diagnostic {locate(node, m_file), {},
                    "too much text: expected at most " + bytesText(limits::kMaxTextBytes)
                        + " in all values together, counting each use of an alias (*name) as a copy of what it names"};
            return std::nullopt;
        }
        if (!node.IsMap() && !node.IsSequence())
            return std::nullopt;
        if (depth >= limits::kMaxDepth)
            return Diagnostic {locate(node, m_file), {},
                "lists and mappings nested too deeply: expected at most " + std::to_string(limits::kMaxDepth)
                    + " levels"};
        for (const auto &entry : node) {
            if (node.IsSequence()) {
                if (auto error = check(entry, depth + 1))
                    return error;
                continue;
            }
            if (auto error = check(entry.first, depth + 1))
                return error;
            if (auto error = check(entry.second, depth + 1))
                return error;
        }
        return std::nullopt;
    }

private:
    const std::string &m_file;
    std::size_t m_values = 0;
    std::size_t m_textBytes = 0;
};

class DuplicateKeyFinder {
public:
    DuplicateKeyFinder(const std::string &file, Diagnostics &errors) : m_file(file), m_errors(errors) {}

    void walk(const YAML::Node &node, const std::string &path)
    {
        if (!node.IsMap() && !node.IsSequence())
            return;
        // An alias is the anchored node itself, at the anchor's place: each
        // node is walked once, so a file of nested aliases cannot make this
        // take exponential time, and a duplicate is reported once.
        const YAML::Mark mark = node.Mark();
        if (!m_walked.insert({int(node.Type()), mark.line, mark.column}).second)
            return;
        if (node.IsSequence()) {
            int index = 0;
            for (const auto &item : node)
                walk(item, path + "[" + std::to_string(index++) + "]");
            return;
        }
        std::map<std::string, YAML::Mark> keys;
        for (const auto &entry : node) {
            const std::string key = entry.first.Scalar();
            const std::string keyPath = path.empty() ? key : path + "." + key;
            if (entry.first.IsScalar()) {
                const auto [first, isNew] = keys.emplace(key, entry.first.Mark());
                if (!isNew)
                    m_errors.push_back({locate(entry.first, m_file), keyPath,
                        "key " + quote(key) + " given twice: at " + placeText(first->second, entry.first.Mark())});
            }
            walk(entry.second, keyPath);
        }
    }

private:
    // "line 4 and line 9"; with columns when both are on one line.
    static std::string placeText(const YAML::Mark &first, const YAML::Mark &second)
    {
        auto place = [&](const YAML::Mark &mark) {
            std::string text = "line " + std::to_string(mark.line + 1);
            if (first.line == second.line)
                text += " column " + std::to_string(mark.column + 1);
            return text;
        };
        return place(first) + " and " + place(second);
    }

    const std::string &m_file;
    Diagnostics &m_errors;
    std::set<std::tuple<int, int, int>> m_walked;
};

} // namespace

Expected<std::string> readTextFile(const fs::path &file)
{
    std::error_code ec;
    const fs::file_status status = fs::status(file, ec);
    if (status.type() == fs::file_type::not_found)
        return cannotRead(file, "no such file");
    if (ec)
        return cannotRead(file, systemError(ec.value()));
    if (fs::is_directory(status))
        return cannotRead(file, "it is a folder");
    if (!fs::is_regular_file(status))
        return cannotRead(file, "it is not a regular file");
    if (const auto size = fs::file_size(file, ec); !ec && size > limits::kMaxFileBytes)
        return tooLarge(file.string(), std::size_t(size));

    errno = 0;
    const std::unique_ptr<std::FILE, int (*)(std::FILE *)> in(std::fopen(file.c_str(), "rb"), &std::fclose);
    if (!in)
        return cannotRead(file, systemError(errno));
    std::string text;
    char buffer[1 << 16];
    while (const std::size_t count = std::fread(buffer, 1, sizeof buffer, in.get())) {
        text.append(buffer, count);
        if (text.size() > limits::kMaxFileBytes) // a file that grows, or one in /proc that says it is empty
            return tooLarge(file.string(), text.size());
    }
    if (std::ferror(in.get()))
        return cannotRead(file, systemError(errno));
    return text;
}

SourceLocation locate(const YAML::Node &node, const std::string &file)
{
    const YAML::Mark mark = node.Mark();
    if (mark.is_null())
        return {file, 0, 0};
    return {file, mark.line + 1, mark.column + 1};
}

SourceLocation locateKey(const YAML::Node &map, const std::string &key, const std::string &file)
{
    for (const auto &entry : map)
        if (entry.first.IsScalar() && entry.first.Scalar() == key)
            return locate(entry.first, file);
    return locate(map, file);
}

Expected<YAML::Node> parseYamlMapping(const std::string &text, const std::string &file, const std::string &expected)
{
    if (text.size() > limits::kMaxFileBytes)
        return tooLarge(file, text.size());
    if (auto binary = notText(text, file))
        return *binary;
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::DeepRecursion &e) { // yaml-cpp's own limit, which it calls a "bad file"
        return Diagnostic {{file, e.mark.line + 1, e.mark.column + 1}, {},
            "lists and mappings nested too deeply: expected at most " + std::to_string(limits::kMaxDepth) + " levels"};
    } catch (const YAML::Exception &e) {
        return Diagnostic {{file, e.mark.line + 1, e.mark.column + 1}, {}, "YAML syntax error: " + e.msg};
    }
    if (root.IsNull() && root.Mark().is_null()) // nothing but blanks and comments
        return Diagnostic {{file, 0, 0}, {}, "the file is empty; expected " + expected};
    if (!root.IsMap())
        return Diagnostic {locate(root, file), {}, "expected " + expected};
    if (auto error = LimitChecker(file).check(root, 0))
        return *error;
    return root;
}

Diagnostics duplicateKeys(const YAML::Node &root, const std::string &file)
{
    Diagnostics errors;
    DuplicateKeyFinder(file, errors).walk(root, {});
    return errors;
}

void checkKeys(
    const YAML::Node &map, const std::vector<std::string> &known, const std::string &file, Diagnostics &errors)
{
    for (const auto &entry : map) {
        const std::string key = entry.first.Scalar();
        if (std::find(known.begin(), known.end(), key) == known.end())
            errors.push_back(
                {locate(entry.first, file), key, "unknown key " + quote(key) + "; expected one of: " + joined(known)});
    }
}

std::string joined(const std::vector<std::string> &items)
{
    std::string text;
    for (const auto &item : items)
        text += (text.empty() ? "" : ", ") + item;
    return text;
}

std::string scalarText(const YAML::Node &node)
{
    if (node.IsScalar())
        return quote(node.Scalar());
    if (node.IsSequence())
        return "a list";
    if (node.IsMap())
        return "a mapping";
    return "nothing";
}

std::optional<std::int64_t> asInteger(const YAML::Node &node)
{
    if (!node.IsScalar() || node.Tag() == "!") // quoted scalars are strings
        return std::nullopt;
    std::int64_t value = 0;
    if (!YAML::convert<std::int64_t>::decode(node, value))
        return std::nullopt;
    return value;
}

bool isIdentifier(const std::string &text)
{
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}

} // namespace houserules
