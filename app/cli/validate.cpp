#include "commands.h"
#include "registry.h"
#include "replay.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

int runValidate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Check variant and record files, or variants by id. Prints each error as "
                                     "file:line:column: key: what was expected."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(
        u"FILE"_s, u"Variant or game record files, or variant ids (blasting-billy/standard)."_s, u"FILE..."_s);
    if (const auto done = parseCommand(parser, u"validate"_s, arguments))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(u"validate needs at least one file"_s);

    bool allValid = true;
    QTextStream out(stdout);
    for (const QString &file : files) {
        const auto kind = fileKind(file.toStdString());
        Diagnostics errors;
        if (kind == FileKind::Record) {
            auto replayed = replayFile(file.toStdString());
            if (!replayed)
                errors = replayed.errors();
            else if (replayed->stopped)
                errors.push_back(*replayed->stopped);
        } else {
            // By path or, as --variant does elsewhere, by id.
            auto variant = Registry::instance().loader().load(file.toStdString());
            if (!variant)
                errors = variant.errors();
        }
        if (errors.empty()) {
            out << file << ": valid " << (kind == FileKind::Record ? "game record" : "variant") << '\n';
        } else {
            allValid = false;
            printErrors(errors);
        }
    }
    return allValid ? 0 : 1;
}
