// houserules-cli soak: many bot games of every variant of a game, every rule
// checked after every decision (engine/core/simulation/soak.h). The CLI parses the
// options, names the variants and prints; the engine plays and checks.

#include "commands.h"
#include "interruption.h"
#include "userdata/recordrules.h"

#include "core/simulation/soak.h"
#include "registry.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <chrono>
#include <cstdio>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

// The shipped variants of `game` (every registered game for "all"), by id.
std::vector<SoakVariant> variantsOf(const std::string &game, Diagnostics &errors)
{
    std::vector<SoakVariant> variants;
    for (const auto &id : Registry::instance().loader().availableIds()) {
        if (game != "all" && !id.starts_with(game + "/"))
            continue;
        auto ruleset = Registry::instance().ruleset(id);
        if (!ruleset) {
            errors.insert(errors.end(), ruleset.errors().begin(), ruleset.errors().end());
            continue;
        }
        variants.push_back({id, *ruleset});
    }
    return variants;
}

// soak's options and help.
void addSoakOptions(CommandParser &parser)
{
    parser.setApplicationDescription(
        u"Play many bot games of every variant of a game at every player count, checking every rule after every "
        "decision: the game's invariants, clone, the record so far, what each seat may see, the outcome. Stops at "
        "the first failure, writes that game's record and exits with status 1."_s);
    parser.addOptions({
        {u"game"_s, u"The game's id (blasting-billy, boomo, ...), or all."_s, u"G"_s},
        {u"games"_s, u"Number of games (default 1000)."_s, u"N"_s, u"1000"_s},
        {u"seed"_s, u"Seed; the same seed plays the same games (default 1)."_s, u"S"_s, u"1"_s},
        {u"threads"_s, u"Worker threads (default 1)."_s, u"T"_s, u"1"_s},
        {u"every-seat"_s,
            u"Check every seat's observation after each decision (default: the seat to move and one "
            "other in turn)."_s},
        {u"out"_s, u"Where to write a failing game's record (default soak-failure.yaml)."_s, u"FILE"_s,
            u"soak-failure.yaml"_s},
        {u"json"_s, u"Print the result as JSON."_s},
    });
}

// --game: a registered game's id, or all.
std::optional<int> readGame(const QCommandLineParser &parser, std::string &game)
{
    if (!parser.isSet(u"game"_s))
        return usageError(u"soak needs --game (a game's id, or all)"_s);
    game = parser.value(u"game"_s).toStdString();
    if (game != "all" && !Registry::instance().game(game)) {
        QStringList known;
        for (const auto *g : Registry::instance().games())
            known << qs(g->id());
        return usageError(u"--game: unknown game '%1'; expected one of: %2, all"_s.arg(qs(game), known.join(u", "_s))
            + didYouMean(qs(game), known, singleQuoted));
    }
    return std::nullopt;
}

// --games, --seed, --threads and --every-seat.
std::optional<int> readSoakOptions(const QCommandLineParser &parser, SoakOptions &options)
{
    bool ok = false;
    options.games = parser.value(u"games"_s).toLongLong(&ok);
    if (!ok || options.games < 1)
        return usageError(u"--games expects a positive whole number, not '%1'"_s.arg(parser.value(u"games"_s)));
    options.seed = parser.value(u"seed"_s).toULongLong(&ok);
    if (!ok)
        return usageError(u"--seed expects a whole number from 0, not '%1'"_s.arg(parser.value(u"seed"_s)));
    options.threads = parser.value(u"threads"_s).toInt(&ok);
    if (!ok || options.threads < 1 || options.threads > 1024)
        return usageError(
            u"--threads expects a whole number from 1 to 1024, not '%1'"_s.arg(parser.value(u"threads"_s)));
    options.everySeat = parser.isSet(u"every-seat"_s);
    return std::nullopt;
}

// The variants to soak into `options`; false after saying on stderr why
// there are none to play.
bool findVariants(const std::string &game, SoakOptions &options)
{
    Diagnostics errors;
    options.variants = variantsOf(game, errors);
    if (!errors.empty()) {
        printErrors(errors);
        return false;
    }
    if (options.variants.empty()) {
        QStringList looked;
        for (const auto &dir : Registry::variantDirs())
            looked << QString::fromStdString(dir.string());
        QTextStream(stderr) << "houserules-cli: no variants found for " << qs(game) << " (looked in "
                            << (looked.isEmpty() ? u"no folder"_s : looked.join(u", "_s))
                            << "; set HOUSERULES_VARIANTS to folders of <game>/<name>.yaml files, separated by ':')\n";
        return false;
    }
    return true;
}

// The failing game's record, with its rules, written to `path`: the file's
// name, or empty when it could not be written.
QString writeFailure(const SoakResult &result, const SoakOptions &options, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    Record record = result.failure->record;
    for (const auto &v : options.variants)
        if (v.id == result.failure->variant)
            recordrules::carry(record, v.ruleset->variant());
    file.write(QByteArray::fromStdString(writeRecord(record)));
    return file.fileName();
}

// The result as JSON; `written`: the failing game's record.
QJsonObject soakJson(const std::string &game, const SoakOptions &options, const SoakResult &result, double seconds,
    const QString &written)
{
    const double rate = seconds > 0 ? double(result.games) / seconds : 0;
    QJsonObject json {
        {u"game"_s, qs(game)},
        {u"variants"_s, int(options.variants.size())},
        {u"seed"_s, QString::number(options.seed)},
        {u"games"_s, double(result.games)},
        {u"decisions"_s, double(result.decisions)},
        {u"seconds"_s, seconds},
        {u"games_per_second"_s, rate},
        {u"cancelled"_s, result.cancelled},
    };
    if (const auto &f = result.failure)
        json[u"failure"_s] = QJsonObject {
            {u"variant"_s, qs(f->variant)},
            {u"players"_s, f->players},
            {u"seed"_s, QString::number(f->seed)},
            {u"game"_s, double(f->game)},
            {u"decision"_s, f->decision},
            {u"check"_s, qs(f->check)},
            {u"message"_s, qs(f->message)},
            {u"record"_s, written},
        };
    return json;
}

// The result on stdout (a line, or JSON) and a failure on stderr.
void printSoak(const QCommandLineParser &parser, const std::string &game, const SoakOptions &options,
    const SoakResult &result, double seconds, const QString &written)
{
    QTextStream out(stdout);
    if (parser.isSet(u"json"_s)) {
        out << QJsonDocument(soakJson(game, options, result, seconds, written)).toJson();
    } else {
        const double rate = seconds > 0 ? double(result.games) / seconds : 0;
        out << u"%1: %2 variants, %3 games, %4 decisions in %5 s (%6 games/s)%7\n"_s.arg(qs(game))
                   .arg(options.variants.size())
                   .arg(result.games)
                   .arg(result.decisions)
                   .arg(seconds, 0, 'f', 1)
                   .arg(rate, 0, 'f', 0)
                   .arg(result.cancelled ? u", cancelled"_s : QString());
    }
    out.flush();
    if (const auto &f = result.failure)
        QTextStream(stderr) << u"soak failed: %1, %2 players, game %3 (seed %4), decision %5: %6: %7\n"_s
                                   .arg(qs(f->variant))
                                   .arg(f->players)
                                   .arg(f->game)
                                   .arg(f->seed)
                                   .arg(f->decision)
                                   .arg(qs(f->check), qs(f->message))
                            << (written.isEmpty()
                                       ? u"the record could not be written to %1\n"_s.arg(parser.value(u"out"_s))
                                       : u"the game so far: %1\n"_s.arg(written));
}

} // namespace

int runSoak(const QStringList &arguments)
{
    CommandParser parser;
    addSoakOptions(parser);
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    if (!parser.positionalArguments().isEmpty())
        return usageError(u"soak takes no file: '%1'"_s.arg(parser.positionalArguments().first()));
    std::string game;
    if (const auto error = readGame(parser, game))
        return *error;
    SoakOptions options;
    if (const auto error = readSoakOptions(parser, options))
        return *error;
    if (!findVariants(game, options))
        return 1;
    const Interruption interruption; // SIGINT, SIGTERM: the games under way end, reported as cancelled
    options.cancel = interruption.flag();
    if (isatty(fileno(stderr)))
        options.progress = [&options](std::int64_t done) {
            QTextStream(stderr) << u"\r%1 of %2 games"_s.arg(done).arg(options.games);
        };

    const auto start = std::chrono::steady_clock::now();
    const SoakResult result = soak(options);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (options.progress)
        QTextStream(stderr) << '\n';
    const QString written = result.failure ? writeFailure(result, options, parser.value(u"out"_s)) : QString();
    printSoak(parser, game, options, result, seconds, written);
    if (result.failure)
        return 1;
    return result.cancelled ? interruption.exitStatus() : 0;
}
