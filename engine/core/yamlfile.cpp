#include "yamlfile.h"

namespace houserules {

SourceLocation locate(const YAML::Node &node, const std::string &file)
{
    const YAML::Mark mark = node.Mark();
    if (mark.is_null())
        return {file, 0, 0};
    return {file, mark.line + 1, mark.column + 1};
}

Expected<YAML::Node> parseYamlMapping(const std::string &text, const std::string &file, const std::string &expected)
{
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::ParserException &e) {
        return Diagnostic {{file, e.mark.line + 1, e.mark.column + 1}, {}, "YAML syntax error: " + e.msg};
    }
    if (!root.IsMap())
        return Diagnostic {locate(root, file), {}, "expected " + expected};
    return root;
}

} // namespace houserules
