// houserules-cli: validate variants and records, replay records, simulate bot
// games (and merge the shards of a simulation), measure the levels' ladder and
// benchmark the engine, from the command line.

#include "commands.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <exception>
#include <memory>

using namespace Qt::Literals::StringLiterals;

namespace {

const auto kUsage = uR"(Usage: houserules-cli <command> [options]

Play, change and playtest the rules of tabletop games, from the command line.

Commands:
  validate FILE...     Check variant or record files (or variant ids); prints
                       every error with file, line and column. Exit status 0
                       when all are valid.
  replay FILE          Replay a game record and print the final state and the
                       result (JSON by default, --text for a readable summary);
                       --legal prints the legal decisions where it stops.
  simulate             Play many games between bots and print statistics:
                         --variant V   variant id (blasting-billy/standard) or file
                         --players N   number of players
                         --bots SPEC   one bot for all seats, or one per seat
                                       separated by commas (random, heuristic,
                                       easy, hard, ismcts or
                                       ismcts:iterations=2000,...)
                         --games G     number of games (default 1000)
                         --seed S      seed; the same seed gives the same result
                         --threads T   worker threads (default and at most:
                                       one per core); the same result for any T
                         --compare BASE  paired comparison of V (the house rule)
                                       against BASE: same seeds, differences
                                       with paired 95% intervals
                         --sweep PATH=A..B  V with one parameter at each value
                         --card-impact win rates by card kind held and played
                         --shard K/N   play only the K-th of N slices of the
                                       games (for job arrays; see merge)
                         --json        print JSON instead of a table
                         --csv         print CSV instead of a table
                         --save-games N DIR  write N of the games as records
                                       into DIR (the first N, or with
                                       --save-by FIGURE[:low] the most extreme)
  merge FILE...        Combine the --json results of simulate --shard K/N into
                       exactly the result of one run (--json, --csv).
  notebook ACTION      The runs kept in the notebook (every simulate and merge
                       keeps its run unless --no-notebook; --notebook LOCATION
                       picks a SQLite file or postgresql://host/db):
                         list          newest first (--game, --search, --since)
                         show RUN      its rules and results
                         compare A B   A minus B; paired when they share seeds
                         rerun RUN     play it again and check it is identical
                         export RUN... --out FILE  as JSON (--csv: the list)
                         note RUN TEXT the designer's note
  bench                Measure games per second, per player count:
                         --variant V   (default blasting-billy/standard)
                         --seconds T   time per player count (default 1)
                         --bots BOT    whole simulated games with BOT in every
                                       seat instead of random playouts (random,
                                       heuristic, ismcts[:options])
                         --threads T   with --bots: worker threads (default 1)
                         --players N   only this player count
  soak                 Play bot games of every variant of a game and check
                       every rule after every decision; stops at the first
                       failure and writes that game's record:
                         --game G      game id (boomo, ...) or all
                         --games N     number of games (default 1000)
                         --seed S      seed (default 1)
                         --threads T   worker threads (default 1, at most one per core)
                         --out FILE    the failing game's record
                                       (default soak-failure.yaml)
                         --json        print JSON
  ladder VARIANT[:N]...  Measure the app's levels against each other in every
                       mode of the variants (VARIANT:N at N players only):
                       easy against normal opponents (below the fair share),
                       normal against easy (above) and hard against normal
                       (above), with 95% intervals and a verdict corrected
                       for the rungs tested (Holm):
                         --all         every mode of the README's table
                                       instead of variants
                         --players N   only this number of players
                                       (default: every number allowed)
                         --games G     games of each easy and normal rung
                                       (default 2000)
                         --hard-games G  games of each hard rung (default 200)
                         --rungs LIST  easy,normal,hard (the default) or some
                         --seed S      seed (default 1); the same table for
                                       any --threads T
                         --markdown    print the table in Markdown
  print-deck VARIANT   Write the variant's deck as a print-and-play PDF: a
                       cover, the card fronts nine to a sheet with cut marks:
                         --out FILE    the PDF (required)
                         --paper P     a4 (default) or letter
                         --backs       the backs on every other page, for
                                       duplex printing (flip on the long edge)
                         --lang L      nl, en (default), de, fr or it
  print-rules VARIANT  Write the variant's rules as a PDF, with a box saying
                       what it changes from its base:
                         --out FILE, --paper P, --lang L  as for print-deck

Run 'houserules-cli <command> --help' for a command's options.

Examples:
  houserules-cli validate variants/blasting-billy/two-dynamite.yaml
  houserules-cli replay game.yaml
  houserules-cli simulate --variant blasting-billy/standard --players 4 \
      --bots heuristic,random,random,random --games 10000 --seed 1
  houserules-cli simulate --variant blasting-billy/four-card-hand \
      --compare blasting-billy/standard --players 4 --bots heuristic --games 20000
  houserules-cli simulate --variant blasting-billy/standard --players 4 \
      --bots heuristic --sweep hand_size=2..6 --games 5000
  houserules-cli simulate --variant boomo/standard --players 4 --bots heuristic \
      --games 2000 --save-games 3 longest --save-by length
  houserules-cli bench --bots heuristic --threads 2 --players 4
  houserules-cli notebook list --game blasting-billy --since 2026-11-17
  houserules-cli notebook compare 1a2b3c4d 5e6f7a8b
  houserules-cli soak --game boomo --games 100000 --seed 1
  houserules-cli ladder blasting-billy/standard --players 4 --rungs easy,normal
  houserules-cli print-deck blasting-billy/two-dynamite --out deck.pdf --backs
  houserules-cli print-rules blasting-billy/four-card-hand --lang it --out regole.pdf
)"_s;

} // namespace

void printErrors(const houserules::Diagnostics &errors)
{
    QTextStream err(stderr);
    for (const auto &e : errors)
        err << QString::fromStdString(e.toString()) << '\n';
}

int usageError(const QString &message)
{
    QTextStream(stderr) << "houserules-cli: " << message << "\nRun 'houserules-cli --help' for usage.\n";
    return 2;
}

std::optional<int> parseCommand(QCommandLineParser &parser, const QString &command, const QStringList &arguments)
{
    if (!parser.parse(QStringList {command} + arguments))
        return usageError(parser.errorText());
    if (parser.isSet(u"help"_s) || parser.isSet(u"help-all"_s)) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    return std::nullopt;
}

namespace {

int runCommand(const QString &command, const QStringList &arguments)
{
    if (command == u"validate"_s)
        return runValidate(arguments);
    if (command == u"replay"_s)
        return runReplay(arguments);
    if (command == u"simulate"_s)
        return runSimulate(arguments);
    if (command == u"bench"_s)
        return runBench(arguments);
    if (command == u"soak"_s)
        return runSoak(arguments);
    if (command == u"ladder"_s)
        return runLadder(arguments);
    if (command == u"merge"_s)
        return runMerge(arguments);
    if (command == u"notebook"_s)
        return runNotebook(arguments);
    if (command == u"print-deck"_s)
        return runPrintDeck(arguments);
    if (command == u"print-rules"_s)
        return runPrintRules(arguments);
    return usageError(
        u"unknown command '%1'; expected validate, replay, simulate, merge, notebook, bench, soak, ladder, print-deck or print-rules"_s
            .arg(command));
}

} // namespace

int main(int argc, char *argv[])
{
    // Printing needs fonts and the SVG art, so a QGuiApplication; on a
    // machine without a display (the usual place for a CLI) the offscreen
    // platform. Every other command stays a QCoreApplication.
    const bool printing = argc > 1 && (qstrcmp(argv[1], "print-deck") == 0 || qstrcmp(argv[1], "print-rules") == 0);
    if (printing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app
        = printing ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(u"houserules-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(HOUSERULES_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    // Without a command the usage is an error message (stderr, status 2), as
    // for every other usage error; asked for, it is the output (stdout, 0).
    if (arguments.isEmpty()) {
        QTextStream(stderr) << kUsage;
        return 2;
    }
    if (arguments.first() == u"--help"_s || arguments.first() == u"-h"_s || arguments.first() == u"help"_s) {
        QTextStream(stdout) << kUsage;
        return 0;
    }
    if (arguments.first() == u"--version"_s) {
        QTextStream(stdout) << "houserules-cli " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    // Whatever reaches here (threads that cannot start under a memory limit,
    // memory that runs out) is a message and status 1, never an abort.
    try {
        return runCommand(arguments.first(), arguments.mid(1));
    } catch (const std::exception &e) {
        QTextStream(stderr) << "houserules-cli: " << e.what() << '\n';
    } catch (...) {
        QTextStream(stderr) << "houserules-cli: an unknown error\n";
    }
    return 1;
}
