#include "commands.h"
#include "interruption.h"
#include "notebook/runplan.h"
#include "notebookoptions.h"
#include "runoptions.h"
#include "savegames.h"
#include "simreport/simreport.h"
#include "simreport/sweepvalues.h"

#include "core/bots/searchbot.h"
#include "core/simulation/cardcount.h"
#include "core/simulation/simulator.h"
#include "core/simulation/skillgames.h"
#include "core/simulation/sweep.h"
#include "registry.h"
#include "userdata/userdata.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>

#include <atomic>
#include <cmath>
#include <optional>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

// The most values one sweep plays, in either form: each is a whole
// simulation, and the result a table a person reads.
constexpr qsizetype kMaxSweepValues = 1000;

// The engine's objections to the options, as usage errors: "--players: …".
int engineErrors(const Diagnostics &errors)
{
    QStringList lines;
    for (const auto &e : errors)
        lines << u"--%1: %2"_s.arg(QString::fromStdString(e.keyPath), QString::fromStdString(e.message));
    return usageError(lines.join(u"\nhouserules-cli: "_s));
}

// --controlled CARD: the variant as the base, against the house rules with
// one card of the kind fewer and one more (core/simulation/cardcount.h), as a run of
// several house rules on the same seeds, so that it prints, exports and is
// kept in the notebook as one. A change the rules refuse (no card to take
// out, the most the game allows) is said on stderr and left out; none left
// is an error.
std::optional<int> planControlled(
    RunPlan &plan, const Variant &variant, const QString &card, const VariantLoader &loader)
{
    RunHeader &header = plan.header;
    const Schema &schema = Registry::instance().game(variant.game)->schema();
    const std::string kind = card.toStdString();
    if (auto where = findCardCount(variant, schema, kind); !where)
        return engineErrors(where.errors());
    header.mode = u"compare-several"_s;
    Diagnostics refused;
    for (const int change : {-1, +1}) {
        const QString id = u"%1 %2"_s.arg(card, change > 0 ? u"+1"_s : u"-1"_s);
        auto text = cardCountVariantText(variant, schema, kind, change);
        auto changed = text ? loader.loadText(*text, variant.file + " [" + id.toStdString() + "]")
                            : Expected<Variant>(text.errors());
        if (!changed) {
            for (const auto &e : changed.errors())
                QTextStream(stderr) << u"houserules-cli: %1: %2\n"_s.arg(id, QString::fromStdString(e.message));
            refused.insert(refused.end(), changed.errors().begin(), changed.errors().end());
            continue;
        }
        changed->id = id.toStdString();
        plan.loaded[id] = std::make_shared<const Variant>(std::move(*changed));
        header.houseRules << id;
    }
    if (header.houseRules.isEmpty())
        return engineErrors(refused);
    return std::nullopt;
}

// Before a run with the hard skill level: how many games it plays and about
// how long they take here, from a few of its games timed on this machine;
// or that its games are too few to read.
void announceSkill(const RunPlan &plan, const SimulationSpec &spec, int threads)
{
    QTextStream err(stderr);
    const int rulesets = plan.header.mode == u"compare"_s ? 2 : 1;
    for (std::size_t i = 0; i < plan.skill.size(); ++i) {
        const SkillRung &rung = plan.skill[i];
        const int games = plan.rungGames[i];
        if (games < skillGamesFor(spec.players))
            err << u"houserules-cli: %1 skill games give an interval of up to ±%2 points, wider than ±3: the %3 "
                   "gradient may read 'cannot tell' (leave out --skill-games for about %4)\n"_s.arg(games)
                       .arg(100 * kZ95 * skillEdgeSdBound(spec.players) / std::sqrt(double(games)), 0, 'f', 1)
                       .arg(QString::fromStdString(rung.name))
                       .arg(skillGamesFor(spec.players));
        if (rung.name.rfind("hard", 0) != 0)
            continue;
        SimulationSpec own = spec;
        own.shard = {};
        const double perGame = secondsPerSkillGame(own, rung);
        const auto [first, end] = shardRange(games, spec.shard);
        const double seconds = skillSeconds(int(end - first), rulesets, perGame, threads);
        err << u"houserules-cli: the hard skill level plays %1 games%2: about %3 on this machine (%4 s a game, "
               "measured)\n"_s.arg(end - first)
                   .arg(rulesets == 2 ? u" under both rules"_s : QString())
                   .arg(seconds < 90 ? u"%1 seconds"_s.arg(std::lround(seconds))
                                     : u"%1 minutes"_s.arg(std::lround(seconds / 60)))
                   .arg(perGame, 0, 'f', 2);
    }
}

// simulate's options and help.
void addSimulateOptions(CommandParser &parser)
{
    parser.setApplicationDescription(
        u"Play many games between bots and print per seat the wins, the win rate with its 95% confidence "
        "interval, the score and the game's own figures; the game length. The same seed gives the same "
        "result whatever the number of threads or shards."_s);
    parser.addOptions({
        {u"variant"_s,
            u"Variant id (e.g. blasting-billy/standard) or file; with --compare, the house rule, or up to five "
            "house rules separated by commas, each compared with the base on the same seeds."_s,
            u"V"_s},
        {u"players"_s, u"Number of players."_s, u"N"_s},
        {u"bots"_s, u"One bot for every seat, or one per seat separated by commas: "_s + botsHelp() + u'.', u"SPEC"_s},
        {u"games"_s, u"Number of games (default 1000; per value with --sweep)."_s, u"G"_s, u"1000"_s},
        {u"seed"_s, u"Seed; the same seed gives the same result (default 1)."_s, u"S"_s, u"1"_s},
        {u"threads"_s, u"Worker threads (default: one per core). Does not change the result."_s, u"T"_s},
        {u"compare"_s,
            u"Paired comparison: play every game also under this base variant (same seeds) and report the "
            "differences, house rule minus base, with paired 95% intervals (for every house rule --variant names)."_s,
            u"BASE"_s},
        {u"sweep"_s,
            u"Simulate the variant with one parameter set to each value: PATH=A..B or PATH=A,B,C (a whole-number "
            "parameter such as hand_size, one entry of a per-player map such as set_aside.2, a count in a deck such "
            "as deck.gold.dynamite), or PATH=[A..B],[C,D] for a list such as deck.values. Give it twice for a grid "
            "of two parameters (at most 400 cells)."_s,
            u"PATH=A..B"_s},
        {u"skill"_s,
            u"Also measure the skill gradient: play the run again with a stronger bot in seat 1 against weaker "
            "ones and report its win rate minus theirs; LEVELS is normal (heuristic against random), hard (the "
            "search bot against heuristic) or normal,hard. With --compare, paired with the base rules."_s,
            u"LEVELS"_s},
        {u"skill-games"_s,
            u"Games of each --skill run (default: enough for a gradient within ±3 points, about 1,900 with four "
            "players; the normal level at least --games). With fewer, a gradient wider than ±3 points reads "
            "'cannot tell'."_s,
            u"G"_s},
        {u"skill-search"_s, u"The search bot of the hard --skill level (default ismcts:iterations=200)."_s, u"SPEC"_s,
            u"ismcts:iterations=200"_s},
        {u"card-impact"_s,
            u"Also report per card kind the win rate of the seats that had it in their starting hand, and of "
            "those that played it, against the others: an association (what goes with winning), not what the card "
            "does."_s},
        {u"controlled"_s,
            u"Controlled card impact: play the variant also with one card of kind CARD fewer and with one more "
            "(as card impact names it, e.g. gold-dynamite, gold-7, skip), each paired with the variant on the same "
            "seeds, and report the differences: what the card does, not what it goes with."_s,
            u"CARD"_s},
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
    parser.addOptions(saveGamesOptions());
    parser.addOptions(notebookOptions(true));
}

// What simulate's command line asks for, read and checked; the flags that
// only choose a path through the run stay in the parser.
struct SimulateOptions {
    std::optional<SaveGamesRequest> saveRequest;
    std::vector<SkillRung> skillRungs;
    int skillGames = 0;
    SimulationSpec spec;
    RunOptions run;
    std::vector<SweepAxis> axes;
    // --variant: one variant, or with --compare the house rules.
    QStringList houseRules;
};

// The options that do not go together, and those simulate cannot do without.
std::optional<int> checkCombinations(const QCommandLineParser &parser, SimulateOptions &options)
{
    QString saveError;
    options.saveRequest = saveGamesRequest(parser, parser.positionalArguments(), &saveError);
    if (!saveError.isEmpty())
        return usageError(saveError);
    if (options.saveRequest && (parser.isSet(u"compare"_s) || parser.isSet(u"sweep"_s)))
        return usageError(u"--save-games saves the games of one variant: leave out --compare and --sweep"_s);
    for (const auto &required : {u"variant"_s, u"players"_s, u"bots"_s})
        if (!parser.isSet(required))
            return usageError(u"simulate needs --%1"_s.arg(required));
    if (parser.isSet(u"json"_s) && parser.isSet(u"csv"_s))
        return usageError(u"choose one of --json and --csv"_s);
    if (parser.isSet(u"compare"_s) && parser.isSet(u"sweep"_s))
        return usageError(u"choose one of --compare and --sweep"_s);
    if (parser.isSet(u"controlled"_s)
        && (parser.isSet(u"compare"_s) || parser.isSet(u"sweep"_s) || parser.isSet(u"skill"_s) || options.saveRequest))
        return usageError(u"--controlled plays the variant against itself with one card fewer and one more: leave "
                          "out --compare, --sweep, --skill and --save-games"_s);
    return std::nullopt;
}

// --skill LEVELS and --skill-search: the rungs of the skill gradient.
std::optional<int> readSkillLevels(const QCommandLineParser &parser, SimulateOptions &options)
{
    if (!parser.isSet(u"skill"_s))
        return std::nullopt;
    if (parser.isSet(u"sweep"_s))
        return usageError(u"--skill works with a plain run or --compare, not with --sweep"_s);
    std::vector<std::string> levels;
    for (const auto &level : parser.value(u"skill"_s).split(u','))
        levels.push_back(level.toStdString());
    std::string why;
    options.skillRungs = skillLadder(levels, parser.value(u"skill-search"_s).toStdString(), &why);
    if (options.skillRungs.empty())
        return usageError(u"--skill: %1"_s.arg(QString::fromStdString(why)));
    return std::nullopt;
}

// --players, --games, --seed, --bots, --skill-games and --card-impact.
std::optional<int> readGames(const QCommandLineParser &parser, SimulateOptions &options)
{
    SimulationSpec &spec = options.spec;
    bool ok = false;
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
    options.skillGames = spec.games;
    if (parser.isSet(u"skill-games"_s)) {
        options.skillGames = parser.value(u"skill-games"_s).toInt(&ok);
        if (!ok || options.skillGames <= 0)
            return usageError(
                u"--skill-games expects a positive whole number, not '%1'"_s.arg(parser.value(u"skill-games"_s)));
    }
    spec.cardImpact = parser.isSet(u"card-impact"_s);
    return std::nullopt;
}

// --shard K/N, as the simulator counts it (from 0).
std::optional<int> readShard(const QCommandLineParser &parser, SimulationSpec &spec)
{
    if (!parser.isSet(u"shard"_s))
        return std::nullopt;
    static const QRegularExpression shard(u"^(\\d+)/(\\d+)$"_s);
    const auto m = shard.match(parser.value(u"shard"_s));
    const int k = m.captured(1).toInt(), n = m.captured(2).toInt();
    if (!m.hasMatch() || n < 1 || k < 1 || k > n)
        return usageError(
            u"--shard expects K/N with 1 <= K <= N (for example 2/4), not '%1'"_s.arg(parser.value(u"shard"_s)));
    spec.shard = {k - 1, n};
    return std::nullopt;
}

// Each --sweep PATH=VALUES, an axis of the sweep.
std::optional<int> readSweepAxes(const QCommandLineParser &parser, std::vector<SweepAxis> &axes)
{
    for (const QString &text : parser.values(u"sweep"_s)) {
        SweepAxis axis;
        if (!SweepValues::parseSetting(text, axis, kMaxSweepValues))
            return usageError(
                u"--sweep expects PATH=A..B with A <= B or PATH=A,B,C (at most %1 values), for example "
                "hand_size=2..6, or PATH=[A..B],[C,D] for a list parameter, not '%2'"_s.arg(kMaxSweepValues)
                    .arg(text));
        axes.push_back(std::move(axis));
    }
    if (axes.size() > kMaxSweepAxes)
        return usageError(u"--sweep: at most %1 parameters at once"_s.arg(kMaxSweepAxes));
    return std::nullopt;
}

// --variant, and with --compare the house rules it may name (several,
// separated by commas; a file whose name has a comma is one).
std::optional<int> readHouseRules(const QCommandLineParser &parser, SimulateOptions &options)
{
    QStringList &houseRules = options.houseRules;
    houseRules = {parser.value(u"variant"_s)};
    if (!parser.isSet(u"compare"_s) && houseRules.front().contains(u',') && !QFileInfo::exists(houseRules.front()))
        return usageError(u"--variant names several variants; compare them with a base: --compare BASE"_s);
    if (parser.isSet(u"compare"_s) && parser.value(u"compare"_s).contains(u',')
        && !QFileInfo::exists(parser.value(u"compare"_s)))
        return usageError(
            u"--compare names one base; list the house rules after --variant: --variant A,B,C --compare BASE"_s);
    if (!parser.isSet(u"compare"_s))
        return std::nullopt;
    houseRules = parser.value(u"variant"_s).split(u',');
    if (houseRules.size() > kMaxComparedVariants - 1)
        return usageError(
            u"--variant names %1 house rules; at most %2 are compared with one base"_s.arg(houseRules.size())
                .arg(kMaxComparedVariants - 1));
    for (qsizetype i = 0; i < houseRules.size(); ++i)
        if (houseRules[i].isEmpty() || houseRules.indexOf(houseRules[i]) != i)
            return usageError(houseRules[i].isEmpty()
                    ? u"--variant: an empty name in '%1'"_s.arg(parser.value(u"variant"_s))
                    : u"--variant names '%1' twice"_s.arg(houseRules[i]));
    if (!options.skillRungs.empty() && houseRules.size() > 1)
        return usageError(u"--skill compares one house rule with its base; run it for each house rule"_s);
    return std::nullopt;
}

// Every option, in the order its usage errors are reported.
std::optional<int> readSimulateOptions(const QCommandLineParser &parser, SimulateOptions &options)
{
    if (const auto error = checkCombinations(parser, options))
        return error;
    if (const auto error = readSkillLevels(parser, options))
        return error;
    if (const auto error = readGames(parser, options))
        return error;
    if (const auto error = readThreads(parser, options.run))
        return error;
    if (const auto error = readShard(parser, options.spec))
        return error;
    if (const auto error = readSweepAxes(parser, options.axes))
        return error;
    return readHouseRules(parser, options);
}

// The variants as loaded, kept in the plan by their ids so that messages
// name them (RunHeader::rules keeps the rules it plays).
class PlanLoader {
public:
    explicit PlanLoader(RunPlan &plan) : m_plan(plan) {}
    // The variant, or nothing after printing why it cannot be loaded.
    std::shared_ptr<const Variant> load(const QString &ref)
    {
        auto variant = m_loader.load(ref.toStdString());
        if (!variant) {
            printErrors(variant.errors());
            return nullptr;
        }
        auto loaded = std::make_shared<const Variant>(std::move(*variant));
        m_plan.loaded[QString::fromStdString(loaded->id)] = loaded;
        return loaded;
    }
    const VariantLoader &loader() const { return m_loader; }

private:
    RunPlan &m_plan;
    const VariantLoader m_loader = userVariantLoader();
};

// The mode of the run beyond one variant (compare with one or several house
// rules, sweep, controlled card impact), with the variants it needs.
std::optional<int> planMode(const QCommandLineParser &parser, const SimulateOptions &options, const Variant &variant,
    PlanLoader &loader, RunPlan &plan)
{
    RunHeader &header = plan.header;
    if (parser.isSet(u"compare"_s) && options.houseRules.size() > 1) {
        const auto base = loader.load(parser.value(u"compare"_s));
        if (!base)
            return 1;
        header.mode = u"compare-several"_s;
        header.variant = QString::fromStdString(base->id);
        for (const QString &ref : options.houseRules) {
            const auto house = loader.load(ref);
            if (!house)
                return 1;
            header.houseRules << QString::fromStdString(house->id);
        }
    } else if (parser.isSet(u"compare"_s)) {
        const auto base = loader.load(parser.value(u"compare"_s));
        if (!base)
            return 1;
        header.mode = u"compare"_s;
        header.compareWith = QString::fromStdString(base->id);
    } else if (parser.isSet(u"sweep"_s)) {
        header.mode = u"sweep"_s;
        header.parameter = sweptParameters(options.axes);
    } else if (parser.isSet(u"controlled"_s)) {
        if (const auto error = planControlled(plan, variant, parser.value(u"controlled"_s), loader.loader()))
            return error;
    }
    return std::nullopt;
}

// The run to play: the variants loaded, the spec compiled and the plan's
// header filled as the notebook keeps it. The played variant, or nothing
// with `exitStatus` set.
std::shared_ptr<const Variant> planSimulation(
    const QCommandLineParser &parser, SimulateOptions &options, RunPlan &plan, int &exitStatus)
{
    SimulationSpec &spec = options.spec;
    PlanLoader loader(plan);
    RunHeader &header = plan.header;
    auto variant = loader.load(options.houseRules.front());
    if (!variant) {
        exitStatus = 1;
        return nullptr;
    }
    spec.ruleset = Registry::instance().game(variant->game)->compile(*variant);
    if (options.saveRequest)
        if (const auto error = checkPick(spec, options.saveRequest->pick)) {
            exitStatus = engineErrors({*error});
            return nullptr;
        }

    header.mode = u"simulate"_s;
    header.variant = QString::fromStdString(variant->id);
    describeSpec(header, spec);
    plan.shard = spec.shard;
    plan.variantDirs = {std::filesystem::path(userVariantDir().toStdU16String())};
    plan.axes = options.axes;
    plan.skill = options.skillRungs;
    plan.skillGames = options.skillGames;
    for (const SkillRung &rung : options.skillRungs)
        plan.rungGames.push_back(
            parser.isSet(u"skill-games"_s) ? options.skillGames : skillRungGames(rung, spec.games, spec.players));
    if (const auto error = planMode(parser, options, *variant, loader, plan)) {
        exitStatus = *error;
        return nullptr;
    }
    for (const QString &id : QStringList {header.variant, header.compareWith} + header.houseRules)
        if (!id.isEmpty() && !header.rulesOf(id))
            header.rules.push_back(runRules(*plan.loaded.at(id), id));
    return variant;
}

// The result as a table, JSON or CSV, and what may keep it from repeating.
void printSimulation(const QCommandLineParser &parser, const RunPlan &plan, const RunResult &result, double seconds,
    int threads, std::int64_t cutShort)
{
    const Format format
        = parser.isSet(u"json"_s) ? Format::Json : (parser.isSet(u"csv"_s) ? Format::Csv : Format::Table);
    if (parser.isSet(u"controlled"_s) && format == Format::Table)
        QTextStream(stdout) << u"controlled impact of %1: the variant (%2) played also with one card of the kind "
                               "fewer and with one more (%3), each on the same seeds; the differences are what the "
                               "card does, not what it goes with.\n\n"_s.arg(parser.value(u"controlled"_s),
                                   plan.header.variant, plan.header.houseRules.join(u", "_s));
    printResult(result, format, seconds, threads);
    // Seeded runs repeat only while no search is stopped by its clock.
    if (cutShort > 0)
        QTextStream(stderr) << u"houserules-cli: %1 of the search bot's decisions reached their time limit "
                               "(seconds=, or the hard level's one-second ceiling): the same seed may give "
                               "another result\n"_s.arg(cutShort);
}

// A sweep that could not play every value asked for did not do its job:
// says so on stderr, exit status 1.
int sweepStatus(const RunResult &result)
{
    if (const auto *swept = std::get_if<SweepTally>(&result.tally)) {
        const auto rejected = std::count_if(
            swept->errors.begin(), swept->errors.end(), [](const Diagnostics &e) { return !e.empty(); });
        if (rejected > 0) {
            QTextStream(stderr) << u"houserules-cli: %1 of %2 %3 rejected; the result says why\n"_s.arg(rejected)
                                       .arg(swept->cells())
                                       .arg(swept->axes.size() > 1 ? u"cells"_s : u"values"_s);
            return 1;
        }
    }
    return 0;
}

// Plays the plan, prints the result, keeps it in the notebook and saves
// the games asked for; the exit status.
int playSimulation(const QCommandLineParser &parser, SimulateOptions &options, RunPlan &plan, const Variant &variant)
{
    const SimulationSpec &spec = options.spec;
    const int threads = threadsUsed(options.run);
    if (!parser.isSet(u"dry-run"_s)) {
        showProgressOnTerminal(options.run);
        announceSkill(plan, spec, threads);
    }
    // A dry run is a run cancelled before its first game: everything is
    // checked as for a real one, nothing is played.
    plan.dryRun = parser.isSet(u"dry-run"_s);
    // SIGINT, SIGTERM: the games under way end, and what was played so far
    // is printed, marked cancelled.
    Interruption interruption;
    if (plan.dryRun)
        interruption.cancel();
    options.run.cancel = interruption.flag();

    QElapsedTimer timer;
    timer.start();
    const std::int64_t cutBefore = searchesCutShort();
    // A run that could not be kept is refused before it is played, not after.
    if (!plan.dryRun && spec.shard.count == 1)
        if (const auto refused = refuseUnusableNotebook(parser))
            return *refused;
    auto played = play(plan, options.run);
    if (!played)
        return engineErrors(played.errors());
    const RunResult &result = *played;
    if (plan.dryRun)
        return 0;

    printSimulation(parser, plan, result, double(timer.nsecsElapsed()) / 1e9, threads, searchesCutShort() - cutBefore);
    if (result.cancelled)
        return interruption.exitStatus();
    // A shard is kept once merged (merge records the whole run).
    if (spec.shard.count == 1)
        keepInNotebook(parser, result, u"cli"_s);
    if (options.saveRequest)
        return saveGames(spec, variant, *options.saveRequest, options.run);
    return sweepStatus(result);
}

} // namespace

int runSimulate(const QStringList &arguments)
{
    CommandParser parser;
    addSimulateOptions(parser);
    if (const auto done = parseCommand(parser, arguments))
        return *done;
    SimulateOptions options;
    if (const auto error = readSimulateOptions(parser, options))
        return *error;
    RunPlan plan;
    int exitStatus = 0;
    const auto variant = planSimulation(parser, options, plan, exitStatus);
    if (!variant)
        return exitStatus;
    return playSimulation(parser, options, plan, *variant);
}
