#include "diagnostic.h"

namespace houserules {

Diagnostic::Diagnostic(SourceLocation where_, std::string keyPath_, std::string message_)
    : where(std::move(where_)), keyPath(std::move(keyPath_)), message(std::move(message_))
{}

std::string Diagnostic::toString() const
{
    std::string text = where.file.empty() ? std::string("<input>") : where.file;
    if (where.line > 0)
        text += ':' + std::to_string(where.line) + ':' + std::to_string(where.column);
    text += ": ";
    if (!keyPath.empty())
        text += keyPath + ": ";
    return text + message;
}

} // namespace houserules
