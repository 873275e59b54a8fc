#include "commands.h"
#include "interruption.h"
#include "simreport.h"

#include "core/searchbot.h"
#include "core/simulator.h"
#include "core/sweep.h"
#include "registry.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTextStream>

#include <atomic>
#include <cstdio>
#include <thread>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// Progress on stderr when it is a terminal (never in pipes, files or jobs).
void showProgress(const Progress &p)
{
    QTextStream(stderr) << u"\r%1 of %2 games"_s.arg(p.done).arg(p.total) << (p.done == p.total ? "\n" : "");
}

// The most values one sweep plays, in either form: each is a whole
// simulation, and the result a table a person reads.
constexpr qsizetype kMaxSweepValues = 1000;

// "hand_size=2..6" or "hand_size=2,3,5".
bool parseSweep(const QString &text, std::string &parameter, std::vector<std::int64_t> &values)
{
    static const QRegularExpression range(u"^([A-Za-z0-9_.-]+)=(-?\\d+)\\.\\.(-?\\d+)$"_s);
    static const QRegularExpression list(u"^([A-Za-z0-9_.-]+)=(-?\\d+(?:,-?\\d+)*)$"_s);
    if (const auto m = range.match(text); m.hasMatch()) {
        const qint64 from = m.captured(2).toLongLong(), to = m.captured(3).toLongLong();
        if (from > to || to - from >= kMaxSweepValues)
            return false;
        parameter = m.captured(1).toStdString();
        for (qint64 v = from; v <= to; ++v)
            values.push_back(v);
        return true;
    }
    if (const auto m = list.match(text); m.hasMatch()) {
        const QStringList items = m.captured(2).split(u',');
        if (items.size() > kMaxSweepValues)
            return false;
        parameter = m.captured(1).toStdString();
        for (const auto &item : items) {
            bool ok = false;
            values.push_back(item.toLongLong(&ok));
            if (!ok)
                return false;
        }
        return true;
    }
    return false;
}

int engineErrors(const Diagnostics &errors)
{
    QTextStream err(stderr);
    for (const auto &e : errors)
        err << "houserules-cli: --" << QString::fromStdString(e.keyPath) << ": " << QString::fromStdString(e.message)
            << '\n';
    return 2;
}

// The skill ladder's runs (--skill): the same run (a simulation, or a
// comparison against `base`) with the strong bot of each rung in seat 1 and
// the weak one elsewhere. False, with the result marked cancelled, when a
// run was stopped.
bool runSkill(const std::vector<SkillRung> &rungs, const SimulationSpec &spec, int games,
    const std::shared_ptr<const Ruleset> &base, const RunOptions &options, RunResult &result)
{
    for (const auto &rung : rungs) {
        SimulationSpec skill = spec;
        skill.bots = skillBots(rung, spec.players);
        skill.games = games;
        skill.cardImpact = false;
        SkillRun run {QString::fromStdString(rung.name), QString::fromStdString(rung.strong),
            QString::fromStdString(rung.weak), games, {}};
        bool cancelled = false;
        if (base) {
            const auto report = compare(skill, base, options);
            if (!report)
                return engineErrors(report.errors()) == 0;
            run.tally = report->tally;
            cancelled = report->cancelled;
        } else {
            const auto report = simulate(skill, options);
            if (!report)
                return engineErrors(report.errors()) == 0;
            run.tally = report->tally;
            cancelled = report->cancelled;
        }
        result.skill.push_back(std::move(run));
        if (cancelled) {
            result.cancelled = true;
            return true;
        }
    }
    return true;
}

} // namespace

int runSimulate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Play many games between bots and print per seat the wins, the win rate with its 95% confidence "
        "interval, the score and the game's own figures; the game length. The same seed gives the same "
        "result whatever the number of threads or shards."_s);
    parser.addHelpOption();
    parser.addOptions({
        {u"variant"_s, u"Variant id (e.g. blasting-billy/standard) or file; with --compare, the house rule."_s, u"V"_s},
        {u"players"_s, u"Number of players."_s, u"N"_s},
        {u"bots"_s,
            u"One bot for every seat, or one per seat separated by commas: random, heuristic, or the search bot "
            "ismcts with options (ismcts:iterations=2000,c=0.7,rollout=random|heuristic,seconds=S)."_s,
            u"SPEC"_s},
        {u"games"_s, u"Number of games (default 1000; per value with --sweep)."_s, u"G"_s, u"1000"_s},
        {u"seed"_s, u"Seed; the same seed gives the same result (default 1)."_s, u"S"_s, u"1"_s},
        {u"threads"_s, u"Worker threads (default: one per core). Does not change the result."_s, u"T"_s},
        {u"compare"_s,
            u"Paired comparison: play every game also under this base variant (same seeds) and report the "
            "differences, house rule minus base, with paired 95% intervals."_s,
            u"BASE"_s},
        {u"sweep"_s,
            u"Simulate the variant with one parameter set to each value: PATH=A..B or PATH=A,B,C (a whole-number "
            "parameter such as hand_size, or one entry of a per-player map such as set_aside.2)."_s,
            u"PATH=A..B"_s},
        {u"skill"_s,
            u"Also measure the skill gradient: play the run again with a stronger bot in seat 1 against weaker "
            "ones and report its win rate minus theirs; LEVELS is normal (heuristic against random), hard (the "
            "search bot against heuristic) or normal,hard. With --compare, paired with the base rules."_s,
            u"LEVELS"_s},
        {u"skill-games"_s, u"Games of each --skill run (default: --games)."_s, u"G"_s},
        {u"skill-search"_s, u"The search bot of the hard --skill level (default ismcts:iterations=200)."_s, u"SPEC"_s,
            u"ismcts:iterations=200"_s},
        {u"card-impact"_s,
            u"Also report per card kind the win rate of the seats that had it in their starting hand, and of "
            "those that played it, against the others."_s},
        {u"shard"_s,
            u"Play only the K-th of N equal slices of the games (1 <= K <= N), for running one simulation as "
            "several jobs; combine their --json results with 'houserules-cli merge'."_s,
            u"K/N"_s},
        {u"dry-run"_s,
            u"Check the options and the variants and stop, playing no game: exit status 0 when the run would "
            "start (for scripts that submit jobs)."_s},
        {u"json"_s, u"Print JSON (with the exact tallies 'merge' needs) instead of a table."_s},
        {u"csv"_s, u"Print CSV, one row per number, instead of a table."_s},
    });
    if (const auto done = parseCommand(parser, u"simulate"_s, arguments))
        return *done;
    if (!parser.positionalArguments().isEmpty())
        return usageError(u"simulate takes no file; unexpected '%1'"_s.arg(parser.positionalArguments().first()));
    for (const auto &required : {u"variant"_s, u"players"_s, u"bots"_s})
        if (!parser.isSet(required))
            return usageError(u"simulate needs --%1"_s.arg(required));
    if (parser.isSet(u"json"_s) && parser.isSet(u"csv"_s))
        return usageError(u"choose one of --json and --csv"_s);
    if (parser.isSet(u"compare"_s) && parser.isSet(u"sweep"_s))
        return usageError(u"choose one of --compare and --sweep"_s);
    std::vector<SkillRung> skillRungs;
    int skillGames = 0;
    if (parser.isSet(u"skill"_s)) {
        if (parser.isSet(u"sweep"_s))
            return usageError(u"--skill works with a plain run or --compare, not with --sweep"_s);
        std::vector<std::string> levels;
        for (const auto &level : parser.value(u"skill"_s).split(u','))
            levels.push_back(level.toStdString());
        std::string why;
        skillRungs = skillLadder(levels, parser.value(u"skill-search"_s).toStdString(), &why);
        if (skillRungs.empty())
            return usageError(u"--skill: %1"_s.arg(QString::fromStdString(why)));
    }

    bool ok = false;
    SimulationSpec spec;
    spec.players = parser.value(u"players"_s).toInt(&ok);
    if (!ok)
        return usageError(u"--players expects a whole number, not '%1'"_s.arg(parser.value(u"players"_s)));
    spec.games = parser.value(u"games"_s).toInt(&ok);
    if (!ok || spec.games <= 0)
        return usageError(u"--games expects a positive whole number, not '%1'"_s.arg(parser.value(u"games"_s)));
    spec.seed = parser.value(u"seed"_s).toULongLong(&ok);
    if (!ok)
        return usageError(u"--seed expects a non-negative whole number, not '%1'"_s.arg(parser.value(u"seed"_s)));
    const auto bots = splitBotSpecs(parser.value(u"bots"_s).toStdString());
    if (bots.size() != 1 && int(bots.size()) != spec.players)
        return usageError(
            u"--bots names %1 bots for %2 players; give one for all seats or one per seat"_s.arg(bots.size())
                .arg(spec.players));
    for (int seat = 0; seat < spec.players; ++seat)
        spec.bots.push_back(bots[bots.size() == 1 ? 0 : std::size_t(seat)]);
    skillGames = spec.games;
    if (parser.isSet(u"skill-games"_s)) {
        skillGames = parser.value(u"skill-games"_s).toInt(&ok);
        if (!ok || skillGames <= 0)
            return usageError(
                u"--skill-games expects a positive whole number, not '%1'"_s.arg(parser.value(u"skill-games"_s)));
    }
    spec.cardImpact = parser.isSet(u"card-impact"_s);

    RunOptions options;
    if (parser.isSet(u"threads"_s)) {
        options.threads = parser.value(u"threads"_s).toInt(&ok);
        if (!ok || options.threads <= 0 || options.threads > 1024)
            return usageError(
                u"--threads expects a whole number from 1 to 1024, not '%1'"_s.arg(parser.value(u"threads"_s)));
    }
    const int threads = options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    if (parser.isSet(u"shard"_s)) {
        static const QRegularExpression shard(u"^(\\d+)/(\\d+)$"_s);
        const auto m = shard.match(parser.value(u"shard"_s));
        const int k = m.captured(1).toInt(), n = m.captured(2).toInt();
        if (!m.hasMatch() || n < 1 || k < 1 || k > n)
            return usageError(
                u"--shard expects K/N with 1 <= K <= N (for example 2/4), not '%1'"_s.arg(parser.value(u"shard"_s)));
        spec.shard = {k - 1, n};
    }
    std::string parameter;
    std::vector<std::int64_t> values;
    if (parser.isSet(u"sweep"_s) && !parseSweep(parser.value(u"sweep"_s), parameter, values))
        return usageError(
            u"--sweep expects PATH=A..B with A <= B or PATH=A,B,C (at most %1 values), for example hand_size=2..6, "
            "not '%2'"_s.arg(kMaxSweepValues)
                .arg(parser.value(u"sweep"_s)));

    const Registry &registry = Registry::instance();
    const VariantLoader loader = registry.loader();
    auto variant = loader.load(parser.value(u"variant"_s).toStdString());
    if (!variant) {
        printErrors(variant.errors());
        return 1;
    }
    spec.ruleset = registry.game(variant->game)->compile(*variant);

    RunResult result;
    RunHeader &header = result.header;
    header.variant = QString::fromStdString(variant->id);
    header.players = spec.players;
    for (const auto &bot : spec.bots)
        header.bots << QString::fromStdString(bot);
    header.games = spec.games;
    header.seed = spec.seed;
    header.cardImpact = spec.cardImpact;
    std::tie(header.from, header.to) = shardRange(spec.games, spec.shard.count <= spec.games ? spec.shard : Shard {});

    if (isatty(fileno(stderr)) && !parser.isSet(u"dry-run"_s))
        options.progress = showProgress;
    // A dry run is a run cancelled before its first game: everything is
    // checked as for a real one, nothing is played.
    const bool dryRun = parser.isSet(u"dry-run"_s);
    // SIGINT, SIGTERM: the games under way end, and what was played so far
    // is printed, marked cancelled.
    Interruption interruption;
    if (dryRun)
        interruption.cancel();
    options.cancel = interruption.flag();

    QElapsedTimer timer;
    timer.start();
    std::shared_ptr<const Ruleset> skillBase;
    if (parser.isSet(u"compare"_s)) {
        auto base = registry.ruleset(parser.value(u"compare"_s).toStdString());
        if (!base) {
            printErrors(base.errors());
            return 1;
        }
        skillBase = *base;
        header.mode = u"compare"_s;
        header.compareWith = QString::fromStdString((*base)->variant().id);
        const auto report = compare(spec, *base, options);
        if (!report) {
            return engineErrors(report.errors());
        }
        result.tally = report->tally;
        result.cancelled = report->cancelled;
    } else if (parser.isSet(u"sweep"_s)) {
        header.mode = u"sweep"_s;
        header.parameter = QString::fromStdString(parameter);
        SweepSpec sweepSpec;
        sweepSpec.simulation = spec;
        sweepSpec.base = &*variant;
        sweepSpec.game = registry.game(variant->game);
        sweepSpec.loader = &loader;
        sweepSpec.parameter = parameter;
        sweepSpec.values = values;
        const auto report = sweep(sweepSpec, options);
        if (!report) {
            return engineErrors(report.errors());
        }
        result.tally = report->tally;
        result.cancelled = report->cancelled;
    } else {
        header.mode = u"simulate"_s;
        const auto report = simulate(spec, options);
        if (!report) {
            return engineErrors(report.errors());
        }
        result.tally = report->tally;
        result.cancelled = report->cancelled;
    }
    // A dry run checks the skill runs' options too (their bots, their games).
    if (!skillRungs.empty() && (!result.cancelled || dryRun)
        && !runSkill(skillRungs, spec, skillGames, skillBase, options, result))
        return 2;
    if (dryRun)
        return 0;

    const Format format
        = parser.isSet(u"json"_s) ? Format::Json : (parser.isSet(u"csv"_s) ? Format::Csv : Format::Table);
    printResult(result, format, double(timer.nsecsElapsed()) / 1e9, threads);
    if (result.cancelled)
        return interruption.exitStatus();
    // A sweep that could not play every value asked for did not do its job.
    if (const auto *swept = std::get_if<SweepTally>(&result.tally)) {
        const auto rejected = std::count_if(
            swept->errors.begin(), swept->errors.end(), [](const Diagnostics &e) { return !e.empty(); });
        if (rejected > 0) {
            QTextStream(stderr) << u"houserules-cli: %1 of %2 values rejected; the result says why\n"_s.arg(rejected)
                                       .arg(swept->values.size());
            return 1;
        }
    }
    return 0;
}
