#include "commands.h"
#include "userdata/recordrules.h"

#include "replay.h"
#include "userdata/userdata.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

int runValidate(const QStringList &arguments)
{
    CommandParser parser;
    parser.setApplicationDescription(u"Check variant and record files, or variants by id. Prints each error as "
                                     "file:line:column: key: what was expected."_s);
    parser.addPositionalArgument(
        u"FILE"_s, u"Variant or game record files, or variant ids (blasting-billy/standard)."_s, u"FILE..."_s);
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(u"validate needs at least one file"_s);

    // Ids as the app finds them: the user's own house rules first.
    const VariantLoader loader = userVariantLoader();
    bool allValid = true;
    QTextStream out(stdout);
    for (const QString &file : files) {
        const auto kind = fileKind(file.toStdString());
        Diagnostics errors;
        if (kind == FileKind::Record) {
            auto replayed = recordrules::replay(file.toStdString(), loader);
            if (!replayed)
                errors = replayed.errors();
            else if (replayed->stopped)
                errors.push_back(*replayed->stopped);
        } else {
            // By path or, as --variant does elsewhere, by id.
            auto variant = loader.load(file.toStdString());
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
