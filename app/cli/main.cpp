// houserules-cli: validate variants and records, list the variants, replay
// records, simulate bot games (and merge the shards of a simulation),
// measure the levels' ladder and benchmark the engine, from the command line.

#include "application.h"
#include "commandparser.h"
#include "subcommands.h"

#include "userdata/userdata.h"

#include <QTextStream>

#include <algorithm>
#include <exception>

using namespace Qt::Literals::StringLiterals;

namespace {

// The program's help: every subcommand with its one line, then where each
// one's help is, how variants are named, and two examples.
QString usage()
{
    qsizetype width = 0;
    for (const auto &subcommand : subcommands())
        width = std::max(width, subcommand.name.size());
    QString commands;
    for (const auto &subcommand : subcommands())
        commands += u"  %1  %2\n"_s.arg(subcommand.name.leftJustified(width), subcommand.summary);
    return uR"(Usage: houserules-cli <command> [options] [arguments]
       houserules-cli <command> --help
       houserules-cli --help | --version

Play, change and playtest the rules of tabletop games from the command line:
check house rules, play thousands of games between computer players and
compare the rules' statistics, print decks and rules for the table.

Commands:
%1
Run 'houserules-cli <command> --help' (or 'houserules-cli help <command>')
for a command's options and examples.

A variant is named by its file, or by id as in the app: blasting-billy/standard,
or your own house rule blasting-billy/hand-5, kept in the app's folder as
  %2/blasting-billy/hand-5.yaml
'houserules-cli variants' lists every id.

Examples:
  houserules-cli variants boomo
  houserules-cli simulate --variant boomo/short --compare boomo/standard \
      --players 4 --bots heuristic --games 2000
)"_s.arg(commands, userVariantDir());
}

const QStringList kProgramOptions {u"help"_s, u"version"_s};

// What is not a subcommand: an option before any (options follow the
// subcommand), or a mistyped name.
int notASubcommand(const QStringList &arguments)
{
    const QString &first = arguments.front();
    if (first.startsWith(u'-')) {
        const QString name = first.mid(first.startsWith(u"--"_s) ? 2 : 1);
        const auto subcommand = std::find_if(
            arguments.begin(), arguments.end(), [](const QString &a) { return findSubcommand(a) != nullptr; });
        if (subcommand != arguments.end())
            return usageError(u"%1 goes after the command: houserules-cli %2 %1"_s.arg(first, *subcommand));
        return usageError(u"unknown option %1"_s.arg(first) + didYouMean(name, kProgramOptions, dashed));
    }
    return usageError(
        u"unknown subcommand %1"_s.arg(singleQuoted(first)) + didYouMean(first, subcommandNames(), singleQuoted));
}

} // namespace

int main(int argc, char *argv[])
{
    const bool printing = argc > 1 && (qstrcmp(argv[1], "print-deck") == 0 || qstrcmp(argv[1], "print-rules") == 0);
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv, printing);
    // The app's names: its folders (the user's own variants) and settings.
    setHouserulesNames();
    QCoreApplication::setApplicationVersion(QStringLiteral(HOUSERULES_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    // Without a command the usage is an error message (stderr, status 2), as
    // for every other usage error; asked for, it is the output (stdout, 0).
    if (arguments.isEmpty()) {
        QTextStream(stderr) << usage();
        return 2;
    }
    // "help simulate" is "simulate --help".
    if (arguments.size() == 2 && arguments.first() == u"help"_s) {
        if (!findSubcommand(arguments.last()))
            return notASubcommand(arguments.mid(1));
        arguments = QStringList {arguments.last(), u"--help"_s};
    }
    if (arguments.first() == u"--help"_s || arguments.first() == u"-h"_s || arguments.first() == u"help"_s) {
        QTextStream(stdout) << usage();
        return 0;
    }
    if (arguments.first() == u"--version"_s) {
        QTextStream(stdout) << "houserules-cli " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    const Subcommand *subcommand = findSubcommand(arguments.first());
    if (!subcommand)
        return notASubcommand(arguments);
    // Whatever reaches here (threads that cannot start under a memory limit,
    // memory that runs out) is a message and status 1, never an abort.
    try {
        return runSubcommand(*subcommand, arguments.mid(1));
    } catch (const std::exception &e) {
        QTextStream(stderr) << "houserules-cli: " << e.what() << '\n';
    } catch (...) {
        QTextStream(stderr) << "houserules-cli: an unknown error\n";
    }
    return 1;
}
