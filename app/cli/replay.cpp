#include "commands.h"
#include "json.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

int runReplay(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Replay a game record and print the final state and result. "
                                     "An illegal decision stops the replay with its index and the reason "
                                     "(exit status 1)."_s);
    parser.addHelpOption();
    parser.addOption({u"json"_s, u"Print JSON (the default)."_s});
    parser.addOption({u"text"_s, u"Print a readable summary instead of JSON."_s});
    parser.addPositionalArgument(u"FILE"_s, u"The game record (.yaml)."_s);
    if (const auto done = parseCommand(parser, u"replay"_s, arguments))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return usageError(u"replay needs exactly one record file"_s);

    auto replayed = houserules::replayFile(parser.positionalArguments().first().toStdString());
    if (!replayed) {
        printErrors(replayed.errors());
        return 1;
    }
    if (replayed->stopped) {
        printErrors({*replayed->stopped});
        return 1;
    }
    QTextStream out(stdout);
    if (parser.isSet(u"text"_s))
        out << replayText(*replayed);
    else
        out << QJsonDocument(replayJson(*replayed)).toJson(QJsonDocument::Indented);
    return 0;
}
